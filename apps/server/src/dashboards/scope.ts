/**
 * Tenant isolation of the dashboards (issue 13 "Rules the server enforces"): a member sees only
 * their own company; naming another company's code is refused (403 DASHBOARD_OTHER_COMPANY) and
 * written to the audit log; administrators (A) see every company; a member without a company gets
 * the empty state. Importing and rolling back: M of that company and A only.
 */
import { type AuditSource, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";

/** A member reading dashboards, with the request's address and route (for the audit of a refusal). */
export interface DashboardReader extends AuditSource {
  user: Member;
  path: string;
}

/**
 * The company whose figures `reader` may read: `requested` for A (null when A names none), the
 * member's own otherwise (null: no company, the empty state). Throws 403 DASHBOARD_OTHER_COMPANY
 * (audited) when a member names another company.
 */
export async function readableCompany(
  ctx: AppContext,
  reader: DashboardReader,
  requested: string | undefined,
): Promise<string | null> {
  const { user } = reader;
  if (user.role === "A") return requested || null;
  if (requested && requested !== user.companyCode) await refuseOtherCompany(ctx, reader, requested);
  return user.companyCode || null;
}

async function refuseOtherCompany(ctx: AppContext, reader: DashboardReader, requested: string): Promise<never> {
  await recordAudit(ctx.db, reader, {
    action: "dashboard.otherCompany",
    targetType: "company",
    targetId: requested,
    detail: { own: reader.user.companyCode, path: reader.path },
  });
  throw new AppError("DASHBOARD_OTHER_COMPANY");
}

/** Whether `user` may import into or roll back `companyCode`'s ledgers (M of it, or A). */
export function canImport(user: Member, companyCode: string | null): boolean {
  if (user.role === "A") return companyCode !== null;
  return user.role === "M" && companyCode !== null && user.companyCode === companyCode;
}

/**
 * The company `reader` imports into (or rolls back): A names it; M may only name their own
 * (another → 403 DASHBOARD_OTHER_COMPANY, audited); U, D and members without a company → 403
 * IMPORT_NOT_ALLOWED.
 */
export async function importableCompany(
  ctx: AppContext,
  reader: DashboardReader,
  requested: string | undefined,
): Promise<{ user: Member; companyCode: string }> {
  const { user } = reader;
  const companyCode = await readableCompany(ctx, reader, requested);
  if (!companyCode || !canImport(user, companyCode)) throw new AppError("IMPORT_NOT_ALLOWED");
  return { user, companyCode };
}

/** Administrators only (the big-data dashboards); other members 403 DASHBOARD_ADMIN_ONLY ('ready soon'). */
export function requireAdmin(user: Member): Member {
  if (user.role !== "A") throw new AppError("DASHBOARD_ADMIN_ONLY");
  return user;
}
