/**
 * Reservation rules (boards spec sections 4, 5, 6, 8; members spec my page):
 * - reserving and cancelling need a login ('please log in first');
 * - a reservation takes 1 + companions seats and never pushes a slot past its capacity: the seats
 *   are taken by a conditional UPDATE in the same transaction as the insert (see queries.ts and
 *   `writeTransaction` in db/dialect.ts), so the rule holds across processes on both databases;
 * - one active reservation per member per slot (a partial unique index);
 * - a member makes at most RESERVATION_LIMIT reservations an hour (http/member-limits.ts) and holds at
 *   most OPEN_RESERVATION_LIMIT open ones (active, not begun): counted and inserted under the member's
 *   row lock (`lockMember`), so parallel bookings cannot pass the cap together;
 * - a slot that has begun, or of a closed event, cannot be reserved; nor one on a public holiday or a
 *   day an administrator closed (closed-days.ts: the booking counts itself on its day's row in one
 *   conditional statement, so a concurrent close and booking cannot both pass);
 * - only the member cancels their own reservation here (administrators: admin-service.ts), and
 *   cancelling frees the seats in the same transaction.
 * Confirmation and cancellation mails go out after the commit, without delaying the answer.
 */
import {
  type MyReservation,
  type Participant,
  RESERVATION_STATUSES,
  type ReservationSlot,
  seoulDay,
  seoulTime,
  t,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isCheckViolation, isUniqueViolation, lockMember, writeTransaction } from "../db/dialect.ts";
import type { ReservationSlot as SlotRow } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";
import { queueNotification, wakeJobs } from "../jobs/notify.ts";
import { closedReasonOf, closedReasons, countBooking, uncountBooking } from "./closed-days.ts";
import { holidayOf } from "./holidays.ts";
import { sendReservationMail } from "./mail.ts";
import {
  countOpenReservations,
  findEvent,
  findReservation,
  findSlotDetail,
  insertReservation,
  listDates,
  listEventBranches,
  listMemberReservations,
  listOpenEvents,
  listSlots,
  markCancelled,
  type ReservationDetail,
  releaseSeats,
  slotSeats,
  takeSeats,
} from "./queries.ts";
import { hasBegun } from "./time.ts";

/** A slot as the modal shows it: live remaining seats, unavailable when full or begun. */
export function presentSlot(slot: SlotRow, date: string, now = new Date()): ReservationSlot {
  const remaining = Math.max(0, slot.capacity - slot.booked);
  return {
    slotId: slot.slotId,
    seq: slot.seq,
    startTime: slot.startTime,
    endTime: slot.endTime,
    capacity: slot.capacity,
    remaining,
    available: remaining > 0 && !hasBegun(date, slot.startTime, now),
  };
}

/** GET /api/reservation/events: open events. */
export async function openEvents(ctx: AppContext) {
  return listOpenEvents(ctx.db);
}

async function openEvent(db: Db, eventNo: number) {
  const event = await findEvent(db, eventNo);
  if (event?.open !== 1) throw new AppError("EVENT_NOT_FOUND");
  return event;
}

/** GET /api/reservation/events/{eventNo}/branches: places with coming dates. */
export async function eventBranches(ctx: AppContext, eventNo: number) {
  await openEvent(ctx.db, eventNo);
  return listEventBranches(ctx.db, eventNo, seoulDay());
}

/** GET /api/reservation/dates: coming dates of the event at the place. */
export async function eventDates(ctx: AppContext, eventNo: number, branchCode: string) {
  await openEvent(ctx.db, eventNo);
  const rows = await listDates(ctx.db, eventNo, branchCode, seoulDay());
  const byAdmin = await closedReasons(
    ctx.db,
    rows.map((row) => row.date),
  );
  return Promise.all(
    rows.map(async (row) => {
      const holiday = await holidayOf(row.date);
      const reason = holiday ?? byAdmin.get(row.date) ?? null;
      return { date: row.date, closed: reason, closedBy: holiday ? "holiday" : reason ? "admin" : null } as const;
    }),
  );
}

