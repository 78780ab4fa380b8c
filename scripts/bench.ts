/**
 * Benchmark of the portal on SQLite with a large board.
 *
 * What it measures:
 *   1. Seeding: a fresh database in a temporary DATA_DIR gets 100,000 posts (about 10% replies) in
 *      the Q&A board, with their title bigrams, inserted directly with Kysely. The time is reported.
 *   2. HTTP throughput of the real server (`node apps/server/src/main.ts`) with autocannon,
 *      50 connections: board list page 1, a deep page (3000), a title search ("물류") and a post
 *      detail. For each: average requests/second, p99 latency and the count of non-2xx answers.
 *   3. Reservations per second (`POST /api/reservations`) at 50 concurrent clients with p99, on
 *      SQLite and, when BENCH_DATABASE_URL is set, on PostgreSQL (scripts/bench-reservations.ts).
 *   4. The web app's initial JavaScript (entry script + modulepreloads of dist/index.html) and CSS,
 *      gzipped at level 9. Builds the web app first when apps/web/dist/index.html is missing.
 *   5. Files (scripts/bench-files.ts): a thumbnail gallery of 10,000 posts with pictures (list and
 *      thumbnail, requests per second and p99) and a 1 GiB streamed upload with the server's peak
 *      resident memory.
 *   6. Trade (scripts/bench-trade.ts): the used-trade list with 20,000 deals, a deep keyset page and
 *      keyword searches (지게차, 랙), requests per second and p99, on SQLite and, when
 *      BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 *   7. Notes (scripts/bench-notes.ts): a note to 50 recipients, and an inbox of 10,000 notes.
 *   9. Dashboards (scripts/bench-dashboards.ts): the billing dashboard over 1,000,000 ledger rows
 *      (p50/p95/p99) and importing a 100,000-row CSV (seconds, the server's peak memory).
 *   8. Lighthouse (scripts/bench-lighthouse.ts): mobile performance, accessibility, best practices, SEO
 *      and LCP of home, a board list, a post, the trade list and an information page (median of 3).
 *   8. Loading (scripts/bench-loading.ts): the packing engine on Bischoff & Ratcliff BR1–BR7, every
 *      solution checked by ../shared/tools/loading-check.mjs, mean volume use per class.
 *  10. Pool (scripts/bench-pool.ts): 2 × the plan pool's size 5,000-box load plans at once while the health
 *      check and a board list page are probed every 20 ms (p99 ≤ 100 ms) and the event-loop delay that
 *      /api/metrics reports stays under 50 ms (issue 23).
 *  12. Notifications (scripts/bench-notifications.ts): a notice's fan-out to 10,000 members and the
 *      bell's list with 100,000 notifications in the table (issue 40).
 *  11. Backups (scripts/bench-backups.ts): a backup and its verification of 1,000,000 posts
 *      (BENCH_BACKUP_POSTS) on SQLite and PostgreSQL, seconds each (issue 43).
 *   9. Scale (scripts/bench-scale.ts): 1,000,000 posts (BENCH_SCALE_POSTS) on SQLite and PostgreSQL; every
 *      list sort at page 1 and 40% deep, common and rare word searches and a post detail, next to a
 *      minimal Fastify handler running the equivalent keyset query, as a ratio.
 *  13. Search (scripts/bench-search.ts): 통합검색 at 1,000,000 posts, 100,000 comments and 100,000 deals
 *      (seeded once into BENCH_SEARCH_DIR and reused), next to the minimal handler (issue 42 §3).
 *
 * Run: `npm run bench` (BENCH_SECONDS=10 sets the seconds per endpoint, BENCH_PORT the port,
 * BENCH_ONLY=reservations, files, trade, notes, lighthouse, loading, dashboards, pool, scale, search, backups or notifications runs only that part; the loading
 * part's own settings are in scripts/bench-loading.ts).
 * Prints a Markdown table and writes the results to `.bench/results.json`.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { openDatabase } from "../apps/server/src/db/database.ts";
import type { NewPost } from "../apps/server/src/db/schema.ts";
import { recountIndex, searchRowsOf } from "../apps/server/src/posts/post-index/post-index.ts";
import { seedFixedBoards } from "../apps/server/src/seed/boards.ts";
import { type BackupBenchResult, backupTable, benchBackups } from "./bench-backups.ts";
import { benchDashboards, type DashboardBenchResult, dashboardTable } from "./bench-dashboards.ts";
import {
  benchGallery,
  benchUpload,
  fileTables,
  type GalleryBenchResult,
  type UploadBenchResult,
} from "./bench-files.ts";
import { benchLighthouse, type LighthouseResult, lighthouseTable } from "./bench-lighthouse.ts";
import { benchLoading, type LoadingBenchResult, loadingTable } from "./bench-loading.ts";
import { benchNotes, type NoteBenchResult, noteTable } from "./bench-notes.ts";
import { benchNotifications, type NotificationBenchResult, notificationTable } from "./bench-notifications.ts";
import { benchPool, type PoolBenchResult, poolTable } from "./bench-pool.ts";
import { benchReservations, type ReservationBenchResult, reservationTable } from "./bench-reservations.ts";
import { benchScale, type ScaleBenchResult, scaleTables } from "./bench-scale.ts";
import { benchSearch, type SearchBenchResult, searchTables } from "./bench-search.ts";
import {
  freePort,
  positiveInt,
  ROOT,
  round,
  startServer,
  stopServer,
  waitForHealth,
  waitUntilIdle,
} from "./bench-server.ts";
import { benchTrade, type TradeBenchResult, tradeTable } from "./bench-trade.ts";

const WEB_DIST = path.join(ROOT, "apps/web/dist");
const RESULTS_FILE = path.join(ROOT, ".bench/results.json");

const BOARD_ID = "20210712101500000016"; // Q&A
const POST_COUNT = 100_000;
const REPLY_SHARE = 0.1;
const TRANSACTION_ROWS = 5_000;
/** Rows per INSERT statement, to stay under SQLite's 32,766 bound parameters. */
const POSTS_PER_STATEMENT = 500;
const BIGRAMS_PER_STATEMENT = 10_000;
const DETAIL_POST_ID = 50_000;

