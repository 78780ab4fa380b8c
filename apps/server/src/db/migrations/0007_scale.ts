/**
 * Lists and search at scale (issue 15):
 * - exact live-post counters on each board (`postCount`, `topPostCount`), kept by the writes;
 * - each post carries its thread's sort keys (`threadTitle`, `threadAuthor`, `threadViews`), so every
 *   list sort walks one covering index (`posts_list_*`, ascending and descending) without a join;
 * - live rows per block of 1,000 thread ids (`listBlocks`), so a deep page of the date and number
 *   sorts starts its index scan at the right block instead of skipping every earlier row;
 * - search grams (`searchGrams`): one row per (board, gram, post) with the fields it occurs in
 *   (1 title, 2 body, 4 author) and the post's secret flag, plus exact per-gram counters
 *   (`searchGramCounts`); replaces the title-only `postBigrams`.
 * Frozen in time: never import application code here (the tokenizer below is a frozen copy).
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

const LIST_KEYS = {
  thread: [],
  title: ["threadTitle"],
  author: ["threadAuthor"],
  views: ["threadViews"],
} as const;

/** Unigrams and bigrams of the lower-cased white-space tokens of `text` (frozen copy of posts/search-terms). */
function gramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    const chars = Array.from(token);
    for (let i = 0; i < chars.length; i++) {
      grams.add(chars[i]!);
      if (i + 1 < chars.length) grams.add(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return [...grams];
}

interface LegacyPost {
  postId: number;
  boardId: string;
  title: string;
  bodyText: string;
  authorName: string;
  anonymous: number;
  secret: number;
}

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("boards")
    .addColumn("postCount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("boards")
    .addColumn("topPostCount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update boards set
      "postCount" = (select count(*) from posts p where p."boardId" = boards."boardId" and p."deletedAt" is null),
      "topPostCount" = (select count(*) from posts p where p."boardId" = boards."boardId" and p."deletedAt" is null and p.depth = 0)`.execute(
    db,
  );

  await db.schema
    .alterTable("posts")
    .addColumn("threadTitle", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("posts")
    .addColumn("threadAuthor", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("posts")
    .addColumn("threadViews", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update posts set
      "threadTitle" = (select r.title from posts r where r."postId" = posts."threadId"),
      "threadAuthor" = (select r."authorName" from posts r where r."postId" = posts."threadId"),
      "threadViews" = (select r."viewCount" from posts r where r."postId" = posts."threadId")`.execute(db);

  await db.schema.dropIndex("posts_board_thread_desc").execute();
  await db.schema.dropIndex("posts_board_thread").execute();
  for (const [name, keys] of Object.entries(LIST_KEYS)) {
    await db.schema
      .createIndex(`posts_list_${name}_asc`)
      .on("posts")
      .columns(["boardId", "deletedAt", ...keys, "threadId", "sortPath", "postId"])
      .execute();
    await db.schema
      .createIndex(`posts_list_${name}_desc`)
      .on("posts")
      .columns(["boardId", "deletedAt", ...keys.map((k) => `${k} desc`), "threadId desc", "sortPath", "postId"])
      .execute();
  }
  await db.schema
    .createTable("listBlocks")
    .addColumn("boardId", "text", (c) => c.notNull())
    .addColumn("block", "integer", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .addColumn("topRows", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("list_blocks_pk", ["boardId", "block"])
    .execute();
  await sql`insert into "listBlocks" ("boardId", block, "rows", "topRows")
      select "boardId", "threadId" / 1000, count(*), sum(case when depth = 0 then 1 else 0 end)
      from posts where "deletedAt" is null group by "boardId", "threadId" / 1000`.execute(db);
  // A member's own secret posts (search shows them to their author).
  await db.schema.createIndex("posts_author_secret").on("posts").columns(["authorId", "secret", "boardId"]).execute();

  await db.schema
    .createTable("searchGrams")
    .addColumn("boardId", "text", (c) => c.notNull())
    .addColumn("gram", "text", (c) => c.notNull())
    .addColumn("postId", "integer", (c) => c.notNull())
    .addColumn("fields", "integer", (c) => c.notNull())
    .addColumn("secret", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_grams_pk", ["boardId", "gram", "postId"])
    .$call((b) => (dialect === "sqlite" ? b.modifyEnd(sql`without rowid`) : b))
    .execute();
  await db.schema.createIndex("search_grams_post").on("searchGrams").columns(["postId", "gram"]).execute();
  await db.schema
    .createTable("searchGramCounts")
    .addColumn("boardId", "text", (c) => c.notNull())
    .addColumn("gram", "text", (c) => c.notNull())
    .addColumn("fields", "integer", (c) => c.notNull())
    .addColumn("secret", "integer", (c) => c.notNull())
    .addColumn("posts", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_gram_counts_pk", ["boardId", "gram", "fields", "secret"])
    .execute();

  let after = 0;
  for (;;) {
    const posts = (
      await sql<LegacyPost>`select "postId", "boardId", title, "bodyText", "authorName", anonymous, secret
        from posts where "deletedAt" is null and "postId" > ${after} order by "postId" limit 500`.execute(db)
    ).rows;
    if (posts.length === 0) break;
    after = posts[posts.length - 1]!.postId;
    for (const post of posts) await backfillPost(db, post);
  }
  await db.schema.dropTable("postBigrams").execute();
}

async function backfillPost(db: Kysely<unknown>, post: LegacyPost): Promise<void> {
  const fields = new Map<string, number>();
  const add = (text: string, bit: number) => {
    for (const gram of gramsOf(text)) fields.set(gram, (fields.get(gram) ?? 0) | bit);
  };
  add(post.title, 1);
  add(post.bodyText, 2);
  if (post.anonymous !== 1) add(post.authorName, 4);
  for (const [gram, bits] of fields) {
    await sql`insert into "searchGrams" ("boardId", gram, "postId", fields, secret)
        values (${post.boardId}, ${gram}, ${post.postId}, ${bits}, ${post.secret})`.execute(db);
    await sql`insert into "searchGramCounts" ("boardId", gram, fields, secret, posts)
        values (${post.boardId}, ${gram}, ${bits}, ${post.secret}, 1)
        on conflict ("boardId", gram, fields, secret) do update set posts = "searchGramCounts".posts + 1`.execute(db);
  }
}
