/**
 * Deep pages of a one-gram search (issue 15): `searchGramBlocks` counts each posting list's postings
 * per block of 10,000 post ids and per (fields, secret), so a page adds block counts to find where
 * it starts and skips at most one block (application code: posts/search-blocks.ts). Filled here from
 * the postings. Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("searchGramBlocks")
    .addColumn("boardId", "text", (c) => c.notNull())
    .addColumn("gram", "text", (c) => c.notNull())
    .addColumn("block", "integer", (c) => c.notNull())
    .addColumn("fields", "integer", (c) => c.notNull())
    .addColumn("secret", "integer", (c) => c.notNull())
    .addColumn("posts", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_gram_blocks_pk", ["boardId", "gram", "block", "fields", "secret"])
    .execute();
  await sql`insert into "searchGramBlocks" ("boardId", gram, block, fields, secret, posts)
    select "boardId", gram, "postId" / 10000, fields, secret, count(*) from "searchGrams"
    group by "boardId", gram, "postId" / 10000, fields, secret`.execute(db);
}
