/**
 * Reservation queries (Kysely). The two statements that move `reservationSlots.booked` are here
 * and nowhere else: `takeSeats` (conditional: never past capacity) and `releaseSeats`.
 * Each takes `db` or a transaction as its first argument.
 */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import type { ReservationSlot } from "../db/schema.ts";

/** Open events, oldest first. */
export function listOpenEvents(db: Db) {
  return db
    .selectFrom("reservationEvents")
    .select(["eventNo", "name", "description"])
    .where("open", "=", 1)
    .orderBy("eventNo")
    .execute();
}

/** An event by number, open or not. */
export function findEvent(db: Db, eventNo: number) {
  return db.selectFrom("reservationEvents").selectAll().where("eventNo", "=", eventNo).executeTakeFirst();
}

/** A place by code. */
export function findBranch(db: Db, branchCode: string) {
  return db.selectFrom("reservationBranches").selectAll().where("branchCode", "=", branchCode).executeTakeFirst();
}

/** Places that have a date of `eventNo` on or after `fromDay`. */
export function listEventBranches(db: Db, eventNo: number, fromDay: string) {
  return db
    .selectFrom("reservationBranches as b")
    .select(["b.branchCode", "b.name", "b.address"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("reservationDates as d")
          .select("d.dateId")
          .whereRef("d.branchCode", "=", "b.branchCode")
          .where("d.eventNo", "=", eventNo)
          .where("d.date", ">=", fromDay),
      ),
    )
    .orderBy("b.name")
    .execute();
}

/** Dates of an event at a place on or after `fromDay`, in order. */
export function listDates(db: Db, eventNo: number, branchCode: string, fromDay: string) {
  return db
    .selectFrom("reservationDates")
    .select(["dateId", "date"])
    .where("eventNo", "=", eventNo)
    .where("branchCode", "=", branchCode)
    .where("date", ">=", fromDay)
    .orderBy("date")
    .execute();
}

/** Slots of one date of an event at a place, by sequence. */
export function listSlots(db: Db, eventNo: number, branchCode: string, date: string): Promise<ReservationSlot[]> {
  return db
    .selectFrom("reservationSlots as s")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .selectAll("s")
    .where("d.eventNo", "=", eventNo)
    .where("d.branchCode", "=", branchCode)
    .where("d.date", "=", date)
    .orderBy("s.seq")
    .execute();
}

/**
 * Holds the slot's row lock until the transaction ends (PostgreSQL: SELECT … FOR UPDATE; SQLite's
 * BEGIN IMMEDIATE already serialises writers), so that a change reads the slot as the previous change
 * left it: of 150 identical changes at once only the first sees the old times and tells the members.
 */
export async function lockSlot(db: Db, dialect: DialectName, slotId: number): Promise<void> {
  if (dialect === "postgres")
    await db.selectFrom("reservationSlots").select("slotId").where("slotId", "=", slotId).forUpdate().execute();
}

/** A slot with its date, event and place. */
export function findSlotDetail(db: Db, slotId: number) {
  return db
    .selectFrom("reservationSlots as s")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .innerJoin("reservationEvents as e", "e.eventNo", "d.eventNo")
    .innerJoin("reservationBranches as b", "b.branchCode", "d.branchCode")
    .selectAll("s")
    .select([
      "d.date",
      "d.eventNo",
      "d.branchCode",
      "e.name as eventName",
      "e.open as eventOpen",
      "b.name as branchName",
      "b.address",
    ])
    .where("s.slotId", "=", slotId)
    .executeTakeFirst();
}
export type SlotDetail = NonNullable<Awaited<ReturnType<typeof findSlotDetail>>>;

/**
 * Takes `seats` seats of a slot if, and only if, they are free: one conditional UPDATE, so the
 * check and the write are a single atomic step in the database whatever the concurrency.
 * Returns false (and changes nothing) when the slot would go past its capacity.
 */
