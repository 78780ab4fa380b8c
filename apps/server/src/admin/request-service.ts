/**
 * The approval queues: company registration requests (a member asks to be a company member) and
 * alliance applications (a company member applies for the consortium alliance, members spec
 * sections 4–6). Members submit; administrators approve or refuse once. Approving a company
 * request creates (or finds) the company by business number and attaches the member to it;
 * approving an alliance application marks the company as an alliance member.
 */
import {
  type AllianceApplication,
  type AllianceWrite,
  type CompanyRequest,
  type CompanyRequestWrite,
  type RequestListQuery,
  t,
} from "@portal/contract";
import { recordAccess } from "../audit/access-log.ts";
import { type AdminActor, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { RequestStatus, User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";

type Queue = "companyRequests" | "allianceApplications";

const page = <T>(items: T[], total: number, query: RequestListQuery) => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** One page of a request queue, pending entries first, then newest, with the member's name. */
async function listQueue(ctx: AppContext, queue: Queue, query: RequestListQuery) {
  let filtered = ctx.db
    .selectFrom(`${queue} as r` as "companyRequests as r")
    .innerJoin("users as u", "u.userId", "r.userId");
  if (query.status) filtered = filtered.where("r.status", "=", query.status);
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  const rows = await filtered
    .selectAll("r")
    .select("u.nameKo")
    .orderBy((eb) => eb.case().when("r.status", "=", "pending").then(0).else(1).end())
    .orderBy("r.createdAt", "desc")
    .orderBy("r.id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(count?.total ?? 0) };
}

/** GET /api/admin/company-requests: pending first, then newest (the read is recorded). */
export async function listCompanyRequests(ctx: AppContext, admin: AdminActor, query: RequestListQuery) {
  const { rows, total } = await listQueue(ctx, "companyRequests", query);
  await recordAccess(ctx, admin, {
    action: "companyRequest.list",
    memberIds: rows.map((r) => r.userId),
    filter: query,
  });
  return page(rows as CompanyRequest[], total, query);
}

/** GET /api/admin/alliance-applications: pending first, then newest (the read is recorded). */
export async function listAllianceApplications(ctx: AppContext, admin: AdminActor, query: RequestListQuery) {
  const { rows, total } = await listQueue(ctx, "allianceApplications", query);
  await recordAccess(ctx, admin, { action: "alliance.list", memberIds: rows.map((r) => r.userId), filter: query });
  return page(rows as unknown as AllianceApplication[], total, query);
}

/** Marks a pending entry decided; only one decision ever wins. @throws REQUEST_NOT_FOUND, ALREADY_DECIDED */
async function decide(db: Db, queue: Queue, id: number, status: RequestStatus, admin: AdminActor, reason?: string) {
  const row = await db.selectFrom(queue).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("REQUEST_NOT_FOUND");
  const result = await db
    .updateTable(queue)
    .set({ status, reason: reason || null, decidedAt: new Date().toISOString(), decidedBy: admin.user.userId })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError("ALREADY_DECIDED");
  return row;
}

/**
 * Finds the company of `businessNo` or creates it with code "C" + the number; two approvals at once
 * for one number create it once (the insert yields to the key, then the row is read).
 */
async function companyFor(db: Db, businessNo: string, name: string, now: string) {
  const found = await db.selectFrom("companies").selectAll().where("businessNo", "=", businessNo).executeTakeFirst();
  if (found) return found;
  const company = { companyCode: `C${businessNo}`, name, businessNo, allianceAt: null, createdAt: now, updatedAt: now };
  await db
    .insertInto("companies")
    .values(company)
    .onConflict((oc) => oc.column("companyCode").doNothing())
    .execute();
  return db
    .selectFrom("companies")
    .selectAll()
    .where("companyCode", "=", company.companyCode)
    .executeTakeFirstOrThrow();
}

/** POST /api/admin/company-requests/{id}/approve: attaches the member to the company. */
export async function approveCompanyRequest(ctx: AppContext, admin: AdminActor, id: number): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const request = await decide(trx, "companyRequests", id, "approved", admin);
    const now = new Date().toISOString();
    const company = await companyFor(trx, request.businessNo, request.companyName, now);
    await trx
      .updateTable("users")
      .set({
        companyCode: company.companyCode,
        companyName: company.name,
        businessNo: request.businessNo,
        updatedAt: now,
      })
      .where("userId", "=", request.userId)
      .execute();
    await recordAudit(trx, admin, {
      action: "companyRequest.approve",
      targetType: "companyRequest",
      targetId: String(id),
      detail: { userId: request.userId, companyCode: company.companyCode, companyName: company.name },
    });
  });
}

/** POST /api/admin/alliance-applications/{id}/approve: the company joins the alliance. */
export async function approveAlliance(ctx: AppContext, admin: AdminActor, id: number): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const application = await decide(trx, "allianceApplications", id, "approved", admin);
    const now = new Date().toISOString();
    await trx
      .insertInto("companies")
      .values({
        companyCode: application.companyCode,
        name: application.companyName,
        businessNo: null,
        allianceAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column("companyCode").doUpdateSet({ allianceAt: now, updatedAt: now }))
      .execute();
    await recordAudit(trx, admin, {
      action: "alliance.approve",
      targetType: "allianceApplication",
      targetId: String(id),
      detail: { userId: application.userId, companyCode: application.companyCode },
    });
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
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const row = await decide(trx, queue, id, "refused", admin, reason);
    await recordAudit(trx, admin, {
      action: queue === "companyRequests" ? "companyRequest.refuse" : "alliance.refuse",
      targetType: queue === "companyRequests" ? "companyRequest" : "allianceApplication",
      targetId: String(id),
      detail: { userId: row.userId, ...(reason ? { reason } : {}) },
    });
  });
}

/**
 * Runs a submission's insert; the partial unique index "one pending per member" (migration 0008)
 * refuses a second one while one waits, also under parallel submissions. @throws PENDING_EXISTS
 */
async function oncePending<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("PENDING_EXISTS");
    throw error;
  }
}

/** Inserts a pending company request for `userId` in the caller's transaction; returns its id. */
export async function queueCompanyRequest(db: Db, userId: string, input: CompanyRequestWrite): Promise<number> {
  const row = await db
    .insertInto("companyRequests")
    .values({
      userId,
      ...input,
      reason: null,
      createdAt: new Date().toISOString(),
      decidedAt: null,
      decidedBy: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * POST /api/me/company-request: queues the member's company registration request (the business
 * number's check digit is checked by the schema).
 * @throws BUSINESS_NO_OWN when the member already belongs to that company, PENDING_EXISTS
 */
export async function submitCompanyRequest(ctx: AppContext, user: User, input: CompanyRequestWrite): Promise<number> {
  if (user.companyCode && user.businessNo === input.businessNo) throw new AppError("BUSINESS_NO_OWN");
  return oncePending(() => queueCompanyRequest(ctx.db, user.userId, input));
}

/**
 * POST /api/me/alliance: only members with a company code may apply (members spec sections 5, 6).
 * @throws FORBIDDEN (allianceCompanyOnly), PENDING_EXISTS
 */
export async function submitAlliance(ctx: AppContext, user: User, input: AllianceWrite): Promise<number> {
  const companyCode = user.companyCode;
  if (!companyCode) throw new AppError("FORBIDDEN", { detail: t("allianceCompanyOnly") });
  return oncePending(async () => {
    const row = await ctx.db
      .insertInto("allianceApplications")
      .values({
        userId: user.userId,
        companyCode,
        ...input,
        reason: null,
        createdAt: new Date().toISOString(),
        decidedAt: null,
        decidedBy: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
