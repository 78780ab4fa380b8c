import { t } from "@portal/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { reserveAttempt } from "../http/rate-limit.ts";
import { LOGIN_RULES } from "./login-limits.ts";

describe.each(DIALECTS)("sessions and login on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  it("gives a visitor a CSRF token and no user", async () => {
    const client = await env.client();
    const res = await client.get("/api/auth/session");
    expect(res.status).toBe(200);
    expect(res.body.user).toBeNull();
    expect(res.body.csrfToken).toMatch(/^[\w-]{20,}$/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("logs a member in with a new session id, an HttpOnly SameSite cookie and the member's data", async () => {
    const member = await env.member("U", { userId: "loginuser1", nameKo: "박로그" });
    const client = await env.client();
    const before = client.cookie("sid");
    const res = await client.login(member.userId);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userId: "loginuser1", nameKo: "박로그", role: "U" });
    expect(client.cookie("sid")).not.toBe(before);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Max-Age");
    const session = await client.get("/api/auth/session");
    expect(session.body.user.userId).toBe("loginuser1");
  });

  it("gives a remember-me login a persistent cookie, never the password", async () => {
    const member = await env.member("U", { userId: "rememberme1" });
    const client = await env.client();
    const res = await client.login(member.userId, PASSWORD, true);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain(PASSWORD);
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
  });

  it("refuses empty id and password with the spec's messages", async () => {
    const client = await env.client();
    const noId = await client.post("/api/auth/login", { userId: "", password: "x" });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ code: "INVALID_INPUT", field: "userId", detail: t("loginEnterId") });
    expect(noId.headers["content-type"]).toContain("application/problem+json");
    const noPw = await client.post("/api/auth/login", { userId: "someone", password: "" });
    expect(noPw.body).toMatchObject({ field: "password", detail: t("loginEnterPassword") });
  });

  it("answers a wrong password and an unknown id alike, in Korean", async () => {
    await env.member("U", { userId: "wrongpw01" });
    const client = await env.client();
    const wrong = await client.login("wrongpw01", "Nope1234!");
    const unknown = await client.login("nobodyhere", "Nope1234!");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(t("loginFailed"));
    expect(unknown.body.detail).toBe(wrong.body.detail);
  });

  it("refuses a state-changing request without the CSRF token and changes nothing", async () => {
    await env.member("U", { userId: "csrfcheck1" });
    const client = await env.client();
    const res = await client.post("/api/auth/login", { userId: "csrfcheck1", password: PASSWORD }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "CSRF", detail: t("errorCsrf") });
    expect((await client.get("/api/auth/session")).body.user).toBeNull();
  });

  it("locks an account after repeated failures, with a Korean message, even for the right password", async () => {
    await env.member("U", { userId: "lockme01" });
    const client = await env.client();
    for (let i = 0; i < 5; i++) expect((await client.login("lockme01", "Wrong123!")).status).toBe(401);
    const locked = await client.login("lockme01");
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("ACCOUNT_LOCKED");
    expect(locked.body.detail).toBe(t("loginLocked", { minutes: 1 }));
    const counter = await env.ctx.db
      .selectFrom("rateCounters")
      .select("hits")
      .where("scope", "=", "login-account:lockme01")
      .executeTakeFirstOrThrow();
    expect(Number(counter.hits)).toBe(5);
  });

  it("locks a source address after many failures across accounts", async () => {
    for (let i = 0; i < 30; i++) await reserveAttempt(env.ctx.db, LOGIN_RULES.address, "10.9.9.9");
    await env.member("U", { userId: "fromaddr01" });
    const client = await env.client();
    const blocked = await env.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.9.9.9",
      headers: { cookie: `sid=${client.cookie("sid")}`, "x-csrf-token": client.csrfToken },
      payload: { userId: "fromaddr01", password: PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("ADDRESS_LOCKED");
    expect((await client.login("fromaddr01")).status).toBe(200);
  });

  it("ends the session on the server at logout", async () => {
    const member = await env.member("U", { userId: "logmeout1" });
    const oldCookie = member.cookie("sid");
    const res = await member.post("/api/auth/logout");
    expect(res.status).toBe(200);
    expect((await member.get("/api/auth/session")).body.user).toBeNull();
    const replay = await env.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: `sid=${oldCookie}` },
    });
    expect(replay.json().user).toBeNull();
  });

  it("expires an idle session", async () => {
    const member = await env.member("U", { userId: "idleuser1" });
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await env.ctx.db.updateTable("sessions").set({ lastSeenAt: longAgo }).where("userId", "=", "idleuser1").execute();
    expect((await member.get("/api/auth/session")).body.user).toBeNull();
  });

  it("expires a session past its absolute lifetime", async () => {
    const member = await env.member("U", { userId: "oldsession1" });
    await env.ctx.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", "oldsession1")
      .execute();
    expect((await member.get("/api/auth/session")).body.user).toBeNull();
  });
});

describe.each(DIALECTS)("server basics on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  it("answers health with the database in use, and that database is the one asked for", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: dialect });
    // Ask the connection itself which engine answers (each query exists only on its own engine).
    const engine =
      dialect === "postgres"
        ? (await sql<{ v: string }>`select version() as v`.execute(env.ctx.db)).rows[0]?.v
        : `SQLite ${(await sql<{ v: string }>`select sqlite_version() as v`.execute(env.ctx.db)).rows[0]?.v}`;
    expect(engine).toMatch(dialect === "postgres" ? /^PostgreSQL \d+/ : /^SQLite 3\.\d+/);
  });

  it("publishes OpenAPI with the routes", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(["/api/auth/login", "/api/boards/{boardId}/posts"]),
    );
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an unknown API path with a Korean 404 problem", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", detail: t("errorNotFound") });
  });

  it("answers malformed JSON with a 400 and no stack trace", async () => {
    const client = await env.client();
    const res = await client.request("POST", "/api/auth/login", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .+\.ts:\d+/);
    expect(res.body).toMatchObject({ code: "UNREADABLE_BODY", detail: t("errorUnreadableBody") });
  });
});
