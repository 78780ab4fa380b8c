/**
 * Reservation administration (administrators, USER_AUTH A, only; the routes' access "admin"
 * checks it): events, places, dates and slots; slot rosters; cancelling for a member; CSV export.
 * Capacity can only be lowered to the seats already booked, by a conditional UPDATE like the one
 * that books. Every change is written with its audit-log entry in one transaction (`auditedChange`:
 * read, conditional write, audit); the statements are in `admin-queries.ts`.
 */
import {
  type AdminDate,
  type AdminEvent,
  type AdminSlot,
  type DateCreate,
  type EventWrite,
  type Roster,
  type SlotWrite,
  t,
} from "@portal/contract";
import { recordAccess } from "../audit/access-log.ts";
import { type AuditRecord, recordAudit } from "../audit/audit.ts";
import { auditedChange, changed, changesOf } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import type { ReservationSlot } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { eventKey, queueNotification, wakeJobs } from "../jobs/notify.ts";
import {
  dateContext,
  dateInUse,
  deleteDateRows,
  deleteSlotRow,
  insertBranch,
  insertDate,
  insertEvent,
  insertSlot,
  listAdminBranches,
  listAdminDates,
  listAdminEvents,
  listDateSlots,
  nextSeq,
  reservationCounts,
  slotInUse,
  updateBranchRow,
  updateEventRow,
  updateSlotRow,
} from "./admin-queries.ts";
import { reservationCsv } from "./csv.ts";
import {
  findBranch,
  findEvent,
  findSlotDetail,
  listEventReservations,
  listSlotReservations,
  lockSlot,
  type SlotDetail,
  slotSeats,
} from "./queries.ts";
import { cancelReservation, type ErrorLog } from "./service.ts";

const nowIso = () => new Date().toISOString();

/** "10:00~11:00" */
const timeRange = (slot: { startTime: string; endTime: string }) => `${slot.startTime}~${slot.endTime}`;

function checkTimes(slot: { startTime: string; endTime: string }, field = "endTime") {
  if (slot.endTime <= slot.startTime) throw invalidInput(field, "reservationEndBeforeStart");
}

/** The audit entry of a change of `slot`: its event, place, day and number, then `detail`. */
function slotAudit(action: AuditRecord["action"], slot: SlotDetail, detail: Record<string, unknown>): AuditRecord {
  const { eventName: event, branchName: branch, date, seq } = slot;
  return {
    action,
    targetType: "reservationSlot",
    targetId: String(slot.slotId),
    detail: { event, branch, date, seq, ...detail },
  };
}

// --------------------------------------------------------------------------------------------
// Events

/** All events with their counts of dates and active reservations. */
export async function adminEvents(ctx: AppContext): Promise<AdminEvent[]> {
  const rows = await listAdminEvents(ctx.db);
  return rows.map((row) => ({
    eventNo: row.eventNo,
    name: row.name,
    description: row.description,
    open: row.open === 1,
    dates: Number(row.dates ?? 0),
    reservations: Number(row.reservations ?? 0),
  }));
}

/** Adds an event; returns its number. */
export async function createEvent(ctx: AppContext, admin: AdminActor, value: EventWrite): Promise<number> {
  const now = nowIso();
  return auditedChange(ctx, admin, {
    write: (trx) => insertEvent(trx, value, now),
    audit: (_, eventNo) => ({
      action: "reservationEvent.create",
      targetType: "reservationEvent",
      targetId: String(eventNo),
      detail: { name: value.name, description: value.description, open: value.open },
    }),
  });
}

/** Renames, describes, opens or closes an event. @throws EVENT_NOT_FOUND */
export async function updateEvent(
  ctx: AppContext,
  admin: AdminActor,
  eventNo: number,
  value: EventWrite,
): Promise<void> {
  await auditedChange(ctx, admin, {
    read: (trx) => findEvent(trx, eventNo),
    missing: "EVENT_NOT_FOUND",
    write: async (trx) => changed(await updateEventRow(trx, eventNo, value, nowIso())),
    audit: (before) => ({
      action: "reservationEvent.update",
      targetType: "reservationEvent",
      targetId: String(eventNo),
      detail: changesOf({ name: before.name, description: before.description, open: before.open === 1 }, value),
    }),
  });
}

