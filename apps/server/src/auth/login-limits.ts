/**
 * Login failure limits, kept in the database so that several app nodes share them.
 * Per account: from the 5th failure within an hour the account is locked for 1, 2, 4 … 60
 * minutes after each further failure (so at most ~12 failures an hour are even checked, far
 * below the 100 an hour the foundation issue allows). Per source address: 30 failures within
 * 15 minutes lock that address for 15 minutes. Unknown ids are counted like real ones, so the
 * lock does not tell whether an account exists.
 */
import type { Db } from "../db/database.ts";

export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_MAX_FAILURES = 30;
const HOUR_MS = 60 * 60_000;

export interface Lock {
  /** Whole minutes until the lock ends, at least 1. */
  minutes: number;
}

const accountScope = (userId: string) => `account:${userId.toLowerCase()}`;
const addressScope = (ip: string) => `address:${ip}`;

async function failuresSince(db: Db, scope: string, sinceMs: number) {
  return db
    .selectFrom("loginFailures")
    .select(["at"])
    .where("scope", "=", scope)
    .where("at", ">", new Date(sinceMs).toISOString())
    .orderBy("at", "desc")
    .execute();
}

function minutesUntil(untilMs: number, now: number): Lock | undefined {
  return untilMs > now ? { minutes: Math.max(1, Math.ceil((untilMs - now) / 60_000)) } : undefined;
}

/** The lock on an account, if any, from its failures in the last hour. */
export async function accountLock(db: Db, userId: string, now = Date.now()): Promise<Lock | undefined> {
  const rows = await failuresSince(db, accountScope(userId), now - HOUR_MS);
  if (rows.length < ACCOUNT_FREE_FAILURES) return undefined;
  const lockMinutes = Math.min(60, 2 ** (rows.length - ACCOUNT_FREE_FAILURES));
  const last = Date.parse(rows[0]?.at ?? "");
  return minutesUntil(last + lockMinutes * 60_000, now);
}

/** The lock on a source address, if any. */
export async function addressLock(db: Db, ip: string, now = Date.now()): Promise<Lock | undefined> {
  const rows = await failuresSince(db, addressScope(ip), now - ADDRESS_WINDOW_MS);
  if (rows.length < ADDRESS_MAX_FAILURES) return undefined;
  const last = Date.parse(rows[0]?.at ?? "");
  return minutesUntil(last + ADDRESS_WINDOW_MS, now);
}

/** Records one failed login for the account and the address. */
export async function recordFailure(db: Db, userId: string, ip: string): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto("loginFailures")
    .values([
      { scope: accountScope(userId), at },
      { scope: addressScope(ip), at },
    ])
    .execute();
}

/** Clears the account's failures after a successful login; drops rows older than a day. */
export async function clearFailures(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("loginFailures").where("scope", "=", accountScope(userId)).execute();
  await db
    .deleteFrom("loginFailures")
    .where("at", "<", new Date(Date.now() - 24 * HOUR_MS).toISOString())
    .execute();
}
