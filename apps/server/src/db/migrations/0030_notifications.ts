/**
 * Issue 40: the notification centre. `notifications` holds one row per member per event: the unique
 * key (recipientId, eventKey) keeps it so with two nodes, retried jobs and double clicks. What the row
 * points at (`targetKind`, `targetId`, `anchor`) is read again when the list is shown, so a target that
 * has become unreadable shows without its title.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", autoId)
    .addColumn("recipientId", "text", (c) => c.notNull())
    .addColumn("eventKey", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("actorId", "text")
    .addColumn("actorName", "text")
    .addColumn("targetKind", "text", (c) => c.notNull())
    .addColumn("targetId", "text", (c) => c.notNull())
    .addColumn("anchor", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("params", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("readAt", "text")
    .addUniqueConstraint("notifications_recipient_event", ["recipientId", "eventKey"])
    .execute();
  // A member's list, newest first (keyset on id), and the unread count.
  await db.schema
    .createIndex("notifications_recipient_id")
    .on("notifications")
    .columns(["recipientId", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_recipient_unread")
    .on("notifications")
    .columns(["recipientId", "readAt"])
    .execute();
  await db.schema.createIndex("notifications_created").on("notifications").column("createdAt").execute();
}
