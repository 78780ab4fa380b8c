/**
 * Fast bulk seeding of the scale benchmark (issue 15): `count` posts in the Q&A board (about 10%
 * replies, 2% secret, a few pinned notices, random views), their search grams and exact counters,
 * straight into a fresh database. Secondary indexes are dropped during the load and rebuilt after;
 * SQLite runs with its journal off, PostgreSQL takes each batch as one `unnest` insert.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { recountIndex, searchRowsOf } from "../apps/server/src/posts/post-index/post-index.ts";
import { seedFixedBoards } from "../apps/server/src/seed/boards.ts";
import { round } from "./bench-server.ts";

export const SCALE_BOARD = "20210712101500000016"; // Q&A
/** Common and rare two-syllable words of the seeded titles. */
export const COMMON_WORD = "물류";
export const RARE_WORD = "냉동";

const BATCH = 10_000;
const NOTICES = 5;

export type SeedTarget = { kind: "sqlite"; dataDir: string } | { kind: "postgres"; url: string };

export interface ScaleSeed {
  posts: number;
  replies: number;
  grams: number;
  seconds: number;
  detailPostId: number;
}

/** mulberry32: the same rows on every run (the search bench's seed uses it too). */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = ["물류", "센터", "자동화", "지게차", "창고", "컨베이어", "로봇", "팔레트", "랙", "분류기"];
const TOPICS = ["입고", "출고", "재고", "견적", "설치", "점검", "교육", "방문", "예약", "배송"];
const ENDINGS = ["문의", "질문", "요청", "관련", "확인 부탁드립니다", "가능한가요", "일정", "비용"];
const BODY_WORDS = ["내용입니다", "검토 바랍니다", "답변 부탁", "자료 첨부", "회의 안건"];
const FAMILY = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"];
const GIVEN = ["민수", "지원", "서연", "준호", "유나", "승우", "하은", "도윤", "수아", "현우"];

/** Column order of the posts rows (the rest keep their defaults). */
const POST_COLUMNS = [
  ["postId", "int"],
  ["boardId", "text"],
  ["number", "int"],
  ["title", "text"],
  ["bodyHtml", "text"],
  ["bodyText", "text"],
  ["parentId", "int"],
  ["threadId", "int"],
  ["depth", "int"],
  ["sortPath", "text"],
  ["viewCount", "int"],
  ["authorId", "text"],
  ["authorName", "text"],
  ["secret", "int"],
  ["notice", "int"],
  ["createdAt", "text"],
  ["createdBy", "text"],
  ["updatedAt", "text"],
  ["updatedBy", "text"],
  ["threadTitle", "text"],
  ["threadAuthor", "text"],
  ["threadViews", "int"],
] as const;
const GRAM_COLUMNS = [
  ["boardId", "text"],
  ["gram", "text"],
  ["postId", "int"],
  ["fields", "int"],
  ["secret", "int"],
] as const;

type Row = (string | number | null)[];

interface Top {
  postId: number;
  title: string;
  author: string;
  views: number;
  sortPath: string;
}

