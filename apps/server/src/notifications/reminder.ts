/**
 * The day-before visit reminder (issue 40 §1, type `reservationReminder`): the "reservation-reminder"
 * job, queued every hour from RESERVATION_REMINDER_HOUR_SEOUL to midnight (Asia/Seoul), tells each member
 * with an active booking of the next Asia/Seoul day (a booking made after 09:00 at the next hour). The event key is the booking's (`reservationReminder:{id}`), so a booking is
 * reminded once whatever runs twice.
 */
import { addDays, seoulDay } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { fanOut } from "./fan-out.ts";
import { activeReservationsOn } from "./queries.ts";

/** The Asia/Seoul day after `now`'s, YYYY-MM-DD. */
export const seoulTomorrow = (now: Date) => addDays(seoulDay(now), 1);

/** Reminds the members booked on the day after `now` (Asia/Seoul); resolves with the members told. */
export async function remindTomorrow(ctx: AppContext, now = new Date()): Promise<string[]> {
  const told: string[] = [];
  for (const row of await activeReservationsOn(ctx.db, seoulTomorrow(now))) {
    const key = `reservationReminder:${row.reservationId}`;
    told.push(...(await fanOut(ctx, { kind: "reservationReminder", key, reservationId: row.reservationId })));
  }
  return told;
}
