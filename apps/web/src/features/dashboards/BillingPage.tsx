/**
 * Billing dashboard (members spec section 2 "Dashboards", section 3 "Billing response"): main
 * totals (AR and AP amount and count), customers with their share (top 10 named, the rest 기타;
 * totals over all records), per-module figures and the months, for a year or one month, optionally
 * for customers whose name contains a text [BILL_TO_NAME].
 */
import { DonutChart } from "@mantine/charts";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type BillingDashboard, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { billingQuery } from "./api.ts";
import { ArApBars, ArApMonthsPanel, ChartPanel, Figures } from "./ChartPanel.tsx";
import { DashboardFrame, useDashboardParams } from "./DashboardFrame.tsx";
import { figureColumn } from "./FigureTable.tsx";
import { count, pct, won } from "./format.ts";
import { QueryState } from "./QueryState.tsx";

const COLORS = [
  "blue.6",
  "teal.6",
  "grape.6",
  "orange.6",
  "cyan.6",
  "lime.6",
  "pink.6",
  "indigo.6",
  "yellow.6",
  "red.6",
  "gray.5",
];

function BillingFilters() {
  const { params, set } = useDashboardParams();
  const [customer, setCustomer] = useState(params.get("customer") ?? "");
  const [debounced] = useDebouncedValue(customer, 400);
  const current = params.get("customer") ?? "";
  useEffect(() => {
    if (current !== debounced) set({ customer: debounced });
  }, [current, debounced, set]);
  return (
    <>
      <Select
        label={t("dashMonth")}
        data={[
          { value: "", label: t("dashAllMonths") },
          ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}${t("dashMonth")}` })),
        ]}
        value={params.get("month") ?? ""}
        onChange={(value) => set({ month: value })}
        allowDeselect={false}
        w={110}
      />
      <TextInput
        label={t("dashCustomerFilter")}
        value={customer}
        onChange={(event) => setCustomer(event.currentTarget.value)}
        w={180}
      />
    </>
  );
}

function BillingView({ data, fileName }: { data: BillingDashboard; fileName: string }) {
  const ar = data.customers.filter((c) => c.arap === "AR");
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t("dashArAmount"), value: won(data.main.arAmount) },
          { label: t("dashArCount"), value: count(data.main.arCount) },
          { label: t("dashApAmount"), value: won(data.main.apAmount) },
          { label: t("dashApCount"), value: count(data.main.apCount) },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartPanel
          title={t("dashCustomers")}
          note={t("dashTopCustomersNote")}
          fileName={`${fileName}_customers`}
          chart={
            <DonutChart
              data={ar.map((c, i) => ({ name: c.customerName, value: c.amount, color: COLORS[i] ?? "gray.5" }))}
              valueFormatter={won}
              withTooltip
              tooltipDataSource="segment"
              size={180}
              thickness={28}
              mx="auto"
            />
          }
          rows={data.customers}
          columns={[
            { title: t("dashCustomer"), text: (r) => r.customerName },
            { title: t("dashArap"), text: (r) => (r.arap === "AR" ? t("dashAr") : t("dashAp")) },
            figureColumn(t("dashAmount"), "amount", won),
            figureColumn(t("dashRatio"), "ratio", pct),
          ]}
        />
        <ChartPanel
          title={t("dashModules")}
          fileName={`${fileName}_modules`}
          chart={<ArApBars h={240} data={data.modules} dataKey="module" />}
          rows={data.modules}
          columns={[
            { title: t("dashModule"), text: (r) => r.module },
            figureColumn(t("dashArAmount"), "arAmount", won),
            figureColumn(t("dashArCount"), "arCount", count),
            {
              title: `${t("dashAr")} ${t("dashRatio")}`,
              text: (r) => pct(r.arRatio),
              value: (r) => r.arRatio,
              numeric: true,
            },
            figureColumn(t("dashApAmount"), "apAmount", won),
            figureColumn(t("dashApCount"), "apCount", count),
            {
              title: `${t("dashAp")} ${t("dashRatio")}`,
              text: (r) => pct(r.apRatio),
              value: (r) => r.apRatio,
              numeric: true,
            },
          ]}
        />
      </SimpleGrid>
      <ArApMonthsPanel rows={data.months} fileName={`${fileName}_months`} />
    </Stack>
  );
}

export function BillingPage() {
  return (
    <DashboardFrame filters={<BillingFilters />}>
      {(scope) => <BillingContent companyCode={scope.companyCode} year={scope.year} />}
    </DashboardFrame>
  );
}

function BillingContent({ companyCode, year }: { companyCode: string | undefined; year: number }) {
  const { params } = useDashboardParams();
  const month = params.get("month") ?? undefined;
  const customer = params.get("customer") ?? undefined;
  const result = useQuery(billingQuery({ companyCode, year, month, customer }));
  return (
    <QueryState result={result}>
      {(data) => (
        <BillingView data={data} fileName={`${t("dashBilling")}_${companyCode}_${year}${month ? `-${month}` : ""}`} />
      )}
    </QueryState>
  );
}
