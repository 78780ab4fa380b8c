/**
 * The days the centre is closed (issue 24 §6): close a day from today on with the reason members see,
 * list the closed days and reopen one after a confirmation. The server refuses closing a day that
 * holds reservations (the roster's cancel comes first) and decides every race (closed-days.ts).
 */
import { Button, Group, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CLOSED_REASON_MAX, closedDayParamsSchema, closedDayWriteSchema, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { WideTable } from "../../../components/table/WideTable.tsx";
import { confirmAction } from "../../../lib/confirm.tsx";
import { DayInput } from "../../../lib/DayInput.tsx";
import { contractResolver } from "../../../lib/form.ts";
import { fullDayLabel } from "../format.ts";
import { adminApi, closedDaysQuery, useAdminMutation } from "./api.ts";

function CloseDayForm() {
  const form = useForm({
    initialValues: { day: "", reason: "" },
    // The day (the address's part) and the reason (the body), by the contract's schemas of the request.
    validate: contractResolver(closedDayParamsSchema.extend(closedDayWriteSchema.shape)),
  });
  const close = useAdminMutation(
    (v: { day: string; reason: string }) => adminApi.closeDay(v.day, v.reason),
    t("reservationClosedDone"),
  );
  return (
    <form onSubmit={form.onSubmit((v) => close.mutate(v, { onSuccess: () => form.reset() }))}>
      <Group align="flex-start" gap="xs">
        <DayInput
          size="xs"
          w={{ base: "100%", xs: 170 }}
          label={t("reservationClosedDay")}
          minDate={new Date()}
          clearable={false}
          withAsterisk
          value={form.values.day}
          onChange={(day) => form.setFieldValue("day", day)}
          error={form.errors.day}
        />
        <TextInput
          size="xs"
          flex={1}
          miw={200}
          label={t("reservationClosedReason")}
          placeholder={t("reservationClosedReasonPlaceholder")}
          maxLength={CLOSED_REASON_MAX}
          withAsterisk
          {...form.getInputProps("reason")}
        />
        <Button size="xs" type="submit" mt={{ base: 0, xs: 24 }} loading={close.isPending} color="red">
          {t("reservationCloseDay")}
        </Button>
      </Group>
    </form>
  );
}

/** The closed-days tab of the reservation administration. */
export function ClosedDaysPanel() {
  const closed = useQuery(closedDaysQuery);
  const reopen = useAdminMutation(adminApi.reopenDay, t("reservationReopenedDone"));
  const confirmReopen = (day: string) =>
    confirmAction({
      title: t("reservationReopenDay"),
      message: t("reservationReopenConfirm", { day: fullDayLabel(day) }),
      confirm: t("reservationReopenDay"),
      onConfirm: () => reopen.mutate(day),
    });
  const items = closed.data?.items ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("reservationClosedDaysHint")}
          </Text>
          <CloseDayForm />
        </Stack>
      </Paper>
      {closed.isPending ? (
        <Text c="dimmed">{t("loading")}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t("reservationClosedNone")}</Text>
      ) : (
        <WideTable minWidth={320}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("reservationClosedDay")}</Table.Th>
                <Table.Th>{t("reservationClosedReason")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("reservationReopenDay")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.day}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{fullDayLabel(item.day)}</Table.Td>
                  <Table.Td>{item.reason}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="light" onClick={() => confirmReopen(item.day)}>
                      {t("reservationReopenDay")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Stack>
  );
}
