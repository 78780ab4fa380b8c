/**
 * Login failure limits (boards spec sections 5 and 7, members spec section 6), kept in the database
 * through http/rate-limit.ts so that several app nodes share them, and reserved BEFORE the password
 * is evaluated: every login attempt first takes a slot of the address rule and then of the account
 * rule, each in one conditional statement, so a burst of parallel attempts evaluates no more
 * passwords than the same attempts one after another (issue 16).
 *
 * Per account: 5 attempts within an hour are evaluated; the 5th locks the account for 1 minute, and
 * each further attempt once the lock has ended locks it for 2, 4 … 60 minutes (at most ~11 passwords
 * an hour are even checked, far below the 100 an hour the foundation issue allows). A successful
 * login or password check clears the account's count. Per source address: 30 attempts within 15
 * minutes lock the address for 15 minutes; a successful login gives its slot back. Unknown ids are
 * counted like real ones, so the lock does not tell whether an account exists.
 */
import { t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import {
  type Attempt,
  clearRateLimit,
  type RateRule,
  type Reservation,
  refundAttempt,
  reserveAttempt,
} from "../http/rate-limit.ts";

const MINUTE = 60_000;

export const LOGIN_RULES = {
  account: {
    name: "login-account",
    limit: 5,
    windowMs: 60 * MINUTE,
    lockMs: [1, 2, 4, 8, 16, 32, 60].map((m) => m * MINUTE),
  },
  address: { name: "login-address", limit: 30, windowMs: 15 * MINUTE, lockMs: [15 * MINUTE] },
} as const satisfies Record<string, RateRule>;

/** Whole minutes until a refusing lock ends, at least 1. */
const minutesOf = (attempt: Attempt & { ok: false }) => Math.max(1, Math.ceil(attempt.retryAfterMs / MINUTE));

/** The granted slots of one login attempt; give them to {@link loginSucceeded} when the password was right. */
export interface LoginSlots {
  account: Reservation;
  address: Reservation;
}

/**
 * Reserves one password evaluation for `userId` from the source address `ip`. An address slot is
 * given back when the account refuses (the password is then not evaluated).
 * @throws AppError ADDRESS_LOCKED / ACCOUNT_LOCKED (429, Korean message with the minutes left)
 */
export async function reserveLogin(db: Db, userId: string, ip: string): Promise<LoginSlots> {
  const address = await reserveAttempt(db, LOGIN_RULES.address, ip);
  if (!address.ok) {
    throw new AppError("ADDRESS_LOCKED", { detail: t("loginTooManyFromAddress", { minutes: minutesOf(address) }) });
  }
  const account = await reserveAttempt(db, LOGIN_RULES.account, userId);
  if (!account.ok) {
    await refundAttempt(db, address);
    throw new AppError("ACCOUNT_LOCKED", { detail: t("loginLocked", { minutes: minutesOf(account) }) });
  }
  return { account, address };
}

/** After a right password: clears the account's count and gives the address slot back. */
export async function loginSucceeded(db: Db, userId: string, slots?: LoginSlots): Promise<void> {
  await clearRateLimit(db, LOGIN_RULES.account, userId);
  if (slots) await refundAttempt(db, slots.address);
}
