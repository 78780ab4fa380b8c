/**
 * Rate limits kept in the database (table `rateCounters`, one row per rule and key), so that several
 * app nodes share them. A limited action RESERVES its attempt before the guarded work, in one
 * statement (INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING, the same SQL on SQLite and
 * PostgreSQL): the row's counter only moves when the rule still allows it, so N parallel requests
 * can never do more guarded work than N sequential ones (issue 16). There is no read before the
 * write; a request that gets no row back was refused.
 *
 * How a feature uses it (members spec section 6, and e.g. a note-sending limit):
 *
 * ```ts
 * // a plain limit: the attempt counts whatever happens next; over the limit → 429 RATE_LIMITED
 * await takeRateLimit(ctx.db, RATE_RULES.passwordFindAccount, input.userId);
 * await sendTheMail();
 *
 * // a limit on failures: reserve first, give back (or clear) what the rule says a success gives back
 * const attempt = await reserveAttempt(ctx.db, LOGIN_RULES.account, userId);
 * if (!attempt.ok) throw new AppError("ACCOUNT_LOCKED", { … attempt.retryAfterMs … });
 * if (await verifyPassword(hash, password)) await clearRateLimit(ctx.db, LOGIN_RULES.account, userId);
 * ```
 *
 * Rules: `limit` attempts within `windowMs` of the window's first attempt; the attempt that reaches
 * the limit blocks the key until the window ends, or, with `lockMs`, for lockMs[0] and then, after
 * each further attempt once unblocked, for the next step of the ladder (the last step repeats).
 * Refused requests do not count. Rows are dropped a day after they last mattered.
 */
import { t } from "@portal/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { AppError } from "./errors.ts";

