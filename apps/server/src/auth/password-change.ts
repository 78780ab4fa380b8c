/**
 * Password re-check and change (members spec sections 2, 4, 5, 8). The re-check asks for the
 * current password and marks the session (`sessions.reauthAt`); the change is accepted only within
 * REAUTH_MINUTES of it (the re-check is its proof of the current password: the member types it once,
 * issue 38 §4), refuses the current password as the new one, and ends the member's other sessions.
 * Wrong passwords count as login failures, so the account lock of auth/login-limits.ts also
 * stops guessing through these two calls. Members created by a social login have no portal password.
 */
import { type PasswordChange, t } from "@portal/contract";
import { recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { Session } from "../db/schema.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { deleteOtherSessions } from "../http/sessions.ts";
import { loginSucceeded, reserveLogin } from "./login-limits.ts";
import { assertPasswordAllowed, hashPassword, verifyPassword } from "./passwords.ts";
import type { ClientInfo } from "./service.ts";

/** How long a re-check allows a password change. */
export const REAUTH_MINUTES = 10;

/**
 * Checks `password` against the member's: the evaluation is reserved first like a login's
 * (auth/login-limits.ts), and a right password clears the account's count.
 */
export async function checkPassword(
  ctx: AppContext,
  user: Member,
  password: string,
  client: ClientInfo,
): Promise<void> {
  if (!user.passwordHash) throw new AppError("SOCIAL_NO_PASSWORD");
  const slots = await reserveLogin(ctx.db, user.userId, client.ip);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError("PASSWORD_WRONG", { field: "password" });
  await loginSucceeded(ctx.db, user.userId, slots);
}

/**
 * POST /api/auth/password/verify: the re-check.
 * @throws PASSWORD_WRONG (400), SOCIAL_NO_PASSWORD (403), ACCOUNT_LOCKED (429)
 */
export async function recheckPassword(
  ctx: AppContext,
  session: Session,
  user: Member,
  password: string,
  client: ClientInfo,
): Promise<void> {
  await checkPassword(ctx, user, password, client);
  await ctx.db
    .updateTable("sessions")
    .set({ reauthAt: new Date().toISOString() })
    .where("sessionId", "=", session.sessionId)
    .execute();
}

/**
 * PUT /api/auth/password: sets the new password and ends the member's other sessions.
 * @throws REAUTH_REQUIRED (403) without a recent re-check, INVALID_INPUT (400, the password rule's
 *   reason; 'the same as the current one'), SOCIAL_NO_PASSWORD (403)
 */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  user: Member,
  input: PasswordChange,
  client: ClientInfo,
): Promise<{ message: string }> {
  if (!user.passwordHash) throw new AppError("SOCIAL_NO_PASSWORD");
  const reauthAt = session.reauthAt ? Date.parse(session.reauthAt) : 0;
  if (Date.now() - reauthAt > REAUTH_MINUTES * 60_000) throw new AppError("REAUTH_REQUIRED");
  await assertPasswordAllowed(input.newPassword, user.userId, "newPassword");
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw invalidInput("newPassword", "changeSameAsCurrent");
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date().toISOString();
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await trx.updateTable("users").set({ passwordHash, updatedAt: now }).where("userId", "=", user.userId).execute();
    await deleteOtherSessions(trx, user.userId, session.sessionId);
    await trx.updateTable("sessions").set({ reauthAt: null }).where("sessionId", "=", session.sessionId).execute();
    await recordAudit(
      trx,
      { actorId: user.userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
      { action: "member.passwordChange", targetType: "user", targetId: user.userId },
    );
  });
  return { message: t("changeDone") };
}
