/**
 * /app/totalboard/permissions ('permission settings', administrators only): members with their
 * roles and states, company registration requests and alliance applications, as tabs; the tab lives
 * in the address (?tab=company, ?tab=alliance: where the administrators' notifications lead).
 */
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useSearchParams } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { MembersTab } from "./MembersTab.tsx";
import { RequestsTab } from "./RequestsTab.tsx";

const TAB_NAMES = ["members", "company", "alliance"] as const;

export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const tab = TAB_NAMES.find((name) => name === params.get("tab")) ?? "members";
  return (
    <Stack gap="md">
      <AdminNav />
      <div>
        <Title order={1} size="h2">
          {t("membersTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("membersDesc")}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="members">{t("tabMembers")}</Tabs.Tab>
          <Tabs.Tab value="company">{t("tabCompanyRequests")}</Tabs.Tab>
          <Tabs.Tab value="alliance">{t("tabAlliance")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <MembersTab />
        </Tabs.Panel>
        <Tabs.Panel value="company">
          <RequestsTab queue="company-requests" />
        </Tabs.Panel>
        <Tabs.Panel value="alliance">
          <RequestsTab queue="alliance-applications" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
