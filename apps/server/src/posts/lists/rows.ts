/**
 * The rows of a post list (board, category, search and notice lists): the listed post's columns, its
 * thread's category and its parent's author, read for a page's ids in one statement. Written as SQL
 * text: building them through Kysely's query builder cost 48 µs per query against 7 µs
 * (docs/boards.md "What one request costs besides its rows").
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Post } from "../../db/schema.ts";

/** The post columns of a list row (`p`: the listed post). */
export const ROW_COLUMNS = [
  "postId",
  "threadId",
  "number",
  "title",
  "authorId",
  "authorName",
  "createdAt",
  "viewCount",
  "commentCount",
  "depth",
  "notice",
  "bold",
  "secret",
  "anonymous",
  "parentId",
  "fileCount",
  "videoUrl",
  "videoFileId",
  "companyName",
  "companyField",
  "companyContact",
  "companyHomepage",
  "logoFileId",
  "moderation",
] as const satisfies readonly (keyof Post)[];

/** Characters of the body sent as a card's description. */
export const SUMMARY_LENGTH = 160;

/** A list row: the post's columns, its thread's category name and its parent's author (reply rules). */
export type PostListRow = Pick<Post, (typeof ROW_COLUMNS)[number]> & {
  categoryName: string | null;
  parentAuthorId: string | null;
  hasPassword: SqlBool;
  summary: string | null;
};

/** The selected columns of a list row (`p` the listed post, `c` its thread's category, `parent`). */
export const ROW_SELECT = sql.raw(
  [
    ...ROW_COLUMNS.map((column) => `p."${column}"`),
    `c.name as "categoryName"`,
    `parent."authorId" as "parentAuthorId"`,
    `p."passwordHash" is not null as "hasPassword"`,
  ].join(", "),
);

/** Joins of a list row to its thread's category and its parent (`r`: the thread's top post). */
export const ROW_JOINS = sql.raw(
  `left join categories c on c."categoryId" = r."categoryId" left join posts parent on parent."postId" = p."parentId"`,
);

/** The card description column: the body's first characters with `withSummary`, else null. */
export function summaryColumn(withSummary: boolean) {
  return withSummary ? sql`substr(p."bodyText", 1, ${sql.lit(SUMMARY_LENGTH + 1)})` : sql`null`;
}

/** What a page's rows are read with. */
export interface PageRowsRequest {
  /** Selects the page's post ids (`postId`), not yet run. */
  page: Expression<{ postId: number }>;
  /** The list's order over `p`, the listed post. */
  order: RawBuilder<unknown>;
  /** Read each row's card description (`summary`). */
  withSummary: boolean;
}

/**
 * The live rows of the posts that `page` selects, sorted by `order`, read with the page's ids in one
 * statement. CROSS JOIN keeps SQLite from walking a posts index in the list's order instead of
 * sorting the page's rows (200 ms on a deep page).
 */
export async function pageRows(db: Db, { page, order, withSummary }: PageRowsRequest): Promise<PostListRow[]> {
  const { rows } = await sql<PostListRow>`select ${ROW_SELECT}, ${summaryColumn(withSummary)} as summary
    from (${page}) page cross join posts p join posts r on r."postId" = p."threadId" ${ROW_JOINS}
    where p."postId" = page."postId" and p."deletedAt" is null order by ${order}`.execute(db);
  return rows;
}
