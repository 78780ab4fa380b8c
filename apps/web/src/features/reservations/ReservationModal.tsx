/**
 * The visit-reservation modal (boards spec 2 "Reservation modal", 4, 5, 8): four side-by-side
 * columns (event, place, date, time), then the participant panel. The event is auto-selected;
 * choosing a higher item clears the lower choices; a slot without seats is marked and clicking
 * it only shows the spec's message (so does a public holiday, marked with its name); an available slot loads the participant info; reserving asks
 * for confirmation (more companions than the seats left are refused before it), then saves. On failure the server's message shows and the modal closes,
 * unless the member can fix it here (`keepsReservationOpen`). 500 px wide, 500 ms fade.
 */
import { Modal } from "@mantine/core";
import { companionsSchema, keepsReservationOpen, type MessageKey, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { problemOf } from "../../lib/form.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { branchesQuery, createReservation, datesQuery, eventsQuery, participantQuery, slotsQuery } from "./api.ts";
import { ChoiceColumn } from "./ChoiceColumn.tsx";
import { dayLabel, fullDayLabel } from "./format.ts";
import { reservationKeys } from "./keys.ts";
import { ParticipantPanel } from "./ParticipantPanel.tsx";
import classes from "./ReservationModal.module.css";

/** The hint of a column: choose above first, loading, or nothing to choose. */
function hintOf(enabled: boolean, loading: boolean, count: number, empty: MessageKey = "reservationNoItems") {
  if (!enabled) return t("reservationChooseAbove");
  if (loading) return t("loading");
  return count === 0 ? t(empty) : null;
}

/**
 * The four choices of the flow (event, place, date, time) with their queries: choosing a higher item
 * clears the lower ones; a closed day or a slot without seats only shows the spec's message. The event
 * starts as `linkedEvent` when it is open for booking (a link to it, e.g. from 통합검색), else the first.
 */
function useReservationChoices(linkedEvent?: number) {
  const [eventNo, setEventNo] = useState<number | null>(null);
  const [branchCode, setBranchCode] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);

  const events = useQuery(eventsQuery);
  const branches = useQuery(branchesQuery(eventNo));
  const dates = useQuery(datesQuery(eventNo, branchCode));
  const slots = useQuery(slotsQuery(eventNo, branchCode, date));

  // The event is auto-selected (the legacy modal used a fixed event number).
  const items = events.data?.items ?? [];
  const firstEvent = (items.find((e) => e.eventNo === linkedEvent) ?? items[0])?.eventNo ?? null;
  useEffect(() => {
    if (eventNo === null && firstEvent !== null) setEventNo(firstEvent);
  }, [eventNo, firstEvent]);

  const chooseEvent = (key: string) => {
    setEventNo(Number(key));
    setBranchCode(null);
    setDate(null);
    setSlotId(null);
  };
  const chooseBranch = (key: string) => {
    setBranchCode(key);
    setDate(null);
    setSlotId(null);
  };
  const chooseDate = (key: string) => {
    const day = dates.data?.items.find((d) => d.date === key);
    if (day?.closed) {
      notifyError(
        day.closedBy === "admin"
          ? t("reservationDayClosedByAdmin", { reason: day.closed })
          : t("reservationDayClosed", { name: day.closed }),
      );
      return;
    }
    setDate(key);
    setSlotId(null);
  };
  /** Resolves true when the slot was chosen (it has seats). */
  const chooseSlot = (key: string) => {
    const slot = slots.data?.items.find((s) => String(s.slotId) === key);
    if (!slot?.available) {
      notifyError(t("reservationUnavailable"));
      return false;
    }
    setSlotId(slot.slotId);
    return true;
  };
  return {
    selected: { eventNo, branchCode, date, slotId },
    queries: { events, branches, dates, slots },
    chooseEvent,
    chooseBranch,
    chooseDate,
    chooseSlot,
    setSlotId,
  };
}

