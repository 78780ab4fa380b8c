/**
 * Dashboard calls of the browser (members spec section 7 "Dashboards and info"): query options of
 * each dashboard, the import list, the import upload (XMLHttpRequest, for its progress, and the
 * event stream for the server's phases) and rollback.
 */
import {
  type BigDataBilling,
  type BigDataLogistics,
  type BillingDashboard,
  DASHBOARD_BBS_IDS,
  type DashboardCompanies,
  type ForwardingDashboard,
  type ImportPhase,
  type ImportProgressEvent,
  type ImportResult,
  type LedgerImport,
  type LedgerKind,
  type OrderDashboard,
  type SettlementDashboard,
  type TransportDashboard,
} from "@portal/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { onServerEvent, streamListening } from "../../lib/events.ts";
import { uploadFile } from "../files/index.ts";
import { dashboardKeys } from "./keys.ts";

type Params = Record<string, string | number | undefined>;

const dashboard = <T>(name: string, url: string, params: Params) =>
  queryOptions({
    queryKey: dashboardKeys.figures(name, params),
    queryFn: () => api<T>("GET", `${url}${query(params)}`),
    placeholderData: keepPreviousData,
  });

export const companiesQuery = queryOptions({
  queryKey: dashboardKeys.companies,
  queryFn: () => api<DashboardCompanies>("GET", "/api/dashboards/companies"),
});
export const billingQuery = (params: Params) =>
  dashboard<BillingDashboard>("billing", "/api/dashboards/billing", params);
export const ordersQuery = (params: Params) =>
  dashboard<OrderDashboard>("orders", `/api/dashboards/orders/${DASHBOARD_BBS_IDS.orders}`, params);
export const transportQuery = (params: Params) =>
  dashboard<TransportDashboard>("transport", `/api/dashboards/transport/${DASHBOARD_BBS_IDS.transport}`, params);
export const forwardingQuery = (params: Params) =>
  dashboard<ForwardingDashboard>("forwarding", `/api/dashboards/forwarding/${DASHBOARD_BBS_IDS.forwarding}`, params);
export const settlementQuery = (params: Params) =>
  dashboard<SettlementDashboard>("settlement", `/api/dashboards/settlement/${DASHBOARD_BBS_IDS.settlement}`, params);
export const bigDataBillingQuery = (params: Params) =>
  dashboard<BigDataBilling>("bigBilling", "/api/dashboards/bigdata/billing", params);
export const bigDataLogisticsQuery = (params: Params) =>
  dashboard<BigDataLogistics>("bigLogistics", "/api/dashboards/bigdata/logistics", params);
export const importsQuery = (companyCode: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.imports(companyCode),
    queryFn: () => api<{ items: LedgerImport[] }>("GET", `/api/dashboards/imports${query({ companyCode })}`),
  });

/**
 * Uploads `file` as a `kind` ledger of `companyCode`; `onProgress` gets 0–100 of the upload, then
 * `onPhase` the server's phases (rows checked so far, rows being stored) from the event stream.
 */
export async function uploadLedger(
  kind: LedgerKind,
  companyCode: string | undefined,
  file: File,
  onProgress: (p: number) => void,
  onPhase: (phase: ImportPhase, rows: number) => void,
): Promise<ImportResult> {
  const progress = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const stop = onServerEvent("import", (message) => {
    const event = JSON.parse(message.data) as ImportProgressEvent;
    if (event.progress === progress) onPhase(event.phase, event.rows);
  });
  try {
    // The stream says `hello` once it listens; the upload does not wait longer than a second for it.
    await Promise.race([streamListening(), new Promise((resolve) => setTimeout(resolve, 1000))]);
    const url = `/api/dashboards/imports${query({ kind, companyCode, progress })}`;
    return await uploadFile<ImportResult>(url, file, onProgress);
  } finally {
    stop();
  }
}

export const rollbackLedger = (importId: number) => api<{ ok: true }>("DELETE", `/api/dashboards/imports/${importId}`);
