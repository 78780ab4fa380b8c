/**
 * Counts per block of post ids, the shape deep search pages start from (issue 26): the postings of one
 * gram (`search-blocks.ts`, from the `searchGramBlocks` counters) and the matches of several grams
 * (`match-blocks.ts`, counted from the postings). A page walks the counts in its order to the block
 * holding its first row and reads from that block's bound, skipping fewer than one block's rows.
 */
import { ID_CEILING } from "./list-blocks.ts";

/** Post ids per block (`searchGramBlocks.block` and the match counts are `postId / BLOCK_IDS`). */
export const BLOCK_IDS = 1000;

/** Rows per block of `BLOCK_IDS` post ids: the blocks holding any, ascending, and their counts. */
export interface BlockCounts {
  blocks: number[];
  counts: number[];
}

/** Where a page begins: post ids ≤ `bound` (descending) or ≥ `bound` (ascending), then skip `skip` rows. */
export interface PageStart {
  bound: number;
  skip: number;
}

/** `{ block, n }` rows in ascending block order as block counts. */
export function blockCounts(rows: { block: number | string; n: number | string }[]): BlockCounts {
  return { blocks: rows.map((row) => Number(row.block)), counts: rows.map((row) => Number(row.n)) };
}

/** The sum of two sets of block counts. */
export function addBlocks(a: BlockCounts, b: BlockCounts): BlockCounts {
  if (b.blocks.length === 0) return a;
  const sum = new Map<number, number>();
  for (const { blocks, counts } of [a, b]) {
    for (let i = 0; i < blocks.length; i++) sum.set(blocks[i]!, (sum.get(blocks[i]!) ?? 0) + counts[i]!);
  }
  const blocks = [...sum.keys()].sort((x, y) => x - y);
  return { blocks, counts: blocks.map((block) => sum.get(block) ?? 0) };
}

/** Where the page at `offset` of rows counted per block (`order` of post ids) begins; past the end, an empty range. */
export function blockStart({ blocks, counts }: BlockCounts, order: "asc" | "desc", offset: number): PageStart {
  let before = 0;
  for (let k = 0; k < blocks.length; k++) {
    const i = order === "asc" ? k : blocks.length - 1 - k;
    const block = blocks[i]!;
    if (before + counts[i]! > offset) {
      return {
        bound: order === "desc" ? block * BLOCK_IDS + BLOCK_IDS - 1 : block * BLOCK_IDS,
        skip: offset - before,
      };
    }
    before += counts[i]!;
  }
  return { bound: order === "desc" ? -1 : ID_CEILING, skip: 0 };
}
