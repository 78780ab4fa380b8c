/**
 * My page section 'my reservations' (members spec 2, 4, 8): the member's visit reservations with
 * cancel ('Do you want to cancel the reservation?', then 'Cancellation completed'); the list
 * reloads after a cancellation. Empty: 'There are no reservations.'
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type MyReservation, t } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { cancelMyReservation, myReservationsQuery } from "./api.ts";
import { fullDayLabel } from "./format.ts";
import { reservationKeys } from "./keys.ts";

function statusOf(r: MyReservation): { label: string; color: string } {
  if (r.status === "cancelled") return { label: t("myReservationStatusCancelled"), color: "gray" };
  if (!r.cancellable) return { label: t("myReservationStatusPast"), color: "teal" };
  return { label: t("myReservationStatusActive"), color: "blue" };
}

function ReservationCard({
  reservation: r,
  onCancel,
  cancelling,
}: {
  reservation: MyReservation;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const status = statusOf(r);
  return (
    <Card withBorder radius="md" padding="md" aria-label={`${r.eventName} ${r.date} ${r.startTime}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
            <Text fw={700}>{r.eventName}</Text>
          </Group>
          <Text size="sm">
            {t("myReservationWhen", { date: fullDayLabel(r.date), start: r.startTime, end: r.endTime })} ·{" "}
            {r.branchName}
          </Text>
          <Text size="sm" c="dimmed">
            {r.address}
          </Text>
          <Text size="sm" c="dimmed">
            {t("myReservationPeople", { seats: r.seats, companions: r.companions })}
          </Text>
        </Stack>
        {r.cancellable && (
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={onCancel}
            loading={cancelling}
            style={{ flexShrink: 0 }}
          >
            {t("myReservationCancel")}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The 'my reservations' section of my page. */
export function MyReservations() {
  const client = useQueryClient();
  const list = useQuery(myReservationsQuery);
  const cancel = useMutation({
    mutationFn: cancelMyReservation,
    onSuccess: () => notifySuccess(t("myReservationCancelled")),
    onError: (error) => notifyError(error instanceof ApiError ? error.message : t("errorUnknown")),
    onSettled: () => client.invalidateQueries({ queryKey: reservationKeys.all }),
  });
  const confirmCancel = (reservationId: number) =>
    confirmAction({
      title: t("myReservationCancel"),
      message: t("myReservationCancelConfirm"),
      confirm: t("myReservationCancel"),
      cancel: t("close"),
      danger: true,
      onConfirm: () => cancel.mutate(reservationId),
    });

  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="my-reservations">
      <Title order={2} size="h4" id="my-reservations" mb="sm">
        {t("myReservations")}
      </Title>
      {list.isPending && <Text c="dimmed">{t("loading")}</Text>}
      {list.error && <Text c="red">{list.error.message}</Text>}
      {list.data && items.length === 0 && (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed" ta="center">
            {t("myReservationsEmpty")}
          </Text>
        </Card>
      )}
      <Stack gap="sm">
        {items.map((r) => (
          <ReservationCard
            key={r.reservationId}
            reservation={r}
            onCancel={() => confirmCancel(r.reservationId)}
            cancelling={cancel.isPending && cancel.variables === r.reservationId}
          />
        ))}
      </Stack>
    </section>
  );
}
