/**
 * Helpers shared by the benchmarks: a free port, the real server process (`node
 * apps/server/src/main.ts`) started on a given database, waiting for it, and stopping it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort as anyFreePort } from "../apps/server/test/processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");

export function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** A free TCP port from the OS, unless BENCH_PORT is set. */
export async function freePort(): Promise<number> {
  return process.env.BENCH_PORT ? positiveInt(process.env.BENCH_PORT, 3411) : anyFreePort();
}

/** Starts the portal on `dataDir` (and `extraEnv`, e.g. DATABASE_URL) listening on `port`. */
export function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, "apps/server/src/main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...extraEnv,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "Bench1234!",
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
 * Waits until /api/health answers within `fastMs`. The server runs every query on one SQLite
 * connection in turn, and requests abandoned by autocannon (timeouts) still run after a load
 * ends: without this wait they would slow down the next endpoint's measurement.
 */
export async function waitUntilIdle(baseUrl: string, fastMs = 50, timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
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
