/**
 * Where a deep page of a one-gram search starts (issues 15 and 26). A word of up to four characters is
 * one posting list in post-id order; `searchGramBlocks` counts its postings per block of `GRAM_BLOCK`
 * post ids, per (fields, secret), changed in the write's transaction with the postings themselves
 * (`search-grams.ts` `indexPost`, `unindexPost`). A page takes the block counts of its gram (filtered
 * by the searched fields and what the viewer may read; up to 1,000 blocks at a million posts, kept per
 * version of the board's index) to find the block holding its first posting, then reads the posting
 * list from that block's bound and skips fewer than one block's postings.
 */
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { type BlocksOf, versionedCache } from "./block-cache.ts";
import { addBlocks, BLOCK_IDS, blockCounts, blockStart, type PageStart } from "./block-counts.ts";

/** Post ids per block of a posting list (migration 0028; 10,000 before). */
export const GRAM_BLOCK = BLOCK_IDS;

/** One-gram searches whose block counts this node keeps (per database handle). */
const cachedGrams = versionedCache(1000);

/** Postings a page skips by itself before block counts are worth reading. */
const DIRECT_SKIP = 1000;

/** A posting row as `searchGrams` holds it. */
export interface Posting {
  boardId: string;
  gram: string;
  postId: number;
  fields: number;
  secret: number;
}

/** Adds (`delta` 1) or removes (-1) postings to their blocks' counts; rows sorted by gram. */
export async function countPostings(trx: Db, rows: Posting[], delta: 1 | -1): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto("searchGramBlocks")
    .values(rows.map(({ postId, ...row }) => ({ ...row, block: Math.floor(postId / GRAM_BLOCK), posts: delta })))
    .onConflict((oc) =>
      oc
        .columns(["boardId", "gram", "block", "fields", "secret"])
        .doUpdateSet({ posts: sql<number>`${sql.ref("searchGramBlocks.posts")} + ${delta}` }),
    )
    .execute();
}

/** What a page of one gram's postings starts from. */
export interface GramPageRequest {
  /** The board, with the version of its index read with it. */
  board: BlocksOf;
  gram: string;
  /** The searched fields' bits. */
  mask: number;
  order: "asc" | "desc";
  /** Postings before the page. */
  offset: number;
  /** Every secret posting is readable (administrators). */
  allSecret: boolean;
  /** Otherwise none but those of the posts this selects (the member's own secret posts; null for a visitor). */
  ownSecret: RawBuilder<unknown> | null;
}

/**
 * Where the page at `offset` of a gram's postings begins: "post ids ≤ bound (descending) or ≥ bound
 * (ascending), then skip `skip` postings" (fewer than one block's). Null when the page is within the
 * first `DIRECT_SKIP` postings. The block counts every viewer of the same kind shares are read once
 * per version of the board's index (`cachedGrams`); a member's own secret postings per request.
 */
export async function gramPageStart(
  db: Db,
  { board, gram, mask, order, offset, allSecret, ownSecret }: GramPageRequest,
): Promise<PageStart | null> {
  if (offset < DIRECT_SKIP) return null;
  const { boardId } = board;
  const shared = await cachedGrams(
    db,
    boardId,
    `${gram}\u0000${mask}\u0000${allSecret}`,
    board.blocksVersion,
    async () => {
      const { rows } = await sql<{ block: number; n: number }>`select block, sum(posts) as n from "searchGramBlocks"
      where "boardId" = ${boardId} and gram = ${gram} and (fields & ${mask}) <> 0 ${allSecret ? sql`` : sql`and secret = 0`}
      group by block having sum(posts) > 0 order by block`.execute(db);
      return blockCounts(rows);
    },
  );
  if (!ownSecret) return blockStart(shared, order, offset);
  const { rows } = await sql<{ block: number; n: number }>`select g."postId" / ${sql.lit(GRAM_BLOCK)} as block,
      count(*) as n from "searchGrams" g where g."boardId" = ${boardId} and g.gram = ${gram}
      and (g.fields & ${mask}) <> 0 and g.secret = 1 and g."postId" in (${ownSecret})
      group by g."postId" / ${sql.lit(GRAM_BLOCK)} order by block`.execute(db);
  return blockStart(addBlocks(shared, blockCounts(rows)), order, offset);
}

/** Recounts every posting block from `searchGrams` (after a bulk load that bypassed `indexPost`). */
export async function recountGramBlocks(db: Db): Promise<void> {
  await db.deleteFrom("searchGramBlocks").execute();
  await sql`insert into "searchGramBlocks" ("boardId", gram, block, fields, secret, posts)
    select "boardId", gram, "postId" / ${sql.lit(GRAM_BLOCK)}, fields, secret, count(*) from "searchGrams"
    group by "boardId", gram, "postId" / ${sql.lit(GRAM_BLOCK)}, fields, secret`.execute(db);
}
