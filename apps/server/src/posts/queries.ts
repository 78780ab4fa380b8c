/**
 * Post queries: plain post rows (lists are in `lists/`). A thread is ordered by `sortPath` (parent
 * path + "/" + zero-padded id), so a reply stays under its parent at any depth and with any number
 * of siblings. Every write hands its change to the post index (`post-index/post-index.ts`), which keeps
 * the counters, blocks and search grams derived from the rows and takes the board's lock first.
 */
import { sql } from "kysely";
import { findBoard, findBoards } from "../boards/index.ts";
import type { Db } from "../db/database.ts";
import { type DialectName, writeTransaction } from "../db/dialect.ts";
import type { Board, NewPost, Post, StoredFile } from "../db/schema.ts";
import { listPostFiles, postFilesQuery } from "../files/index.ts";
import { changePosts, INDEXED_COLUMNS } from "./post-index/post-index.ts";

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

/**
 * Live posts with their category name and the author of the post each replies to, read by scalar
 * subqueries: with better-sqlite3 (SQLite 3.54) the same two left joins made a post's read take 80 µs
 * against 15 µs, and every post read, comment, file and bell page reads one.
 */
function livePosts(db: Db) {
  return db
    .selectFrom("posts as p")
    .selectAll("p")
    .select((eb) => [
      eb
        .selectFrom("categories as c")
        .select("c.name")
        .whereRef("c.categoryId", "=", "p.categoryId")
        .as("categoryName"),
      eb
        .selectFrom("posts as parent")
        .select("parent.authorId")
        .whereRef("parent.postId", "=", "p.parentId")
        .as("parentAuthorId"),
    ])
    .where("p.deletedAt", "is", null);
}

const postQuery = (db: Db, postId: number) => livePosts(db).where("p.postId", "=", postId);

/** A live (not deleted) post with its category name and the author of the post it replies to, or undefined. */
export function findPost(db: Db, postId: number) {
  return postQuery(db, postId).executeTakeFirst();
}

/**
 * The live ones of `postIds` as {@link findPost} reads each, with their boards (none for an empty list). On
 * PostgreSQL one statement, the board as a JSON column (as {@link findPostDetail}); on SQLite two.
 */
export async function findPostsWithBoards(
  db: Db,
  dialect: DialectName,
  postIds: number[],
): Promise<{ post: PostWithCategory; board: Board | undefined }[]> {
  if (postIds.length === 0) return [];
  if (dialect === "sqlite") {
    const posts = await livePosts(db).where("p.postId", "in", postIds).execute();
    const boards = await findBoards(db, [...new Set(posts.map((post) => post.boardId))]);
    const byId = new Map(boards.map((board) => [board.boardId, board]));
    return posts.map((post) => ({ post, board: byId.get(post.boardId) }));
  }
  const rows = await livePosts(db)
    .select(sql<Board | null>`(select row_to_json(b) from boards b where b."boardId" = p."boardId")`.as("board"))
    .where("p.postId", "in", postIds)
    .execute();
  return rows.map(({ board, ...post }) => ({ post, board: board ?? undefined }));
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
 * Inserts a post in one transaction: the board's next NTT_NO, the thread path under `parent` (or a
 * new thread), the post index's counters, blocks and grams (`changePosts`); `inTransaction` runs in
 * the same transaction with the new id (e.g. to take the post's files). Returns the new post id.
 */
export async function insertPost(
  db: Db,
  dialect: DialectName,
  values: Omit<NewPost, "number" | "threadId" | "sortPath" | "depth" | "parentId">,
  parent: Pick<Post, "postId" | "threadId" | "sortPath" | "depth"> | null,
  inTransaction?: (trx: Db, postId: number) => Promise<void>,
): Promise<number> {
  return writeTransaction(db, dialect, async (trx) => {
    let postId = 0;
    await changePosts(trx, {
      kind: "insert",
      post: values,
      threadId: parent?.threadId ?? null,
      write: async ({ number, threadKeys }) => {
        const inserted = await trx
          .insertInto("posts")
          .values({
            ...values,
            ...threadKeys,
            number,
            parentId: parent?.postId ?? null,
            depth: parent ? parent.depth + 1 : 0,
            threadId: parent?.threadId ?? 0,
            sortPath: "",
          })
          .returning("postId")
          .executeTakeFirstOrThrow();
        postId = inserted.postId;
        const segment = String(postId).padStart(10, "0");
        return trx
          .updateTable("posts")
          .set({ threadId: parent?.threadId ?? postId, sortPath: parent ? `${parent.sortPath}/${segment}` : segment })
          .where("postId", "=", postId)
          .returning(INDEXED_COLUMNS)
          .executeTakeFirstOrThrow();
      },
    });
    await inTransaction?.(trx, postId);
    return postId;
  });
}

/** Updates a post's editable fields and its index entries, in one transaction (with `inTransaction`). */
export async function updatePost<T = void>(
  db: Db,
  dialect: DialectName,
  postId: number,
  values: Partial<Omit<NewPost, "postId" | "boardId" | "number" | "threadId" | "sortPath">>,
  inTransaction?: (trx: Db) => Promise<T>,
): Promise<T | undefined> {
  return writeTransaction(db, dialect, async (trx) => {
    await changePosts(trx, {
      kind: "edit",
      postId,
      write: () =>
        trx.updateTable("posts").set(values).where("postId", "=", postId).returning(INDEXED_COLUMNS).executeTakeFirst(),
    });
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
      "p.moderation",
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
 * Soft-deletes a live post (USE_AT N) and drops it from the post index, in one transaction; a post
 * already deleted changes nothing.
 */
export async function softDeletePost(db: Db, dialect: DialectName, postId: number, by: string): Promise<void> {
  const now = new Date().toISOString();
  await writeTransaction(db, dialect, (trx) =>
    changePosts(trx, {
      kind: "delete",
      postId,
      write: () =>
        trx
          .updateTable("posts")
          .set({ deletedAt: now, updatedAt: now, updatedBy: by })
          .where("postId", "=", postId)
          .where("deletedAt", "is", null)
          .returning(INDEXED_COLUMNS)
          .executeTakeFirst(),
    }),
  );
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
  dialect: DialectName,
  post: Pick<Post, "postId" | "viewCount" | "boardId" | "threadId">,
  viewerKey: string,
  day: string,
  viewed?: boolean,
): Promise<number> {
  const { postId } = post;
  // A repeat view the same day changes nothing: answered from one read, without a write transaction.
  if (viewed ?? (await hasViewed(db, postId, viewerKey, day))) return post.viewCount;
  return writeTransaction(db, dialect, async (trx) => {
    const inserted = await trx
      .insertInto("postViews")
      .values({ postId, viewerKey, day })
      .onConflict((oc) => oc.columns(["postId", "viewerKey", "day"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await changePosts(trx, { kind: "view", post });
    const row = await trx
      .selectFrom("posts")
      .select("viewCount")
      .where("postId", "=", postId)
      .executeTakeFirstOrThrow();
    return row.viewCount;
  });
}