const SECONDS = positiveInt(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = 50;

interface SeedResult {
  posts: number;
  replies: number;
  bigrams: number;
  seconds: number;
  detailPostId: number;
}

interface EndpointResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  non2xx: number;
  errors: number;
}

interface WebResult {
  jsFiles: string[];
  jsGzipKiB: number;
  cssFiles: string[];
  cssGzipKiB: number;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

// ---------------------------------------------------------------------------------------------
// Seeding

/** Small deterministic PRNG (mulberry32), so every run seeds the same titles. */
function randomFrom(seed: number): () => number {
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
const AUTHORS = ["kimminsu", "leejiwon", "parkseoyeon", "choijunho", "jungyuna", "hanseungwoo"];

function titleOf(random: () => number): string {
  const pick = (words: string[]) => words[Math.floor(random() * words.length)]!;
  return `${pick(SUBJECTS)} ${pick(TOPICS)} ${pick(ENDINGS)}`;
}

const pad = (postId: number) => String(postId).padStart(10, "0");

/** The posts in id order: about REPLY_SHARE of them reply (depth 1) to an earlier top post. */
function buildPosts(count: number): { posts: NewPost[]; replies: number } {
  const random = randomFrom(20210712);
  const start = Date.parse("2021-07-12T01:15:00.000Z");
  const posts: NewPost[] = [];
  const topPosts: NewPost[] = [];
  let replies = 0;
  for (let postId = 1; postId <= count; postId++) {
    const createdAt = new Date(start + postId * 5 * 60_000).toISOString();
    const author = AUTHORS[postId % AUTHORS.length]!;
    const isReply = topPosts.length > 0 && random() < REPLY_SHARE;
    const parent = isReply ? topPosts[Math.floor(random() * topPosts.length)]! : undefined;
    const title = parent ? `RE: ${parent.title}` : titleOf(random);
    if (parent) replies++;
    const post: NewPost = {
      postId,
      boardId: BOARD_ID,
      number: postId,
      title,
      threadTitle: parent ? parent.title : title,
      threadAuthor: parent ? parent.authorName : author,
      bodyHtml: `<p>${title} 내용입니다.</p>`,
      bodyText: `${title} 내용입니다.`,
      parentId: parent ? parent.postId! : null,
      threadId: parent ? parent.threadId : postId,
      depth: parent ? 1 : 0,
      sortPath: parent ? `${parent.sortPath}/${pad(postId)}` : pad(postId),
      authorId: author,
      authorName: author,
      passwordHash: null,
      noticeStart: null,
      noticeEnd: null,
      categoryId: null,
      startAt: null,
      endAt: null,
      deletedAt: null,
      createdAt,
      createdBy: author,
      updatedAt: createdAt,
      updatedBy: author,
    };
    posts.push(post);
    if (!parent) topPosts.push(post);
  }
  return { posts, replies };
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Creates and migrates the database in `dataDir` and bulk-inserts the posts and their bigrams. */
async function seedDatabase(dataDir: string): Promise<SeedResult> {
  const started = performance.now();
  const { db } = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await seedFixedBoards(db);
    const { posts, replies } = buildPosts(POST_COUNT);
    let bigrams = 0;
    const gramCounts = new Map<string, number>();
    for (const batch of chunks(posts, TRANSACTION_ROWS)) {
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(batch, POSTS_PER_STATEMENT)) await trx.insertInto("posts").values(rows).execute();
        const grams = batch.flatMap((post) =>
          searchRowsOf({ ...post, postId: post.postId!, anonymous: 0, secret: 0 }).map((row) => {
            const key = `${row.gram}\u0000${row.fields}`;
            gramCounts.set(key, (gramCounts.get(key) ?? 0) + 1);
            return row;
          }),
        );
        bigrams += grams.length;
        for (const rows of chunks(grams, BIGRAMS_PER_STATEMENT)) {
          await trx.insertInto("searchGrams").values(rows).execute();
        }
      });
    }
    const counts = [...gramCounts].map(([key, count]) => {
      const [gram, fields] = key.split("\u0000");
      return { boardId: BOARD_ID, gram: gram!, fields: Number(fields), secret: 0, posts: count };
    });
    for (const rows of chunks(counts, POSTS_PER_STATEMENT))
      await db.insertInto("searchGramCounts").values(rows).execute();
    await db
      .updateTable("boards")
      .set({ postSeq: posts.length, postCount: posts.length, topPostCount: posts.length - replies })
      .where("boardId", "=", BOARD_ID)
      .execute();
    await recountIndex(db);
    const seconds = round((performance.now() - started) / 1000);
    return { posts: posts.length, replies, bigrams, seconds, detailPostId: DETAIL_POST_ID };
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Load

function endpoints(detailPostId: number): { name: string; path: string }[] {
  const list = `/api/boards/${BOARD_ID}/posts`;
  return [
    { name: "board list, page 1", path: `${list}?page=1&pageSize=15` },
    { name: "board list, page 3000", path: `${list}?page=3000&pageSize=15` },
    { name: "title search 물류", path: `${list}?q=${encodeURIComponent("물류")}&page=1&pageSize=15` },
    { name: "post detail", path: `/api/posts/${detailPostId}` },
  ];
}

/** One request first: the endpoint must answer 200 before it is loaded. */
async function checkEndpoint(baseUrl: string, urlPath: string): Promise<void> {
  const response = await fetch(`${baseUrl}${urlPath}`);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${urlPath} answered ${response.status}: ${body.slice(0, 300)}`);
}

async function load(baseUrl: string, endpoint: { name: string; path: string }): Promise<EndpointResult> {
  const drained = await waitUntilIdle(baseUrl);
  if (drained > 1) console.log(`  (waited ${drained} s for the server to finish abandoned requests)`);
  await checkEndpoint(baseUrl, endpoint.path);
  const result = await autocannon({ url: `${baseUrl}${endpoint.path}`, connections: CONNECTIONS, duration: SECONDS });
  const measured: EndpointResult = {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSecond: round(result.requests.average),
    latencyP99Ms: round(result.latency.p99),
    latencyAvgMs: round(result.latency.average),
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `  ${measured.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.latencyP99Ms} ms, ` +
      `non-2xx ${measured.non2xx}, errors ${measured.errors}`,
  );
  return measured;
}

// ---------------------------------------------------------------------------------------------
// Web bundle

/** Attributes of every `<tagName …>` start tag in `html`. */
function tagsOf(html: string, tagName: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tagName}\\b([^>]*)>`, "gi"))) {
    const attributes: Record<string, string> = {};
    for (const attr of (match[1] ?? "").matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[attr[1]!.toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? "";
    }
    tags.push(attributes);
  }
  return tags;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function distFile(url: string): string {
  return path.join(WEB_DIST, new URL(url, "http://portal.invalid/").pathname);
}

function measureWeb(): WebResult {
  const indexFile = path.join(WEB_DIST, "index.html");
  if (!fs.existsSync(indexFile)) {
    console.log("apps/web/dist/index.html is missing: building the web app …");
    execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: ROOT, stdio: "inherit" });
  }
  const html = fs.readFileSync(indexFile, "utf8");
  const scripts = tagsOf(html, "script").filter((a) => a.type === "module" && a.src);
  const links = tagsOf(html, "link");
  const jsFiles = [
    ...scripts.map((a) => a.src!),
    ...links.filter((a) => a.rel === "modulepreload" && a.href).map((a) => a.href!),
  ];
  const cssFiles = links.filter((a) => a.rel === "stylesheet" && a.href).map((a) => a.href!);
  const kib = (files: string[]) => round(files.reduce((sum, url) => sum + gzipSize(distFile(url)), 0) / 1024);
  return { jsFiles, jsGzipKiB: kib(jsFiles), cssFiles, cssGzipKiB: kib(cssFiles) };
}