/** DAY_CLOSED in the words members see: the holiday's name or the administrator's reason. */
function dayClosed(reason: { holiday: string } | { byAdmin: string }): AppError {
  return new AppError("DAY_CLOSED", {
    detail:
      "holiday" in reason
        ? t("reservationDayClosed", { name: reason.holiday })
        : t("reservationDayClosedByAdmin", { reason: reason.byAdmin }),
  });
}

/** GET /api/reservation/slots: the slots of a date with live remaining seats. */
export async function dateSlots(ctx: AppContext, eventNo: number, branchCode: string, date: string) {
  await openEvent(ctx.db, eventNo);
  const now = new Date();
  const slots = await listSlots(ctx.db, eventNo, branchCode, date);
  return slots.map((slot) => presentSlot(slot, date, now));
}

/** GET /api/reservation/slots/{slotId}/participant: the live slot and the member's details. */
export async function participantInfo(ctx: AppContext, slotId: number, member: Member): Promise<Participant> {
  const slot = await findSlotDetail(ctx.db, slotId);
  if (slot?.eventOpen !== 1) throw new AppError("SLOT_NOT_FOUND");
  const presented = presentSlot(slot, slot.date);
  if (!presented.available) throw new AppError("SLOT_FULL");
  return {
    slot: presented,
    eventName: slot.eventName,
    branchName: slot.branchName,
    address: slot.address,
    date: slot.date,
    nameKo: member.nameKo,
    companyName: member.companyName,
    phone: member.mobileNo ?? member.telNo,
    email: member.email,
  };
}

/** Where a failed mail is reported (the request's logger in routes). */
export interface ErrorLog {
  error(object: object, message: string): void;
}

/**
 * Starts the mail without waiting for it: the answer does not wait for an SMTP server, and the
 * reservation stands even when the mail fails (the failure is logged).
 */
function mailInBackground(
  ctx: AppContext,
  log: ErrorLog,
  kind: "confirmed" | "cancelled",
  detail: ReservationDetail,
  byAdmin = false,
): void {
  sendReservationMail(ctx, kind, detail, byAdmin).catch((error: unknown) => {
    log.error({ err: error, reservationId: detail.reservationId }, `reservation ${kind} mail failed`);
  });
}

/**
 * POST /api/reservations: books 1 + companions seats of a slot for the member.
 * @throws SLOT_NOT_FOUND, SLOT_FULL (no seat left, begun, closed event), DAY_CLOSED (a public
 *   holiday: holidays.ts, or a day an administrator closed: closed-days.ts), NOT_ENOUGH_SEATS (fewer seats left than asked), ALREADY_RESERVED, RATE_LIMITED
 *   (429, reservations per hour), OPEN_RESERVATIONS_LIMITED (429, open reservations held)
 */
export async function reserve(
  ctx: AppContext,
  input: { slotId: number; companions: number },
  member: Member,
  log: ErrorLog = console,
): Promise<MyReservation> {
  const slot = await findSlotDetail(ctx.db, input.slotId);
  if (slot?.eventOpen !== 1) throw new AppError("SLOT_NOT_FOUND");
  const clock = new Date();
  if (hasBegun(slot.date, slot.startTime, clock)) throw new AppError("SLOT_FULL");
  const holiday = await holidayOf(slot.date);
  if (holiday) throw dayClosed({ holiday });
  // Told before the hourly limit is touched; the conditional count below is what decides.
  const closedEarlier = await closedReasonOf(ctx.db, slot.date);
  if (closedEarlier) throw dayClosed({ byAdmin: closedEarlier });
  await takeMemberLimit(ctx, "reservations", member.userId);
  const seats = 1 + input.companions;
  const now = clock.toISOString();
  const openMax = ctx.config.memberLimits.openReservations;

  let reservationId: number;
  try {
    // Insert first (a second active reservation fails here on the unique index), then take the
    // seats: on PostgreSQL the slot row stays locked only from the UPDATE to the commit.
    reservationId = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await lockMember(trx, ctx.dialect, member.userId);
      if ((await countOpenReservations(trx, member.userId, seoulDay(clock), seoulTime(clock))) >= openMax) {
        throw new AppError("OPEN_RESERVATIONS_LIMITED", { detail: t("reservationOpenLimit", { max: openMax }) });
      }
      const id = await insertReservation(trx, {
        slotId: slot.slotId,
        userId: member.userId,
        companions: input.companions,
        seats,
        createdAt: now,
      });
      if (!(await takeSeats(trx, slot.slotId, seats, now))) {
        const current = await slotSeats(trx, slot.slotId);
        const remaining = current ? current.capacity - current.booked : 0;
        if (remaining <= 0) throw new AppError("SLOT_FULL");
        throw new AppError("NOT_ENOUGH_SEATS", { detail: t("reservationNotEnoughSeats", { remaining }) });
      }
      if (!(await countBooking(trx, slot.date)))
        throw dayClosed({ byAdmin: (await closedReasonOf(trx, slot.date)) ?? "" });
      // The administrators are told of the booking (issue 40), exactly when it commits.
      await queueNotification(trx, { kind: "reservationBooked", key: `reservationBooked:${id}`, reservationId: id });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ALREADY_RESERVED");
    if (isCheckViolation(error)) throw new AppError("SLOT_FULL");
    throw error;
  }

  wakeJobs(ctx);
  const detail = await findReservation(ctx.db, reservationId);
  if (!detail) throw new AppError("RESERVATION_NOT_FOUND");
  mailInBackground(ctx, log, "confirmed", detail);
  return presentReservation(detail);
}

