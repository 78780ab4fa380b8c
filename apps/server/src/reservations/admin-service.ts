/**
 * Reservation administration (administrators, USER_AUTH A, only): events, places, dates and
 * slots; slot rosters; cancelling for a member; CSV export. Capacity can only be lowered to the
 * seats already booked, by a conditional UPDATE like the one that books.
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
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { ReservationSlot, User } from "../db/schema.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { requireRole } from "../http/session-hooks.ts";
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

/** The administrator making the request, else 401 / 403 ADMIN_ONLY. */
export const requireAdmin = (request: FastifyRequest): User => requireRole(request, "A");

const nowIso = () => new Date().toISOString();

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
export async function createEvent(ctx: AppContext, value: EventWrite): Promise<number> {
  const now = nowIso();
  const row = await ctx.db
    .insertInto("reservationEvents")
    .values({ ...value, open: value.open ? 1 : 0, seedKey: null, createdAt: now, updatedAt: now })
    .returning("eventNo")
    .executeTakeFirstOrThrow();
  return row.eventNo;
}

/** Renames, describes, opens or closes an event. @throws EVENT_NOT_FOUND */
export async function updateEvent(ctx: AppContext, eventNo: number, value: EventWrite): Promise<void> {
  const result = await ctx.db
    .updateTable("reservationEvents")
    .set({ ...value, open: value.open ? 1 : 0, updatedAt: nowIso() })
    .where("eventNo", "=", eventNo)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new AppError("EVENT_NOT_FOUND");
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
  input: { branchCode: string; name: string; address: string },
): Promise<void> {
  const now = nowIso();
  try {
    await ctx.db
      .insertInto("reservationBranches")
      .values({ ...input, createdAt: now, updatedAt: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("BRANCH_CODE_TAKEN", { field: "branchCode" });
    throw error;
  }
}

/** Renames a place or changes its address. @throws BRANCH_NOT_FOUND */
export async function updateBranch(
  ctx: AppContext,
  branchCode: string,
  input: { name: string; address: string },
): Promise<void> {
  const result = await ctx.db
    .updateTable("reservationBranches")
    .set({ ...input, updatedAt: nowIso() })
    .where("branchCode", "=", branchCode)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new AppError("BRANCH_NOT_FOUND");
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
export async function createDate(ctx: AppContext, value: DateCreate): Promise<number> {
  if (!(await findEvent(ctx.db, value.eventNo))) throw new AppError("EVENT_NOT_FOUND");
  if (!(await findBranch(ctx.db, value.branchCode))) throw new AppError("BRANCH_NOT_FOUND");
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
      return dateId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DATE_TAKEN", { field: "date" });
    throw error;
  }
}

/** Deletes a date and its slots; refused once any reservation (even cancelled) refers to them. */
export async function deleteDate(ctx: AppContext, dateId: number): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const date = await trx
      .selectFrom("reservationDates")
      .select("dateId")
      .where("dateId", "=", dateId)
      .executeTakeFirst();
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
  });
}

/** Adds a slot at the end of a date's sequence. */
export async function createSlot(ctx: AppContext, dateId: number, slot: SlotWrite): Promise<number> {
  checkTimes(slot);
  const now = nowIso();
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const date = await trx
      .selectFrom("reservationDates")
      .select("dateId")
      .where("dateId", "=", dateId)
      .executeTakeFirst();
    if (!date) throw new AppError("DATE_NOT_FOUND");
    const row = await trx
      .insertInto("reservationSlots")
      .values({ dateId, seq: await nextSeq(trx, dateId), ...slot, booked: 0, createdAt: now, updatedAt: now })
      .returning("slotId")
      .executeTakeFirstOrThrow();
    return row.slotId;
  });
}

/**
 * Changes a slot's times and capacity. The capacity may not drop below the seats already
 * booked: the update is conditional (`booked <= :capacity`), so a booking racing with it can
 * never leave the slot over capacity.
 * @throws SLOT_NOT_FOUND, CAPACITY_BELOW_BOOKED
 */
export async function updateSlot(ctx: AppContext, slotId: number, slot: SlotWrite): Promise<void> {
  checkTimes(slot);
  const result = await ctx.db
    .updateTable("reservationSlots")
    .set({ ...slot, updatedAt: nowIso() })
    .where("slotId", "=", slotId)
    .where(sql<boolean>`booked <= ${slot.capacity}`)
    .executeTakeFirst();
  if (result.numUpdatedRows === 1n) return;
  const current = await slotSeats(ctx.db, slotId);
  if (!current) throw new AppError("SLOT_NOT_FOUND");
  throw new AppError("CAPACITY_BELOW_BOOKED", {
    detail: t("reservationCapacityBelowBooked", { booked: current.booked }),
    field: "capacity",
  });
}

/** Deletes a slot that no reservation (even cancelled) refers to. */
export async function deleteSlot(ctx: AppContext, slotId: number): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const used = await trx
      .selectFrom("reservations")
      .select("reservationId")
      .where("slotId", "=", slotId)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new AppError("SLOT_IN_USE");
    const result = await trx.deleteFrom("reservationSlots").where("slotId", "=", slotId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new AppError("SLOT_NOT_FOUND");
  });
}

// --------------------------------------------------------------------------------------------
// Rosters, cancel for a member, export

/** The reservations of a slot with the members' contact details. */
export async function slotRoster(ctx: AppContext, slotId: number): Promise<Roster> {
  const slot = await findSlotDetail(ctx.db, slotId);
  if (!slot) throw new AppError("SLOT_NOT_FOUND");
  const rows = await listSlotReservations(ctx.db, slotId);
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

/** Cancels any member's reservation (also one that has begun) and mails the member. */
export async function cancelForMember(ctx: AppContext, reservationId: number, admin: User, log: ErrorLog) {
  await cancelReservation(ctx, reservationId, admin, true, log);
}

/** CSV (UTF-8 with BOM) of an event's reservations, and its download name. */
export async function exportEvent(ctx: AppContext, eventNo: number) {
  const event = await findEvent(ctx.db, eventNo);
  if (!event) throw new AppError("EVENT_NOT_FOUND");
  const rows = await listEventReservations(ctx.db, eventNo);
  return { csv: reservationCsv(rows), filename: `${event.name}_예약내역.csv` };
}

/** CSV (UTF-8 with BOM) of one slot's reservations, and its download name. */
export async function exportSlot(ctx: AppContext, slotId: number) {
  const slot = await findSlotDetail(ctx.db, slotId);
  if (!slot) throw new AppError("SLOT_NOT_FOUND");
  const rows = await listSlotReservations(ctx.db, slotId);
  const time = slot.startTime.replace(":", "");
  return { csv: reservationCsv(rows), filename: `${slot.eventName}_${slot.date}_${time}_예약자명단.csv` };
}