// ---------------------------------------------------------------------------------------------
// Report

function markdownTable(
  seed: SeedResult | undefined,
  results: EndpointResult[],
  web: WebResult | undefined,
  reservations: ReservationBenchResult[],
): string {
  const reservationLines = reservations.length > 0 ? ["", reservationTable(reservations)] : [];
  if (!seed || !web) return reservationLines.join("\n").trim();
  const lines = [
    `Seeded ${seed.posts.toLocaleString("en")} posts (${seed.replies.toLocaleString("en")} replies, ` +
      `${seed.bigrams.toLocaleString("en")} bigrams) in ${seed.seconds} s; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${os.cpus().length} CPUs, Node ${process.version}.`,
    "",
    "| Measure | Requests/s | p99 latency (ms) | Non-2xx | Errors (incl. timeouts) |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) => `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSecond} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.errors} |`,
    ),
    "",
    "| Web app | gzip KiB |",
    "| --- | ---: |",
    `| Initial JavaScript (${plural(web.jsFiles.length, "file")}) | ${web.jsGzipKiB} |`,
    `| CSS (${plural(web.cssFiles.length, "file")}) | ${web.cssGzipKiB} |`,
    ...reservationLines,
  ];
  return lines.join("\n");
}

function writeResults(
  seed: SeedResult | undefined,
  results: EndpointResult[],
  web: WebResult | undefined,
  reservations: ReservationBenchResult[],
  extra: {
    gallery?: GalleryBenchResult;
    uploads: UploadBenchResult[];
    lighthouse: LighthouseResult[];
    trade: TradeBenchResult[];
    notes: NoteBenchResult[];
    loading?: LoadingBenchResult;
    dashboards: DashboardBenchResult[];
    pool: PoolBenchResult[];
    scale: ScaleBenchResult[];
    search: SearchBenchResult[];
    backups: BackupBenchResult[];
    notifications: NotificationBenchResult[];
  },
): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const json = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    secondsPerEndpoint: SECONDS,
    seed,
    endpoints: results,
    web,
    reservations,
    files: { gallery: extra.gallery, uploads: extra.uploads },
    lighthouse: extra.lighthouse,
    trade: extra.trade,
    notes: extra.notes,
    loading: extra.loading,
    dashboards: extra.dashboards,
    pool: extra.pool,
    scale: extra.scale,
    search: extra.search,
    backups: extra.backups,
    notifications: extra.notifications,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);
}