function ReservationFlow({ onClose, linkedEvent }: { onClose: () => void; linkedEvent?: number }) {
  const client = useQueryClient();
  const choices = useReservationChoices(linkedEvent);
  const { eventNo, branchCode, date, slotId } = choices.selected;
  const { events, branches, dates, slots } = choices.queries;
  const setSlotId = choices.setSlotId;
  const [companions, setCompanions] = useState<string | number>(0);
  const [companionsError, setCompanionsError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const participant = useQuery(participantQuery(slotId));

  // A failure while loading the participant panel: show it; close unless the member can pick again.
  const failure = participant.error;
  useEffect(() => {
    if (!failure) return;
    const error = failure instanceof ApiError ? failure : new ApiError(0, {});
    notifyError(error.message);
    setSlotId(null);
    void client.invalidateQueries({ queryKey: reservationKeys.slots });
    if (!keepsReservationOpen(error.code)) onClose();
  }, [failure, client, onClose, setSlotId]);

  const save = async (count: number) => {
    if (slotId === null) return;
    setSaving(true);
    try {
      await createReservation({ slotId, companions: count });
      notifySuccess(t("reservationDone"));
      // Leave the slot first, so the closing modal does not reload its (now smaller) panel.
      setSlotId(null);
      void client.invalidateQueries({
        queryKey: reservationKeys.all,
        predicate: (q) => q.queryKey[1] !== reservationKeys.participants[1],
      });
      onClose();
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(0, {});
      notifyError(problem.message);
      void client.invalidateQueries({ queryKey: reservationKeys.slots });
      if (problem.code === "SLOT_FULL") setSlotId(null);
      else if (problem.code === "NOT_ENOUGH_SEATS") void participant.refetch();
      if (problem.code === "INVALID_INPUT") setCompanionsError(problem.message);
      if (!keepsReservationOpen(problem.code)) onClose();
    } finally {
      setSaving(false);
    }
  };

  const reserve = async () => {
    const problem = problemOf(companionsSchema, companions === "" ? "" : String(companions));
    if (problem) {
      setCompanionsError(problem);
      return;
    }
    const count = Number(companions);
    // The seats left now (not the last 15 s refetch): more seats than left are refused here, before the confirmation.
    const p = (await participant.refetch()).data ?? participant.data;
    if (!p) return;
    if (count + 1 > p.slot.remaining) {
      setCompanionsError(t("reservationNotEnoughSeats", { remaining: p.slot.remaining }));
      return;
    }
    setCompanionsError(null);
    confirmAction({
      title: t("reservationConfirmTitle"),
      message: t("reservationConfirm", {
        date: fullDayLabel(p.date),
        time: `${p.slot.startTime}~${p.slot.endTime}`,
        place: p.branchName,
        seats: count + 1,
      }),
      confirm: t("reservationReserve"),
      onConfirm: () => void save(count),
    });
  };

  const eventItems = events.data?.items ?? [];
  return (
    <>
      <div className={classes.columns}>
        <ChoiceColumn
          title={t("reservationColEvent")}
          hint={hintOf(true, events.isPending, eventItems.length, "reservationNoEvents")}
          choices={eventItems.map((e) => ({ key: String(e.eventNo), label: e.name }))}
          selected={eventNo === null ? null : String(eventNo)}
          onSelect={choices.chooseEvent}
        />
        <ChoiceColumn
          title={t("reservationColPlace")}
          hint={hintOf(eventNo !== null, branches.isPending, branches.data?.items.length ?? 0)}
          choices={(branches.data?.items ?? []).map((b) => ({ key: b.branchCode, label: b.name }))}
          selected={branchCode}
          onSelect={choices.chooseBranch}
        />
        <ChoiceColumn
          title={t("reservationColDate")}
          hint={hintOf(branchCode !== null, dates.isPending, dates.data?.items.length ?? 0)}
          choices={(dates.data?.items ?? []).map((d) => ({
            key: d.date,
            label: dayLabel(d.date),
            sub: d.closed ?? undefined,
            unavailable: d.closed !== null,
          }))}
          selected={date}
          onSelect={choices.chooseDate}
        />
        <ChoiceColumn
          title={t("reservationColTime")}
          hint={hintOf(date !== null, slots.isPending, slots.data?.items.length ?? 0)}
          choices={(slots.data?.items ?? []).map((s) => ({
            key: String(s.slotId),
            label: `${s.startTime}~${s.endTime}`,
            sub: s.available ? t("reservationSeatsLeft", { remaining: s.remaining }) : t("reservationSlotClosed"),
            unavailable: !s.available,
          }))}
          selected={slotId === null ? null : String(slotId)}
          onSelect={(key) => {
            if (choices.chooseSlot(key)) setCompanionsError(null);
          }}
        />
      </div>
      {participant.data && slotId !== null && (
        <ParticipantPanel
          participant={participant.data}
          companions={companions}
          onCompanionsChange={(value) => {
            setCompanions(value);
            setCompanionsError(null);
          }}
          error={companionsError}
          saving={saving}
          onReserve={() => void reserve()}
          onCancel={onClose}
        />
      )}
    </>
  );
}

/** The modal; its choices start afresh each time it opens, on `linkedEvent` when given and open for booking. */
export function ReservationModal({
  opened,
  onClose,
  linkedEvent,
}: {
  opened: boolean;
  onClose: () => void;
  linkedEvent?: number;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("reservationTitle")}
      size={500}
      centered
      transitionProps={{ transition: "fade", duration: 500 }}
      overlayProps={{ backgroundOpacity: 0.45 }}
    >
      <ReservationFlow onClose={onClose} linkedEvent={linkedEvent} />
    </Modal>
  );
}
