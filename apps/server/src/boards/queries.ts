/** Board (BBS) and category queries. */
import type { Db } from "../db/database.ts";
import type { Board } from "../db/schema.ts";

export function findBoard(db: Db, boardId: string): Promise<Board | undefined> {
  return db.selectFrom("boards").selectAll().where("boardId", "=", boardId).executeTakeFirst();
}

/** The boards of `boardIds` (any state), in one statement (none for an empty list). */
export async function findBoards(db: Db, boardIds: string[]): Promise<Board[]> {
  return boardIds.length === 0 ? [] : db.selectFrom("boards").selectAll().where("boardId", "in", boardIds).execute();
}

/** Boards in use, in menu order. */
export function listBoardsInUse(db: Db): Promise<Board[]> {
  return db.selectFrom("boards").selectAll().where("inUse", "=", 1).orderBy("sortOrder").orderBy("boardId").execute();
}

/** A category of the board that is still in use, or undefined. */
export function findCategory(db: Db, boardId: string, categoryId: number) {
  return db
    .selectFrom("categories")
    .select(["categoryId", "name"])
    .where("boardId", "=", boardId)
    .where("categoryId", "=", categoryId)
    .where("inUse", "=", 1)
    .executeTakeFirst();
}

export function listCategoriesInUse(db: Db, boardId: string) {
  return db
    .selectFrom("categories")
    .select(["categoryId", "name"])
    .where("boardId", "=", boardId)
    .where("inUse", "=", 1)
    .orderBy("categoryId")
    .execute();
}
