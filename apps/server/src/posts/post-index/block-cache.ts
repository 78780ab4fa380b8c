/**
 * A node's copy of the block counts deep pages start from (issue 15: `list-blocks.ts` and
 * `range-blocks.ts`, about 1,000 rows per board and sort at a million posts) and of the match counts
 * of several-word searches (issue 26: `search.ts`). Every write that changes a board's blocks or its
 * search postings (insert, delete, edit) adds one to `boards.blocksVersion` in its own transaction
 * (`blocksChanged`), and every list request reads the board row first, so a copy is used only while
 * the version it was read under is still the board's: another node's write makes the next request
 * read the blocks again. Nothing here is needed by another node; losing it costs one read.
 *
 * A copy read after the board row may already hold a newer write than its version says (never an
 * older one): the page is then as fresh as a page whose block read ran after that write.
 */
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Board, Database } from "../../db/schema.ts";

/** The board row's fields a deep page's start needs: its id and its blocks' version. */
export type BlocksOf = Pick<Board, "boardId" | "blocksVersion">;

/** A node's copies of what a board's blocks give, each valid while the board's `blocksVersion` is unchanged. */
export type VersionedCache = <T>(
  db: Db,
  boardId: string,
  kind: string,
  version: number,
  read: () => Promise<T>,
) => Promise<T>;

/**
 * A cache of at most `maxCopies` copies per database handle (the least recently used goes first).
 * `cached(db, boardId, kind, version, read)`: this node's copy of `kind` of board `boardId` when it was
 * read under `version` (the board row's `blocksVersion`), else `read()`'s result, kept for the next
 * request; requests that miss at the same time share one read (a failed read is not kept).
 */
export function versionedCache(maxCopies: number): VersionedCache {
  const copies = new WeakMap<Db, Map<string, { version: number; blocks: Promise<unknown> }>>();
  return <T>(db: Db, boardId: string, kind: string, version: number, read: () => Promise<T>): Promise<T> => {
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
      return copy.blocks as Promise<T>;
    }
    const blocks = read();
    const entry = { version, blocks };
    byKey.set(key, entry);
    blocks.catch(() => {
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    if (byKey.size > maxCopies) byKey.delete(byKey.keys().next().value as string);
    return blocks;
  };
}

/** The list blocks of each board and kind (boards × block kinds). */
export const cachedBlocks = versionedCache(200);

/** The `boards` column change of a write that changes the board's blocks (set with its other changes). */
export function blocksChanged(eb: ExpressionBuilder<Database, "boards">) {
  return { blocksVersion: eb("blocksVersion", "+", 1) };
}
