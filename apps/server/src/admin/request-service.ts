/**
 * The approval queues: company registration requests (a member asks to be a company member) and
 * alliance applications (a company member applies for the consortium alliance, members spec
 * sections 4–6). Members submit; administrators approve or refuse once. Approving a company
 * request creates (or finds) the company by business number and attaches the member to it;
 * approving an alliance application marks the company as an alliance member. Every decision is
 * written with its audit entry in one transaction (`auditedChange`); the statements are in
 * `request-queries.ts`.
 */
import {
  type AllianceApplication,
  type AllianceWrite,
  type AuditAction,
  type CompanyRequest,
  type CompanyRequestWrite,
  type RequestListQuery,
  t,
} from "@portal/contract";
import { recordAccess } from "../audit/access-log.ts";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { RequestStatus } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { queueNotification, wakeJobs } from "../jobs/notify.ts";
import {
  attachMember,
  companyFor,
  decideEntry,
  findAllianceApplication,
  findCompanyRequest,
  insertAllianceApplication,
  insertCompanyRequest,
  joinAlliance,
  listQueuePage,
  type Queue,
} from "./request-queries.ts";

const page = <T>(items: T[], total: number, query: RequestListQuery) => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** GET /api/admin/company-requests: pending first, then newest (the read is recorded). */
export async function listCompanyRequests(ctx: AppContext, admin: AdminActor, query: RequestListQuery) {
  const { rows, total } = await listQueuePage(ctx.db, "companyRequests", query);
  await recordAccess(ctx, admin, {
    action: "companyRequest.list",
    memberIds: rows.map((r) => r.userId),
    filter: query,
  });
  return page(rows as CompanyRequest[], total, query);
}

/** GET /api/admin/alliance-applications: pending first, then newest (the read is recorded). */
export async function listAllianceApplications(ctx: AppContext, admin: AdminActor, query: RequestListQuery) {
  const { rows, total } = await listQueuePage(ctx.db, "allianceApplications", query);
  await recordAccess(ctx, admin, { action: "alliance.list", memberIds: rows.map((r) => r.userId), filter: query });
  return page(rows as unknown as AllianceApplication[], total, query);
}

/** A decision on one queue entry: what it does besides marking the entry, and its audit entry. */
interface Decision<Row, Result> {
  read: (db: Db, id: number) => Promise<Row | undefined>;
  status: RequestStatus;
  reason?: string;
  /** What the decision changes besides the entry (approvals). */
  apply: (trx: Db, row: Row, now: string) => Promise<Result>;
  action: AuditAction;
  detail: (row: Row, result: Result) => Record<string, unknown>;
}

/**
 * Marks a pending entry decided and applies the decision, audited; only one decision ever wins.
 * @throws REQUEST_NOT_FOUND, ALREADY_DECIDED
 */
async function decide<Row, Result>(
  ctx: AppContext,
  admin: AdminActor,
  queue: Queue,
  id: number,
  decision: Decision<Row, Result>,
) {
  const decidedAt = new Date().toISOString();
  const entry = { status: decision.status, reason: decision.reason || null, decidedAt, decidedBy: admin.user.userId };
  await auditedChange(ctx, admin, {
    read: (trx) => decision.read(trx, id),
    missing: "REQUEST_NOT_FOUND",
    write: async (trx, row) =>
      (await decideEntry(trx, queue, id, entry)) ? { done: await decision.apply(trx, row, decidedAt) } : undefined,
    refused: async () => new AppError("ALREADY_DECIDED"),
    audit: (row, result) => ({
      action: decision.action,
      targetType: queue === "companyRequests" ? "companyRequest" : "allianceApplication",
      targetId: String(id),
      detail: decision.detail(row, result.done),
    }),
  });
}

