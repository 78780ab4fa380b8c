/**
 * The dashboards' reads. Billing and settlement read only the aggregates kept by the import
 * (billingCustomerYearly, billing*Monthly, billingDaily), so their cost follows the period and the number of customers,
 * not the ledger's size; orders, transport and forwarding group one company's year through the
 * (companyCode, day) indexes. Sums come back as numbers (PostgreSQL sends bigint sums as text).
 */
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName, literalReads } from "../db/dialect.ts";

const num = (value: unknown) => Number(value ?? 0);

/** First and last day (YYYY-MM-DD) of `year`, or of `month` of it. */
export function periodDays(year: number, month?: number): [string, string] {
  if (!month) return [`${year}-01-01`, `${year}-12-31`];
  const m = String(month).padStart(2, "0");
  return [`${year}-${m}-01`, `${year}-${m}-31`];
}

/** One group of the billing aggregates: its key, AR/AP, summed amount (won) and count. */
export interface BillingSum {
  key: string;
  arap: string;
  amount: number;
  count: number;
}

/** Matching customer names passed as a list up to this many; more match by the name filter itself. */
const NAME_LIST_MAX = 500;

const everyCustomer = sql<boolean>`1 = 1`;

/** Adds `amount` and `count` to the group (`key`, `arap`) of `groups`. */
function addSum(groups: Map<string, BillingSum>, key: string, arap: string, amount: number, count: number): void {
  const id = `${key}\u0000${arap}`;
  const group = groups.get(id);
  if (group) {
    group.amount += amount;
    group.count += count;
  } else groups.set(id, { key, arap, amount, count });
}

/**
 * The billing of `companyCode` in `year` (or `month` 1–12 of it), summed by customer, module and
 * month (each with AR/AP), optionally only for customers whose name contains `customer`. Reads only
 * aggregates, whatever the ledger's size: customers from the yearly (or monthly) per-customer
 * aggregate (at most customers × 2 rows); modules and months from the per-module monthly aggregate
 * (at most 12 × modules × 2 rows). With a name filter, the matching names come from the yearly
 * aggregate and their module and month sums from the full monthly aggregate through its
 * (companyCode, customerName, month) index: rows of the matching customers only. Literal reads on SQLite.
 */
export async function billingSums(
  database: Db,
  dialect: DialectName,
  companyCode: string,
  year: number,
  month?: number,
  customer?: string,
): Promise<Record<"customer" | "module" | "month", BillingSum[]>> {
  const db = literalReads(database);
  const yearText = String(year);
  const monthText = month ? `${yearText}-${String(month).padStart(2, "0")}` : undefined;
  const months = monthText
    ? [monthText]
    : Array.from({ length: 12 }, (_, i) => `${yearText}-${String(i + 1).padStart(2, "0")}`);
  const [from, to] = [months[0] as string, months[months.length - 1] as string];
  // The customers whose name matches, as a list (index lookups) unless there are very many.
  let match: RawBuilder<boolean> | undefined;
  if (customer) {
    const like = containsText(dialect, sql.ref("customerName"), customer);
    const names = await db
      .selectFrom("billingCustomerYearly")
      .select("customerName")
      .distinct()
      .where("companyCode", "=", companyCode)
      .where("year", "=", yearText)
      .where(like)
      .execute();
    if (names.length === 0) return { customer: [], module: [], month: [] };
    match =
      names.length <= NAME_LIST_MAX
        ? sql<boolean>`${sql.ref("customerName")} in (${sql.join(names.map((r) => r.customerName))})`
        : like;
  }
  const customerQuery = monthText
    ? db
        .selectFrom("billingCustomerMonthly")
        .select(["customerName", "arap", "amount", "count"])
        .where("companyCode", "=", companyCode)
        .where("month", "=", monthText)
        .where(match ?? everyCustomer)
    : db
        .selectFrom("billingCustomerYearly")
        .select(["customerName", "arap", "amount", "count"])
        .where("companyCode", "=", companyCode)
        .where("year", "=", yearText)
        .where(match ?? everyCustomer);
  const moduleQuery = match
    ? db
        .selectFrom("billingMonthly")
        .select([
          "month",
          "module",
          "arap",
          sql<string>`sum(${sql.ref("amount")})`.as("amount"),
          sql<string>`sum(${sql.ref("count")})`.as("count"),
        ])
        .where("companyCode", "=", companyCode)
        .where(match)
        // The months as a list, not a range: then SQLite, without statistics, also walks the
        // (companyCode, customerName, month) index instead of the whole year of the primary key.
        .where("month", "in", months)
        .groupBy(["month", "module", "arap"])
    : db
        .selectFrom("billingModuleMonthly")
        .select(["month", "module", "arap", "amount", "count"])
        .where("companyCode", "=", companyCode)
        .where("month", ">=", from)
        .where("month", "<=", to);
  const [customerRows, moduleRows] = await Promise.all([customerQuery.execute(), moduleQuery.execute()]);
  const byModule = new Map<string, BillingSum>();
  const byMonth = new Map<string, BillingSum>();
  for (const r of moduleRows) {
    addSum(byModule, r.module, r.arap, num(r.amount), num(r.count));
    addSum(byMonth, r.month, r.arap, num(r.amount), num(r.count));
  }
  return {
    customer: customerRows.map((r) => ({
      key: r.customerName,
      arap: r.arap,
      amount: num(r.amount),
      count: num(r.count),
    })),
    module: [...byModule.values()],
    month: [...byMonth.values()],
  };
}

