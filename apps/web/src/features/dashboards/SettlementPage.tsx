/**
 * Settlement dashboard (members spec section 2; [COMPANY_CODE, DATE, DATE_TYPE]): AR against AP
 * with the balance, per day of the chosen date's month, per month of its year, or per year.
 */
import { CompositeChart } from "@mantine/charts";
import { Select, Stack } from "@mantine/core";
import { DATE_TYPES, type DateType, seoulDay, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { DayInput } from "../../lib/DayInput.tsx";
import { settlementQuery } from "./api.ts";
import { ChartPanel, Figures } from "./ChartPanel.tsx";
import { DashboardFrame, useDashboardParams } from "./DashboardFrame.tsx";
import { figureColumn } from "./FigureTable.tsx";
import { shortWon, won } from "./format.ts";
import { QueryState } from "./QueryState.tsx";

const TYPE_LABELS = { day: "dashDateTypeDay", month: "dashDateTypeMonth", year: "dashDateTypeYear" } as const;

function useSettlementParams() {
  const { params, set } = useDashboardParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? (params.get("date") as string) : seoulDay();
  const raw = params.get("dateType");
  const dateType: DateType = raw === "day" || raw === "year" ? raw : "month";
  return { date, dateType, set };
}

function SettlementFilters() {
  const { date, dateType, set } = useSettlementParams();
  return (
    <>
      <DayInput
        label={t("dashDate")}
        value={date}
        onChange={(day) => day && set({ date: day })}
        clearable={false}
        w={170}
      />
      <Select
        label={t("dashDateType")}
        data={DATE_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
        value={dateType}
        onChange={(value) => set({ dateType: value })}
        allowDeselect={false}
        w={110}
      />
    </>
  );
}

function SettlementContent({ companyCode }: { companyCode: string | undefined }) {
  const { date, dateType } = useSettlementParams();
  const result = useQuery(settlementQuery({ companyCode, date, dateType }));
  return (
    <QueryState result={result}>
      {(data) => (
        <Stack gap="md">
          <Figures
            items={[
              { label: t("dashAr"), value: won(data.arAmount) },
              { label: t("dashAp"), value: won(data.apAmount) },
              { label: t("dashBalance"), value: won(data.balance) },
            ]}
          />
          <ChartPanel
            title={t("dashSettlement")}
            fileName={`${t("dashSettlement")}_${companyCode}_${date}_${dateType}`}
            chart={
              <CompositeChart
                h={260}
                data={data.rows}
                dataKey="period"
                series={[
                  { name: "arAmount", label: t("dashAr"), color: "blue.6", type: "bar" },
                  { name: "apAmount", label: t("dashAp"), color: "orange.6", type: "bar" },
                  { name: "balance", label: t("dashBalance"), color: "teal.7", type: "line" },
                ]}
                valueFormatter={won}
                yAxisProps={{ tickFormatter: shortWon, width: 56 }}
                withLegend
              />
            }
            rows={data.rows}
            columns={[
              { title: t("dashPeriod"), text: (r) => r.period },
              figureColumn(t("dashAr"), "arAmount", won),
              figureColumn(t("dashAp"), "apAmount", won),
              figureColumn(t("dashBalance"), "balance", won),
            ]}
          />
        </Stack>
      )}
    </QueryState>
  );
}

export function SettlementPage() {
  return (
    <DashboardFrame noYear filters={<SettlementFilters />}>
      {(scope) => <SettlementContent companyCode={scope.companyCode} />}
    </DashboardFrame>
  );
}
