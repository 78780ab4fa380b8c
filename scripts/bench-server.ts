/**
 * Helpers shared by the benchmarks: the databases to run on and a fresh one of each, a free port,
 * the real server process (`node apps/server/src/main.ts`) started on a given database, waiting for
 * it, and stopping it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPgDatabase } from "../apps/server/test/harness.ts";
import { freePort as anyFreePort } from "../apps/server/test/processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");

export function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export type BenchDatabase = "sqlite" | "postgres";

/** The PostgreSQL server benchmarks create their databases on: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
export const benchPgUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * SQLite always; PostgreSQL as well when `benchPgUrl()` names a server; `BENCH_DATABASES=postgres`
 * (a comma-separated list) keeps only the named ones.
 */
export const benchDatabases = (): BenchDatabase[] =>
  (benchPgUrl() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)).filter(
    (kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(",").includes(kind),
  );

/**
 * A fresh, empty place for one benchmark run: a temporary DATA_DIR (`prefix` names it) and, for
 * `postgres`, a new database beside `benchPgUrl()`. `databaseUrl` goes to `openDatabase`, `env` to
 * `startServer`; `remove()` drops the database and deletes the folder.
 * @throws when `postgres` is asked for and no server is configured
 */
export async function freshDatabase(
  kind: BenchDatabase,
  prefix: string,
): Promise<{
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
  remove: () => Promise<void>;
}> {
  const pgUrl = benchPgUrl();
  if (kind === "postgres" && !pgUrl) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL");
  const pgDb = kind === "postgres" ? await createPgDatabase(pgUrl as string) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dataDir,
    databaseUrl: pgDb?.url,
    env: pgDb ? { DATABASE_URL: pgDb.url } : {},
    remove: async () => {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A free TCP port from the OS, unless BENCH_PORT is set. */
export async function freePort(): Promise<number> {
  return process.env.BENCH_PORT ? positiveInt(process.env.BENCH_PORT, 3411) : anyFreePort();
}

/**
 * Starts the portal on `dataDir` (and `extraEnv`, e.g. DATABASE_URL) listening on `port`; `root` is the
 * checkout whose server runs (another one's, e.g. main's, for a "before" figure).
 */
export function startServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
  root = ROOT,
): ChildProcess {
  return spawn(process.execPath, [path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "Bench1234!",
      // No daily backup at start-up: at a million posts it would copy and verify the database while the bench
      // measures (a worker thread, but on the same cores).
      BACKUP_HOUR: "off",
      // A bench's own settings win over the defaults above (the Lighthouse bench seeds the demo content).
      ...extraEnv,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Polls GET /api/health until it answers 200; fails when the server exits or after `timeoutMs`. */
export async function waitForHealth(server: ChildProcess, baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms`);
}

/**
 * Waits until `probe` (by default /api/health) answers within `fastMs`. The server runs every query on
 * one SQLite connection in turn, and requests abandoned by autocannon (timeouts) still run after a load
 * ends: without this wait they would slow down the next endpoint's measurement.
 */
export async function waitUntilIdle(
  baseUrl: string,
  fastMs = 50,
  timeoutMs = 180_000,
  probe = "/api/health",
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}${probe}`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    if (response.status === 200 && performance.now() - sent < fastMs)
      return round((performance.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server still busy ${timeoutMs} ms after the last load`);
}

/** Sends SIGTERM and waits for the exit (SIGKILL after 5 s). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
