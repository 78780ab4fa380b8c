/**
 * 통합검색 benchmark (issue 42 §3; `BENCH_ONLY=search npm run bench`): on the scale bench's million
 * posts extended with 100,000 comments, 100,000 deals and 20,000 posts of a board only administrators
 * read (`bench-search-seed.ts`, seeded once into a kept place and reused), on SQLite and PostgreSQL,
 * loads with 50 connections `GET /api/search` for words of one to four syllables, two words and a
 * quoted phrase — the overview (every kind's total and best five) and the posts' list ("더 보기",
 * `kind=post`) — each in alternating rounds (BENCH_SCALE_ROUNDS) against the minimal handler's plain
 * posting-list query of the same words over the same boards (`bench-minimal.ts` `/search`, every
 * field). Then a member's search of a word found only in the board they may not read against one found
 * nowhere (goal: no dearer). BENCH_SEARCH_ONLY picks measures by name (`|`-separated texts).
 * Goals: p99 ≤ 100 ms and ratio ≥ 0.5. BENCH_SEARCH_ROOT runs the portal of another checkout (a "before"
 * figure; run it before the newer checkout migrates the kept data).
 */
import type { ChildProcess } from "node:child_process";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { createSession, SESSION_COOKIE, sessionTimes } from "../apps/server/src/http/sessions.ts";
import { alternateRounds, type Load, measure, startMinimal, waitForPort } from "./bench-scale.ts";
import { SCALE_BOARD } from "./bench-scale-seed.ts";
import { BENCH_MEMBER, CLOSED_WORD, type SearchSeed, searchData } from "./bench-search-seed.ts";
import {
  benchDatabases,
  freePort,
  ROOT,
  startServer,
  stopServer,
  waitForHealth,
  waitUntilIdle,
} from "./bench-server.ts";

/** The goal of issue 42 §3 for every measure. */
export const SEARCH_GOAL = { p99Ms: 100, ratio: 0.5 };

/** The queries of §3: words of one to four syllables, two words, a phrase (the minimal handler's words after it). */
const QUERIES = [
  { label: "1 syllable", q: "랙", words: "랙" },
  { label: "2 syllables", q: "물류", words: "물류" },
  { label: "3 syllables", q: "지게차", words: "지게차" },
  { label: "4 syllables", q: "컨베이어", words: "컨베이어" },
  { label: "two words", q: "팔레트 점검", words: "팔레트 점검" },
  { label: "phrase", q: '"팔레트 점검"', words: "팔레트 점검" },
] as const;

/** A word in no post, comment or deal. */
const NOWHERE_WORD = "없는낱말";

export interface SearchMeasure {
  name: string;
  portalPath: string;
  minimalPath: string;
  total: number;
  portal: Load;
  minimal: Load;
  ratio: number;
  roundRatios: number[];
  meetsGoal: boolean;
}

export interface SearchBenchResult {
  database: "sqlite" | "postgres";
  seed: SearchSeed;
  measures: SearchMeasure[];
}

const ONLY = (process.env.BENCH_SEARCH_ONLY ?? "").split("|");

interface Case {
  name: string;
  portalPath: string;
  minimalPath: string;
  member: boolean;
}

/** Every measure: each query's overview and posts' list as a visitor, then the member's two searches. */
function cases(publicBoards: string[], memberBoards: string[]): Case[] {
  const minimal = (words: string, boards: string[]) =>
    `/search?q=${encodeURIComponent(words)}&fields=7&boards=${boards.join(",")}`;
  const result: Case[] = [];
  for (const { label, q, words } of QUERIES) {
    const path = `/api/search?q=${encodeURIComponent(q)}`;
    result.push({
      name: `${q} (${label}), overview`,
      portalPath: path,
      minimalPath: minimal(words, publicBoards),
      member: false,
    });
    result.push({
      name: `${q} (${label}), posts 더 보기`,
      portalPath: `${path}&kind=post`,
      minimalPath: minimal(words, publicBoards),
      member: false,
    });
  }
  for (const word of [CLOSED_WORD, NOWHERE_WORD]) {
    result.push({
      name: `member: ${word} (${word === CLOSED_WORD ? "only in a board they may not read" : "nowhere"}), overview`,
      portalPath: `/api/search?q=${encodeURIComponent(word)}`,
      minimalPath: minimal(word, memberBoards),
      member: true,
    });
  }
  return result.filter((c) => ONLY.some((text) => c.name.includes(text)));
}

/** The boards a visitor and a member read (in use, not the FAQ board: its posts are their own kind). */
async function readableBoards(seed: SearchSeed) {
  const handle = await openDatabase({ databaseUrl: seed.databaseUrl, dataDir: seed.dataDir });
  try {
    const boards = await handle.db
      .selectFrom("boards")
      .select(["boardId", "readRole", "template"])
      .where("inUse", "=", 1)
      .orderBy("boardId")
      .execute();
    const times = sessionTimes(loadConfig({ DATA_DIR: seed.dataDir }));
    const { cookieToken } = await createSession(handle.db, times, {
      userId: BENCH_MEMBER,
      remember: false,
      ip: null,
      userAgent: "bench",
    });
    const of = (roles: string[]) => boards.filter((b) => roles.includes(b.readRole)).map((b) => b.boardId);
    return { publicBoards: of(["ALL"]), memberBoards: of(["ALL", "U"]), cookie: `${SESSION_COOKIE}=${cookieToken}` };
  } finally {
    await handle.db.destroy();
  }
}

