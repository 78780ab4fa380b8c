/**
 * My page (members spec sections 2 "My page", 3 "User (my page)", 4, 5, 8): the member's own data
 * with the state of their company request and alliance application, and the profile edit (the name
 * rule of contract/rules.ts, e-mail pattern, one account per e-mail).
 */
import { type Profile, type ProfileUpdate, t } from "@portal/contract";
import { recordAudit } from "../audit/audit.ts";
import type { ClientInfo } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { findUser, findUserByEmail } from "../users/queries.ts";

async function latestStatus(ctx: AppContext, table: "companyRequests" | "allianceApplications", userId: string) {
  const row = await ctx.db
    .selectFrom(table)
    .select("status")
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** GET /api/me: the member's data as my page shows it. */
export async function getProfile(ctx: AppContext, user: Member): Promise<Profile> {
  const linked = await ctx.db
    .selectFrom("socialAccounts")
    .select("provider")
    .where("userId", "=", user.userId)
    .orderBy("provider")
    .execute();
  return {
    userId: user.userId,
    nameKo: user.nameKo,
    nameEn: user.nameEn,
    email: user.email,
    mobileNo: user.mobileNo,
    telNo: user.telNo,
    faxNo: user.faxNo,
    businessNo: user.businessNo,
    companyCode: user.companyCode,
    companyName: user.companyName,
    role: user.role,
    companyStatus: await latestStatus(ctx, "companyRequests", user.userId),
    allianceStatus: await latestStatus(ctx, "allianceApplications", user.userId),
    socialProvider: user.socialProvider,
    hasPassword: user.passwordHash !== null,
    linkedProviders: linked.map((row) => row.provider),
  };
}

/**
 * PUT /api/me: saves the member's own data and answers with the server message (members spec
 * section 4 "My page save").
 * @throws DUPLICATE_EMAIL (409) when another member uses the e-mail
 */
export async function updateProfile(
  ctx: AppContext,
  user: Member,
  input: ProfileUpdate,
  client: ClientInfo,
): Promise<{ message: string; profile: Profile }> {
  const other = await findUserByEmail(ctx.db, input.email);
  if (other && other.userId !== user.userId) throw new AppError("DUPLICATE_EMAIL", { field: "email" });
  const now = new Date().toISOString();
  try {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await trx
        .updateTable("users")
        .set({
          nameKo: input.nameKo,
          email: input.email,
          nameEn: input.nameEn || null,
          mobileNo: input.mobileNo || null,
          telNo: input.telNo || null,
          faxNo: input.faxNo || null,
          updatedAt: now,
        })
        .where("userId", "=", user.userId)
        .execute();
      await recordAudit(
        trx,
        { actorId: user.userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
        { action: "member.profile", targetType: "user", targetId: user.userId },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DUPLICATE_EMAIL", { field: "email" });
    throw error;
  }
  const updated = await findUser(ctx.db, user.userId);
  if (!updated) throw new AppError("MEMBER_NOT_FOUND");
  return { message: t("profileSaved"), profile: await getProfile(ctx, updated) };
}
