/**
 * Real server processes for the tests that need more than one app node (`node src/main.ts`): a free
 * port, start, wait for health, stop (SIGTERM, then SIGKILL), and a browser-like login over HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { PASSWORD } from "./harness.ts";

const MAIN = path.resolve(import.meta.dirname, "../src/main.ts");

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a portal process on `port` with `env` (no demo content, no web app, warnings only). */
export function startServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "Smart!Load73",
      WEB_DIST: "",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Resolves when `base`/api/health answers 200 (within 30 s); rejects if the process exits first. */
export async function waitForHealth(server: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${base}`);
}

/** Stops the process gracefully (SIGTERM), killing it after 5 s. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A logged-in browser session against one node: its address, cookie and CSRF token. */
export interface Session {
  base: string;
  cookie: string;
  csrf: string;
}

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** Logs a member in through the HTTP API like a browser: session, then login with the CSRF token. */
export async function login(base: string, userId: string, password = PASSWORD): Promise<Session> {
  const first = await fetch(`${base}/api/auth/session`);
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": csrfToken, cookie: cookieOf(first) },
    body: JSON.stringify({ userId, password, remember: false }),
  });
  if (response.status !== 200) throw new Error(`login ${userId}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { csrfToken: string };
  return { base, cookie: cookieOf(response), csrf: body.csrfToken };
}

/**
 * Opens a member's live event stream (GET /api/events) at `base` with their `cookie`; `until(text)`
 * resolves once the stream has carried `text`, and `close()` ends it.
 */
export async function openEventStream(base: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    response,
    async until(needle: string): Promise<void> {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        text += decoder.decode(value);
      }
    },
    close: () => controller.abort(),
  };
}
