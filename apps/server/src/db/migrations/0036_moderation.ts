/**
 * Issue 41, moderation (docs/moderation.md): members' reports (`reports`, one per member per item by
 * the unique key), one review row per reported item (`moderationItems`: its state, counts, 임시조치
 * period and the author's objection), the item's own `moderation` state on posts, comments, deals and
 * deal comments (null: shown; read by the readability predicates), the board's report threshold
 * (`reportThreshold`, 0 turns hiding off) and a member's suspension (`suspendedUntil`, `suspendReason`).
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  for (const table of ["posts", "comments", "deals", "dealComments"]) {
    await db.schema.alterTable(table).addColumn("moderation", "text").execute();
  }
  await db.schema
    .alterTable("boards")
    .addColumn("reportThreshold", "integer", (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema.alterTable("users").addColumn("suspendedUntil", "text").execute();
  await db.schema.alterTable("users").addColumn("suspendReason", "text").execute();
  await db.schema
    .createTable("reports")
    .addColumn("reportId", "integer", autoId)
    .addColumn("targetKind", "text", (c) => c.notNull())
    .addColumn("targetId", "integer", (c) => c.notNull())
    .addColumn("reporterId", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("contact", "text")
    .addColumn("rightInfringed", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addUniqueConstraint("reports_one_per_member", ["targetKind", "targetId", "reporterId"])
    .execute();
  // A member's reports of the last day (the daily limit).
  await db.schema.createIndex("reports_reporter_created").on("reports").columns(["reporterId", "createdAt"]).execute();
  await db.schema
    .createTable("moderationItems")
    .addColumn("targetKind", "text", (c) => c.notNull())
    .addColumn("targetId", "integer", (c) => c.notNull())
    .addColumn("boardId", "text")
    .addColumn("authorId", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("reportCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("firstReportAt", "text", (c) => c.notNull())
    .addColumn("lastReportAt", "text", (c) => c.notNull())
    .addColumn("temporaryUntil", "text")
    .addColumn("requesterId", "text")
    .addColumn("objection", "text")
    .addColumn("objectionAt", "text")
    .addColumn("decidedAt", "text")
    .addColumn("decidedBy", "text")
    .addPrimaryKeyConstraint("moderation_items_pk", ["targetKind", "targetId"])
    .execute();
  // The queue: open items first by their last report; the end of 임시조치 periods.
  await db.schema
    .createIndex("moderation_items_state")
    .on("moderationItems")
    .columns(["state", "lastReportAt"])
    .execute();
  await db.schema.createIndex("moderation_items_until").on("moderationItems").column("temporaryUntil").execute();
}