export interface RateRule {
  /** Scope prefix in the table. */
  name: string;
  /** Attempts allowed within the window. */
  limit: number;
  windowMs: number;
  /** Escalating locks (ms) once the limit is reached; absent: blocked until the window ends. */
  lockMs?: readonly number[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The portal's request limits (login failure limits are in auth/login-limits.ts). */
export const RATE_RULES = {
  /** id, e-mail and business number checks of the sign-up form, per address. */
  registrationCheck: { name: "check", limit: 40, windowMs: 10 * MINUTE },
  /** Sign-ups, per address. */
  registration: { name: "register", limit: 5, windowMs: 60 * MINUTE },
  /** Password find requests, per address. */
  passwordFindAddress: { name: "find-address", limit: 10, windowMs: 15 * MINUTE },
  /** Password find requests, per requested id (known or not). */
  passwordFindAccount: { name: "find-account", limit: 3, windowMs: 60 * MINUTE },
  /** Id find requests, per address (issue 24). */
  idFindAddress: { name: "idfind-address", limit: 10, windowMs: 15 * MINUTE },
  /** Id find requests, per requested e-mail (known or not; keyed by its sha256, not the address itself). */
  idFindEmail: { name: "idfind-email", limit: 3, windowMs: 60 * MINUTE },
  /** Social login starts, per address. */
  socialStart: { name: "oauth", limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

/** A granted attempt: `hits` is its number within the window (1 for the first). */
export interface Reservation {
  scope: string;
  rule: RateRule;
  hits: number;
  windowStart: number;
}

/** The answer of {@link reserveAttempt}: granted, or refused for `retryAfterMs` more milliseconds. */
export type Attempt = ({ ok: true } & Reservation) | { ok: false; retryAfterMs: number };

const scopeOf = (rule: RateRule, key: string) => `${rule.name}:${key.toLowerCase().slice(0, 200)}`;
const int = (value: number | RawBuilder<number>) => sql<number>`cast(${value} as bigint)`;
const col = (name: "hits" | "windowStart" | "blockedUntil") => sql.ref(`rateCounters.${name}`);

/** Milliseconds the key is blocked after the attempt numbered `hits` (an SQL expression). */
function lockAfter(rule: RateRule, hits: RawBuilder<number>, windowEnd: RawBuilder<number>, now: number) {
  const ladder = rule.lockMs;
  if (!ladder?.length) return windowEnd;
  const last = int(now + (ladder.at(-1) ?? 0));
  if (ladder.length === 1) return last;
  const steps = ladder.slice(0, -1).map((ms, i) => sql`when ${int(rule.limit + i)} then ${int(now + ms)}`);
  return sql<number>`case ${hits} ${sql.join(steps, sql` `)} else ${last} end`;
}

/**
 * Reserves one attempt of `rule` for `key` atomically (one statement), before the guarded work.
 * `now` in ms since the epoch (tests pass their own clock).
 */
export async function reserveAttempt(db: Db, rule: RateRule, key: string, now = Date.now()): Promise<Attempt> {
  const scope = scopeOf(rule, key);
  const expired = sql<boolean>`${col("windowStart")} + ${int(rule.windowMs)} <= ${int(now)}`;
  const hits = sql<number>`case when ${expired} then ${int(1)} else ${col("hits")} + 1 end`;
  const windowStart = sql<number>`case when ${expired} then ${int(now)} else ${col("windowStart")} end`;
  const windowEnd = sql<number>`${windowStart} + ${int(rule.windowMs)}`;
  const blockedUntil = sql<number>`case when ${hits} >= ${int(rule.limit)}
    then ${lockAfter(rule, hits, windowEnd, now)} else ${int(0)} end`;
  const firstBlock = rule.limit <= 1 ? now + (rule.lockMs?.[0] ?? rule.windowMs) : 0;
  if (Math.random() < 0.01) await purgeRateLimits(db, now);
  const row = await db
    .insertInto("rateCounters")
    .values({ scope, hits: 1, windowStart: now, blockedUntil: firstBlock })
    .onConflict((oc) =>
      oc.column("scope").doUpdateSet({ hits, windowStart, blockedUntil }).where(col("blockedUntil"), "<=", int(now)),
    )
    .returning(["hits", "windowStart"])
    .executeTakeFirst();
  if (row) return { ok: true, scope, rule, hits: Number(row.hits), windowStart: Number(row.windowStart) };
  const blocked = await db
    .selectFrom("rateCounters")
    .select("blockedUntil")
    .where("scope", "=", scope)
    .executeTakeFirst();
  // Under a burst a refused request's clock may read a moment before the one that set the block:
  // the wait it is told never exceeds what the rule can impose.
  const wait = Math.max(1000, Number(blocked?.blockedUntil ?? now) - now);
  return { ok: false, retryAfterMs: Math.min(wait, longestWait(rule)) };
}

/** The longest a key can be refused under `rule`: its window, or its longest lock. */
function longestWait(rule: RateRule): number {
  return Math.max(rule.windowMs, ...(rule.lockMs ?? []));
}

/**
 * Counts one request of `rule` for `key` (see {@link reserveAttempt}).
 * @throws AppError RATE_LIMITED (429, Korean message, Retry-After in seconds) when the rule refuses it
 */
export async function takeRateLimit(db: Db, rule: RateRule, key: string, now = Date.now()): Promise<Reservation> {
  const attempt = await reserveAttempt(db, rule, key, now);
  if (!attempt.ok) {
    throw new AppError("RATE_LIMITED", {
      detail: t("errorRateLimited"),
      headers: { "retry-after": String(Math.ceil(attempt.retryAfterMs / 1000)) },
    });
  }
  return attempt;
}

/**
 * Gives one granted attempt back (the guarded work turned out not to count, e.g. a successful login
 * for a limit on failures). Only within the same window; unblocks when the count drops below the limit.
 */
export async function refundAttempt(db: Db, reservation: Reservation): Promise<void> {
  await db
    .updateTable("rateCounters")
    .set({
      hits: sql`${col("hits")} - 1`,
      blockedUntil: sql`case when ${col("hits")} - 1 < ${int(reservation.rule.limit)} then ${int(0)} else ${col("blockedUntil")} end`,
    })
    .where("scope", "=", reservation.scope)
    .where("windowStart", "=", reservation.windowStart)
    .where("hits", ">", 0)
    .execute();
}

/** Clears every attempt of `rule` for `key` (e.g. an account's login failures after a success). */
export async function clearRateLimit(db: Db, rule: RateRule, key: string): Promise<void> {
  await db.deleteFrom("rateCounters").where("scope", "=", scopeOf(rule, key)).execute();
}

/** Deletes counters whose window and block ended more than a day ago (longer than any window). */
export async function purgeRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rateCounters")
    .where("windowStart", "<", now - DAY)
    .where("blockedUntil", "<", now - DAY)
    .execute();
}
