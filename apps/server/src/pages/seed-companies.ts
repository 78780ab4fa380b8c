/**
 * Demo company records (issue 12): one per company of the demo members that has none yet, joined when
 * its first member did, with a kind by name, so the logistics council statistics count real rows.
 */
import type { CompanyKind } from "@portal/contract";
import type { Db } from "../db/database.ts";

const KINDS: Record<string, CompanyKind> = {
  한빛로지스: "logistics",
  대성정밀: "manufacturing",
  세움오토메이션: "manufacturing",
  동진산업: "manufacturing",
};

/** Adds the missing company records of members' company codes; returns how many were added. */
export async function seedDemoCompanies(db: Db): Promise<number> {
  const missing = await db
    .selectFrom("users")
    .leftJoin("companies", "companies.companyCode", "users.companyCode")
    .select(["users.companyCode", "users.companyName", "users.createdAt"])
    .where("users.companyCode", "is not", null)
    .where("companies.companyCode", "is", null)
    .orderBy("users.createdAt")
    .execute();
  const seen = new Set<string>();
  for (const row of missing) {
    if (!row.companyCode || seen.has(row.companyCode)) continue;
    seen.add(row.companyCode);
    const name = row.companyName ?? row.companyCode;
    await db
      .insertInto("companies")
      .values({
        companyCode: row.companyCode,
        name,
        businessNo: null,
        allianceAt: null,
        kind: KINDS[name] ?? "other",
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      })
      .onConflict((oc) => oc.column("companyCode").doNothing())
      .execute();
  }
  return seen.size;
}
