/**
 * Searches of any length (issue 26): the search grams also hold every run of 3 and 4 characters of
 * each token (they held runs of 1 and 2), so a word of up to four characters (팔레트, 컨베이어) is one
 * posting list, counted and paged like a two-character word. Adds those postings for the live posts,
 * then recounts the per-gram counters and the posting blocks (10,000 post ids) from the postings.
 * Frozen in time: never import application code here (the tokenizer below is a frozen copy).
 */
import { type Kysely, sql } from "kysely";

/** Runs of 3 and 4 characters of the lower-cased white-space tokens of `text`. */
function longGramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    const chars = Array.from(token);
    for (const length of [3, 4]) {
      for (let i = 0; i + length <= chars.length; i++) grams.add(chars.slice(i, i + length).join(""));
    }
  }
  return [...grams];
}

interface LivePost {
  postId: number;
  boardId: string;
  title: string;
  bodyText: string;
  authorName: string;
  anonymous: number;
  secret: number;
}

/** Posting rows per statement (5 parameters each). */
const ROWS_PER_STATEMENT = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const posts = (
      await sql<LivePost>`select "postId", "boardId", title, "bodyText", "authorName", anonymous, secret
        from posts where "deletedAt" is null and "postId" > ${after} order by "postId" limit 500`.execute(db)
    ).rows;
    if (posts.length === 0) break;
    after = posts[posts.length - 1]!.postId;
    const rows: [string, string, number, number, number][] = [];
    for (const post of posts) {
      const fields = new Map<string, number>();
      const add = (text: string, bit: number) => {
        for (const gram of longGramsOf(text)) fields.set(gram, (fields.get(gram) ?? 0) | bit);
      };
      add(post.title, 1);
      add(post.bodyText, 2);
      if (post.anonymous !== 1) add(post.authorName, 4);
      for (const [gram, bits] of fields) rows.push([post.boardId, gram, post.postId, bits, post.secret]);
    }
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const values = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => sql`(${sql.join(row)})`);
      await sql`insert into "searchGrams" ("boardId", gram, "postId", fields, secret) values ${sql.join(values)}
        on conflict do nothing`.execute(db);
    }
  }
  await sql`delete from "searchGramCounts"`.execute(db);
  await sql`insert into "searchGramCounts" ("boardId", gram, fields, secret, posts)
    select "boardId", gram, fields, secret, count(*) from "searchGrams" group by "boardId", gram, fields, secret`.execute(
    db,
  );
  await sql`delete from "searchGramBlocks"`.execute(db);
  await sql`insert into "searchGramBlocks" ("boardId", gram, block, fields, secret, posts)
    select "boardId", gram, "postId" / 10000, fields, secret, count(*) from "searchGrams"
    group by "boardId", gram, "postId" / 10000, fields, secret`.execute(db);
}
