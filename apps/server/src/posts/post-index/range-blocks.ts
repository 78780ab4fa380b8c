/**
 * Where a deep page of the title, author and view sorts starts (issue 15). Their keys are not thread
 * ids: a title or a view count can be any value and changes on edit and view, so `list-blocks.ts`'s
 * fixed blocks of thread ids do not apply. `sortBlocks` cuts a board's list, per sort, into key ranges
 * of about `BLOCK_ROWS` live posts: a block is named by its first key `(key, threadId)` (the first
 * block by the floor key `('', 0, 0)`) and counts its live posts and top posts. Whole threads stay in
 * one block (a thread's posts share its keys).
 *
 * Every write that adds, removes or moves a thread changes the counts in its own transaction, under
 * the board's row lock (`post-index.ts` `lockBoard`), so two writes never count against a block that a third is
 * splitting; a block that grows past `SPLIT_ROWS` splits at its middle thread there (O(block) once
 * per `BLOCK_ROWS` writes into it), one that empties merges into the block before it. A page adds
 * block counts (one short read) to find the block holding its first row, then scans the sort's
 * covering index from that block's bound and skips at most one block's rows.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { blocksChanged, cachedBlocks } from "./block-cache.ts";
import type { ListStart, ListStartRequest } from "./list-blocks.ts";

/** The sorts kept in key-range blocks (`PostSortField` values). */
export type RangeSort = "title" | "author" | "viewCount";

export const RANGE_SORTS = ["title", "author", "viewCount"] as const satisfies readonly RangeSort[];

/** A thread's keys in the range sorts: the columns copied onto each of its posts. */
export interface ThreadKeys {
  threadTitle: string;
  threadAuthor: string;
  threadViews: number;
}

/** The posts column holding each sort's key. */
export const RANGE_COLUMN = { title: "threadTitle", author: "threadAuthor", viewCount: "threadViews" } as const;

/** Live posts per block after a split, and the size that makes a block split. */
export const BLOCK_ROWS = 1000;
const SPLIT_ROWS = 2 * BLOCK_ROWS;

/** A block's first key: text sorts use `keyText` (`keyNum` 0), the view sort `keyNum` (`keyText` ''). */
interface BlockKey {
  keyText: string;
  keyNum: number;
  threadId: number;
}

interface Block extends BlockKey {
  rows: number;
  topRows: number;
}

const FLOOR: BlockKey = { keyText: "", keyNum: 0, threadId: 0 };

function blockKey(sort: RangeSort, keys: ThreadKeys, threadId: number): BlockKey {
  return sort === "viewCount"
    ? { keyText: "", keyNum: keys.threadViews, threadId }
    : { keyText: keys[RANGE_COLUMN[sort]], keyNum: 0, threadId };
}

/** The sort's key value of a block key, as the posts column holds it. */
function keyValue(sort: RangeSort, key: BlockKey): string | number {
  return sort === "viewCount" ? key.keyNum : key.keyText;
}

const BLOCK_TUPLE = sql`("keyText", "keyNum", "threadId")`;

function tuple(key: BlockKey): RawBuilder<unknown> {
  return sql`(${key.keyText}, ${key.keyNum}, ${key.threadId})`;
}

