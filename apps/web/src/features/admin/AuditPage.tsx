/**
 * /app/totalboard/audit: the audit log, newest first, filtered by action, actor, target, address
 * and Asia/Seoul day range. Read only: entries cannot be edited or deleted.
 */
import "@mantine/dates/styles.css";
import "dayjs/locale/ko";
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { ADMIN_PAGE_SIZES, AUDIT_ACTIONS, type AuditAction, type AuditEntry, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, type GridColumn } from "../../components/table/DataGrid.tsx";
import { usePaging } from "../../components/table/usePaging.ts";
import { CALENDAR_LABELS } from "../../lib/dateLabels.ts";
import { fullDate } from "../../lib/format.ts";
import { AdminNav } from "./AdminNav.tsx";
import { auditQuery } from "./api.ts";
import { describeDetail } from "./auditText.ts";

interface Filters {
  action: string;
  actorId: string;
  targetId: string;
  ip: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { action: "", actorId: "", targetId: "", ip: "", from: "", to: "" };
/** Every AuditAction has its `audit.{action}` label in the catalogue (checked by the compiler). */
const actionLabel = (action: AuditAction) => t(`audit.${action}`);

/** A Korean calendar day picker giving YYYY-MM-DD (Asia/Seoul day) or "". */
function DayInput({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <DatePickerInput
      label={label}
      placeholder={t("auditPickDate")}
      locale="ko"
      valueFormat="YYYY-MM-DD"
      monthLabelFormat="YYYY년 M월"
      yearLabelFormat="YYYY년"
      ariaLabels={CALENDAR_LABELS}
      clearable
      clearButtonProps={{ "aria-label": t("dateClear") }}
      value={value || null}
      onChange={(day) => onChange(day ?? "")}
    />
  );
}

export function AuditPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const paging = usePaging(ADMIN_PAGE_SIZES[1]);
  const { page, pageSize } = paging;
  const audit = useQuery(auditQuery({ ...filters, page, pageSize }));
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: e.currentTarget.value }),
  });

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
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setFilters({
              ...draft,
              actorId: draft.actorId.trim(),
              targetId: draft.targetId.trim(),
              ip: draft.ip.trim(),
            });
            paging.firstPage();
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
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
            <TextInput label={t("colActor")} placeholder={t("auditActorPlaceholder")} {...field("actorId")} />
            <TextInput label={t("colTarget")} placeholder={t("auditTargetPlaceholder")} {...field("targetId")} />
            <TextInput label={t("colIp")} placeholder={t("auditIpPlaceholder")} {...field("ip")} />
            <DayInput label={t("auditFrom")} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
            <DayInput label={t("auditTo")} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs" gap="xs">
            <Button
              variant="subtle"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
                paging.firstPage();
              }}
            >
              {t("auditReset")}
            </Button>
            <Button type="submit" variant="default">
              {t("auditFilter")}
            </Button>
          </Group>
        </form>
      </search>
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
