/**
 * Heavy work off the request thread (issue 23 §2; part of `npm run bench`, BENCH_ONLY=pool): against the
 * real server on a fresh SQLite database, 2 × the plan pool's size members each ask for a 5,000-box plan
 * into a 40' HC at once (`POST /api/loading/plan`), while `GET /api/health` and a board list page are sent
 * every BENCH_POOL_INTERVAL_MS (default 20) ms each, whatever the previous answers did (open loop, so a
 * stalled thread shows in every request it delays). Reports per round: the plans' answers and seconds,
 * p50/p99/max of the two probes, and the event-loop delay that `/api/metrics` reports over the window
 * (prom-client's histogram is reset at each read: one read before, one after). Goal: probes p99 ≤ 100 ms,
 * event-loop delay < 50 ms. Each round first probes 3 s with no plan (a control: on a shared machine
 * the scheduler alone delays the thread).
 *
 * The pool's size is the server's (`LOADING_THREADS`, default one less than the cores, at least one);
 * BENCH_POOL_SIZE sets both. BENCH_POOL_ROUNDS (default 3) rounds. BENCH_SERVER_ROOT runs the server of
 * another checkout (e.g. main's code, for a "before" figure).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { createSession, SESSION_COOKIE, sessionTimes } from "../apps/server/src/http/sessions.ts";
import { seedFixedBoards } from "../apps/server/src/seed/boards.ts";
import { insertMembers } from "../apps/server/src/users/queries.ts";
import { BIG_CARGO, HC40 } from "../apps/server/test/loading-cargo.ts";
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

const BOARD_LIST = "/api/boards/20210712101500000016/posts?page=1&pageSize=15";
export interface PoolBenchResult {
  round: number;
  poolSize: number;
  plans: number;
  planStatuses: Record<string, number>;
  planSeconds: number[];
  health: Percentiles;
  boardList: Percentiles;
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  /** The same probes for 3 s just before, with no plan running (what the machine alone costs). */
  control: { health: Percentiles; boardList: Percentiles; eventLoopMaxMs: number };
}

interface Percentiles {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
}

function percentiles(samples: { ms: number; status: number }[]): Percentiles {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    non2xx: samples.filter((s) => s.status < 200 || s.status > 299).length,
  };
}

/** The event-loop figures of a `/api/metrics` text, ms. */
async function eventLoop(base: string): Promise<{ maxMs: number; p99Ms: number }> {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, "m").exec(text)?.[1] ?? Number.NaN);
  return {
    maxMs: round(value("nodejs_eventloop_lag_max_seconds") * 1000),
    p99Ms: round(value("nodejs_eventloop_lag_p99_seconds") * 1000),
  };
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/**
 * Probes health and the board list every `interval` ms while `work` runs; answers what `work` gave,
 * the probes' percentiles and the event-loop delay over the window (the histogram is reset first).
 */
async function probing<T>(base: string, interval: number, work: () => Promise<T>) {
  await eventLoop(base);
  const health: { ms: number; status: number }[] = [];
  const list: { ms: number; status: number }[] = [];
  const inFlight: Promise<void>[] = [];
  const ticker = setInterval(() => {
    inFlight.push(timed(`${base}/api/health`).then((s) => void health.push(s)));
    inFlight.push(timed(`${base}${BOARD_LIST}`).then((s) => void list.push(s)));
  }, interval);
  const value = await work();
  clearInterval(ticker);
  await Promise.all(inFlight);
  const loop = await eventLoop(base);
  return { value, health: percentiles(health), boardList: percentiles(list), loop };
}