async function getTotal(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { totals?: Record<string, number>; list?: { total: number } };
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.list ? body.list.total : Object.values(body.totals ?? {}).reduce((a, b) => a + b, 0);
}

async function benchDatabase(kind: "sqlite" | "postgres", seconds: number): Promise<SearchBenchResult> {
  const seed = await searchData(kind);
  const env: Record<string, string> = seed.databaseUrl ? { DATABASE_URL: seed.databaseUrl } : {};
  const { publicBoards, memberBoards, cookie } = await readableBoards(seed);
  let server: ChildProcess | undefined;
  let minimalServer: ChildProcess | undefined;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(seed.dataDir, port, env, process.env.BENCH_SEARCH_ROOT ?? ROOT);
    await waitForHealth(server, baseUrl, 120_000);
    const minimalPort = process.env.BENCH_PORT ? port + 1 : await freePort();
    const minimalUrl = `http://127.0.0.1:${minimalPort}`;
    minimalServer = startMinimal(seed.dataDir, minimalPort, seed.databaseUrl);
    const probe = `/post/${seed.scale.detailPostId}`;
    await waitForPort(minimalUrl, probe);
    const idle = async () => {
      await waitUntilIdle(minimalUrl, 50, 180_000, probe);
      await waitUntilIdle(baseUrl);
    };
    const list = cases(publicBoards.filter((b) => b !== SCALE_BOARD).concat(SCALE_BOARD), memberBoards);
    // Both servers warm up (JIT, pools, plans) before the first measure counts.
    await measure(`${baseUrl}/api/search?q=${encodeURIComponent("센터")}`, 2);
    await measure(`${minimalUrl}${probe}`, 2);
    const measures: SearchMeasure[] = [];
    const roundSeconds = Math.max(2, Math.ceil(seconds / 2));
    for (const c of list) {
      await idle();
      const headers: Record<string, string> = c.member ? { cookie } : {};
      const total = await getTotal(`${baseUrl}${c.portalPath}`, headers);
      const rounds = await alternateRounds(
        `${baseUrl}${c.portalPath}`,
        `${minimalUrl}${c.minimalPath}`,
        roundSeconds,
        idle,
        headers,
      );
      const measured: SearchMeasure = {
        name: c.name,
        portalPath: c.portalPath,
        minimalPath: c.minimalPath,
        total,
        portal: rounds.measured,
        minimal: rounds.against,
        ratio: rounds.ratio,
        roundRatios: rounds.ratios,
        meetsGoal: rounds.measured.latencyP99Ms <= SEARCH_GOAL.p99Ms && rounds.ratio >= SEARCH_GOAL.ratio,
      };
      console.log(
        `  ${c.name}: total ${total}; portal ${measured.portal.requestsPerSecond} req/s, p99 ${measured.portal.latencyP99Ms} ms` +
          ` (${measured.portal.non2xx} non-2xx, ${measured.portal.errors} errors); minimal ${measured.minimal.requestsPerSecond} req/s,` +
          ` p99 ${measured.minimal.latencyP99Ms} ms; ratio ${measured.ratio} (rounds ${measured.roundRatios.join(", ")})`,
      );
      measures.push(measured);
    }
    return { database: kind, seed, measures };
  } finally {
    if (server) await stopServer(server);
    if (minimalServer) await stopServer(minimalServer);
  }
}

/** Runs the search benchmark on SQLite and, when a PostgreSQL URL is configured, on PostgreSQL. */
export async function benchSearch(seconds: number): Promise<SearchBenchResult[]> {
  const results: SearchBenchResult[] = [];
  for (const kind of benchDatabases()) {
    console.log(`Search (${kind}) …`);
    results.push(await benchDatabase(kind, seconds));
  }
  return results;
}

/** Markdown tables of the search benchmark, one per database. */
export function searchTables(results: SearchBenchResult[]): string {
  return results
    .map((r) =>
      [
        `통합검색, ${r.database}: ${r.seed.scale.posts.toLocaleString("en")} posts + 20,000 in an administrators' board, ` +
          `${r.seed.comments.toLocaleString("en")} comments, ${r.seed.deals.toLocaleString("en")} deals; 50 connections; ` +
          `goal p99 ≤ ${SEARCH_GOAL.p99Ms} ms and ratio ≥ ${SEARCH_GOAL.ratio}.`,
        "",
        "| Measure | Total | Portal req/s | Portal p99 (ms) | Minimal req/s | Minimal p99 (ms) | Ratio | Round ratios | Goal |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        ...r.measures.map(
          (m) =>
            `| ${m.name} | ${m.total} | ${m.portal.requestsPerSecond} | ${m.portal.latencyP99Ms} | ${m.minimal.requestsPerSecond} | ` +
            `${m.minimal.latencyP99Ms} | ${m.ratio} | ${m.roundRatios.join(" / ")} | ${m.meetsGoal ? "met" : "missed"} |`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}
