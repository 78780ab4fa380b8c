/**
 * Links between the administration screens: boards, permissions (members), reservations, the audit
 * log, the personal-data access records and their monthly review, surveys (수요조사), companies, the information
 * pages and popups (lists leading to their editors), the operator details, the backups, the reports queue and
 * the words kept out of 인기 검색어 (issue 42).
 * The review's tab says when last month's access records are not yet signed off (issue 43 §3); the reports tab
 * shows the count waiting for a decision (issue 41).
 */
import { Badge, Tabs } from "@mantine/core";
import { type AccessReviewStatus, t } from "@portal/contract";
import {
  IconAppWindow,
  IconBuilding,
  IconCalendarEvent,
  IconClipboardCheck,
  IconClipboardList,
  IconDatabase,
  IconEyeCheck,
  IconFileText,
  IconFlag,
  IconId,
  IconLayoutList,
  IconSearchOff,
  IconUserSearch,
  IconUsers,
} from "@tabler/icons-react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../lib/api.ts";

const REVIEWS_TAB = "/app/totalboard/access-reviews";
const REPORTS_TAB = "/app/admin/reports";

/**
 * Whether last month's access records are signed off (GET /api/admin/access-reviews). Its key is under the
 * administration screens' prefix `["admin"]`, which a sign-off invalidates.
 */
export const accessReviewStatusQuery = queryOptions({
  queryKey: ["admin", "access-reviews", "status"] as const,
  queryFn: () => api<AccessReviewStatus>("GET", "/api/admin/access-reviews"),
});

const TABS = [
  { to: "/app/totalboard", label: t("adminNavBoards"), icon: IconLayoutList },
  { to: "/app/totalboard/permissions", label: t("adminNavMembers"), icon: IconUsers },
  { to: "/app/totalboard/reservations", label: t("adminNavReservations"), icon: IconCalendarEvent },
  { to: "/app/totalboard/audit", label: t("adminNavAudit"), icon: IconClipboardList },
  { to: "/app/totalboard/privacy-access", label: t("adminNavPrivacyAccess"), icon: IconUserSearch },
  { to: REVIEWS_TAB, label: t("adminNavAccessReviews"), icon: IconEyeCheck },
  { to: REPORTS_TAB, label: t("reportsNav"), icon: IconFlag },
  { to: "/app/totalboard/surveys", label: t("surveyAdminTitle"), icon: IconClipboardCheck },
  { to: "/app/totalboard/companies", label: t("adminCompaniesTab"), icon: IconBuilding },
  { to: "/app/totalboard/pages", label: t("adminPagesTab"), icon: IconFileText },
  { to: "/app/totalboard/popups", label: t("adminPopupsTab"), icon: IconAppWindow },
  { to: "/app/totalboard/operator", label: t("operatorTitle"), icon: IconId },
  { to: "/app/totalboard/backups", label: t("navBackups"), icon: IconDatabase },
  { to: "/app/totalboard/search-words", label: t("searchExclusionsNav"), icon: IconSearchOff },
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
  const reviews = useQuery(accessReviewStatusQuery);
  const pending = reviews.data && !reviews.data.lastMonthSigned;
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
              to === REVIEWS_TAB && pending ? (
                <Badge size="sm" color="red" variant="light">
                  {t("accessReviewNavPending")}
                </Badge>
              ) : to === REPORTS_TAB && reports > 0 ? (
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
