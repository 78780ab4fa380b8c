/**
 * The first administrator: from ADMIN_ID / ADMIN_PASSWORD (and ADMIN_EMAIL), or with a generated password printed
 * once to the console at first start. Created only once: when an administrator exists (also when another
 * process starting at the same time has just created it), nothing changes, and ADMIN_PASSWORD is ignored —
 * a password changed on my page is never reset by a restart (README, docs/operations.md).
 */
import { randomBytes } from "node:crypto";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import { insertUser } from "../users/queries.ts";
import { hashPassword } from "./passwords.ts";

/** The start-up summary's line about an existing administrator `userId`. */
function existingLine(ctx: AppContext, userId: string): string {
  return ctx.config.adminPassword === undefined
    ? `administrator  ${userId} (exists)`
    : `administrator  ${userId} (exists; ADMIN_PASSWORD ignored: it sets only the first administrator's password; change the password on 마이페이지)`;
}

/**
 * Creates the first administrator unless one exists. Returns the start-up summary's line about the
 * administrator: created with ADMIN_PASSWORD, created with a generated password (shown in the line,
 * once), or existing (saying that ADMIN_PASSWORD, when set, was ignored).
 */
export async function ensureAdministrator(ctx: AppContext): Promise<string> {
  const existing = await ctx.db.selectFrom("users").select("userId").where("role", "=", "A").executeTakeFirst();
  if (existing) return existingLine(ctx, existing.userId);
  const generated = ctx.config.adminPassword === undefined;
  const password = ctx.config.adminPassword ?? `${randomBytes(9).toString("base64url")}!9`;
  const user = {
    userId: ctx.config.adminId,
    passwordHash: await hashPassword(password),
    nameKo: "관리자",
    email: ctx.config.adminEmail,
    role: "A",
  } as const;
  try {
    await insertUser(ctx.db, user);
  } catch (error) {
    // Several app processes starting together on one database: another one created it.
    if (isUniqueViolation(error)) return existingLine(ctx, user.userId);
    throw error;
  }
  return generated
    ? `administrator  ${user.userId} (created with the password "${password}", shown once; change it on 마이페이지)`
    : `administrator  ${user.userId} (created with the password from ADMIN_PASSWORD)`;
}
