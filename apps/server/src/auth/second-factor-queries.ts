/**
 * The SQL of the second factor (auth/second-factor.ts; issue 43 §2): the TOTP columns of `users` and
 * the `recoveryCodes` table. Each check-then-act is one conditional statement.
 */
import type { Db } from "../db/database.ts";

/** Stores a new pending secret for `userId`, only while the factor is off. Resolves false when it is on. */
export async function storePendingSecret(db: Db, userId: string, secret: string): Promise<boolean> {
  const row = await db
    .updateTable("users")
    .set({ totpSecret: secret, totpLastStep: null })
    .where("userId", "=", userId)
    .where("totpEnabledAt", "is", null)
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns the factor on if `secret` is still the member's pending one, with `step` as the used step.
 * Resolves false when it is not (already on, or a newer setup replaced the secret).
 */
export async function enableSecret(db: Db, userId: string, secret: string, step: number, at: string) {
  const row = await db
    .updateTable("users")
    .set({ totpEnabledAt: at, totpLastStep: step })
    .where("userId", "=", userId)
    .where("totpEnabledAt", "is", null)
    .where("totpSecret", "=", secret)
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks time step `step` used, only if it is newer than the last one used. Resolves false for a replay. */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable("users")
    .set({ totpLastStep: step })
    .where("userId", "=", userId)
    .where("totpEnabledAt", "is not", null)
    .where((eb) => eb.or([eb("totpLastStep", "is", null), eb("totpLastStep", "<", step)]))
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the member's recovery codes with `hashes` (sha256 hex). */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  await db
    .insertInto("recoveryCodes")
    .values(hashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
    .execute();
}

/** Uses recovery code `hash` once. Resolves false when it is unknown or already used. */
export async function useRecoveryCode(db: Db, userId: string, hash: string, at: string): Promise<boolean> {
  const row = await db
    .updateTable("recoveryCodes")
    .set({ usedAt: at })
    .where("userId", "=", userId)
    .where("codeHash", "=", hash)
    .where("usedAt", "is", null)
    .returning("codeHash")
    .executeTakeFirst();
  return row !== undefined;
}

/** How many unused recovery codes the member has. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("left"))
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(row?.left ?? 0);
}

/** Turns the factor off (secret and codes gone). Resolves false when the member had none, pending or on. */
export async function clearSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .updateTable("users")
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where("userId", "=", userId)
    .where("totpSecret", "is not", null)
    .returning("userId")
    .executeTakeFirst();
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  return row !== undefined;
}
