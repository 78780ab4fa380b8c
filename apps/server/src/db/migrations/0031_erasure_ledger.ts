/**
 * Issue 43 §4, erasure that a restore cannot undo (docs/operations.md "Erasure"): `erasureLedger`
 * keeps one row per erased member — the login id, when, and what kind of erasure — and nothing else
 * of the member, so that a restore can erase again whoever a restored backup would bring back.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("erasureLedger")
    .addColumn("id", "integer", autoId)
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("erasedAt", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("erasure_ledger_user").on("erasureLedger").columns(["userId"]).unique().execute();
}
