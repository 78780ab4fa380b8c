/**
 * A node's copy of the block counts deep pages start from (issue 15: `list-blocks.ts` and
 * `range-blocks.ts`, about 1,000 rows per board and sort at a million posts). Every write that
 * changes a board's blocks adds one to `boards.blocksVersion` in its own transaction
 * (`blocksChanged`), and every list request reads the board row first, so a copy is used only while
 * the version it was read under is still the board's: another node's write makes the next request
 * read the blocks again. Nothing here is needed by another node; losing it costs one read.
 *
 * A copy read after the board row may already hold a newer write than its version says (never an
 * older one): the page is then as fresh as a page whose block read ran after that write.
 */
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/database.ts";
import type { Board, Database } from "../db/schema.ts";

/** The board row's fields a deep page's start needs: its id and its blocks' version. */
export type BlocksOf = Pick<Board, "boardId" | "blocksVersion">;

/** Copies kept per database handle (boards × block kinds); the least recently used goes first. */
const MAX_COPIES = 200;

const copies = new WeakMap<Db, Map<string, { version: number; blocks: unknown }>>();

/**
 * The blocks of `kind` of board `boardId` at `version` (the board row's `blocksVersion`): this node's
 * copy when it was read under that version, else `read()`'s result, kept for the next request.
 */
export async function cachedBlocks<T>(
  db: Db,
  boardId: string,
  kind: string,
  version: number,
  read: () => Promise<T>,
): Promise<T> {
  let byKey = copies.get(db);
  if (!byKey) {
    byKey = new Map();
    copies.set(db, byKey);
  }
  const key = `${kind}\u0000${boardId}`;
  const copy = byKey.get(key);
  byKey.delete(key);
  if (copy && copy.version === version) {
    byKey.set(key, copy);
    return copy.blocks as T;
  }
  const blocks = await read();
  byKey.set(key, { version, blocks });
  if (byKey.size > MAX_COPIES) byKey.delete(byKey.keys().next().value as string);
  return blocks;
}

/** The `boards` column change of a write that changes the board's blocks (set with its other changes). */
export function blocksChanged(eb: ExpressionBuilder<Database, "boards">) {
  return { blocksVersion: eb("blocksVersion", "+", 1) };
}
