/**
 * The notice list (boards spec 4: notices pinned above a board's list within their notice period):
 * the notice threads' rows listed above page 1, read with the board (`findListBoard`), and the rows
 * per pinned thread that the other lists leave out (`pinnedRows`).
 */
import type { PostListQuery } from "@portal/contract";
import { sql } from "kysely";
import { findBoard } from "../../boards/index.ts";
import type { Db } from "../../db/database.ts";
import { type DialectName, literalReads } from "../../db/dialect.ts";
import type { Board } from "../../db/schema.ts";
import { tokensOf } from "../../text/bigrams.ts";
import {
  type ListedBoard,
  type ListRequest,
  type ListStrategy,
  pinnedTotal,
  type ReadNotices,
} from "./list-strategy.ts";
import { type PostListRow, ROW_COLUMNS, ROW_JOINS, ROW_SELECT, summaryColumn } from "./rows.ts";

/** Notice rows listed above page 1 at most. */
const NOTICE_ROWS = 50;

/** A notice thread's posts: `r` the thread's top post, `p` each post of the thread. */
const NOTICE_POSTS = sql.raw(`posts r join posts p on p."threadId" = r."postId"`);

/** Which notices are listed: a board's, within their period at `now`, top posts only with `topOnly`. */
interface NoticeFilter {
  boardId: string;
  now: string;
  topOnly: boolean;
}

/**
 * `r` is a notice of the board within its notice period, and `p` a live post of its thread. The
 * notice flag is a literal: with a parameter PostgreSQL costs a generic plan as if half the posts
 * were notices.
 */
function activeNotice({ boardId, now, topOnly }: NoticeFilter) {
  return sql`r."boardId" = ${boardId} and r.notice = 1
    and (r."noticeStart" is null or r."noticeStart" <= ${now}) and (r."noticeEnd" is null or r."noticeEnd" >= ${now})
    and p."deletedAt" is null${topOnly ? sql` and p.depth = 0` : sql``}`;
}

/** Whether a list pins its board's notices above it (the board must also allow them): not a thread, not a search. */
function pinsNotices(query: PostListQuery): boolean {
  return !query.thread && tokensOf(query.q ?? "").length === 0;
}

/** A board as a list reads it: with its notices when the list pins them, otherwise `notices: null`. */
export type ListBoard = Board & ListedBoard;

/** The notice row fields as `json_build_object` arguments (name, value of `n`): PostgreSQL's JSON notice rows. */
const NOTICE_OBJECT = sql.raw(
  [...ROW_COLUMNS, "categoryName", "parentAuthorId", "hasPassword", "summary"]
    .map((field) => `'${field}', n."${field}"`)
    .join(", "),
);

/**
 * The rows of the notice threads within their notice period, newest thread first, at most
 * `NOTICE_ROWS`, each with its thread's date (`noticeAt`) and path. Card descriptions (`summary`) are
 * read for every board; the presenter shows them where the board has cards.
 */
function noticeQuery(filter: NoticeFilter) {
  return sql`select ${ROW_SELECT}, ${summaryColumn(true)} as summary, r."createdAt" as "noticeAt", p."sortPath"
    from ${NOTICE_POSTS} ${ROW_JOINS} where ${activeNotice(filter)}
    order by r."createdAt" desc, r."postId" desc, p."sortPath" asc limit ${sql.lit(NOTICE_ROWS)}`;
}

/**
 * The board `boardId` (undefined when there is none) as `query` lists it: when the list pins notices,
 * with its notice rows (`noticeQuery`, now). On PostgreSQL they come in the board's statement, as one
 * JSON array column (a round trip there costs the Node.js thread a socket write and read: a list page is
 * then two statements); SQLite's round trip is a function call, so it reads them by themselves rather
 * than build and parse JSON.
 */
export async function findListBoard(
  db: Db,
  dialect: DialectName,
  boardId: string,
  query: PostListQuery,
): Promise<ListBoard | undefined> {
  if (!pinsNotices(query)) {
    const board = await findBoard(db, boardId);
    return board && { ...board, notices: null };
  }
  // To the second: SQLite's SQL text holds it as a literal (`literalReads`) and changes once a second.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  const topOnly = query.topOnly === true;
  const notices = noticeQuery({ boardId, now, topOnly });
  if (dialect === "sqlite") {
    const board = await findBoard(db, boardId);
    return (
      board && {
        ...board,
        notices: { now, topOnly, rows: (await notices.$castTo<PostListRow>().execute(literalReads(db))).rows },
      }
    );
  }
  const board = await sql<Board & { noticeRows: PostListRow[] | null }>`select b.*,
      (select json_agg(json_build_object(${NOTICE_OBJECT}) order by n."noticeAt" desc, n."threadId" desc, n."sortPath" asc)
        from (${notices}) n) as "noticeRows"
    from boards b where b."boardId" = ${boardId}`
    .execute(db)
    .then((result) => result.rows[0]);
  if (!board) return undefined;
  // The driver parses the JSON column; no notice rows aggregate to null.
  const { noticeRows, ...rest } = board;
  return { ...rest, notices: { now, topOnly, rows: noticeRows ?? [] } };
}

/**
 * The live rows per thread pinned now (a board has few; top posts only with `topOnly`): the rows the
 * other lists leave out because they are listed above the page. From the notice rows read with the
 * board when they are complete, else counted (one statement).
 */
export async function pinnedRows(db: Db, boardId: string, read: ReadNotices | null): Promise<Map<number, number>> {
  if (!read) return new Map();
  if (read.rows.length < NOTICE_ROWS) {
    const counts = new Map<number, number>();
    for (const { threadId } of read.rows) counts.set(threadId, (counts.get(threadId) ?? 0) + 1);
    return counts;
  }
  const { rows } = await sql<{ postId: number; rows: number }>`select r."postId", count(*) as "rows"
    from ${NOTICE_POSTS} where ${activeNotice({ boardId, ...read })} group by r."postId"`.execute(db);
  return new Map(rows.map((row) => [row.postId, Number(row.rows)]));
}

/** The notices listed above page 1 (read with the board); their total is the pinned rows. */
export const noticeList: ListStrategy = {
  page({ board, query, pinned }: ListRequest) {
    const rows = board.notices && query.page === 1 ? board.notices.rows : [];
    return Promise.resolve({ rows, total: pinnedTotal(pinned) });
  },
};
