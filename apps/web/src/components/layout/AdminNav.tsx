/**
 * Links between the administration screens: boards, permissions (members), reservations, the audit
 * log, the personal-data access records, companies and the operator details.
 */
import { Tabs } from "@mantine/core";
import { t } from "@portal/contract";
import {
  IconBuilding,
  IconCalendarEvent,
  IconClipboardList,
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
  { to: "/app/totalboard/companies", label: t("adminCompaniesTab"), icon: IconBuilding },
  { to: "/app/totalboard/operator", label: t("operatorTitle"), icon: IconId },
];

export function AdminNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((tab) => tab.to === pathname)?.to ?? "/app/totalboard";
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
