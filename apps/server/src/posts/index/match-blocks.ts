/**
 * Where a deep page of a several-word search (or of a word longer than `GRAM_MAX`) starts (issue 26):
 * its matches are counted per block of `MATCH_BLOCK` post ids in one grouped statement, once per
 * version of the board's index (`versionedCache`, 500 searches per node); a member's own secret
 * matches are counted per request (a member has few). A page finds the block holding its first match
 * and reads from that block's bound, skipping fewer than one block's matches.
 */
import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { type BlocksOf, versionedCache } from "./block-cache.ts";
import { ID_CEILING } from "./list-blocks.ts";

/** Post ids per block of a several-gram search's match counts. */
const MATCH_BLOCK = 1000;

/** Several-gram searches whose match counts this node keeps (per database handle). */
const cachedMatches = versionedCache(500);

/** Matches per block of `MATCH_BLOCK` post ids: the blocks holding any, ascending, and their counts. */
interface MatchBlocks {
  blocks: number[];
  counts: number[];
}

/** A search's matches: a query over postings `g` (its `g.postId` is the match), not yet run. */
type Matches<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, object>;

/** What a several-gram search page starts from. */
export interface MatchPageRequest<DB, TB extends keyof DB> {
  board: BlocksOf;
  /** Names the search (grams, fields, who reads) within the board: the key of its cached counts. */
  key: string;
  /** The matches every viewer with the same `key` shares (counted once per blocks version). */
  shared: () => Matches<DB, TB>;
  /** The viewer's own secret matches, counted per request (null: none). */
  own: Matches<DB, TB> | null;
  order: "asc" | "desc";
  /** Matches before the page. */
  offset: number;
}

/**
 * The exact number of matches and where the page at `offset` begins: "post ids ≤ bound
 * (descending) or ≥ bound (ascending), then skip `skip` matches" (fewer than one block's).
 */
export async function matchPageStart<DB, TB extends keyof DB>(
  db: Db,
  { board, key, shared, own, order, offset }: MatchPageRequest<DB, TB>,
): Promise<{ total: number; start: { bound: number; skip: number } }> {
  const counted = await cachedMatches(db, board.boardId, key, board.blocksVersion, () => matchBlocks(shared()));
  const blocks = own ? addBlocks(counted, await matchBlocks(own)) : counted;
  return { total: blocks.counts.reduce((sum, n) => sum + n, 0), start: blockStart(blocks, order, offset) };
}

async function matchBlocks<DB, TB extends keyof DB>(hits: Matches<DB, TB>): Promise<MatchBlocks> {
  const block = sql<number>`"g"."postId" / ${sql.lit(MATCH_BLOCK)}`;
  const rows = (await hits
    .select([block.as("block"), sql<number>`count(*)`.as("n")])
    .groupBy(block)
    .orderBy(block)
    .execute()) as unknown as { block: number; n: number }[];
  return { blocks: rows.map((row) => Number(row.block)), counts: rows.map((row) => Number(row.n)) };
}

/** The sum of two sets of block counts. */
function addBlocks(a: MatchBlocks, b: MatchBlocks): MatchBlocks {
  if (b.blocks.length === 0) return a;
  const sum = new Map<number, number>();
  for (const { blocks, counts } of [a, b]) {
    for (let i = 0; i < blocks.length; i++) sum.set(blocks[i]!, (sum.get(blocks[i]!) ?? 0) + counts[i]!);
  }
  const blocks = [...sum.keys()].sort((x, y) => x - y);
  return { blocks, counts: blocks.map((block) => sum.get(block) ?? 0) };
}

/** Where the page at `offset` of matches counted per block (`order` of post ids) begins. */
function blockStart({ blocks, counts }: MatchBlocks, order: "asc" | "desc", offset: number) {
  let before = 0;
  for (let k = 0; k < blocks.length; k++) {
    const i = order === "asc" ? k : blocks.length - 1 - k;
    const block = blocks[i]!;
    if (before + counts[i]! > offset) {
      return {
        bound: order === "desc" ? block * MATCH_BLOCK + MATCH_BLOCK - 1 : block * MATCH_BLOCK,
        skip: offset - before,
      };
    }
    before += counts[i]!;
  }
  // Past the end: an empty range.
  return { bound: order === "desc" ? -1 : ID_CEILING, skip: 0 };
}
