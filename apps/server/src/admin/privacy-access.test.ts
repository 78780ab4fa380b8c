/**
 * Administrators' access to personal data through the HTTP API on SQLite and PostgreSQL (issue 23,
 * 개인정보의 안전성 확보조치 기준 §8): each read or export of member lists, login records, company
 * requests, alliance applications, visit rosters and their CSV exports writes one record with who,
 * when, from where, what, the filter and whose data; the log is filtered by period, administrator,
 * action and member; only administrators read it; the purge keeps two years (role changes three).
 */
import {
  AUDIT_PURGE_AFTER_DAYS,
  addDays,
  PRIVACY_ACCESS_RETENTION_DAYS,
  type PrivacyAccessEntry,
  ROLE_CHANGE_RETENTION_DAYS,
  seoulDay,
  t,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { purgeAccessLog } from "../audit/access-log.ts";
import { purgeAuditLog } from "../audit/audit.ts";

type Member = Client & { userId: string };

const DAY_MS = 86_400_000;
const RESERVATION = "/api/admin/reservation";

describe.each(DIALECTS)("personal-data access records on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let otherAdmin: Member;
  let alice: Member;
  let bob: Member;
  let manager: Member;
  let visitor: Client;
  /** The slot and event whose exports the roster test made (the reason test downloads them again). */
  let exported: { slotId: number; eventNo: number };

  /** The newest record of `action` by `by`. */
  async function newest(action: string, by: Member = admin): Promise<PrivacyAccessEntry> {
    const res = await by.get(`/api/admin/privacy-access?action=${action}&adminId=${by.userId}&pageSize=10`);
    expect(res.status).toBe(200);
    return res.body.items[0];
  }

  /** Checks the record of a read just made: who, when, from where, what, whose and which filter. */
  function expectRecord(entry: PrivacyAccessEntry, action: string, members: string[], filter: Record<string, unknown>) {
    expect(entry).toMatchObject({ adminId: admin.userId, action, ip: "127.0.0.1", memberCount: members.length });
    expect(entry.memberIds.sort()).toEqual([...members].sort());
    expect(entry.filter).toMatchObject(filter);
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
  }

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    otherAdmin = await env.member("A", { nameKo: "부관리자" });
    alice = await env.member("U", { nameKo: "김열람" });
    bob = await env.member("U", { nameKo: "이열람" });
    manager = await env.member("M", { nameKo: "최매니저" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("records a member search with its words and the members of the page", async () => {
    const res = await admin.get("/api/admin/members?q=열람&pageSize=10");
    expect(res.status).toBe(200);
    const shown = res.body.items.map((m: { userId: string }) => m.userId);
    expect(shown.sort()).toEqual([alice.userId, bob.userId].sort());
    expectRecord(await newest("member.list"), "member.list", shown, { q: "열람", pageSize: 10, page: 1 });
  });

  it("records a member's login records as a read of that member", async () => {
    expect((await admin.get(`/api/admin/members/${alice.userId}/logins`)).status).toBe(200);
    expectRecord(await newest("member.logins"), "member.logins", [alice.userId], { page: 1 });
  });

  it("records the company request and alliance queues with the members they show", async () => {
    expect(
      (await bob.post("/api/me/company-request", { businessNo: "123-45-67891", companyName: "열람물류" })).status,
    ).toBe(201);
    const requests = await admin.get("/api/admin/company-requests?status=pending");
    expect(requests.body.items.map((r: { userId: string }) => r.userId)).toEqual([bob.userId]);
    expectRecord(await newest("companyRequest.list"), "companyRequest.list", [bob.userId], { status: "pending" });
    expect((await admin.get("/api/admin/alliance-applications")).status).toBe(200);
    expectRecord(await newest("alliance.list"), "alliance.list", [], { page: 1 });
  });

  it("records a visit roster and both CSV exports with every member in them", async () => {
    expect(
      (await admin.post(`${RESERVATION}/branches`, { branchCode: "PV01", name: "열람관", address: "부산" })).status,
    ).toBe(201);
    const event = await admin.post(`${RESERVATION}/events`, { name: "열람 견학" });
    const eventNo: number = event.body.id;
    const created = await admin.post(`${RESERVATION}/dates`, {
      eventNo,
      branchCode: "PV01",
      date: addDays(seoulDay(), 9),
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 10 }],
    });
    expect(created.status).toBe(201);
    const dates = await admin.get(`${RESERVATION}/events/${eventNo}/dates?branchCode=PV01`);
    const slotId: number = dates.body.items[0].slots[0].slotId;
    for (const who of [alice, bob]) {
      expect((await who.post("/api/reservations", { slotId, companions: 0 })).status).toBe(201);
    }
    exported = { slotId, eventNo };
    const both = [alice.userId, bob.userId];
    expect((await admin.get(`${RESERVATION}/slots/${slotId}/reservations`)).status).toBe(200);
    expectRecord(await newest("reservation.roster"), "reservation.roster", both, { slotId });
    expect((await admin.post(`${RESERVATION}/slots/${slotId}/export.csv`, { reason: "방문 안내 전화" })).status).toBe(
      200,
    );
    const slotExport = await newest("reservation.exportSlot");
    expectRecord(slotExport, "reservation.exportSlot", both, { slotId });
    expect(slotExport.reason).toBe("방문 안내 전화");
    const eventExport = await admin.post(`${RESERVATION}/events/${eventNo}/export.csv`, {
      reason: "  출입 명단 제출 ",
    });
    expect(eventExport.status).toBe(200);
    const eventRecord = await newest("reservation.exportEvent");
    expectRecord(eventRecord, "reservation.exportEvent", both, { eventNo });
    expect(eventRecord.reason).toBe("출입 명단 제출");
  });

  it("refuses a download without a reason or with one over 200 characters, in Korean, recording nothing", async () => {
    const { slotId, eventNo } = exported;
    const before = (await admin.get("/api/admin/privacy-access?pageSize=10")).body.total;
    const refusals: [string, unknown, string][] = [
      [`${RESERVATION}/slots/${slotId}/export.csv`, {}, t("exportReasonRequired")],
      [`${RESERVATION}/slots/${slotId}/export.csv`, { reason: "   " }, t("exportReasonRequired")],
      [`${RESERVATION}/events/${eventNo}/export.csv`, undefined, t("exportReasonRequired")],
      [`${RESERVATION}/events/${eventNo}/export.csv`, { reason: "가".repeat(201) }, t("exportReasonTooLong")],
    ];
    for (const [path, body, detail] of refusals) {
      const res = await admin.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: "INVALID_INPUT", detail });
    }
    expect((await admin.post(`${RESERVATION}/slots/${slotId}/export.csv`, { reason: "가".repeat(200) })).status).toBe(
      200,
    );
    // A reservation CSV is no longer a GET (a reason in an address would reach logs and histories).
    expect((await admin.get(`${RESERVATION}/slots/${slotId}/export.csv`)).status).toBe(404);
    expect((await admin.get("/api/admin/privacy-access?pageSize=10")).body.total).toBe(before + 1);
  });

  it("filters by administrator, action, member and period, and is for administrators only", async () => {
    await otherAdmin.get(`/api/admin/members/${bob.userId}/logins`);
    const byOther = await admin.get(`/api/admin/privacy-access?adminId=${otherAdmin.userId}`);
    expect(byOther.body.items.map((e: PrivacyAccessEntry) => [e.adminId, e.action])).toEqual([
      [otherAdmin.userId, "member.logins"],
    ]);
    const aboutAlice = await admin.get(`/api/admin/privacy-access?memberId=${alice.userId}&pageSize=50`);
    const actions = aboutAlice.body.items.map((e: PrivacyAccessEntry) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["member.list", "member.logins", "reservation.roster", "reservation.exportEvent"]),
    );
    expect(actions).not.toContain("companyRequest.list");
    expect(aboutAlice.body.total).toBe(actions.length);
    const today = seoulDay();
    const dayAfter = addDays(today, 1);
    expect((await admin.get(`/api/admin/privacy-access?from=${today}&to=${today}`)).body.total).toBeGreaterThan(0);
    expect((await admin.get(`/api/admin/privacy-access?from=${dayAfter}`)).body.total).toBe(0);
    for (const who of [visitor, alice, manager]) {
      const res = await who.get("/api/admin/privacy-access");
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(t("errorAdminOnly"));
      expect(JSON.stringify(res.body)).not.toContain(alice.userId);
    }
  });

  it("purges records older than two years, never a younger one; role changes stay three years", async () => {
    expect(PRIVACY_ACCESS_RETENTION_DAYS).toBeGreaterThanOrEqual(2 * 365);
    expect(ROLE_CHANGE_RETENTION_DAYS).toBeGreaterThanOrEqual(3 * 365);
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS).toISOString();
    for (const days of [1, 730, PRIVACY_ACCESS_RETENTION_DAYS - 1, PRIVACY_ACCESS_RETENTION_DAYS + 1, 1500]) {
      const { id } = await env.ctx.db
        .insertInto("privacyAccessLog")
        .values({ at: ago(days), adminId: `aged${days}`, action: "member.list", filter: null, memberCount: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      await env.ctx.db
        .insertInto("privacyAccessMembers")
        .values({ accessId: id, userId: `agedmember${days}` })
        .execute();
    }
    expect(await purgeAccessLog(env.ctx.db, new Date(now))).toBe(2);
    const left = await env.ctx.db
      .selectFrom("privacyAccessLog")
      .select("adminId")
      .where("adminId", "like", "aged%")
      .orderBy("adminId")
      .execute();
    expect(left.map((r) => r.adminId).sort()).toEqual(
      ["aged1", "aged730", `aged${PRIVACY_ACCESS_RETENTION_DAYS - 1}`].sort(),
    );
    const members = await env.ctx.db
      .selectFrom("privacyAccessMembers")
      .select("userId")
      .where("userId", "like", "agedmember%")
      .execute();
    expect(members).toHaveLength(3);

    const entry = (action: string, days: number) => ({
      at: ago(days),
      actorId: `rights${days}`,
      action,
      targetType: "user",
      targetId: `${action}${days}`,
      detail: null,
      ip: "10.0.0.1",
      userAgent: null,
    });
    await env.ctx.db
      .insertInto("auditLog")
      .values([
        entry("member.role", AUDIT_PURGE_AFTER_DAYS + 10),
        entry("member.role", ROLE_CHANGE_RETENTION_DAYS - 1),
        entry("member.role", ROLE_CHANGE_RETENTION_DAYS + 1),
        entry("member.lock", AUDIT_PURGE_AFTER_DAYS + 10),
      ])
      .execute();
    await purgeAuditLog(env.ctx.db, new Date(now));
    const kept = await env.ctx.db
      .selectFrom("auditLog")
      .select("targetId")
      .where("actorId", "like", "rights%")
      .execute();
    expect(kept.map((r) => r.targetId).sort()).toEqual(
      [`member.role${AUDIT_PURGE_AFTER_DAYS + 10}`, `member.role${ROLE_CHANGE_RETENTION_DAYS - 1}`].sort(),
    );
  });
});
