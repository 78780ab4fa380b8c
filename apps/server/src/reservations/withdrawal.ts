/**
 * Visit reservations of a withdrawing member (issue 24 §4; docs/members.md "Withdrawal"), in the
 * caller's transaction: every active reservation whose slot has not begun (Asia/Seoul) is cancelled
 * by the member, its seats go back to the slot and its day counts one booking less, once
 * (`markCancelled` is conditional). Past
 * visits stay as the centre's record, under the tombstone row (no name, e-mail or phone left).
 * No cancellation mail: the member has no address any more. Returns the number cancelled.
 */

import { seoulDay, seoulTime } from "@portal/contract";
import type { Db } from "../db/database.ts";
import { uncountBooking } from "./closed-days.ts";
import { markCancelled, releaseSeats } from "./queries.ts";

export async function withdrawFromReservations(trx: Db, userId: string, now: Date): Promise<number> {
  const today = seoulDay(now);
  const time = seoulTime(now);
  const open = await trx
    .selectFrom("reservations as r")
    .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .select(["r.reservationId", "r.slotId", "r.seats", "d.date"])
    .where("r.userId", "=", userId)
    .where("r.status", "=", "active")
    .where((eb) => eb.or([eb("d.date", ">", today), eb.and([eb("d.date", "=", today), eb("s.startTime", ">", time)])]))
    .orderBy("r.slotId")
    .execute();
  let cancelled = 0;
  for (const row of open) {
    if (!(await markCancelled(trx, row.reservationId, userId, now.toISOString()))) continue;
    await releaseSeats(trx, row.slotId, row.seats, now.toISOString());
    // The day's count of active bookings (docs/reservations.md "Closed days").
    await uncountBooking(trx, row.date);
    cancelled += 1;
  }
  return cancelled;
}
