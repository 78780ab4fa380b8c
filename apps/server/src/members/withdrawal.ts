/**
 * 회원 탈퇴, member withdrawal from my page (issue 24 §4; docs/members.md "Withdrawal"). The
 * member proves it is them: the password again (a wrong one counts as a login failure, like the
 * re-check), or, for a member who joined by a social login and has no password, the phrase
 * `WITHDRAWAL_PHRASE` typed exactly. Administrators cannot withdraw (their role is changed first).
 *
 * Then ONE write transaction: a conditional UPDATE claims the row (`withdrawnAt is null`), so of
 * any number of parallel requests exactly one withdraws and the others answer the same success
 * without touching anything; the winner, under that row lock, clears every personal field of the
 * row (which stays as a tombstone keeping the login id, never registered again), deletes what was
 * the member's alone (sessions, consents, social links, reset links, requests, load plans,
 * favourites, queued mail to them), puts the neutral name '탈퇴한 회원' on what stays for others
 * (posts, comments, notes, deals), closes their open deals, cancels their coming reservations with
 * their seats released, writes the audit entry and the erasure ledger's row (login id and time only).
 * Nothing of it is visible until the commit. After it, `settleErasure` leaves no byte of the erased
 * values in the database files (issue 43 §4); `reapplyErasures` erases again, in a restored copy,
 * every member of the ledger (docs/operations.md "Erasure").
 */
import { t, WITHDRAWAL_PHRASE, type Withdrawal } from "@portal/contract";
import { sql } from "kysely";
import { recordAudit } from "../audit/audit.ts";
import type { ClientInfo } from "../auth/index.ts";
import { checkPassword } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { containsText, writeTransaction } from "../db/dialect.ts";
import { settleErasure } from "../db/erasure.ts";
import type { Database, User } from "../db/schema.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { withdrawFromNotes } from "../notes/index.ts";
import { withdrawFromNotifications } from "../notifications/index.ts";
import { changePosts } from "../posts/index.ts";
import { withdrawFromReservations } from "../reservations/index.ts";
import { withdrawFromTrade } from "../trade/index.ts";

/** The tables a withdrawal writes personal data out of (PostgreSQL VACUUMs them afterwards). */
export const WITHDRAWAL_TABLES: readonly (keyof Database)[] = [
  "users",
  "sessions",
  "passwordResetTokens",
  "userConsents",
  "socialAccounts",
  "companyRequests",
  "allianceApplications",
  "loadingPlans",
  "jobs",
  "posts",
  "comments",
  "pageVersions",
  "notes",
  "noteRecipients",
  "noteContacts",
  "deals",
  "dealComments",
  "erasureLedger",
  "recoveryCodes",
  "notifications",
  "notificationPreferences",
  "boardSubscriptions",
  "pushSubscriptions",
];

/** One row of the erasure ledger: who was erased (login id), when (ISO) and by what. */
export interface ErasureEntry {
  userId: string;
  erasedAt: string;
  kind: string;
}

/**
 * POST /api/me/withdrawal. Resolves with the done message, also for a member already withdrawn
 * by a parallel request. The withdrawing request then settles the erasure (checkpoint / VACUUM)
 * after its answer; a failure of that goes to `log` (the values then stay until the next one).
 * @throws WITHDRAW_ADMIN (403), INVALID_INPUT (400, no password), PASSWORD_WRONG (400),
 *   WITHDRAW_PHRASE_WRONG (400), ACCOUNT_LOCKED (429)
 */
export async function withdraw(
  ctx: AppContext,
  user: Member,
  input: Withdrawal,
  client: ClientInfo,
  log: { error: (details: object, message: string) => void },
): Promise<{ message: string }> {
  if (user.role === "A") throw new AppError("WITHDRAW_ADMIN");
  if (user.passwordHash) {
    if (!input.password) throw invalidInput("password", "recheckEnter");
    await checkPassword(ctx, user, input.password, client);
  } else if (input.confirmPhrase !== WITHDRAWAL_PHRASE) {
    throw new AppError("WITHDRAW_PHRASE_WRONG", { field: "confirmPhrase" });
  }
  const erased = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const entry = { userId: user.userId, erasedAt: new Date().toISOString(), kind: "withdrawal" };
    if (!(await eraseOnce(ctx, trx, entry))) return false;
    await recordAudit(
      trx,
      { actorId: user.userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null },
      { action: "member.withdraw", targetType: "user", targetId: user.userId },
    );
    return true;
  });
  if (erased) {
    settleErasure(ctx, WITHDRAWAL_TABLES).catch((error: unknown) =>
      log.error({ err: error }, "erasure settling failed after a withdrawal"),
    );
  }
  return { message: t("withdrawDone") };
}

