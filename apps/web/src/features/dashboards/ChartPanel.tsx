/**
 * One dashboard panel: a title, a chart (hidden from screen readers, which read the table instead:
 * the chart carries a Korean summary pointing to it), 'No records found.' when there is no data,
 * and the panel's table with its XLSX export. Also the headline figures and the AR/AP bar chart
 * that several dashboards share.
 */
import { BarChart } from "@mantine/charts";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import type { ReactNode } from "react";
import { type FigureColumn, FigureTable, figureColumn } from "./FigureTable.tsx";
import { shortWon, won } from "./format.ts";

interface Props<T> {
  title: string;
  chart?: ReactNode;
  note?: string;
  columns: FigureColumn<T>[];
  rows: T[];
  fileName: string;
}

export function ChartPanel<T>({ title, chart, note, columns, rows, fileName }: Props<T>) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {chart &&
          (rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" role="status">
              {t("dashNoRecords")}
            </Text>
          ) : (
            <div role="img" aria-label={t("dashChartSummary", { title })}>
              {chart}
            </div>
          ))}
        <FigureTable caption={title} columns={columns} rows={rows} fileName={fileName} />
      </Stack>
    </Paper>
  );
}

/** A row of headline figures (label above, value below). */
export function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <dl
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(130px, 1fr))",
          gap: "var(--mantine-spacing-md)",
          margin: 0,
        }}
      >
        {items.map((item) => (
          <div key={item.label}>
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" fw={700} size="lg" m={0}>
              {item.value}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** Bars of the AR (매출) and AP (매입) amounts of `data` per `dataKey`, in won with 만/억 axis labels. */
export function ArApBars<T extends { arAmount: number; apAmount: number }>({
  data,
  dataKey,
  h = 260,
}: {
  data: T[];
  dataKey: keyof T & string;
  h?: number;
}) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey={dataKey}
      series={[
        { name: "arAmount", label: t("dashAr"), color: "blue.6" },
        { name: "apAmount", label: t("dashAp"), color: "orange.6" },
      ]}
      valueFormatter={won}
      yAxisProps={{ tickFormatter: shortWon, width: 56 }}
      withLegend
    />
  );
}

/** AR and AP amounts per month: the bars and the table (billing, and the consortium's billing). */
export function ArApMonthsPanel({
  rows,
  fileName,
}: {
  rows: { period: string; arAmount: number; apAmount: number }[];
  fileName: string;
}) {
  return (
    <ChartPanel
      title={t("dashMonthly")}
      fileName={fileName}
      chart={<ArApBars data={rows} dataKey="period" />}
      rows={rows}
      columns={[
        { title: t("dashPeriod"), text: (r) => r.period },
        figureColumn(t("dashArAmount"), "arAmount", won),
        figureColumn(t("dashApAmount"), "apAmount", won),
      ]}
    />
  );
}
