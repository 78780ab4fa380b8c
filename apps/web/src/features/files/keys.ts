/**
 * The attachments' query keys (TanStack Query's key factory). A post's files sit under the post's
 * own key (`["post", postId]`), so whatever refreshes a post refreshes its files too.
 */
export const fileKeys = {
  post: (postId: number) => ["post", postId, "files"] as const,
};
