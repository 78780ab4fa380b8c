/**
 * Dates and slots of the chosen event: add a date at a place (optionally with the default four
 * one-hour slots), add, edit or delete slots, delete an unused date, and open a slot's roster.
 */
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import {
  type AdminDate,
  type AdminSlot,
  dateCreateSchema,
  type ReservationBranch,
  type SlotWrite,
  t,
} from "@portal/contract";
import { IconPencil, IconPlus, IconTrash, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { WideTable } from "../../../components/table/WideTable.tsx";
import { confirmAction } from "../../../lib/confirm.tsx";
import { DayInput } from "../../../lib/DayInput.tsx";
import { contractResolver } from "../../../lib/form.ts";
import { fullDayLabel } from "../format.ts";
import { adminApi, adminDatesQuery, useAdminMutation } from "./api.ts";
import { RosterModal } from "./RosterModal.tsx";
import { SlotForm } from "./SlotForm.tsx";

const DEFAULT_SLOTS: SlotWrite[] = [
  { startTime: "10:00", endTime: "11:00", capacity: 20 },
  { startTime: "11:00", endTime: "12:00", capacity: 20 },
  { startTime: "14:00", endTime: "15:00", capacity: 20 },
  { startTime: "15:00", endTime: "16:00", capacity: 20 },
];

function AddDateForm({ eventNo, branches }: { eventNo: number; branches: ReservationBranch[] }) {
  const form = useForm({
    initialValues: { branchCode: branches[0]?.branchCode ?? "", date: "", withSlots: true },
    validate: contractResolver(dateCreateSchema.pick({ date: true })),
  });
  const create = useAdminMutation(adminApi.createDate);
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        create.mutate(
          { eventNo, branchCode: v.branchCode, date: v.date, slots: v.withSlots ? DEFAULT_SLOTS : [] },
          { onSuccess: () => form.setFieldValue("date", "") },
        ),
      )}
    >
      <Group align="flex-end" gap="xs">
        <Select
          size="xs"
          w={200}
          label={t("adminBranches")}
          data={branches.map((b) => ({ value: b.branchCode, label: b.name }))}
          allowDeselect={false}
          {...form.getInputProps("branchCode")}
        />
        <DayInput
          size="xs"
          w={150}
          label={t("adminDate")}
          clearable={false}
          value={form.values.date}
          onChange={(day) => form.setFieldValue("date", day)}
          error={form.errors.date}
        />
        <Checkbox
          size="xs"
          mb={6}
          label={t("adminDefaultSlots")}
          {...form.getInputProps("withSlots", { type: "checkbox" })}
        />
        <Button size="xs" type="submit" loading={create.isPending} leftSection={<IconPlus size={14} />}>
          {t("adminAddDate")}
        </Button>
      </Group>
    </form>
  );
}

