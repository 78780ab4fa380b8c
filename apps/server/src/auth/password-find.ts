/**
 * Password find (boards spec sections 2, 4, 5, 7, 8; members spec section 2): a visitor gives an
 * id and an e-mail; when they belong to the same active member with a portal password, that member
 * gets a single-use link valid 30 minutes (auth/password-reset.ts) that opens the set-new-password
 * page. The answer is the same, and takes the same path, whether or not the pair exists: the
 * request is validated and counted against the rate limits (per address and per requested id,
 * kept in the database), answered, and only then is the member looked up and mailed. Mail goes
 * through the portal mailer (SMTP when SMTP_URL is set, else the outbox folder).
 */
import { type PasswordFind, t } from "@portal/contract";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import { RATE_RULES, takeRateLimit } from "../http/rate-limit.ts";
import { findUser } from "../users/queries.ts";
import { mailAfterAnswer } from "./account-mail.ts";
import { newResetToken, resetLink, storeResetToken } from "./password-reset.ts";
import type { ClientInfo } from "./service.ts";

/**
 * POST /api/auth/password-reset. Always answers 'findSent' for a valid request.
 * @throws LOGOUT_REQUIRED (403) for a signed-in member ('use after logout'), RATE_LIMITED (429)
 */
export async function requestPasswordFind(
  ctx: AppContext,
  input: PasswordFind,
  client: ClientInfo,
  signedIn: boolean,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  if (signedIn) throw new AppError("LOGOUT_REQUIRED");
  await takeRateLimit(ctx.db, RATE_RULES.passwordFindAddress, client.ip);
  await takeRateLimit(ctx.db, RATE_RULES.passwordFindAccount, input.userId);
  mailAfterAnswer(() => mailIfMatch(ctx, input, client), log, "password find mail failed");
  return { message: t("findSent") };
}

/** Looks the pair up and, when it matches, stores a new link and mails it. */
async function mailIfMatch(ctx: AppContext, input: PasswordFind, client: ClientInfo): Promise<void> {
  const user = await findUser(ctx.db, input.userId);
  const email = user?.email;
  if (!user || !email || email.toLowerCase() !== input.email.toLowerCase()) return;
  // Social-login accounts have no portal password to reset; inactive or locked accounts get nothing.
  if (!user.passwordHash || !user.active || user.lockedAt) return;
  const { token, expiresAt } = newResetToken();
  await ctx.mailer.send({
    to: email,
    subject: t("findMailSubject"),
    text: t("findMailBody", { name: user.nameKo, link: resetLink(ctx, token) }),
  });
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await storeResetToken(trx, { token, expiresAt, userId: user.userId, createdBy: null });
    await recordAudit(
      trx,
      { actorId: null, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
      { action: "member.passwordFind", targetType: "user", targetId: user.userId },
    );
  });
}
