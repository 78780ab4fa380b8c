import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { seedReservations } from "../seed/reservations.ts";
import { addDays, seoulToday } from "./time.ts";

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
  let cancelledId: number;
  const date = addDays(seoulToday(), 10);

  async function slotsOf(day = date) {
    const res = await admin.get(`${ADMIN}/events/${eventNo}/dates?branchCode=HQ01`);
    return res.body.items.find((d: { date: string }) => d.date === day);
  }

  beforeAll(async () => {
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
    env.ctx.mailer = { send: async () => "<test@portal>" };
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
      await alice.get(`${ADMIN}/slots/1/export.csv`),
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
    const slot = (await slotsOf()).slots[0];
    expect((await alice.post("/api/reservations", { slotId: slot.slotId, companions: 1 })).status).toBe(201);
    const low = await admin.put(`${ADMIN}/slots/${slot.slotId}`, { startTime: "10:00", endTime: "11:00", capacity: 1 });
    expect(low.status).toBe(409);
    expect(low.body.detail).toBe(t("reservationCapacityBelowBooked", { booked: 2 }));
    const ok = await admin.put(`${ADMIN}/slots/${slot.slotId}`, { startTime: "10:00", endTime: "11:30", capacity: 2 });
    expect(ok.status).toBe(200);
    expect((await slotsOf()).slots[0]).toMatchObject({ capacity: 2, booked: 2, remaining: 0, endTime: "11:30" });
    const inUse = await admin.delete(`${ADMIN}/slots/${slot.slotId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.detail).toBe(t("reservationSlotInUse"));
    const dateInUse = await admin.delete(`${ADMIN}/dates/${(await slotsOf()).dateId}`);
    expect(dateInUse.body.detail).toBe(t("reservationDateInUse"));
  });

  it("shows a slot's roster, cancels for a member and frees the seats", async () => {
    const slot = (await slotsOf()).slots[0];
    const roster = await admin.get(`${ADMIN}/slots/${slot.slotId}/reservations`);
    expect(roster.status).toBe(200);
    expect(roster.body).toMatchObject({ eventName: "물류 자동화 설비 시연회 (상반기)", branchName: "본관 1층", date });
    expect(roster.body.items).toEqual([
      expect.objectContaining({ userId: alice.userId, nameKo: "김물류", phone: "010-1111-2222", seats: 2 }),
    ]);
    const id = roster.body.items[0].reservationId;
    cancelledId = id;
    expect((await admin.delete(`${ADMIN}/reservations/${id}`)).status).toBe(200);
    expect((await slotsOf()).slots[0]).toMatchObject({ booked: 0, remaining: 2 });
    const mine = await alice.get("/api/me/reservations");
    expect(mine.body.items[0]).toMatchObject({ reservationId: id, status: "cancelled" });
    expect((await admin.delete(`${ADMIN}/reservations/${id}`)).body.detail).toBe(t("reservationAlreadyCancelled"));
  });

  it("exports an event's and a slot's reservations as CSV that Excel opens in Korean", async () => {
    const slot = (await slotsOf()).slots[1];
    expect((await alice.post("/api/reservations", { slotId: slot.slotId, companions: 2 })).status).toBe(201);
    const res = await admin.get(`${ADMIN}/events/${eventNo}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(res.headers["content-disposition"])).toContain(
      `filename*=UTF-8''${encodeURIComponent("물류 자동화 설비 시연회 (상반기)_예약내역.csv")}`,
    );
    const text = res.body as string;
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "예약번호,행사명,장소,날짜,시작,종료,아이디,성명,회사,연락처,이메일,동반 인원,총 인원,상태,예약 일시,취소 일시",
    );
    expect(lines).toHaveLength(3); // the cancelled one and the active one
    const active = lines.find((line) => line.includes("예약 완료")) ?? "";
    expect(active).toContain(`물류 자동화 설비 시연회 (상반기),본관 1층,${date},14:00,15:00,${alice.userId},김물류`);
    // A cell that Excel would run as a formula is escaped.
    expect(active).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.some((line) => line.includes("취소됨"))).toBe(true);

    const one = await admin.get(`${ADMIN}/slots/${slot.slotId}/export.csv`);
    expect((one.body as string).startsWith(BOM)).toBe(true);
    expect((one.body as string).trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("lists events with counts and publishes the routes in OpenAPI", async () => {
    const list = await admin.get(`${ADMIN}/events`);
    expect(list.body.items).toContainEqual({
      eventNo,
      name: "물류 자동화 설비 시연회 (상반기)",
      description: "AGV 시연",
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
    // A date made and deleted again (the event keeps one date).
    const extra = await admin.post(`${ADMIN}/dates`, { eventNo, branchCode: "HQ01", date: addDays(date, 1) });
    expect(extra.status).toBe(201);
    expect((await admin.delete(`${ADMIN}/dates/${extra.body.id}`)).status).toBe(200);

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
      "reservation.cancel",
    ]) {
      expect(actions, action).toContain(action);
    }

    const cancel = await admin.get(`/api/admin/audit?action=reservation.cancel&targetId=${cancelledId}`);
    expect(cancel.body.total).toBe(1); // the refused second cancel left no entry
    expect(cancel.body.items[0]).toMatchObject({
      actorId: admin.userId,
      action: "reservation.cancel",
      targetType: "reservation",
      targetId: String(cancelledId),
      ip: "127.0.0.1",
      detail: { userId: alice.userId, date, time: "10:00~11:30", seats: 2 },
    });
    expect(Math.abs(Date.parse(cancel.body.items[0].at) - Date.now())).toBeLessThan(60_000);

    // The capacity change refused with 409 was not recorded; the accepted one was, with before and after.
    const slot = (await slotsOf()).slots[0];
    const edits = await admin.get(`/api/admin/audit?action=reservationSlot.update&targetId=${slot.slotId}`);
    expect(edits.body.items).toHaveLength(1);
    expect(edits.body.items[0]).toMatchObject({
      actorId: admin.userId,
      targetType: "reservationSlot",
      ip: "127.0.0.1",
      detail: { date, seq: 1, endTime: ["11:00", "11:30"], capacity: [3, 2] },
    });
    const event = await admin.get(`/api/admin/audit?targetId=${eventNo}&action=reservationEvent.update`);
    expect(event.body.items[0]).toMatchObject({
      targetType: "reservationEvent",
      detail: { name: ["물류 자동화 설비 시연회", "물류 자동화 설비 시연회 (상반기)"] },
    });
    const place = await admin.get("/api/admin/audit?targetId=HQ01&action=reservationBranch.update");
    expect(place.body.items[0]).toMatchObject({ detail: { name: ["실증센터 본관", "본관 1층"] } });
    const removed = await admin.get(`/api/admin/audit?action=reservationDate.delete&targetId=${extra.body.id}`);
    expect(removed.body.items[0]).toMatchObject({
      actorId: admin.userId,
      targetType: "reservationDate",
      ip: "127.0.0.1",
      detail: { event: "물류 자동화 설비 시연회 (상반기)", branch: "본관 1층", date: addDays(date, 1) },
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
