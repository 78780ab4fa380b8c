/**
 * The search grams of posts (DESIGN.md "search", issue 15): each live post has one `searchGrams` row
 * per (board, gram) with the fields the gram occurs in (1 title, 2 body, 4 author) and whether the post is
 * restricted (`secret`: secret or hidden by moderation); `searchGramCounts` holds the exact number of posts per (board, gram, fields, secret) and
 * `searchGramBlocks` the postings per block of post ids (`search-blocks.ts`), all kept in the write's
 * transaction with the rows. The grams are every run of 1 to `GRAM_MAX` (4) characters of each token.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Post } from "../../db/schema.ts";
import { gramsOf } from "../../text/bigrams.ts";
import { type BlocksOf, versionedCache } from "./block-cache.ts";
import { countPostings } from "./search-blocks.ts";

/** The `fields` bit of each searched column. */
const FIELD_BITS = { title: 1, body: 2, author: 4 } as const;

/** Rows per multi-row statement (5 parameters each, under SQLite's 32,766). */
const ROWS_PER_STATEMENT = 1000;

/**
 * What a post contributes to the search grams. Its postings are flagged `secret` ("restricted": only its
 * author and administrators find them through the flag) when the post is secret or hidden by
 * moderation (issue 41: under review, hidden, 임시조치; issue 42).
 */
export type SearchablePost = Pick<
  Post,
  "postId" | "boardId" | "title" | "bodyText" | "authorName" | "anonymous" | "secret"
> & { moderation?: Post["moderation"] };

/** The postings' flag: 1 for a secret or moderated post. */
const restricted = (post: SearchablePost) => (post.secret === 1 || (post.moderation ?? null) !== null ? 1 : 0);

/** The gram rows of a post, sorted by gram (one lock order for the counters on PostgreSQL). */
export function searchRowsOf(post: SearchablePost) {
  const fields = new Map<string, number>();
  const add = (text: string, bit: number) => {
    for (const gram of gramsOf(text)) fields.set(gram, (fields.get(gram) ?? 0) | bit);
  };
  add(post.title, FIELD_BITS.title);
  add(post.bodyText, FIELD_BITS.body);
  // An anonymous post's writer must not be findable by name.
  if (post.anonymous !== 1) add(post.authorName, FIELD_BITS.author);
  return [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([gram, bits]) => ({
      boardId: post.boardId,
      gram,
      postId: post.postId,
      fields: bits,
      secret: restricted(post),
    }));
}

/** Adds a post's gram rows, counts and block counts (inside the write's transaction, after `unindexPost`). */
export async function indexPost(trx: Db, post: SearchablePost): Promise<void> {
  const rows = searchRowsOf(post);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    await trx.insertInto("searchGrams").values(chunk).execute();
    await countPostings(trx, chunk, 1);
    await trx
      .insertInto("searchGramCounts")
      .values(chunk.map(({ postId: _, ...row }) => ({ ...row, posts: 1 })))
      .onConflict((oc) =>
        oc
          .columns(["boardId", "gram", "fields", "secret"])
          .doUpdateSet({ posts: sql<number>`${sql.ref("searchGramCounts.posts")} + 1` }),
      )
      .execute();
  }
}

/** Removes a post's gram rows, their counts and block counts (inside the write's transaction). */
export async function unindexPost(trx: Db, postId: number): Promise<void> {
  const rows = await trx
    .deleteFrom("searchGrams")
    .where("postId", "=", postId)
    .returning(["boardId", "gram", "postId", "fields", "secret"])
    .execute();
  rows.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : 0));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await countPostings(trx, rows.slice(i, i + ROWS_PER_STATEMENT), -1);
  const groups = new Map<string, { boardId: string; fields: number; secret: number; grams: string[] }>();
  for (const row of rows) {
    const key = `${row.boardId}\u0000${row.fields}\u0000${row.secret}`;
    const group = groups.get(key) ?? { boardId: row.boardId, fields: row.fields, secret: row.secret, grams: [] };
    group.grams.push(row.gram);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const grams = group.grams.sort();
    for (let i = 0; i < grams.length; i += ROWS_PER_STATEMENT) {
      await trx
        .updateTable("searchGramCounts")
        .set({ posts: sql<number>`"posts" - 1` })
        .where("boardId", "=", group.boardId)
        .where("fields", "=", group.fields)
        .where("secret", "=", group.secret)
        .where("gram", "in", grams.slice(i, i + ROWS_PER_STATEMENT))
        .execute();
    }
  }
}

/** The counters of searches this node keeps (per database handle). */
const cachedCounts = versionedCache(1000);

/**
 * The posts per (gram, fields, secret) of `grams` on `board` (`searchGramCounts`), kept per version
 * of the board's index (block-cache.ts: every change of its postings makes a new version): a
 * repeated search reads no counter. Callers must not change the rows.
 */
export function gramCounts(db: Db, board: BlocksOf, grams: string[]) {
  return cachedCounts(db, board.boardId, `counts\u0000${grams.join("\u0000")}`, board.blocksVersion, () =>
    db
      .selectFrom("searchGramCounts")
      .select(["gram", "fields", "secret", "posts"])
      .where("boardId", "=", board.boardId)
      .where("gram", "in", grams)
      .execute(),
  );
}
