/**
 * Order, transport and forwarding dashboards (members spec section 2; routes carry the legacy
 * bbs_id): volumes per month, status breakdowns, top customers or routes, the on-time rate of
 * transport, and forwarding by port and direction (수출/수입), for one company and year.
 */
import { BarChart, DonutChart, LineChart } from "@mantine/charts";
import { SimpleGrid, Stack } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { forwardingQuery, ordersQuery, transportQuery } from "./api.ts";
import { ChartPanel, Figures } from "./ChartPanel.tsx";
import { DashboardFrame } from "./DashboardFrame.tsx";
import { figureColumn } from "./FigureTable.tsx";
import { count, pct, won } from "./format.ts";
import { QueryState } from "./QueryState.tsx";

const STATUS_COLORS = ["teal.6", "blue.6", "orange.6", "red.6", "gray.5"];

type Labelled = { label: string; value: number };

function StatusPanel({ rows, fileName }: { rows: Labelled[]; fileName: string }) {
  return (
    <ChartPanel
      title={t("dashStatuses")}
      fileName={fileName}
      chart={
        <DonutChart
          data={rows.map((r, i) => ({ name: r.label, value: r.value, color: STATUS_COLORS[i] ?? "gray.5" }))}
          valueFormatter={count}
          size={170}
          thickness={26}
          mx="auto"
          withLabels={false}
        />
      }
      rows={rows}
      columns={[{ title: t("dashStatus"), text: (r) => r.label }, figureColumn(t("dashCount"), "value", count)]}
    />
  );
}

function OrdersContent({ companyCode, year }: { companyCode: string | undefined; year: number }) {
  const result = useQuery(ordersQuery({ companyCode, year }));
  const name = `${t("dashOrders")}_${companyCode}_${year}`;
  return (
    <QueryState result={result}>
      {(data) => (
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
            <StatusPanel rows={data.statuses} fileName={`${name}_statuses`} />
            <ChartPanel
              title={t("dashCustomers")}
              fileName={`${name}_customers`}
              rows={data.customers}
              columns={[
                { title: t("dashCustomer"), text: (r) => r.label },
                figureColumn(t("dashOrdersTotal"), "value", count),
              ]}
            />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

function TransportContent({ companyCode, year }: { companyCode: string | undefined; year: number }) {
  const result = useQuery(transportQuery({ companyCode, year }));
  const name = `${t("dashTransport")}_${companyCode}_${year}`;
  return (
    <QueryState result={result}>
      {(data) => (
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
            <StatusPanel rows={data.statuses} fileName={`${name}_statuses`} />
            <ChartPanel
              title={t("dashRoutes")}
              fileName={`${name}_routes`}
              rows={data.routes}
              columns={[
                { title: t("dashRoute"), text: (r) => r.label },
                figureColumn(t("dashShipments"), "value", count),
              ]}
            />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

function ForwardingContent({ companyCode, year }: { companyCode: string | undefined; year: number }) {
  const result = useQuery(forwardingQuery({ companyCode, year }));
  const name = `${t("dashForwarding")}_${companyCode}_${year}`;
  const series = [
    { name: "export", label: t("dashExport"), color: "blue.6" },
    { name: "import", label: t("dashImportDir"), color: "orange.6" },
  ];
  return (
    <QueryState result={result}>
      {(data) => (
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
            <StatusPanel rows={data.statuses} fileName={`${name}_statuses`} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

export function OrdersPage() {
  return (
    <DashboardFrame>{(scope) => <OrdersContent companyCode={scope.companyCode} year={scope.year} />}</DashboardFrame>
  );
}
export function TransportPage() {
  return (
    <DashboardFrame>{(scope) => <TransportContent companyCode={scope.companyCode} year={scope.year} />}</DashboardFrame>
  );
}
export function ForwardingPage() {
  return (
    <DashboardFrame>
      {(scope) => <ForwardingContent companyCode={scope.companyCode} year={scope.year} />}
    </DashboardFrame>
  );
}
