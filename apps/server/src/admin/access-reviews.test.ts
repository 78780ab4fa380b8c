/**
 * The monthly access review through the HTTP API on SQLite and PostgreSQL (issue 43 §3; 개인정보의
 * 안전성 확보조치 기준 §8②): a month's records grouped by administrator and action with volumes;
 * records outside 07–22 Seoul time and an administrator's day over 1,000 members marked; one sign-off
 * per month (150 at once make one), audited and kept past every purge; administrators only.
 */
import { type AccessReview, type AccessReviewStatus, seoulMonth, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { purgeAccessLog } from "../audit/access-log.ts";
import { purgeAuditLog } from "../audit/audit.ts";

const REVIEWS = "/api/admin/access-reviews";
const MONTH = "2026-03";
const DAY_MS = 86_400_000;

describe.each(DIALECTS)("access reviews on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let other: Member;
  /** Record ids by name (see `seed`). */
  const ids: Record<string, number> = {};

  /** One access record of `adminId` at `at` (ISO UTC) holding `memberCount` members. */
  async function record(name: string, adminId: string, at: string, action: string, memberCount: number) {
    const row = await env.ctx.db
      .insertInto("privacyAccessLog")
      .values({ at, adminId, action, memberCount, filter: null, ip: "127.0.0.1", userAgent: null, reason: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "점검관리자" });
    other = await env.member("A", { nameKo: "다른관리자" });
    // March 2026, Asia/Seoul (UTC+9):
    await record("firstMinute", admin.userId, "2026-02-28T15:30:00.000Z", "member.list", 2); // 3/1 00:30
    await record("morning", admin.userId, "2026-03-10T01:00:00.000Z", "member.list", 5); // 3/10 10:00
    await record("late", admin.userId, "2026-03-10T14:00:00.000Z", "member.list", 3); // 3/10 23:00
    await record("lastDaytime", admin.userId, "2026-03-10T12:59:59.999Z", "member.logins", 1); // 3/10 21:59
    await record("busyMorning", other.userId, "2026-03-11T23:30:00.000Z", "reservation.exportEvent", 600); // 3/12 08:30
    await record("busyAfternoon", other.userId, "2026-03-12T05:00:00.000Z", "reservation.exportEvent", 500); // 3/12 14:00
    await record("nextNight", other.userId, "2026-03-12T16:00:00.000Z", "reservation.roster", 10); // 3/13 01:00
    await record("fullDay", other.userId, "2026-03-14T02:00:00.000Z", "member.list", 1000); // 3/14 11:00, not over
    await record("seven", other.userId, "2026-03-14T22:00:00.000Z", "member.list", 4); // 3/15 07:00
    await record("april", admin.userId, "2026-03-31T15:00:00.000Z", "member.list", 7); // 4/1 00:00
  });
  afterAll(() => env.close());

  it("groups the month's records by administrator and action, with volumes and marks", async () => {
    const res = await admin.get(`${REVIEWS}/${MONTH}`);
    expect(res.status).toBe(200);
    const review: AccessReview = res.body;
    expect(review.month).toBe(MONTH);
    expect(review.records).toBe(9);
    const byAdmin = (id: string) => review.groups.filter((g) => g.adminId === id);
    expect(byAdmin(admin.userId)).toEqual([
      { adminId: admin.userId, action: "member.list", records: 3, members: 10, marked: 2 },
      { adminId: admin.userId, action: "member.logins", records: 1, members: 1, marked: 0 },
    ]);
    expect(byAdmin(other.userId)).toEqual([
      { adminId: other.userId, action: "member.list", records: 2, members: 1004, marked: 0 },
      { adminId: other.userId, action: "reservation.exportEvent", records: 2, members: 1100, marked: 2 },
      { adminId: other.userId, action: "reservation.roster", records: 1, members: 10, marked: 1 },
    ]);
    expect(review.busyDays).toEqual([{ adminId: other.userId, day: "2026-03-12", records: 2, members: 1100 }]);
    expect(review.markedTotal).toBe(5);
    expect(review.marked.map((r) => [r.id, r.marks])).toEqual([
      [ids.firstMinute, ["offHours"]],
      [ids.late, ["offHours"]],
      [ids.busyMorning, ["volume"]],
      [ids.busyAfternoon, ["volume"]],
      [ids.nextNight, ["offHours"]],
    ]);
    expect(review.signOff).toBeNull();
    const empty = await admin.get(`${REVIEWS}/2025-07`);
    expect(empty.body).toMatchObject({ records: 0, groups: [], busyDays: [], marked: [], markedTotal: 0 });
  });

  it("refuses a bad or future month and an empty note in Korean", async () => {
    const bad = await admin.get(`${REVIEWS}/2026-13`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(t("accessReviewMonthInvalid"));
    const future = await admin.post(`${REVIEWS}/2999-01/sign-off`, { note: "미리 점검" });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: "ACCESS_REVIEW_FUTURE_MONTH", detail: t("accessReviewFutureMonth") });
    const noNote = await admin.post(`${REVIEWS}/${MONTH}/sign-off`, { note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.detail).toBe(t("accessReviewNoteRequired"));
  });

  it("signs a month off once: of 150 sign-offs at once one is kept, audited, the rest 409 in Korean", async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        (i % 2 ? admin : other).post(`${REVIEWS}/${MONTH}/sign-off`, { note: `3월 점검 ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(149);
    const refused = answers.find((r) => r.status === 409);
    expect(refused?.body).toMatchObject({ code: "ACCESS_REVIEW_SIGNED", detail: t("accessReviewAlreadySigned") });
    const signed = answers.find((r) => r.status === 201)?.body;
    const rows = await env.ctx.db.selectFrom("accessReviews").selectAll().execute();
    expect(rows).toEqual([signed]);
    const audit = await admin.get("/api/admin/audit?action=accessReview.signOff");
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({ actorId: signed.reviewerId, targetId: MONTH });
    const review = await admin.get(`${REVIEWS}/${MONTH}`);
    expect(review.body.signOff).toEqual(signed);
  });

  it("tells whether last month is signed off", async () => {
    const lastMonth = (await admin.get(REVIEWS)).body as AccessReviewStatus;
    const now = seoulMonth();
    expect(lastMonth.lastMonth < now).toBe(true);
    expect(lastMonth.lastMonthSigned).toBe(false);
    expect(lastMonth.signOffs.map((s) => s.month)).toEqual([MONTH]);
    expect((await admin.post(`${REVIEWS}/${lastMonth.lastMonth}/sign-off`, { note: "이상 없음" })).status).toBe(201);
    const after = (await admin.get(REVIEWS)).body as AccessReviewStatus;
    expect(after.lastMonthSigned).toBe(true);
    expect(after.signOffs.map((s) => s.month)).toEqual([lastMonth.lastMonth, MONTH]);
    // The current month may be signed off too (before it ends), a later one not.
    expect((await admin.post(`${REVIEWS}/${now}/sign-off`, { note: "중간 점검" })).status).toBe(201);
  });

  it("keeps sign-offs through every purge and refuses to change them", async () => {
    const later = new Date(Date.now() + 10 * 365 * DAY_MS);
    await purgeAccessLog(env.ctx.db, later);
    await purgeAuditLog(env.ctx.db, later);
    const rows = await env.ctx.db.selectFrom("accessReviews").select("month").orderBy("month").execute();
    expect(rows.map((r) => r.month)).toContain(MONTH);
    await expect(
      env.ctx.db.updateTable("accessReviews").set({ note: "고침" }).where("month", "=", MONTH).execute(),
    ).rejects.toThrow();
  });

  it("refuses visitors, members and managers on every review route, changing nothing", async () => {
    const before = await env.ctx.db.selectFrom("accessReviews").selectAll().orderBy("month").execute();
    const clients: Client[] = [await env.client(), await env.member("U"), await env.member("D"), await env.member("M")];
    for (const client of clients) {
      for (const res of [
        await client.get(REVIEWS),
        await client.get(`${REVIEWS}/${MONTH}`),
        await client.post(`${REVIEWS}/2026-02/sign-off`, { note: "권한 없음" }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: "ADMIN_ONLY", detail: t("errorAdminOnly") });
      }
    }
    expect(await env.ctx.db.selectFrom("accessReviews").selectAll().orderBy("month").execute()).toEqual(before);
  });
});
