/**
 * Dashboards (issue 13): imported ledger files, the four ledgers (billing, orders, shipments,
 * forwarding) and the billing aggregates kept in the import's own transaction (per month,
 * customer, module and AR/AP; per day and AR/AP), so a dashboard reads a few thousand rows
 * whatever the ledger's size. Money in won (bigint); days are Asia/Seoul YYYY-MM-DD.
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("ledgerImports")
    .addColumn("importId", "integer", autoId)
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("fileName", "text", (c) => c.notNull())
    .addColumn("fileHash", "text", (c) => c.notNull())
    .addColumn("rowCount", "integer", (c) => c.notNull())
    .addColumn("createdBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  // The same file twice adds nothing: one import per company and file content.
  await db.schema
    .createIndex("ledger_imports_company_hash")
    .on("ledgerImports")
    .columns(["companyCode", "fileHash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("ledger_imports_company_id")
    .on("ledgerImports")
    .columns(["companyCode", "importId"])
    .execute();

  await db.schema
    .createTable("billingEntries")
    .addColumn("id", "integer", autoId)
    .addColumn("importId", "integer", (c) => c.notNull())
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("docNo", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("customerName", "text", (c) => c.notNull())
    .addColumn("module", "text", (c) => c.notNull())
    .addColumn("arap", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("billing_entries_company_doc")
    .on("billingEntries")
    .columns(["companyCode", "docNo"])
    .unique()
    .execute();
  await db.schema.createIndex("billing_entries_import").on("billingEntries").column("importId").execute();

  await db.schema
    .createTable("billingMonthly")
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("customerName", "text", (c) => c.notNull())
    .addColumn("module", "text", (c) => c.notNull())
    .addColumn("arap", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_monthly_pk", ["companyCode", "month", "customerName", "module", "arap"])
    .execute();
  // Smaller cuts of the same sums: per customer (the customer shares) and per module (totals,
  // modules, months), so a year's dashboard reads a few hundred rows.
  await db.schema
    .createTable("billingCustomerMonthly")
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("customerName", "text", (c) => c.notNull())
    .addColumn("arap", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_customer_monthly_pk", ["companyCode", "month", "customerName", "arap"])
    .execute();
  await db.schema
    .createTable("billingModuleMonthly")
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("module", "text", (c) => c.notNull())
    .addColumn("arap", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_module_monthly_pk", ["companyCode", "month", "module", "arap"])
    .execute();
  await db.schema
    .createTable("billingDaily")
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("arap", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_daily_pk", ["companyCode", "day", "arap"])
    .execute();

  await db.schema
    .createTable("orderEntries")
    .addColumn("id", "integer", autoId)
    .addColumn("importId", "integer", (c) => c.notNull())
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("orderNo", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("customerName", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_entries_company_no")
    .on("orderEntries")
    .columns(["companyCode", "orderNo"])
    .unique()
    .execute();
  await db.schema.createIndex("order_entries_company_day").on("orderEntries").columns(["companyCode", "day"]).execute();
  await db.schema.createIndex("order_entries_import").on("orderEntries").column("importId").execute();

  await db.schema
    .createTable("shipmentEntries")
    .addColumn("id", "integer", autoId)
    .addColumn("importId", "integer", (c) => c.notNull())
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("shipmentNo", "text", (c) => c.notNull())
    .addColumn("vehicleNo", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("destination", "text", (c) => c.notNull())
    /** Asia/Seoul day of the planned arrival, for the period filter. */
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("plannedAt", "text", (c) => c.notNull())
    .addColumn("actualAt", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("shipment_entries_company_no")
    .on("shipmentEntries")
    .columns(["companyCode", "shipmentNo"])
    .unique()
    .execute();
  await db.schema
    .createIndex("shipment_entries_company_day")
    .on("shipmentEntries")
    .columns(["companyCode", "day"])
    .execute();
  await db.schema.createIndex("shipment_entries_import").on("shipmentEntries").column("importId").execute();

  await db.schema
    .createTable("forwardingEntries")
    .addColumn("id", "integer", autoId)
    .addColumn("importId", "integer", (c) => c.notNull())
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("blNo", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("port", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("containers", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("forwarding_entries_company_bl")
    .on("forwardingEntries")
    .columns(["companyCode", "blNo"])
    .unique()
    .execute();
  await db.schema
    .createIndex("forwarding_entries_company_day")
    .on("forwardingEntries")
    .columns(["companyCode", "day"])
    .execute();
  await db.schema.createIndex("forwarding_entries_import").on("forwardingEntries").column("importId").execute();
}
