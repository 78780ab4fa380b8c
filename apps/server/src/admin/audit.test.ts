/**
 * The audit log through the HTTP API and the database: logins and administrator actions are
 * recorded with who, what, target, when and address; filters work; no route edits or deletes
 * an entry and the database refuses UPDATE; the purge keeps everything younger than a year.
 */
import { AUDIT_MIN_RETENTION_DAYS, AUDIT_PURGE_AFTER_DAYS, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { purgeAuditLog } from "../audit/audit.ts";

const DAY_MS = 86_400_000;

describe.each(DIALECTS)("audit log on %s", (dialect) => {
  let env: TestApp;
  let admin: Client & { userId: string };

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { userId: "auditadmin" });
  });
  afterAll(() => env.close());

  it("records login successes and failures, unknown ids included, with time and address", async () => {
    await env.member("U", { userId: "auditee01" });
    const client = await env.client();
    await client.login("auditee01", "Wrong999!");
    await client.login("ghostuser", "Wrong999!");
    const empty = await client.post("/api/auth/login", { userId: "", password: "" });
    expect(empty.status).toBe(400);
    const failures = await admin.get("/api/admin/audit?action=login.failure");
    const targets = failures.body.items.map((e: { targetId: string }) => e.targetId);
    expect(targets).toEqual(expect.arrayContaining(["auditee01", "ghostuser"]));
    const success = await admin.get("/api/admin/audit?action=login.success&actorId=auditee01");
    expect(success.body.total).toBe(1);
    const entry = success.body.items[0];
    expect(entry).toMatchObject({ actorId: "auditee01", targetType: "user", targetId: "auditee01", ip: "127.0.0.1" });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
  });

  it("records administrator actions and filters by action, actor, target, address and day", async () => {
    const boardId = await createBoard(admin, { name: "감사 시험 게시판" });
    await admin.post(`/api/admin/boards/${boardId}/categories`, { name: "점검" });
    const mine = await admin.get("/api/admin/audit?actorId=auditadmin&pageSize=50");
    const actions = mine.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["board.create", "category.create", "login.success"]));
    const byTarget = await admin.get(`/api/admin/audit?targetId=${boardId}`);
    expect(byTarget.body.items.map((e: { action: string }) => e.action)).toEqual(["board.create"]);
    const byIp = await admin.get("/api/admin/audit?ip=127.0.0.1&action=board.create");
    expect(byIp.body.total).toBe(1);
    const seoulToday = seoulDay();
    const today = await admin.get(`/api/admin/audit?from=${seoulToday}&to=${seoulToday}&action=board.create`);
    expect(today.body.total).toBe(1);
    const past = await admin.get("/api/admin/audit?to=2020-01-01");
    expect(past.body.total).toBe(0);
    const badDay = await admin.get("/api/admin/audit?from=2026-13");
    expect(badDay.status).toBe(400);
    const badAction = await admin.get("/api/admin/audit?action=board.drop");
    expect(badAction.status).toBe(400);
  });

  it("offers no way to edit or delete an entry, and the database refuses an UPDATE", async () => {
    const first = (await admin.get("/api/admin/audit?pageSize=10")).body.items[0];
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await admin.request(method, `/api/admin/audit/${first.id}`, { body: { action: "login.success" } });
      expect(res.status, method).toBe(404);
      const whole = await admin.request(method, "/api/admin/audit", { body: {} });
      expect(whole.status, method).toBe(404);
    }
    await expect(
      env.ctx.db.updateTable("auditLog").set({ actorId: "someoneelse" }).where("id", "=", first.id).execute(),
    ).rejects.toThrow();
    const again = (await admin.get("/api/admin/audit?pageSize=10")).body.items[0];
    expect(again).toEqual(first);
  });

  it("purges only entries older than 400 days, never younger than a year", async () => {
    expect(AUDIT_MIN_RETENTION_DAYS).toBeGreaterThanOrEqual(365);
    expect(AUDIT_PURGE_AFTER_DAYS).toBeLessThanOrEqual(400);
    const now = Date.now();
    const entry = (days: number) => ({
      at: new Date(now - days * DAY_MS).toISOString(),
      actorId: `old${days}`,
      action: "login.success",
      targetType: "user",
      targetId: `old${days}`,
      detail: null,
      ip: "10.0.0.1",
      userAgent: null,
    });
    await env.ctx.db
      .insertInto("auditLog")
      .values([entry(366), entry(399), entry(401), entry(800)])
      .execute();
    const removed = await purgeAuditLog(env.ctx.db, new Date(now));
    expect(removed).toBe(2);
    const left = await env.ctx.db.selectFrom("auditLog").select("actorId").where("actorId", "like", "old%").execute();
    expect(left.map((r) => r.actorId).sort()).toEqual(["old366", "old399"]);
  });

  it("pages the whole log and a day range like a full sort, with exact totals from the day counts", async () => {
    const base = Date.parse("2024-03-10T14:30:00.000Z"); // 23:30 in Seoul: entries fall on both sides of midnight
    const entries = Array.from({ length: 45 }, (_, i) => ({
      at: new Date(base + i * 37 * 60_000).toISOString(),
      actorId: `paged${i}`,
      action: "login.success",
      targetType: "user",
      targetId: `paged${i}`,
      detail: null,
      ip: "10.0.0.2",
      userAgent: null,
    }));
    await env.ctx.db.insertInto("auditLog").values(entries).execute();
    const all = await env.ctx.db
      .selectFrom("auditLog")
      .select(["id", "at"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute();
    for (const range of ["", "&from=2024-03-10&to=2024-03-11"]) {
      const expected = range
        ? all.filter((e) => e.at >= "2024-03-09T15:00:00.000Z" && e.at < "2024-03-11T15:00:00.000Z")
        : all;
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 10); page++) {
        const res = await admin.get(`/api/admin/audit?pageSize=10&page=${page}${range}`);
        expect(res.body.total).toBe(expected.length);
        seen.push(...res.body.items.map((e: { id: number }) => e.id));
      }
      expect(seen).toEqual(expected.map((e) => e.id));
    }
    const removed = await purgeAuditLog(env.ctx.db, new Date(base + 401 * DAY_MS));
    expect(removed).toBeGreaterThanOrEqual(30);
    const after = await admin.get("/api/admin/audit?pageSize=10");
    const left = await env.ctx.db
      .selectFrom("auditLog")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    expect(after.body.total).toBe(Number(left?.n));
  });

  it("answers the admin audit routes only to administrators", async () => {
    const member = await env.member("M");
    const res = await member.get("/api/admin/audit");
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(t("errorAdminOnly"));
  });
});
