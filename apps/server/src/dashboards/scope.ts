/**
 * Tenant isolation of the dashboards (issue 13 "Rules the server enforces"): a member sees only
 * their own company; naming another company's code is refused (403 DASHBOARD_OTHER_COMPANY) and
 * written to the audit log; administrators (A) see every company; a member without a company gets
 * the empty state. Importing and rolling back: M of that company and A only.
 */
import type { FastifyRequest } from "fastify";
import { recordAudit, sourceOf } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { requireUser } from "../http/session-hooks.ts";

/**
 * The company whose figures `request` may read: `requested` for A (null when A names none), the
 * member's own otherwise (null: no company, the empty state). Throws 401 without a login, 403
 * DASHBOARD_OTHER_COMPANY (audited) when a member names another company.
 */
export async function readableCompany(
  ctx: AppContext,
  request: FastifyRequest,
  requested: string | undefined,
): Promise<string | null> {
  const user = requireUser(request);
  if (user.role === "A") return requested || null;
  if (requested && requested !== user.companyCode) await refuseOtherCompany(ctx, request, user, requested);
  return user.companyCode || null;
}

async function refuseOtherCompany(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  requested: string,
): Promise<never> {
  await recordAudit(ctx.db, sourceOf(request), {
    action: "dashboard.otherCompany",
    targetType: "company",
    targetId: requested,
    detail: { own: user.companyCode, path: request.routeOptions.url ?? request.url },
  });
  throw new AppError("DASHBOARD_OTHER_COMPANY");
}

/** Whether `user` may import into or roll back `companyCode`'s ledgers (M of it, or A). */
export function canImport(user: User, companyCode: string | null): boolean {
  if (user.role === "A") return companyCode !== null;
  return user.role === "M" && companyCode !== null && user.companyCode === companyCode;
}

/**
 * The company `request` imports into (or rolls back): A names it; M may only name their own
 * (another → 403 DASHBOARD_OTHER_COMPANY, audited); U, D and members without a company → 403
 * IMPORT_NOT_ALLOWED.
 */
export async function importableCompany(
  ctx: AppContext,
  request: FastifyRequest,
  requested: string | undefined,
): Promise<{ user: User; companyCode: string }> {
  const user = requireUser(request);
  const companyCode = await readableCompany(ctx, request, requested);
  if (!companyCode || !canImport(user, companyCode)) throw new AppError("IMPORT_NOT_ALLOWED");
  return { user, companyCode };
}

/** Administrators only (the big-data dashboards); others 403 DASHBOARD_ADMIN_ONLY ('ready soon'). */
export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (user.role !== "A") throw new AppError("DASHBOARD_ADMIN_ONLY");
  return user;
}
