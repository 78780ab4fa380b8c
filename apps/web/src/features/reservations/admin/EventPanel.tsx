/** Events: choose one, add one, edit its name, description and whether it takes reservations. */
import { Button, Group, Paper, Select, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { type AdminEvent, eventWriteSchema, t } from "@portal/contract";
import { IconDownload, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ExportReasonDialog } from "../../../components/ExportReasonDialog.tsx";
import { contractResolver } from "../../../lib/form.ts";
import { adminApi, downloadEventCsv, useAdminMutation } from "./api.ts";

/** The event form's check: the contract's eventWriteSchema, as the server's. */
const validate = contractResolver(eventWriteSchema);

function NewEventForm({ onCreated }: { onCreated: (eventNo: number) => void }) {
  const form = useForm({ initialValues: { name: "", description: "" }, validate });
  const create = useAdminMutation(adminApi.createEvent);
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        create.mutate(values, {
          onSuccess: ({ id }) => {
            onCreated(id);
            modals.closeAll();
          },
        }),
      )}
    >
      <Stack>
        <TextInput label={t("adminEventName")} data-autofocus {...form.getInputProps("name")} />
        <Textarea label={t("adminEventDescription")} autosize minRows={2} {...form.getInputProps("description")} />
        <Button type="submit" loading={create.isPending}>
          {t("save")}
        </Button>
      </Stack>
    </form>
  );
}

function EventEditForm({ event }: { event: AdminEvent }) {
  const form = useForm({
    initialValues: { name: event.name, description: event.description, open: event.open },
    validate,
  });
  const update = useAdminMutation((values: typeof form.values) => adminApi.updateEvent(event.eventNo, values));
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <ExportReasonDialog
        opened={exporting}
        title={t("adminExportEvent")}
        onClose={() => setExporting(false)}
        onDownload={(reason) => downloadEventCsv(event.eventNo, reason)}
      />
      <form onSubmit={form.onSubmit((values) => update.mutate(values))}>
        <Stack gap="xs">
          <TextInput label={t("adminEventName")} {...form.getInputProps("name")} />
          <Textarea label={t("adminEventDescription")} autosize minRows={2} {...form.getInputProps("description")} />
          <Group justify="space-between">
            <Switch label={t("adminEventOpen")} {...form.getInputProps("open", { type: "checkbox" })} />
            <Group gap="xs">
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)}>
                {t("adminExportEvent")}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t("save")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** The events card: choose, add, edit, export. */
export function EventPanel(props: {
  events: AdminEvent[];
  eventNo: number | null;
  onSelect: (eventNo: number) => void;
}) {
  const current = props.events.find((e) => e.eventNo === props.eventNo);
  const openNew = () =>
    modals.open({
      title: t("adminAddEvent"),
      children: <NewEventForm onCreated={props.onSelect} />,
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("adminEvents")}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={openNew}>
          {t("adminAddEvent")}
        </Button>
      </Group>
      {props.events.length === 0 ? (
        t("adminNoEvents")
      ) : (
        <Stack gap="sm">
          <Select
            label={t("adminChooseEvent")}
            data={props.events.map((e) => ({
              value: String(e.eventNo),
              label: `${e.name}${e.open ? "" : ` (${t("adminEventClosed")})`} · ${t("adminReservationCount", { count: e.reservations })}`,
            }))}
            value={props.eventNo === null ? null : String(props.eventNo)}
            onChange={(value) => value && props.onSelect(Number(value))}
            allowDeselect={false}
          />
          {current && <EventEditForm key={current.eventNo} event={current} />}
        </Stack>
      )}
    </Paper>
  );
}
