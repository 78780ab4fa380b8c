/**
 * Logistics council statistics (members spec §3 "Logistics info", §7 getLogisticsInfo): counted from
 * the company records — companies that joined this year and this month (Asia/Seoul), all companies,
 * and by kind (set by administrators). Answers cost a handful of indexed counts over the companies
 * table, which grows by one row per member company (hundreds), not per request.
 */
import type { LogisticsInfo } from "@portal/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** The UTC instant at which Seoul's `year`-`month` (1-based) begins, as ISO text. */
function seoulMonthStart(year: number, month: number): string {
  return new Date(Date.UTC(year, month - 1, 1, -9)).toISOString();
}

/** getLogisticsInfo: business year and company counts at `now`. */
export async function logisticsInfo(db: Db, now = new Date()): Promise<LogisticsInfo> {
  const seoul = new Date(now.getTime() + 9 * 3600_000);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth() + 1;
  const yearStart = seoulMonthStart(year, 1);
  const monthStart = seoulMonthStart(year, month);
  const row = await db
    .selectFrom("companies")
    .select([
      sql<number>`count(*)`.as("all"),
      sql<number>`sum(case when ${sql.ref("kind")} = 'logistics' then 1 else 0 end)`.as("logistics"),
      sql<number>`sum(case when ${sql.ref("kind")} = 'manufacturing' then 1 else 0 end)`.as("manufacturing"),
      sql<number>`sum(case when ${sql.ref("createdAt")} >= ${yearStart} then 1 else 0 end)`.as("thisYear"),
      sql<number>`sum(case when ${sql.ref("createdAt")} >= ${monthStart} then 1 else 0 end)`.as("thisMonth"),
    ])
    .executeTakeFirstOrThrow();
  const all = Number(row.all);
  const logistics = Number(row.logistics ?? 0);
  const manufacturing = Number(row.manufacturing ?? 0);
  return {
    businessYear: year,
    thisYearMonth: `${year}-${String(month).padStart(2, "0")}`,
    thisYearCompanyCount: Number(row.thisYear ?? 0),
    thisMonthCompanyCount: Number(row.thisMonth ?? 0),
    allCompanyCount: all,
    logisticsCompanyCount: logistics,
    manufacturingCompanyCount: manufacturing,
    otherCompanyCount: all - logistics - manufacturing,
  };
}
