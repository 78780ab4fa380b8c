/**
 * Dashboards (issue 13, second part): billing summed per company, year, customer and AR/AP
 * (`billingCustomerYearly`, kept by the import like the monthly aggregates), so a whole year's
 * customer shares read at most (customers × 2) rows instead of twelve times that; and an index of
 * the full monthly aggregate by customer (covering: the filtered sums read the index alone, and
 * SQLite's planner picks it over the primary key's month range), so the customer-name filter reads
 * only the matching customers' rows. Filled from `billingCustomerMonthly` for data imported before.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("billingCustomerYearly")
    .addColumn("companyCode", "text", (c) => c.notNull())
    .addColumn("year", "text", (c) => c.notNull())
    .addColumn("customerName", "text", (c) => c.notNull())
    .addColumn("arap", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_customer_yearly_pk", ["companyCode", "year", "customerName", "arap"])
    .execute();
  await sql`insert into ${sql.table("billingCustomerYearly")}
      (${sql.ref("companyCode")}, ${sql.ref("year")}, ${sql.ref("customerName")}, ${sql.ref("arap")}, ${sql.ref("amount")}, ${sql.ref("count")})
    select ${sql.ref("companyCode")}, substr(${sql.ref("month")}, 1, 4), ${sql.ref("customerName")}, ${sql.ref("arap")},
      sum(${sql.ref("amount")}), sum(${sql.ref("count")})
    from ${sql.table("billingCustomerMonthly")}
    group by ${sql.ref("companyCode")}, substr(${sql.ref("month")}, 1, 4), ${sql.ref("customerName")}, ${sql.ref("arap")}`.execute(
    db,
  );
  await db.schema
    .createIndex("billing_monthly_company_customer")
    .on("billingMonthly")
    .columns(["companyCode", "customerName", "month", "module", "arap", "amount", "count"])
    .execute();
}
