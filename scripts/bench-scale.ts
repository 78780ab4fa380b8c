/**
 * Scale benchmark (issue 15), on SQLite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on
 * PostgreSQL: seeds BENCH_SCALE_POSTS posts (default 1,000,000) into the Q&A board with a fast bulk
 * loader (scripts/bench-scale-seed.ts), then loads with autocannon (50 connections) the portal's board
 * list (page 1 and a page 40% deep, for each sort), title searches (`SEARCHES`: words of two, three and
 * four syllables and two words together, page 1 and 40% deep; a rare word, page 1) and a post detail
 * (BENCH_SCALE_ONLY=search: only the measures whose name holds that text), each followed at once by the same
 * answer from a minimal Fastify handler running the equivalent keyset query on the same database
 * (scripts/bench-minimal.ts, up beside the portal). Each endpoint runs BENCH_SCALE_ROUNDS (3) rounds
 * of half BENCH_SECONDS on each side, the first side alternating; the report gives each side's median
 * requests/s and p99, the median of the rounds' portal/minimal ratios (and each round's), and the
 * portal's p50/p99 with a single connection (the latency one user sees, the search goal's measure).
 * Then (issue 25 §5) the HTML of the board's list page 1 and of the post detail, each against the JSON
 * API answer the same page reads, in the same alternating rounds at 50 connections (goal: HTML at least
 * half the JSON requests/s, HTML p99 ≤ 100 ms; needs the built web app, `npm run build`).
 * Run alone: `BENCH_ONLY=scale npm run bench`; only the HTML measures: `BENCH_SCALE_ONLY=HTML`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_POST_PAGE_SIZE } from "@portal/contract";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import pg from "pg";
import { createPgDatabase } from "../apps/server/test/harness.ts";
import { COMMON_WORD, RARE_WORD, SCALE_BOARD, type ScaleSeed, seedScale } from "./bench-scale-seed.ts";
import {
  benchDatabases,
  benchPgUrl,
  freePort,
  positiveInt,
  ROOT,
  round,
  startServer,
  stopServer,
  waitForHealth,
  waitUntilIdle,
} from "./bench-server.ts";

const CONNECTIONS = 50;
/** Alternating portal/minimal rounds per endpoint; the table shows each side's median round. */
const ROUNDS = positiveInt(process.env.BENCH_SCALE_ROUNDS, 3);
const PAGE_SIZE = 15;
/** Only the measures whose name contains one of these `|`-separated texts (e.g. `search|HTML`); all by default. */
const ONLY = (process.env.BENCH_SCALE_ONLY ?? "").split("|");
/** Whether a measure named `name` is selected by BENCH_SCALE_ONLY. */
const selected = (name: string): boolean => ONLY.some((text) => name.includes(text));

export interface ScaleMeasure {
  name: string;
  portalPath: string;
  minimalPath: string;
  portal: Load;
  minimal: Load;
  /** The portal's p50 and p99 with one connection: what one user waits, without queueing behind 49 others. */
  alone: { latencyP50Ms: number; latencyP99Ms: number };
  /** Portal requests/s over minimal requests/s: the median of the rounds' ratios. */
  ratio: number;
  /** Each round's ratio, in the order run. */
  roundRatios: number[];
}

/**
 * A public page's server-rendered HTML against the JSON API answer the same page reads (issue 25 §5),
 * both from the portal, in alternating rounds like the minimal-handler measures.
 */
export interface HtmlMeasure {
  name: string;
  htmlPath: string;
  jsonPath: string;
  html: Load;
  json: Load;
  /** HTML requests/s over JSON requests/s: the median of the rounds' ratios. */
  ratio: number;
  roundRatios: number[];
  /** Ratio ≥ HTML_GOAL.ratio and HTML p99 ≤ HTML_GOAL.p99Ms. */
  meetsGoal: boolean;
}

/** The HTML goal (issue 25 §5): at least half the JSON API's requests/s at 50 connections, p99 ≤ 100 ms. */
export const HTML_GOAL = { ratio: 0.5, p99Ms: 100 };

