/**
 * Demonstration-centre visit reservation: events, places (branches), dates per event and place,
 * time slots with a capacity and a booked-seat counter, and the reservations themselves.
 *
 * The capacity rule is held by the database, not by application memory:
 * - `reservationSlots.booked` only changes through a conditional UPDATE
 *   (`booked + n <= capacity`, see reservations/queries.ts), and a CHECK keeps
 *   `0 <= booked <= capacity` as a last line of defence;
 * - a partial unique index allows one active reservation per member per slot.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("reservationEvents")
    .addColumn("eventNo", "integer", autoId)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("open", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("seedKey", "text", (c) => c.unique())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reservationBranches")
    .addColumn("branchCode", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reservationDates")
    .addColumn("dateId", "integer", autoId)
    .addColumn("eventNo", "integer", (c) => c.notNull().references("reservationEvents.eventNo"))
    .addColumn("branchCode", "text", (c) => c.notNull().references("reservationBranches.branchCode"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reservation_dates_unique")
    .on("reservationDates")
    .columns(["eventNo", "branchCode", "date"])
    .unique()
    .execute();

  await db.schema
    .createTable("reservationSlots")
    .addColumn("slotId", "integer", autoId)
    .addColumn("dateId", "integer", (c) => c.notNull().references("reservationDates.dateId"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("startTime", "text", (c) => c.notNull())
    .addColumn("endTime", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("booked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addCheckConstraint("reservation_slots_booked_range", sql`booked >= 0 and booked <= capacity`)
    .execute();
  await db.schema
    .createIndex("reservation_slots_date_seq")
    .on("reservationSlots")
    .columns(["dateId", "seq"])
    .unique()
    .execute();

  await db.schema
    .createTable("reservations")
    .addColumn("reservationId", "integer", autoId)
    .addColumn("slotId", "integer", (c) => c.notNull().references("reservationSlots.slotId"))
    .addColumn("userId", "text", (c) => c.notNull().references("users.userId"))
    .addColumn("companions", "integer", (c) => c.notNull())
    .addColumn("seats", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("cancelledAt", "text")
    .addColumn("cancelledBy", "text")
    .execute();
  await db.schema
    .createIndex("reservations_one_active_per_member")
    .on("reservations")
    .columns(["slotId", "userId"])
    .unique()
    .where(sql.ref("status"), "=", sql.lit("active"))
    .execute();
  await db.schema.createIndex("reservations_user").on("reservations").columns(["userId", "createdAt"]).execute();
  await db.schema.createIndex("reservations_slot").on("reservations").columns(["slotId", "status"]).execute();
}
