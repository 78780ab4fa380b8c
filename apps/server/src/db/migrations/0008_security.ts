/**
 * Rules that hold under parallel requests (issue 16): rate limits and login failure limits become one
 * counter row per rule and key (`rateCounters`), reserved with a single conditional upsert before the
 * guarded work; the per-hit tables they replace are dropped (their rows were at most a day old).
 * Times are milliseconds since the epoch (bigint), so the statement can add window lengths in SQL.
 * One pending company request and one pending alliance application per member become partial
 * unique indexes (older duplicate pending rows, which the earlier read-then-insert let through under
 * parallel submissions, are refused first, keeping each member's newest).
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("rateCounters")
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("windowStart", "bigint", (c) => c.notNull())
    .addColumn("blockedUntil", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.dropTable("rateLimitHits").execute();
  for (const [table, index] of [
    ["companyRequests", "company_requests_one_pending"],
    ["allianceApplications", "alliance_applications_one_pending"],
  ] as const) {
    await sql`update ${sql.table(table)} set status = 'refused', reason = 'duplicate', "decidedAt" = ${new Date().toISOString()}
      where status = 'pending' and id not in
        (select max(id) from ${sql.table(table)} where status = 'pending' group by "userId")`.execute(db);
    await db.schema
      .createIndex(index)
      .on(table)
      .column("userId")
      .unique()
      .where(sql.ref("status"), "=", sql.lit("pending"))
      .execute();
  }
  await db.schema.dropTable("loginFailures").execute();
}