export interface ScaleBenchResult {
  database: "sqlite" | "postgres";
  seed: ScaleSeed;
  measures: ScaleMeasure[];
  html: HtmlMeasure[];
}

/**
 * The HTML pages measured (names start with "HTML", so BENCH_SCALE_ONLY=HTML runs only them): the
 * scale board's list page 1 as a visitor opens it (the board's default order and page size) and the
 * seed's post detail, each against the JSON answer the page reads.
 */
function htmlPages(seed: ScaleSeed): Pick<HtmlMeasure, "name" | "htmlPath" | "jsonPath">[] {
  return [
    {
      name: "HTML board list, page 1",
      htmlPath: `/app/board/${SCALE_BOARD}`,
      jsonPath: `/api/boards/${SCALE_BOARD}/posts?page=1&pageSize=${DEFAULT_POST_PAGE_SIZE}`,
    },
    {
      name: "HTML post detail",
      htmlPath: `/app/board/${SCALE_BOARD}/${seed.detailPostId}`,
      jsonPath: `/api/posts/${seed.detailPostId}`,
    },
  ];
}

/** GETs `url`, expecting 200 with a content type starting with `type` (a measure of an error page would be void). */
async function getText(url: string, type: string): Promise<void> {
  const response = await fetch(url);
  const contentType = response.headers.get("content-type") ?? "";
  await response.text();
  if (response.status !== 200 || !contentType.startsWith(type)) {
    throw new Error(`GET ${url} answered ${response.status} ${contentType}, expected 200 ${type}`);
  }
}

/**
 * `ROUNDS` rounds loading `measuredUrl` and `againstUrl`, the first side alternating so a drift of the
 * machine within a round favours neither; each side's median load and the median of the rounds' ratios.
 */
export async function alternateRounds(
  measuredUrl: string,
  againstUrl: string,
  seconds: number,
  idle: () => Promise<void>,
  headers?: Record<string, string>,
) {
  const rounds: { measured: Load; against: Load }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const sides = i % 2 === 0 ? (["measured", "against"] as const) : (["against", "measured"] as const);
    const pair: Partial<Record<"measured" | "against", Load>> = {};
    for (const side of sides) {
      await idle();
      pair[side] =
        side === "measured"
          ? await measure(measuredUrl, seconds, CONNECTIONS, headers)
          : await measure(againstUrl, seconds);
    }
    rounds.push(pair as { measured: Load; against: Load });
  }
  const ratios = rounds.map((r) => round(r.measured.requestsPerSecond / Math.max(r.against.requestsPerSecond, 0.1), 2));
  return {
    measured: medianLoad(rounds.map((r) => r.measured)),
    against: medianLoad(rounds.map((r) => r.against)),
    ratios,
    ratio: median(ratios),
  };
}

interface Endpoint {
  name: string;
  portalPath: string;
  /** The minimal handler's path, once the portal's page is known (its first row gives the cursor). */
  minimalPath: (firstPostId: number | undefined) => Promise<string>;
}

type KeyLookup = (
  postId: number,
) => Promise<{ threadTitle: string; threadAuthor: string; threadViews: number; threadId: number; sortPath: string }>;

/**
 * The title searches measured: words of two, three and four syllables (each in about 10% of the
 * titles), two words together (about 1%), and a rare word (0.02%).
 */
const SEARCHES = [
  { q: COMMON_WORD, label: "2 syllables" },
  { q: "팔레트", label: "3 syllables" },
  { q: "지게차", label: "3 syllables" },
  { q: "컨베이어", label: "4 syllables" },
  { q: "팔레트 점검", label: "two words" },
  { q: RARE_WORD, label: "rare" },
] as const;

