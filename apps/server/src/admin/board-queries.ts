/**
 * Integrated board management's statements (Kysely, the same on SQLite and PostgreSQL): a page of
 * every board, the last legacy id of a second, the next display order, and a board's insert and
 * updates. A single board is read with `findBoard` (boards/index.ts).
 */
import type { AdminBoardListQuery } from "@portal/contract";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName } from "../db/dialect.ts";
import type { NewBoard } from "../db/schema.ts";

const SORT_COLUMNS = {
  boardId: "boardId",
  name: "name",
  type: "type",
  createdAt: "createdAt",
  writeRole: "writeRole",
  inUse: "inUse",
} as const;

/** One page of every board (deleted ones too), filtered by name, with the total of the filter. */
export async function listBoardsPage(db: Db, dialect: DialectName, query: AdminBoardListQuery) {
  let filtered = db.selectFrom("boards");
  if (query.q) filtered = filtered.where((eb) => containsText(dialect, eb.ref("name"), query.q ?? ""));
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  const rows = await filtered
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy("boardId", query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(count?.total ?? 0) };
}

/** The highest board id stamped `stamp` (the Seoul second, 14 digits), or undefined. */
export async function lastBoardIdOf(db: Db, stamp: string): Promise<string | undefined> {
  const last = await db
    .selectFrom("boards")
    .select("boardId")
    .where("boardId", ">=", `${stamp}000000`)
    .where("boardId", "<=", `${stamp}999999`)
    .orderBy("boardId", "desc")
    .executeTakeFirst();
  return last?.boardId;
}

/** Inserts a board placed after every other in the display order. */
export async function insertBoard(db: Db, board: Omit<NewBoard, "sortOrder">): Promise<void> {
  const order = await db
    .selectFrom("boards")
    .select((eb) => eb.fn.max("sortOrder").as("max"))
    .executeTakeFirst();
  await db
    .insertInto("boards")
    .values({ ...board, sortOrder: Number(order?.max ?? 0) + 1 })
    .execute();
}

/** Changes a board's columns (and its `updatedAt`); true when the board was there. */
export async function updateBoardRow(db: Db, boardId: string, columns: Partial<NewBoard>, now: string) {
  const result = await db
    .updateTable("boards")
    .set({ ...columns, updatedAt: now })
    .where("boardId", "=", boardId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
