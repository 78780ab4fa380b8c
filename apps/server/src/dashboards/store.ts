/**
 * Writes and removes the rows of one import, in the caller's transaction: batched inserts (so a
 * 100,000-row file is a few hundred statements), and for billing the monthly and daily aggregates
 * added to (import) or taken from (rollback) in the same transaction, so the dashboards never see
 * a half-written file and never sum the whole ledger.
 */
import type { LedgerKind } from "@portal/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { LedgerRecord } from "./rows.ts";

/** Rows per INSERT statement (at most ~10 bound values each: well under both databases' limits). */
const BATCH = 1000;

type EntryTable = "billingEntries" | "orderEntries" | "shipmentEntries" | "forwardingEntries";

/** Each ledger's table and the column of its natural key (unique per company). */
export const LEDGER_TABLES: Record<LedgerKind, { table: EntryTable; numberColumn: string }> = {
  billing: { table: "billingEntries", numberColumn: "docNo" },
  orders: { table: "orderEntries", numberColumn: "orderNo" },
  shipments: { table: "shipmentEntries", numberColumn: "shipmentNo" },
  forwarding: { table: "forwardingEntries", numberColumn: "blNo" },
};

/** Asia/Seoul day (YYYY-MM-DD) of a UTC ISO time. */
function seoulDay(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** The numbers of `numbers` already stored for `companyCode` in `kind`'s ledger. */
export async function storedNumbers(
  db: Db,
  kind: LedgerKind,
  companyCode: string,
  numbers: string[],
): Promise<Set<string>> {
  const { table, numberColumn } = LEDGER_TABLES[kind];
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += BATCH) {
    const rows = await db
      .selectFrom(table)
      .select(sql<string>`${sql.ref(numberColumn)}`.as("n"))
      .where("companyCode", "=", companyCode)
      .where(sql.ref(numberColumn), "in", numbers.slice(i, i + BATCH))
      .execute();
    for (const row of rows) found.add(row.n);
  }
  return found;
}

/** The database row of a checked record. */
function entryRow(kind: LedgerKind, importId: number, companyCode: string, r: LedgerRecord): Record<string, unknown> {
  const base = { importId, companyCode };
  switch (kind) {
    case "billing":
      return {
        ...base,
        docNo: r.docNo,
        day: r.day,
        customerName: r.customerName,
        module: r.module,
        arap: r.arap,
        amount: r.amount,
        count: r.count,
      };
    case "orders":
      return {
        ...base,
        orderNo: r.orderNo,
        day: r.day,
        customerName: r.customerName,
        status: r.status,
        quantity: r.quantity,
        amount: r.amount,
      };
    case "shipments":
      return {
        ...base,
        shipmentNo: r.shipmentNo,
        vehicleNo: r.vehicleNo,
        origin: r.origin,
        destination: r.destination,
        day: seoulDay(String(r.plannedAt)),
        plannedAt: r.plannedAt,
        actualAt: r.actualAt,
        status: r.status,
      };
    case "forwarding":
      return {
        ...base,
        blNo: r.blNo,
        day: r.day,
        port: r.port,
        direction: r.direction,
        containers: r.containers,
        status: r.status,
      };
  }
}

interface MonthlyRow {
  companyCode: string;
  month: string;
  customerName: string;
  module: string;
  arap: string;
  amount: number;
  count: number;
}
interface DailyRow {
  companyCode: string;
  day: string;
  arap: string;
  amount: number;
  count: number;
}

/** Adds `sign` × the monthly and daily sums to the aggregates (upsert, one row per key). */
async function addAggregates(db: Db, monthly: MonthlyRow[], daily: DailyRow[], sign: 1 | -1): Promise<void> {
  for (let i = 0; i < monthly.length; i += BATCH) {
    await db
      .insertInto("billingMonthly")
      .values(monthly.slice(i, i + BATCH).map((r) => ({ ...r, amount: sign * r.amount, count: sign * r.count })))
      .onConflict((oc) =>
        oc.columns(["companyCode", "month", "customerName", "module", "arap"]).doUpdateSet({
          amount: sql`${sql.ref("billingMonthly.amount")} + excluded.amount`,
          count: sql`${sql.ref("billingMonthly.count")} + excluded.count`,
        }),
      )
      .execute();
  }
  for (let i = 0; i < daily.length; i += BATCH) {
    await db
      .insertInto("billingDaily")
      .values(daily.slice(i, i + BATCH).map((r) => ({ ...r, amount: sign * r.amount, count: sign * r.count })))
      .onConflict((oc) =>
        oc.columns(["companyCode", "day", "arap"]).doUpdateSet({
          amount: sql`${sql.ref("billingDaily.amount")} + excluded.amount`,
          count: sql`${sql.ref("billingDaily.count")} + excluded.count`,
        }),
      )
      .execute();
  }
  const companyCode = monthly[0]?.companyCode;
  if (sign === -1 && companyCode) {
    for (const table of ["billingMonthly", "billingDaily"] as const) {
      await db
        .deleteFrom(table)
        .where("companyCode", "=", companyCode)
        .where("count", "=", 0)
        .where("amount", "=", 0)
        .execute();
    }
  }
}

