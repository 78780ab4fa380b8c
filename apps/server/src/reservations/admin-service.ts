/**
 * Reservation administration (administrators, USER_AUTH A, only; the routes' `adminOnly` hook
 * checks it): events, places, dates and slots; slot rosters; cancelling for a member; CSV export.
 * Capacity can only be lowered to the seats already booked, by a conditional UPDATE like the one
 * that books. Every change is written with its audit-log entry in one transaction.
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
import { sql } from "kysely";
import { recordAccess } from "../audit/access-log.ts";
import { type AdminActor, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { ReservationSlot } from "../db/schema.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { reservationCsv } from "./csv.ts";
import {
  findBranch,
  findEvent,
  findSlotDetail,
  listEventReservations,
  listSlotReservations,
  slotSeats,
} from "./queries.ts";
import { cancelReservation, type ErrorLog } from "./service.ts";

const nowIso = () => new Date().toISOString();

/** The fields whose value changes, as { field: [before, after] }, for the audit entry. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) changes[key] = [before[key], value];
  }
  return changes;
}

/** "10:00~11:00" */
const timeRange = (slot: { startTime: string; endTime: string }) => `${slot.startTime}~${slot.endTime}`;

/** Event, place and day of a date, for audit entries. */
async function dateContext(db: Db, dateId: number) {
  return db
    .selectFrom("reservationDates as d")
    .innerJoin("reservationEvents as e", "e.eventNo", "d.eventNo")
    .innerJoin("reservationBranches as b", "b.branchCode", "d.branchCode")
    .select(["d.dateId", "d.date", "e.name as event", "b.name as branch"])
    .where("d.dateId", "=", dateId)
    .executeTakeFirst();
}

function checkTimes(slot: { startTime: string; endTime: string }, field = "endTime") {
  if (slot.endTime <= slot.startTime) throw invalidInput(field, "reservationEndBeforeStart");
}

// --------------------------------------------------------------------------------------------
// Events

/** All events with their counts of dates and active reservations. */
export async function adminEvents(ctx: AppContext): Promise<AdminEvent[]> {
  const rows = await ctx.db
    .selectFrom("reservationEvents as e")
    .select((eb) => [
      "e.eventNo",
      "e.name",
      "e.description",
      "e.open",
      eb
        .selectFrom("reservationDates as d")
        .select((x) => x.fn.countAll<number>().as("n"))
        .whereRef("d.eventNo", "=", "e.eventNo")
        .as("dates"),
      eb
        .selectFrom("reservations as r")
        .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
        .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
        .select((x) => x.fn.countAll<number>().as("n"))
        .whereRef("d.eventNo", "=", "e.eventNo")
        .where("r.status", "=", "active")
        .as("reservations"),
    ])
    .orderBy("e.eventNo", "desc")
    .execute();
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
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const { eventNo } = await trx
      .insertInto("reservationEvents")
      .values({ ...value, open: value.open ? 1 : 0, seedKey: null, createdAt: now, updatedAt: now })
      .returning("eventNo")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, admin, {
      action: "reservationEvent.create",
      targetType: "reservationEvent",
      targetId: String(eventNo),
      detail: { name: value.name, description: value.description, open: value.open },
    });
    return eventNo;
  });
}

/** Renames, describes, opens or closes an event. @throws EVENT_NOT_FOUND */
export async function updateEvent(
  ctx: AppContext,
  admin: AdminActor,
  eventNo: number,
  value: EventWrite,
): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const before = await findEvent(trx, eventNo);
    if (!before) throw new AppError("EVENT_NOT_FOUND");
    const result = await trx
      .updateTable("reservationEvents")
      .set({ ...value, open: value.open ? 1 : 0, updatedAt: nowIso() })
      .where("eventNo", "=", eventNo)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new AppError("EVENT_NOT_FOUND");
    await recordAudit(trx, admin, {
      action: "reservationEvent.update",
      targetType: "reservationEvent",
      targetId: String(eventNo),
      detail: changesOf({ name: before.name, description: before.description, open: before.open === 1 }, value),
    });
  });
}

// --------------------------------------------------------------------------------------------
// Places

/** Every place, by name. */
export function adminBranches(ctx: AppContext) {
  return ctx.db.selectFrom("reservationBranches").select(["branchCode", "name", "address"]).orderBy("name").execute();
}

