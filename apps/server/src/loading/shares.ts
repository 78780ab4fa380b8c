/**
 * Driver's links of saved load plans (issue 27 §5; docs/loading.md "Share links"). The member who may
 * read a saved plan (its owner: the same rule as GET /api/loading/plans/ID) makes, lists and revokes
 * its links; anyone holding a valid link reads what a driver needs to load the vehicle, without an
 * account.
 *
 * A link carries a random 256-bit token (base64url) in the page address's fragment; the database keeps
 * only its sha256 (like password-reset links, auth/password-reset.ts), so the token is shown once, when
 * made. A link is valid from its creation until `expiresAt` (1–30 days, default 14) unless revoked.
 * At most LOADING_SHARE_LIMITS.maxActivePerPlan valid links per plan: counted and inserted under the
 * plan's row lock (PostgreSQL) or SQLite's write lock, so parallel requests never make more. Revoking
 * is one conditional UPDATE. Wrong tokens cost the caller's address one attempt of SHARE_GUESS_RULE.
 */
import { randomBytes } from "node:crypto";
import {
  LOADING_SHARE_LIMITS,
  LOADING_SHARE_PATH,
  type PlanSave,
  type Share,
  type ShareCreated,
  type SharedPlan,
  t,
  usableSpace,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import { type RateRule, refundAttempt, reserveAttempt } from "../http/rate-limit.ts";
import { hashToken } from "../http/sessions.ts";
import { lockOwnPlan } from "./queries.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Wrong, revoked or expired tokens per client address: 30 in 10 minutes, then 429 until the window ends. */
export const SHARE_GUESS_RULE: RateRule = { name: "share-token", limit: 30, windowMs: 10 * 60_000 };

function statusOf(row: { expiresAt: string; revokedAt: string | null }, now: string): Share["status"] {
  if (row.revokedAt) return "revoked";
  return row.expiresAt > now ? "active" : "expired";
}

/** The plan's id if `userId` may read it (its owner), else LOADING_PLAN_NOT_FOUND. */
async function assertOwnPlan(ctx: AppContext, userId: string, planId: number): Promise<void> {
  const plan = await ctx.db
    .selectFrom("loadingPlans")
    .select("planId")
    .where("planId", "=", planId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!plan) throw new AppError("LOADING_PLAN_NOT_FOUND");
}

/** The absolute address of a link: the page under the configured public URL, the token in the fragment. */
export function shareLink(ctx: AppContext, token: string): string {
  const url = new URL(LOADING_SHARE_PATH, ctx.config.publicUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

/**
 * The newest LOADING_SHARE_LIMITS.listSize links of a member's plan with their status at `now`.
 * @throws AppError LOADING_PLAN_NOT_FOUND for a plan the member may not read
 */
export async function planShares(ctx: AppContext, userId: string, planId: number, now = new Date()): Promise<Share[]> {
  await assertOwnPlan(ctx, userId, planId);
  const rows = await ctx.db
    .selectFrom("loadingShares")
    .select(["shareId", "createdAt", "expiresAt", "revokedAt"])
    .where("planId", "=", planId)
    .orderBy("shareId", "desc")
    .limit(LOADING_SHARE_LIMITS.listSize)
    .execute();
  const at = now.toISOString();
  return rows.map(({ shareId, ...row }) => ({ id: shareId, ...row, status: statusOf(row, at) }));
}

/**
 * Makes a link of a member's plan valid for `days` days from `now`; answers it with its token and
 * address (the only time they are given).
 * @throws AppError LOADING_PLAN_NOT_FOUND for a plan the member may not read; LOADING_SHARE_LIMIT (409)
 *   when the plan already has LOADING_SHARE_LIMITS.maxActivePerPlan valid links
 */
export async function createShare(
  ctx: AppContext,
  userId: string,
  planId: number,
  days: number,
  now = new Date(),
): Promise<ShareCreated> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  const max = LOADING_SHARE_LIMITS.maxActivePerPlan;
  const shareId = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    // The plan's row lock orders this plan's creates on PostgreSQL; SQLite's write lock does on SQLite.
    if (!(await lockOwnPlan(trx, ctx.dialect, userId, planId))) throw new AppError("LOADING_PLAN_NOT_FOUND");
    const { valid } = await trx
      .selectFrom("loadingShares")
      .select((eb) => eb.fn.countAll<number>().as("valid"))
      .where("planId", "=", planId)
      .where("revokedAt", "is", null)
      .where("expiresAt", ">", createdAt)
      .executeTakeFirstOrThrow();
    if (Number(valid) >= max) throw new AppError("LOADING_SHARE_LIMIT", { detail: t("loadingShareLimit", { max }) });
    const row = await trx
      .insertInto("loadingShares")
      .values({ planId, tokenHash: hashToken(token), createdAt, expiresAt, revokedAt: null })
      .returning("shareId")
      .executeTakeFirstOrThrow();
    return row.shareId;
  });
  return { id: shareId, createdAt, expiresAt, revokedAt: null, status: "active", token, url: shareLink(ctx, token) };
}

