/**
 * The post index (issue 26 §1): the one owner of every structure derived from posts — the boards'
 * post counters (`postCount`, `topPostCount`), each post's view counter and its thread's sort keys
 * (`threadTitle`, `threadAuthor`, `threadViews`, copied onto every post of the thread), the thread-id
 * blocks (`list-blocks.ts`), the key-range blocks (`range-blocks.ts`), the search grams with their
 * counts and posting blocks (`search-grams.ts`, `search-blocks.ts`), the boards' `blocksVersion`
 * (`block-cache.ts`) and the lock order of post writes: **the board row first**, then post rows.
 *
 * Writes hand it one `PostChange` (`changePosts`); the plain post row is written by the change's
 * `write`, which the index runs at its place in the lock order. Reads ask it where a page starts
 * (`listPageStart`, `gramPageStart`, `matchPageStart`) and for the gram counters (`gramCounts`).
 * Nothing outside this folder reads or writes these structures, except the list and search queries
 * that scan the covering indexes and posting lists from the start given here.
 */
import type { PostSortField } from "@portal/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Post } from "../../db/schema.ts";
import { blocksChanged } from "./block-cache.ts";
import { bumpBlock, type ListStart, type ListStartRequest, pageStart, recountListBlocks } from "./list-blocks.ts";
import { addToRangeBlocks, moveThread, rangePageStart, recountRangeBlocks, type ThreadKeys } from "./range-blocks.ts";
import { recountGramBlocks } from "./search-blocks.ts";
import { indexPost, unindexPost } from "./search-grams.ts";

export type { BlocksOf } from "./block-cache.ts";
export type { ListStart, ListStartRequest } from "./list-blocks.ts";
export { matchPageStart } from "./match-blocks.ts";
export { gramPageStart } from "./search-blocks.ts";
export { gramCounts, searchRowsOf } from "./search-grams.ts";

/** The post columns the index follows: what a post's counters, blocks and search grams derive from. */
export const INDEXED_COLUMNS = [
  "postId",
  "boardId",
  "threadId",
  "depth",
  "title",
  "bodyText",
  "authorName",
  "anonymous",
  "secret",
  "deletedAt",
  "threadTitle",
  "threadAuthor",
  "threadViews",
  "moderation",
] as const satisfies readonly (keyof Post)[];

/** A post row as the index follows it (`INDEXED_COLUMNS`). */
export type IndexedPost = Pick<Post, (typeof INDEXED_COLUMNS)[number]>;

/**
 * One write of a board's posts. `write` changes the post row itself (and may change other rows of
 * the write's own), and returns it as written (`INDEXED_COLUMNS`; undefined when nothing changed).
 */
export type PostChange =
  | {
      kind: "insert";
      /** The new post's board, title and author (its thread's keys when it starts a thread). */
      post: Pick<Post, "boardId" | "title" | "authorName">;
      /** The thread a reply joins; null for a post that starts a thread. */
      threadId: number | null;
      /** Inserts the row with the board's next post number (NTT_NO) and its thread's keys. */
      write: (row: { number: number; threadKeys: ThreadKeys }) => Promise<IndexedPost>;
    }
  | { kind: "edit"; postId: number; write: () => Promise<IndexedPost | undefined> }
  | { kind: "delete"; postId: number; write: () => Promise<IndexedPost | undefined> }
  /** A counted view (the caller has recorded the viewer's first view of the day). */
  | { kind: "view"; post: Pick<Post, "postId" | "boardId" | "threadId"> }
  /** Every post of `authorId` (live or deleted, any board) takes the author name `name` (withdrawal). */
  | { kind: "author"; authorId: string; name: string };

/**
 * Applies one post change inside the write's transaction `trx`: takes the board's row lock before
 * any post row, runs the change's `write`, then brings the counters, blocks, search grams and the
 * board's `blocksVersion` up to date. A view locks the board only for a thread's top post (its views
 * are the thread's key in the view sort).
 */