/** `(key, threadId) op (bound)` on the posts columns of `sort` (an index range of its list index). */
function postsFrom(sort: RangeSort, op: ">=" | ">" | "<", bound: BlockKey): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(RANGE_COLUMN[sort])}, "threadId") ${sql.raw(op)} (${keyValue(sort, bound)}, ${bound.threadId})`;
}

/** Adds `rows` live posts (`topRows` of them top posts; negative to remove) of a thread to its blocks. */
export async function addToRangeBlocks(
  trx: Db,
  boardId: string,
  keys: ThreadKeys,
  threadId: number,
  rows: number,
  topRows: number,
): Promise<void> {
  for (const sort of RANGE_SORTS) await addRows(trx, boardId, sort, blockKey(sort, keys, threadId), rows, topRows);
}

/**
 * Moves a thread's live posts from the blocks of its old keys to those of its new keys (a title
 * edit, a counted view). Nothing is written when a key stays inside its block, the usual case.
 */
export async function moveThread(
  trx: Db,
  boardId: string,
  sort: RangeSort,
  threadId: number,
  from: ThreadKeys,
  to: ThreadKeys,
): Promise<void> {
  const [a, b] = await Promise.all([
    containing(trx, boardId, sort, blockKey(sort, from, threadId)),
    containing(trx, boardId, sort, blockKey(sort, to, threadId)),
  ]);
  if (a && b && sameKey(a, b)) return;
  const live = await trx
    .selectFrom("posts")
    .select([
      (eb) => eb.fn.countAll<number>().as("rows"),
      sql<number>`sum(case when depth = 0 then 1 else 0 end)`.as("topRows"),
    ])
    .where("threadId", "=", threadId)
    .where("deletedAt", "is", null)
    .executeTakeFirstOrThrow();
  const rows = Number(live.rows);
  if (rows === 0) return;
  const topRows = Number(live.topRows ?? 0);
  await addRows(trx, boardId, sort, blockKey(sort, from, threadId), -rows, -topRows);
  await addRows(trx, boardId, sort, blockKey(sort, to, threadId), rows, topRows);
  await trx.updateTable("boards").set(blocksChanged).where("boardId", "=", boardId).execute();
}

function sameKey(a: BlockKey, b: BlockKey): boolean {
  return a.keyText === b.keyText && a.keyNum === b.keyNum && a.threadId === b.threadId;
}

/** The first key of the block holding `key`, or undefined when the board has no blocks yet. */
async function containing(db: Db, boardId: string, sort: RangeSort, key: BlockKey): Promise<BlockKey | undefined> {
  const { rows } = await sql<BlockKey>`select "keyText", "keyNum", "threadId" from "sortBlocks"
    where "boardId" = ${boardId} and "listSort" = ${sort} and ${BLOCK_TUPLE} <= ${tuple(key)}
    order by "keyText" desc, "keyNum" desc, "threadId" desc limit 1`.execute(db);
  return rows[0];
}

async function addRows(trx: Db, boardId: string, sort: RangeSort, key: BlockKey, rows: number, topRows: number) {
  const { rows: changed } =
    await sql<Block>`update "sortBlocks" set "rows" = "rows" + ${rows}, "topRows" = "topRows" + ${topRows}
    where "boardId" = ${boardId} and "listSort" = ${sort} and ${BLOCK_TUPLE} = (
      select "keyText", "keyNum", "threadId" from "sortBlocks"
      where "boardId" = ${boardId} and "listSort" = ${sort} and ${BLOCK_TUPLE} <= ${tuple(key)}
      order by "keyText" desc, "keyNum" desc, "threadId" desc limit 1)
    returning "keyText", "keyNum", "threadId", "rows", "topRows"`.execute(trx);
  const block = changed[0];
  if (!block) {
    // The board's first post: its first block starts at the floor key.
    await trx
      .insertInto("sortBlocks")
      .values({ boardId, listSort: sort, ...FLOOR, rows, topRows })
      .execute();
  } else if (block.rows > SPLIT_ROWS) {
    await split(trx, boardId, sort, block);
  } else if (block.rows === 0 && !sameKey(block, FLOOR)) {
    // Empty: the block before it takes its key range (and its zero rows).
    await sql`delete from "sortBlocks" where "boardId" = ${boardId} and "listSort" = ${sort}
      and ${BLOCK_TUPLE} = ${tuple(block)}`.execute(trx);
  }
}

/** Splits a block at the thread holding its middle row (whole threads stay together). */
async function split(trx: Db, boardId: string, sort: RangeSort, block: Block) {
  const column = RANGE_COLUMN[sort];
  const { rows: after } = await sql<BlockKey>`select "keyText", "keyNum", "threadId" from "sortBlocks"
    where "boardId" = ${boardId} and "listSort" = ${sort} and ${BLOCK_TUPLE} > ${tuple(block)}
    order by "keyText", "keyNum", "threadId" limit 1`.execute(trx);
  const next = after[0];
  const inBlock = (from: BlockKey, op: ">=" | ">") => {
    let query = trx
      .selectFrom("posts")
      .where("boardId", "=", boardId)
      .where("deletedAt", "is", null)
      .where(postsFrom(sort, op, from));
    if (next) query = query.where(postsFrom(sort, "<", next));
    return query;
  };
  const middle = await inBlock(block, ">=")
    .select([`${column} as key`, "threadId"])
    .orderBy("deletedAt")
    .orderBy(column)
    .orderBy("threadId")
    .orderBy("sortPath")
    .limit(1)
    .offset(Math.floor(block.rows / 2))
    .executeTakeFirst();
  if (!middle) return;
  let start = toBlockKey(sort, middle.key, middle.threadId);
  if (sameKey(start, block)) {
    // The first thread reaches past the middle: cut after it.
    const following = await inBlock(block, ">")
      .select([`${column} as key`, "threadId"])
      .orderBy("deletedAt")
      .orderBy(column)
      .orderBy("threadId")
      .limit(1)
      .executeTakeFirst();
    if (!following) return;
    start = toBlockKey(sort, following.key, following.threadId);
  }
  const moved = await inBlock(start, ">=")
    .select([
      (eb) => eb.fn.countAll<number>().as("rows"),
      sql<number>`sum(case when depth = 0 then 1 else 0 end)`.as("topRows"),
    ])
    .executeTakeFirstOrThrow();
  const rows = Number(moved.rows);
  const topRows = Number(moved.topRows ?? 0);
  await sql`update "sortBlocks" set "rows" = "rows" - ${rows}, "topRows" = "topRows" - ${topRows}
    where "boardId" = ${boardId} and "listSort" = ${sort} and ${BLOCK_TUPLE} = ${tuple(block)}`.execute(trx);
  await trx
    .insertInto("sortBlocks")
    .values({ boardId, listSort: sort, ...start, rows, topRows })
    .execute();
}

function toBlockKey(sort: RangeSort, key: string | number, threadId: number): BlockKey {
  return sort === "viewCount"
    ? { keyText: "", keyNum: Number(key), threadId }
    : { keyText: String(key), keyNum: 0, threadId };
}

/**
 * The start of the page at `offset` rows of a range sort, leaving out the `pinned` rows per thread id
 * (the notices listed above the page): `(key, threadId) >= a block's first key` (ascending) or `<`
 * the next block's (descending), then fewer than one block's rows to skip. The block counts are this
 * node's copy while the board's `blocksVersion` is unchanged (`block-cache.ts`).
 */
