/**
 * The data of the 통합검색 benchmark (issue 42 §3): the scale bench's million posts
 * (`bench-scale-seed.ts`), extended with `COMMENTS` comments on them, `DEALS` deals (with their search
 * grams) and `CLOSED_POSTS` posts of a board only administrators read, whose titles hold `CLOSED_WORD`
 * (a member's search for it matches only where they may not read). Seeded once into a kept place
 * (BENCH_SEARCH_DIR for SQLite, the database `BENCH_SEARCH_DB` beside the bench's PostgreSQL server)
 * and reused by later runs of the same BENCH_SCALE_POSTS: a marker file names what was seeded.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { type Db, openDatabase } from "../apps/server/src/db/database.ts";
import { searchRowsOf } from "../apps/server/src/posts/post-index/post-index.ts";
import { indexGrams, searchTextOf } from "../apps/server/src/trade/search.ts";
import { insertMembers } from "../apps/server/src/users/queries.ts";
import { randomFrom, SCALE_BOARD, type ScaleSeed, seedScale } from "./bench-scale-seed.ts";
import { benchPgUrl, positiveInt, round } from "./bench-server.ts";

export const COMMENTS = 100_000;
export const DEALS = 100_000;
export const CLOSED_POSTS = 20_000;
/** A word only in the titles of the administrators' board. */
export const CLOSED_WORD = "기밀";
/** The member whose searches are measured. */
export const BENCH_MEMBER = "searchmember";

const WORDS = ["물류", "센터", "지게차", "창고", "컨베이어", "팔레트", "점검", "랙", "입고", "출고", "자동화", "로봇"];

export interface SearchSeed {
  kind: "sqlite" | "postgres";
  dataDir: string;
  databaseUrl: string | undefined;
  scale: ScaleSeed;
  closedBoard: string;
  comments: number;
  deals: number;
  seconds: number;
}

/** The kept place of `kind`'s data (SQLite folder; PostgreSQL URL). */
function placeOf(kind: "sqlite" | "postgres") {
  const root = process.env.BENCH_SEARCH_DIR ?? path.join("/tmp", "portal-search-bench");
  const dataDir = path.join(root, kind);
  const base = benchPgUrl();
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    if (!base) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL");
    const url = new URL(base);
    url.pathname = `/${process.env.BENCH_SEARCH_DB ?? "portal_search_bench"}`;
    databaseUrl = url.toString();
  }
  return { dataDir, databaseUrl, marker: path.join(dataDir, "seeded.json") };
}

/** The seeded data of `kind`, seeding it first unless an earlier run left it (its marker file). */
export async function searchData(kind: "sqlite" | "postgres"): Promise<SearchSeed> {
  const { dataDir, databaseUrl, marker } = placeOf(kind);
  const posts = positiveInt(process.env.BENCH_SCALE_POSTS, 1_000_000);
  if (fs.existsSync(marker)) {
    const seeded = JSON.parse(fs.readFileSync(marker, "utf8")) as SearchSeed;
    if (seeded.scale.posts === posts) return seeded;
  }
  const started = performance.now();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: benchPgUrl() });
    await admin.connect();
    const name = new URL(databaseUrl).pathname.slice(1);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  console.log(`Search (${kind}): seeding ${posts.toLocaleString("en")} posts …`);
  const scale = await seedScale(
    databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "sqlite", dataDir },
    posts,
  );
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const closedBoard = await seedClosedBoard(handle.db, posts);
    await seedComments(handle.db, posts);
    await seedDeals(handle.db);
    await insertMembers(handle.db, [{ userId: BENCH_MEMBER, passwordHash: null, nameKo: "검색회원", role: "U" }]);
    await sql`analyze`.execute(handle.db);
    const seed: SearchSeed = {
      kind,
      dataDir,
      databaseUrl,
      scale,
      closedBoard,
      comments: COMMENTS,
      deals: DEALS,
      seconds: round((performance.now() - started) / 1000),
    };
    fs.writeFileSync(marker, JSON.stringify(seed, null, 2));
    return seed;
  } finally {
    await handle.db.destroy();
  }
}

const random = randomFrom(42);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const phrase = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(" ");
const when = (i: number) => new Date(Date.parse("2018-01-01T00:00:00.000Z") + i * 600_000).toISOString();

/** Inserts `rows` in statements of `per` rows. */
async function insertAll<T extends object>(db: Db, table: string, rows: T[], per: number): Promise<void> {
  for (let i = 0; i < rows.length; i += per) {
    await db
      .insertInto(table as never)
      .values(rows.slice(i, i + per) as never)
      .execute();
  }
}