/** Adds a place. @throws BRANCH_CODE_TAKEN */
export async function createBranch(
  ctx: AppContext,
  admin: AdminActor,
  input: { branchCode: string; name: string; address: string },
): Promise<void> {
  const now = nowIso();
  try {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await trx
        .insertInto("reservationBranches")
        .values({ ...input, createdAt: now, updatedAt: now })
        .execute();
      await recordAudit(trx, admin, {
        action: "reservationBranch.create",
        targetType: "reservationBranch",
        targetId: input.branchCode,
        detail: { name: input.name, address: input.address },
      });
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
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const before = await findBranch(trx, branchCode);
    if (!before) throw new AppError("BRANCH_NOT_FOUND");
    const result = await trx
      .updateTable("reservationBranches")
      .set({ ...input, updatedAt: nowIso() })
      .where("branchCode", "=", branchCode)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new AppError("BRANCH_NOT_FOUND");
    await recordAudit(trx, admin, {
      action: "reservationBranch.update",
      targetType: "reservationBranch",
      targetId: branchCode,
      detail: changesOf({ name: before.name, address: before.address }, { name: input.name, address: input.address }),
    });
  });
}

// --------------------------------------------------------------------------------------------
// Dates and slots

async function reservationCounts(db: Db, slotIds: number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("reservations")
    .select(["slotId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("slotId", "in", slotIds)
    .where("status", "=", "active")
    .groupBy("slotId")
    .execute();
  return new Map(rows.map((row) => [row.slotId, Number(row.n)]));
}

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
  let query = ctx.db
    .selectFrom("reservationDates as d")
    .innerJoin("reservationBranches as b", "b.branchCode", "d.branchCode")
    .select(["d.dateId", "d.eventNo", "d.branchCode", "b.name as branchName", "d.date"])
    .where("d.eventNo", "=", eventNo);
  if (branchCode) query = query.where("d.branchCode", "=", branchCode);
  const dates = await query.orderBy("d.date").orderBy("b.name").execute();
  if (dates.length === 0) return [];
  const slots = await ctx.db
    .selectFrom("reservationSlots")
    .selectAll()
    .where(
      "dateId",
      "in",
      dates.map((d) => d.dateId),
    )
    .orderBy("seq")
    .execute();
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

async function nextSeq(db: Db, dateId: number): Promise<number> {
  const row = await db
    .selectFrom("reservationSlots")
    .select((eb) => eb.fn.max("seq").as("max"))
    .where("dateId", "=", dateId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
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
    return await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      const { dateId } = await trx
        .insertInto("reservationDates")
        .values({ eventNo: value.eventNo, branchCode: value.branchCode, date: value.date, createdAt: now })
        .returning("dateId")
        .executeTakeFirstOrThrow();
      for (const [index, slot] of value.slots.entries()) {
        await trx
          .insertInto("reservationSlots")
          .values({ dateId, seq: index + 1, ...slot, booked: 0, createdAt: now, updatedAt: now })
          .execute();
      }
      await recordAudit(trx, admin, {
        action: "reservationDate.create",
        targetType: "reservationDate",
        targetId: String(dateId),
        detail: {
          event: event.name,
          branch: branch.name,
          date: value.date,
          slots: value.slots.map((slot) => `${timeRange(slot)} (${slot.capacity})`).join(", "),
        },
      });
      return dateId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DATE_TAKEN", { field: "date" });
    throw error;
  }
}

/** Deletes a date and its slots; refused once any reservation (even cancelled) refers to them. */
export async function deleteDate(ctx: AppContext, admin: AdminActor, dateId: number): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const date = await dateContext(trx, dateId);
    if (!date) throw new AppError("DATE_NOT_FOUND");
    const used = await trx
      .selectFrom("reservations as r")
      .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
      .select("r.reservationId")
      .where("s.dateId", "=", dateId)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new AppError("DATE_IN_USE");
    await trx.deleteFrom("reservationSlots").where("dateId", "=", dateId).execute();
    await trx.deleteFrom("reservationDates").where("dateId", "=", dateId).execute();
    await recordAudit(trx, admin, {
      action: "reservationDate.delete",
      targetType: "reservationDate",
      targetId: String(dateId),
      detail: { event: date.event, branch: date.branch, date: date.date },
    });
  });
}

/** Adds a slot at the end of a date's sequence. */
export async function createSlot(ctx: AppContext, admin: AdminActor, dateId: number, slot: SlotWrite): Promise<number> {
  checkTimes(slot);
  const now = nowIso();
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const date = await dateContext(trx, dateId);
    if (!date) throw new AppError("DATE_NOT_FOUND");
    const seq = await nextSeq(trx, dateId);
    const row = await trx
      .insertInto("reservationSlots")
      .values({ dateId, seq, ...slot, booked: 0, createdAt: now, updatedAt: now })
      .returning("slotId")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, admin, {
      action: "reservationSlot.create",
      targetType: "reservationSlot",
      targetId: String(row.slotId),
      detail: { event: date.event, branch: date.branch, date: date.date, seq, ...slot },
    });
    return row.slotId;
  });
}

