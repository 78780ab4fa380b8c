import path from "node:path";
import { t } from "@portal/contract";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

/** A request that needs the held lock: PostgreSQL reads the boards table; SQLite writes a visitor's session. */
const urlOf = (dialect: string) =>
  dialect === "postgres" ? "/api/boards/20210712101500000016/posts?page=1&pageSize=15" : "/api/auth/session";

/**
 * Holds, from another connection until `release`, a lock the request of `urlOf` needs (PostgreSQL: the
 * boards table, exclusively; SQLite: the database's write lock).
 */
async function holdLock(env: TestApp): Promise<() => Promise<void>> {
  if (env.ctx.dialect === "postgres") {
    const client = new pg.Client({ connectionString: env.ctx.config.databaseUrl });
    await client.connect();
    await client.query("begin");
    await client.query('lock table "boards" in access exclusive mode');
    return async () => {
      await client.query("commit");
      await client.end();
    };
  }
  const other = new SQLite(path.join(env.ctx.config.dataDir, "portal.db"));
  other.exec("begin immediate");
  return async () => {
    other.exec("commit");
    other.close();
  };
}

describe.each(DIALECTS)("statements over their bound on %s (issue 23)", (dialect) => {
  let env: TestApp;

  beforeAll(async () => {
    env = await startTestApp(dialect, { DB_STATEMENT_TIMEOUT_MS: "300" });
  });
  afterAll(() => env.close());

  it("cuts off a request whose statement waits past the bound with a Korean 503, and the next one is served", async () => {
    const release = await holdLock(env);
    const started = Date.now();
    let res: Awaited<ReturnType<typeof env.app.inject>>;
    try {
      res = await env.app.inject({ method: "GET", url: urlOf(dialect) });
    } finally {
      await release();
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "STATEMENT_TIMEOUT", detail: t("errorStatementTimeout") });
    // PostgreSQL cancels at the configured 300 ms; SQLite gives up on the write lock after its 5 s busy timeout.
    expect(Date.now() - started).toBeLessThan(dialect === "postgres" ? 3000 : 8000);
    const after = await env.app.inject({ method: "GET", url: urlOf(dialect) });
    expect(after.statusCode).toBe(200);
  });
});
