/**
 * Links between the administration screens: boards, permissions (members), reservations, the audit
 * log, the personal-data access records, surveys (수요조사), companies, the information pages and popups (lists leading
 * to their editors) the operator details and the backups.
 */
import { Tabs } from "@mantine/core";
import { t } from "@portal/contract";
import {
  IconAppWindow,
  IconBuilding,
  IconCalendarEvent,
  IconClipboardCheck,
  IconClipboardList,
  IconDatabase,
  IconFileText,
  IconId,
  IconLayoutList,
  IconUserSearch,
  IconUsers,
} from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";

const TABS = [
  { to: "/app/totalboard", label: t("adminNavBoards"), icon: IconLayoutList },
  { to: "/app/totalboard/permissions", label: t("adminNavMembers"), icon: IconUsers },
  { to: "/app/totalboard/reservations", label: t("adminNavReservations"), icon: IconCalendarEvent },
  { to: "/app/totalboard/audit", label: t("adminNavAudit"), icon: IconClipboardList },
  { to: "/app/totalboard/privacy-access", label: t("adminNavPrivacyAccess"), icon: IconUserSearch },
  { to: "/app/totalboard/surveys", label: t("surveyAdminTitle"), icon: IconClipboardCheck },
  { to: "/app/totalboard/companies", label: t("adminCompaniesTab"), icon: IconBuilding },
  { to: "/app/totalboard/pages", label: t("adminPagesTab"), icon: IconFileText },
  { to: "/app/totalboard/popups", label: t("adminPopupsTab"), icon: IconAppWindow },
  { to: "/app/totalboard/operator", label: t("operatorTitle"), icon: IconId },
  { to: "/app/totalboard/backups", label: t("navBackups"), icon: IconDatabase },
];

export function AdminNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The tab of the longest matching path (a survey's results page is under the surveys tab).
  const matching = TABS.filter((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  const current = matching.sort((a, b) => b.to.length - a.to.length)[0]?.to ?? "/app/totalboard";
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)} aria-label={t("adminNavLabel")}>
      <Tabs.List>
        {TABS.map(({ to, label, icon: Icon }) => (
          <Tabs.Tab key={to} value={to} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