function endpoints(seed: ScaleSeed, total: number, searchTotals: Map<string, number>, keys: KeyLookup): Endpoint[] {
  const list = `/api/boards/${SCALE_BOARD}/posts`;
  const deep = Math.max(1, Math.ceil((total * 0.4) / PAGE_SIZE));
  const sorts = [
    { sort: "createdAt", order: "desc", key: null },
    { sort: "number", order: "asc", key: null },
    { sort: "title", order: "asc", key: "threadTitle" },
    { sort: "author", order: "asc", key: "threadAuthor" },
    { sort: "viewCount", order: "desc", key: "threadViews" },
  ] as const;
  const result: Endpoint[] = [];
  for (const { sort, order, key } of sorts) {
    for (const page of [1, deep]) {
      result.push({
        name: `list ${sort} ${order}, page ${page === 1 ? 1 : `${page} (40%)`}`,
        portalPath: `${list}?sort=${sort}&order=${order}&page=${page}&pageSize=${PAGE_SIZE}`,
        minimalPath: async (first) => {
          const base = `/list?sort=${sort}&order=${order}`;
          if (page === 1 || first === undefined) return base;
          const row = await keys(first);
          const k = key ? `&k=${encodeURIComponent(String(row[key]))}` : "";
          return `${base}${k}&t=${row.threadId}&s=${encodeURIComponent(row.sortPath)}`;
        },
      });
    }
  }
  for (const { q, label } of SEARCHES) {
    const deepPage = Math.max(1, Math.ceil(((searchTotals.get(q) ?? 0) * 0.4) / PAGE_SIZE));
    for (const page of label === "rare" ? [1] : [1, deepPage]) {
      result.push({
        name: `title search ${q} (${label}), page ${page === 1 ? 1 : `${page} (40%)`}`,
        portalPath: `${list}?q=${encodeURIComponent(q)}&page=${page}&pageSize=${PAGE_SIZE}`,
        minimalPath: async (first) =>
          `/search?q=${encodeURIComponent(q)}${page > 1 && first !== undefined ? `&before=${first}` : ""}`,
      });
    }
  }
  result.push({
    name: "post detail",
    portalPath: `/api/posts/${seed.detailPostId}`,
    minimalPath: async () => `/post/${seed.detailPostId}`,
  });
  return result;
}

async function getJson(url: string): Promise<{ total?: number; items?: { postId: number }[] }> {
  const response = await fetch(url);
  const body = (await response.json()) as { total?: number; items?: { postId: number }[] };
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : round((sorted[mid - 1]! + sorted[mid]!) / 2, 2);
}

/** Each figure of a load as the median over rounds. */
function medianLoad(loads: Load[]): Load {
  const of = (key: keyof Load) => median(loads.map((load) => load[key]));
  return {
    requestsPerSecond: of("requestsPerSecond"),
    latencyP50Ms: of("latencyP50Ms"),
    latencyP99Ms: of("latencyP99Ms"),
    non2xx: loads.reduce((sum, load) => sum + load.non2xx, 0),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
  };
}

export interface Load {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** `url` loaded for `seconds` by `connections` (with `headers`, e.g. a member's cookie). */
export async function measure(
  url: string,
  seconds: number,
  connections = CONNECTIONS,
  headers?: Record<string, string>,
): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, ...(headers ? { headers } : {}) });
  return {
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function startMinimal(dataDir: string, port: number, databaseUrl?: string): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, "scripts/bench-minimal.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitForPort(baseUrl: string, probe: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${baseUrl}${probe}`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the minimal handler did not start");
}

/**
 * Seeds `posts` posts, then loads each endpoint on the portal and, right after, on the minimal handler
 * (both servers up on the same database), so a slower or faster stretch of the machine falls on both
 * sides of a ratio alike.
 */