export async function rangePageStart(
  db: Db,
  sort: RangeSort,
  { board, order, offset, topOnly, pinned }: ListStartRequest,
): Promise<ListStart> {
  if (offset < BLOCK_ROWS) return { from: null, skip: offset };
  const { boardId } = board;
  // Every block with its key, in one statement: positions and keys from one snapshot (a split between
  // two reads would shift positions). About 1,000 short rows at a million posts.
  const blocks: Block[] = await cachedBlocks(db, boardId, sort, board.blocksVersion, () =>
    db
      .selectFrom("sortBlocks")
      .select(["keyText", "keyNum", "threadId", "rows", "topRows"])
      .where("boardId", "=", boardId)
      .where("listSort", "=", sort)
      .orderBy("keyText")
      .orderBy("keyNum")
      .orderBy("threadId")
      .execute(),
  );
  // Which block holds each pinned thread follows from the same version and the pinned threads.
  const pins = [...pinned]
    .sort(([a], [b]) => a - b)
    .map(([threadId, rows]) => `${threadId}:${rows}`)
    .join(",");
  const pinnedPerBlock =
    pinned.size === 0
      ? new Map<number, number>()
      : await cachedBlocks(db, boardId, `${sort} pinned ${pins}`, board.blocksVersion, () =>
          pinnedRowsPerBlock(db, boardId, sort, pinned),
        );
  let before = 0;
  for (let n = 0; n < blocks.length; n++) {
    const i = order === "asc" ? n : blocks.length - 1 - n;
    const block = blocks[i] as Block;
    const listed = (topOnly ? block.topRows : block.rows) - (pinnedPerBlock.get(i) ?? 0);
    if (before + listed > offset) {
      const next = blocks[i + 1];
      const from = order === "asc" ? postsFrom(sort, ">=", block) : next ? postsFrom(sort, "<", next) : null;
      return { from, skip: offset - before };
    }
    before += listed;
  }
  // Past the end: nothing is below the floor key.
  return { from: postsFrom(sort, "<", FLOOR), skip: 0 };
}

