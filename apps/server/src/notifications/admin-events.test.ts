/**
 * The administrators' notifications through the HTTP API on each database (issue 40 §1): a company
 * request (기업 회원 등록 요청), an alliance application (제휴 참여 신청) and a new visit booking reach every
 * active administrator and no one else, never the member who made them (an administrator among them),
 * with a link to the exact administration screen (for administrators only); exactly once per
 * administrator per event with 150 submissions at once, jobs on several nodes and the event fanned out
 * 150 times at once; an entry decided before the job runs tells nobody.
 */
import { addDays, type NotificationEvent, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { workingDay } from "../reservations/holidays.ts";
import { ADMIN_LINKS, fanOut } from "./fan-out.ts";

type Member = Client & { userId: string };
type Item = { type: string; text: string; link: string | null };

const RESERVATION_ADMIN = "/api/admin/reservation";

describe.each(DIALECTS)("administrators' notifications on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let second: Member;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    env = await startTestApp(dialect, { RESERVATION_LIMIT: "1000" });
    ({ admin, alice, bob } = await env.cast());
    second = await env.member("A", { nameKo: "부관리자" });
  });
  afterAll(() => env.close());

  const items = async (client: Client): Promise<Item[]> => {
    const res = await client.get("/api/notifications");
    expect(res.status).toBe(200);
    return res.body.items;
  };
  const clearAll = () => env.ctx.db.deleteFrom("notifications").execute();
  const withCompany = async (member: Member, code: string) => {
    await env.ctx.db
      .updateTable("users")
      .set({ companyCode: code, companyName: "누리로지스" })
      .where("userId", "=", member.userId)
      .execute();
  };
  /** 150 identical submissions at once: one is taken, the rest answer 409 (one pending per member). */
  const submitAtOnce = async (client: Client, path: string, body: object) => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => client.post(path, body)));
    const taken = answers.filter((answer) => answer.status === 201);
    expect(taken).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(149);
    return taken[0]?.body.id as number;
  };
  /** The event fanned out 150 times at once, then its rows per recipient. */
  const fanOutAtOnce = async (event: NotificationEvent) => {
    await Promise.all(Array.from({ length: 150 }, () => fanOut(env.ctx, event)));
    const rows = await env.ctx.db
      .selectFrom("notifications")
      .select("recipientId")
      .where("eventKey", "=", event.key)
      .execute();
    return rows.map((row) => row.recipientId).sort();
  };

  it("tells every administrator, once, of a company request, with a link to its queue", async () => {
    await clearAll();
    const id = await submitAtOnce(alice, "/api/me/company-request", {
      businessNo: "1234567891",
      companyName: "<b>한빛</b>물류",
    });
    await runNotifyJobs(env.ctx, 4);
    const expected = {
      type: "companyRequest",
      text: t("notificationTextCompanyRequest", { actor: "이앨리", title: "<b>한빛</b>물류" }),
      link: ADMIN_LINKS.companyRequest,
    };
    expect(await items(admin)).toEqual([expect.objectContaining(expected)]);
    expect(await items(second)).toEqual([expect.objectContaining(expected)]);
    expect(await items(alice)).toEqual([]);
    expect(await items(bob)).toEqual([]);
    const event: NotificationEvent = { kind: "companyRequest", key: `companyRequest:${id}`, requestId: id };
    expect(await fanOutAtOnce(event)).toEqual([admin.userId, second.userId].sort());
  });

  it("tells every administrator, once, of an alliance application, but not the administrator who applied", async () => {
    await clearAll();
    await withCompany(bob, "C3456789012");
    const id = await submitAtOnce(bob, "/api/me/alliance", { companyName: "누리로지스", representativeName: "김대표" });
    await withCompany(second, "C4567890123");
    expect(
      (await second.post("/api/me/alliance", { companyName: "누리로지스2", representativeName: "이대표" })).status,
    ).toBe(201);
    await runNotifyJobs(env.ctx, 4);
    const fromBob = {
      type: "allianceApplication",
      text: t("notificationTextAllianceApplication", { actor: "박밥", title: "누리로지스" }),
      link: ADMIN_LINKS.allianceApplication,
    };
    const fromSecond = {
      ...fromBob,
      text: t("notificationTextAllianceApplication", { actor: "부관리자", title: "누리로지스2" }),
    };
    expect(await items(admin)).toEqual([expect.objectContaining(fromSecond), expect.objectContaining(fromBob)]);
    expect(await items(second)).toEqual([expect.objectContaining(fromBob)]);
    expect(await items(alice)).toEqual([]);
    expect(await items(bob)).toEqual([]);
    const event: NotificationEvent = {
      kind: "allianceApplication",
      key: `allianceApplication:${id}`,
      applicationId: id,
    };
    expect(await fanOutAtOnce(event)).toEqual([admin.userId, second.userId].sort());
  });

  it("tells nobody of a request decided before the job ran", async () => {
    await clearAll();
    const carol = await env.member("U", { nameKo: "최캐롤" });
    const made = await carol.post("/api/me/company-request", { businessNo: "2345678904", companyName: "새솔" });
    expect((await admin.post(`/api/admin/company-requests/${made.body.id}/refuse`, {})).status).toBe(200);
    await runNotifyJobs(env.ctx);
    expect(await items(admin)).toEqual([]);
  });

  it("tells every administrator, once, of a new visit booking, with a link to the slot's roster", async () => {
    await clearAll();
    const event = await admin.post(`${RESERVATION_ADMIN}/events`, { name: "관리자 알림 견학" });
    const day = await workingDay(addDays(seoulDay(), 30));
    await admin.post(`${RESERVATION_ADMIN}/branches`, { branchCode: "AN01", name: "알림관", address: "인천" });
    await admin.post(`${RESERVATION_ADMIN}/dates`, {
      eventNo: event.body.id,
      branchCode: "AN01",
      date: day,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 200 }],
    });
    const dates = await admin.get(`${RESERVATION_ADMIN}/events/${event.body.id}/dates?branchCode=AN01`);
    const slotId: number = dates.body.items[0].slots[0].slotId;
    // 150 bookings of the slot at once by one member (a double click): one booking, one notification each.
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => alice.post("/api/reservations", { slotId, companions: 0 })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const reservationId = answers.find((answer) => answer.status === 201)?.body.reservationId as number;
    expect((await second.post("/api/reservations", { slotId, companions: 1 })).status).toBe(201);
    await runNotifyJobs(env.ctx, 4);
    const expected = {
      type: "reservationBooked",
      text: t("notificationTextReservationBooked", {
        actor: "이앨리",
        title: `관리자 알림 견학 ${day}`,
        time: "10:00~11:00",
      }),
      link: ADMIN_LINKS.reservationBooked(event.body.id, slotId),
    };
    // The two bookings' jobs run side by side (four at once), so their notifications come in either order.
    const adminItems = await items(admin);
    expect(adminItems).toHaveLength(2);
    expect(adminItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...expected, text: expected.text.replace("이앨리", "부관리자") }),
        expect.objectContaining(expected),
      ]),
    );
    expect(await items(second)).toEqual([expect.objectContaining(expected)]);
    expect(await items(alice)).toEqual([]);
    expect(await items(bob)).toEqual([]);
    const booked: NotificationEvent = {
      kind: "reservationBooked",
      key: `reservationBooked:${reservationId}`,
      reservationId,
    };
    expect(await fanOutAtOnce(booked)).toEqual([admin.userId, second.userId].sort());
  });

  it("shows a former administrator the item without its link", async () => {
    const demoted = await env.member("A", { nameKo: "전관리자" });
    await clearAll();
    const carol = await env.member("U", { nameKo: "최캐롤" });
    await carol.post("/api/me/company-request", { businessNo: "3456789013", companyName: "한결" });
    await runNotifyJobs(env.ctx);
    await env.ctx.db.updateTable("users").set({ role: "U" }).where("userId", "=", demoted.userId).execute();
    expect(await items(demoted)).toEqual([
      expect.objectContaining({ type: "companyRequest", text: t("notificationUnreadable"), link: null }),
    ]);
  });
});
