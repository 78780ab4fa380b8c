/**
 * Indexes for the board list at scale: threads in descending id order (newest first, the
 * default) with their replies in path order, and the notice lookup from a board's top posts.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("posts_board_thread_desc")
    .on("posts")
    .columns(["boardId", "deletedAt", "threadId desc", "sortPath"])
    .execute();
  await db.schema
    .createIndex("posts_board_notice_period")
    .on("posts")
    .columns(["boardId", "notice", "noticeStart", "noticeEnd"])
    .execute();
  await db.schema.dropIndex("posts_board_notice").execute();
}
