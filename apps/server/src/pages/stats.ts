/**
 * Logistics council statistics (members spec §3 "Logistics info", §7 getLogisticsInfo): counted from
 * the company records — companies that joined this year and this month (Asia/Seoul), all companies,
 * and by kind (set by administrators). Answers cost a handful of indexed counts over the companies
 * table, which grows by one row per member company (hundreds), not per request.
 */
import { type LogisticsInfo, seoulDayStart, seoulMonth } from "@portal/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** getLogisticsInfo: business year and company counts at `now`. */
export async function logisticsInfo(db: Db, now = new Date()): Promise<LogisticsInfo> {
  const thisMonth = seoulMonth(now);
  const year = Number(thisMonth.slice(0, 4));
  const yearStart = seoulDayStart(`${year}-01-01`);
  const monthStart = seoulDayStart(`${thisMonth}-01`);
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
    thisYearMonth: thisMonth,
    thisYearCompanyCount: Number(row.thisYear ?? 0),
    thisMonthCompanyCount: Number(row.thisMonth ?? 0),
    allCompanyCount: all,
    logisticsCompanyCount: logistics,
    manufacturingCompanyCount: manufacturing,
    otherCompanyCount: all - logistics - manufacturing,
  };
}