/** A reservation as its member sees it. */
export function presentReservation(row: ReservationDetail, now = new Date()): MyReservation {
  const status = RESERVATION_STATUSES.includes(row.status) ? row.status : "cancelled";
  return {
    reservationId: row.reservationId,
    eventNo: row.eventNo,
    eventName: row.eventName,
    branchCode: row.branchCode,
    branchName: row.branchName,
    address: row.address,
    slotId: row.slotId,
    seq: row.seq,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    companions: row.companions,
    seats: row.seats,
    status,
    createdAt: row.createdAt,
    cancelledAt: row.cancelledAt,
    cancellable: status === "active" && !hasBegun(row.date, row.startTime, now),
  };
}

/** GET /api/me/reservations */
export async function myReservations(ctx: AppContext, member: Member): Promise<MyReservation[]> {
  const now = new Date();
  return (await listMemberReservations(ctx.db, member.userId)).map((row) => presentReservation(row, now));
}

/**
 * Cancels a reservation and frees its seats in one transaction; used by the member (own only)
 * and by administrators (any). `inTransaction` runs in that transaction after the change (the
 * administrator's audit entry). Sends the cancellation mail after the commit.
 * @throws RESERVATION_NOT_FOUND, NOT_OWN_RESERVATION, ALREADY_CANCELLED, RESERVATION_PAST
 */
export async function cancelReservation(
  ctx: AppContext,
  reservationId: number,
  actor: Member,
  asAdmin: boolean,
  log: ErrorLog = console,
  inTransaction?: (trx: Db, found: ReservationDetail) => Promise<void>,
): Promise<void> {
  const found = await findReservation(ctx.db, reservationId);
  if (!found) throw new AppError("RESERVATION_NOT_FOUND");
  if (!asAdmin && found.userId !== actor.userId) throw new AppError("NOT_OWN_RESERVATION");
  if (found.status !== "active") throw new AppError("ALREADY_CANCELLED");
  if (!asAdmin && hasBegun(found.date, found.startTime, new Date())) throw new AppError("RESERVATION_PAST");
  const now = new Date().toISOString();
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    if (!(await markCancelled(trx, reservationId, actor.userId, now))) throw new AppError("ALREADY_CANCELLED");
    await releaseSeats(trx, found.slotId, found.seats, now);
    await uncountBooking(trx, found.date);
    await inTransaction?.(trx, found);
  });
  mailInBackground(ctx, log, "cancelled", { ...found, status: "cancelled", cancelledAt: now }, asAdmin);
}

/** DELETE /api/me/reservations/{reservationId} */
export async function cancelMyReservation(
  ctx: AppContext,
  reservationId: number,
  member: Member,
  log: ErrorLog = console,
): Promise<void> {
  await cancelReservation(ctx, reservationId, member, false, log);
}
