/**
 * Where a deep page of a several-word search (or of a word longer than `GRAM_MAX`) starts (issue 26):
 * its matches are counted per block of `BLOCK_IDS` post ids in one grouped statement, once per
 * version of the board's index (`versionedCache`, 500 searches per node); a member's own secret
 * matches are counted per request (a member has few). A page finds the block holding its first match
 * and reads from that block's bound, skipping fewer than one block's matches.
 */
import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { type BlocksOf, versionedCache } from "./block-cache.ts";
import { addBlocks, BLOCK_IDS, type BlockCounts, blockCounts, blockStart, type PageStart } from "./block-counts.ts";

/** Several-gram searches whose match counts this node keeps (per database handle). */
const cachedMatches = versionedCache(500);

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
): Promise<{ total: number; start: PageStart }> {
  const counted = await cachedMatches(db, board.boardId, key, board.blocksVersion, () => matchBlocks(shared()));
  const blocks = own ? addBlocks(counted, await matchBlocks(own)) : counted;
  return { total: blocks.counts.reduce((sum, n) => sum + n, 0), start: blockStart(blocks, order, offset) };
}

/** The matches of `hits` per block. */
async function matchBlocks<DB, TB extends keyof DB>(hits: Matches<DB, TB>): Promise<BlockCounts> {
  const block = sql<number>`"g"."postId" / ${sql.lit(BLOCK_IDS)}`;
  const rows = (await hits
    .select([block.as("block"), sql<number>`count(*)`.as("n")])
    .groupBy(block)
    .orderBy(block)
    .execute()) as unknown as { block: number; n: number }[];
  return blockCounts(rows);
}
