/**
 * Limits under bursts (issue 16): 150 requests sent at once do no more guarded work than the same
 * requests one after another — wrong passwords per account and per address (a 401 means the
 * password was evaluated; a lock answers 429 before any evaluation), the password re-check, and
 * password find per id and per address; through one app and through two server processes on one
 * database (each request naming its address through X-Forwarded-For).
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { cookieOf, freePort, startServer, stopServer, waitForHealth } from "../../test/processes.ts";
import { RATE_RULES } from "../http/rate-limit.ts";
import { settleAccountMails } from "./account-mail.ts";

const BURST = 150;
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(DIALECTS)("limits under a burst of 150 requests on %s", (dialect) => {
  let env: TestApp;
  let ipSeq = 0;
  const freshIp = () => `10.16.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  /** `BURST` requests at once, each from its own visitor session (from `ip(i)`). */
  async function burst(
    ip: (i: number) => string,
    send: (c: Awaited<ReturnType<TestApp["client"]>>, i: number) => Promise<{ status: number }>,
  ) {
    const clients = await Promise.all(Array.from({ length: BURST }, (_, i) => env.client(ip(i))));
    return (await Promise.all(clients.map((c, i) => send(c, i)))).map((r) => r.status);
  }

  it("evaluates at most 5 wrong passwords for one account, then refuses the right one with the lock's message", async () => {
    await env.member("U", { userId: "burstacct1" });
    const statuses = await burst(freshIp, (c) => c.login("burstacct1", "Wrong123!"));
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(BURST - 5);
    const right = await (await env.client(freshIp())).login("burstacct1");
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: "ACCOUNT_LOCKED", detail: t("loginLocked", { minutes: 1 }) });
  });

  it("evaluates at most 30 passwords from one address across accounts", async () => {
    const ip = freshIp();
    const statuses = await burst(
      () => ip,
      (c, i) => c.login(`burstaddr${i}`, "Wrong123!"),
    );
    expect(count(statuses, 401)).toBe(30);
    const blocked = await (await env.client(ip)).login("burstaddr999", "Wrong123!");
    expect(blocked.body).toMatchObject({
      code: "ADDRESS_LOCKED",
      detail: t("loginTooManyFromAddress", { minutes: 15 }),
    });
  });

  it("evaluates at most 5 wrong passwords in the password re-check", async () => {
    const member = await env.member("U", { userId: "burstrecheck" });
    const statuses = (
      await Promise.all(
        Array.from({ length: BURST }, () => member.post("/api/auth/password/verify", { password: "Wrong123!" })),
      )
    ).map((r) => r.status);
    expect(count(statuses, 400)).toBe(5);
    expect(count(statuses, 429)).toBe(BURST - 5);
  });

  it("lets password find through at most its limit per id and per address", async () => {
    await env.member("U", { userId: "burstfind1" });
    const perId = await burst(freshIp, (c) =>
      c.post("/api/auth/password-reset", { userId: "burstfind1", email: "burstfind1@example.kr" }),
    );
    expect(count(perId, 200)).toBe(RATE_RULES.passwordFindAccount.limit);
    const ip = freshIp();
    const perAddress = await burst(
      () => ip,
      (c, i) => c.post("/api/auth/password-reset", { userId: `burstfindaddr${i}`, email: "x@example.kr" }),
    );
    expect(count(perAddress, 200)).toBe(RATE_RULES.passwordFindAddress.limit);
    await settleAccountMails();
  });
});

describe.each(DIALECTS)("bursts through two server processes on one %s database", (dialect) => {
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-burst-"));
    // Behind a proxy, so each request can name its source address (X-Forwarded-For).
    const env: Record<string, string> = { DATA_DIR: dataDir, TRUST_PROXY: "true" };
    if (dialect === "postgres") {
      const created = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
      drop = created.drop;
      env.DATABASE_URL = created.url;
      env.EVENT_BUS = "local";
    }
    // One after the other: the first migrates and creates the administrator.
    for (const name of ["a", "b"]) {
      const port = await freePort();
      const server = startServer({ ...env, NODE_ID: `burst-${name}` }, port);
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
      await waitForHealth(server, bases.at(-1) ?? "");
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A POST from a fresh visitor session at address `ip`, through node `i % 2`. */
  async function post(i: number, ip: string, url: string, body: object): Promise<Response> {
    const base = bases[i % 2] ?? "";
    const forwarded = { "x-forwarded-for": ip };
    const first = await fetch(`${base}/api/auth/session`, { headers: forwarded });
    const { csrfToken } = (await first.json()) as { csrfToken: string };
    return fetch(base + url, {
      method: "POST",
      headers: { ...forwarded, "content-type": "application/json", "x-csrf-token": csrfToken, cookie: cookieOf(first) },
      body: JSON.stringify(body),
    });
  }
  const statusesOf = async (send: (i: number) => Promise<Response>) =>
    (await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)))).map((r) => r.status);

  it("evaluates at most 5 wrong passwords for one account across both processes", async () => {
    const statuses = await statusesOf((i) =>
      post(i, `10.61.0.${i + 1}`, "/api/auth/login", { userId: "admin", password: "Wrong-Guess-123!" }),
    );
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(BURST - 5);
    const right = await post(1, "10.61.1.1", "/api/auth/login", { userId: "admin", password: "Smart!Load73" });
    expect(right.status).toBe(429);
    expect(((await right.json()) as { detail: string }).detail).toBe(t("loginLocked", { minutes: 1 }));
  }, 60_000);

  it("evaluates at most 30 passwords from one address across both processes", async () => {
    const statuses = await statusesOf((i) =>
      post(i, "10.62.0.1", "/api/auth/login", { userId: `twonode${i}`, password: "Wrong-Guess-123!" }),
    );
    expect(count(statuses, 401)).toBe(30);
    expect(count(statuses, 429)).toBe(BURST - 30);
  }, 60_000);

  it("lets password find through at most its limits across both processes", async () => {
    const perId = await statusesOf((i) =>
      post(i, `10.63.0.${i + 1}`, "/api/auth/password-reset", { userId: "admin", email: "x@example.kr" }),
    );
    expect(count(perId, 200)).toBe(RATE_RULES.passwordFindAccount.limit);
    const perAddress = await statusesOf((i) =>
      post(i, "10.64.0.1", "/api/auth/password-reset", { userId: `twofind${i}`, email: "x@example.kr" }),
    );
    expect(count(perAddress, 200)).toBe(RATE_RULES.passwordFindAddress.limit);
  }, 60_000);
});
