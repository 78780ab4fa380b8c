/** Add or edit a slot: start and end time (Asia/Seoul) and capacity, checked by the contract's slotWriteSchema as the server does. */
import { Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MAX_SLOT_CAPACITY, type SlotWrite, slotWriteSchema, t } from "@portal/contract";
import { contractResolver, withRules } from "../../../lib/form.ts";

/** The slot form; `onSave` gets values that passed the same checks as the server's. */
export function SlotForm(props: { initial: SlotWrite; saving: boolean; onSave: (values: SlotWrite) => void }) {
  const form = useForm({
    initialValues: props.initial,
    // The schema checks each field; that the slot ends after it starts is checked with them (the server
    // checks it in its service).
    validate: withRules(contractResolver(slotWriteSchema), (v) => ({
      endTime: v.endTime <= v.startTime ? t("reservationEndBeforeStart") : null,
    })),
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
