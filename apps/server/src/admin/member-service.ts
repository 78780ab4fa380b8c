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
import { recordAccess } from "../audit/access-log.ts";
import { loginHistory } from "../audit/audit.ts";
import { auditedChange } from "../audit/audited-change.ts";
import { mailResetLink, newResetToken, storeResetToken } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { User } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import { findUser } from "../users/queries.ts";
import { listMembersPage, setMemberLock, setMemberRole } from "./member-queries.ts";

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
 * GET /api/admin/members: search id, name, company and e-mail; filter by role and state (the page
 * and its total: `listMembersPage`). The read is recorded (audit/access-log.ts: the query and the
 * members of the page).
 */
export async function listMembers(ctx: AppContext, admin: AdminActor, query: MemberListQuery): Promise<MemberList> {
  const { rows, total } = await listMembersPage(ctx.db, ctx.dialect, query);
  await recordAccess(ctx, admin, { action: "member.list", memberIds: rows.map((r) => r.userId), filter: query });
  return {
    items: rows.map(presentMember),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The member, never the acting administrator themselves nor a withdrawn member (a tombstone takes no
 * role or lock); undefined when missing or withdrawn. @throws OWN_ACCOUNT
 */
async function otherMember(db: Db, admin: AdminActor, userId: string, own: "memberOwnRole" | "memberOwnLock") {
  const user = await findUser(db, userId);
  if (!user || user.withdrawnAt) return undefined;
  if (user.userId === admin.user.userId) throw new AppError("OWN_ACCOUNT", { detail: t(own) });
  return user;
}

/** PUT /api/admin/members/{userId}/role: takes effect on the member's next request. @throws MEMBER_NOT_FOUND, OWN_ACCOUNT */
export async function changeRole(ctx: AppContext, admin: AdminActor, userId: string, role: Role): Promise<MemberRow> {
  const user = await auditedChange(ctx, admin, {
    read: (trx) => otherMember(trx, admin, userId, "memberOwnRole"),
    missing: "MEMBER_NOT_FOUND",
    write: async (trx, before) => {
      if (before.role !== role) await setMemberRole(trx, before.userId, role, new Date().toISOString());
      return before;
    },
    audit: (before) =>
      before.role === role
        ? []
        : {
            action: "member.role",
            targetType: "user",
            targetId: before.userId,
            detail: { from: before.role, to: role },
          },
  });
  return presentMember({ ...user, role });
}

/**
 * POST /api/admin/members/{userId}/lock and /unlock. Locking ends the member's sessions at once.
 * @throws MEMBER_NOT_FOUND, OWN_ACCOUNT
 */
export async function setLocked(
  ctx: AppContext,
  admin: AdminActor,
  userId: string,
  locked: boolean,
): Promise<MemberRow> {
  const now = new Date().toISOString();
  const user = await auditedChange(ctx, admin, {
    read: (trx) => otherMember(trx, admin, userId, "memberOwnLock"),
    missing: "MEMBER_NOT_FOUND",
    write: async (trx, before) => {
      const lockedAt = locked ? (before.lockedAt ?? now) : null;
      const lockedBy = locked ? (before.lockedBy ?? admin.user.userId) : null;
      await setMemberLock(trx, before.userId, { lockedAt, lockedBy }, now);
      return { ...before, lockedAt, lockedBy };
    },
    audit: (before) => ({
      action: locked ? "member.lock" : "member.unlock",
      targetType: "user",
      targetId: before.userId,
    }),
  });
  return presentMember(user);
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
  await auditedChange(ctx, admin, {
    write: async (trx) => {
      await storeResetToken(trx, { token, expiresAt, userId: user.userId, createdBy: admin.user.userId });
      return true;
    },
    audit: () => ({ action: "member.passwordResetLink", targetType: "user", targetId: user.userId }),
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
