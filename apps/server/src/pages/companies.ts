/**
 * Company kinds for the logistics council statistics (issue 12): administrators list the company
 * records and set each one's kind (logistics, manufacturing, other).
 */
import type { AdminCompany, CompanyKind } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { AppError } from "../http/errors.ts";

/** GET /api/admin/companies: every company record, newest first (hundreds at most). */
export async function listCompanies(ctx: AppContext): Promise<AdminCompany[]> {
  return ctx.db
    .selectFrom("companies")
    .select(["companyCode", "name", "businessNo", "kind", "createdAt"])
    .orderBy("createdAt", "desc")
    .execute();
}

/** PUT /api/admin/companies/{companyCode}/kind. Errors: NOT_FOUND for an unknown company. */
export async function setCompanyKind(ctx: AppContext, companyCode: string, kind: CompanyKind): Promise<void> {
  const result = await ctx.db
    .updateTable("companies")
    .set({ kind, updatedAt: new Date().toISOString() })
    .where("companyCode", "=", companyCode)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("NOT_FOUND");
}