/** Runs the pool measure; `rounds` rounds on one server. */
export async function benchPool(): Promise<PoolBenchResult[]> {
  const poolSize = positiveInt(process.env.BENCH_POOL_SIZE, Math.max(1, os.availableParallelism() - 1));
  const rounds = positiveInt(process.env.BENCH_POOL_ROUNDS, 3);
  const interval = positiveInt(process.env.BENCH_POOL_INTERVAL_MS, 20);
  const serverRoot = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : ROOT;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-pool-"));
  const { db } = await openDatabase({ databaseUrl: undefined, dataDir });
  const plans = 2 * poolSize;
  const members = Array.from({ length: plans }, (_, i) => `planner${String(i).padStart(3, "0")}`);
  const sessions: { cookie: string; csrf: string }[] = [];
  try {
    await seedFixedBoards(db);
    await insertMembers(
      db,
      members.map((userId, i) => ({ userId, passwordHash: null, nameKo: `회원${i}`, email: null, role: "U" as const })),
    );
    const times = sessionTimes(loadConfig({ DATA_DIR: dataDir }));
    for (const userId of members) {
      const { cookieToken, session } = await createSession(db, times, {
        userId,
        remember: false,
        ip: null,
        userAgent: "bench",
      });
      sessions.push({ cookie: `${SESSION_COOKIE}=${cookieToken}`, csrf: session.csrfToken });
    }
  } finally {
    await db.destroy();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port, { LOADING_THREADS: String(poolSize) }, serverRoot);
  const results: PoolBenchResult[] = [];
  try {
    await waitForHealth(server, base);
    console.log(
      `Pool on ${serverRoot}: ${plans} plans of 5,000 boxes at once (pool of ${poolSize}), ${rounds} rounds …`,
    );
    for (let turn = 1; turn <= rounds; turn++) {
      await waitUntilIdle(base);
      // Warm the route and the pool's threads (a one-box plan), then reset the event-loop histogram.
      await timed(`${base}${BOARD_LIST}`);
      await timed(`${base}/api/loading/plan`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: sessions[0]!.cookie, "x-csrf-token": sessions[0]!.csrf },
        body: JSON.stringify({ vehicle: HC40, palletBase: null, cargo: [{ ...BIG_CARGO[0], quantity: 1 }] }),
      });
      // Control: the same probes for 3 s with no plan, to show what the machine alone costs.
      const control = await probing(base, interval, () => new Promise((resolve) => setTimeout(resolve, 3000)));
      const started = performance.now();
      const loaded = await probing(base, interval, () =>
        Promise.all(
          sessions.map(async (member) => {
            const answer = await timed(`${base}/api/loading/plan`, {
              method: "POST",
              headers: { "content-type": "application/json", cookie: member.cookie, "x-csrf-token": member.csrf },
              body: JSON.stringify({ vehicle: HC40, palletBase: null, cargo: BIG_CARGO }),
            });
            return { ...answer, seconds: (performance.now() - started) / 1000 };
          }),
        ),
      );
      const answers = loaded.value;
      const planStatuses: Record<string, number> = {};
      for (const answer of answers) planStatuses[answer.status] = (planStatuses[answer.status] ?? 0) + 1;
      const result: PoolBenchResult = {
        round: turn,
        poolSize,
        plans,
        planStatuses,
        planSeconds: answers.map((a) => round(a.seconds)).sort((a, b) => a - b),
        health: loaded.health,
        boardList: loaded.boardList,
        eventLoopMaxMs: loaded.loop.maxMs,
        eventLoopP99Ms: loaded.loop.p99Ms,
        control: { health: control.health, boardList: control.boardList, eventLoopMaxMs: control.loop.maxMs },
      };
      console.log(
        `  round ${turn}: plans ${JSON.stringify(planStatuses)} at ${result.planSeconds.join(", ")} s; ` +
          `health p99 ${result.health.p99Ms} ms (max ${result.health.maxMs}), ` +
          `board list p99 ${result.boardList.p99Ms} ms (max ${result.boardList.maxMs}); ` +
          `event loop max ${loaded.loop.maxMs} ms, p99 ${loaded.loop.p99Ms} ms; without plans: health p99 ` +
          `${control.health.p99Ms} ms, board list p99 ${control.boardList.p99Ms} ms, event loop max ${control.loop.maxMs} ms`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The results as a Markdown table. */
export function poolTable(results: PoolBenchResult[]): string {
  if (results.length === 0) return "";
  return [
    "| Round | Plans at once (pool) | Plan answers | Plans done (s) | Health p99 / max (ms) | Board list p99 / max (ms) | Event-loop delay max / p99 (ms) | Without plans: health p99, list p99, loop max (ms) |",
    "| ---: | ---: | --- | --- | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.round} | ${r.plans} (${r.poolSize}) | ${Object.entries(r.planStatuses)
          .map(([status, count]) => `${count} × ${status}`)
          .join(", ")} | ${r.planSeconds.join(", ")} | ${r.health.p99Ms} / ${r.health.maxMs} | ` +
        `${r.boardList.p99Ms} / ${r.boardList.maxMs} | ${r.eventLoopMaxMs} / ${r.eventLoopP99Ms} | ` +
        `${r.control.health.p99Ms}, ${r.control.boardList.p99Ms}, ${r.control.eventLoopMaxMs} |`,
    ),
  ].join("\n");
}
