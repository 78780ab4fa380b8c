/**
 * Issue 43 §3, download reasons and the monthly access review (개인정보의 안전성 확보조치 기준 §8②;
 * docs/admin.md "Access reviews"): `privacyAccessLog.reason` keeps why a download was made (null for
 * reads and for records made before); `accessReviews` holds one sign-off per Asia/Seoul month (the
 * primary key makes a second one fail), only inserted (a trigger refuses UPDATE) and never purged.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { forbidUpdates }: MigrationContext): Promise<void> {
  await db.schema.alterTable("privacyAccessLog").addColumn("reason", "text").execute();
  await db.schema
    .createTable("accessReviews")
    .addColumn("month", "text", (c) => c.primaryKey())
    .addColumn("reviewerId", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("signedAt", "text", (c) => c.notNull())
    .execute();
  await forbidUpdates(db, "accessReviews");
}
