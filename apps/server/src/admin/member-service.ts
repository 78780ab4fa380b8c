/**
 * Member administration: list and search members, change a role among U/D/M/A, lock and unlock,
 * send a password reset link, and read a member's login history. An administrator never changes
 * or locks their own account (so the last administrator cannot lock themselves out); nobody else
 * reaches these functions (the /api/admin guard), so no member can raise their own role.
 */
import {
  type AuditList,
  type MemberList,
  type MemberListQuery,
  type MemberRow,
  type MemberState,
  type Role,
  t,
} from "@portal/contract";
import type { SelectQueryBuilder } from "kysely";
import { recordAccess } from "../audit/access-log.ts";
import { type AdminActor, loginHistory, recordAudit } from "../audit/audit.ts";
import { mailResetLink, newResetToken, storeResetToken } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { containsText, writeTransaction } from "../db/dialect.ts";
import type { Database, User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { findUser } from "../users/queries.ts";

const stateOf = (user: Pick<User, "active" | "lockedAt">): MemberState =>
  user.lockedAt ? "locked" : user.active ? "active" : "inactive";

function presentMember(user: User): MemberRow {
  return {
    userId: user.userId,
    nameKo: user.nameKo,
    email: user.email,
    companyCode: user.companyCode,
    companyName: user.companyName,
    role: user.role,
    state: stateOf(user),
    lockedAt: user.lockedAt,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
  };
}

/**
 * GET /api/admin/members: search id, name, company and e-mail; filter by role and state. A page is read
 * in the order of its sort column's index (`users_sort_*`); without a search the total comes from the
 * per role and state counts (`memberCounts`), with one it counts the matching members. The read is
 * recorded (audit/access-log.ts: the query and the members of the page).
 */
export async function listMembers(ctx: AppContext, admin: AdminActor, query: MemberListQuery): Promise<MemberList> {
  let filtered = ctx.db.selectFrom("users");
  const q = query.q;
  if (q) {
    filtered = filtered.where((eb) =>
      eb.or(
        (["userId", "nameKo", "companyName", "email"] as const).map((column) =>
          containsText(ctx.dialect, eb.ref(column), q),
        ),
      ),
    );
  }
  if (query.role) filtered = filtered.where("role", "=", query.role);
  if (query.state === "locked") filtered = filtered.where("lockedAt", "is not", null);
  if (query.state === "active") filtered = filtered.where("lockedAt", "is", null).where("active", "=", 1);
  if (query.state === "inactive") filtered = filtered.where("lockedAt", "is", null).where("active", "=", 0);
  const total = q ? await countAll(filtered) : await countMembers(ctx, query);
  const rows = await filtered
    .selectAll()
    .orderBy(query.sort, query.order)
    .orderBy("userId", "asc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  await recordAccess(ctx, admin, { action: "member.list", memberIds: rows.map((r) => r.userId), filter: query });
  return {
    items: rows.map(presentMember),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The members a searched list matches (counted over the members: a search has no counter). */
async function countAll(query: SelectQueryBuilder<Database, "users", object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Members of the query's role and state, from the counts the triggers keep. */
async function countMembers(ctx: AppContext, query: MemberListQuery): Promise<number> {
  let counts = ctx.db.selectFrom("memberCounts").select((eb) => eb.fn.sum<number>("members").as("total"));
  if (query.role) counts = counts.where("role", "=", query.role);
  if (query.state) counts = counts.where("state", "=", query.state);
  return Number((await counts.executeTakeFirst())?.total ?? 0);
}

/**
 * The member, never the acting administrator themselves nor a withdrawn member (a tombstone takes no
 * role or lock). @throws MEMBER_NOT_FOUND, OWN_ACCOUNT
 */
async function otherMember(ctx: AppContext, admin: AdminActor, userId: string, own: "memberOwnRole" | "memberOwnLock") {
  const user = await findUser(ctx.db, userId);
  if (!user || user.withdrawnAt) throw new AppError("MEMBER_NOT_FOUND");
  if (user.userId === admin.user.userId) throw new AppError("OWN_ACCOUNT", { detail: t(own) });
  return user;
}

/** PUT /api/admin/members/{userId}/role: takes effect on the member's next request. */
export async function changeRole(ctx: AppContext, admin: AdminActor, userId: string, role: Role): Promise<MemberRow> {
  const user = await otherMember(ctx, admin, userId, "memberOwnRole");
  if (user.role !== role) {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await trx
        .updateTable("users")
        .set({ role, updatedAt: new Date().toISOString() })
        .where("userId", "=", user.userId)
        .execute();
      await recordAudit(trx, admin, {
        action: "member.role",
        targetType: "user",
        targetId: user.userId,
        detail: { from: user.role, to: role },
      });
    });
  }
  return presentMember({ ...user, role });
}

/** POST /api/admin/members/{userId}/lock and /unlock. Locking ends the member's sessions at once. */
export async function setLocked(
  ctx: AppContext,
  admin: AdminActor,
  userId: string,
  locked: boolean,
): Promise<MemberRow> {
  const user = await otherMember(ctx, admin, userId, "memberOwnLock");
  const now = new Date().toISOString();
  const lockedAt = locked ? (user.lockedAt ?? now) : null;
  const lockedBy = locked ? (user.lockedBy ?? admin.user.userId) : null;
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await trx
      .updateTable("users")
      .set({ lockedAt, lockedBy, updatedAt: now })
      .where("userId", "=", user.userId)
      .execute();
    if (locked) await trx.deleteFrom("sessions").where("userId", "=", user.userId).execute();
    await recordAudit(trx, admin, {
      action: locked ? "member.lock" : "member.unlock",
      targetType: "user",
      targetId: user.userId,
    });
  });
  return presentMember({ ...user, lockedAt, lockedBy });
}

/**
 * POST /api/admin/members/{userId}/password-reset: mails a single-use link valid 30 minutes.
 * The mail goes first (no database lock is held while a mail server answers); the token and the
 * audit entry are stored together only once it was sent.
 * @throws MEMBER_NOT_FOUND; INVALID_INPUT (memberNoEmail) for a member without an e-mail address
 */
export async function sendResetLink(ctx: AppContext, admin: AdminActor, userId: string) {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError("MEMBER_NOT_FOUND");
  const email = user.email;
  if (!email) throw new AppError("INVALID_INPUT", { detail: t("memberNoEmail"), field: "email" });
  const { token, expiresAt } = newResetToken();
  await mailResetLink(ctx, { ...user, email }, token);
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await storeResetToken(trx, { token, expiresAt, userId: user.userId, createdBy: admin.user.userId });
    await recordAudit(trx, admin, {
      action: "member.passwordResetLink",
      targetType: "user",
      targetId: user.userId,
    });
  });
  return { email, expiresAt };
}

/** GET /api/admin/members/{userId}/logins (the read is recorded). @throws MEMBER_NOT_FOUND */
export async function memberLogins(
  ctx: AppContext,
  admin: AdminActor,
  userId: string,
  page: number,
  pageSize: number,
): Promise<AuditList> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError("MEMBER_NOT_FOUND");
  const history = await loginHistory(ctx.db, user.userId, page, pageSize);
  await recordAccess(ctx, admin, { action: "member.logins", memberIds: [user.userId], filter: { page, pageSize } });
  return history;
}