export async function takeSeats(db: Db, slotId: number, seats: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("reservationSlots")
    .set({ booked: sql`booked + ${seats}`, updatedAt: now })
    .where("slotId", "=", slotId)
    .where(sql<boolean>`booked + ${seats} <= capacity`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives `seats` seats of a slot back (after a cancellation in the same transaction). */
export async function releaseSeats(db: Db, slotId: number, seats: number, now: string): Promise<void> {
  await db
    .updateTable("reservationSlots")
    .set({ booked: sql`booked - ${seats}`, updatedAt: now })
    .where("slotId", "=", slotId)
    .execute();
}

/** Current capacity and booked seats of a slot. */
export function slotSeats(db: Db, slotId: number) {
  return db
    .selectFrom("reservationSlots")
    .select(["capacity", "booked"])
    .where("slotId", "=", slotId)
    .executeTakeFirst();
}

/**
 * Active reservations of `userId` whose slot has not begun at Asia/Seoul `today` (YYYY-MM-DD) `time`
 * (HH:MM). Run it under the member's row lock (`lockMember`) when an insert depends on it.
 */
export async function countOpenReservations(db: Db, userId: string, today: string, time: string): Promise<number> {
  const row = await db
    .selectFrom("reservations as r")
    .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("r.userId", "=", userId)
    .where("r.status", "=", "active")
    .where((eb) => eb.or([eb("d.date", ">", today), eb.and([eb("d.date", "=", today), eb("s.startTime", ">", time)])]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Inserts an active reservation; returns its id. Throws a unique violation on a second active one. */
export async function insertReservation(
  db: Db,
  row: { slotId: number; userId: string; companions: number; seats: number; createdAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto("reservations")
    .values({ ...row, status: "active", cancelledAt: null, cancelledBy: null })
    .returning("reservationId")
    .executeTakeFirstOrThrow();
  return inserted.reservationId;
}

/**
 * Marks an active reservation cancelled. Returns false when it was not active (already
 * cancelled by a concurrent request), so seats are released exactly once.
 */
export async function markCancelled(db: Db, reservationId: number, by: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("reservations")
    .set({ status: "cancelled", cancelledAt: now, cancelledBy: by })
    .where("reservationId", "=", reservationId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A reservation with its slot, date, event, place and member, as shown in lists, mails and CSV. */
function reservationDetails(db: Db) {
  return db
    .selectFrom("reservations as r")
    .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .innerJoin("reservationEvents as e", "e.eventNo", "d.eventNo")
    .innerJoin("reservationBranches as b", "b.branchCode", "d.branchCode")
    .innerJoin("users as u", "u.userId", "r.userId")
    .select([
      "r.reservationId",
      "r.slotId",
      "r.userId",
      "r.companions",
      "r.seats",
      "r.status",
      "r.createdAt",
      "r.cancelledAt",
      "s.seq",
      "s.startTime",
      "s.endTime",
      "d.date",
      "d.eventNo",
      "d.branchCode",
      "e.name as eventName",
      "b.name as branchName",
      "b.address",
      "u.nameKo",
      "u.companyName",
      "u.mobileNo",
      "u.telNo",
      "u.email",
    ]);
}
export type ReservationDetail = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

/** One reservation with its details, or undefined. */
export function findReservation(db: Db, reservationId: number) {
  return reservationDetails(db).where("r.reservationId", "=", reservationId).executeTakeFirst();
}

/** A member's reservations, the coming ones first by date, then the past ones. */
export function listMemberReservations(db: Db, userId: string) {
  return reservationDetails(db)
    .where("r.userId", "=", userId)
    .orderBy("d.date", "desc")
    .orderBy("s.startTime", "desc")
    .orderBy("r.reservationId", "desc")
    .limit(500)
    .execute();
}

/** Reservations of a slot (the roster), active first, then by time of booking. */
export function listSlotReservations(db: Db, slotId: number) {
  return reservationDetails(db).where("r.slotId", "=", slotId).orderBy("r.status").orderBy("r.reservationId").execute();
}

/** Reservations of an event, by date, time and booking, for the CSV export. */
export function listEventReservations(db: Db, eventNo: number) {
  return reservationDetails(db)
    .where("d.eventNo", "=", eventNo)
    .orderBy("d.date")
    .orderBy("s.startTime")
    .orderBy("b.name")
    .orderBy("r.reservationId")
    .execute();
}