async function benchDatabase(kind: "sqlite" | "postgres", posts: number, seconds: number): Promise<ScaleBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-scale-"));
  const pgDb = kind === "postgres" ? await createPgDatabase(benchPgUrl() ?? "") : undefined;
  let server: ChildProcess | undefined;
  let minimalServer: ChildProcess | undefined;
  try {
    console.log(`Scale (${kind}): seeding ${posts.toLocaleString("en")} posts …`);
    const seed = await seedScale(pgDb ? { kind: "postgres", url: pgDb.url } : { kind: "sqlite", dataDir }, posts);
    console.log(`  seeded in ${seed.seconds} s (${seed.replies} replies, ${seed.grams} search grams)`);
    const keys = keyLookup(dataDir, pgDb?.url);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(dataDir, port, pgDb ? { DATABASE_URL: pgDb.url } : {});
    await waitForHealth(server, baseUrl, 120_000);
    const minimalPort = process.env.BENCH_PORT ? port + 1 : await freePort();
    const minimalUrl = `http://127.0.0.1:${minimalPort}`;
    minimalServer = startMinimal(dataDir, minimalPort, pgDb?.url);
    await waitForPort(minimalUrl, `/post/${seed.detailPostId}`);
    const total = (await getJson(`${baseUrl}/api/boards/${SCALE_BOARD}/posts?pageSize=${PAGE_SIZE}`)).total as number;
    const searchTotals = new Map<string, number>();
    for (const { q } of SEARCHES) {
      const path = `/api/boards/${SCALE_BOARD}/posts?q=${encodeURIComponent(q)}&pageSize=${PAGE_SIZE}`;
      searchTotals.set(q, (await getJson(`${baseUrl}${path}`)).total as number);
    }
    const list = endpoints(seed, total, searchTotals, keys.find).filter((endpoint) => selected(endpoint.name));
    // Both servers warm up (JIT, connection pools, plans) before the first measure counts.
    const warmUp = list[0] ?? endpoints(seed, total, searchTotals, keys.find)[0];
    if (warmUp) {
      await measure(`${baseUrl}${warmUp.portalPath}`, 3);
      await measure(`${minimalUrl}${await warmUp.minimalPath(undefined)}`, 3);
    }
    const measures: ScaleMeasure[] = [];
    const roundSeconds = Math.max(2, Math.ceil(seconds / 2));
    const idle = async () => {
      // The minimal handler's slow plans (a deep or rare search: seconds a query) go on running in the
      // database after its load ends; a measure starts when both servers answer at once again.
      await waitUntilIdle(minimalUrl, 50, 180_000, `/post/${seed.detailPostId}`);
      await waitUntilIdle(baseUrl);
    };
    for (const endpoint of list) {
      await idle();
      const body = await getJson(`${baseUrl}${endpoint.portalPath}`);
      const minimalPath = await endpoint.minimalPath((body.items?.[0]?.postId ?? undefined) as number | undefined);
      await getJson(`${minimalUrl}${minimalPath}`);
      const {
        measured: portal,
        against: minimal,
        ratio,
        ratios,
      } = await alternateRounds(`${baseUrl}${endpoint.portalPath}`, `${minimalUrl}${minimalPath}`, roundSeconds, idle);
      await idle();
      const alone = await measure(`${baseUrl}${endpoint.portalPath}`, roundSeconds, 1);
      console.log(
        `  ${endpoint.name}: portal ${portal.requestsPerSecond} req/s, p99 ${portal.latencyP99Ms} ms ` +
          `(one connection p50 ${alone.latencyP50Ms} ms, p99 ${alone.latencyP99Ms} ms); ` +
          `minimal ${minimal.requestsPerSecond} req/s, p99 ${minimal.latencyP99Ms} ms; ratio ${ratio} ` +
          `(rounds ${ratios.join(", ")})`,
      );
      measures.push({
        name: endpoint.name,
        portalPath: endpoint.portalPath,
        minimalPath,
        portal,
        minimal,
        alone: { latencyP50Ms: alone.latencyP50Ms, latencyP99Ms: alone.latencyP99Ms },
        ratio,
        roundRatios: ratios,
      });
    }
    const html: HtmlMeasure[] = [];
    for (const page of htmlPages(seed).filter((p) => selected(p.name))) {
      await idle();
      await getText(`${baseUrl}${page.htmlPath}`, "text/html");
      await getText(`${baseUrl}${page.jsonPath}`, "application/json");
      const rounds = await alternateRounds(
        `${baseUrl}${page.htmlPath}`,
        `${baseUrl}${page.jsonPath}`,
        roundSeconds,
        idle,
      );
      const measured: HtmlMeasure = {
        ...page,
        html: rounds.measured,
        json: rounds.against,
        ratio: rounds.ratio,
        roundRatios: rounds.ratios,
        meetsGoal: rounds.ratio >= HTML_GOAL.ratio && rounds.measured.latencyP99Ms <= HTML_GOAL.p99Ms,
      };
      console.log(
        `  ${page.name}: HTML ${measured.html.requestsPerSecond} req/s, p99 ${measured.html.latencyP99Ms} ms; ` +
          `JSON ${measured.json.requestsPerSecond} req/s, p99 ${measured.json.latencyP99Ms} ms; ratio ${measured.ratio} ` +
          `(rounds ${measured.roundRatios.join(", ")})${measured.meetsGoal ? "" : " — below the goal"}`,
      );
      html.push(measured);
    }
    await keys.close();
    return { database: kind, seed, measures, html };
  } finally {
    if (server) await stopServer(server);
    if (minimalServer) await stopServer(minimalServer);
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function keyLookup(dataDir: string, url: string | undefined): { find: KeyLookup; close: () => Promise<void> } {
  const text = `select "threadTitle", "threadAuthor", "threadViews", "threadId", "sortPath" from posts where "postId" = `;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return { find: async (postId) => (await pool.query(`${text}$1`, [postId])).rows[0], close: () => pool.end() };
  }
  const db = new SQLite(path.join(dataDir, "portal.db"), { readonly: true });
  return {
    find: async (postId) => db.prepare(`${text}?`).get(postId) as Awaited<ReturnType<KeyLookup>>,
    close: async () => {
      db.close();
    },
  };
}

