/**
 * Foundation tables: members, sessions, login failures, boards, categories, posts, views, search.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("userId", "text", (c) => c.primaryKey())
    .addColumn("passwordHash", "text")
    .addColumn("nameKo", "text", (c) => c.notNull())
    .addColumn("nameEn", "text")
    .addColumn("email", "text")
    .addColumn("mobileNo", "text")
    .addColumn("telNo", "text")
    .addColumn("faxNo", "text")
    .addColumn("businessNo", "text")
    .addColumn("companyCode", "text")
    .addColumn("companyName", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("U"))
    .addColumn("socialProvider", "text")
    .addColumn("nationality", "text", (c) => c.notNull().defaultTo("KR"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("KO"))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("termsAgreedAt", "text")
    .addColumn("failedLogins", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lockedUntil", "text")
    .addColumn("lastLoginAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_email").on("users").column("email").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("sessionId", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.references("users.userId").onDelete("cascade"))
    .addColumn("csrfToken", "text", (c) => c.notNull())
    .addColumn("remember", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("lastSeenAt", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("userAgent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("userId").execute();
  await db.schema.createIndex("sessions_expires").on("sessions").column("expiresAt").execute();

  await db.schema
    .createTable("loginFailures")
    .addColumn("id", "integer", autoId)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_failures_scope_at").on("loginFailures").columns(["scope", "at"]).execute();

  await db.schema
    .createTable("boards")
    .addColumn("boardId", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("type", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("template", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("replyAllowed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("attachmentsAllowed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("maxAttachments", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("maxAttachmentSize", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("inUse", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("writeRole", "text", (c) => c.notNull().defaultTo("U"))
    .addColumn("anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("commentsAllowed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("notifyOnReply", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("postSeq", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sortOrder", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("categoryId", "integer", autoId)
    .addColumn("boardId", "text", (c) => c.notNull().references("boards.boardId"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("createdByName", "text", (c) => c.notNull())
    .addColumn("inUse", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("categories_board").on("categories").column("boardId").execute();

  await db.schema
    .createTable("posts")
    .addColumn("postId", "integer", autoId)
    .addColumn("boardId", "text", (c) => c.notNull().references("boards.boardId"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("bodyHtml", "text", (c) => c.notNull())
    .addColumn("bodyText", "text", (c) => c.notNull())
    .addColumn("parentId", "integer")
    .addColumn("threadId", "integer", (c) => c.notNull())
    .addColumn("depth", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sortPath", "text", (c) => c.notNull())
    .addColumn("viewCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("commentCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("authorId", "text", (c) => c.notNull())
    .addColumn("authorName", "text", (c) => c.notNull())
    .addColumn("passwordHash", "text")
    .addColumn("notice", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("noticeStart", "text")
    .addColumn("noticeEnd", "text")
    .addColumn("bold", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("secret", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("replyAllowed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("commentAllowed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("categoryId", "integer")
    .addColumn("startAt", "text")
    .addColumn("endAt", "text")
    .addColumn("allDay", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deletedAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("updatedBy", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("posts_board_number").on("posts").columns(["boardId", "number"]).unique().execute();
  await db.schema
    .createIndex("posts_board_thread")
    .on("posts")
    .columns(["boardId", "deletedAt", "threadId", "sortPath"])
    .execute();
  await db.schema.createIndex("posts_thread").on("posts").columns(["threadId", "sortPath"]).execute();
  await db.schema.createIndex("posts_board_notice").on("posts").columns(["boardId", "notice"]).execute();

  await db.schema
    .createTable("postViews")
    .addColumn("postId", "integer", (c) => c.notNull())
    .addColumn("viewerKey", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_views_pk", ["postId", "viewerKey", "day"])
    .execute();

  await db.schema
    .createTable("postBigrams")
    .addColumn("postId", "integer", (c) => c.notNull())
    .addColumn("gram", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_bigrams_pk", ["gram", "postId"])
    .execute();
  await db.schema.createIndex("post_bigrams_post").on("postBigrams").column("postId").execute();
}
