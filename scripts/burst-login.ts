/**
 * Measures the login lockout under a burst, as an attacker would try it from outside (issue 16):
 * starts BURST_NODES server processes (default 1) on one database (DATABASE_URL, else a fresh SQLite
 * folder), then sends BURST_REQUESTS (default 150) wrong passwords for the administrator's account at
 * once, spread over the nodes, each from its own visitor session. A 401 answer means the password
 * was evaluated (argon2 ran and said no); a 429 means the lock refused it before any evaluation.
 * Prints `evaluated N of M` (sequential requests evaluate 5 before the lock).
 *
 * Usage: `node scripts/burst-login.ts` or
 * `BURST_NODES=2 DATABASE_URL=postgres://postgres@127.0.0.1:5432/burst node scripts/burst-login.ts`
 * (the PostgreSQL database is dropped and created again first). BURST_PORT sets the first port (3390).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const nodes = Number(process.env.BURST_NODES ?? 1);
const requests = Number(process.env.BURST_REQUESTS ?? 150);
const firstPort = Number(process.env.BURST_PORT ?? 3390);
const databaseUrl = process.env.DATABASE_URL || undefined;
const adminPassword = "Burst-Admin-1234!";

async function freshPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function startNode(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: "false",
      WEB_DIST: "",
      LOG_LEVEL: "warn",
      NODE_ID: `burst-${port}`,
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
  });
}

/** One wrong login from a fresh visitor session; returns the HTTP status. */
async function wrongLogin(base: string): Promise<number> {
  const session = await fetch(`${base}/api/auth/session`);
  const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
    body: JSON.stringify({ userId: "admin", password: "Wrong-Guess-123!" }),
  });
  return res.status;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "burst-login-"));
if (databaseUrl) await freshPostgres(databaseUrl);
const children: ChildProcess[] = [];
try {
  // The first node migrates and creates the administrator; the others start on the ready database.
  for (let i = 0; i < nodes; i++) {
    const port = firstPort + i;
    const child = startNode(port, dataDir);
    children.push(child);
    await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  }
  const bases = children.map((_, i) => `http://127.0.0.1:${firstPort + i}`);
  const statuses = await Promise.all(
    Array.from({ length: requests }, (_, i) => wrongLogin(bases[i % bases.length] ?? "")),
  );
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const other = statuses.filter((s) => s !== 401 && s !== 429);
  console.log(
    `${databaseUrl ? "postgresql" : "sqlite"}, ${nodes} node(s): evaluated ${count(401)} of ${requests} ` +
      `(refused by the lock: ${count(429)}${other.length ? `, other: ${other.join(",")}` : ""})`,
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
