/**
 * The two big-data dashboards (members spec section 6): consortium-wide billing and logistics
 * across every company, for administrators; everyone else sees 'currently being prepared' (and the
 * API refuses them too).
 */
import { BarChart } from "@mantine/charts";
import { Alert, Stack } from "@mantine/core";
import { t } from "@portal/contract";
import { IconTools } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../lib/session.ts";
import { bigDataBillingQuery, bigDataLogisticsQuery } from "./api.ts";
import { ChartPanel } from "./ChartPanel.tsx";
import { DashboardFrame } from "./DashboardFrame.tsx";
import { count, pct, shortWon, won } from "./format.ts";
import { QueryState } from "./QueryState.tsx";

function ReadySoon() {
  return (
    <Alert color="gray" icon={<IconTools size={18} aria-hidden />} role="status">
      {t("dashReadySoon")}
    </Alert>
  );
}

function BillingView({ year }: { year: number }) {
  const result = useQuery(bigDataBillingQuery({ year }));
  const series = [
    { name: "arAmount", label: t("dashAr"), color: "blue.6" },
    { name: "apAmount", label: t("dashAp"), color: "orange.6" },
  ];
  return (
    <QueryState result={result}>
      {(data) => (
        <Stack gap="md">
          <ChartPanel
            title={t("dashCompanies")}
            fileName={`${t("dashBigData1")}_${year}_companies`}
            chart={
              <BarChart
                h={260}
                data={data.companies}
                dataKey="companyName"
                series={series}
                valueFormatter={won}
                yAxisProps={{ tickFormatter: shortWon, width: 56 }}
                withLegend
              />
            }
            rows={data.companies}
            columns={[
              { title: t("dashCompany"), text: (r) => r.companyName },
              { title: t("dashArAmount"), text: (r) => won(r.arAmount), value: (r) => r.arAmount, numeric: true },
              { title: t("dashApAmount"), text: (r) => won(r.apAmount), value: (r) => r.apAmount, numeric: true },
            ]}
          />
          <ChartPanel
            title={t("dashMonthly")}
            fileName={`${t("dashBigData1")}_${year}_months`}
            chart={
              <BarChart
                h={260}
                data={data.months}
                dataKey="period"
                series={series}
                valueFormatter={won}
                yAxisProps={{ tickFormatter: shortWon, width: 56 }}
                withLegend
              />
            }
            rows={data.months}
            columns={[
              { title: t("dashPeriod"), text: (r) => r.period },
              { title: t("dashArAmount"), text: (r) => won(r.arAmount), value: (r) => r.arAmount, numeric: true },
              { title: t("dashApAmount"), text: (r) => won(r.apAmount), value: (r) => r.apAmount, numeric: true },
            ]}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function LogisticsView({ year }: { year: number }) {
  const result = useQuery(bigDataLogisticsQuery({ year }));
  return (
    <QueryState result={result}>
      {(data) => (
        <ChartPanel
          title={t("dashCompanies")}
          fileName={`${t("dashBigData2")}_${year}`}
          chart={
            <BarChart
              h={260}
              data={data.companies}
              dataKey="companyName"
              series={[
                { name: "orders", label: t("dashOrdersCol"), color: "blue.6" },
                { name: "shipments", label: t("dashShipments"), color: "teal.6" },
                { name: "forwardingFiles", label: t("dashForwardingFiles"), color: "orange.6" },
              ]}
              valueFormatter={count}
              withLegend
            />
          }
          rows={data.companies}
          columns={[
            { title: t("dashCompany"), text: (r) => r.companyName },
            { title: t("dashOrdersCol"), text: (r) => count(r.orders), value: (r) => r.orders, numeric: true },
            { title: t("dashShipments"), text: (r) => count(r.shipments), value: (r) => r.shipments, numeric: true },
            { title: t("dashOnTimeRate"), text: (r) => pct(r.onTimeRate), value: (r) => r.onTimeRate, numeric: true },
            {
              title: t("dashForwardingFiles"),
              text: (r) => count(r.forwardingFiles),
              value: (r) => r.forwardingFiles,
              numeric: true,
            },
            { title: t("dashContainers"), text: (r) => count(r.containers), value: (r) => r.containers, numeric: true },
          ]}
        />
      )}
    </QueryState>
  );
}

export function BigDataPage({ view }: { view: "billing" | "logistics" }) {
  const { user } = useSession();
  return (
    <DashboardFrame allCompanies>
      {({ year }) =>
        user?.role !== "A" ? (
          <ReadySoon />
        ) : view === "billing" ? (
          <BillingView year={year} />
        ) : (
          <LogisticsView year={year} />
        )
      }
    </DashboardFrame>
  );
}
