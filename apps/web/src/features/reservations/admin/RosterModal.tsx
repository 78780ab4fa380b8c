/** A slot's roster: who reserved, with contact details; cancel for a member; CSV download (with a reason). */
import { Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { t } from "@portal/contract";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportReasonDialog } from "../../../components/ExportReasonDialog.tsx";
import { WideTable } from "../../../components/table/WideTable.tsx";
import { confirmAction } from "../../../lib/confirm.tsx";
import { fullDate } from "../../../lib/format.ts";
import { fullDayLabel } from "../format.ts";
import { adminApi, downloadSlotCsv, rosterQuery, useAdminMutation } from "./api.ts";

/** The roster of `slotId` in a modal (closed when `slotId` is null). */
export function RosterModal({ slotId, onClose }: { slotId: number | null; onClose: () => void }) {
  const roster = useQuery(rosterQuery(slotId));
  const cancel = useAdminMutation(adminApi.cancelFor, t("myReservationCancelled"));
  const data = roster.data;
  const [exporting, setExporting] = useState(false);
  const title = data
    ? t("adminRosterOf", { date: fullDayLabel(data.date), start: data.slot.startTime, end: data.slot.endTime })
    : t("adminRoster");
  const confirmCancel = (reservationId: number, name: string) =>
    confirmAction({
      title: t("adminCancelFor"),
      message: t("adminCancelForConfirm", { name }),
      confirm: t("adminCancelFor"),
      cancel: t("close"),
      danger: true,
      onConfirm: () => cancel.mutate(reservationId),
    });
  return (
    <Modal opened={slotId !== null} onClose={onClose} title={title} size={980}>
      {!data ? (
        <Text c="dimmed">{t("loading")}</Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm">
              {data.eventName} · {data.branchName} · {t("adminSlotCapacity")} {data.slot.capacity} ·{" "}
              {t("adminSlotBooked")} {data.slot.booked} · {t("adminSlotRemaining")} {data.slot.remaining}
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() => setExporting(true)}
            >
              {t("adminExportSlot")}
            </Button>
          </Group>
          <ExportReasonDialog
            opened={exporting}
            title={t("adminExportSlot")}
            onClose={() => setExporting(false)}
            onDownload={(reason) => downloadSlotCsv(data.slot.slotId, reason)}
          />
          {data.items.length === 0 ? (
            <Text c="dimmed">{t("adminRosterEmpty")}</Text>
          ) : (
            <WideTable minWidth={900}>
              <Table striped verticalSpacing={6} fz="sm" style={{ whiteSpace: "nowrap" }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("csvName")}</Table.Th>
                    <Table.Th>{t("csvCompany")}</Table.Th>
                    <Table.Th>{t("csvPhone")}</Table.Th>
                    <Table.Th>{t("csvEmail")}</Table.Th>
                    <Table.Th>{t("csvSeats")}</Table.Th>
                    <Table.Th>{t("csvReservedAt")}</Table.Th>
                    <Table.Th>{t("csvStatus")}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t("adminCancelFor")}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((r) => (
                    <Table.Tr key={r.reservationId}>
                      <Table.Td>
                        {r.nameKo} ({r.userId})
                      </Table.Td>
                      <Table.Td>{r.companyName ?? "—"}</Table.Td>
                      <Table.Td>{r.phone ?? "—"}</Table.Td>
                      <Table.Td>{r.email ?? "—"}</Table.Td>
                      <Table.Td>{t("myReservationPeople", { seats: r.seats, companions: r.companions })}</Table.Td>
                      <Table.Td>{fullDate(r.createdAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={r.status === "active" ? "blue" : "gray"}>
                          {t(r.status === "active" ? "myReservationStatusActive" : "myReservationStatusCancelled")}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {r.status === "active" && (
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="light"
                            onClick={() => confirmCancel(r.reservationId, r.nameKo)}
                          >
                            {t("adminCancelFor")}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </WideTable>
          )}
        </Stack>
      )}
    </Modal>
  );
}
