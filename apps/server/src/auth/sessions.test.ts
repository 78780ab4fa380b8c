/**
 * Sliding idle sessions (issue 16): with a one-minute idle limit, a member who makes a request
 * every 15 s stays signed in past 80 s, and a session left alone ends after 60 s. The clock is
 * Vitest's fake Date (timers stay real), moved forward between requests through the HTTP API. 50
 * requests of one session at once with its clock due write the session's row once (issue 40 §3: on
 * PostgreSQL each write queued on the row's lock, holding the pool's connections). The session is read
 * with its member's row exactly as the users table holds it (one statement on PostgreSQL).
 */
import type { KyselyPlugin } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { createSession, loadSession, touchAfterMs } from "../http/sessions.ts";
import { findUser } from "../users/queries.ts";

describe.each(DIALECTS)("sliding idle sessions on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect, { SESSION_IDLE_MINUTES: "1" });
  });
  afterAll(() => env.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signedIn = async (member: Awaited<ReturnType<TestApp["member"]>>) =>
    (await member.get("/api/auth/session")).body.user?.userId ?? null;

  it("keeps a session used every 15 s alive past 80 s", async () => {
    const member = await env.member("U", { userId: "slideuser1" });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let seconds = 15; seconds <= 90; seconds += 15) {
      vi.setSystemTime(start + seconds * 1000);
      expect(await signedIn(member), `after ${seconds} s`).toBe("slideuser1");
    }
  });

  it("ends a session left alone for 60 s", async () => {
    const member = await env.member("U", { userId: "slideuser2" });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    vi.setSystemTime(start + 60_000);
    expect(await signedIn(member)).toBeNull();
  });

  it("slides the clock with one write when 50 requests of the session come at once", async () => {
    const member = await env.member("U", { userId: "slideuser3" });
    const plain = env.ctx.db;
    let writes = 0;
    // Counts the statements that write the sessions table (the database itself answers them).
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        const { sql } = plain.getExecutor().compileQuery(args.node, args.queryId);
        if (args.node.kind === "UpdateQueryNode" && sql.includes('"sessions"')) writes += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    env.ctx.db = plain.withPlugin(counting);
    try {
      const start = Date.now();
      vi.useFakeTimers({ toFake: ["Date"], now: start });
      vi.setSystemTime(start + 20_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => signedIn(member)));
      expect(answers.every((userId) => userId === "slideuser3")).toBe(true);
      expect(writes).toBe(1);
      // The clock moved: 50 s after that, still signed in (70 s after the login).
      vi.setSystemTime(start + 70_000);
      expect(await signedIn(member)).toBe("slideuser3");
    } finally {
      env.ctx.db = plain;
    }
  });

  it("loads the session with its member's row exactly as the users table holds it", async () => {
    await env.member("U", { userId: "slideuser4" });
    const { db } = env.ctx;
    await db
      .updateTable("users")
      .set({ nameKo: `홍"길'동 \\ {x}`, failedLogins: 3, totpLastStep: 58_000_123, companyName: null })
      .where("userId", "=", "slideuser4")
      .execute();
    const times = env.ctx.sessionTimes;
    const { cookieToken, session } = await createSession(db, times, {
      userId: "slideuser4",
      remember: true,
      ip: null,
      userAgent: "test",
    });
    const loaded = await loadSession(db, dialect, times, cookieToken);
    expect(loaded?.session).toEqual(session);
    expect(loaded?.user).toEqual(await findUser(db, "slideuser4"));
    expect(loaded?.user).toMatchObject({ failedLogins: 3, totpLastStep: 58_000_123, companyName: null });
    const anonymous = await createSession(db, times, { userId: null, remember: false, ip: null, userAgent: null });
    expect(await loadSession(db, dialect, times, anonymous.cookieToken)).toEqual({
      session: anonymous.session,
      user: undefined,
    });
  });

  it("writes the activity at most once a minute under long idle limits", () => {
    expect(touchAfterMs(60_000)).toBe(15_000);
    expect(touchAfterMs(30 * 60_000)).toBe(60_000);
  });
});
