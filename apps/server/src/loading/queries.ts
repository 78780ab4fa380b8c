/**
 * Loading simulator queries (Kysely, same code on SQLite and PostgreSQL but for `lockOwnPlan`'s row
 * lock): the vehicle catalogue and the members' saved plans. A plan is only ever read or changed together with its owner
 * (`userId` in the WHERE), so another member's id finds nothing.
 */
import type { VehicleWrite } from "@portal/contract";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import type { LoadingPlansTable } from "../db/schema.ts";

/** The vehicle catalogue in its display order. */
export function listVehicles(db: Db) {
  return db.selectFrom("loadingVehicles").selectAll().orderBy("sortOrder").orderBy("vehicleId").execute();
}

/** One vehicle by id. */
export function findVehicle(db: Db, vehicleId: number) {
  return db.selectFrom("loadingVehicles").selectAll().where("vehicleId", "=", vehicleId).executeTakeFirst();
}

/** Adds a vehicle to the catalogue; returns its id (a taken code violates the unique index). */
export async function insertVehicle(db: Db, value: VehicleWrite, now: string): Promise<number> {
  const row = await db
    .insertInto("loadingVehicles")
    .values({ ...value, createdAt: now, updatedAt: now })
    .returning("vehicleId")
    .executeTakeFirstOrThrow();
  return row.vehicleId;
}

/** Changes a vehicle; true when it was there. */
export async function updateVehicleRow(db: Db, vehicleId: number, value: VehicleWrite, now: string): Promise<boolean> {
  const result = await db
    .updateTable("loadingVehicles")
    .set({ ...value, updatedAt: now })
    .where("vehicleId", "=", vehicleId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a vehicle; returns the deleted row, or undefined when there was none. */
export function deleteVehicleRow(db: Db, vehicleId: number) {
  return db.deleteFrom("loadingVehicles").where("vehicleId", "=", vehicleId).returningAll().executeTakeFirst();
}

/** One page (newest first) of a member's plans before `before` (a planId), `limit` rows. */
export function listPlans(db: Db, userId: string, before: number | undefined, limit: number) {
  let query = db
    .selectFrom("loadingPlans")
    .select(["planId", "name", "vehicleName", "boxCount", "vehicleCount", "volumeRatio", "createdAt"])
    .where("userId", "=", userId);
  if (before !== undefined) query = query.where("planId", "<", before);
  return query.orderBy("planId", "desc").limit(limit).execute();
}

/** A member's own plan, or undefined (also for another member's plan). */
export function findOwnPlan(db: Db, userId: string, planId: number) {
  return db
    .selectFrom("loadingPlans")
    .selectAll()
    .where("planId", "=", planId)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/**
 * Whether the member owns plan `planId`, holding the plan's row until the transaction ends on
 * PostgreSQL (`FOR UPDATE`); on SQLite `writeTransaction`'s write lock already orders the callers.
 */
export async function lockOwnPlan(db: Db, dialect: DialectName, userId: string, planId: number): Promise<boolean> {
  let plan = db.selectFrom("loadingPlans").select("planId").where("planId", "=", planId).where("userId", "=", userId);
  if (dialect === "postgres") plan = plan.forUpdate();
  return (await plan.executeTakeFirst()) !== undefined;
}

/** Inserts a plan; returns its id. */
export async function insertPlan(db: Db, row: Omit<LoadingPlansTable, "planId">): Promise<number> {
  const { planId } = await db.insertInto("loadingPlans").values(row).returning("planId").executeTakeFirstOrThrow();
  return planId;
}

/** Deletes a member's own plan; returns whether one was deleted. */
export async function deleteOwnPlan(db: Db, userId: string, planId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("loadingPlans")
    .where("planId", "=", planId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces a member's own plan's fields (one conditional statement); returns whether it was theirs. */
export async function updateOwnPlan(
  db: Db,
  userId: string,
  planId: number,
  row: Omit<LoadingPlansTable, "planId" | "userId" | "createdAt">,
): Promise<boolean> {
  const result = await db
    .updateTable("loadingPlans")
    .set(row)
    .where("planId", "=", planId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
