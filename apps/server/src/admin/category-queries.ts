/**
 * The category manager's statements (Kysely, the same on SQLite and PostgreSQL): a board's live
 * categories, a name's category (live or deleted), adding, bringing back and soft deleting (USE_YN N).
 */
import type { Db } from "../db/database.ts";

const CATEGORY_COLUMNS = ["categoryId", "name", "createdByName", "createdAt"] as const;

/** A board's live categories in the order they were added. */
export function listLiveCategories(db: Db, boardId: string) {
  return db
    .selectFrom("categories")
    .select(CATEGORY_COLUMNS)
    .where("boardId", "=", boardId)
    .where("inUse", "=", 1)
    .orderBy("categoryId")
    .execute();
}

/** The board's category named `name`, a live one before a deleted one; undefined when none. */
export function findCategoryByName(db: Db, boardId: string, name: string) {
  return db
    .selectFrom("categories")
    .select(["categoryId", "inUse"])
    .where("boardId", "=", boardId)
    .where("name", "=", name)
    .orderBy("inUse", "desc")
    .executeTakeFirst();
}

/** One category as the manager lists it. */
export function findCategory(db: Db, categoryId: number) {
  return db
    .selectFrom("categories")
    .select(CATEGORY_COLUMNS)
    .where("categoryId", "=", categoryId)
    .executeTakeFirstOrThrow();
}

/** A live category of the board; undefined when missing, of another board or deleted. */
export function findLiveCategory(db: Db, boardId: string, categoryId: number) {
  return db
    .selectFrom("categories")
    .select(["name"])
    .where("categoryId", "=", categoryId)
    .where("boardId", "=", boardId)
    .where("inUse", "=", 1)
    .executeTakeFirst();
}

/** Adds a live category; returns its id. */
export async function insertCategory(
  db: Db,
  row: { boardId: string; name: string; createdByName: string; createdAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto("categories")
    .values({ ...row, inUse: 1 })
    .returning("categoryId")
    .executeTakeFirstOrThrow();
  return inserted.categoryId;
}

/** Sets a category live (`inUse` true, a deleted one brought back) or deleted; true when it changed a row. */
export async function setCategoryInUse(db: Db, categoryId: number, inUse: boolean): Promise<boolean> {
  const result = await db
    .updateTable("categories")
    .set({ inUse: inUse ? 1 : 0 })
    .where("categoryId", "=", categoryId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
