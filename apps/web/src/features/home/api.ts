/** The home page's reads of its first screen, shared by the page and its server-side loader (ssr.ts). */
import { type FixedBoardKey, fixedBoard } from "@portal/contract";
import { postsQuery } from "../boards/index.ts";

/** The boards whose latest posts the first screen lists, in order. */
export const LATEST_BOARDS = ["notice", "news"] as const satisfies readonly FixedBoardKey[];

/** The latest posts of fixed board `key` (the first 15 by date; the card shows six top posts). */
export const latestPostsQuery = (key: FixedBoardKey) =>
  postsQuery(fixedBoard(key).boardId, { page: 1, pageSize: 15, sort: "createdAt", order: "desc" });
