/**
 * Files (attachments, body pictures and videos, video-board videos, company logos), comments, and
 * the post columns of the calendar, gallery, video and company-profile boards (issue 3).
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("files")
    .addColumn("fileId", "integer", autoId)
    // "post" (ownerId = postId), or "draft" (uploaded from the editor, not yet saved with a post).
    .addColumn("ownerType", "text", (c) => c.notNull())
    .addColumn("ownerId", "integer")
    // The board a draft was uploaded for.
    .addColumn("boardId", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("originalName", "text", (c) => c.notNull())
    .addColumn("storageKey", "text", (c) => c.notNull())
    .addColumn("thumbKey", "text")
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("ext", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .addColumn("deletedAt", "text")
    .execute();
  await db.schema
    .createIndex("files_owner")
    .on("files")
    .columns(["ownerType", "ownerId", "deletedAt", "role", "seq"])
    .execute();
  await db.schema
    .createIndex("files_owner_seq")
    .on("files")
    .columns(["ownerType", "ownerId", "seq"])
    .unique()
    .execute();
  await db.schema.createIndex("files_drafts").on("files").columns(["ownerType", "createdBy", "createdAt"]).execute();

  await db.schema
    .createTable("comments")
    .addColumn("commentId", "integer", autoId)
    .addColumn("postId", "integer", (c) => c.notNull())
    .addColumn("parentId", "integer")
    .addColumn("depth", "integer", (c) => c.notNull().defaultTo(0))
    // Parent's path + "/" + zero-padded comment id: orders a post's comments as a thread.
    .addColumn("sortPath", "text", (c) => c.notNull())
    .addColumn("authorId", "text", (c) => c.notNull())
    .addColumn("authorName", "text", (c) => c.notNull())
    .addColumn("anonymous", "integer", (c) => c.notNull().defaultTo(0))
    // Anonymous boards: the writer's number within the post ('익명 n'); 0 for the post's author.
    .addColumn("aliasNo", "integer")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("deletedAt", "text")
    .execute();
  await db.schema.createIndex("comments_post_path").on("comments").columns(["postId", "sortPath"]).execute();
  await db.schema.createIndex("comments_post_author").on("comments").columns(["postId", "authorId"]).execute();

  // Live attachments of a post: moved only by conditional UPDATEs, so the board's limit holds
  // whatever the concurrency.
  await db.schema
    .alterTable("posts")
    .addColumn("fileCount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ["videoUrl", "companyName", "companyField", "companyContact", "companyHomepage"]) {
    await db.schema.alterTable("posts").addColumn(column, "text").execute();
  }
  await db.schema.alterTable("posts").addColumn("videoFileId", "integer").execute();
  await db.schema.alterTable("posts").addColumn("logoFileId", "integer").execute();
  // Galleries list top posts only, newest thread first.
  await db.schema
    .createIndex("posts_board_top")
    .on("posts")
    .columns(["boardId", "deletedAt", "depth", "threadId desc"])
    .execute();
  await db.schema
    .createIndex("posts_board_calendar")
    .on("posts")
    .columns(["boardId", "deletedAt", "startAt"])
    .execute();
}