export async function changePosts(trx: Db, change: PostChange): Promise<void> {
  switch (change.kind) {
    case "insert":
      return insert(trx, change);
    case "edit":
      return edit(trx, change.postId, change.write);
    case "delete":
      return remove(trx, change.postId, change.write);
    case "view":
      return view(trx, change.post);
    case "author":
      return renameAuthor(trx, change.authorId, change.name);
  }
}

async function insert(trx: Db, { post, threadId, write }: Extract<PostChange, { kind: "insert" }>) {
  const top = threadId === null;
  // The board's lock, its next number and its counters in one statement.
  const board = await trx
    .updateTable("boards")
    .set((eb) => ({
      postSeq: eb("postSeq", "+", 1),
      postCount: eb("postCount", "+", 1),
      topPostCount: eb("topPostCount", "+", top ? 1 : 0),
      ...blocksChanged(eb),
    }))
    .where("boardId", "=", post.boardId)
    .returning("postSeq")
    .executeTakeFirstOrThrow();
  const threadKeys = top
    ? { threadTitle: post.title, threadAuthor: post.authorName, threadViews: 0 }
    : await threadKeysOf(trx, threadId);
  const added = await write({ number: board.postSeq, threadKeys });
  const topRows = top ? 1 : 0;
  await bumpBlock(trx, added.boardId, added.threadId, 1, topRows);
  await addToRangeBlocks(trx, added.boardId, added, added.threadId, 1, topRows);
  await indexPost(trx, added);
}

async function edit(trx: Db, postId: number, write: () => Promise<IndexedPost | undefined>) {
  const current = await trx
    .selectFrom("posts")
    .select(["boardId", "threadId"])
    .where("postId", "=", postId)
    .executeTakeFirst();
  if (!current) {
    await write();
    return;
  }
  // The post's search postings change: a new version of the board's blocks, which also takes the lock.
  await trx.updateTable("boards").set(blocksChanged).where("boardId", "=", current.boardId).execute();
  // A top post's title is its thread's key in the title sort.
  const thread = current.threadId === postId ? await threadKeysOf(trx, postId) : undefined;
  const post = await write();
  if (!post) return;
  if (thread && post.title !== thread.threadTitle) {
    await trx.updateTable("posts").set({ threadTitle: post.title }).where("threadId", "=", postId).execute();
    await moveThread(trx, post.boardId, "title", postId, thread, { ...thread, threadTitle: post.title });
  }
  if (post.deletedAt === null) {
    await unindexPost(trx, postId);
    await indexPost(trx, post);
  }
}

async function remove(trx: Db, postId: number, write: () => Promise<IndexedPost | undefined>) {
  const current = await trx.selectFrom("posts").select("boardId").where("postId", "=", postId).executeTakeFirst();
  if (!current) return;
  await lockBoard(trx, current.boardId);
  const removed = await write();
  if (!removed) return;
  const topRows = removed.depth === 0 ? -1 : 0;
  await bumpBlock(trx, removed.boardId, removed.threadId, -1, topRows);
  await addToRangeBlocks(trx, removed.boardId, removed, removed.threadId, -1, topRows);
  await trx
    .updateTable("boards")
    .set((eb) => ({
      postCount: eb("postCount", "-", 1),
      topPostCount: eb("topPostCount", "+", topRows),
      ...blocksChanged(eb),
    }))
    .where("boardId", "=", removed.boardId)
    .execute();
  await unindexPost(trx, postId);
}

async function view(trx: Db, post: Pick<Post, "postId" | "boardId" | "threadId">) {
  const { postId } = post;
  // A top post's views are its thread's key in the view sort: it moves under the board's lock.
  const top = post.threadId === postId;
  if (top) await lockBoard(trx, post.boardId);
  const thread = top ? await threadKeysOf(trx, postId) : undefined;
  await trx
    .updateTable("posts")
    .set({ viewCount: sql<number>`"viewCount" + 1` })
    .where("postId", "=", postId)
    .execute();
  if (!thread) return;
  await trx
    .updateTable("posts")
    .set({ threadViews: sql<number>`"threadViews" + 1` })
    .where("threadId", "=", postId)
    .execute();
  await moveThread(trx, post.boardId, "viewCount", postId, thread, { ...thread, threadViews: thread.threadViews + 1 });
}

