/**
 * Administrators' access to personal data (issue 23, 개인정보의 안전성 확보조치 기준 §8; application
 * code: admin/access-log.ts). `privacyAccessLog` has one row per read or export: who, when, from
 * which address, what, the filter that selected the members and how many; `privacyAccessMembers`
 * names each member whose data the answer held, so the log can be searched by member. Rows are only
 * inserted (a trigger refuses UPDATE) and purged after two years.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId, forbidUpdates }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("privacyAccessLog")
    .addColumn("id", "integer", autoId)
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("adminId", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("filter", "text")
    .addColumn("memberCount", "integer", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("userAgent", "text")
    .execute();
  await db.schema.createIndex("privacy_access_at").on("privacyAccessLog").columns(["at", "id"]).execute();
  await db.schema.createIndex("privacy_access_admin_at").on("privacyAccessLog").columns(["adminId", "at"]).execute();
  await db.schema.createIndex("privacy_access_action_at").on("privacyAccessLog").columns(["action", "at"]).execute();
  await forbidUpdates(db, "privacyAccessLog");

  await db.schema
    .createTable("privacyAccessMembers")
    .addColumn("accessId", "integer", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("privacy_access_members_pk", ["accessId", "userId"])
    .execute();
  await db.schema
    .createIndex("privacy_access_members_user")
    .on("privacyAccessMembers")
    .columns(["userId", "accessId"])
    .execute();
}
