/**
 * The interface every post list strategy follows (board, category, search, notices; issue 26 §1):
 * given one request, a page of rows and its total. `list-posts.ts` picks the strategy for a query.
 */
import type { PostListQuery, PostSortField } from "@portal/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { DialectName } from "../../db/dialect.ts";
import type { Board } from "../../db/schema.ts";
import type { Viewer } from "../queries.ts";
import type { PostListRow } from "./rows.ts";

/** A list query with its sort resolved (the query's or the board's default). */
export type ResolvedListQuery = PostListQuery & { sort: PostSortField; order: "asc" | "desc" };

/** The notices a list read with its board: those within their period at `now`, their threads' rows. */
export interface ReadNotices {
  now: string;
  topOnly: boolean;
  /** The rows listed above page 1 (newest thread first), at most `NOTICE_ROWS` (notices.ts). */
  rows: PostListRow[];
}

/**
 * The board a list is read from: its live post counters and blocks' version (read with the board,
 * `boards.postCount`/`topPostCount`/`blocksVersion`) and the notices read with it (null when the list
 * does not pin them).
 */
export type ListedBoard = Pick<Board, "boardId" | "postCount" | "topPostCount" | "blocksVersion"> & {
  notices: ReadNotices | null;
};

/** What every list strategy is asked with. */
export interface ListRequest {
  db: Db;
  dialect: DialectName;
  board: ListedBoard;
  query: ResolvedListQuery;
  viewer: Viewer;
  /** Rows per pinned notice thread: listed above the page, so left out of it and of its total. */
  pinned: Map<number, number>;
  /** Read each row's card description. */
  withSummary: boolean;
}

/** A page of rows and the number of rows of the whole list. */
export interface ListPage {
  rows: PostListRow[];
  total: number;
}

/** One way of listing posts. */
export interface ListStrategy {
  page(request: ListRequest): Promise<ListPage>;
}

/**
 * The list keys of each sort: the thread's key (copied onto every post of the thread), the thread,
 * then the path within it. Each has an ascending and a descending covering index (`posts_list_*`).
 */
export const LIST_KEYS = {
  number: [],
  createdAt: [],
  title: ["threadTitle"],
  author: ["threadAuthor"],
  viewCount: ["threadViews"],
} as const satisfies Record<PostSortField, readonly string[]>;

/** The list's order over `p` (the listed post): the sort's thread key, the thread, the path in it. */
export function listOrder(query: ResolvedListQuery) {
  const dir = sql.raw(query.order);
  const keys = [...LIST_KEYS[query.sort], "threadId"].map((key) => sql`p.${sql.ref(key)} ${dir}`);
  return sql`${sql.join(keys)}, p."sortPath" asc`;
}

/** The rows of the pinned notice threads. */
export function pinnedTotal(pinned: Map<number, number>): number {
  return [...pinned.values()].reduce((sum, n) => sum + n, 0);
}
