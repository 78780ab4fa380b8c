/**
 * A node's copy of a board's deep-page block counts (issue 15, application code:
 * posts/block-cache.ts) is valid while `boards.blocksVersion` is unchanged: every write that changes
 * the board's `listBlocks` or `sortBlocks` adds one to it in the same transaction.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("boards")
    .addColumn("blocksVersion", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
