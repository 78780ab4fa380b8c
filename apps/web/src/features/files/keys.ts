/**
 * The attachments' query keys (TanStack Query's key factory). A post's files sit under the post's
 * own key (`postKeys.post`), so whatever refreshes a post refreshes its files too.
 */
import { postKeys } from "../../lib/contentKeys.ts";

export const fileKeys = {
  post: postKeys.files,
};
