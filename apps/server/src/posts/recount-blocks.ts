/**
 * Rebuilds the counters of deep pages (thread-id blocks, key-range blocks, search posting blocks)
 * from the posts and their postings, after a bulk load that bypassed `insertPost` (benchmarks).
 */
import type { Db } from "../db/database.ts";
import { recountListBlocks } from "./list-blocks.ts";
import { recountRangeBlocks } from "./range-blocks.ts";
import { recountGramBlocks } from "./search-blocks.ts";

/** Recounts every board's blocks of every kind. */
export async function recountBlocks(db: Db): Promise<void> {
  await recountListBlocks(db);
  await recountRangeBlocks(db);
  await recountGramBlocks(db);
}