// ---------------------------------------------------------------------------------------------

/** Seeds the large board and loads the board endpoints; the server is stopped afterwards. */
async function benchBoards(dataDir: string, onServer: (server: ChildProcess) => void) {
  console.log(`Seeding ${POST_COUNT.toLocaleString("en")} posts into ${dataDir} …`);
  const seed = await seedDatabase(dataDir);
  console.log(`  seeded in ${seed.seconds} s (${seed.replies} replies, ${seed.bigrams} bigrams)`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port);
  onServer(server);
  try {
    await waitForHealth(server, baseUrl);
    console.log(`Server up on ${baseUrl}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
    const results: EndpointResult[] = [];
    for (const endpoint of endpoints(seed.detailPostId)) results.push(await load(baseUrl, endpoint));
    return { seed, results };
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  let server: ChildProcess | undefined;
  const cleanUpNow = () => {
    server?.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", cleanUpNow);
  const only = process.env.BENCH_ONLY;
  try {
    const boards = only
      ? undefined
      : await benchBoards(dataDir, (started) => {
          server = started;
        });
    const reservations = only && only !== "reservations" ? [] : await benchReservations(SECONDS);
    let gallery: GalleryBenchResult | undefined;
    let uploads: UploadBenchResult[] = [];
    if (!only || only === "files") {
      gallery = await benchGallery(SECONDS);
      uploads = await benchUpload();
    }
    const trade: TradeBenchResult[] = !only || only === "trade" ? await benchTrade(SECONDS) : [];
    const loading = !only || only === "loading" ? await benchLoading() : undefined;
    const dashboards: DashboardBenchResult[] = !only || only === "dashboards" ? await benchDashboards() : [];
    const pool: PoolBenchResult[] = !only || only === "pool" ? await benchPool() : [];
    const scale = only && only !== "scale" ? [] : await benchScale(SECONDS);
    const search: SearchBenchResult[] = !only || only === "search" ? await benchSearch(SECONDS) : [];
    const backups: BackupBenchResult[] = !only || only === "backups" ? await benchBackups() : [];
    const web = only ? undefined : measureWeb();
    const notes: NoteBenchResult[] = !only || only === "notes" ? await benchNotes(SECONDS) : [];
    const notifications: NotificationBenchResult[] =
      !only || only === "notifications" ? await benchNotifications(SECONDS) : [];
    const lighthouse: LighthouseResult[] = !only || only === "lighthouse" ? await benchLighthouse() : [];
    console.log(`\n${markdownTable(boards?.seed, boards?.results ?? [], web, reservations)}\n`);
    console.log(`${fileTables(gallery, uploads)}\n`);
    console.log(`${tradeTable(trade)}\n`);
    console.log(`${noteTable(notes)}\n`);
    if (notifications.length > 0) console.log(`${notificationTable(notifications)}\n`);
    console.log(`${lighthouseTable(lighthouse)}\n`);
    if (loading) console.log(`${loadingTable(loading)}\n`);
    console.log(`${dashboardTable(dashboards)}\n`);
    if (pool.length > 0) console.log(`${poolTable(pool)}\n`);
    if (scale.length > 0) console.log(`${scaleTables(scale)}\n`);
    if (search.length > 0) console.log(`${searchTables(search)}\n`);
    if (backups.length > 0) console.log(`${backupTable(backups)}\n`);
    writeResults(boards?.seed, boards?.results ?? [], web, reservations, {
      gallery,
      uploads,
      lighthouse,
      trade,
      notes,
      loading,
      dashboards,
      pool,
      scale,
      search,
      backups,
      notifications,
    });
    console.log(`Results written to ${path.relative(ROOT, RESULTS_FILE)}`);
  } finally {
    process.off("SIGINT", cleanUpNow);
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error("Benchmark failed:", error);
  process.exitCode = 1;
}
