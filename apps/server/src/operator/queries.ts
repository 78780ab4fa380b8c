/**
 * The operator details' statements (Kysely, the same on SQLite and PostgreSQL): one row, id 1
 * (migration 0026), read, inserted when absent, locked and read for a change, and stored.
 */
import type { operatorWriteSchema } from "@portal/contract";
import type { z } from "zod";
import type { Db } from "../db/database.ts";

/** The stored fields of the details, as the form writes them. */
export type OperatorValues = z.output<typeof operatorWriteSchema>;

/** The fields of the details, in the form's order. */
export const OPERATOR_FIELDS = [
  "organization",
  "representative",
  "address",
  "phone",
  "businessNo",
  "privacyOfficer",
  "privacyOfficerPhone",
  "privacyOfficerEmail",
] as const satisfies readonly (keyof OperatorValues)[];

/** What a save stores: the fields, when and by whom (null: the demo seed). */
type StoredOperator = OperatorValues & { updatedAt: string; updatedBy: string | null };

/** The details with their time of change, or undefined before any are stored. */
export function findOperator(db: Db) {
  return db
    .selectFrom("operatorInfo")
    .select([...OPERATOR_FIELDS, "updatedAt"])
    .where("id", "=", 1)
    .executeTakeFirst();
}

/** Inserts the details when none are stored; true when it inserted them. */
export async function insertOperatorIfAbsent(db: Db, stored: StoredOperator): Promise<boolean> {
  const inserted = await db
    .insertInto("operatorInfo")
    .values({ id: 1, ...stored })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Locks the stored row and reads its fields under the lock (the statement changes none of them). */
export function lockOperator(db: Db, now: string): Promise<OperatorValues> {
  return db
    .updateTable("operatorInfo")
    .set({ updatedAt: now })
    .where("id", "=", 1)
    .returning(OPERATOR_FIELDS)
    .executeTakeFirstOrThrow();
}

/** Overwrites the stored details. */
export async function updateOperator(db: Db, stored: StoredOperator): Promise<void> {
  await db.updateTable("operatorInfo").set(stored).where("id", "=", 1).execute();
}