/**
 * A board only administrators read (another fixed board than the scale board, its read role set to
 * administrators), with `CLOSED_POSTS` posts titled with `CLOSED_WORD`, their grams and counters.
 */
async function seedClosedBoard(db: Db, firstId: number): Promise<string> {
  const board = await db
    .selectFrom("boards")
    .select("boardId")
    .where("boardId", "<>", SCALE_BOARD)
    .where("inUse", "=", 1)
    .orderBy("boardId")
    .executeTakeFirstOrThrow();
  const { boardId } = board;
  const posts = [];
  const grams = [];
  const counts = new Map<string, number>();
  for (let i = 1; i <= CLOSED_POSTS; i++) {
    const postId = firstId + i;
    const title = `${CLOSED_WORD} ${phrase(2)}`;
    const bodyText = phrase(3);
    const createdAt = when(i);
    posts.push({
      postId,
      boardId,
      number: i,
      title,
      bodyHtml: `<p>${bodyText}</p>`,
      bodyText,
      parentId: null,
      threadId: postId,
      depth: 0,
      sortPath: String(postId).padStart(10, "0"),
      authorId: "closedwriter",
      authorName: "관리자",
      createdAt,
      createdBy: "closedwriter",
      updatedAt: createdAt,
      updatedBy: "closedwriter",
      threadTitle: title,
      threadAuthor: "관리자",
    });
    for (const row of searchRowsOf({
      postId,
      boardId,
      title,
      bodyText,
      authorName: "관리자",
      anonymous: 0,
      secret: 0,
    })) {
      grams.push(row);
      const key = `${row.gram}\u0000${row.fields}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  await insertAll(db, "posts", posts, 1000);
  await insertAll(db, "searchGrams", grams, 5000);
  const countRows = [...counts].map(([key, n]) => {
    const [gram, fields] = key.split("\u0000");
    return { boardId, gram, fields: Number(fields), secret: 0, posts: n };
  });
  await insertAll(db, "searchGramCounts", countRows, 5000);
  await db
    .updateTable("boards")
    .set({ readRole: "A", postSeq: CLOSED_POSTS, postCount: CLOSED_POSTS, topPostCount: CLOSED_POSTS })
    .where("boardId", "=", boardId)
    .execute();
  return boardId;
}

/** `COMMENTS` comments of a few words each on random posts of the scale board. */
async function seedComments(db: Db, posts: number): Promise<void> {
  const rows = Array.from({ length: COMMENTS }, (_, i) => ({
    postId: 1 + Math.floor(random() * posts),
    parentId: null,
    depth: 0,
    sortPath: String(i + 1).padStart(10, "0"),
    authorId: `member${i % 20_000}`,
    authorName: "댓글회원",
    anonymous: 0,
    body: `${phrase(3)} 의견입니다`,
    createdAt: when(i),
    updatedAt: when(i),
  }));
  await insertAll(db, "comments", rows, 2000);
}

/** `DEALS` deals with titles and descriptions of the bench's words, and their search grams. */
async function seedDeals(db: Db): Promise<void> {
  const category = await db.selectFrom("tradeCategories").select("code").executeTakeFirstOrThrow();
  for (let from = 0; from < DEALS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, DEALS - from) }, (_, k) => {
      const i = from + k;
      const title = `${phrase(2)} 판매`;
      const description = `${phrase(4)} 상태 좋습니다`;
      return {
        dealType: "SEL",
        companyCode: "C0001",
        title,
        category: category.code,
        condition: "M" as const,
        modelNo: `FB${i % 100}-${i % 7}`,
        modelName: "모델",
        modelYear: 2020,
        amount: 1000,
        location: "서울",
        descriptionHtml: `<p>${description}</p>`,
        searchText: searchTextOf(title, description),
        telNo: "010-0000-0000",
        authorId: `member${i % 20_000}`,
        authorName: "판매회원",
        favoriteCount: 0,
        createdAt: when(i),
        updatedAt: when(i),
        updatedBy: `member${i % 20_000}`,
      };
    });
    const inserted = await db.insertInto("deals").values(rows).returning(["dealNo", "searchText"]).execute();
    const grams = inserted.flatMap((deal) =>
      indexGrams(deal.searchText).map((gram) => ({ gram, dealNo: deal.dealNo })),
    );
    await insertAll(db, "dealGrams", grams, 10_000);
  }
}
