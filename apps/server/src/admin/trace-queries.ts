/** Tracing the real writer of a post or comment: the statements (Kysely, the same on SQLite and PostgreSQL). */
import type { Db } from "../db/database.ts";

/** The writer's id of a post, or undefined when there is no such post. */
export async function postAuthorId(db: Db, postId: number): Promise<string | undefined> {
  const post = await db.selectFrom("posts").select("authorId").where("postId", "=", postId).executeTakeFirst();
  return post?.authorId;
}

/** The writer's id of a comment, or undefined when there is no such comment. */
export async function commentAuthorId(db: Db, commentId: number): Promise<string | undefined> {
  const comment = await db
    .selectFrom("comments")
    .select("authorId")
    .where("commentId", "=", commentId)
    .executeTakeFirst();
  return comment?.authorId;
}

/** A member's id, name and e-mail address, or undefined (a deleted account). */
export function findTracedUser(db: Db, userId: string) {
  return db.selectFrom("users").select(["userId", "nameKo", "email"]).where("userId", "=", userId).executeTakeFirst();
}