/**
 * Renames an author on all their posts (issue 24 §4, member withdrawal: posts stay under the
 * neutral name '탈퇴한 회원'). A post carries its author's name three times: `authorName` (the
 * byline), `threadAuthor` on every post of a thread the member started (the author sort's key, kept
 * in the range blocks) and the author grams of the search index. All three change under each
 * board's row lock (boards in id order), so a list, a sort or a search never shows or finds the old
 * name once the transaction commits. Work: O(the member's posts + the posts of their threads).
 */
async function renameAuthor(trx: Db, authorId: string, name: string): Promise<void> {
  const boards = await trx
    .selectFrom("posts")
    .select("boardId")
    .distinct()
    .where("authorId", "=", authorId)
    .orderBy("boardId")
    .execute();
  for (const { boardId } of boards) {
    // The board's lock, and a new version of its cached blocks and search postings.
    await trx.updateTable("boards").set(blocksChanged).where("boardId", "=", boardId).execute();
    const tops = await trx
      .selectFrom("posts")
      .select(["postId", "threadTitle", "threadAuthor", "threadViews"])
      .where("boardId", "=", boardId)
      .where("authorId", "=", authorId)
      .where("depth", "=", 0)
      .execute();
    for (const { postId, ...keys } of tops) {
      await trx.updateTable("posts").set({ threadAuthor: name }).where("threadId", "=", postId).execute();
      await moveThread(trx, boardId, "author", postId, keys, { ...keys, threadAuthor: name });
    }
    const renamed = await trx
      .updateTable("posts")
      .set({ authorName: name })
      .where("boardId", "=", boardId)
      .where("authorId", "=", authorId)
      .returning([
        "postId",
        "boardId",
        "title",
        "bodyText",
        "authorName",
        "anonymous",
        "secret",
        "moderation",
        "deletedAt",
      ])
      .execute();
    for (const post of renamed) {
      if (post.deletedAt !== null) continue;
      await unindexPost(trx, post.postId);
      await indexPost(trx, post);
    }
  }
}

/**
 * Takes the board's row lock until the transaction ends. Every change of a board's list keys or
 * block counts takes it first, before any post row: one lock order, no deadlock.
 */
async function lockBoard(trx: Db, boardId: string): Promise<void> {
  await trx
    .updateTable("boards")
    .set((eb) => ({ postSeq: eb.ref("postSeq") }))
    .where("boardId", "=", boardId)
    .execute();
}

/** The sort keys of thread `threadId` (read under the board's lock: every change of them takes it). */
function threadKeysOf(trx: Db, threadId: number): Promise<ThreadKeys> {
  return trx
    .selectFrom("posts")
    .select(["threadTitle", "threadAuthor", "threadViews"])
    .where("postId", "=", threadId)
    .executeTakeFirstOrThrow();
}

/**
 * Where the page of a board's list (or of its top posts) at `request.offset` rows starts in the
 * `sort`'s covering index: from a block of thread ids (date, number) or of key ranges (title,
 * author, views), leaving out the pinned notice rows.
 */
export function listPageStart(db: Db, sort: PostSortField, request: ListStartRequest): Promise<ListStart> {
  return sort === "number" || sort === "createdAt" ? pageStart(db, request) : rangePageStart(db, sort, request);
}

/**
 * Rebuilds every board's blocks of every kind (thread ids, key ranges, search postings) from the
 * posts and their gram rows, after a bulk load that bypassed `changePosts` (benchmarks).
 */
export async function recountIndex(db: Db): Promise<void> {
  await recountListBlocks(db);
  await recountRangeBlocks(db);
  await recountGramBlocks(db);
}
