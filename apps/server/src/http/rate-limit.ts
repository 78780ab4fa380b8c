/**
 * Rate limits kept in the database (table `rateLimitHits`), so that several app nodes share them,
 * like the login failure limits of auth/login-limits.ts. Each request of a limited action first
 * records a hit for its key (a source address or an account id), then counts the hits of the
 * window: over the limit, it is refused with 429 and a Korean message. Recording before counting
 * means concurrent requests can only be refused too early, never let through beyond the limit;
 * refused requests count as well, so hammering keeps the door shut until the window has passed.
 *
 * The rules are the product's (members spec section 6: the checks are public and reveal whether an
 * id or e-mail exists, so they are limited per address; password find answers the same for every
 * pair and is limited per address and per requested id).
 */
import { t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "./errors.ts";

export interface RateRule {
  /** Scope prefix in the table. */
  name: string;
  /** Requests allowed within the window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The portal's limits. */
export const RATE_RULES = {
  /** id, e-mail and business number checks of the sign-up form, per address. */
  registrationCheck: { name: "check", limit: 40, windowMs: 10 * MINUTE },
  /** Sign-ups, per address. */
  registration: { name: "register", limit: 5, windowMs: 60 * MINUTE },
  /** Password find requests, per address. */
  passwordFindAddress: { name: "find-address", limit: 10, windowMs: 15 * MINUTE },
  /** Password find requests, per requested id (known or not). */
  passwordFindAccount: { name: "find-account", limit: 3, windowMs: 60 * MINUTE },
  /** Social login starts, per address. */
  socialStart: { name: "oauth", limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

const scopeOf = (rule: RateRule, key: string) => `${rule.name}:${key.toLowerCase().slice(0, 200)}`;

/**
 * Counts one request of `rule` for `key`.
 * @throws AppError RATE_LIMITED (429, with Retry-After) when the window already holds `limit` requests
 */
export async function takeRateLimit(db: Db, rule: RateRule, key: string, now = Date.now()): Promise<void> {
  const scope = scopeOf(rule, key);
  const windowStart = new Date(now - rule.windowMs).toISOString();
  await db
    .insertInto("rateLimitHits")
    .values({ scope, at: new Date(now).toISOString() })
    .execute();
  const row = await db
    .selectFrom("rateLimitHits")
    .select((eb) => eb.fn.countAll<number>().as("hits"))
    .where("scope", "=", scope)
    .where("at", ">", windowStart)
    .executeTakeFirst();
  // Keep the scope short (uses the index); now and then drop every scope's day-old rows.
  await db.deleteFrom("rateLimitHits").where("scope", "=", scope).where("at", "<=", windowStart).execute();
  if (Math.random() < 0.01) await purgeRateLimits(db, now);
  if (Number(row?.hits ?? 0) > rule.limit) {
    throw new AppError("RATE_LIMITED", {
      detail: t("errorRateLimited"),
      headers: { "retry-after": String(Math.ceil(rule.windowMs / 1000)) },
    });
  }
}

/** Deletes hits older than a day (longer than any window). */
export async function purgeRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rateLimitHits")
    .where("at", "<", new Date(now - 24 * 60 * MINUTE).toISOString())
    .execute();
}
