/** The logistics council's membership statistics (getLogisticsInfo, members spec §7), counted by the server. */
import { Paper, Skeleton, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { ResponsiveGrid } from "../../components/layout/ResponsiveGrid.tsx";
import { numberText } from "../../lib/format.ts";
import { logisticsQuery } from "./api.ts";

export function LogisticsStats() {
  const { data } = useQuery(logisticsQuery);
  const tiles: [string, number | undefined][] = data
    ? [
        [t("statsBusinessYear"), undefined],
        [t("statsThisYear", { year: data.businessYear }), data.thisYearCompanyCount],
        [t("statsThisMonth", { month: `${Number(data.thisYearMonth.slice(5))}월` }), data.thisMonthCompanyCount],
        [t("statsAll"), data.allCompanyCount],
        [t("statsLogistics"), data.logisticsCompanyCount],
        [t("statsManufacturing"), data.manufacturingCompanyCount],
        [t("statsOther"), data.otherCompanyCount],
      ]
    : [];
  return (
    <section aria-labelledby="logistics-stats">
      <Title order={2} size="h4" id="logistics-stats" mb="sm">
        {t("statsTitle")}
      </Title>
      {!data && <Skeleton height={120} radius="md" />}
      <ResponsiveGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {tiles.map(([label, count]) => (
          <Paper key={label} withBorder radius="md" p="md" bg="gray.0">
            <Text size="sm" c="gray.7">
              {label}
            </Text>
            <Text fw={700} size="xl" c="blue.9">
              {count === undefined ? `${data?.businessYear}년` : t("statsCompanyCount", { count: numberText(count) })}
            </Text>
          </Paper>
        ))}
      </ResponsiveGrid>
    </section>
  );
}