/** Batches of post rows and gram rows, in id order; counts every (gram, fields, secret). */
function* batches(count: number, counts: Map<string, number>) {
  const random = randomFrom(20210712);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const start = Date.parse("2016-01-01T00:00:00.000Z");
  const tops: Top[] = [];
  let posts: Row[] = [];
  let grams: Row[] = [];
  for (let postId = 1; postId <= count; postId++) {
    const createdAt = new Date(start + postId * 60_000).toISOString();
    const parent =
      tops.length > 0 && random() < 0.1
        ? tops[tops.length - 1 - Math.floor(random() * Math.min(tops.length, 5000))]!
        : undefined;
    const authorName = `${pick(FAMILY)}${pick(GIVEN)}`;
    const authorId = `member${Math.floor(random() * 20_000)}`;
    let title = parent ? parent.title : `${pick(SUBJECTS)} ${pick(TOPICS)} ${pick(ENDINGS)}`;
    if (random() < 0.0002) title = `${title} ${RARE_WORD}`;
    const bodyText = `${pick(TOPICS)} ${pick(BODY_WORDS)}`;
    const secret = random() < 0.02 ? 1 : 0;
    const notice = !parent && postId % Math.floor(count / NOTICES) === 0 ? 1 : 0;
    const views = Math.floor(random() * 5000);
    const sortPath = parent
      ? `${parent.sortPath}/${String(postId).padStart(10, "0")}`
      : String(postId).padStart(10, "0");
    const root = parent ?? { postId, title, author: authorName, views, sortPath };
    posts.push([
      postId,
      SCALE_BOARD,
      postId,
      title,
      `<p>${bodyText}</p>`,
      bodyText,
      parent?.postId ?? null,
      root.postId,
      parent ? 1 : 0,
      sortPath,
      views,
      authorId,
      authorName,
      secret,
      notice,
      createdAt,
      authorId,
      createdAt,
      authorId,
      root.title,
      root.author,
      root.views,
    ]);
    if (!parent) tops.push(root);
    for (const row of searchRowsOf({
      postId,
      boardId: SCALE_BOARD,
      title,
      bodyText,
      authorName,
      anonymous: 0,
      secret,
    })) {
      grams.push([row.boardId, row.gram, row.postId, row.fields, row.secret]);
      const key = `${row.gram}\u0000${row.fields}\u0000${row.secret}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (posts.length === BATCH || postId === count) {
      yield { posts, grams };
      posts = [];
      grams = [];
    }
  }
  return tops.length;
}

/** Migrates a fresh database, bulk-loads `count` posts and returns what was seeded. */
export async function seedScale(target: SeedTarget, count: number): Promise<ScaleSeed> {
  const started = performance.now();
  const open = () =>
    openDatabase(
      target.kind === "sqlite"
        ? { databaseUrl: undefined, dataDir: target.dataDir }
        : { databaseUrl: target.url, dataDir: "" },
    );
  const handle = await open();
  await seedFixedBoards(handle.db);
  await handle.db.destroy();

  const counts = new Map<string, number>();
  const load = target.kind === "sqlite" ? await sqliteLoader(target.dataDir) : await postgresLoader(target.url);
  let grams = 0;
  const generator = batches(count, counts);
  let step = generator.next();
  while (!step.done) {
    grams += step.value.grams.length;
    await load.batch(step.value.posts, step.value.grams);
    step = generator.next();
  }
  const topPosts = step.value;
  const countRows = [...counts].map(([key, posts]) => {
    const [gram, fields, secret] = key.split("\u0000");
    return [SCALE_BOARD, gram!, Number(fields), Number(secret), posts];
  });
  await load.finish(countRows, count, topPosts);
  // The list blocks (of thread ids and of key ranges) from the loaded posts, as insertPost keeps them.
  const loaded = await open();
  await recountIndex(loaded.db);
  await sql`analyze "listBlocks"`.execute(loaded.db);
  await sql`analyze "sortBlocks"`.execute(loaded.db);
  await sql`analyze "searchGramBlocks"`.execute(loaded.db);
  await loaded.db.destroy();
  return {
    posts: count,
    replies: count - topPosts,
    grams,
    seconds: round((performance.now() - started) / 1000),
    detailPostId: Math.floor(count / 2),
  };
}

const SECONDARY = `tbl_name in ('posts', 'searchGrams')`;
const COUNT_COLUMNS = ["boardId", "gram", "fields", "secret", "posts"];

async function sqliteLoader(dataDir: string) {
  const db = new SQLite(path.join(dataDir, "portal.db"));
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -500000");
  const indexes = db
    .prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and ${SECONDARY}`)
    .all() as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`drop index "${index.name}"`);
  const insert = (table: string, columns: readonly string[]) =>
    db.prepare(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    );
  const insertPost = insert(
    "posts",
    POST_COLUMNS.map(([name]) => name),
  );
  const insertGram = insert(
    "searchGrams",
    GRAM_COLUMNS.map(([name]) => name),
  );
  const insertCount = insert("searchGramCounts", COUNT_COLUMNS);
  const batch = db.transaction((posts: Row[], grams: Row[]) => {
    for (const row of posts) insertPost.run(row);
    for (const row of grams) insertGram.run(row);
  });
  return {
    batch: async (posts: Row[], grams: Row[]) => batch(posts, grams),
    finish: async (countRows: Row[], posts: number, topPosts: number) => {
      db.transaction(() => {
        for (const row of countRows) insertCount.run(row);
        db.prepare(`update boards set "postSeq" = ?, "postCount" = ?, "topPostCount" = ? where "boardId" = ?`).run(
          posts,
          posts,
          topPosts,
          SCALE_BOARD,
        );
      })();
      for (const index of indexes) db.exec(index.sql);
      db.exec("analyze");
      db.pragma("journal_mode = WAL");
      db.close();
    },
  };
}

async function postgresLoader(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where tablename in ('posts', 'searchGrams')
       and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const insert = async (table: string, columns: readonly (readonly [string, string])[], rows: Row[]) => {
    const arrays = columns.map((_, i) => rows.map((row) => row[i]));
    await client.query(
      `insert into "${table}" (${columns.map(([c]) => `"${c}"`).join(", ")})
       select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ")})`,
      arrays,
    );
  };
  return {
    batch: async (posts: Row[], grams: Row[]) => {
      await client.query("begin");
      await insert("posts", POST_COLUMNS, posts);
      for (let i = 0; i < grams.length; i += 100_000)
        await insert("searchGrams", GRAM_COLUMNS, grams.slice(i, i + 100_000));
      await client.query("commit");
    },
    finish: async (countRows: Row[], posts: number, topPosts: number) => {
      const countColumns = COUNT_COLUMNS.map((c) => [c, c === "boardId" || c === "gram" ? "text" : "int"] as const);
      await insert("searchGramCounts", countColumns, countRows);
      await client.query(
        `update boards set "postSeq" = $1, "postCount" = $1, "topPostCount" = $2 where "boardId" = $3`,
        [posts, topPosts, SCALE_BOARD],
      );
      await client.query(`select setval(pg_get_serial_sequence('posts', 'postId'), $1)`, [posts]);
      for (const index of indexes) await client.query(index.def);
      await client.query("vacuum analyze");
      await client.end();
    },
  };
}

export function removeSqlite(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
