/**
 * Dashboards on imported ledger data (members spec section 2 "Dashboards", section 3 "Billing
 * response", section 6 big-data dashboards, section 7 "Dashboards and info", section 8 'No records
 * found.'). Member companies import their ledgers (billing, orders, shipments, forwarding) as CSV
 * or XLSX; the dashboards read them. Money is an integer number of won; days are Asia/Seoul
 * calendar days (YYYY-MM-DD). Legacy names in docs/legacy-fields.md.
 */
import { z } from "zod";
import { FILE_LIMITS } from "./file-limits.ts";
import type { MessageKey } from "./messages.ts";

/** The four ledgers a company imports. */
export const LEDGER_KINDS = ["billing", "orders", "shipments", "forwarding"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Billing modules [S_FUNC_NAME] (transport, storage, forwarding, cargo handling). */
export const BILLING_MODULES = ["운송", "보관", "포워딩", "하역"] as const;
/** AR (receivable, 매출) or AP (payable, 매입) [ARAP_TYPE]. */
export const ARAP_TYPES = ["AR", "AP"] as const;
export type ArapType = (typeof ARAP_TYPES)[number];
export const ORDER_STATUSES = ["접수", "진행", "완료", "취소"] as const;
export const SHIPMENT_STATUSES = ["대기", "운송중", "완료"] as const;
export const FORWARDING_DIRECTIONS = ["수출", "수입"] as const;
export const FORWARDING_STATUSES = ["진행", "완료"] as const;

/** Largest import file, bytes (a 100,000-row ledger is about 8 MiB as CSV). */
export const IMPORT_MAX_BYTES = FILE_LIMITS.maxBytes;
/** Largest number of data rows in one import file. */
export const IMPORT_MAX_ROWS = 200_000;
/** Row errors listed in one answer (the count says how many there were in all). */
export const IMPORT_MAX_ERRORS_SHOWN = 500;
/** Customers shown by name on the billing dashboard; the rest are summed as 기타 (other). */
export const BILLING_TOP_CUSTOMERS = 10;

/** The kind of a template column's values. */
export type ColumnType = "text" | "day" | "dateTime" | "won" | "count" | "choice";

/** One column of an import template: Korean header, key, kind of value, and the allowed choices. */
export interface TemplateColumn {
  header: string;
  key: string;
  type: ColumnType;
  required: boolean;
  choices?: readonly string[];
  /** What the column holds, for the template's help sheet and docs/dashboards.md. */
  help: string;
}

/** The columns of each ledger's template, in file order (headers are matched by name, any order). */
export const LEDGER_TEMPLATES: Record<LedgerKind, readonly TemplateColumn[]> = {
  billing: [
    { header: "전표번호", key: "docNo", type: "text", required: true, help: "회사 안에서 겹치지 않는 전표 번호" },
    { header: "일자", key: "day", type: "day", required: true, help: "청구 일자 (YYYY-MM-DD)" },
    { header: "거래처", key: "customerName", type: "text", required: true, help: "청구 대상 거래처 이름" },
    {
      header: "업무",
      key: "module",
      type: "choice",
      required: true,
      choices: BILLING_MODULES,
      help: "운송/보관/포워딩/하역",
    },
    {
      header: "구분",
      key: "arap",
      type: "choice",
      required: true,
      choices: ARAP_TYPES,
      help: "AR(매출) 또는 AP(매입)",
    },
    { header: "금액", key: "amount", type: "won", required: true, help: "원 단위 정수 (쉼표 허용)" },
    { header: "건수", key: "count", type: "count", required: true, help: "건수 (0 이상 정수)" },
  ],
  orders: [
    { header: "주문번호", key: "orderNo", type: "text", required: true, help: "회사 안에서 겹치지 않는 주문 번호" },
    { header: "주문일자", key: "day", type: "day", required: true, help: "주문 일자 (YYYY-MM-DD)" },
    { header: "거래처", key: "customerName", type: "text", required: true, help: "주문한 거래처 이름" },
    {
      header: "상태",
      key: "status",
      type: "choice",
      required: true,
      choices: ORDER_STATUSES,
      help: "접수/진행/완료/취소",
    },
    { header: "수량", key: "quantity", type: "count", required: true, help: "주문 수량 (0 이상 정수)" },
    { header: "금액", key: "amount", type: "won", required: true, help: "원 단위 정수" },
  ],
  shipments: [
    { header: "운송번호", key: "shipmentNo", type: "text", required: true, help: "회사 안에서 겹치지 않는 운송 번호" },
    { header: "차량번호", key: "vehicleNo", type: "text", required: true, help: "예: 12가3456" },
    { header: "출발지", key: "origin", type: "text", required: true, help: "출발지" },
    { header: "도착지", key: "destination", type: "text", required: true, help: "도착지" },
    {
      header: "예정도착",
      key: "plannedAt",
      type: "dateTime",
      required: true,
      help: "예정 도착 일시 (YYYY-MM-DD HH:mm, 한국 시간)",
    },
    {
      header: "실제도착",
      key: "actualAt",
      type: "dateTime",
      required: false,
      help: "실제 도착 일시 (도착 전이면 비움)",
    },
    {
      header: "상태",
      key: "status",
      type: "choice",
      required: true,
      choices: SHIPMENT_STATUSES,
      help: "대기/운송중/완료",
    },
  ],
  forwarding: [
    { header: "B/L번호", key: "blNo", type: "text", required: true, help: "선하증권 번호 (회사 안에서 겹치지 않음)" },
    { header: "일자", key: "day", type: "day", required: true, help: "선적(수출) 또는 입항(수입) 일자 (YYYY-MM-DD)" },
    { header: "항구", key: "port", type: "text", required: true, help: "예: 인천항, 부산항" },
    {
      header: "구분",
      key: "direction",
      type: "choice",
      required: true,
      choices: FORWARDING_DIRECTIONS,
      help: "수출 또는 수입",
    },
    { header: "컨테이너", key: "containers", type: "count", required: true, help: "컨테이너 수 (TEU, 0 이상 정수)" },
    {
      header: "상태",
      key: "status",
      type: "choice",
      required: true,
      choices: FORWARDING_STATUSES,
      help: "진행 또는 완료",
    },
  ],
};

/** Legacy date-stamped dashboard ids [BBS_ID] of the routes /app/dashboard/{kind}/{bbsId}. */
export const DASHBOARD_BBS_IDS = {
  orders: "20211101090000000001",
  transport: "20211101090000000002",
  forwarding: "20211101090000000003",
  settlement: "20211101090000000004",
} as const;
export type BbsDashboard = keyof typeof DASHBOARD_BBS_IDS;

const companyCode = z.string().trim().max(30, { error: "errorInvalidInput" }).optional();
const year = z.coerce.number({ error: "errorInvalidInput" }).int().min(2000).max(2100);

/** The period of the billing dashboard [YEAR, YEAR_MONTH, COMPANY_CODE, BILL_TO_NAME]. */
export const billingQuerySchema = z.object({
  companyCode,
  year,
  month: z.coerce.number({ error: "errorInvalidInput" }).int().min(1).max(12).optional(),
  customer: z.string().trim().max(100).optional(),
});
export type BillingQuery = z.infer<typeof billingQuerySchema>;

export const yearQuerySchema = z.object({ companyCode, year });
export type YearQuery = z.infer<typeof yearQuerySchema>;

export const bbsParamsSchema = z.object({ bbsId: z.string().regex(/^\d{20}$/, { error: "errorInvalidInput" }) });

export const DATE_TYPES = ["day", "month", "year"] as const;
export type DateType = (typeof DATE_TYPES)[number];
/** Settlement [COMPANY_CODE, DATE, DATE_TYPE]: per day of DATE's month, per month of its year, or per year. */
export const settlementQuerySchema = z.object({
  companyCode,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "errorInvalidInput" }),
  dateType: z.enum(DATE_TYPES, { error: "errorInvalidInput" }),
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

/** A customer's figure [CUSTOMER_NAME, RATIO (percent), AMT, ARAP_TYPE]; `other` marks 기타. */
const customerFigure = z.object({
  customerName: z.string(),
  arap: z.enum(ARAP_TYPES),
  amount: z.number(),
  ratio: z.number(),
  other: z.boolean(),
});
/** Per-module figures [S_FUNC_NAME, AR_/AP_ RATIO, COUNT, AMT]. */
const moduleFigure = z.object({
  module: z.string(),
  arAmount: z.number(),
  arCount: z.number(),
  arRatio: z.number(),
  apAmount: z.number(),
  apCount: z.number(),
  apRatio: z.number(),
});
/** Billing answer [CUSTOMER, MAIN, MODULE]; `companyCode` null: the member has no company (empty state). */
export const billingDashboardSchema = z.object({
  companyCode: z.string().nullable(),
  main: z.object({ arAmount: z.number(), arCount: z.number(), apAmount: z.number(), apCount: z.number() }),
  customers: z.array(customerFigure),
  modules: z.array(moduleFigure),
  months: z.array(z.object({ period: z.string(), arAmount: z.number(), apAmount: z.number() })),
});
export type BillingDashboard = z.infer<typeof billingDashboardSchema>;

const labelled = z.object({ label: z.string(), value: z.number() });
/** Orders: volume per month, status breakdown, top customers. */
export const orderDashboardSchema = z.object({
  companyCode: z.string().nullable(),
  total: z.number(),
  amount: z.number(),
  months: z.array(z.object({ period: z.string(), count: z.number(), amount: z.number() })),
  statuses: z.array(labelled),
  customers: z.array(labelled),
});
export type OrderDashboard = z.infer<typeof orderDashboardSchema>;

/** Transport: shipments per month with on-time rate (percent of arrived ones), statuses, routes. */
export const transportDashboardSchema = z.object({
  companyCode: z.string().nullable(),
  total: z.number(),
  arrived: z.number(),
  onTime: z.number(),
  onTimeRate: z.number(),
  months: z.array(z.object({ period: z.string(), count: z.number(), onTimeRate: z.number() })),
  statuses: z.array(labelled),
  routes: z.array(labelled),
});
export type TransportDashboard = z.infer<typeof transportDashboardSchema>;

/** Forwarding: files and containers per month by direction, by port and direction, statuses. */
export const forwardingDashboardSchema = z.object({
  companyCode: z.string().nullable(),
  total: z.number(),
  containers: z.number(),
  months: z.array(z.object({ period: z.string(), export: z.number(), import: z.number() })),
  ports: z.array(z.object({ port: z.string(), export: z.number(), import: z.number(), containers: z.number() })),
  statuses: z.array(labelled),
});
export type ForwardingDashboard = z.infer<typeof forwardingDashboardSchema>;

/** Settlement: AR against AP with the balance (AR − AP), per period. */
export const settlementDashboardSchema = z.object({
  companyCode: z.string().nullable(),
  rows: z.array(z.object({ period: z.string(), arAmount: z.number(), apAmount: z.number(), balance: z.number() })),
  arAmount: z.number(),
  apAmount: z.number(),
  balance: z.number(),
});
export type SettlementDashboard = z.infer<typeof settlementDashboardSchema>;

/** Big-data dashboard 1: consortium-wide billing per company and month (administrators only). */
export const bigDataBillingSchema = z.object({
  companies: z.array(
    z.object({ companyCode: z.string(), companyName: z.string(), arAmount: z.number(), apAmount: z.number() }),
  ),
  months: z.array(z.object({ period: z.string(), arAmount: z.number(), apAmount: z.number() })),
});
export type BigDataBilling = z.infer<typeof bigDataBillingSchema>;

/** Big-data dashboard 2: consortium-wide logistics per company (administrators only). */
export const bigDataLogisticsSchema = z.object({
  companies: z.array(
    z.object({
      companyCode: z.string(),
      companyName: z.string(),
      orders: z.number(),
      shipments: z.number(),
      onTimeRate: z.number(),
      forwardingFiles: z.number(),
      containers: z.number(),
    }),
  ),
});
export type BigDataLogistics = z.infer<typeof bigDataLogisticsSchema>;

export const dashboardCompanySchema = z.object({ companyCode: z.string(), companyName: z.string() });
/** The companies the signed-in member may look at (own, or all for A); `canImport` for M of it and A. */
export const dashboardCompaniesSchema = z.object({
  items: z.array(dashboardCompanySchema),
  canImport: z.boolean(),
});
export type DashboardCompanies = z.infer<typeof dashboardCompaniesSchema>;

export const importQuerySchema = z.object({
  kind: z.enum(LEDGER_KINDS, { error: "errorInvalidInput" }),
  companyCode,
  /** The browser's id of this upload: the server reports its phases on the member's event stream. */
  progress: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: "errorInvalidInput" })
    .optional(),
});

