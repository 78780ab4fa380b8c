/**
 * Order, transport and forwarding dashboards (members spec section 2; routes carry the legacy
 * bbs_id): volumes per month, status breakdowns, top customers or routes, the on-time rate of
 * transport, and forwarding by port and direction (수출/수입), for one company and year.
 */
import { BarChart, DonutChart, LineChart } from "@mantine/charts";
import { SimpleGrid, Stack } from "@mantine/core";
import {
  type ForwardingDashboard,
  type MessageKey,
  type OrderDashboard,
  type TransportDashboard,
  t,
} from "@portal/contract";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { forwardingQuery, ordersQuery, transportQuery } from "./api.ts";
import { ChartPanel, Figures } from "./ChartPanel.tsx";
import { DashboardFrame } from "./DashboardFrame.tsx";
import { figureColumn } from "./FigureTable.tsx";
import { count, pct, won } from "./format.ts";
import { QueryState } from "./QueryState.tsx";

const STATUS_COLORS = ["teal.6", "blue.6", "orange.6", "red.6", "gray.5"];

type Labelled = { label: string; value: number };

/**
 * Counts per label (statuses, top customers, top routes): the table, and a donut when `donut`.
 * Statuses by default.
 */
function CountsPanel({
  rows,
  fileName,
  donut = false,
  title = t("dashStatuses"),
  labelTitle = t("dashStatus"),
  countTitle = t("dashCount"),
}: {
  rows: Labelled[];
  fileName: string;
  donut?: boolean;
  title?: string;
  labelTitle?: string;
  countTitle?: string;
}) {
  return (
    <ChartPanel
      title={title}
      fileName={fileName}
      chart={
        donut && (
          <DonutChart
            data={rows.map((r, i) => ({ name: r.label, value: r.value, color: STATUS_COLORS[i] ?? "gray.5" }))}
            valueFormatter={count}
            size={170}
            thickness={26}
            mx="auto"
            withLabels={false}
          />
        )
      }
      rows={rows}
      columns={[{ title: labelTitle, text: (r) => r.label }, figureColumn(countTitle, "value", count)]}
    />
  );
}

function OrdersView({ data, name }: ViewProps<OrderDashboard>) {
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t("dashOrdersTotal"), value: count(data.total) },
          { label: t("dashOrdersAmount"), value: won(data.amount) },
        ]}
      />
      <ChartPanel
        title={t("dashMonthly")}
        fileName={`${name}_months`}
        chart={
          <BarChart
            h={240}
            data={data.months}
            dataKey="period"
            series={[{ name: "count", label: t("dashOrdersTotal"), color: "blue.6" }]}
            valueFormatter={count}
          />
        }
        rows={data.months}
        columns={[
          { title: t("dashPeriod"), text: (r) => r.period },
          figureColumn(t("dashOrdersTotal"), "count", count),
          figureColumn(t("dashOrdersAmount"), "amount", won),
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountsPanel donut rows={data.statuses} fileName={`${name}_statuses`} />
        <CountsPanel
          title={t("dashCustomers")}
          labelTitle={t("dashCustomer")}
          countTitle={t("dashOrdersTotal")}
          fileName={`${name}_customers`}
          rows={data.customers}
        />
      </SimpleGrid>
    </Stack>
  );
}

function TransportView({ data, name }: ViewProps<TransportDashboard>) {
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t("dashShipments"), value: count(data.total) },
          { label: t("dashArrived"), value: count(data.arrived) },
          { label: t("dashOnTime"), value: count(data.onTime) },
          { label: t("dashOnTimeRate"), value: pct(data.onTimeRate) },
        ]}
      />
      <ChartPanel
        title={t("dashMonthly")}
        fileName={`${name}_months`}
        chart={
          <LineChart
            h={240}
            data={data.months}
            dataKey="period"
            series={[{ name: "onTimeRate", label: t("dashOnTimeRate"), color: "teal.6" }]}
            valueFormatter={pct}
            yAxisProps={{ domain: [0, 100], width: 44 }}
          />
        }
        rows={data.months}
        columns={[
          { title: t("dashPeriod"), text: (r) => r.period },
          figureColumn(t("dashShipments"), "count", count),
          figureColumn(t("dashOnTimeRate"), "onTimeRate", pct),
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountsPanel donut rows={data.statuses} fileName={`${name}_statuses`} />
        <CountsPanel
          title={t("dashRoutes")}
          labelTitle={t("dashRoute")}
          countTitle={t("dashShipments")}
          fileName={`${name}_routes`}
          rows={data.routes}
        />
      </SimpleGrid>
    </Stack>
  );
}

function ForwardingView({ data, name }: ViewProps<ForwardingDashboard>) {
  const series = [
    { name: "export", label: t("dashExport"), color: "blue.6" },
    { name: "import", label: t("dashImportDir"), color: "orange.6" },
  ];
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t("dashFiles"), value: count(data.total) },
          { label: t("dashContainers"), value: count(data.containers) },
        ]}
      />
      <ChartPanel
        title={t("dashMonthly")}
        fileName={`${name}_months`}
        chart={<BarChart h={240} data={data.months} dataKey="period" series={series} type="stacked" withLegend />}
        rows={data.months}
        columns={[
          { title: t("dashPeriod"), text: (r) => r.period },
          figureColumn(t("dashExport"), "export", count),
          figureColumn(t("dashImportDir"), "import", count),
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartPanel
          title={t("dashPorts")}
          fileName={`${name}_ports`}
          chart={<BarChart h={220} data={data.ports} dataKey="port" series={series} withLegend />}
          rows={data.ports}
          columns={[
            { title: t("dashPort"), text: (r) => r.port },
            figureColumn(t("dashExport"), "export", count),
            figureColumn(t("dashImportDir"), "import", count),
            figureColumn(t("dashContainers"), "containers", count),
          ]}
        />
        <CountsPanel donut rows={data.statuses} fileName={`${name}_statuses`} />
      </SimpleGrid>
    </Stack>
  );
}

interface ViewProps<D> {
  data: D;
  /** Start of the XLSX file names: the dashboard, company and year. */
  name: string;
}

/**
 * The page of a logistics dashboard of one company and year: `query` fetches the figures,
 * `View` draws them; `title` starts the export file names.
 */
function yearDashboard<D, K extends QueryKey>(
  query: (params: { companyCode: string | undefined; year: number }) => UseQueryOptions<D, Error, D, K>,
  title: MessageKey,
  View: (props: ViewProps<D>) => ReactNode,
) {
  function Content({ companyCode, year }: { companyCode: string | undefined; year: number }) {
    const result = useQuery(query({ companyCode, year }));
    return (
      <QueryState result={result}>
        {(data) => <View data={data} name={`${t(title)}_${companyCode}_${year}`} />}
      </QueryState>
    );
  }
  return function YearDashboardPage() {
    return <DashboardFrame>{(scope) => <Content companyCode={scope.companyCode} year={scope.year} />}</DashboardFrame>;
  };
}

export const OrdersPage = yearDashboard(ordersQuery, "dashOrders", OrdersView);
export const TransportPage = yearDashboard(transportQuery, "dashTransport", TransportView);
export const ForwardingPage = yearDashboard(forwardingQuery, "dashForwarding", ForwardingView);