/** Runs the scale benchmark on SQLite and, when a PostgreSQL URL is configured, on PostgreSQL. */
export async function benchScale(seconds: number): Promise<ScaleBenchResult[]> {
  const posts = positiveInt(process.env.BENCH_SCALE_POSTS, 1_000_000);
  const results: ScaleBenchResult[] = [];
  for (const kind of benchDatabases()) results.push(await benchDatabase(kind, posts, seconds));
  return results;
}

/** Markdown tables of the scale benchmark, one per database. */
export function scaleTables(results: ScaleBenchResult[]): string {
  return results
    .map((r) =>
      [
        `Scale, ${r.database}: ${r.seed.posts.toLocaleString("en")} posts (${r.seed.replies.toLocaleString("en")} replies, ` +
          `${r.seed.grams.toLocaleString("en")} search grams) seeded in ${r.seed.seconds} s; ${CONNECTIONS} connections; ` +
          `median of ${ROUNDS} alternating rounds per side.`,
        ...(r.measures.length === 0
          ? []
          : [
              "",
              "| Measure | Portal req/s | Portal p99 (ms) | Minimal req/s | Minimal p99 (ms) | Ratio | Round ratios | One connection p50 / p99 (ms) |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
              ...r.measures.map(
                (m) =>
                  `| ${m.name} | ${m.portal.requestsPerSecond} | ${m.portal.latencyP99Ms} | ${m.minimal.requestsPerSecond} | ` +
                  `${m.minimal.latencyP99Ms} | ${m.ratio} | ${m.roundRatios.join(" / ")} | ${m.alone.latencyP50Ms} / ${m.alone.latencyP99Ms} |`,
              ),
            ]),
        ...(r.html.length === 0
          ? []
          : [
              "",
              `HTML against the page's JSON API (goal: ratio ≥ ${HTML_GOAL.ratio}, HTML p99 ≤ ${HTML_GOAL.p99Ms} ms).`,
              "",
              "| Page | HTML req/s | HTML p99 (ms) | JSON req/s | JSON p99 (ms) | Ratio | Round ratios | Goal |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
              ...r.html.map(
                (m) =>
                  `| ${m.name} | ${m.html.requestsPerSecond} | ${m.html.latencyP99Ms} | ${m.json.requestsPerSecond} | ` +
                  `${m.json.latencyP99Ms} | ${m.ratio} | ${m.roundRatios.join(" / ")} | ${m.meetsGoal ? "met" : "missed"} |`,
              ),
            ]),
      ].join("\n"),
    )
    .join("\n\n");
}
