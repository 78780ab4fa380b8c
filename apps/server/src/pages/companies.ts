/**
 * Company kinds for the logistics council statistics (issue 12): administrators list the company
 * records and set each one's kind (logistics, manufacturing, other).
 */
import type { AdminCompany, CompanyKind } from "@portal/contract";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { AdminActor } from "../http/admin-guard.ts";

/** GET /api/admin/companies: every company record, newest first (hundreds at most). */
export async function listCompanies(ctx: AppContext): Promise<AdminCompany[]> {
  return ctx.db
    .selectFrom("companies")
    .select(["companyCode", "name", "businessNo", "kind", "createdAt"])
    .orderBy("createdAt", "desc")
    .execute();
}

/**
 * PUT /api/admin/companies/{companyCode}/kind, audited as `company.kind` with the kind before and
 * after (in the same transaction). Errors: NOT_FOUND for an unknown company.
 */
export async function setCompanyKind(
  ctx: AppContext,
  admin: AdminActor,
  companyCode: string,
  kind: CompanyKind,
): Promise<void> {
  await auditedChange(ctx, admin, {
    // Lock the row first and read its kind under the lock: two administrators changing it at once
    // are serialised, and each audit entry's "before" is the other's "after".
    read: (trx) =>
      trx
        .updateTable("companies")
        .set({ updatedAt: new Date().toISOString() })
        .where("companyCode", "=", companyCode)
        .returning("kind")
        .executeTakeFirst(),
    missing: "NOT_FOUND",
    write: async (trx) => {
      await trx.updateTable("companies").set({ kind }).where("companyCode", "=", companyCode).execute();
      return true;
    },
    audit: (before) => ({
      action: "company.kind",
      targetType: "company",
      targetId: companyCode,
      detail: { kind: [before.kind, kind] },
    }),
  });
}
