/**
 * The first administrator: from ADMIN_ID / ADMIN_PASSWORD (and ADMIN_EMAIL), or with a generated password printed
 * once to the console at first start. Does nothing when an administrator exists, also when
 * another process starting at the same time has just created it.
 */
import { randomBytes } from "node:crypto";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import { hasAdministrator, insertUser } from "../members/queries.ts";
import { hashPassword } from "./passwords.ts";

/** Creates the first administrator unless one exists; prints a generated password once. */
export async function ensureAdministrator(ctx: AppContext, print: (line: string) => void): Promise<void> {
  if (await hasAdministrator(ctx.db)) return;
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
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (generated) {
    print(
      `First administrator created: id "${ctx.config.adminId}", password "${password}" (shown once; change it after login).`,
    );
  }
}
