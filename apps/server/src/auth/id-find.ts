/**
 * 아이디 찾기, id find (issue 24 §4): a visitor gives a name and an e-mail; when they belong to the
 * same active member (the e-mail without letter case, the name without letter case and with its
 * spaces collapsed), the member's login id is mailed to that address — for a member who joined by a
 * social login, the mail names the provider to log in with. The answer, its status and its path are
 * the same whether or not anything matched (no account enumeration): the request is validated,
 * counted against the limits (per address, and per e-mail under its sha256 so no address is stored
 * in the counters), answered, and only then looked up and mailed (`account-mail.ts`).
 */
import { createHash } from "node:crypto";
import { type IdFind, type OAuthProvider, PROVIDER_LABELS, t } from "@portal/contract";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { RATE_RULES, takeRateLimit } from "../http/rate-limit.ts";
import { findUserByEmail } from "../users/queries.ts";
import { mailAfterAnswer } from "./account-mail.ts";
import type { ClientInfo } from "./service.ts";

const LOGIN_PATH = "/app/FUL/Login";

/** A name as compared: trimmed, single spaces, lower case (Latin names are typed in any case). */
const comparable = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * POST /api/auth/id-find. Always answers 'idFindSent' for a valid request.
 * @throws LOGOUT_REQUIRED (403) for a signed-in member, RATE_LIMITED (429)
 */
export async function requestIdFind(
  ctx: AppContext,
  input: IdFind,
  client: ClientInfo,
  signedIn: boolean,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  if (signedIn) throw new AppError("LOGOUT_REQUIRED");
  await takeRateLimit(ctx.db, RATE_RULES.idFindAddress, client.ip);
  const emailKey = createHash("sha256").update(input.email.toLowerCase()).digest("hex");
  await takeRateLimit(ctx.db, RATE_RULES.idFindEmail, emailKey);
  mailAfterAnswer(() => mailIfMatch(ctx, input, client), log, "id find mail failed");
  return { message: t("idFindSent") };
}

/** The mail text for `user`: the id, or for a social-only member the provider too. */
function mailText(ctx: AppContext, user: User): string {
  const link = new URL(LOGIN_PATH, ctx.config.publicUrl).toString();
  const provider = user.socialProvider as OAuthProvider | null;
  if (!user.passwordHash && provider && provider in PROVIDER_LABELS) {
    return t("idFindMailSocial", {
      name: user.nameKo,
      provider: t(PROVIDER_LABELS[provider]),
      userId: user.userId,
      link,
    });
  }
  return t("idFindMailBody", { name: user.nameKo, userId: user.userId, link });
}

/** Looks the pair up and, when it matches an active member, mails the id. */
async function mailIfMatch(ctx: AppContext, input: IdFind, client: ClientInfo): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.email || !user.active || user.lockedAt || user.withdrawnAt) return;
  if (comparable(user.nameKo) !== comparable(input.name)) return;
  await ctx.mailer.send({ to: user.email, subject: t("idFindMailSubject"), text: mailText(ctx, user) });
  await recordAudit(
    ctx.db,
    { actorId: null, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
    { action: "member.idFind", targetType: "user", targetId: user.userId },
  );
}
