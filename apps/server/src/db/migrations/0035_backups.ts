/**
 * Issue 43 §1, backups that restore (docs/operations.md "Backups"): one row per backup — scheduled
 * (one per Seoul day: the unique `scheduledDate` keeps two nodes from backing up twice) or asked for
 * by an administrator — with its state (queued, running, verified, failed, removed), where it lives,
 * its size and, when it failed, why. Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("backups")
    .addColumn("id", "integer", autoId)
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("scheduledDate", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("requestedBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("startedAt", "text")
    .addColumn("finishedAt", "text")
    .addColumn("nodeId", "text")
    .addColumn("location", "text")
    .addColumn("dialect", "text")
    .addColumn("sizeBytes", "bigint")
    .addColumn("fileCount", "integer")
    .addColumn("backupMs", "integer")
    .addColumn("verifyMs", "integer")
    .addColumn("reason", "text")
    .execute();
  await db.schema.createIndex("backups_scheduled_date").on("backups").columns(["scheduledDate"]).unique().execute();
  await db.schema.createIndex("backups_status").on("backups").columns(["status", "finishedAt"]).execute();
}
