/**
 * Dashboard calls of the browser (members spec section 7 "Dashboards and info"): query options of
 * each dashboard, the import list, the import upload (XMLHttpRequest, for its progress) and rollback.
 */
import {
  type BigDataBilling,
  type BigDataLogistics,
  type BillingDashboard,
  DASHBOARD_BBS_IDS,
  type DashboardCompanies,
  type ForwardingDashboard,
  type ImportResult,
  type LedgerImport,
  type LedgerKind,
  type OrderDashboard,
  type SettlementDashboard,
  type TransportDashboard,
} from "@portal/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { uploadFile } from "../files/api.ts";

type Params = Record<string, string | number | undefined>;

const dashboard = <T>(name: string, url: string, params: Params) =>
  queryOptions({
    queryKey: ["dashboards", name, params],
    queryFn: () => api<T>("GET", `${url}${query(params)}`),
    placeholderData: keepPreviousData,
  });

export const companiesQuery = queryOptions({
  queryKey: ["dashboards", "companies"],
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
    queryKey: ["dashboards", "imports", companyCode],
    queryFn: () => api<{ items: LedgerImport[] }>("GET", `/api/dashboards/imports${query({ companyCode })}`),
  });

/** Uploads `file` as a `kind` ledger of `companyCode`; `onProgress` gets 0–100 of the upload. */
export const uploadLedger = (
  kind: LedgerKind,
  companyCode: string | undefined,
  file: File,
  onProgress: (p: number) => void,
) => uploadFile<ImportResult>(`/api/dashboards/imports${query({ kind, companyCode })}`, file, onProgress);

export const rollbackLedger = (importId: number) => api<{ ok: true }>("DELETE", `/api/dashboards/imports/${importId}`);
