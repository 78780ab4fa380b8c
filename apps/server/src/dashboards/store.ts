/**
 * Writes and removes the rows of one import, in the caller's transaction: batched inserts (so a
 * 100,000-row file is a few hundred statements), and for billing the yearly, monthly and daily
 * aggregates added to (import) or taken from (rollback) in the same transaction, so the dashboards never see
 * a half-written file and never sum the whole ledger.
 */
import { type LedgerKind, seoulDay } from "@portal/contract";
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

/** The billing aggregates and the columns of each one's key (after companyCode). */
const AGGREGATES = {
  billingMonthly: ["month", "customerName", "module", "arap"],
  billingCustomerMonthly: ["month", "customerName", "arap"],
  billingCustomerYearly: ["year", "customerName", "arap"],
  billingModuleMonthly: ["month", "module", "arap"],
  billingDaily: ["day", "arap"],
} as const;
type AggregateTable = keyof typeof AGGREGATES;

/** A billing record reduced to what the aggregates need. */
interface BillingFact {
  day: string;
  customerName: string;
  module: string;
  arap: string;
  amount: number;
  count: number;
}

type SumRow = Record<string, string | number>;

/** Sums `facts` by each aggregate's key: table → rows (with companyCode, amount, count). */
function sumBilling(companyCode: string, facts: Iterable<BillingFact>): Record<AggregateTable, SumRow[]> {
  const maps = Object.fromEntries(Object.keys(AGGREGATES).map((table) => [table, new Map<string, SumRow>()])) as Record<
    AggregateTable,
    Map<string, SumRow>
  >;
  for (const fact of facts) {
    const values: Record<string, string> = {
      ...fact,
      month: fact.day.slice(0, 7),
      year: fact.day.slice(0, 4),
      amount: "",
      count: "",
    };
    for (const [table, columns] of Object.entries(AGGREGATES) as [AggregateTable, readonly string[]][]) {
      const key = columns.map((c) => values[c]).join("\u0000");
      const row = maps[table].get(key);
      if (row) {
        row.amount = Number(row.amount) + fact.amount;
        row.count = Number(row.count) + fact.count;
      } else {
        const fresh: SumRow = { companyCode, amount: fact.amount, count: fact.count };
        for (const c of columns) fresh[c] = values[c] as string;
        maps[table].set(key, fresh);
      }
    }
  }
  return Object.fromEntries(Object.entries(maps).map(([table, map]) => [table, [...map.values()]])) as Record<
    AggregateTable,
    SumRow[]
  >;
}

/** Adds `sign` × the sums to the aggregates (upsert, one row per key); drops rows that reach zero. */
async function addAggregates(
  db: Db,
  companyCode: string,
  sums: Record<AggregateTable, SumRow[]>,
  sign: 1 | -1,
): Promise<void> {
  for (const [table, columns] of Object.entries(AGGREGATES) as [AggregateTable, readonly string[]][]) {
    const rows = sums[table];
    for (let i = 0; i < rows.length; i += BATCH) {
      const values = rows
        .slice(i, i + BATCH)
        .map((r) => ({ ...r, amount: sign * Number(r.amount), count: sign * Number(r.count) }));
      await db
        .insertInto(table)
        .values(values as never)
        .onConflict((oc) =>
          oc.columns(["companyCode", ...columns] as never).doUpdateSet({
            amount: sql`${sql.ref(`${table}.amount`)} + excluded.amount`,
            count: sql`${sql.ref(`${table}.count`)} + excluded.count`,
          } as never),
        )
        .execute();
    }
    if (sign === -1) {
      await db
        .deleteFrom(table)
        .where("companyCode", "=", companyCode)
        .where("count", "=", 0)
        .where("amount", "=", 0)
        .execute();
    }
  }
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
    const facts = records.map((r) => ({
      day: String(r.day),
      customerName: String(r.customerName),
      module: String(r.module),
      arap: String(r.arap),
      amount: Number(r.amount),
      count: Number(r.count),
    }));
    await addAggregates(db, companyCode, sumBilling(companyCode, facts), 1);
  }
}

/** Deletes the rows of import `importId` (and takes billing rows off the aggregates). */
export async function deleteEntries(db: Db, kind: LedgerKind, importId: number, companyCode: string): Promise<void> {
  const { table } = LEDGER_TABLES[kind];
  if (kind === "billing") {
    // The import's facts, summed per day, customer, module and AR/AP (one statement), are enough
    // to take it off every aggregate.
    const facts = await db
      .selectFrom("billingEntries")
      .select([
        "day",
        "customerName",
        "module",
        "arap",
        sql<string>`sum(${sql.ref("amount")})`.as("amount"),
        sql<string>`sum(${sql.ref("count")})`.as("count"),
      ])
      .where("importId", "=", importId)
      .groupBy(["day", "customerName", "module", "arap"])
      .execute();
    const sums = sumBilling(
      companyCode,
      facts.map((f) => ({ ...f, amount: Number(f.amount), count: Number(f.count) })),
    );
    await addAggregates(db, companyCode, sums, -1);
  }
  await db.deleteFrom(table).where("importId", "=", importId).execute();
}