/** The pinned rows inside each block, by the block's position in key order (from 0). */
async function pinnedRowsPerBlock(db: Db, boardId: string, sort: RangeSort, pinned: Map<number, number>) {
  const perBlock = new Map<number, number>();
  const postKey =
    sort === "viewCount"
      ? sql`('', p."threadViews", p."threadId")`
      : sql`(p.${sql.ref(RANGE_COLUMN[sort])}, 0, p."threadId")`;
  const { rows } = await sql<{ postId: number; position: number }>`select p."postId", (
      select count(*) from "sortBlocks" b where b."boardId" = ${boardId} and b."listSort" = ${sort}
      and (b."keyText", b."keyNum", b."threadId") <= ${postKey}) - 1 as position
    from posts p where p."postId" in (${sql.join([...pinned.keys()])})`.execute(db);
  for (const { postId, position } of rows) {
    const at = Number(position);
    perBlock.set(at, (perBlock.get(at) ?? 0) + (pinned.get(postId) ?? 0));
  }
  return perBlock;
}

/** Rebuilds every board's range blocks from the posts (after a bulk load that bypassed `insertPost`). */
export async function recountRangeBlocks(db: Db): Promise<void> {
  await db.deleteFrom("sortBlocks").execute();
  await db.updateTable("boards").set(blocksChanged).execute();
  for (const sort of RANGE_SORTS) {
    const [keyText, keyNum] =
      sort === "viewCount" ? [sql`''`, sql.ref("threadViews")] : [sql.ref(RANGE_COLUMN[sort]), sql`0`];
    await sql`insert into "sortBlocks" ("boardId", "listSort", "keyText", "keyNum", "threadId", "rows", "topRows")
      with threads as (
        select "boardId", ${keyText} as kt, ${keyNum} as kn, "threadId" as tid, count(*) as n,
          sum(case when depth = 0 then 1 else 0 end) as top
        from posts where "deletedAt" is null group by "boardId", kt, kn, "threadId"
      ), numbered as (
        select threads.*, cast(sum(n) over (partition by "boardId" order by kt, kn, tid rows unbounded preceding) - n as bigint) / ${sql.lit(BLOCK_ROWS)} as blk
        from threads
      ), firsts as (
        select numbered.*, row_number() over (partition by "boardId", blk order by kt, kn, tid) as rn from numbered
      )
      select f."boardId", ${sort}, case when f.blk = 0 then '' else f.kt end, case when f.blk = 0 then 0 else f.kn end,
        case when f.blk = 0 then 0 else f.tid end, s.n, s.top
      from firsts f join (select "boardId", blk, sum(n) as n, sum(top) as top from numbered group by "boardId", blk) s
        on s."boardId" = f."boardId" and s.blk = f.blk
      where f.rn = 1`.execute(db);
  }
}
