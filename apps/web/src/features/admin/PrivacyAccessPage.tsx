/**
 * /app/totalboard/privacy-access: administrators' reads and exports of members' personal data,
 * newest first, filtered by Asia/Seoul day range, administrator, action and member (issue 23;
 * 개인정보의 안전성 확보조치 기준 §8). Read only: records cannot be edited or deleted.
 */
import { Badge, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  ADMIN_PAGE_SIZES,
  type MessageKey,
  PRIVACY_ACCESS_ACTIONS,
  type PrivacyAccessAction,
  type PrivacyAccessEntry,
  type Role,
  t,
} from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { DataGrid, type GridColumn } from "../../components/table/DataGrid.tsx";
import { usePaging } from "../../components/table/usePaging.ts";
import { DayInput } from "../../lib/DayInput.tsx";
import { fullDate } from "../../lib/format.ts";
import { privacyAccessQuery } from "./api.ts";
import { LogFilterForm, useLogFilters } from "./LogFilters.tsx";
import { roleLabel } from "./labels.ts";

type Filters = {
  action: string;
  adminId: string;
  memberId: string;
  from: string;
  to: string;
};

const NO_FILTERS: Filters = { action: "", adminId: "", memberId: "", from: "", to: "" };
/** Every PrivacyAccessAction has its `privacyAccess.{action}` label in the catalogue (checked by the compiler). */
const actionLabel = (action: PrivacyAccessAction) => t(`privacyAccess.${action}`);

/** The filter of a record in Korean: search words, role, state or status, slot or event, page. */
function describeFilter(filter: Record<string, unknown> | null): string {
  if (!filter) return "-";
  const parts: string[] = [];
  if (filter.q) parts.push(`${t("privacyAccessKeyQuery")}: ${String(filter.q)}`);
  if (filter.role) parts.push(`${t("colRole")}: ${roleLabel(filter.role as Role)}`);
  if (filter.state) parts.push(`${t("colState")}: ${t(`state${String(filter.state)}` as MessageKey)}`);
  if (filter.status) parts.push(`${t("colStatus")}: ${t(`status${String(filter.status)}` as MessageKey)}`);
  if (filter.slotId) parts.push(`${t("privacyAccessKeySlot")}: ${String(filter.slotId)}`);
  if (filter.eventNo) parts.push(`${t("privacyAccessKeyEvent")}: ${String(filter.eventNo)}`);
  if (filter.page) parts.push(`${t("privacyAccessKeyPage")}: ${String(filter.page)}`);
  return parts.join(", ") || "-";
}

/** The members of a record: the ids listed, and how many more. */
function describeMembers(entry: PrivacyAccessEntry): string {
  if (entry.memberCount === 0) return t("privacyAccessNoMembers");
  const ids = entry.memberIds.join(", ");
  const more = entry.memberCount - entry.memberIds.length;
  return more > 0 ? t("privacyAccessMembersMore", { ids, more }) : ids;
}

export function PrivacyAccessPage() {
  const paging = usePaging(ADMIN_PAGE_SIZES[1]);
  const { page, pageSize } = paging;
  const { draft, setDraft, filters, form, text } = useLogFilters(NO_FILTERS, paging.firstPage);
  const records = useQuery(privacyAccessQuery({ ...filters, page, pageSize }));

  // A phone (the grid's `sm` breakpoint) has no room for both fixed columns next to the members (issue 24 §5:
  // "열람한 회원" was squeezed at 390 px): the time and the action share one narrow column there.
  const phone = useMediaQuery("(max-width: 48em)");
  const actionBadge = (e: PrivacyAccessEntry) => (
    <Badge variant="light" color={e.action.startsWith("reservation.export") ? "orange" : "blue"}>
      {actionLabel(e.action)}
    </Badge>
  );
  const columns: GridColumn<PrivacyAccessEntry>[] = [
    ...(phone
      ? [
          {
            key: "at",
            title: t("colAtAction"),
            width: 124,
            render: (e: PrivacyAccessEntry) => (
              <Stack gap={4} align="flex-start">
                <Text size="xs">{fullDate(e.at)}</Text>
                {actionBadge(e)}
              </Stack>
            ),
          },
        ]
      : [
          { key: "at", title: t("colAt"), width: 140, render: (e: PrivacyAccessEntry) => fullDate(e.at) },
          { key: "action", title: t("colAction"), width: 130, render: actionBadge },
        ]),
    { key: "admin", title: t("colAdmin"), width: 120, hideOnPhone: true, render: (e) => e.adminId },
    {
      key: "members",
      title: t("colMembers"),
      render: (e) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: "anywhere" }}>
          {describeMembers(e)}
        </Text>
      ),
    },
    { key: "filter", title: t("colFilter"), width: 180, hideOnPhone: true, render: (e) => describeFilter(e.filter) },
    { key: "reason", title: t("colReason"), width: 160, hideOnPhone: true, render: (e) => e.reason ?? "-" },
    { key: "ip", title: t("colIp"), width: 120, hideOnPhone: true, render: (e) => e.ip ?? "-" },
  ];

  return (
    <Stack gap="md">
      <AdminNav />
      <div>
        <Title order={1} size="h2">
          {t("privacyAccessTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("privacyAccessDesc")}
        </Text>
      </div>
      <LogFilterForm {...form}>
        <DayInput label={t("auditFrom")} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <DayInput label={t("auditTo")} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <Select
          label={t("colAction")}
          data={[
            { value: "", label: t("auditActionAll") },
            ...PRIVACY_ACCESS_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
          value={draft.action}
          allowDeselect={false}
          onChange={(value) => setDraft({ ...draft, action: value ?? "" })}
        />
        <TextInput label={t("colAdmin")} placeholder={t("privacyAccessAdminPlaceholder")} {...text("adminId")} />
        <TextInput
          label={t("privacyAccessMember")}
          placeholder={t("privacyAccessMemberPlaceholder")}
          {...text("memberId")}
        />
      </LogFilterForm>
      <DataGrid<PrivacyAccessEntry>
        columns={columns}
        rows={records.data?.items ?? []}
        rowKey={(e) => e.id}
        loading={records.isFetching}
        emptyText={t("auditEmpty")}
        page={page}
        pageSize={pageSize}
        pageSizes={ADMIN_PAGE_SIZES}
        pageSizeLabel={t("memberPageSizeLabel")}
        total={records.data?.total ?? 0}
        onPage={paging.onPage}
        onPageSize={paging.onPageSize}
      />
    </Stack>
  );
}
