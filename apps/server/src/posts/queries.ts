/**
 * Post queries. A thread is ordered by `sortPath` (parent path + "/" + zero-padded id), so a
 * reply stays under its parent at any depth and with any number of siblings; threads are ordered
 * by their top post's column, so sorting never tears a reply from its parent.
 */
import type { PostListQuery, PostSortField } from "@portal/contract";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName } from "../db/dialect.ts";
import type { Database, NewPost, Post } from "../db/schema.ts";
import { bigramsOf, tokensOf } from "./bigrams.ts";

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

const SORT_COLUMNS = {
  number: "number",
  title: "title",
  author: "authorName",
  createdAt: "createdAt",
  viewCount: "viewCount",
} as const;

/**
 * Sorts whose thread order is the order of the top posts' ids: NTT_NO and ADD_DATE are both handed
 * out as posts are written, so ordering by `threadId` gives the same order and walks an index
 * (posts_board_thread / posts_board_thread_desc) instead of sorting the whole board.
 */
const ID_ORDERED_SORTS: ReadonlySet<PostSortField> = new Set(["number", "createdAt"]);

type ListEb = ExpressionBuilder<Database & { p: Database["posts"]; r: Database["posts"] }, "p" | "r">;

/** `r` (the thread's top post) is a notice within its notice period. */
function activeNotice(eb: ListEb, now: string) {
  return eb.and([
    eb("r.notice", "=", 1),
    eb.or([eb("r.noticeStart", "is", null), eb("r.noticeStart", "<=", now)]),
    eb.or([eb("r.noticeEnd", "is", null), eb("r.noticeEnd", ">=", now)]),
  ]);
}

function baseQuery(db: Db, boardId: string) {
  return db
    .selectFrom("posts as p")
    .innerJoin("posts as r", "r.postId", "p.threadId")
    .where("p.boardId", "=", boardId)
    .where("p.deletedAt", "is", null);
}

const ROW_COLUMNS = [
  "p.postId",
  "p.number",
  "p.title",
  "p.authorId",
  "p.authorName",
  "p.createdAt",
  "p.viewCount",
  "p.commentCount",
  "p.depth",
  "p.notice",
  "p.bold",
  "p.secret",
  "p.anonymous",
  "p.parentId",
  "p.fileCount",
  "p.videoUrl",
  "p.videoFileId",
  "p.companyName",
  "p.companyField",
  "p.companyContact",
  "p.companyHomepage",
  "p.logoFileId",
] as const;

/** Characters of the body sent as a card's description. */
export const SUMMARY_LENGTH = 160;

export type PostListRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(query: ReturnType<typeof baseQuery>, withSummary = false) {
  return query
    .leftJoin("categories as c", "c.categoryId", "r.categoryId")
    .leftJoin("posts as parent", "parent.postId", "p.parentId")
    .select([...ROW_COLUMNS, "c.name as categoryName", "parent.authorId as parentAuthorId"])
    .select((eb) => eb("p.passwordHash", "is not", null).as("hasPassword"))
    .select(
      withSummary
        ? sql<string | null>`substr(${sql.ref("p.bodyText")}, 1, ${SUMMARY_LENGTH + 1})`.as("summary")
        : sql<string | null>`null`.as("summary"),
    )
    .execute();
}

/** A list query with its sort resolved (the query's or the board's default). */
export type ResolvedListQuery = PostListQuery & { sort: PostSortField; order: "asc" | "desc" };

/**
 * One page of a board's posts plus its pinned notices.
 * With a title search (`q`) the list is flat and leaves out secret posts the viewer cannot read.
 * With `pinNotices` false (the board's notice switch is off) notices are listed as ordinary posts.
 */
export async function listPosts(
  db: Db,
  dialect: DialectName,
  boardId: string,
  query: ResolvedListQuery,
  viewer: Viewer,
  pinNotices = true,
  withSummary = false,
) {
  const now = new Date().toISOString();
  const column = SORT_COLUMNS[query.sort];
  const tokens = query.q ? tokensOf(query.q) : [];

  let filtered = baseQuery(db, boardId);
  if (query.categoryId) filtered = filtered.where("r.categoryId", "=", query.categoryId);
  if (query.thread) filtered = filtered.where("p.threadId", "=", query.thread);
  if (query.topOnly) filtered = filtered.where("p.depth", "=", 0);
  const narrowed = Boolean(query.categoryId || query.thread);
  if (tokens.length > 0) {
    const grams = bigramsOf(query.q ?? "");
    if (grams.length > 0) {
      filtered = filtered.where("p.postId", "in", (eb) =>
        eb
          .selectFrom("postBigrams")
          .select("postId")
          .where("gram", "in", grams)
          .groupBy("postId")
          .having((h) => h.fn.count("gram").distinct(), "=", grams.length),
      );
    }
    for (const token of tokens) filtered = filtered.where((eb) => containsText(dialect, eb.ref("p.title"), token));
    if (!viewer.isAdmin) {
      filtered = filtered.where((eb) => eb.or([eb("p.secret", "=", 0), eb("p.authorId", "=", viewer.userId ?? "")]));
    }
  } else if (pinNotices && !query.thread) {
    filtered = filtered.where((eb) => eb.not(activeNotice(eb, now)));
  }

  const total =
    tokens.length > 0 || narrowed
      ? await countRows(filtered)
      : await countBoardRows(db, boardId, pinNotices ? now : null, query.topOnly === true);

  const ordered =
    tokens.length > 0
      ? ID_ORDERED_SORTS.has(query.sort)
        ? filtered.orderBy("p.postId", query.order)
        : filtered.orderBy(`p.${column}`, query.order).orderBy("p.postId", query.order)
      : ID_ORDERED_SORTS.has(query.sort)
        ? query.topOnly
          ? // One row per thread: the top posts' index gives the order as it is.
            filtered.orderBy("p.threadId", query.order)
          : filtered.orderBy("p.threadId", query.order).orderBy("p.sortPath", "asc")
        : filtered.orderBy(`r.${column}`, query.order).orderBy("r.postId", query.order).orderBy("p.sortPath", "asc");
  const items = await selectRows(ordered.limit(query.pageSize).offset((query.page - 1) * query.pageSize), withSummary);

  const notices =
    tokens.length > 0 || query.page > 1 || !pinNotices || query.thread
      ? []
      : await selectRows(
          noticeThreads(db, boardId, now, query.topOnly === true)
            .orderBy("r.createdAt", "desc")
            .orderBy("r.postId", "desc")
            .orderBy("p.sortPath", "asc")
            .limit(50),
          withSummary,
        );
  return { items, notices, total };
}

