/**
 * Where a deep page of the date and number sorts starts (issue 15). `listBlocks` counts a board's
 * live posts (and top posts) per block of 1,000 thread ids, changed in the same transaction as the
 * post writes; a page's first row is found by adding block counts (one short read of a small table)
 * and skipping index entries inside one block only, so page 5,000 costs about what page 1 costs.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { type BlocksOf, blocksChanged, cachedBlocks } from "./block-cache.ts";

/** Above every post id (PostgreSQL's integer ends there): an ascending page past the end starts here. */
export const ID_CEILING = 2_147_483_647;

/** Thread ids per block. */
export const BLOCK_SIZE = 1000;

/** Adds `rows` live posts (`topRows` of them top posts; negative to remove) to the block of `threadId`. */
export async function bumpBlock(trx: Db, boardId: string, threadId: number, rows: number, topRows: number) {
  await trx
    .insertInto("listBlocks")
    .values({ boardId, block: Math.floor(threadId / BLOCK_SIZE), rows, topRows })
    .onConflict((oc) =>
      oc.columns(["boardId", "block"]).doUpdateSet({
        rows: sql<number>`${sql.ref("listBlocks.rows")} + ${rows}`,
        topRows: sql<number>`${sql.ref("listBlocks.topRows")} + ${topRows}`,
      }),
    )
    .execute();
}

/** What a board page's start is found from. */
export interface ListStartRequest {
  /** The board, with the version of its blocks read with it. */
  board: BlocksOf;
  order: "asc" | "desc";
  /** Rows before the page. */
  offset: number;
  /** Top posts only (the board's rows otherwise). */
  topOnly: boolean;
  /** Rows per pinned thread id: the notices listed above the page, left out of it. */
  pinned: Map<number, number>;
}

/**
 * Where a page starts: a condition on the posts' list columns that starts the sort's covering index
 * scan at a block's bound (null: at the list's start), then `skip` rows.
 */
export interface ListStart {
  from: RawBuilder<SqlBool> | null;
  skip: number;
}

/**
 * The start of the page at `offset` rows of the date and number sorts: "threads ≤ bound (descending)
 * or ≥ bound (ascending)", then fewer than one block's rows to skip. The block counts are this node's
 * copy while the board's `blocksVersion` is unchanged (`block-cache.ts`).
 */
export async function pageStart(
  db: Db,
  { board, order, offset, topOnly, pinned }: ListStartRequest,
): Promise<ListStart> {
  if (offset < BLOCK_SIZE) return { from: null, skip: offset };
  const ascending = await cachedBlocks(db, board.boardId, "threadIds", board.blocksVersion, () =>
    db
      .selectFrom("listBlocks")
      .select(["block", "rows", "topRows"])
      .where("boardId", "=", board.boardId)
      .orderBy("block", "asc")
      .execute(),
  );
  const pinnedPerBlock = new Map<number, number>();
  for (const [threadId, rows] of pinned) {
    const block = Math.floor(threadId / BLOCK_SIZE);
    pinnedPerBlock.set(block, (pinnedPerBlock.get(block) ?? 0) + rows);
  }
  const op = sql.raw(order === "desc" ? "<=" : ">=");
  let before = 0;
  for (let i = 0; i < ascending.length; i++) {
    const { block, rows, topRows } = ascending[order === "asc" ? i : ascending.length - 1 - i]!;
    const listed = (topOnly ? topRows : rows) - (pinnedPerBlock.get(block) ?? 0);
    if (before + listed > offset) {
      const bound = order === "desc" ? block * BLOCK_SIZE + BLOCK_SIZE - 1 : block * BLOCK_SIZE;
      return { from: sql<SqlBool>`"threadId" ${op} ${bound}`, skip: offset - before };
    }
    before += listed;
  }
  return { from: sql<SqlBool>`"threadId" ${op} ${order === "desc" ? -1 : ID_CEILING}`, skip: 0 };
}

/** Recounts every board's thread-id blocks from the posts. */
export async function recountListBlocks(db: Db): Promise<void> {
  await db.deleteFrom("listBlocks").execute();
  await db.updateTable("boards").set(blocksChanged).execute();
  await sql`insert into "listBlocks" ("boardId", block, "rows", "topRows")
      select "boardId", "threadId" / ${sql.lit(BLOCK_SIZE)}, count(*), sum(case when depth = 0 then 1 else 0 end)
      from posts where "deletedAt" is null group by "boardId", "threadId" / ${sql.lit(BLOCK_SIZE)}`.execute(db);
}
