/**
 * Several app nodes (issue 15): a durable job queue (mail and other background work) and the
 * schedules that run once per period across nodes.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", autoId)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("runAt", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("maxAttempts", "integer", (c) => c.notNull())
    .addColumn("lockedBy", "text")
    .addColumn("lockedUntil", "text")
    .addColumn("doneAt", "text")
    .addColumn("failedAt", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  // Open jobs by due time: the claim walks this index from its start.
  await db.schema.createIndex("jobs_open_run_at").on("jobs").columns(["doneAt", "failedAt", "runAt"]).execute();

  await db.schema
    .createTable("schedules")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("nextRunAt", "text", (c) => c.notNull())
    .addColumn("lastRunBy", "text")
    .addColumn("lastRunAt", "text")
    .execute();
}
