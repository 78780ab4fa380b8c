/**
 * An approval queue: company registration requests or alliance applications, pending first,
 * with a status filter and approve / refuse (with an optional reason) for pending entries.
 */
import { Badge, Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import {
  ADMIN_PAGE_SIZES,
  type AllianceApplication,
  type CompanyRequest,
  type MessageKey,
  REQUEST_STATUSES,
  t,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataGrid, type GridColumn } from "../../components/table/DataGrid.tsx";
import { usePaging } from "../../components/table/usePaging.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { fullDate } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { decideRequest, type Queue, queueQuery } from "./api.ts";
import { adminKeys } from "./keys.ts";

type Row = CompanyRequest | AllianceApplication;
const statusColor = { pending: "yellow", approved: "teal", refused: "gray" } as const;

export function RequestsTab({ queue }: { queue: Queue }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<string>("pending");
  const paging = usePaging(ADMIN_PAGE_SIZES[0]);
  const { page, pageSize } = paging;
  const [refusing, setRefusing] = useState<Row | null>(null);
  const [reason, setReason] = useState("");
  const list = useQuery(queueQuery(queue, { status: status || undefined, page, pageSize }));

  const decide = useMutation({
    mutationFn: (input: { id: number; decision: "approve" | "refuse"; reason?: string }) =>
      decideRequest(queue, input.id, input.decision, input.reason),
    onSuccess: async (_data, input) => {
      notifySuccess(input.decision === "approve" ? t("requestApproved") : t("requestRefused"));
      setRefusing(null);
      setReason("");
      await client.invalidateQueries({ queryKey: adminKeys.queue(queue) });
      await client.invalidateQueries({ queryKey: adminKeys.members });
    },
    onError: (e: Error) => notifyError(e.message),
  });

  const approve = (row: Row) =>
    confirmAction({
      title: t("approve"),
      message: t("approveConfirm", { name: row.nameKo, company: row.companyName }),
      confirm: t("approve"),
      onConfirm: () => decide.mutate({ id: row.id, decision: "approve" }),
    });

  const columns: GridColumn<Row>[] = [
    {
      key: "createdAt",
      title: t("colRequestedAt"),
      width: 140,
      hideOnPhone: true,
      render: (r) => fullDate(r.createdAt),
    },
    { key: "user", title: t("colName"), width: 150, render: (r) => `${r.nameKo} (${r.userId})` },
    { key: "company", title: t("colCompany"), render: (r) => r.companyName },
    queue === "company-requests"
      ? {
          key: "businessNo",
          title: t("colBusinessNo"),
          width: 130,
          hideOnPhone: true,
          render: (r) => ("businessNo" in r ? r.businessNo : "-"),
        }
      : {
          key: "representative",
          title: t("colRepresentative"),
          width: 130,
          hideOnPhone: true,
          render: (r) => ("representativeName" in r ? r.representativeName : "-"),
        },
    {
      key: "status",
      title: t("colStatus"),
      width: 90,
      align: "center",
      render: (r) => (
        <Badge color={statusColor[r.status]} variant="light" title={r.reason ?? undefined}>
          {t(`status${r.status}` as MessageKey)}
        </Badge>
      ),
    },
    {
      key: "actions",
      title: t("colActions"),
      width: 150,
      render: (r) =>
        r.status === "pending" ? (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => approve(r)}>
              {t("approve")}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setRefusing(r)}>
              {t("refuse")}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {r.decidedAt ? fullDate(r.decidedAt) : ""}
            {r.reason ? ` · ${r.reason}` : ""}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Select
        aria-label={t("colStatus")}
        w={150}
        data={[
          { value: "", label: t("statusAll") },
          ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status${s}` as MessageKey) })),
        ]}
        value={status}
        allowDeselect={false}
        onChange={(value) => {
          setStatus(value ?? "");
          paging.firstPage();
        }}
      />
      <DataGrid<Row>
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        emptyText={t("requestsEmpty")}
        page={page}
        pageSize={pageSize}
        pageSizes={ADMIN_PAGE_SIZES}
        pageSizeLabel={t("memberPageSizeLabel")}
        total={list.data?.total ?? 0}
        onPage={paging.onPage}
        onPageSize={paging.onPageSize}
      />
      <Modal opened={refusing !== null} onClose={() => setRefusing(null)} title={t("refuseTitle")}>
        <Stack gap="sm">
          <Text size="sm">{refusing ? `${refusing.nameKo} (${refusing.userId}) · ${refusing.companyName}` : ""}</Text>
          <Textarea
            label={t("refuseReason")}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusing(null)}>
              {t("cancel")}
            </Button>
            <Button
              color="red"
              loading={decide.isPending}
              onClick={() =>
                refusing && decide.mutate({ id: refusing.id, decision: "refuse", reason: reason.trim() || undefined })
              }
            >
              {t("refuse")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
