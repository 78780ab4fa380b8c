/**
 * The portal's operator details (issue 24 §3; application code: operator/): one row (`id` = 1)
 * with the organisation, representative, address, phone, business registration number and the
 * privacy officer with contact, shown in every page's footer and in the privacy policy.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("operatorInfo")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("organization", "text", (c) => c.notNull())
    .addColumn("representative", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("businessNo", "text", (c) => c.notNull())
    .addColumn("privacyOfficer", "text", (c) => c.notNull())
    .addColumn("privacyOfficerPhone", "text", (c) => c.notNull())
    .addColumn("privacyOfficerEmail", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("updatedBy", "text")
    .execute();
}