/**
 * Revokes a link of a member's plan in one conditional statement (only a link not yet revoked, of a
 * plan the member may read).
 * @throws AppError LOADING_SHARE_GONE (404) when there is no such link, it is already revoked or the
 *   plan is not the member's
 */
export async function revokeShare(
  ctx: AppContext,
  userId: string,
  planId: number,
  shareId: number,
  now = new Date(),
): Promise<void> {
  const result = await ctx.db
    .updateTable("loadingShares")
    .set({ revokedAt: now.toISOString() })
    .where("shareId", "=", shareId)
    .where("planId", "=", planId)
    .where("revokedAt", "is", null)
    .where("planId", "in", (eb) => eb.selectFrom("loadingPlans").select("planId").where("userId", "=", userId))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError("LOADING_SHARE_GONE");
}

/**
 * What a driver needs from a saved plan (sharedPlanSchema): cargo rows become indexes, and no
 * member, plan, catalogue or cargo-row id is given.
 */
export function driverView(plan: PlanSave, expiresAt: string): SharedPlan {
  const space = usableSpace(plan.vehicle, plan.palletBase);
  const index = new Map(plan.cargo.map((row, i) => [String(row.id), i]));
  const type = (typeId: string | number) => index.get(String(typeId)) ?? -1;
  return {
    name: plan.name,
    vehicleName: plan.vehicle.name,
    palletBase: plan.palletBase,
    space: { length: space.length, width: space.width, height: space.height },
    cargo: plan.cargo.map(({ name, length, width, height, weightKg, stop }) => ({
      name: name ?? "",
      length,
      width,
      height,
      weightKg,
      ...(stop !== undefined ? { stop } : {}),
    })),
    vehicles: plan.results.map((result) => ({
      placements: [...result.placements]
        .sort((a, b) => a.step - b.step)
        .map(({ typeId, x, y, z, dx, dy, dz, step, stop }) => ({
          type: type(typeId),
          x,
          y,
          z,
          dx,
          dy,
          dz,
          step,
          ...(stop !== undefined ? { stop } : {}),
        })),
      weightKg: result.weightKg,
    })),
    // Each result lists what is left after its vehicle: the last one's is what no vehicle carries.
    unplaced: (plan.results.at(-1)?.unplaced ?? []).map((u) => ({ type: type(u.typeId), count: u.count })),
    expiresAt,
  };
}

/**
 * The plan of a valid link (neither revoked nor expired at `now`) for a client at address `ip`.
 * Each lookup reserves one attempt of SHARE_GUESS_RULE for the address first (one statement) and
 * gives it back when the token was valid, so only wrong tokens count.
 * @throws AppError LOADING_SHARE_NOT_FOUND (404) for a wrong, revoked or expired token;
 *   RATE_LIMITED (429, Retry-After) after SHARE_GUESS_RULE.limit wrong tokens from the address
 */
export async function openShared(ctx: AppContext, token: string, ip: string, now = new Date()): Promise<SharedPlan> {
  const attempt = await reserveAttempt(ctx.db, SHARE_GUESS_RULE, ip, now.getTime());
  if (!attempt.ok) {
    throw new AppError("RATE_LIMITED", {
      detail: t("errorRateLimited"),
      headers: { "retry-after": String(Math.ceil(attempt.retryAfterMs / 1000)) },
    });
  }
  const row = token
    ? await ctx.db
        .selectFrom("loadingShares")
        .innerJoin("loadingPlans", "loadingPlans.planId", "loadingShares.planId")
        .select(["loadingPlans.body", "loadingShares.expiresAt"])
        .where("loadingShares.tokenHash", "=", hashToken(token))
        .where("loadingShares.revokedAt", "is", null)
        .where("loadingShares.expiresAt", ">", now.toISOString())
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError("LOADING_SHARE_NOT_FOUND");
  await refundAttempt(ctx.db, attempt);
  return driverView(JSON.parse(row.body) as PlanSave, row.expiresAt);
}