async function countRows(query: ReturnType<typeof baseQuery>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Rows of the threads whose top post is a notice in its period, found from the top posts. */
function noticeThreads(db: Db, boardId: string, now: string, topOnly = false) {
  const query = db
    .selectFrom("posts as r")
    .innerJoin("posts as p", "p.threadId", "r.postId")
    .where("r.boardId", "=", boardId)
    .where((eb) => activeNotice(eb, now))
    .where("p.deletedAt", "is", null);
  return topOnly ? query.where("p.depth", "=", 0) : query;
}

/**
 * Live rows of a board (only top posts with `topOnly`), less the pinned notice threads when
 * `pinnedAt` is given: two index-only counts instead of joining every row to its top post.
 */
async function countBoardRows(db: Db, boardId: string, pinnedAt: string | null, topOnly = false): Promise<number> {
  let live = db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("boardId", "=", boardId)
    .where("deletedAt", "is", null);
  if (topOnly) live = live.where("depth", "=", 0);
  const all = await live.executeTakeFirst();
  const pinned = pinnedAt
    ? await noticeThreads(db, boardId, pinnedAt, topOnly)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirst()
    : undefined;
  return Number(all?.total ?? 0) - Number(pinned?.total ?? 0);
}

/** A live (not deleted) post with its category name, or undefined. */
export function findPost(db: Db, postId: number) {
  return db
    .selectFrom("posts as p")
    .leftJoin("categories as c", "c.categoryId", "p.categoryId")
    .leftJoin("posts as parent", "parent.postId", "p.parentId")
    .selectAll("p")
    .select(["c.name as categoryName", "parent.authorId as parentAuthorId"])
    .where("p.postId", "=", postId)
    .where("p.deletedAt", "is", null)
    .executeTakeFirst();
}

export type PostWithCategory = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** Replaces the search bigrams of a post's title. */
async function indexTitle(db: Db, postId: number, title: string): Promise<void> {
  await db.deleteFrom("postBigrams").where("postId", "=", postId).execute();
  const grams = bigramsOf(title);
  if (grams.length > 0) {
    await db
      .insertInto("postBigrams")
      .values(grams.map((gram) => ({ postId, gram })))
      .execute();
  }
}

/**
 * Inserts a post in one transaction: takes the board's next NTT_NO, sets the thread path under
 * `parent` (or starts a thread) and indexes the title; `inTransaction` runs in the same
 * transaction with the new id (e.g. to take the post's files). Returns the new post id.
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
      .set((eb) => ({ postSeq: eb("postSeq", "+", 1) }))
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
    await trx
      .updateTable("posts")
      .set({
        threadId: parent?.threadId ?? postId,
        sortPath: parent ? `${parent.sortPath}/${segment}` : segment,
      })
      .where("postId", "=", postId)
      .execute();
    await indexTitle(trx, postId, values.title);
    await inTransaction?.(trx, postId);
    return postId;
  });
}

/** Updates a post's editable fields and re-indexes its title, in one transaction (with `inTransaction`). */
export async function updatePost<T = void>(
  db: Db,
  postId: number,
  values: Partial<Omit<NewPost, "postId" | "boardId" | "number" | "threadId" | "sortPath">>,
  inTransaction?: (trx: Db) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("posts").set(values).where("postId", "=", postId).execute();
    if (values.title !== undefined) await indexTitle(trx, postId, values.title);
    return inTransaction?.(trx);
  });
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

/** Soft-deletes a post (USE_AT N) and drops it from the search index. */
export async function softDeletePost(db: Db, postId: number, by: string): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posts")
      .set({ deletedAt: now, updatedAt: now, updatedBy: by })
      .where("postId", "=", postId)
      .execute();
    await trx.deleteFrom("postBigrams").where("postId", "=", postId).execute();
  });
}

/**
 * Counts a view once per viewer per Asia/Seoul day, atomically: the (post, viewer, day) row and
 * the counter change in one transaction, and a second view that day changes neither.
 * Returns the view count after the call.
 */
export async function countView(db: Db, postId: number, viewerKey: string, day: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("postViews")
      .values({ postId, viewerKey, day })
      .onConflict((oc) => oc.columns(["postId", "viewerKey", "day"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable("posts")
        .set({ viewCount: sql<number>`"viewCount" + 1` })
        .where("postId", "=", postId)
        .execute();
    }
    const row = await trx
      .selectFrom("posts")
      .select("viewCount")
      .where("postId", "=", postId)
      .executeTakeFirstOrThrow();
    return row.viewCount;
  });
}
