/**
 * Rules that hold under parallel requests (issue 16): rate limits and login failure limits become one
 * counter row per rule and key (`rateCounters`), reserved with a single conditional upsert before the
 * guarded work; the per-hit tables they replace are dropped (their rows were at most a day old).
 * Times are milliseconds since the epoch (bigint), so the statement can add window lengths in SQL.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migrate.ts";

export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("rateCounters")
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("windowStart", "bigint", (c) => c.notNull())
    .addColumn("blockedUntil", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.dropTable("rateLimitHits").execute();
  await db.schema.dropTable("loginFailures").execute();
}