/**
 * Changes a slot's times and capacity. The capacity may not drop below the seats already
 * booked: the update is conditional (`booked <= :capacity`), so a booking racing with it can
 * never leave the slot over capacity.
 * @throws SLOT_NOT_FOUND, CAPACITY_BELOW_BOOKED
 */
export async function updateSlot(ctx: AppContext, admin: AdminActor, slotId: number, slot: SlotWrite): Promise<void> {
  checkTimes(slot);
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const before = await findSlotDetail(trx, slotId);
    if (!before) throw new AppError("SLOT_NOT_FOUND");
    const result = await trx
      .updateTable("reservationSlots")
      .set({ ...slot, updatedAt: nowIso() })
      .where("slotId", "=", slotId)
      .where(sql<boolean>`booked <= ${slot.capacity}`)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) {
      const current = await slotSeats(trx, slotId);
      if (!current) throw new AppError("SLOT_NOT_FOUND");
      throw new AppError("CAPACITY_BELOW_BOOKED", {
        detail: t("reservationCapacityBelowBooked", { booked: current.booked }),
        field: "capacity",
      });
    }
    const { startTime, endTime, capacity } = before;
    await recordAudit(trx, admin, {
      action: "reservationSlot.update",
      targetType: "reservationSlot",
      targetId: String(slotId),
      detail: {
        event: before.eventName,
        branch: before.branchName,
        date: before.date,
        seq: before.seq,
        ...changesOf({ startTime, endTime, capacity }, slot),
      },
    });
  });
}

/** Deletes a slot that no reservation (even cancelled) refers to. */
export async function deleteSlot(ctx: AppContext, admin: AdminActor, slotId: number): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const before = await findSlotDetail(trx, slotId);
    if (!before) throw new AppError("SLOT_NOT_FOUND");
    const used = await trx
      .selectFrom("reservations")
      .select("reservationId")
      .where("slotId", "=", slotId)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new AppError("SLOT_IN_USE");
    const result = await trx.deleteFrom("reservationSlots").where("slotId", "=", slotId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new AppError("SLOT_NOT_FOUND");
    await recordAudit(trx, admin, {
      action: "reservationSlot.delete",
      targetType: "reservationSlot",
      targetId: String(slotId),
      detail: {
        event: before.eventName,
        branch: before.branchName,
        date: before.date,
        seq: before.seq,
        startTime: before.startTime,
        endTime: before.endTime,
        capacity: before.capacity,
      },
    });
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

/** Cancels any member's reservation (also one that has begun), audited, and mails the member. */
export async function cancelForMember(ctx: AppContext, admin: AdminActor, reservationId: number, log: ErrorLog) {
  await cancelReservation(ctx, reservationId, admin.user, true, log, (trx, found) =>
    recordAudit(trx, admin, {
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
    }),
  );
}

/** CSV (UTF-8 with BOM) of an event's reservations, and its download name (the export is recorded). */
export async function exportEvent(ctx: AppContext, admin: AdminActor, eventNo: number) {
  const event = await findEvent(ctx.db, eventNo);
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  const rows = await listEventReservations(ctx.db, eventNo);
  await recordAccess(ctx, admin, {
    action: "reservation.exportEvent",
    memberIds: rows.map((r) => r.userId),
    filter: { eventNo },
  });
  return { csv: reservationCsv(rows), filename: `${event.name}_예약내역.csv` };
}

/** CSV (UTF-8 with BOM) of one slot's reservations, and its download name (the export is recorded). */
export async function exportSlot(ctx: AppContext, admin: AdminActor, slotId: number) {
  const slot = await findSlotDetail(ctx.db, slotId);
  if (!slot) throw new AppError("SLOT_NOT_FOUND");
  const rows = await listSlotReservations(ctx.db, slotId);
  await recordAccess(ctx, admin, {
    action: "reservation.exportSlot",
    memberIds: rows.map((r) => r.userId),
    filter: { slotId },
  });
  const time = slot.startTime.replace(":", "");
  return { csv: reservationCsv(rows), filename: `${slot.eventName}_${slot.date}_${time}_예약자명단.csv` };
}
