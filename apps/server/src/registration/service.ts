/**
 * Sign-up (members spec sections 2 "Sign-up form", 3, 4, 5, 6, 8): the public id, e-mail and
 * business number checks, the sign-up itself and the consent of a member who has not agreed yet.
 *
 * The checks reveal whether an id or e-mail is taken — that is their purpose — so they are limited
 * per source address (http/rate-limit.ts). The sign-up enforces every rule again (schemas in
 * packages/contract/src/members.ts), then writes the member, their consent and an optional company
 * request in one transaction: a refused sign-up leaves nothing behind. One account per e-mail is
 * held by a unique index on lower(email), so two simultaneous sign-ups with one address cannot both win.
 */
import { type BusinessNoAnswer, type CheckAnswer, type Consents, type Registration, t } from "@portal/contract";
import { queueCompanyRequest } from "../admin/index.ts";
import { recordAudit } from "../audit/audit.ts";
import type { ClientInfo } from "../auth/index.ts";
import { assertPasswordAllowed, hashPassword } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { RATE_RULES, takeRateLimit } from "../http/rate-limit.ts";
import { findUser, findUserByEmail, insertUser } from "../users/queries.ts";
import { recordConsent } from "./consents.ts";

/** POST /api/registration/check-id: '{id} is an available id', or 409 'already registered id'. */
export async function checkUserId(ctx: AppContext, userId: string, client: ClientInfo): Promise<CheckAnswer> {
  await takeRateLimit(ctx.db, RATE_RULES.registrationCheck, client.ip);
  if (await findUser(ctx.db, userId)) throw new AppError("DUPLICATE_ID", { field: "userId" });
  return { available: true, message: t("idAvailable", { userId }) };
}

/** POST /api/registration/check-email: '{email} is an available e-mail', or 409 'e-mail already in use'. */
export async function checkEmail(ctx: AppContext, email: string, client: ClientInfo): Promise<CheckAnswer> {
  await takeRateLimit(ctx.db, RATE_RULES.registrationCheck, client.ip);
  if (await findUserByEmail(ctx.db, email)) throw new AppError("DUPLICATE_EMAIL", { field: "email" });
  return { available: true, message: t("emailAvailable", { email }) };
}

/**
 * POST /api/registration/check-business-no: the check digit is checked by the schema; the answer
 * says whether a company of the portal already has the number (a request then joins it).
 * @throws BUSINESS_NO_OWN when the signed-in member already belongs to that company
 */
export async function checkBusinessNo(
  ctx: AppContext,
  businessNo: string,
  client: ClientInfo,
  user: User | null,
): Promise<BusinessNoAnswer> {
  await takeRateLimit(ctx.db, RATE_RULES.registrationCheck, client.ip);
  if (user?.companyCode && user.businessNo === businessNo)
    throw new AppError("BUSINESS_NO_OWN", { field: "businessNo" });
  const company = await ctx.db
    .selectFrom("companies")
    .select("name")
    .where("businessNo", "=", businessNo)
    .executeTakeFirst();
  return {
    businessNo,
    companyName: company?.name ?? null,
    message: company ? t("businessNoRegistered", { name: company.name }) : t("businessNoAvailable"),
  };
}

/** Refuses a taken id or e-mail with the spec's message (inside the sign-up transaction). */
async function assertFree(db: Db, input: Pick<Registration, "userId" | "email">): Promise<void> {
  if (await findUser(db, input.userId)) throw new AppError("DUPLICATE_ID", { field: "userId" });
  if (await findUserByEmail(db, input.email)) throw new AppError("DUPLICATE_EMAIL", { field: "email" });
}

/**
 * POST /api/registration: creates a member with role U (nationality KR, language KO, active),
 * their consent, and — with the company option — a pending company registration request.
 * @throws INVALID_INPUT (schema, the password rule's reason), DUPLICATE_ID / DUPLICATE_EMAIL (409),
 *   RATE_LIMITED (429)
 */
export async function register(
  ctx: AppContext,
  input: Registration,
  client: ClientInfo,
): Promise<{ userId: string; message: string }> {
  await assertPasswordAllowed(input.password, input.userId, "password");
  await takeRateLimit(ctx.db, RATE_RULES.registration, client.ip);
  const passwordHash = await hashPassword(input.password);
  const orNull = (value: string) => value || null;
  try {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await assertFree(trx, input);
      const now = new Date().toISOString();
      await insertUser(trx, {
        userId: input.userId,
        passwordHash,
        nameKo: input.nameKo,
        nameEn: orNull(input.nameEn),
        email: input.email,
        telNo: orNull(input.telNo),
        mobileNo: orNull(input.mobileNo),
        faxNo: orNull(input.faxNo),
        salesUserName: orNull(input.salesUserName),
        role: "U",
        nationality: "KR",
        language: "KO",
        active: 1,
        termsAgreedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await recordConsent(trx, input.userId, input.consents, client.ip, now);
      if (input.company) await queueCompanyRequest(trx, input.userId, input.company);
      await recordAudit(
        trx,
        { actorId: input.userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
        {
          action: "member.register",
          targetType: "user",
          targetId: input.userId,
          detail: {
            consents: consentFlags(input.consents),
            ...(input.company ? { businessNo: input.company.businessNo } : {}),
          },
        },
      );
    });
  } catch (error) {
    // A sign-up that raced another one past the checks: the unique index decides, name the field.
    if (isUniqueViolation(error)) {
      await assertFree(ctx.db, input);
      throw new AppError("CONFLICT", { detail: t("registerFailed") });
    }
    throw error;
  }
  return { userId: input.userId, message: t(input.company ? "registerDoneCompany" : "registerDone") };
}

const consentFlags = (c: Consents) => ({
  use: c.use,
  personal: c.personal,
  location: c.location,
  promotion: c.promotion,
});

/**
 * POST /api/me/consents: the signed-in member (pending or not) agrees to the terms; afterwards the
 * session counts as a member's.
 */
export async function agreeToTerms(ctx: AppContext, user: User, consents: Consents, client: ClientInfo): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await recordConsent(trx, user.userId, consents, client.ip);
    await recordAudit(
      trx,
      { actorId: user.userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
      { action: "member.consent", targetType: "user", targetId: user.userId, detail: consentFlags(consents) },
    );
  });
}
