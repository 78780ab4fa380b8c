/**
 * Issue 43 §2, the second factor (docs/admin.md "Second factor"): on `users` the TOTP secret
 * (`totpSecret`, base32; pending while `totpEnabledAt` is null), when it was turned on, and the last
 * time step a code was accepted for (`totpLastStep`: a code is accepted once). `recoveryCodes` holds
 * the sha256 of each one-time recovery code and when it was used. Frozen in time: never import
 * application code here.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totpSecret", "text").execute();
  await db.schema.alterTable("users").addColumn("totpEnabledAt", "text").execute();
  await db.schema.alterTable("users").addColumn("totpLastStep", "integer").execute();
  await db.schema
    .createTable("recoveryCodes")
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("codeHash", "text", (c) => c.notNull())
    .addColumn("usedAt", "text")
    .addPrimaryKeyConstraint("recovery_codes_pk", ["userId", "codeHash"])
    .execute();
}
