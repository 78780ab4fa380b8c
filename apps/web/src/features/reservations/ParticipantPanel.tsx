/**
 * The participant panel under the four columns: the chosen visit, the member's name, company
 * and phone, the companion count (digits only, at least 0) and the reserve / cancel buttons.
 */
import { Button, Group, NumberInput, Paper, Text } from "@mantine/core";
import { type Participant, t } from "@portal/contract";
import { fullDayLabel } from "./format.ts";
import classes from "./ReservationModal.module.css";

/** The participant panel of the chosen slot. */
export function ParticipantPanel(props: {
  participant: Participant;
  companions: string | number;
  onCompanionsChange: (value: string | number) => void;
  error: string | null;
  saving: boolean;
  onReserve: () => void;
  onCancel: () => void;
}) {
  const { participant: p } = props;
  const count = Number(props.companions);
  const seats = Number.isInteger(count) && count >= 0 ? count + 1 : 1;
  return (
    <Paper withBorder p="sm" radius="sm" className={classes.panel} aria-label={t("reservationParticipant")}>
      <Text fw={700} size="sm" mb={6}>
        {t("reservationParticipant")}
      </Text>
      <Text size="sm" c="blue.8" mb="xs">
        {p.eventName} · {p.branchName} · {fullDayLabel(p.date)} {p.slot.startTime}~{p.slot.endTime} ·{" "}
        {t("reservationSeatsLeft", { remaining: p.slot.remaining })}
      </Text>
      <dl className={classes.facts}>
        <dt>{t("reservationName")}</dt>
        <dd>{p.nameKo}</dd>
        <dt>{t("reservationCompany")}</dt>
        <dd>{p.companyName ?? t("reservationNotRegistered")}</dd>
        <dt>{t("reservationPhone")}</dt>
        <dd>{p.phone ?? t("reservationNotRegistered")}</dd>
      </dl>
      <Group align="flex-end" gap="sm" mt="sm" wrap="nowrap">
        <NumberInput
          label={t("reservationCompanions")}
          description={t("reservationCompanionsHint")}
          value={props.companions}
          onChange={props.onCompanionsChange}
          min={0}
          max={99}
          allowNegative={false}
          allowDecimal={false}
          clampBehavior="none"
          inputMode="numeric"
          error={props.error}
          w={170}
        />
        <Text size="sm" pb={props.error ? 28 : 8}>
          {t("reservationSeatsTotal", { seats })}
        </Text>
      </Group>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={props.onCancel}>
          {t("cancel")}
        </Button>
        <Button onClick={props.onReserve} loading={props.saving}>
          {t("reservationReserve")}
        </Button>
      </Group>
    </Paper>
  );
}
