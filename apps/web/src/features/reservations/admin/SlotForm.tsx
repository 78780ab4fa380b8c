/** Add or edit a slot: start and end time (Asia/Seoul) and capacity, checked like the server. */
import { Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MAX_SLOT_CAPACITY, type SlotWrite, t } from "@portal/contract";

/** The slot form; `onSave` gets values that passed the same checks as the server's. */
export function SlotForm(props: { initial: SlotWrite; saving: boolean; onSave: (values: SlotWrite) => void }) {
  const form = useForm({
    initialValues: props.initial,
    validate: {
      startTime: (v) => (/^\d{2}:\d{2}$/.test(v) ? null : t("reservationTimeInvalid")),
      endTime: (v, values) =>
        !/^\d{2}:\d{2}$/.test(v)
          ? t("reservationTimeInvalid")
          : v <= values.startTime
            ? t("reservationEndBeforeStart")
            : null,
      capacity: (v) =>
        Number.isInteger(v) && v >= 1 && v <= MAX_SLOT_CAPACITY ? null : t("reservationCapacityInvalid"),
    },
  });
  return (
    <form onSubmit={form.onSubmit(props.onSave)}>
      <Stack>
        <Group grow>
          <TextInput type="time" label={t("adminSlotStart")} data-autofocus {...form.getInputProps("startTime")} />
          <TextInput type="time" label={t("adminSlotEnd")} {...form.getInputProps("endTime")} />
        </Group>
        <NumberInput
          label={t("adminSlotCapacity")}
          min={1}
          max={MAX_SLOT_CAPACITY}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("capacity")}
        />
        <Button type="submit" loading={props.saving}>
          {t("save")}
        </Button>
      </Stack>
    </form>
  );
}
