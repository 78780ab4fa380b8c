/**
 * /app/totalboard/audit: the audit log, newest first, filtered by action, actor, target, address
 * and Asia/Seoul day range. Read only: entries cannot be edited or deleted.
 */
import { Badge, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { ADMIN_PAGE_SIZES, AUDIT_ACTIONS, type AuditAction, type AuditEntry, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { DataGrid, type GridColumn } from "../../components/table/DataGrid.tsx";
import { usePaging } from "../../components/table/usePaging.ts";
import { DayInput } from "../../lib/DayInput.tsx";
import { fullDate } from "../../lib/format.ts";
import { auditQuery } from "./api.ts";
import { describeDetail } from "./auditText.ts";
import { LogFilterForm, useLogFilters } from "./LogFilters.tsx";

type Filters = {
  action: string;
  actorId: string;
  targetId: string;
  ip: string;
  from: string;
  to: string;
};

const NO_FILTERS: Filters = { action: "", actorId: "", targetId: "", ip: "", from: "", to: "" };
/** Every AuditAction has its `audit.{action}` label in the catalogue (checked by the compiler). */
const actionLabel = (action: AuditAction) => t(`audit.${action}`);

export function AuditPage() {
  const paging = usePaging(ADMIN_PAGE_SIZES[1]);
  const { page, pageSize } = paging;
  const { draft, setDraft, filters, form, text } = useLogFilters(NO_FILTERS, paging.firstPage);
  const audit = useQuery(auditQuery({ ...filters, page, pageSize }));

  const columns: GridColumn<AuditEntry>[] = [
    { key: "at", title: t("colAt"), width: 140, render: (e) => fullDate(e.at) },
    {
      key: "action",
      title: t("colAction"),
      width: 140,
      render: (e) => (
        <Badge
          variant="light"
          color={e.action === "login.failure" ? "red" : e.action.startsWith("login") ? "teal" : "blue"}
        >
          {actionLabel(e.action)}
        </Badge>
      ),
    },
    { key: "actor", title: t("colActor"), width: 120, render: (e) => e.actorId ?? "-" },
    { key: "target", title: t("colTarget"), width: 170, hideOnPhone: true, render: (e) => e.targetId ?? "-" },
    { key: "ip", title: t("colIp"), width: 120, hideOnPhone: true, render: (e) => e.ip ?? "-" },
    {
      key: "detail",
      title: t("colDetail"),
      hideOnPhone: true,
      render: (e) => (
        <Text size="sm" lineClamp={3}>
          {describeDetail(e)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <AdminNav />
      <div>
        <Title order={1} size="h2">
          {t("auditTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("auditDesc")}
        </Text>
      </div>
      <LogFilterForm {...form}>
        <Select
          label={t("colAction")}
          data={[
            { value: "", label: t("auditActionAll") },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
          value={draft.action}
          allowDeselect={false}
          onChange={(value) => setDraft({ ...draft, action: value ?? "" })}
        />
        <TextInput label={t("colActor")} placeholder={t("auditActorPlaceholder")} {...text("actorId")} />
        <TextInput label={t("colTarget")} placeholder={t("auditTargetPlaceholder")} {...text("targetId")} />
        <TextInput label={t("colIp")} placeholder={t("auditIpPlaceholder")} {...text("ip")} />
        <DayInput label={t("auditFrom")} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <DayInput label={t("auditTo")} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
      </LogFilterForm>
      <DataGrid<AuditEntry>
        columns={columns}
        rows={audit.data?.items ?? []}
        rowKey={(e) => e.id}
        loading={audit.isFetching}
        emptyText={t("auditEmpty")}
        page={page}
        pageSize={pageSize}
        pageSizes={ADMIN_PAGE_SIZES}
        pageSizeLabel={t("memberPageSizeLabel")}
        total={audit.data?.total ?? 0}
        onPage={paging.onPage}
        onPageSize={paging.onPageSize}
      />
    </Stack>
  );
}