function SlotRow({ slot, onRoster }: { slot: AdminSlot; onRoster: () => void }) {
  const update = useAdminMutation((values: SlotWrite) => adminApi.updateSlot(slot.slotId, values));
  const remove = useAdminMutation(adminApi.deleteSlot, t("deleted"));
  const edit = () =>
    modals.open({
      title: `${t("edit")} · ${t("adminSlotSeq")} ${slot.seq}`,
      children: (
        <SlotForm
          initial={{ startTime: slot.startTime, endTime: slot.endTime, capacity: slot.capacity }}
          saving={false}
          onSave={(values) => update.mutate(values, { onSuccess: () => modals.closeAll() })}
        />
      ),
    });
  const confirmDelete = () =>
    confirmAction({
      title: t("delete"),
      message: t("adminDeleteConfirm"),
      danger: true,
      onConfirm: () => remove.mutate(slot.slotId),
    });
  return (
    <Table.Tr>
      <Table.Td>{slot.seq}</Table.Td>
      <Table.Td>
        {slot.startTime}~{slot.endTime}
      </Table.Td>
      <Table.Td>{slot.capacity}</Table.Td>
      <Table.Td>{slot.booked}</Table.Td>
      <Table.Td>{slot.remaining}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" leftSection={<IconUsers size={12} />} onClick={onRoster}>
            {t("adminRoster")} ({slot.reservations})
          </Button>
          <ActionIcon size="sm" variant="subtle" aria-label={t("edit")} onClick={edit}>
            <IconPencil size={14} />
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={t("delete")} onClick={confirmDelete}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function DateCard({ date, onRoster }: { date: AdminDate; onRoster: (slotId: number) => void }) {
  const addSlot = useAdminMutation((values: SlotWrite) => adminApi.createSlot(date.dateId, values));
  const remove = useAdminMutation(adminApi.deleteDate, t("deleted"));
  const last = date.slots.at(-1);
  const openAdd = () =>
    modals.open({
      title: `${t("adminAddSlot")} · ${fullDayLabel(date.date)}`,
      children: (
        <SlotForm
          initial={{ startTime: last?.endTime ?? "10:00", endTime: "", capacity: last?.capacity ?? 20 }}
          saving={false}
          onSave={(values) => addSlot.mutate(values, { onSuccess: () => modals.closeAll() })}
        />
      ),
    });
  const confirmDelete = () =>
    confirmAction({
      title: t("delete"),
      message: t("adminDeleteConfirm"),
      danger: true,
      onConfirm: () => remove.mutate(date.dateId),
    });
  return (
    <Card withBorder radius="sm" padding="sm">
      <Group justify="space-between" mb={4}>
        <Text fw={700}>
          {fullDayLabel(date.date)} · {date.branchName}
        </Text>
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={openAdd}>
            {t("adminAddSlot")}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={confirmDelete}>
            {t("delete")}
          </Button>
        </Group>
      </Group>
      <WideTable minWidth={480} label={`${fullDayLabel(date.date)} · ${date.branchName}`}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t("adminSlotSeq")}</Table.Th>
              <Table.Th>{t("reservationColTime")}</Table.Th>
              <Table.Th>{t("adminSlotCapacity")}</Table.Th>
              <Table.Th>{t("adminSlotBooked")}</Table.Th>
              <Table.Th>{t("adminSlotRemaining")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("colActions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {date.slots.map((slot) => (
              <SlotRow key={slot.slotId} slot={slot} onRoster={() => onRoster(slot.slotId)} />
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </Card>
  );
}

/** The dates card of one event, filtered by place, with the roster modal. */
export function DatesPanel({ eventNo, branches }: { eventNo: number; branches: ReservationBranch[] }) {
  const [branchCode, setBranchCode] = useState<string | null>(null);
  // The open roster lives in the address (?roster=slotId), so a notification can lead to it.
  const [params, setParams] = useSearchParams();
  const rosterSlot = Number(params.get("roster")) || null;
  const setRosterSlot = (slotId: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (slotId === null) next.delete("roster");
        else next.set("roster", String(slotId));
        return next;
      },
      { replace: true },
    );
  const dates = useQuery(adminDatesQuery(eventNo, branchCode));
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("adminDates")}
        </Title>
        <Select
          size="xs"
          w={220}
          aria-label={t("adminBranches")}
          data={[
            { value: "", label: t("adminAllBranches") },
            ...branches.map((b) => ({ value: b.branchCode, label: b.name })),
          ]}
          value={branchCode ?? ""}
          onChange={(value) => setBranchCode(value || null)}
          allowDeselect={false}
        />
      </Group>
      <Stack gap="sm">
        <AddDateForm eventNo={eventNo} branches={branches} />
        {dates.data?.items.length === 0 && <Text c="dimmed">{t("adminNoDates")}</Text>}
        {dates.data?.items.map((date) => (
          <DateCard key={date.dateId} date={date} onRoster={setRosterSlot} />
        ))}
      </Stack>
      <RosterModal slotId={rosterSlot} onClose={() => setRosterSlot(null)} />
    </Paper>
  );
}
