/**
 * Where a deep page of a one-gram search starts (issue 15). A one- or two-character word is one
 * posting list in post-id order; `searchGramBlocks` counts its postings per block of
 * `GRAM_BLOCK` post ids, per (fields, secret), changed in the write's transaction with the postings
 * themselves (`search-grams.ts` `indexPost`, `unindexPost`). A page adds the block counts of its gram
 * (filtered by the searched fields and what the viewer may read; about 100 blocks at a million posts)
 * to find the block holding its first posting, then reads the posting list from that block's bound
 * and skips at most one block's postings.
 */
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { ID_CEILING } from "./list-blocks.ts";

/** Post ids per block of a posting list. */
export const GRAM_BLOCK = 10_000;

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
  boardId: string;
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
 * The post-id bound where the page at `offset` of a gram's postings begins, `{ bound, skip }`: "post
 * ids ≤ bound (descending) or ≥ bound (ascending), then skip `skip` postings". Null when the page is
 * within the first `DIRECT_SKIP` postings.
 */
export async function gramPageStart(
  db: Db,
  { boardId, gram, mask, order, offset, allSecret, ownSecret }: GramPageRequest,
): Promise<{ bound: number; skip: number } | null> {
  if (offset < DIRECT_SKIP) return null;
  const dir = sql.raw(order);
  const own = ownSecret
    ? sql`union all select g."postId" / ${sql.lit(GRAM_BLOCK)} as block, 1 as n from "searchGrams" g
        where g."boardId" = ${boardId} and g.gram = ${gram} and (g.fields & ${mask}) <> 0 and g.secret = 1
        and g."postId" in (${ownSecret})`
    : sql``;
  const { rows } = await sql<{ block: number; before: number }>`select block, cum - n as before from (
      select block, n, sum(n) over (order by block ${dir} rows unbounded preceding) as cum from (
        select block, sum(n) as n from (
          select b.block as block, b.posts as n from "searchGramBlocks" b
          where b."boardId" = ${boardId} and b.gram = ${gram} and (b.fields & ${mask}) <> 0
          ${allSecret ? sql`` : sql`and b.secret = 0`}
          ${own}
        ) postings group by block
      ) blocks
    ) running where cum > ${offset} order by block ${dir} limit 1`.execute(db);
  const found = rows[0];
  // Past the end: an empty range.
  if (!found) return { bound: order === "desc" ? -1 : ID_CEILING, skip: 0 };
  const block = Number(found.block);
  return {
    bound: order === "desc" ? block * GRAM_BLOCK + GRAM_BLOCK - 1 : block * GRAM_BLOCK,
    skip: offset - Number(found.before),
  };
}

/** Recounts every posting block from `searchGrams` (after a bulk load that bypassed `indexPost`). */
export async function recountGramBlocks(db: Db): Promise<void> {
  await db.deleteFrom("searchGramBlocks").execute();
  await sql`insert into "searchGramBlocks" ("boardId", gram, block, fields, secret, posts)
    select "boardId", gram, "postId" / ${sql.lit(GRAM_BLOCK)}, fields, secret, count(*) from "searchGrams"
    group by "boardId", gram, "postId" / ${sql.lit(GRAM_BLOCK)}, fields, secret`.execute(db);
}