/**
 * Claims member `entry.userId` (a conditional UPDATE: only a row not yet withdrawn), erases it and
 * writes its ledger row. Resolves false, touching nothing, when the member is already withdrawn or absent.
 */
async function eraseOnce(ctx: AppContext, trx: Db, entry: ErasureEntry): Promise<boolean> {
  const claimed = await trx
    .updateTable("users")
    .set({ withdrawnAt: entry.erasedAt, active: 0, updatedAt: entry.erasedAt })
    .where("userId", "=", entry.userId)
    .where("withdrawnAt", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return false;
  await eraseMember(ctx, trx, claimed, new Date(entry.erasedAt));
  await trx
    .insertInto("erasureLedger")
    .values(entry)
    .onConflict((oc) => oc.column("userId").doNothing())
    .execute();
  return true;
}

/** The erasure ledger of `db`, oldest first (what a restore re-applies; no personal data). */
export async function readErasureLedger(db: Db): Promise<ErasureEntry[]> {
  return db.selectFrom("erasureLedger").select(["userId", "erasedAt", "kind"]).orderBy("id").execute();
}

/**
 * Erases again, in the database of `ctx` (a restored backup, before the portal starts on it), every
 * member of `ledger` (read from the live database with `readErasureLedger`) that the copy still holds,
 * one transaction per member, then settles the erasure in the files. Members already erased in the copy
 * are left as they are. Resolves with how many members were erased again. Called by the restore
 * (docs/operations.md "Erasure").
 */
export async function reapplyErasures(ctx: AppContext, ledger: readonly ErasureEntry[]): Promise<number> {
  let erased = 0;
  for (const entry of ledger) {
    if (await writeTransaction(ctx.db, ctx.dialect, (trx) => eraseOnce(ctx, trx, entry))) erased += 1;
  }
  if (erased > 0) await settleErasure(ctx, WITHDRAWAL_TABLES);
  return erased;
}

/** Everything the withdrawal does to the data of `member` (the row as read under its lock). */
async function eraseMember(ctx: AppContext, trx: Db, member: User, now: Date): Promise<void> {
  const { userId } = member;
  const neutral = t("withdrawnMemberName");
  const iso = now.toISOString();
  await changePosts(trx, { kind: "author", authorId: userId, name: neutral });
  await trx.updateTable("comments").set({ authorName: neutral }).where("authorId", "=", userId).execute();
  await trx.updateTable("pageVersions").set({ createdByName: neutral }).where("createdById", "=", userId).execute();
  await withdrawFromNotes(trx, userId, member.nameKo, neutral, iso);
  await withdrawFromNotifications(trx, userId, neutral);
  await withdrawFromTrade(trx, userId, neutral, iso);
  await withdrawFromReservations(trx, userId, now);
  await trx.deleteFrom("loadingPlans").where("userId", "=", userId).execute();
  for (const table of [
    "sessions",
    "passwordResetTokens",
    "userConsents",
    "socialAccounts",
    "companyRequests",
    "allianceApplications",
    "recoveryCodes",
  ] as const) {
    await trx.deleteFrom(table).where("userId", "=", userId).execute();
  }
  if (member.email) await deleteMailTo(ctx, trx, member.email);
  await trx
    .updateTable("users")
    .set({
      nameKo: neutral,
      nameEn: null,
      email: null,
      mobileNo: null,
      telNo: null,
      faxNo: null,
      businessNo: null,
      companyCode: null,
      companyName: null,
      passwordHash: null,
      socialProvider: null,
      salesUserName: null,
      role: "U",
      termsAgreedAt: null,
      failedLogins: 0,
      lockedUntil: null,
      lastLoginAt: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    })
    .where("userId", "=", userId)
    .execute();
}

/** Deletes the queued and sent mail jobs addressed to `email` (their payload holds the address and name). */
async function deleteMailTo(ctx: AppContext, trx: Db, email: string): Promise<void> {
  const jobs = await trx
    .selectFrom("jobs")
    .select(["id", "payload"])
    .where("kind", "=", "mail")
    .where(containsText(ctx.dialect, sql.ref("payload"), email))
    .execute();
  const address = email.toLowerCase();
  const ids = jobs
    .filter((job) => {
      const to = (JSON.parse(job.payload) as { to?: string | string[] }).to;
      return [to ?? []].flat().some((one) => one.toLowerCase() === address);
    })
    .map((job) => job.id);
  if (ids.length > 0) await trx.deleteFrom("jobs").where("id", "in", ids).execute();
}
