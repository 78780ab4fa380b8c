/**
 * Login and logout (boards spec sections 4, 5, 7 "Login flow"; members spec section 6).
 * Login checks the address lock, then the account lock, then the password, then the second factor's
 * code for a member who turned it on (auth/second-factor.ts), then whether the
 * account is active and not locked by an administrator; a success replaces the visitor session
 * with a new session id (no fixation) and a new CSRF token. Every success and failure is written
 * to the audit log with the attempted id and the source address.
 */
import { type SessionInfo, seoulMinute, t } from "@portal/contract";
import { recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { Session, User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { createSession, deleteSession, purgeExpiredSessions } from "../http/sessions.ts";
import { hasCurrentConsent } from "../users/consent.ts";
import { findUser } from "../users/queries.ts";
import { loginSucceeded, reserveLogin } from "./login-limits.ts";
import { dummyPasswordHash, verifyPassword } from "./passwords.ts";
import { mustEnrol, verifySecondStep } from "./second-factor.ts";

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Presents a member as the browser's session user (`ctx`: whether administrators must enrol a second factor). */
export function presentSessionUser(ctx: AppContext, user: User): NonNullable<SessionInfo["user"]> {
  return {
    userId: user.userId,
    nameKo: user.nameKo,
    role: user.role,
    companyCode: user.companyCode,
    companyName: user.companyName,
    socialProvider: user.socialProvider,
    email: user.email,
    termsAgreed: hasCurrentConsent(user),
    secondFactor: Boolean(user.totpEnabledAt),
    secondFactorRequired: mustEnrol(ctx, user),
  };
}

/**
 * Writes a login attempt to the audit log: the attempted id is both actor and target.
 * `extra` adds details (the provider of a social login).
 */
export async function auditLogin(
  ctx: AppContext,
  userId: string,
  client: ClientInfo,
  failure?: string,
  extra?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(
    ctx.db,
    { actorId: userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
    {
      action: failure ? "login.failure" : "login.success",
      targetType: "user",
      targetId: userId,
      ...(failure || extra ? { detail: { ...(failure ? { reason: failure } : {}), ...extra } } : {}),
    },
  );
}

/**
 * Verifies id and password and opens a member session.
 * @throws AppError ADDRESS_LOCKED / ACCOUNT_LOCKED (429), LOGIN_FAILED (401), ACCOUNT_INACTIVE,
 *   ACCOUNT_LOCKED_BY_ADMIN (403)
 */
export async function login(
  ctx: AppContext,
  input: { userId: string; password: string; remember: boolean; code?: string | undefined },
  client: ClientInfo,
  previous: Session | null,
): Promise<{ cookieToken: string; session: Session; user: User }> {
  try {
    const result = await checkedLogin(ctx, input, client, previous);
    await auditLogin(ctx, result.user.userId, client);
    return result;
  } catch (error) {
    if (error instanceof AppError) await auditLogin(ctx, input.userId, client, error.code);
    throw error;
  }
}

async function checkedLogin(
  ctx: AppContext,
  input: { userId: string; password: string; remember: boolean; code?: string | undefined },
  client: ClientInfo,
  previous: Session | null,
): Promise<{ cookieToken: string; session: Session; user: User }> {
  const { db } = ctx;
  // The evaluation is reserved before the password is checked (one statement per rule), so parallel
  // attempts cannot evaluate more passwords than sequential ones; a wrong password keeps its slots.
  const slots = await reserveLogin(db, input.userId, client.ip);
  const user = await findUser(db, input.userId);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash || !valid) throw new AppError("LOGIN_FAILED");
  // The code is checked in the same slot: a wrong one keeps it, like a wrong password (issue 43 §2).
  await verifySecondStep(ctx, user, input.code, {
    actorId: user.userId,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  await loginSucceeded(db, user.userId, slots);
  if (!user.active) throw new AppError("ACCOUNT_INACTIVE");
  if (user.lockedAt) throw new AppError("ACCOUNT_LOCKED_BY_ADMIN");

  return { ...(await openMemberSession(ctx, user, client, previous, input.remember)), user };
}

/**
 * Refuses a member suspended by an administrator (issue 41; docs/moderation.md) until the end, naming it
 * (Asia/Seoul) and the reason.
 * @throws ACCOUNT_SUSPENDED (403)
 */
export function refuseSuspended(user: Pick<User, "suspendedUntil" | "suspendReason">, now = new Date()): void {
  if (!user.suspendedUntil || user.suspendedUntil <= now.toISOString()) return;
  const until = seoulMinute(user.suspendedUntil);
  throw new AppError("ACCOUNT_SUSPENDED", {
    detail: t("moderationAccountSuspended", { until, reason: user.suspendReason ?? "" }),
  });
}

/**
 * Opens a member session after the member has been authenticated (password or social login; a suspended
 * member is refused here, `refuseSuspended`): the
 * previous session (visitor's) is replaced by a new id and CSRF token, and the login time stored.
 */
export async function openMemberSession(
  ctx: AppContext,
  user: User,
  client: ClientInfo,
  previous: Session | null,
  remember: boolean,
): Promise<{ cookieToken: string; session: Session }> {
  const { db } = ctx;
  refuseSuspended(user);
  if (previous) await deleteSession(db, previous.sessionId);
  const now = new Date().toISOString();
  await db.updateTable("users").set({ lastLoginAt: now }).where("userId", "=", user.userId).execute();
  const opened = await createSession(db, ctx.sessionTimes, {
    userId: user.userId,
    remember,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await purgeExpiredSessions(db);
  return opened;
}

/** Ends the session on the server and opens a fresh visitor session (for the next login's CSRF token). */
export async function logout(ctx: AppContext, current: Session | null, client: ClientInfo) {
  if (current) await deleteSession(ctx.db, current.sessionId);
  return createSession(ctx.db, ctx.sessionTimes, { userId: null, remember: false, ...client });
}
