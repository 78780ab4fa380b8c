/**
 * Queries of reservation administration (`admin-service.ts`): events, places, dates and slots with
 * their counts, and their writes. Each takes `db` or a transaction as its first argument; the
 * statements that move `booked` stay in `queries.ts`.
 */
import type { EventWrite, SlotWrite } from "@portal/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** Event, place and day of a date, for audit entries. */
export async function dateContext(db: Db, dateId: number) {
  return db
    .selectFrom("reservationDates as d")
    .innerJoin("reservationEvents as e", "e.eventNo", "d.eventNo")
    .innerJoin("reservationBranches as b", "b.branchCode", "d.branchCode")
    .select(["d.dateId", "d.date", "e.name as event", "b.name as branch"])
    .where("d.dateId", "=", dateId)
    .executeTakeFirst();
}

/** All events, newest first, with their counts of dates and active reservations. */
export function listAdminEvents(db: Db) {
  return db
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
}

/** Inserts an event; returns its number. */
export async function insertEvent(db: Db, value: EventWrite, now: string): Promise<number> {
  const { eventNo } = await db
    .insertInto("reservationEvents")
    .values({ ...value, open: value.open ? 1 : 0, seedKey: null, createdAt: now, updatedAt: now })
    .returning("eventNo")
    .executeTakeFirstOrThrow();
  return eventNo;
}

/** Writes an event's name, description and open flag; false when there is no such event. */
export async function updateEventRow(db: Db, eventNo: number, value: EventWrite, now: string): Promise<boolean> {
  const result = await db
    .updateTable("reservationEvents")
    .set({ ...value, open: value.open ? 1 : 0, updatedAt: now })
    .where("eventNo", "=", eventNo)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** Every place, by name. */
export function listAdminBranches(db: Db) {
  return db.selectFrom("reservationBranches").select(["branchCode", "name", "address"]).orderBy("name").execute();
}

/** Inserts a place (a taken code is a unique violation). */
export async function insertBranch(
  db: Db,
  input: { branchCode: string; name: string; address: string },
  now: string,
): Promise<void> {
  await db
    .insertInto("reservationBranches")
    .values({ ...input, createdAt: now, updatedAt: now })
    .execute();
}

/** Writes a place's name and address; false when there is no such place. */
export async function updateBranchRow(
  db: Db,
  branchCode: string,
  input: { name: string; address: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("reservationBranches")
    .set({ ...input, updatedAt: now })
    .where("branchCode", "=", branchCode)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** Active reservations per slot of `slotIds`. */
export async function reservationCounts(db: Db, slotIds: number[]): Promise<Map<number, number>> {
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

/** Dates of an event (optionally at one place) with their place's name, by day and place. */
export function listAdminDates(db: Db, eventNo: number, branchCode?: string) {
  let query = db
    .selectFrom("reservationDates as d")
    .innerJoin("reservationBranches as b", "b.branchCode", "d.branchCode")
    .select(["d.dateId", "d.eventNo", "d.branchCode", "b.name as branchName", "d.date"])
    .where("d.eventNo", "=", eventNo);
  if (branchCode) query = query.where("d.branchCode", "=", branchCode);
  return query.orderBy("d.date").orderBy("b.name").execute();
}

/** The slots of `dateIds`, by sequence. */
export function listDateSlots(db: Db, dateIds: number[]) {
  return db.selectFrom("reservationSlots").selectAll().where("dateId", "in", dateIds).orderBy("seq").execute();
}

/** The next sequence number of a date's slots. */
export async function nextSeq(db: Db, dateId: number): Promise<number> {
  const row = await db
    .selectFrom("reservationSlots")
    .select((eb) => eb.fn.max("seq").as("max"))
    .where("dateId", "=", dateId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Inserts a date (a taken day of the event at the place is a unique violation); returns its id. */
export async function insertDate(
  db: Db,
  value: { eventNo: number; branchCode: string; date: string },
  now: string,
): Promise<number> {
  const { dateId } = await db
    .insertInto("reservationDates")
    .values({ eventNo: value.eventNo, branchCode: value.branchCode, date: value.date, createdAt: now })
    .returning("dateId")
    .executeTakeFirstOrThrow();
  return dateId;
}

/** Inserts slot `seq` of a date with no seat booked; returns its id. */
export async function insertSlot(db: Db, dateId: number, seq: number, slot: SlotWrite, now: string): Promise<number> {
  const row = await db
    .insertInto("reservationSlots")
    .values({ dateId, seq, ...slot, booked: 0, createdAt: now, updatedAt: now })
    .returning("slotId")
    .executeTakeFirstOrThrow();
  return row.slotId;
}

/** Whether any reservation (even cancelled) refers to a slot of the date. */
export async function dateInUse(db: Db, dateId: number): Promise<boolean> {
  const used = await db
    .selectFrom("reservations as r")
    .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
    .select("r.reservationId")
    .where("s.dateId", "=", dateId)
    .limit(1)
    .executeTakeFirst();
  return used !== undefined;
}

/** Deletes a date and its slots. */
export async function deleteDateRows(db: Db, dateId: number): Promise<void> {
  await db.deleteFrom("reservationSlots").where("dateId", "=", dateId).execute();
  await db.deleteFrom("reservationDates").where("dateId", "=", dateId).execute();
}

/**
 * Writes a slot's times and capacity if, and only if, the capacity is not below its booked seats (one
 * conditional UPDATE, so a booking racing with it cannot leave the slot over capacity). False otherwise.
 */
export async function updateSlotRow(db: Db, slotId: number, slot: SlotWrite, now: string): Promise<boolean> {
  const result = await db
    .updateTable("reservationSlots")
    .set({ ...slot, updatedAt: now })
    .where("slotId", "=", slotId)
    .where(sql<boolean>`booked <= ${slot.capacity}`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether any reservation (even cancelled) refers to the slot. */
export async function slotInUse(db: Db, slotId: number): Promise<boolean> {
  const used = await db
    .selectFrom("reservations")
    .select("reservationId")
    .where("slotId", "=", slotId)
    .limit(1)
    .executeTakeFirst();
  return used !== undefined;
}

/** Deletes a slot; false when there is none. */
export async function deleteSlotRow(db: Db, slotId: number): Promise<boolean> {
  const result = await db.deleteFrom("reservationSlots").where("slotId", "=", slotId).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}
