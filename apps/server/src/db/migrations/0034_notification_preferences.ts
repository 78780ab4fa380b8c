/**
 * Issue 40, preferences and e-mail (docs/notifications.md "Preferences" and "E-mail"):
 * `notificationPreferences` keeps one row per member per type the member changed (a type without a row
 * has the contract's default); on `notifications`, `inPortal` (0 when the member turned the portal off for
 * the type: the row exists only for its e-mail) and `emailedAt` (set once by the one statement that claims
 * the row for a mail, at once or in the digest, so no row is mailed twice); `signingKeys` holds the
 * server-made key that signs the digest's unsubscribe address (one row per purpose, made once);
 * `boardSubscriptions` one row per member per board they changed: new posts followed (`posts`, off
 * without a row) and notices (`notices`, on without a row).
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notificationPreferences")
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("portal", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_preferences_pk", ["userId", "type"])
    .execute();
  await db.schema
    .alterTable("notifications")
    .addColumn("inPortal", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("notifications").addColumn("emailedAt", "text").execute();
  await db.schema
    .createTable("boardSubscriptions")
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("boardId", "text", (c) => c.notNull())
    .addColumn("posts", "integer", (c) => c.notNull())
    .addColumn("notices", "integer", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("board_subscriptions_pk", ["userId", "boardId"])
    .execute();
  // The followers of a board, at each new post.
  await db.schema
    .createIndex("board_subscriptions_board")
    .on("boardSubscriptions")
    .columns(["boardId", "posts"])
    .execute();
  await db.schema
    .createTable("signingKeys")
    .addColumn("purpose", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
}
