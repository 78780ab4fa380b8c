/**
 * Post queries. A thread is ordered by `sortPath` (parent path + "/" + zero-padded id), so a
 * reply stays under its parent at any depth and with any number of siblings; threads are ordered
 * by their top post's column, so sorting never tears a reply from its parent.
 */
import type { PostListQuery, PostSortField } from "@portal/contract";
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { findBoard } from "../boards/queries.ts";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import type { Board, NewPost, Post, StoredFile } from "../db/schema.ts";
import { listPostFiles, postFilesQuery } from "../files/queries.ts";
import { tokensOf } from "./bigrams.ts";
import { blocksChanged } from "./block-cache.ts";
import { bumpBlock, pageStart } from "./list-blocks.ts";
import { addToRangeBlocks, lockBoard, moveThread, postsFrom, rangePageStart } from "./range-blocks.ts";
import { indexPost, searchPage, unindexPost } from "./search.ts";

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

/** The post columns of a list row (`p`: the listed post). */
const ROW_COLUMNS = [
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

/*
 * The list's row queries are written as SQL text: building them through Kysely's query builder cost
 * 48 µs per query against 7 µs (docs/ARCHITECTURE.md "What one request costs").
 */
const ROW_SELECT = sql.raw(
  [
    ...ROW_COLUMNS.map((column) => `p."${column}"`),
    `c.name as "categoryName"`,
    `parent."authorId" as "parentAuthorId"`,
    `p."passwordHash" is not null as "hasPassword"`,
  ].join(", "),
);

/** Joins of a list row to its thread's category and its parent (`r`: the thread's top post). */
const ROW_JOINS = sql.raw(
  `left join categories c on c."categoryId" = r."categoryId" left join posts parent on parent."postId" = p."parentId"`,
);

function summaryColumn(withSummary: boolean) {
  return withSummary ? sql`substr(p."bodyText", 1, ${sql.lit(SUMMARY_LENGTH + 1)})` : sql`null`;
}

/**
 * The live rows of the posts that `page` selects (`postId`), sorted by `order` (over `p`, the listed
 * post), read with the page's ids in one statement. CROSS JOIN keeps SQLite from walking a posts index
 * in the list's order instead of sorting the page's rows (200 ms on a deep page).
 */
async function pageRows(
  db: Db,
  page: Expression<{ postId: number }>,
  order: RawBuilder<unknown>,
  withSummary: boolean,
): Promise<PostListRow[]> {
  const { rows } = await sql<PostListRow>`select ${ROW_SELECT}, ${summaryColumn(withSummary)} as summary
    from (${page}) page cross join posts p join posts r on r."postId" = p."threadId" ${ROW_JOINS}
    where p."postId" = page."postId" and p."deletedAt" is null order by ${order}`.execute(db);
  return rows;
}

/** A notice thread's posts: `r` the thread's top post, `p` each post of the thread. */
const NOTICE_POSTS = sql.raw(`posts r join posts p on p."threadId" = r."postId"`);

/**
 * `r` is a notice of `boardId` within its notice period at `now`, and `p` a live post of its thread
 * (a top post only with `topOnly`). The notice flag is a literal: with a parameter PostgreSQL costs a
 * generic plan as if half the posts were notices.
 */
function activeNotice(boardId: string, now: string, topOnly: boolean) {
  return sql`r."boardId" = ${boardId} and r.notice = 1
    and (r."noticeStart" is null or r."noticeStart" <= ${now}) and (r."noticeEnd" is null or r."noticeEnd" >= ${now})
    and p."deletedAt" is null${topOnly ? sql` and p.depth = 0` : sql``}`;
}

/** Notice rows listed above page 1 at most. */
const NOTICE_ROWS = 50;

/** Whether a list pins its board's notices above it (the board must also allow them): not a thread, not a search. */
function pinsNotices(query: PostListQuery): boolean {
  return !query.thread && tokensOf(query.q ?? "").length === 0;
}

/** The notices a list read with its board: those within their period at `now`, their threads' rows. */
interface ReadNotices {
  now: string;
  topOnly: boolean;
  /** The rows listed above page 1 (newest thread first), at most `NOTICE_ROWS`. */
  rows: PostListRow[];
}

/** A board as a list reads it: with its notices when the list pins them, otherwise `notices: null`. */
export type ListBoard = Board & { notices: ReadNotices | null };

/** The notice row fields as `json_build_object` arguments (name, value of `n`): PostgreSQL's JSON notice rows. */
const NOTICE_OBJECT = sql.raw(
  [...ROW_COLUMNS, "categoryName", "parentAuthorId", "hasPassword", "summary"]
    .map((field) => `'${field}', n."${field}"`)
    .join(", "),
);

/**
 * The rows of the notice threads within their notice period at `now` (top posts only with `topOnly`),
 * newest thread first, at most `NOTICE_ROWS`, each with its thread's date (`noticeAt`) and path.
 * Card descriptions (`summary`) are read for every board; the presenter shows them where the board has cards.
 */
function noticeQuery(boardId: string, now: string, topOnly: boolean) {
  return sql`select ${ROW_SELECT}, ${summaryColumn(true)} as summary, r."createdAt" as "noticeAt", p."sortPath"
    from ${NOTICE_POSTS} ${ROW_JOINS} where ${activeNotice(boardId, now, topOnly)}
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
  // To the second: SQLite's SQL text holds it as a literal (db/dialect.ts) and changes once a second.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  const topOnly = query.topOnly === true;
  const notices = noticeQuery(boardId, now, topOnly);
  if (dialect === "sqlite") {
    const board = await findBoard(db, boardId);
    return (
      board && { ...board, notices: { now, topOnly, rows: (await notices.$castTo<PostListRow>().execute(db)).rows } }
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

function baseQuery(db: Db, boardId: string) {
  return db
    .selectFrom("posts as p")
    .innerJoin("posts as r", "r.postId", "p.threadId")
    .where("p.boardId", "=", boardId)
    .where("p.deletedAt", "is", null);
}

/** The board a list is read from, with its live post counters (read with the board, boards.postCount/topPostCount). */
export type BoardCounters = Pick<Board, "boardId" | "postCount" | "topPostCount" | "blocksVersion">;

/** A list query with its sort resolved (the query's or the board's default). */
export type ResolvedListQuery = PostListQuery & { sort: PostSortField; order: "asc" | "desc" };

/**
 * The list keys of each sort: the thread's key (copied onto every post of the thread), the thread,
 * then the path within it. Each has an ascending and a descending covering index (`posts_list_*`).
 */
const LIST_KEYS = {
  number: [],
  createdAt: [],
  title: ["threadTitle"],
  author: ["threadAuthor"],
  viewCount: ["threadViews"],
} as const satisfies Record<PostSortField, readonly string[]>;

/**
 * One page of a board's posts plus its pinned notices (read with `board`, `findListBoard`).
 * With a search (`q`, in `field`) the list is flat and leaves out secret posts the viewer cannot read.
 * With `pinNotices` false (the board's notice switch is off) notices are listed as ordinary posts.
 * Work: the page's ids come from one covering index (index-only; a deep page skips index entries,
 * never rows), the total from the board's counters less the pinned notice threads.
 */
export async function listPosts(
  db: Db,
  dialect: DialectName,
  board: BoardCounters & Pick<ListBoard, "notices">,
  query: ResolvedListQuery,
  viewer: Viewer,
  pinNotices = true,
  withSummary = false,
) {
  const { boardId } = board;
  const searching = tokensOf(query.q ?? "").length > 0;
  const read = pinNotices ? board.notices : null;
  // Page 1 lists the notices above the page: their rows also give the pinned threads' row counts.
  const notices = read && query.page === 1 ? read.rows : [];
  const pinnedRows = !read
    ? new Map<number, number>()
    : read.rows.length < NOTICE_ROWS
      ? rowsPerThread(read.rows)
      : await pinnedThreads(db, boardId, read.now, read.topOnly);
  const pinned = [...pinnedRows.keys()];

  let page: { rows: PostListRow[]; total: number };
  if (searching) {
    const found = await searchPage(db, {
      dialect,
      board,
      query: { ...query, q: query.q ?? "", field: query.field ?? "title" },
      viewer,
    });
    const dir = sql.raw(query.order);
    const order =
      found.sortColumn === "postId"
        ? sql`p."postId" ${dir}`
        : sql`p.${sql.ref(found.sortColumn)} ${dir}, p."postId" ${dir}`;
    page = { rows: found.page ? await pageRows(db, found.page, order, withSummary) : [], total: found.total };
  } else if (query.categoryId) {
    const found = await categoryPage(db, boardId, query, pinned);
    page = { rows: await pageRows(db, found.page, listOrder(query), withSummary), total: found.total };
  } else {
    page = await boardPage(db, board, query, pinnedRows, withSummary);
  }
  return { items: page.rows, notices, total: page.total };
}

/** Rows per thread of a complete set of notice rows. */
function rowsPerThread(rows: { threadId: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { threadId } of rows) counts.set(threadId, (counts.get(threadId) ?? 0) + 1);
  return counts;
}

/**
 * The threads pinned as notices now (a board has few), each with its live rows (top posts only
 * with `topOnly`): the rows a board page leaves out because they are listed above it.
 */
async function pinnedThreads(db: Db, boardId: string, now: string, topOnly: boolean): Promise<Map<number, number>> {
  const { rows } = await sql<{ postId: number; rows: number }>`select r."postId", count(*) as "rows"
    from ${NOTICE_POSTS} where ${activeNotice(boardId, now, topOnly)} group by r."postId"`.execute(db);
  return new Map(rows.map((row) => [row.postId, Number(row.rows)]));
}

/**
 * A page of the whole board (or of one thread): ids from the sort's covering index, skipping the
 * pinned threads (a deep page of the date and number sorts starts at its block, `list-blocks.ts`);
 * the total from `boards.postCount`/`topPostCount` less the pinned rows.
 */
async function boardPage(
  db: Db,
  board: BoardCounters,
  query: ResolvedListQuery,
  pinnedRows: Map<number, number>,
  withSummary: boolean,
) {
  const { boardId } = board;
  const keys = LIST_KEYS[query.sort];
  const topOnly = query.topOnly === true;
  const topById = topOnly && keys.length === 0;
  const pinned = [...pinnedRows.keys()];
  const offset = (query.page - 1) * query.pageSize;
  const { sort, order } = query;
  // A deep page starts at its block: of thread ids (date, number) or of key ranges (the others).
  const start = query.thread || keys.length > 0 ? null : await pageStart(db, board, order, offset, topOnly, pinnedRows);
  const range =
    query.thread || sort === "number" || sort === "createdAt"
      ? null
      : await rangePageStart(db, board, sort, order, offset, topOnly, pinnedRows);
  let ids = db
    .selectFrom("posts")
    // A top post's id is its thread id: the top-post index answers without the table.
    .select(topById ? "threadId as postId" : "postId")
    .where("boardId", "=", boardId)
    .where("deletedAt", "is", null);
  if (topOnly) ids = ids.where("depth", "=", 0);
  if (query.thread) ids = ids.where("threadId", "=", query.thread);
  if (pinned.length > 0) ids = ids.where("threadId", "not in", pinned);
  if (start) ids = ids.where("threadId", order === "desc" ? "<=" : ">=", start.from);
  if (range?.bound) ids = ids.where(postsFrom(range.sort, range.bound.op, range.bound.key));
  // Always null here: PostgreSQL matches the index order only when every index column is in ORDER BY
  // (it does not take `IS NULL` as an equality for ordering).
  ids = ids.orderBy("deletedAt", "asc");
  for (const key of keys) ids = ids.orderBy(key, query.order);
  ids = ids.orderBy("threadId", query.order);
  if (!topById) ids = ids.orderBy("sortPath", "asc");
  const page = ids.limit(query.pageSize).offset(start?.skip ?? range?.skip ?? offset);
  // The page's ids (index-only) and their rows in one statement, sorted again (15 rows).
  const rows = await pageRows(db, page, listOrder(query), withSummary);

  let total: number;
  if (query.thread) {
    total = await countRows(baseQuery(db, boardId).where("p.threadId", "=", query.thread));
  } else {
    const all = Number(topOnly ? board.topPostCount : board.postCount);
    total = all - [...pinnedRows.values()].reduce((sum, n) => sum + n, 0);
  }
  return { rows, total };
}

/** A page of one category: its threads joined to their top posts (a category is a slice of a board). */
async function categoryPage(db: Db, boardId: string, query: ResolvedListQuery, pinned: number[]) {
  let filtered = baseQuery(db, boardId).where("r.categoryId", "=", query.categoryId ?? 0);
  if (query.topOnly) filtered = filtered.where("p.depth", "=", 0);
  if (pinned.length > 0) filtered = filtered.where("p.threadId", "not in", pinned);
  const total = await countRows(filtered);
  let ordered = filtered;
  for (const key of LIST_KEYS[query.sort]) ordered = ordered.orderBy(`p.${key}`, query.order);
  const page = ordered
    .orderBy("p.threadId", query.order)
    .orderBy("p.sortPath", "asc")
    .select("p.postId")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { page, total };
}

/** The list's order over `p` (the listed post): the sort's thread key, the thread, the path in it. */
function listOrder(query: ResolvedListQuery) {
  const dir = sql.raw(query.order);
  const keys = [...LIST_KEYS[query.sort], "threadId"].map((key) => sql`p.${sql.ref(key)} ${dir}`);
  return sql`${sql.join(keys)}, p."sortPath" asc`;
}

async function countRows(query: ReturnType<typeof baseQuery>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  return Number(row?.total ?? 0);
}

function postQuery(db: Db, postId: number) {
  return db
    .selectFrom("posts as p")
    .leftJoin("categories as c", "c.categoryId", "p.categoryId")
    .leftJoin("posts as parent", "parent.postId", "p.parentId")
    .selectAll("p")
    .select(["c.name as categoryName", "parent.authorId as parentAuthorId"])
    .where("p.postId", "=", postId)
    .where("p.deletedAt", "is", null);
}

/** A live (not deleted) post with its category name and the author of the post it replies to, or undefined. */
export function findPost(db: Db, postId: number) {
  return postQuery(db, postId).executeTakeFirst();
}

export type PostWithCategory = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** What the post detail reads: the post, its board, whether the viewer has viewed it that day, its attachments. */
export interface PostDetailRead {
  post: PostWithCategory;
  board: Board | undefined;
  viewed: boolean;
  /** Attachments in FILE_SN order (read before the permission check; the caller drops them on a refusal). */
  files: StoredFile[];
}

/**
 * The live post `postId` as its detail page reads it (undefined when there is none), with whether
 * `viewerKey` has viewed it on `day` (Asia/Seoul, YYYY-MM-DD). On PostgreSQL one statement (the board
 * and the files as JSON columns of the post row: each round trip costs the Node.js thread a socket
 * write and read); SQLite's round trip is a function call, so it reads them one by one.
 */
export async function findPostDetail(
  db: Db,
  dialect: DialectName,
  postId: number,
  viewerKey: string,
  day: string,
): Promise<PostDetailRead | undefined> {
  if (dialect === "sqlite") {
    const post = await findPost(db, postId);
    if (!post) return undefined;
    const board = await findBoard(db, post.boardId);
    return { post, board, viewed: await hasViewed(db, postId, viewerKey, day), files: await listPostFiles(db, postId) };
  }
  const row = await postQuery(db, postId)
    .select([
      sql<Board | null>`(select row_to_json(b) from boards b where b."boardId" = p."boardId")`.as("board"),
      sql<boolean>`exists (select 1 from "postViews" v
        where v."postId" = p."postId" and v."viewerKey" = ${viewerKey} and v.day = ${day})`.as("viewed"),
      sql<
        StoredFile[] | null
      >`(select json_agg(f order by f.seq) from (${postFilesQuery(db, sql<number>`p."postId"`)}) f)`.as("files"),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { board, viewed, files, ...post } = row;
  return { post, board: board ?? undefined, viewed, files: files ?? [] };
}

/**
 * Inserts a post in one transaction: takes the board's next NTT_NO, sets the thread path under
 * `parent` (or starts a thread), counts it on the board and indexes it for search; `inTransaction`
 * runs in the same transaction with the new id (e.g. to take the post's files). Returns the new post id.
 */
export async function insertPost(
  db: Db,
  values: Omit<NewPost, "number" | "threadId" | "sortPath" | "depth" | "parentId">,
  parent: Pick<Post, "postId" | "threadId" | "sortPath" | "depth"> | null,
  inTransaction?: (trx: Db, postId: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const seq = await trx
      .updateTable("boards")
      .set((eb) => ({
        postSeq: eb("postSeq", "+", 1),
        postCount: eb("postCount", "+", 1),
        topPostCount: eb("topPostCount", "+", parent ? 0 : 1),
        ...blocksChanged(eb),
      }))
      .where("boardId", "=", values.boardId)
      .returning("postSeq")
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto("posts")
      .values({
        ...values,
        number: seq.postSeq,
        parentId: parent?.postId ?? null,
        depth: parent ? parent.depth + 1 : 0,
        threadId: parent?.threadId ?? 0,
        sortPath: "",
      })
      .returning("postId")
      .executeTakeFirstOrThrow();
    const postId = inserted.postId;
    const segment = String(postId).padStart(10, "0");
    const root = parent
      ? await trx
          .selectFrom("posts")
          .select(["title as threadTitle", "authorName as threadAuthor", "viewCount as threadViews"])
          .where("postId", "=", parent.threadId)
          .executeTakeFirstOrThrow()
      : { threadTitle: values.title, threadAuthor: values.authorName, threadViews: 0 };
    await trx
      .updateTable("posts")
      .set({
        threadId: parent?.threadId ?? postId,
        sortPath: parent ? `${parent.sortPath}/${segment}` : segment,
        ...root,
      })
      .where("postId", "=", postId)
      .execute();
    await bumpBlock(trx, values.boardId, parent?.threadId ?? postId, 1, parent ? 0 : 1);
    await addToRangeBlocks(trx, values.boardId, root, parent?.threadId ?? postId, 1, parent ? 0 : 1);
    await indexPost(trx, { ...values, postId, anonymous: values.anonymous ?? 0, secret: values.secret ?? 0 });
    await inTransaction?.(trx, postId);
    return postId;
  });
}

/**
 * Updates a post's editable fields, re-indexes it for search and copies a top post's new title
 * onto its thread (the title sort's key), in one transaction (with `inTransaction`).
 */
export async function updatePost<T = void>(
  db: Db,
  postId: number,
  values: Partial<Omit<NewPost, "postId" | "boardId" | "number" | "threadId" | "sortPath">>,
  inTransaction?: (trx: Db) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("posts")
      .select(["boardId", "threadId"])
      .where("postId", "=", postId)
      .executeTakeFirst();
    // The post's search postings change: a new version of the board's blocks (block-cache.ts), which
    // also takes the board's lock, under which a new title moves a top post's thread in the title sort.
    if (current) await trx.updateTable("boards").set(blocksChanged).where("boardId", "=", current.boardId).execute();
    const top = current && current.threadId === postId && values.title !== undefined ? current : undefined;
    const thread = top ? await threadKeys(trx, postId) : undefined;
    const post = await trx
      .updateTable("posts")
      .set(values)
      .where("postId", "=", postId)
      .returning(["boardId", "title", "bodyText", "authorName", "anonymous", "secret", "deletedAt"])
      .executeTakeFirst();
    if (top && thread && values.title !== undefined) {
      await trx.updateTable("posts").set({ threadTitle: values.title }).where("threadId", "=", postId).execute();
      await moveThread(trx, top.boardId, "title", postId, thread, { ...thread, threadTitle: values.title });
    }
    if (post && post.deletedAt === null) {
      await unindexPost(trx, postId);
      await indexPost(trx, { ...post, postId });
    }
    return inTransaction?.(trx);
  });
}

/**
 * Takes the board's lock for top post `top`, then reads its thread's keys (stable until the
 * transaction ends: every change of them takes the same lock).
 */
async function lockedThreadKeys(trx: Db, top: Pick<Post, "postId" | "boardId">) {
  await lockBoard(trx, top.boardId);
  return threadKeys(trx, top.postId);
}

/** The sort keys of thread `threadId` (read under the board's lock). */
function threadKeys(trx: Db, threadId: number) {
  return trx
    .selectFrom("posts")
    .select(["threadTitle", "threadAuthor", "threadViews"])
    .where("postId", "=", threadId)
    .executeTakeFirstOrThrow();
}

/** Calendar entries of a board overlapping [from, to), in start order (at most `limit`). */
export function listCalendarPosts(db: Db, boardId: string, from: string, to: string, limit = 1000) {
  return db
    .selectFrom("posts as p")
    .leftJoin("categories as c", "c.categoryId", "p.categoryId")
    .select([
      "p.postId",
      "p.title",
      "p.startAt",
      "p.endAt",
      "p.allDay",
      "p.secret",
      "p.authorId",
      "c.name as categoryName",
    ])
    .where("p.boardId", "=", boardId)
    .where("p.deletedAt", "is", null)
    .where("p.startAt", "is not", null)
    .where("p.startAt", "<", to)
    .where((eb) => eb.or([eb("p.endAt", ">=", from), eb.and([eb("p.endAt", "is", null), eb("p.startAt", ">=", from)])]))
    .orderBy("p.startAt")
    .orderBy("p.postId")
    .limit(limit)
    .execute();
}

/**
 * Soft-deletes a live post (USE_AT N): uncounts it from its board and drops it from the search
 * index, in one transaction; a post already deleted changes nothing.
 */
export async function softDeletePost(db: Db, postId: number, by: string): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom("posts").select("boardId").where("postId", "=", postId).executeTakeFirst();
    if (!post) return;
    await lockBoard(trx, post.boardId);
    const deleted = await trx
      .updateTable("posts")
      .set({ deletedAt: now, updatedAt: now, updatedBy: by })
      .where("postId", "=", postId)
      .where("deletedAt", "is", null)
      .returning(["boardId", "depth", "threadId", "threadTitle", "threadAuthor", "threadViews"])
      .executeTakeFirst();
    if (!deleted) return;
    const topRows = deleted.depth === 0 ? -1 : 0;
    await bumpBlock(trx, deleted.boardId, deleted.threadId, -1, topRows);
    await addToRangeBlocks(trx, deleted.boardId, deleted, deleted.threadId, -1, topRows);
    await trx
      .updateTable("boards")
      .set((eb) => ({
        postCount: eb("postCount", "-", 1),
        topPostCount: eb("topPostCount", "-", deleted.depth === 0 ? 1 : 0),
        ...blocksChanged(eb),
      }))
      .where("boardId", "=", deleted.boardId)
      .execute();
    await unindexPost(trx, postId);
  });
}

/** Whether `viewerKey` has viewed post `postId` on `day` (Asia/Seoul, YYYY-MM-DD). */
async function hasViewed(db: Db, postId: number, viewerKey: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom("postViews")
    .select("postId")
    .where("postId", "=", postId)
    .where("viewerKey", "=", viewerKey)
    .where("day", "=", day)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts a view once per viewer per Asia/Seoul day, atomically: the (post, viewer, day) row and
 * the counter change in one transaction, and a second view that day changes neither. `viewed`, when
 * the caller has read it with the post (`findPostDetail`), saves the read of whether this is a repeat.
 * Returns the view count after the call.
 */
export async function countView(
  db: Db,
  post: Pick<Post, "postId" | "viewCount" | "boardId" | "threadId">,
  viewerKey: string,
  day: string,
  viewed?: boolean,
): Promise<number> {
  const { postId } = post;
  // A repeat view the same day changes nothing: answered from one read, without a write transaction.
  if (viewed ?? (await hasViewed(db, postId, viewerKey, day))) return post.viewCount;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("postViews")
      .values({ postId, viewerKey, day })
      .onConflict((oc) => oc.columns(["postId", "viewerKey", "day"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      // A top post's views are its thread's sort key: it moves under the board's lock (range-blocks.ts).
      const thread = post.threadId === postId ? await lockedThreadKeys(trx, post) : undefined;
      await trx
        .updateTable("posts")
        .set({ viewCount: sql<number>`"viewCount" + 1` })
        .where("postId", "=", postId)
        .execute();
      if (thread) {
        await trx
          .updateTable("posts")
          .set({ threadViews: sql<number>`"threadViews" + 1` })
          .where("threadId", "=", postId)
          .execute();
        await moveThread(trx, post.boardId, "viewCount", postId, thread, {
          ...thread,
          threadViews: thread.threadViews + 1,
        });
      }
    }
    const row = await trx
      .selectFrom("posts")
      .select("viewCount")
      .where("postId", "=", postId)
      .executeTakeFirstOrThrow();
    return row.viewCount;
  });
}
