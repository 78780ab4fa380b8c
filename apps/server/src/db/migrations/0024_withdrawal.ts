/**
 * Issue 24 §4, member withdrawal (docs/members.md "Withdrawal"): `users.withdrawnAt`, the time the
 * member withdrew. The row stays as a tombstone with every personal field cleared, so the login id
 * keeps its primary key (it is never registered again) and what stays of the member (posts,
 * comments, notes, past reservations, audit entries) still points at one row. Frozen in time: never
 * import application code here.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("withdrawnAt", "text").execute();
}
