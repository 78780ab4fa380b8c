/**
 * The dashboards' answers (members spec section 2 "Dashboards", section 3 "Billing response",
 * section 7): billing (main totals, customers with their share, modules, months), orders,
 * transport (on-time rate), forwarding (by port and direction), settlement (AR against AP with the
 * balance, per day, month or year) and the two administrators-only big-data views. Money in won,
 * ratios in percent with one decimal; days are Asia/Seoul. A null company (a member without one)
 * answers the empty state.
 *
 * Deviation (docs/dashboards.md): the legacy summed only the first 10 records; here the top 10
 * customers are named, the rest summed as 기타, and every total is over all records.
 */
import {
  ARAP_TYPES,
  BILLING_TOP_CUSTOMERS,
  type BigDataBilling,
  type BigDataLogistics,
  type BillingDashboard,
  type BillingQuery,
  type ForwardingDashboard,
  type OrderDashboard,
  type SettlementDashboard,
  type SettlementQuery,
  type TransportDashboard,
  t,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import {
  type BillingSum,
  billingSums,
  companyNames,
  consortiumBilling,
  consortiumLogistics,
  forwardingFigures,
  orderFigures,
  periodDays,
  settlementRows,
  transportFigures,
} from "./queries.ts";

/** `part` of `whole` in percent, one decimal (0 when the whole is 0). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

const EMPTY_MAIN = { arAmount: 0, arCount: 0, apAmount: 0, apCount: 0 };

/** Billing of `companyCode` in `query`'s year (or month), optionally for customers matching `customer`. */
export async function billingDashboard(
  ctx: AppContext,
  companyCode: string | null,
  query: BillingQuery,
): Promise<BillingDashboard> {
  if (!companyCode) return { companyCode: null, main: EMPTY_MAIN, customers: [], modules: [], months: [] };
  const sums = await billingSums(ctx.db, ctx.dialect, companyCode, query.year, query.month, query.customer);
  const total = (arap: string, field: "amount" | "count") =>
    sums.module.filter((c) => c.arap === arap).reduce((sum, c) => sum + c[field], 0);
  const main = {
    arAmount: total("AR", "amount"),
    arCount: total("AR", "count"),
    apAmount: total("AP", "amount"),
    apCount: total("AP", "count"),
  };
  const customers: BillingDashboard["customers"] = [];
  for (const arap of ARAP_TYPES) {
    const whole = arap === "AR" ? main.arAmount : main.apAmount;
    const ranked = sums.customer
      .filter((c) => c.arap === arap)
      .sort((a, b) => b.amount - a.amount || a.key.localeCompare(b.key, "ko"));
    for (const { key, amount } of ranked.slice(0, BILLING_TOP_CUSTOMERS)) {
      customers.push({ customerName: key, arap, amount, ratio: percent(amount, whole), other: false });
    }
    if (ranked.length > BILLING_TOP_CUSTOMERS) {
      const rest = ranked.slice(BILLING_TOP_CUSTOMERS).reduce((sum, c) => sum + c.amount, 0);
      customers.push({ customerName: t("dashOther"), arap, amount: rest, ratio: percent(rest, whole), other: true });
    }
  }
  const of = (list: BillingSum[], key: string, arap: string, field: "amount" | "count") =>
    list.find((c) => c.key === key && c.arap === arap)?.[field] ?? 0;
  const modules = [...new Set(sums.module.map((c) => c.key))].sort().map((module) => ({
    module,
    arAmount: of(sums.module, module, "AR", "amount"),
    arCount: of(sums.module, module, "AR", "count"),
    arRatio: percent(of(sums.module, module, "AR", "amount"), main.arAmount),
    apAmount: of(sums.module, module, "AP", "amount"),
    apCount: of(sums.module, module, "AP", "count"),
    apRatio: percent(of(sums.module, module, "AP", "amount"), main.apAmount),
  }));
  const months = [...new Set(sums.month.map((c) => c.key))].sort().map((period) => ({
    period,
    arAmount: of(sums.month, period, "AR", "amount"),
    apAmount: of(sums.month, period, "AP", "amount"),
  }));
  return { companyCode, main, customers, modules, months };
}

/** Orders of `companyCode` in `year`. */
export async function orderDashboard(
  ctx: AppContext,
  companyCode: string | null,
  year: number,
): Promise<OrderDashboard> {
  if (!companyCode) return { companyCode: null, total: 0, amount: 0, months: [], statuses: [], customers: [] };
  const [from, to] = periodDays(year);
  const figures = await orderFigures(ctx.db, companyCode, from, to);
  return {
    companyCode,
    total: figures.months.reduce((sum, m) => sum + m.count, 0),
    amount: figures.months.reduce((sum, m) => sum + m.amount, 0),
    ...figures,
  };
}

/** Transport of `companyCode` in `year`; on time = arrived no later than planned. */
export async function transportDashboard(
  ctx: AppContext,
  companyCode: string | null,
  year: number,
): Promise<TransportDashboard> {
  if (!companyCode) {
    return { companyCode: null, total: 0, arrived: 0, onTime: 0, onTimeRate: 0, months: [], statuses: [], routes: [] };
  }
  const [from, to] = periodDays(year);
  const figures = await transportFigures(ctx.db, companyCode, from, to);
  const sum = (field: "count" | "arrived" | "onTime") => figures.months.reduce((s, m) => s + m[field], 0);
  return {
    companyCode,
    total: sum("count"),
    arrived: sum("arrived"),
    onTime: sum("onTime"),
    onTimeRate: percent(sum("onTime"), sum("arrived")),
    months: figures.months.map((m) => ({ period: m.period, count: m.count, onTimeRate: percent(m.onTime, m.arrived) })),
    statuses: figures.statuses,
    routes: figures.routes,
  };
}

/** Forwarding of `companyCode` in `year`, by month, port and direction (수출 export, 수입 import). */
export async function forwardingDashboard(
  ctx: AppContext,
  companyCode: string | null,
  year: number,
): Promise<ForwardingDashboard> {
  if (!companyCode) return { companyCode: null, total: 0, containers: 0, months: [], ports: [], statuses: [] };
  const [from, to] = periodDays(year);
  const figures = await forwardingFigures(ctx.db, companyCode, from, to);
  const months = [...new Set(figures.months.map((m) => m.period))].sort().map((period) => ({
    period,
    export: figures.months.find((m) => m.period === period && m.direction === "수출")?.count ?? 0,
    import: figures.months.find((m) => m.period === period && m.direction === "수입")?.count ?? 0,
  }));
  const ports = [...new Set(figures.ports.map((p) => p.port))]
    .map((port) => {
      const of = figures.ports.filter((p) => p.port === port);
      return {
        port,
        export: of.find((p) => p.direction === "수출")?.count ?? 0,
        import: of.find((p) => p.direction === "수입")?.count ?? 0,
        containers: of.reduce((sum, p) => sum + p.containers, 0),
      };
    })
    .sort((a, b) => b.export + b.import - (a.export + a.import) || a.port.localeCompare(b.port, "ko"));
  return {
    companyCode,
    total: months.reduce((sum, m) => sum + m.export + m.import, 0),
    containers: ports.reduce((sum, p) => sum + p.containers, 0),
    months,
    ports,
    statuses: figures.statuses,
  };
}

/**
 * Settlement of `companyCode`: per day of `date`'s month (day), per month of its year (month), or
 * per year (year); balance = AR − AP.
 */
export async function settlementDashboard(
  ctx: AppContext,
  companyCode: string | null,
  query: SettlementQuery,
): Promise<SettlementDashboard> {
  if (!companyCode) return { companyCode: null, rows: [], arAmount: 0, apAmount: 0, balance: 0 };
  const year = query.date.slice(0, 4);
  const [from, to, length] =
    query.dateType === "day"
      ? [`${query.date.slice(0, 7)}-01`, `${query.date.slice(0, 7)}-31`, 10 as const]
      : query.dateType === "month"
        ? [`${year}-01-01`, `${year}-12-31`, 7 as const]
        : ["0000-01-01", "9999-12-31", 4 as const];
  const sums = await settlementRows(ctx.db, companyCode, from, to, length);
  const rows = [...new Set(sums.map((s) => s.period))].map((period) => {
    const arAmount = sums.find((s) => s.period === period && s.arap === "AR")?.amount ?? 0;
    const apAmount = sums.find((s) => s.period === period && s.arap === "AP")?.amount ?? 0;
    return { period, arAmount, apAmount, balance: arAmount - apAmount };
  });
  const arAmount = rows.reduce((sum, r) => sum + r.arAmount, 0);
  const apAmount = rows.reduce((sum, r) => sum + r.apAmount, 0);
  return { companyCode, rows, arAmount, apAmount, balance: arAmount - apAmount };
}

/** Big-data view 1: billing across every company in `year` (administrators only; checked by the route). */
export async function bigDataBilling(ctx: AppContext, year: number): Promise<BigDataBilling> {
  const [names, figures] = await Promise.all([
    companyNames(ctx.db),
    consortiumBilling(ctx.db, `${year}-01`, `${year}-12`),
  ]);
  const codes = [...new Set(figures.companies.map((c) => c.companyCode))];
  const of = (list: { arap: string; amount: number }[], arap: string) =>
    list.filter((c) => c.arap === arap).reduce((sum, c) => sum + c.amount, 0);
  const companies = codes
    .map((companyCode) => {
      const rows = figures.companies.filter((c) => c.companyCode === companyCode);
      return {
        companyCode,
        companyName: names.get(companyCode) ?? companyCode,
        arAmount: of(rows, "AR"),
        apAmount: of(rows, "AP"),
      };
    })
    .sort((a, b) => b.arAmount - a.arAmount);
  const months = [...new Set(figures.months.map((m) => m.month))].sort().map((period) => {
    const rows = figures.months.filter((m) => m.month === period);
    return { period, arAmount: of(rows, "AR"), apAmount: of(rows, "AP") };
  });
  return { companies, months };
}

/** Big-data view 2: orders, transport and forwarding across every company in `year` (administrators only). */
export async function bigDataLogistics(ctx: AppContext, year: number): Promise<BigDataLogistics> {
  const [names, figures] = await Promise.all([companyNames(ctx.db), consortiumLogistics(ctx.db, ...periodDays(year))]);
  const codes = [
    ...new Set([...figures.orders, ...figures.shipments, ...figures.forwarding].map((r) => r.companyCode)),
  ].sort();
  return {
    companies: codes.map((companyCode) => {
      const shipments = figures.shipments.find((s) => s.companyCode === companyCode);
      const forwarding = figures.forwarding.find((f) => f.companyCode === companyCode);
      return {
        companyCode,
        companyName: names.get(companyCode) ?? companyCode,
        orders: figures.orders.find((o) => o.companyCode === companyCode)?.count ?? 0,
        shipments: shipments?.count ?? 0,
        onTimeRate: percent(shipments?.onTime ?? 0, shipments?.arrived ?? 0),
        forwardingFiles: forwarding?.count ?? 0,
        containers: forwarding?.containers ?? 0,
      };
    }),
  };
}

/** The companies `user` may look at: their own, or every known company for A. */
export async function visibleCompanies(
  ctx: AppContext,
  user: { role: string; companyCode: string | null; companyName: string | null },
): Promise<{ companyCode: string; companyName: string }[]> {
  if (user.role !== "A") {
    return user.companyCode
      ? [{ companyCode: user.companyCode, companyName: user.companyName ?? user.companyCode }]
      : [];
  }
  const names = await companyNames(ctx.db);
  return [...names]
    .map(([companyCode, companyName]) => ({ companyCode, companyName }))
    .sort((a, b) => a.companyName.localeCompare(b.companyName, "ko"));
}
