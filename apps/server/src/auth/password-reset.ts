/**
 * Single-use password reset links. The mailed link carries a random token; the database keeps
 * only its sha256, with a 30-minute expiry. A new link replaces the member's unused ones. Using a
 * link sets the new password, marks the token used, ends the member's sessions and clears the
 * login failures, in one transaction.
 *
 * The link points at PASSWORD_RESET_PATH with the token in the fragment (`/app/FUL/PasswordReset#token=…`:
 * browsers never send a fragment, so the token is in no request log and no Referer); the page that asks for
 * the new password (web features/password/ResetPasswordPage.tsx) posts to POST /api/auth/password-reset/confirm.
 * Links are sent by an administrator (admin/member-service.ts) or by password find (password-find.ts).
 */
import { randomBytes } from "node:crypto";
import { t } from "@portal/contract";
import { recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { hashToken } from "../http/sessions.ts";
import { loginSucceeded } from "./login-limits.ts";
import { assertPasswordAllowed, hashPassword } from "./passwords.ts";

export const RESET_LINK_MINUTES = 30;
export const PASSWORD_RESET_PATH = "/app/FUL/PasswordReset";

/** A new random token and its expiry (nothing stored yet). */
export function newResetToken(now = new Date()): { token: string; expiresAt: string } {
  return {
    token: randomBytes(32).toString("base64url"),
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
  };
}

/** Stores the sha256 of `token` for the member, replacing their unused tokens. */
export async function storeResetToken(
  db: Db,
  reset: { token: string; expiresAt: string; userId: string; createdBy: string | null },
): Promise<void> {
  await db.deleteFrom("passwordResetTokens").where("userId", "=", reset.userId).where("usedAt", "is", null).execute();
  await db
    .insertInto("passwordResetTokens")
    .values({
      tokenHash: hashToken(reset.token),
      userId: reset.userId,
      createdBy: reset.createdBy,
      createdAt: new Date().toISOString(),
      expiresAt: reset.expiresAt,
    })
    .execute();
}

/** The absolute link of a token, under the configured public URL, the token in the fragment. */
export function resetLink(ctx: AppContext, token: string): string {
  const url = new URL(PASSWORD_RESET_PATH, ctx.config.publicUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

/** Mails the reset link to the member (through ctx.mailer: SMTP or the outbox folder). */
export async function mailResetLink(ctx: AppContext, user: User & { email: string }, token: string): Promise<void> {
  await ctx.mailer.send({
    to: user.email,
    subject: t("passwordResetMailSubject"),
    text: t("passwordResetMailBody", { name: user.nameKo, link: resetLink(ctx, token) }),
  });
}

/**
 * POST /api/auth/password-reset/confirm: sets the new password if the token is unused and not expired
 * and the password follows the rule for the token's member (checked first: a refused password leaves
 * the link usable).
 * @throws AppError INVALID_INPUT (resetTokenInvalid) for an unknown, used or expired token; INVALID_INPUT
 *   (newPassword, the password rule's reason)
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  newPassword: string,
  client: { ip: string; userAgent: string | null },
): Promise<void> {
  const now = new Date().toISOString();
  const holder = await ctx.db
    .selectFrom("passwordResetTokens")
    .select("userId")
    .where("tokenHash", "=", hashToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  if (!holder) throw new AppError("INVALID_INPUT", { detail: t("resetTokenInvalid"), field: "token" });
  await assertPasswordAllowed(newPassword, holder.userId, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const used = await trx
      .updateTable("passwordResetTokens")
      .set({ usedAt: now })
      .where("tokenHash", "=", hashToken(token))
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .returning("userId")
      .executeTakeFirst();
    if (!used) throw new AppError("INVALID_INPUT", { detail: t("resetTokenInvalid"), field: "token" });
    await trx.updateTable("users").set({ passwordHash, updatedAt: now }).where("userId", "=", used.userId).execute();
    await trx.deleteFrom("sessions").where("userId", "=", used.userId).execute();
    await loginSucceeded(trx, used.userId);
    await recordAudit(
      trx,
      { actorId: used.userId, ip: client.ip, userAgent: client.userAgent },
      { action: "member.passwordReset", targetType: "user", targetId: used.userId },
    );
  });
}
