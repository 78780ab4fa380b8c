/**
 * Issue 42, 통합검색 (docs/search.md): `searchCounts` keeps one row per (Seoul day, searched word,
 * reader key) — the key is an HMAC of the member or address made with a key that changes each day, so
 * the counts hold no personal data and the primary key makes a reader count once a day however many
 * searches arrive at once; `searchExcludedWords` are the words administrators keep out of 인기 검색어.
 * The post index's `secret` flag becomes "restricted" (secret, or hidden by moderation): postings of
 * posts moderated before this migration are flagged and their boards' counters recounted; a partial
 * index finds a member's own moderated posts.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("searchCounts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("word", "text", (c) => c.notNull())
    .addColumn("readerKey", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_counts_pk", ["day", "word", "readerKey"])
    .execute();
  await db.schema
    .createTable("searchExcludedWords")
    .addColumn("word", "text", (c) => c.primaryKey())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .execute();
  // A member's own moderated posts of a board (the board search's "own restricted posts"), few by nature.
  await sql`create index posts_moderated_author on posts ("authorId", "boardId") where moderation is not null`.execute(
    db,
  );
  await restrictModeratedPostings(db);
}

/** Flags the postings of moderated live posts and recounts the counters and blocks of their boards. */
async function restrictModeratedPostings(db: Kysely<unknown>): Promise<void> {
  const moderated = sql`select p."postId" from posts p where p.moderation is not null and p."deletedAt" is null`;
  const boards = sql`select distinct p."boardId" from posts p where p.moderation is not null and p."deletedAt" is null`;
  const { rows } = await sql<{ boardId: string }>`${boards}`.execute(db);
  if (rows.length === 0) return;
  await sql`update "searchGrams" set secret = 1 where secret = 0 and "postId" in (${moderated})`.execute(db);
  await sql`delete from "searchGramCounts" where "boardId" in (${boards})`.execute(db);
  await sql`insert into "searchGramCounts" ("boardId", gram, fields, secret, posts)
    select "boardId", gram, fields, secret, count(*) from "searchGrams" where "boardId" in (${boards})
    group by "boardId", gram, fields, secret`.execute(db);
  await sql`delete from "searchGramBlocks" where "boardId" in (${boards})`.execute(db);
  await sql`insert into "searchGramBlocks" ("boardId", gram, block, fields, secret, posts)
    select "boardId", gram, "postId" / 1000, fields, secret, count(*) from "searchGrams" where "boardId" in (${boards})
    group by "boardId", gram, "postId" / 1000, fields, secret`.execute(db);
  await sql`update boards set "blocksVersion" = "blocksVersion" + 1 where "boardId" in (${boards})`.execute(db);
}