/** Sums billing records per month/customer/module/AR-AP and per day/AR-AP. */
function sumBilling(
  companyCode: string,
  records: Iterable<{ day: string; customerName: string; module: string; arap: string; amount: number; count: number }>,
): { monthly: MonthlyRow[]; daily: DailyRow[] } {
  const monthly = new Map<string, MonthlyRow>();
  const daily = new Map<string, DailyRow>();
  for (const r of records) {
    const month = r.day.slice(0, 7);
    const mKey = `${month}\u0000${r.customerName}\u0000${r.module}\u0000${r.arap}`;
    const m = monthly.get(mKey);
    if (m) {
      m.amount += r.amount;
      m.count += r.count;
    } else {
      monthly.set(mKey, {
        companyCode,
        month,
        customerName: r.customerName,
        module: r.module,
        arap: r.arap,
        amount: r.amount,
        count: r.count,
      });
    }
    const dKey = `${r.day}\u0000${r.arap}`;
    const d = daily.get(dKey);
    if (d) {
      d.amount += r.amount;
      d.count += r.count;
    } else {
      daily.set(dKey, { companyCode, day: r.day, arap: r.arap, amount: r.amount, count: r.count });
    }
  }
  return { monthly: [...monthly.values()], daily: [...daily.values()] };
}

/** Inserts the records of import `importId` (and, for billing, adds them to the aggregates). */
export async function insertEntries(
  db: Db,
  kind: LedgerKind,
  importId: number,
  companyCode: string,
  records: LedgerRecord[],
): Promise<void> {
  const { table } = LEDGER_TABLES[kind];
  for (let i = 0; i < records.length; i += BATCH) {
    const rows = records.slice(i, i + BATCH).map((r) => entryRow(kind, importId, companyCode, r));
    await db
      .insertInto(table)
      .values(rows as any)
      .execute();
  }
  if (kind === "billing") {
    const sums = sumBilling(
      companyCode,
      records.map((r) => ({
        day: String(r.day),
        customerName: String(r.customerName),
        module: String(r.module),
        arap: String(r.arap),
        amount: Number(r.amount),
        count: Number(r.count),
      })),
    );
    await addAggregates(db, sums.monthly, sums.daily, 1);
  }
}

/** Deletes the rows of import `importId` (and takes billing rows off the aggregates). */
export async function deleteEntries(db: Db, kind: LedgerKind, importId: number, companyCode: string): Promise<void> {
  const { table } = LEDGER_TABLES[kind];
  if (kind === "billing") {
    const monthly = await db
      .selectFrom("billingEntries")
      .select([
        sql<string>`substr(${sql.ref("day")}, 1, 7)`.as("month"),
        "customerName",
        "module",
        "arap",
        sql<string>`sum(${sql.ref("amount")})`.as("amount"),
        sql<string>`sum(${sql.ref("count")})`.as("count"),
      ])
      .where("importId", "=", importId)
      .groupBy([sql`substr(${sql.ref("day")}, 1, 7)`, "customerName", "module", "arap"])
      .execute();
    const daily = await db
      .selectFrom("billingEntries")
      .select([
        "day",
        "arap",
        sql<string>`sum(${sql.ref("amount")})`.as("amount"),
        sql<string>`sum(${sql.ref("count")})`.as("count"),
      ])
      .where("importId", "=", importId)
      .groupBy(["day", "arap"])
      .execute();
    await addAggregates(
      db,
      monthly.map((r) => ({ ...r, companyCode, amount: Number(r.amount), count: Number(r.count) })),
      daily.map((r) => ({ ...r, companyCode, amount: Number(r.amount), count: Number(r.count) })),
      -1,
    );
  }
  await db.deleteFrom(table).where("importId", "=", importId).execute();
}