/** POST /api/admin/company-requests/{id}/approve: attaches the member to the company. */
export async function approveCompanyRequest(ctx: AppContext, admin: AdminActor, id: number): Promise<void> {
  await decide(ctx, admin, "companyRequests", id, {
    read: findCompanyRequest,
    status: "approved",
    apply: async (trx, request, now) => {
      const company = await companyFor(trx, request.businessNo, request.companyName, now);
      await attachMember(trx, request.userId, { ...company, businessNo: request.businessNo }, now);
      return company;
    },
    action: "companyRequest.approve",
    detail: (request, company) => ({
      userId: request.userId,
      companyCode: company.companyCode,
      companyName: company.name,
    }),
  });
}

/** POST /api/admin/alliance-applications/{id}/approve: the company joins the alliance. */
export async function approveAlliance(ctx: AppContext, admin: AdminActor, id: number): Promise<void> {
  await decide(ctx, admin, "allianceApplications", id, {
    read: findAllianceApplication,
    status: "approved",
    apply: (trx, application, now) =>
      joinAlliance(trx, { companyCode: application.companyCode, name: application.companyName }, now),
    action: "alliance.approve",
    detail: (application) => ({ userId: application.userId, companyCode: application.companyCode }),
  });
}

/** POST …/{id}/refuse on either queue, with an optional reason. */
export async function refuseRequest(
  ctx: AppContext,
  admin: AdminActor,
  queue: Queue,
  id: number,
  reason: string | undefined,
): Promise<void> {
  const read = queue === "companyRequests" ? findCompanyRequest : findAllianceApplication;
  await decide(ctx, admin, queue, id, {
    read: read as (db: Db, id: number) => Promise<{ userId: string } | undefined>,
    status: "refused",
    reason,
    apply: async () => undefined,
    action: queue === "companyRequests" ? "companyRequest.refuse" : "alliance.refuse",
    detail: (row) => ({ userId: row.userId, ...(reason ? { reason } : {}) }),
  });
}

/**
 * Runs a submission's insert with the administrators' notification queued in the same transaction (the
 * job exists exactly when the entry does; issue 40: 기업 회원 등록 요청, 제휴 참여 신청); the partial
 * unique index "one pending per member" (migration 0008) refuses a second one while one waits, also
 * under parallel submissions. @throws PENDING_EXISTS
 */
async function oncePending(
  ctx: AppContext,
  kind: "companyRequest" | "allianceApplication",
  insert: (trx: Db) => Promise<number>,
): Promise<number> {
  try {
    const id = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      const created = await insert(trx);
      await queueNotification(
        trx,
        kind === "companyRequest"
          ? { kind, key: `companyRequest:${created}`, requestId: created }
          : { kind, key: `allianceApplication:${created}`, applicationId: created },
      );
      return created;
    });
    wakeJobs(ctx);
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("PENDING_EXISTS");
    throw error;
  }
}

/**
 * POST /api/me/company-request: queues the member's company registration request (the business
 * number's check digit is checked by the schema); the administrators are told.
 * @throws BUSINESS_NO_OWN when the member already belongs to that company, PENDING_EXISTS
 */
export async function submitCompanyRequest(
  ctx: AppContext,
  member: Member,
  input: CompanyRequestWrite,
): Promise<number> {
  if (member.companyCode && member.businessNo === input.businessNo) throw new AppError("BUSINESS_NO_OWN");
  return oncePending(ctx, "companyRequest", (trx) => insertCompanyRequest(trx, member.userId, input));
}

/**
 * POST /api/me/alliance: only members with a company code may apply (members spec sections 5, 6); the
 * administrators are told.
 * @throws FORBIDDEN (allianceCompanyOnly), PENDING_EXISTS
 */
export async function submitAlliance(ctx: AppContext, member: Member, input: AllianceWrite): Promise<number> {
  const companyCode = member.companyCode;
  if (!companyCode) throw new AppError("FORBIDDEN", { detail: t("allianceCompanyOnly") });
  return oncePending(ctx, "allianceApplication", (trx) =>
    insertAllianceApplication(trx, member.userId, companyCode, input),
  );
}
