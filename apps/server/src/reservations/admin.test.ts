import { addDays, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { seedReservations } from "../seed/reservations.ts";
import { workingDay } from "./holidays.ts";

type Member = Client & { userId: string };

const ADMIN = "/api/admin/reservation";
const BOM = "\uFEFF";

describe.each(DIALECTS)("reservation administration on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let manager: Member;
  let alice: Member;
  let visitor: Client;
  let eventNo: number;
  const sent: MailMessage[] = [];
  let date: string;
  let ownDay = 12;

  /**
   * A test's own event `name` with one date (a new day ahead) at the annex AN01 and one slot
   * 10:00–11:00 of `capacity`, so no test depends on another's bookings or ids.
   */
  async function ownSlot(name: string, capacity: number) {
    const event = await admin.post(`${ADMIN}/events`, { name });
    expect(event.status).toBe(201);
    ownDay += 1;
    const day = await workingDay(addDays(seoulDay(), ownDay)); // holidays take no booking
    const created = await admin.post(`${ADMIN}/dates`, {
      eventNo: event.body.id,
      branchCode: "AN01",
      date: day,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity }],
    });
    expect(created.status).toBe(201);
    const dates = await admin.get(`${ADMIN}/events/${event.body.id}/dates?branchCode=AN01`);
    const slotId: number = dates.body.items[0].slots[0].slotId;
    return { eventNo: event.body.id as number, dateId: created.body.id as number, slotId, date: day };
  }

  async function slotsOf(day = date) {
    const res = await admin.get(`${ADMIN}/events/${eventNo}/dates?branchCode=HQ01`);
    return res.body.items.find((d: { date: string }) => d.date === day);
  }

  beforeAll(async () => {
    date = await workingDay(addDays(seoulDay(), 10));
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    manager = await env.member("M", { nameKo: "최매니저" });
    alice = await env.member("U", { nameKo: "김물류" });
    visitor = await env.client();
    await env.ctx.db
      .updateTable("users")
      .set({ companyName: '=HYPERLINK("x")', mobileNo: "010-1111-2222" })
      .where("userId", "=", alice.userId)
      .execute();
    env.ctx.mailer = {
      send: async (message) => {
        sent.push(message);
        return "<test@portal>";
      },
    };
    expect((await admin.post(`${ADMIN}/branches`, { branchCode: "AN01", name: "별관", address: "인천" })).status).toBe(
      201,
    );
  });
  afterAll(() => env.close());

  it("is for administrators only, visitors included, checked before the input", async () => {
    for (const res of [
      await visitor.get(`${ADMIN}/events`),
      await visitor.post(`${ADMIN}/events`, { name: "" }),
      await visitor.delete(`${ADMIN}/reservations/1`),
      await manager.get(`${ADMIN}/events`),
      await manager.post(`${ADMIN}/events`, { name: "" }),
      await alice.delete(`${ADMIN}/reservations/1`),
      await alice.post(`${ADMIN}/slots/1/export.csv`, { reason: "명단 확인" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "ADMIN_ONLY", detail: t("errorAdminOnly") });
    }
  });

  it("creates and edits events, places, dates and slots, with Korean messages for bad input", async () => {
    const event = await admin.post(`${ADMIN}/events`, { name: "물류 자동화 설비 시연회", description: "AGV 시연" });
    expect(event.status).toBe(201);
    eventNo = event.body.id;
    expect((await admin.post(`${ADMIN}/events`, { name: " " })).body).toMatchObject({
      status: 400,
      field: "name",
      detail: t("reservationEnterName"),
    });
    const renamed = await admin.put(`${ADMIN}/events/${eventNo}`, {
      name: "물류 자동화 설비 시연회 (상반기)",
      description: "AGV 시연",
      open: true,
    });
    expect(renamed.status).toBe(200);
    expect((await admin.put(`${ADMIN}/events/999999`, { name: "없음" })).status).toBe(404);

    const branch = { branchCode: "HQ01", name: "실증센터 본관", address: "인천광역시 남동구 남동서로 236번길 30" };
    expect((await admin.post(`${ADMIN}/branches`, branch)).status).toBe(201);
    const dup = await admin.post(`${ADMIN}/branches`, branch);
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe(t("reservationBranchCodeTaken"));
    const badCode = await admin.post(`${ADMIN}/branches`, { ...branch, branchCode: "본관" });
    expect(badCode.body).toMatchObject({ status: 400, detail: t("reservationBranchCodeInvalid") });
    expect((await admin.put(`${ADMIN}/branches/HQ01`, { name: "본관 1층", address: branch.address })).status).toBe(200);
    expect((await admin.get(`${ADMIN}/branches`)).body.items).toContainEqual({ ...branch, name: "본관 1층" });

    const bad = await admin.post(`${ADMIN}/dates`, {
      eventNo,
      branchCode: "HQ01",
      date,
      slots: [{ startTime: "11:00", endTime: "10:00", capacity: 10 }],
    });
    expect(bad.body).toMatchObject({ status: 400, field: "slots.0.endTime", detail: t("reservationEndBeforeStart") });
    const zero = await admin.post(`${ADMIN}/dates`, {
      eventNo,
      branchCode: "HQ01",
      date,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 0 }],
    });
    expect(zero.body).toMatchObject({ status: 400, detail: t("reservationCapacityInvalid") });
    const badDate = await admin.post(`${ADMIN}/dates`, { eventNo, branchCode: "HQ01", date: "2026-13-01" });
    expect(badDate.body).toMatchObject({ status: 400, detail: t("reservationDateInvalid") });

    const created = await admin.post(`${ADMIN}/dates`, {
      eventNo,
      branchCode: "HQ01",
      date,
      slots: [
        { startTime: "10:00", endTime: "11:00", capacity: 3 },
        { startTime: "14:00", endTime: "15:00", capacity: 20 },
      ],
    });
    expect(created.status).toBe(201);
    const taken = await admin.post(`${ADMIN}/dates`, { eventNo, branchCode: "HQ01", date });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(t("reservationDateTaken"));
    const added = await admin.post(`${ADMIN}/dates/${created.body.id}/slots`, {
      startTime: "16:00",
      endTime: "17:00",
      capacity: 15,
    });
    expect(added.status).toBe(201);
    const listed = await slotsOf();
    expect(listed.slots.map((s: { seq: number; startTime: string }) => [s.seq, s.startTime])).toEqual([
      [1, "10:00"],
      [2, "14:00"],
      [3, "16:00"],
    ]);
    expect((await admin.delete(`${ADMIN}/slots/${added.body.id}`)).status).toBe(200);
    expect((await slotsOf()).slots).toHaveLength(2);
  });

  it("never lowers a capacity below the booked seats", async () => {
    const { slotId, dateId } = await ownSlot("용량 행사", 3);
    expect((await alice.post("/api/reservations", { slotId, companions: 1 })).status).toBe(201);
    const low = await admin.put(`${ADMIN}/slots/${slotId}`, { startTime: "10:00", endTime: "11:00", capacity: 1 });
    expect(low.status).toBe(409);
    expect(low.body.detail).toBe(t("reservationCapacityBelowBooked", { booked: 2 }));
    const ok = await admin.put(`${ADMIN}/slots/${slotId}`, { startTime: "10:00", endTime: "11:30", capacity: 2 });
    expect(ok.status).toBe(200);
    const inUse = await admin.delete(`${ADMIN}/slots/${slotId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.detail).toBe(t("reservationSlotInUse"));
    const dateInUse = await admin.delete(`${ADMIN}/dates/${dateId}`);
    expect(dateInUse.body.detail).toBe(t("reservationDateInUse"));
    // Only the accepted change is in the audit log, with before and after.
    const edits = await admin.get(`/api/admin/audit?action=reservationSlot.update&targetId=${slotId}`);
    expect(edits.body.items).toHaveLength(1);
    expect(edits.body.items[0]).toMatchObject({
      actorId: admin.userId,
      targetType: "reservationSlot",
      ip: "127.0.0.1",
      detail: { seq: 1, endTime: ["11:00", "11:30"], capacity: [3, 2] },
    });
  });

  it("shows a slot's roster, cancels for a member, frees the seats, mails the member and audits it", async () => {
    const { slotId, date } = await ownSlot("명단 행사", 4);
    expect((await alice.post("/api/reservations", { slotId, companions: 1 })).status).toBe(201);
    const roster = await admin.get(`${ADMIN}/slots/${slotId}/reservations`);
    expect(roster.status).toBe(200);
    expect(roster.body).toMatchObject({ eventName: "명단 행사", branchName: "별관", date });
    expect(roster.body.items).toEqual([
      expect.objectContaining({ userId: alice.userId, nameKo: "김물류", phone: "010-1111-2222", seats: 2 }),
    ]);
    const id = roster.body.items[0].reservationId;
    sent.length = 0;
    expect((await admin.delete(`${ADMIN}/reservations/${id}`)).status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: `${alice.userId}@example.kr`, subject: t("mailReservationCancelSubject") });
    expect(sent[0]?.text).toContain(t("mailReservationCancelByAdmin"));
    expect(String(sent[0]?.attachments?.[0]?.content)).toContain("METHOD:CANCEL");
    const after = await admin.get(`${ADMIN}/slots/${slotId}/reservations`);
    expect(after.body.items[0]).toMatchObject({ reservationId: id, status: "cancelled" });
    const mine = await alice.get("/api/me/reservations");
    expect(mine.body.items.find((r: { reservationId: number }) => r.reservationId === id)).toMatchObject({
      status: "cancelled",
    });
    expect((await admin.delete(`${ADMIN}/reservations/${id}`)).body.detail).toBe(t("reservationAlreadyCancelled"));
    expect(sent).toHaveLength(1);
    const cancel = await admin.get(`/api/admin/audit?action=reservation.cancel&targetId=${id}`);
    expect(cancel.body.total).toBe(1); // the refused second cancel left no entry
    expect(cancel.body.items[0]).toMatchObject({
      actorId: admin.userId,
      targetType: "reservation",
      targetId: String(id),
      ip: "127.0.0.1",
      detail: { userId: alice.userId, date, time: "10:00~11:00", seats: 2 },
    });
    expect(Math.abs(Date.parse(cancel.body.items[0].at) - Date.now())).toBeLessThan(60_000);
  });

  it("exports an event's and a slot's reservations as CSV that Excel opens in Korean", async () => {
    const first = await ownSlot("내보내기 행사", 5);
    const second = await admin.post(`${ADMIN}/dates/${first.dateId}/slots`, {
      startTime: "14:00",
      endTime: "15:00",
      capacity: 20,
    });
    expect(second.status).toBe(201);
    const cancelled = await alice.post("/api/reservations", { slotId: first.slotId, companions: 0 });
    expect((await alice.delete(`/api/me/reservations/${cancelled.body.reservationId}`)).status).toBe(200);
    expect((await alice.post("/api/reservations", { slotId: second.body.id, companions: 2 })).status).toBe(201);
    const res = await admin.post(`${ADMIN}/events/${first.eventNo}/export.csv`, { reason: "행사 출입 명단" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(res.headers["content-disposition"])).toContain(
      `filename*=UTF-8''${encodeURIComponent("내보내기 행사_예약내역.csv")}`,
    );
    const text = res.body as string;
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "예약번호,행사명,장소,날짜,시작,종료,아이디,성명,회사,연락처,이메일,동반 인원,총 인원,상태,예약 일시,취소 일시",
    );
    expect(lines).toHaveLength(3); // the cancelled one and the active one
    const active = lines.find((line) => line.includes("예약 완료")) ?? "";
    expect(active).toContain(`내보내기 행사,별관,${first.date},14:00,15:00,${alice.userId},김물류`);
    // A cell that Excel would run as a formula is escaped.
    expect(active).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.some((line) => line.includes("취소됨"))).toBe(true);

    const one = await admin.post(`${ADMIN}/slots/${second.body.id}/export.csv`, { reason: "방문 안내" });
    expect((one.body as string).startsWith(BOM)).toBe(true);
    expect((one.body as string).trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("lists events with counts and publishes the routes in OpenAPI", async () => {
    const { slotId, eventNo: counted } = await ownSlot("집계 행사", 5);
    expect((await alice.post("/api/reservations", { slotId, companions: 0 })).status).toBe(201);
    const list = await admin.get(`${ADMIN}/events`);
    expect(list.body.items).toContainEqual({
      eventNo: counted,
      name: "집계 행사",
      description: "",
      open: true,
      dates: 1,
      reservations: 1,
    });
    const spec = await env.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining([
        "/api/reservation/events",
        "/api/reservation/slots",
        "/api/reservations",
        "/api/me/reservations/{reservationId}",
        "/api/admin/reservation/slots/{slotId}/reservations",
      ]),
    );
  });

  it("records every administrator change in the audit log with actor, target and address", async () => {
    const event = await admin.post(`${ADMIN}/events`, { name: "감사 행사" });
    await admin.put(`${ADMIN}/events/${event.body.id}`, { name: "감사 행사 (개정)", description: "", open: true });
    await admin.post(`${ADMIN}/branches`, { branchCode: "AU01", name: "감사관", address: "인천" });
    await admin.put(`${ADMIN}/branches/AU01`, { name: "감사관 2층", address: "인천" });
    const day = await workingDay(addDays(seoulDay(), 40));
    const made = await admin.post(`${ADMIN}/dates`, {
      eventNo: event.body.id,
      branchCode: "AU01",
      date: day,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 3 }],
    });
    const slot = await admin.post(`${ADMIN}/dates/${made.body.id}/slots`, {
      startTime: "13:00",
      endTime: "14:00",
      capacity: 3,
    });
    await admin.put(`${ADMIN}/slots/${slot.body.id}`, { startTime: "13:00", endTime: "14:00", capacity: 4 });
    expect((await admin.delete(`${ADMIN}/slots/${slot.body.id}`)).status).toBe(200);
    expect((await admin.delete(`${ADMIN}/dates/${made.body.id}`)).status).toBe(200);

    const mine = await admin.get(`/api/admin/audit?actorId=${admin.userId}&pageSize=50`);
    expect(mine.status).toBe(200);
    const actions = new Set(mine.body.items.map((e: { action: string }) => e.action));
    for (const action of [
      "reservationEvent.create",
      "reservationEvent.update",
      "reservationBranch.create",
      "reservationBranch.update",
      "reservationDate.create",
      "reservationDate.delete",
      "reservationSlot.create",
      "reservationSlot.update",
      "reservationSlot.delete",
    ]) {
      expect(actions, action).toContain(action);
    }
    const renamed = await admin.get(`/api/admin/audit?targetId=${event.body.id}&action=reservationEvent.update`);
    expect(renamed.body.items[0]).toMatchObject({
      targetType: "reservationEvent",
      detail: { name: ["감사 행사", "감사 행사 (개정)"] },
    });
    const place = await admin.get("/api/admin/audit?targetId=AU01&action=reservationBranch.update");
    expect(place.body.items[0]).toMatchObject({ detail: { name: ["감사관", "감사관 2층"] } });
    const removed = await admin.get(`/api/admin/audit?action=reservationDate.delete&targetId=${made.body.id}`);
    expect(removed.body.items[0]).toMatchObject({
      actorId: admin.userId,
      targetType: "reservationDate",
      ip: "127.0.0.1",
      detail: { event: "감사 행사 (개정)", branch: "감사관 2층", date: day },
    });
  });

  it("seeds the demo event once, with weekday dates and four slots of 20 seats", async () => {
    const fresh = await startTestApp(dialect);
    try {
      const [first, second] = await Promise.all([seedReservations(fresh.ctx), seedReservations(fresh.ctx)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect(await seedReservations(fresh.ctx)).toBe(false);
      const events = await (await fresh.client()).get("/api/reservation/events");
      expect(events.body.items).toHaveLength(1);
      expect(events.body.items[0].name).toBe("스마트물류 실증센터 견학의 날");
      const branches = await (await fresh.client()).get(
        `/api/reservation/events/${events.body.items[0].eventNo}/branches`,
      );
      expect(branches.body.items.length).toBeGreaterThanOrEqual(1);
      const dates = await (await fresh.client()).get(
        `/api/reservation/dates?eventNo=${events.body.items[0].eventNo}&branchCode=TC01`,
      );
      expect(dates.body.items.length).toBeGreaterThanOrEqual(20);
      for (const { date: day } of dates.body.items) {
        expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
      }
      const slots = await (await fresh.client()).get(
        `/api/reservation/slots?eventNo=${events.body.items[0].eventNo}&branchCode=TC01&date=${dates.body.items[0].date}`,
      );
      expect(slots.body.items).toHaveLength(4);
      expect(
        slots.body.items.every((s: { capacity: number; available: boolean }) => s.capacity === 20 && s.available),
      ).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
