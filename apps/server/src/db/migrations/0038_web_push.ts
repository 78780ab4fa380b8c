/**
 * Issue 40 §2, Web Push (docs/notifications.md "Web Push"): `pushSubscriptions` keeps one row per
 * browser subscription (its push service address is the key: one member per device subscription), the
 * member and the two keys the payload is encrypted with; `notificationPreferences.push` the member's
 * push choice for the type (null: the contract's default); `notifications.pushedAt` is set once by the
 * one statement that claims the row for its push, so a retried job never pushes it twice.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pushSubscriptions")
    .addColumn("endpoint", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  // A member's devices, at each push and on the preferences page.
  await db.schema.createIndex("push_subscriptions_user").on("pushSubscriptions").column("userId").execute();
  await db.schema.alterTable("notificationPreferences").addColumn("push", "integer").execute();
  await db.schema.alterTable("notifications").addColumn("pushedAt", "text").execute();
}
