/**
 * The second factor (issue 43 §2; docs/admin.md "Second factor"): TOTP per RFC 6238 through the
 * `otpauth` library (SHA-1, six digits, 30-second steps), accepted with ±1 step of clock drift and
 * once only (the step of an accepted code is stored; an older or equal step is refused), and ten
 * one-time recovery codes stored as sha256. Every administrator must enrol before any administration
 * route answers (http/route-guard.ts); any member with a portal password may turn it on in 마이페이지
 * (a social login is then refused: it would skip the code). At login the code is
 * checked after the password, inside the login's reserved slot, so wrong codes count towards the login
 * limit and lock the account like wrong passwords (auth/login-limits.ts). Enrolment, removal, the use of
 * a recovery code and a reset by another administrator are audited.
 */
import { createHash } from "node:crypto";
import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type SecondFactorSetup,
  type SecondFactorStatus,
  t,
} from "@portal/contract";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { AuditSource } from "../audit/audit.ts";
import { auditedChange, changed } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import { findUser } from "../users/queries.ts";
import {
  clearSecondFactor,
  enableSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  storePendingSecret,
  useRecoveryCode,
  useStep,
} from "./second-factor-queries.ts";

/** Steps of clock drift accepted either side of now. */
const DRIFT_STEPS = 1;

const totpOf = (user: Pick<User, "userId">, secret: string) =>
  new TOTP({ issuer: t("appName"), label: user.userId, secret: Secret.fromBase32(secret) });

/**
 * The time step `code` belongs to, for `secret` at `now` (ms), within ±DRIFT_STEPS; null when it matches none.
 */
function stepOf(user: Pick<User, "userId">, secret: string, code: string, now: number): number | null {
  const totp = totpOf(user, secret);
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

const hashCode = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[^0-9a-z]/g, ""))
    .digest("hex");

/** Ten new recovery codes: 10 random base-32 characters each, shown as `xxxxx-xxxxx`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ size: 8 }).base32.toLowerCase().slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Whether `user` is an administrator still to enrol (administration answers 403 until then). */
export function mustEnrol(ctx: AppContext, user: User): boolean {
  return user.role === "A" && !user.totpEnabledAt && ctx.config.adminSecondFactor === "required";
}

/** GET /api/me/second-factor. */
export async function secondFactorStatus(ctx: AppContext, user: User): Promise<SecondFactorStatus> {
  return {
    enabled: Boolean(user.totpEnabledAt),
    recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(ctx.db, user.userId) : 0,
    required: mustEnrol(ctx, user),
  };
}

/**
 * POST /api/me/second-factor/setup: a new secret (replacing a pending one), its otpauth:// URL and
 * the URL as a QR code (SVG data URL). A member without a portal password (joined by a social login)
 * cannot turn it on: a social login skips the code, so with it on such a member could not log in.
 * @throws SECOND_FACTOR_ALREADY (409) while the factor is on, SECOND_FACTOR_NEEDS_PASSWORD (403)
 */
export async function startSetup(ctx: AppContext, user: User): Promise<SecondFactorSetup> {
  if (!user.passwordHash) throw new AppError("SECOND_FACTOR_NEEDS_PASSWORD");
  const secret = new Secret({ size: 20 }).base32;
  if (!(await storePendingSecret(ctx.db, user.userId, secret))) throw new AppError("SECOND_FACTOR_ALREADY");
  const otpauthUrl = totpOf(user, secret).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * POST /api/me/second-factor/confirm: turns the factor on when `code` is the authenticator's current
 * code for the pending secret; resolves with the ten recovery codes (shown once, stored hashed).
 * @throws SECOND_FACTOR_ALREADY (409), SECOND_FACTOR_NOT_STARTED (409), SECOND_FACTOR_CONFIRM_WRONG (400)
 */
export async function confirmSetup(
  ctx: AppContext,
  user: User,
  code: string,
  source: AuditSource,
): Promise<RecoveryCodes> {
  if (user.totpEnabledAt) throw new AppError("SECOND_FACTOR_ALREADY");
  const secret = user.totpSecret;
  if (!secret) throw new AppError("SECOND_FACTOR_NOT_STARTED");
  const step = stepOf(user, secret, code, Date.now());
  if (step === null) throw new AppError("SECOND_FACTOR_CONFIRM_WRONG", { field: "code" });
  const recoveryCodes = newRecoveryCodes();
  await auditedChange(ctx, source, {
    missing: "SECOND_FACTOR_NOT_STARTED",
    write: async (trx) => {
      if (!(await enableSecret(trx, user.userId, secret, step, new Date().toISOString()))) return undefined;
      await replaceRecoveryCodes(trx, user.userId, recoveryCodes.map(hashCode));
      return true;
    },
    audit: () => ({ action: "secondFactor.enrol", targetType: "user", targetId: user.userId }),
  });
  return { recoveryCodes };
}

/**
 * The login's second step for `user` (password already right), in the login's reserved slot: nothing
 * for a member whose factor is off; else `code` must be a TOTP code of a step not used before (±1
 * step) or an unused recovery code (its use is audited).
 * @throws SECOND_FACTOR_REQUIRED (401) without a code, SECOND_FACTOR_WRONG (401) for a wrong or used one
 */
export async function verifySecondStep(
  ctx: AppContext,
  user: User,
  code: string | undefined,
  source: AuditSource,
): Promise<void> {
  if (!user.totpEnabledAt || !user.totpSecret) return;
  if (!code) throw new AppError("SECOND_FACTOR_REQUIRED");
  if (/^\d{6}$/.test(code)) {
    const step = stepOf(user, user.totpSecret, code, Date.now());
    if (step === null || !(await useStep(ctx.db, user.userId, step))) throw new AppError("SECOND_FACTOR_WRONG");
    return;
  }
  await auditedChange(ctx, source, {
    missing: "SECOND_FACTOR_WRONG",
    write: async (trx) => changed(await useRecoveryCode(trx, user.userId, hashCode(code), new Date().toISOString())),
    audit: () => ({ action: "secondFactor.recoveryUse", targetType: "user", targetId: user.userId }),
  });
}

/**
 * DELETE /api/me/second-factor, after the password re-check (done by the caller): turns the
 * member's own factor off. @throws SECOND_FACTOR_NONE (404)
 */
export async function removeOwn(ctx: AppContext, user: User, source: AuditSource): Promise<void> {
  await clearAudited(ctx, user.userId, source, "secondFactor.remove");
}

/**
 * DELETE /api/admin/members/{userId}/second-factor: an administrator resets another member's factor
 * (a lost phone); the member enrols again. @throws OWN_ACCOUNT (403), MEMBER_NOT_FOUND, SECOND_FACTOR_NONE (404)
 */
export async function resetOther(ctx: AppContext, admin: AdminActor, userId: string): Promise<void> {
  if (userId === admin.user.userId) throw new AppError("OWN_ACCOUNT", { detail: t("secondFactorResetOwn") });
  const target = await findUser(ctx.db, userId);
  if (!target || target.withdrawnAt) throw new AppError("MEMBER_NOT_FOUND");
  await clearAudited(ctx, userId, admin, "secondFactor.reset");
}

async function clearAudited(
  ctx: AppContext,
  userId: string,
  source: AuditSource,
  action: "secondFactor.remove" | "secondFactor.reset",
): Promise<void> {
  await auditedChange(ctx, source, {
    missing: "SECOND_FACTOR_NONE",
    write: async (trx) => changed(await clearSecondFactor(trx, userId)),
    audit: () => ({ action, targetType: "user", targetId: userId }),
  });
}
