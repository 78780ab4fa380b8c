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
import { useSessionUser } from "../../lib/session.ts";
import { bigDataBillingQuery, bigDataLogisticsQuery } from "./api.ts";
import { ArApBars, ArApMonthsPanel, ChartPanel } from "./ChartPanel.tsx";
import { DashboardFrame } from "./DashboardFrame.tsx";
import { figureColumn } from "./FigureTable.tsx";
import { count, pct, won } from "./format.ts";
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
  return (
    <QueryState result={result}>
      {(data) => (
        <Stack gap="md">
          <ChartPanel
            title={t("dashCompanies")}
            fileName={`${t("dashBigData1")}_${year}_companies`}
            chart={<ArApBars data={data.companies} dataKey="companyName" />}
            rows={data.companies}
            columns={[
              { title: t("dashCompany"), text: (r) => r.companyName },
              figureColumn(t("dashArAmount"), "arAmount", won),
              figureColumn(t("dashApAmount"), "apAmount", won),
            ]}
          />
          <ArApMonthsPanel rows={data.months} fileName={`${t("dashBigData1")}_${year}_months`} />
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
            figureColumn(t("dashOrdersCol"), "orders", count),
            figureColumn(t("dashShipments"), "shipments", count),
            figureColumn(t("dashOnTimeRate"), "onTimeRate", pct),
            figureColumn(t("dashForwardingFiles"), "forwardingFiles", count),
            figureColumn(t("dashContainers"), "containers", count),
          ]}
        />
      )}
    </QueryState>
  );
}

export function BigDataPage({ view }: { view: "billing" | "logistics" }) {
  const user = useSessionUser();
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
