/**
 * Links between the administration screens: boards, permissions (members), reservations, the audit
 * log, the personal-data access records, surveys (수요조사), companies, the information pages and popups (lists leading
 * to their editors), the operator details and the reports queue (issue 41, with the count waiting for a decision).
 */
import { Badge, Tabs } from "@mantine/core";
import { t } from "@portal/contract";
import {
  IconAppWindow,
  IconBuilding,
  IconCalendarEvent,
  IconClipboardCheck,
  IconClipboardList,
  IconFileText,
  IconFlag,
  IconId,
  IconLayoutList,
  IconUserSearch,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../lib/api.ts";

const TABS = [
  { to: "/app/totalboard", label: t("adminNavBoards"), icon: IconLayoutList },
  { to: "/app/totalboard/permissions", label: t("adminNavMembers"), icon: IconUsers },
  { to: "/app/totalboard/reservations", label: t("adminNavReservations"), icon: IconCalendarEvent },
  { to: "/app/totalboard/audit", label: t("adminNavAudit"), icon: IconClipboardList },
  { to: "/app/totalboard/privacy-access", label: t("adminNavPrivacyAccess"), icon: IconUserSearch },
  { to: "/app/admin/reports", label: t("reportsNav"), icon: IconFlag },
  { to: "/app/totalboard/surveys", label: t("surveyAdminTitle"), icon: IconClipboardCheck },
  { to: "/app/totalboard/companies", label: t("adminCompaniesTab"), icon: IconBuilding },
  { to: "/app/totalboard/pages", label: t("adminPagesTab"), icon: IconFileText },
  { to: "/app/totalboard/popups", label: t("adminPopupsTab"), icon: IconAppWindow },
  { to: "/app/totalboard/operator", label: t("operatorTitle"), icon: IconId },
];

/** Reported items waiting for a decision (issue 41), the reports tab's badge; the key is the moderation feature's. */
const reportCountQuery = {
  queryKey: ["moderation", "count"],
  queryFn: () => api<{ open: number }>("GET", "/api/admin/reports/count"),
};

export function AdminNav() {
  const { pathname } = useLocation();
  const reports = useQuery(reportCountQuery).data?.open ?? 0;
  const navigate = useNavigate();
  // The tab of the longest matching path (a survey's results page is under the surveys tab).
  const matching = TABS.filter((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  const current = matching.sort((a, b) => b.to.length - a.to.length)[0]?.to ?? "/app/totalboard";
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)} aria-label={t("adminNavLabel")}>
      <Tabs.List>
        {TABS.map(({ to, label, icon: Icon }) => (
          <Tabs.Tab
            key={to}
            value={to}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={
              to === "/app/admin/reports" && reports > 0 ? (
                <Badge size="sm" color="red" circle aria-label={t("reportsCount", { count: reports })}>
                  {reports}
                </Badge>
              ) : undefined
            }
          >
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