/** AR and AP sums of `companyCode` per period: `length` 10 = day, 7 = month, 4 = year, within [from, to]. */
export async function settlementRows(
  db: Db,
  companyCode: string,
  from: string,
  to: string,
  length: 4 | 7 | 10,
): Promise<{ period: string; arap: string; amount: number }[]> {
  const period = sql<string>`substr(${sql.ref("day")}, 1, ${sql.lit(length)})`;
  const rows = await db
    .selectFrom("billingDaily")
    .select([period.as("period"), "arap", sql<string>`sum(${sql.ref("amount")})`.as("amount")])
    .where("companyCode", "=", companyCode)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy([period, "arap"])
    .orderBy(period)
    .execute();
  return rows.map((r) => ({ period: r.period, arap: r.arap, amount: num(r.amount) }));
}

const month = sql<string>`substr(${sql.ref("day")}, 1, 7)`;

/** Rows of `companyCode` whose day is in [from, to] (the `(companyCode, day)` index of each ledger). */
function companyPeriod(companyCode: string, from: string, to: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref("companyCode")} = ${companyCode} and ${sql.ref("day")} between ${from} and ${to}`;
}

/** Rows per status of the ledger `table` where `where` holds, as labelled counts. */
async function statusCounts(
  db: Db,
  table: "orderEntries" | "shipmentEntries" | "forwardingEntries",
  where: RawBuilder<boolean>,
): Promise<{ label: string; value: number }[]> {
  const rows = await db
    .selectFrom(table as "orderEntries")
    .select(["status", sql<string>`count(*)`.as("count")])
    .where(where)
    .groupBy("status")
    .execute();
  return rows.map((r) => ({ label: r.status, value: num(r.count) }));
}

/** Orders of `companyCode` in [from, to]: per month, per status, per customer (top 10). */
export async function orderFigures(db: Db, companyCode: string, from: string, to: string) {
  const where = companyPeriod(companyCode, from, to);
  const base = db.selectFrom("orderEntries").where(where);
  const [months, statuses, customers] = await Promise.all([
    base
      .select([
        month.as("period"),
        sql<string>`count(*)`.as("count"),
        sql<string>`sum(${sql.ref("amount")})`.as("amount"),
      ])
      .groupBy(month)
      .orderBy(month)
      .execute(),
    statusCounts(db, "orderEntries", where),
    base
      .select(["customerName", sql<string>`count(*)`.as("count")])
      .groupBy("customerName")
      .orderBy(sql`count(*)`, "desc")
      .orderBy("customerName")
      .limit(10)
      .execute(),
  ]);
  return {
    months: months.map((r) => ({ period: r.period, count: num(r.count), amount: num(r.amount) })),
    statuses,
    customers: customers.map((r) => ({ label: r.customerName, value: num(r.count) })),
  };
}

const arrived = sql<string>`sum(case when ${sql.ref("actualAt")} is not null then 1 else 0 end)`;
const onTime = sql<string>`sum(case when ${sql.ref("actualAt")} <= ${sql.ref("plannedAt")} then 1 else 0 end)`;

/** Shipments of `companyCode` in [from, to]: per month with arrivals and on-time arrivals, statuses, routes. */
export async function transportFigures(db: Db, companyCode: string, from: string, to: string) {
  const where = companyPeriod(companyCode, from, to);
  const base = db.selectFrom("shipmentEntries").where(where);
  const route = sql<string>`${sql.ref("origin")} || ' → ' || ${sql.ref("destination")}`;
  const [months, statuses, routes] = await Promise.all([
    base
      .select([month.as("period"), sql<string>`count(*)`.as("count"), arrived.as("arrived"), onTime.as("onTime")])
      .groupBy(month)
      .orderBy(month)
      .execute(),
    statusCounts(db, "shipmentEntries", where),
    base
      .select([route.as("route"), sql<string>`count(*)`.as("count")])
      .groupBy(["origin", "destination"])
      .orderBy(sql`count(*)`, "desc")
      .orderBy("origin")
      .limit(10)
      .execute(),
  ]);
  return {
    months: months.map((r) => ({
      period: r.period,
      count: num(r.count),
      arrived: num(r.arrived),
      onTime: num(r.onTime),
    })),
    statuses,
    routes: routes.map((r) => ({ label: r.route, value: num(r.count) })),
  };
}

/** Forwarding files of `companyCode` in [from, to]: per month and direction, per port and direction, statuses. */
export async function forwardingFigures(db: Db, companyCode: string, from: string, to: string) {
  const where = companyPeriod(companyCode, from, to);
  const base = db.selectFrom("forwardingEntries").where(where);
  const [months, ports, statuses] = await Promise.all([
    base
      .select([month.as("period"), "direction", sql<string>`count(*)`.as("count")])
      .groupBy([month, "direction"])
      .orderBy(month)
      .execute(),
    base
      .select([
        "port",
        "direction",
        sql<string>`count(*)`.as("count"),
        sql<string>`sum(${sql.ref("containers")})`.as("containers"),
      ])
      .groupBy(["port", "direction"])
      .execute(),
    statusCounts(db, "forwardingEntries", where),
  ]);
  return {
    months: months.map((r) => ({ period: r.period, direction: r.direction, count: num(r.count) })),
    ports: ports.map((r) => ({
      port: r.port,
      direction: r.direction,
      count: num(r.count),
      containers: num(r.containers),
    })),
    statuses,
  };
}

/** Every company code known to the portal with its name (members' companies, the companies table). */
export async function companyNames(db: Db): Promise<Map<string, string>> {
  const [fromUsers, fromCompanies] = await Promise.all([
    db
      .selectFrom("users")
      .select(["companyCode", sql<string>`max(${sql.ref("companyName")})`.as("companyName")])
      .where("companyCode", "is not", null)
      .groupBy("companyCode")
      .execute(),
    db.selectFrom("companies").select(["companyCode", "name"]).execute(),
  ]);
  const names = new Map<string, string>();
  for (const r of fromUsers) if (r.companyCode) names.set(r.companyCode, r.companyName ?? r.companyCode);
  for (const r of fromCompanies) names.set(r.companyCode, r.name);
  return names;
}

/** Consortium billing (all companies) in [from, to] months: per company and AR/AP, per month and AR/AP. */
export async function consortiumBilling(db: Db, from: string, to: string) {
  const base = db.selectFrom("billingModuleMonthly").where("month", ">=", from).where("month", "<=", to);
  const [companies, months] = await Promise.all([
    base
      .select(["companyCode", "arap", sql<string>`sum(${sql.ref("amount")})`.as("amount")])
      .groupBy(["companyCode", "arap"])
      .execute(),
    base
      .select(["month", "arap", sql<string>`sum(${sql.ref("amount")})`.as("amount")])
      .groupBy(["month", "arap"])
      .orderBy("month")
      .execute(),
  ]);
  return {
    companies: companies.map((r) => ({ companyCode: r.companyCode, arap: r.arap, amount: num(r.amount) })),
    months: months.map((r) => ({ month: r.month, arap: r.arap, amount: num(r.amount) })),
  };
}

/** Consortium logistics (all companies) in [from, to]: orders, shipments with on-time, forwarding per company. */
export async function consortiumLogistics(db: Db, from: string, to: string) {
  const [orders, shipments, forwarding] = await Promise.all([
    db
      .selectFrom("orderEntries")
      .select(["companyCode", sql<string>`count(*)`.as("count")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("companyCode")
      .execute(),
    db
      .selectFrom("shipmentEntries")
      .select(["companyCode", sql<string>`count(*)`.as("count"), arrived.as("arrived"), onTime.as("onTime")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("companyCode")
      .execute(),
    db
      .selectFrom("forwardingEntries")
      .select([
        "companyCode",
        sql<string>`count(*)`.as("count"),
        sql<string>`sum(${sql.ref("containers")})`.as("containers"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("companyCode")
      .execute(),
  ]);
  return {
    orders: orders.map((r) => ({ companyCode: r.companyCode, count: num(r.count) })),
    shipments: shipments.map((r) => ({
      companyCode: r.companyCode,
      count: num(r.count),
      arrived: num(r.arrived),
      onTime: num(r.onTime),
    })),
    forwarding: forwarding.map((r) => ({
      companyCode: r.companyCode,
      count: num(r.count),
      containers: num(r.containers),
    })),
  };
}