// --------------------------------------------------------------------------------------------
// Places

/** Every place, by name. */
export function adminBranches(ctx: AppContext) {
  return listAdminBranches(ctx.db);
}

/** Adds a place. @throws BRANCH_CODE_TAKEN */
export async function createBranch(
  ctx: AppContext,
  admin: AdminActor,
  input: { branchCode: string; name: string; address: string },
): Promise<void> {
  const now = nowIso();
  try {
    await auditedChange(ctx, admin, {
      write: async (trx) => {
        await insertBranch(trx, input, now);
        return true;
      },
      audit: () => ({
        action: "reservationBranch.create",
        targetType: "reservationBranch",
        targetId: input.branchCode,
        detail: { name: input.name, address: input.address },
      }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("BRANCH_CODE_TAKEN", { field: "branchCode" });
    throw error;
  }
}

/** Renames a place or changes its address. @throws BRANCH_NOT_FOUND */
export async function updateBranch(
  ctx: AppContext,
  admin: AdminActor,
  branchCode: string,
  input: { name: string; address: string },
): Promise<void> {
  await auditedChange(ctx, admin, {
    read: (trx) => findBranch(trx, branchCode),
    missing: "BRANCH_NOT_FOUND",
    write: async (trx) => changed(await updateBranchRow(trx, branchCode, input, nowIso())),
    audit: (before) => ({
      action: "reservationBranch.update",
      targetType: "reservationBranch",
      targetId: branchCode,
      detail: changesOf({ name: before.name, address: before.address }, { name: input.name, address: input.address }),
    }),
  });
}

// --------------------------------------------------------------------------------------------
// Dates and slots

function presentAdminSlot(slot: ReservationSlot, reservations: number): AdminSlot {
  return {
    slotId: slot.slotId,
    seq: slot.seq,
    startTime: slot.startTime,
    endTime: slot.endTime,
    capacity: slot.capacity,
    booked: slot.booked,
    remaining: Math.max(0, slot.capacity - slot.booked),
    reservations,
  };
}

/** Dates of an event (optionally at one place), with their slots and booked seats. */
export async function adminDates(ctx: AppContext, eventNo: number, branchCode?: string): Promise<AdminDate[]> {
  if (!(await findEvent(ctx.db, eventNo))) throw new AppError("EVENT_NOT_FOUND");
  const dates = await listAdminDates(ctx.db, eventNo, branchCode);
  if (dates.length === 0) return [];
  const slots = await listDateSlots(
    ctx.db,
    dates.map((d) => d.dateId),
  );
  const counts = await reservationCounts(
    ctx.db,
    slots.map((s) => s.slotId),
  );
  return dates.map((date) => ({
    ...date,
    slots: slots
      .filter((slot) => slot.dateId === date.dateId)
      .map((slot) => presentAdminSlot(slot, counts.get(slot.slotId) ?? 0)),
  }));
}

/** Creates a date of an event at a place with its slots (SEQ_NO 1, 2, … in the given order). */
export async function createDate(ctx: AppContext, admin: AdminActor, value: DateCreate): Promise<number> {
  const event = await findEvent(ctx.db, value.eventNo);
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  const branch = await findBranch(ctx.db, value.branchCode);
  if (!branch) throw new AppError("BRANCH_NOT_FOUND");
  for (const [index, slot] of value.slots.entries()) checkTimes(slot, `slots.${index}.endTime`);
  const now = nowIso();
  try {
    return await auditedChange(ctx, admin, {
      write: async (trx) => {
        const dateId = await insertDate(trx, value, now);
        for (const [index, slot] of value.slots.entries()) await insertSlot(trx, dateId, index + 1, slot, now);
        return dateId;
      },
      audit: (_, dateId) => ({
        action: "reservationDate.create",
        targetType: "reservationDate",
        targetId: String(dateId),
        detail: {
          event: event.name,
          branch: branch.name,
          date: value.date,
          slots: value.slots.map((slot) => `${timeRange(slot)} (${slot.capacity})`).join(", "),
        },
      }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DATE_TAKEN", { field: "date" });
    throw error;
  }
}

/** Deletes a date and its slots; refused once any reservation (even cancelled) refers to them. */
export async function deleteDate(ctx: AppContext, admin: AdminActor, dateId: number): Promise<void> {
  await auditedChange(ctx, admin, {
    read: (trx) => dateContext(trx, dateId),
    missing: "DATE_NOT_FOUND",
    write: async (trx) => {
      if (await dateInUse(trx, dateId)) throw new AppError("DATE_IN_USE");
      await deleteDateRows(trx, dateId);
      return true;
    },
    audit: (date) => ({
      action: "reservationDate.delete",
      targetType: "reservationDate",
      targetId: String(dateId),
      detail: { event: date.event, branch: date.branch, date: date.date },
    }),
  });
}

/** Adds a slot at the end of a date's sequence. */
export async function createSlot(ctx: AppContext, admin: AdminActor, dateId: number, slot: SlotWrite): Promise<number> {
  checkTimes(slot);
  const now = nowIso();
  const { slotId } = await auditedChange(ctx, admin, {
    read: (trx) => dateContext(trx, dateId),
    missing: "DATE_NOT_FOUND",
    write: async (trx) => {
      const seq = await nextSeq(trx, dateId);
      return { seq, slotId: await insertSlot(trx, dateId, seq, slot, now) };
    },
    audit: (date, { seq, slotId }) => ({
      action: "reservationSlot.create",
      targetType: "reservationSlot",
      targetId: String(slotId),
      detail: { event: date.event, branch: date.branch, date: date.date, seq, ...slot },
    }),
  });
  return slotId;
}

/**
 * Changes a slot's times and capacity. The capacity may not drop below the seats already
 * booked: the update is conditional (`booked <= :capacity`), so a booking racing with it can
 * never leave the slot over capacity.
 * @throws SLOT_NOT_FOUND, CAPACITY_BELOW_BOOKED
 */
export async function updateSlot(ctx: AppContext, admin: AdminActor, slotId: number, slot: SlotWrite): Promise<void> {
  checkTimes(slot);
  await slotChange(ctx, admin, slotId, slot);
  wakeJobs(ctx);
}

/**
 * The audited change of a slot; a change of its times queues the booked members' notification (issue
 * 40). The slot is read under its row lock, so the same change sent many times at once is one change of
 * times (one notification), the others finding the new times already there.
 */
function slotChange(ctx: AppContext, admin: AdminActor, slotId: number, slot: SlotWrite) {
  return auditedChange(ctx, admin, {
    read: async (trx) => {
      await lockSlot(trx, ctx.dialect, slotId);
      return findSlotDetail(trx, slotId);
    },
    missing: "SLOT_NOT_FOUND",
    write: async (trx, before) => {
      if (!(await updateSlotRow(trx, slotId, slot, nowIso()))) return undefined;
      if (before.startTime !== slot.startTime || before.endTime !== slot.endTime) {
        const event = {
          kind: "slotChanged",
          key: eventKey("slot-changed"),
          slotId,
          adminId: admin.user.userId,
        } as const;
        await queueNotification(trx, event);
      }
      return true;
    },
    refused: async (trx) => {
      const current = await slotSeats(trx, slotId);
      if (!current) return new AppError("SLOT_NOT_FOUND");
      return new AppError("CAPACITY_BELOW_BOOKED", {
        detail: t("reservationCapacityBelowBooked", { booked: current.booked }),
        field: "capacity",
      });
    },
    audit: (before) => {
      const { startTime, endTime, capacity } = before;
      return slotAudit("reservationSlot.update", before, changesOf({ startTime, endTime, capacity }, slot));
    },
  });
}

/** Deletes a slot that no reservation (even cancelled) refers to. */
export async function deleteSlot(ctx: AppContext, admin: AdminActor, slotId: number): Promise<void> {
  await auditedChange(ctx, admin, {
    read: (trx) => findSlotDetail(trx, slotId),
    missing: "SLOT_NOT_FOUND",
    write: async (trx) => {
      if (await slotInUse(trx, slotId)) throw new AppError("SLOT_IN_USE");
      return changed(await deleteSlotRow(trx, slotId));
    },
    audit: (before) => {
      const { startTime, endTime, capacity } = before;
      return slotAudit("reservationSlot.delete", before, { startTime, endTime, capacity });
    },
  });
}

// --------------------------------------------------------------------------------------------
// Rosters, cancel for a member, export

/** The reservations of a slot with the members' contact details (the read is recorded). */
export async function slotRoster(ctx: AppContext, admin: AdminActor, slotId: number): Promise<Roster> {
  const slot = await findSlotDetail(ctx.db, slotId);
  if (!slot) throw new AppError("SLOT_NOT_FOUND");
  const rows = await listSlotReservations(ctx.db, slotId);
  await recordAccess(ctx, admin, {
    action: "reservation.roster",
    memberIds: rows.map((r) => r.userId),
    filter: { slotId },
  });
  const active = rows.filter((row) => row.status === "active").length;
  return {
    slot: presentAdminSlot(slot, active),
    eventName: slot.eventName,
    branchName: slot.branchName,
    date: slot.date,
    items: rows.map((row) => ({
      reservationId: row.reservationId,
      userId: row.userId,
      nameKo: row.nameKo,
      companyName: row.companyName,
      phone: row.mobileNo ?? row.telNo,
      email: row.email,
      companions: row.companions,
      seats: row.seats,
      status: row.status,
      createdAt: row.createdAt,
      cancelledAt: row.cancelledAt,
    })),
  };
}

/** Cancels any member's reservation (also one that has begun), audited, and mails and notifies the member. */
export async function cancelForMember(ctx: AppContext, admin: AdminActor, reservationId: number, log: ErrorLog) {
  const key = `reservation-cancelled:${reservationId}`;
  const adminId = admin.user.userId;
  await cancelReservation(ctx, reservationId, admin.user, true, log, async (trx, found) => {
    await queueNotification(trx, { kind: "reservationCancelled", key, reservationId, adminId });
    await recordAudit(trx, admin, {
      action: "reservation.cancel",
      targetType: "reservation",
      targetId: String(reservationId),
      detail: {
        userId: found.userId,
        event: found.eventName,
        branch: found.branchName,
        date: found.date,
        time: timeRange(found),
        seats: found.seats,
      },
    });
  });
  wakeJobs(ctx);
}

/** CSV (UTF-8 with BOM) of an event's reservations, and its download name (the export and its reason are recorded). */
export async function exportEvent(ctx: AppContext, admin: AdminActor, eventNo: number, reason: string) {
  const event = await findEvent(ctx.db, eventNo);
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  const rows = await listEventReservations(ctx.db, eventNo);
  await recordAccess(ctx, admin, {
    action: "reservation.exportEvent",
    memberIds: rows.map((r) => r.userId),
    filter: { eventNo },
    reason,
  });
  return { csv: reservationCsv(rows), filename: `${event.name}_예약내역.csv` };
}

/** CSV (UTF-8 with BOM) of one slot's reservations, and its download name (the export and its reason are recorded). */
export async function exportSlot(ctx: AppContext, admin: AdminActor, slotId: number, reason: string) {
  const slot = await findSlotDetail(ctx.db, slotId);
  if (!slot) throw new AppError("SLOT_NOT_FOUND");
  const rows = await listSlotReservations(ctx.db, slotId);
  await recordAccess(ctx, admin, {
    action: "reservation.exportSlot",
    memberIds: rows.map((r) => r.userId),
    filter: { slotId },
    reason,
  });
  const time = slot.startTime.replace(":", "");
  return { csv: reservationCsv(rows), filename: `${slot.eventName}_${slot.date}_${time}_예약자명단.csv` };
}
