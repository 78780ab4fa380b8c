/**
 * Comment queries. A post's comments are ordered by `sortPath` (parent's path + "/" + zero-padded
 * id), so each reply sits under its parent at any depth. `posts.commentCount` changes in the same
 * transaction as the comment, by a relative UPDATE that also takes the post's row lock (PostgreSQL),
 * so concurrent comments on one post are numbered and counted one after another.
 */
import type { Db } from "../db/database.ts";
import type { CommentRow } from "../db/schema.ts";

/** All comments of a post (deleted ones too: they may hold replies), in thread order. */
export function listPostComments(db: Db, postId: number): Promise<CommentRow[]> {
  return db.selectFrom("comments").selectAll().where("postId", "=", postId).orderBy("sortPath").execute();
}

/** A live comment, or undefined. */
export function findComment(db: Db, commentId: number): Promise<CommentRow | undefined> {
  return db
    .selectFrom("comments")
    .selectAll()
    .where("commentId", "=", commentId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/**
 * Adds one to the post's comment count (locking the post row until the transaction ends);
 * returns the new count, or undefined when the post is gone.
 */
export async function bumpCommentCount(db: Db, postId: number, delta: 1 | -1): Promise<number | undefined> {
  let query = db
    .updateTable("posts")
    .set((eb) => ({ commentCount: eb("commentCount", "+", delta) }))
    .where("postId", "=", postId)
    .where("deletedAt", "is", null);
  if (delta < 0) query = query.where("commentCount", ">", 0);
  const row = await query.returning("commentCount").executeTakeFirst();
  return row?.commentCount;
}

/**
 * The pseudonym number of `authorId` in a post's comments: 0 for the post's author, the number
 * already given to this writer, else the next free one.
 */
export async function aliasFor(db: Db, postId: number, authorId: string, postAuthorId: string): Promise<number> {
  if (authorId === postAuthorId) return 0;
  const mine = await db
    .selectFrom("comments")
    .select("aliasNo")
    .where("postId", "=", postId)
    .where("authorId", "=", authorId)
    .where("aliasNo", "is not", null)
    .limit(1)
    .executeTakeFirst();
  if (mine?.aliasNo != null) return mine.aliasNo;
  const top = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.max("aliasNo").as("top"))
    .where("postId", "=", postId)
    .executeTakeFirst();
  return Number(top?.top ?? 0) + 1;
}

/** Inserts a comment under `parent` (or at the top) and sets its thread path; returns its id. */
export async function insertComment(
  db: Db,
  values: Omit<CommentRow, "commentId" | "sortPath" | "depth" | "parentId" | "moderation">,
  parent: Pick<CommentRow, "commentId" | "sortPath" | "depth"> | null,
): Promise<number> {
  const inserted = await db
    .insertInto("comments")
    .values({ ...values, parentId: parent?.commentId ?? null, depth: parent ? parent.depth + 1 : 0, sortPath: "" })
    .returning("commentId")
    .executeTakeFirstOrThrow();
  const segment = String(inserted.commentId).padStart(10, "0");
  await db
    .updateTable("comments")
    .set({ sortPath: parent ? `${parent.sortPath}/${segment}` : segment })
    .where("commentId", "=", inserted.commentId)
    .execute();
  return inserted.commentId;
}

/** The live post's comment count (what everyone may see), or undefined when the post is gone. */
export async function postCommentCount(db: Db, postId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("posts")
    .select("commentCount")
    .where("postId", "=", postId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  return row?.commentCount;
}

/**
 * Soft-deletes a live comment. Returns undefined when it was already deleted, else whether it was shown
 * to everyone until now (no moderation state: a comment hidden by moderation has already left its post's
 * comment count, issue 41 §3).
 */
export async function softDeleteComment(
  db: Db,
  commentId: number,
  now: string,
): Promise<{ wasShown: boolean } | undefined> {
  const row = await db
    .updateTable("comments")
    .set({ deletedAt: now, updatedAt: now })
    .where("commentId", "=", commentId)
    .where("deletedAt", "is", null)
    .returning("moderation")
    .executeTakeFirst();
  return row && { wasShown: row.moderation === null };
}