/** The server's phases of an import after the upload: checking the rows, then storing them. */
export const IMPORT_PHASES = ["checking", "storing"] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];
/**
 * Event `import` on GET /api/events (Server-Sent Events): upload `progress` is `phase`, with `rows`
 * checked so far (checking) or to store (storing).
 */
export interface ImportProgressEvent {
  type: "import";
  progress: string;
  phase: ImportPhase;
  rows: number;
}
export const companyQuerySchema = z.object({ companyCode });
export const importIdParamsSchema = z.object({ importId: z.coerce.number().int().positive() });
export const templateParamsSchema = z.object({
  kind: z.enum(LEDGER_KINDS, { error: "errorInvalidInput" }),
  format: z.enum(["csv", "xlsx"], { error: "errorInvalidInput" }),
});

/** One import of one file. */
export const ledgerImportSchema = z.object({
  importId: z.number().int(),
  companyCode: z.string(),
  kind: z.enum(LEDGER_KINDS),
  fileName: z.string(),
  rowCount: z.number().int(),
  /** Who imported it, by name (null when that member is gone). */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerImport = z.infer<typeof ledgerImportSchema>;
export const ledgerImportListSchema = z.object({ items: z.array(ledgerImportSchema) });

/** Import answer: imported, or `duplicate` (the same file was imported before; nothing added). */
export const importResultSchema = z.object({ duplicate: z.boolean(), import: ledgerImportSchema });
export type ImportResult = z.infer<typeof importResultSchema>;

/** One bad cell: 1-based file row (the header is row 1), the column's Korean header, what is wrong. */
export const rowErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;
/** 422 answer of an import with bad rows: nothing was imported. */
export const importRejectedSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.literal(422),
  code: z.literal("IMPORT_ROWS_INVALID"),
  detail: z.string(),
  errorCount: z.number().int(),
  errors: z.array(rowErrorSchema),
});
export type ImportRejected = z.infer<typeof importRejectedSchema>;

/** Catalogue key of each row problem. */
export const ROW_PROBLEMS = {
  required: "dashImportRequired",
  day: "dashImportBadDay",
  dateTime: "dashImportBadDateTime",
  won: "dashImportBadWon",
  count: "dashImportBadCount",
  choice: "dashImportBadChoice",
  tooLong: "dashImportTooLong",
  duplicateInFile: "dashImportDuplicateInFile",
  duplicateStored: "dashImportDuplicateStored",
} as const satisfies Record<string, MessageKey>;
