/**
 * The frame of every dashboard screen: title, the dashboards' tabs (links, so each has its
 * address), the company (administrators choose any; members see their own) and year filters kept
 * in the URL, and the states: loading, no company (empty state), or the screen.
 */
import { Alert, Center, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { DASHBOARD_BBS_IDS, type DashboardCompanies, type MessageKey, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { LinkTabs } from "../../components/tabs/LinkTabs.tsx";
import { useSessionUser } from "../../lib/session.ts";
import { companiesQuery } from "./api.ts";
import { seoulYear } from "./format.ts";

const TABS: { path: string; label: MessageKey; importOnly?: boolean }[] = [
  { path: "/app/dashboard", label: "dashBilling" },
  { path: `/app/dashboard/orders/${DASHBOARD_BBS_IDS.orders}`, label: "dashOrders" },
  { path: `/app/dashboard/transport/${DASHBOARD_BBS_IDS.transport}`, label: "dashTransport" },
  { path: `/app/dashboard/forwarding/${DASHBOARD_BBS_IDS.forwarding}`, label: "dashForwarding" },
  { path: `/app/dashboard/settlement/${DASHBOARD_BBS_IDS.settlement}`, label: "dashSettlement" },
  { path: "/app/dashboard/bigdata/billing", label: "dashBigData1" },
  { path: "/app/dashboard/bigdata/logistics", label: "dashBigData2" },
  { path: "/app/dashboard/import", label: "dashImport", importOnly: true },
];

/** The filters of the URL: company (A's choice, else the member's own), year and any other key. */
export function useDashboardParams(companies?: DashboardCompanies) {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get("year")) || seoulYear();
  const companyCode = params.get("companyCode") || companies?.items[0]?.companyCode || undefined;
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { params, year, companyCode, set };
}

interface Props {
  /** Extra filters of the screen (beside company and year). */
  filters?: ReactNode;
  /** Hide the year filter (settlement uses a date). */
  noYear?: boolean;
  /** Screens over all companies (big data) need no company. */
  allCompanies?: boolean;
  children: (scope: { companyCode: string | undefined; year: number; companies: DashboardCompanies }) => ReactNode;
}

export function DashboardFrame({ filters, noYear, allCompanies, children }: Props) {
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  const companies = useQuery(companiesQuery);
  const { year, companyCode, set } = useDashboardParams(companies.data);
  const isAdmin = user?.role === "A";
  const keep = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const key of ["companyCode", "year"]) {
    const value = keep.get(key);
    if (value) carried.set(key, value);
  }
  const tabs = TABS.filter((tab) => !tab.importOnly || companies.data?.canImport);
  const active = tabs.find((tab) => tab.path === pathname)?.path ?? tabs[0]?.path;
  const thisYear = seoulYear();
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i));

  let body: ReactNode;
  if (companies.isPending) {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label={t("loading")} />
      </Center>
    );
  } else if (companies.isError) {
    body = <Alert color="red">{companies.error.message}</Alert>;
  } else if (!allCompanies && !companyCode) {
    body = (
      <Alert color="gray" role="status">
        {isAdmin ? t("dashNoRecords") : t("dashNoCompany")}
      </Alert>
    );
  } else {
    body = children({ companyCode, year, companies: companies.data });
  }

  return (
    <Stack gap="md" p={{ base: "xs", sm: "md" }} maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t("dashTitle")}
      </Title>
      <LinkTabs
        label={t("dashTabsLabel")}
        tabs={tabs.map((tab) => ({
          to: `${tab.path}${carried.size ? `?${carried}` : ""}`,
          label: t(tab.label),
          active: tab.path === active,
        }))}
      />
      {(allCompanies || companyCode) && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {!allCompanies &&
            (isAdmin ? (
              <Select
                label={t("dashCompany")}
                data={(companies.data?.items ?? []).map((c) => ({ value: c.companyCode, label: c.companyName }))}
                value={companyCode ?? null}
                onChange={(value) => set({ companyCode: value })}
                allowDeselect={false}
                searchable
                w={200}
              />
            ) : (
              companyCode && (
                <Text size="sm" fw={600} pb={6}>
                  {t("dashCompany")}: {companies.data?.items[0]?.companyName}
                </Text>
              )
            ))}
          {!noYear && (
            <Select
              label={t("dashYear")}
              data={years}
              value={String(year)}
              onChange={(value) => set({ year: value })}
              allowDeselect={false}
              w={110}
            />
          )}
          {filters}
        </Group>
      )}
      {body}
    </Stack>
  );
}
