/**
 * Loading simulator, issue 27 section 5: driver's links of saved plans. One row per link: the plan
 * (deleted with it), the sha256 of the link's random token (hex, unique; the token itself is never
 * stored), when it was made, when it expires and when it was revoked (null while not). Index
 * (planId, shareId) for a plan's list and the count of its valid links. Frozen in time: never import
 * application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("loadingShares")
    .addColumn("shareId", "integer", autoId)
    .addColumn("planId", "integer", (c) => c.notNull().references("loadingPlans.planId").onDelete("cascade"))
    .addColumn("tokenHash", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("revokedAt", "text")
    .execute();
  await db.schema.createIndex("loading_shares_plan").on("loadingShares").columns(["planId", "shareId"]).execute();
}
