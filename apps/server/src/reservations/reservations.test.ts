import fs from "node:fs";
import { addDays, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Client, DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { type MailMessage, outboxDir } from "../mail/mailer.ts";
import { holidayOf, workingDay } from "./holidays.ts";

const ADMIN = "/api/admin/reservation";

describe.each(DIALECTS)("reservations on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let visitor: Client;
  let eventNo: number;
  let sent: MailMessage[];
  let dayOffset = 3;

  /** A new date (a few days ahead) at TC01 with one slot of `capacity`; returns the slot id. */
  async function newSlot(capacity: number, options: { date?: string; startTime?: string; endTime?: string } = {}) {
    dayOffset += 1;
    // Public holidays take no booking (their own test): the next working day.
    const date = options.date ?? (await workingDay(addDays(seoulDay(), dayOffset)));
    const res = await admin.post(`${ADMIN}/dates`, {
      eventNo,
      branchCode: "TC01",
      date,
      slots: [{ startTime: options.startTime ?? "10:00", endTime: options.endTime ?? "11:00", capacity }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const slots = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    return { slotId: slots.body.items[0].slotId as number, date };
  }

  const slotState = async (slotId: number) => {
    const row = await env.ctx.db
      .selectFrom("reservationSlots")
      .select(["capacity", "booked"])
      .where("slotId", "=", slotId)
      .executeTakeFirstOrThrow();
    return row;
  };

  const reserve = (client: Client, slotId: number, companions: unknown) =>
    client.post("/api/reservations", { slotId, companions });

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
    await env.ctx.db
      .updateTable("users")
      .set({ companyName: "한빛로지스", mobileNo: "010-2345-6789" })
      .where("userId", "=", alice.userId)
      .execute();
    const event = await admin.post(`${ADMIN}/events`, { name: "스마트물류 실증센터 견학의 날", description: "견학" });
    expect(event.status).toBe(201);
    eventNo = event.body.id;
    const branch = await admin.post(`${ADMIN}/branches`, {
      branchCode: "TC01",
      name: "실증센터 본관",
      address: "인천광역시 남동구 남동서로 236번길 30",
    });
    expect(branch.status).toBe(201);
  });
  afterAll(() => env.close());
  beforeEach(() => {
    sent = [];
    env.ctx.mailer = {
      send: async (message) => {
        sent.push(message);
        return "<test@portal>";
      },
    };
  });

  it("walks the modal's columns: event, place, date, then slots with live remaining seats", async () => {
    const { slotId, date } = await newSlot(20);
    const events = await visitor.get("/api/reservation/events");
    expect(events.status).toBe(200);
    expect(events.body.items).toContainEqual({ eventNo, name: "스마트물류 실증센터 견학의 날", description: "견학" });
    const branches = await visitor.get(`/api/reservation/events/${eventNo}/branches`);
    expect(branches.body.items).toEqual([
      { branchCode: "TC01", name: "실증센터 본관", address: "인천광역시 남동구 남동서로 236번길 30" },
    ]);
    const dates = await visitor.get(`/api/reservation/dates?eventNo=${eventNo}&branchCode=TC01`);
    expect(dates.body.items).toContainEqual({ date, closed: null, closedBy: null });
    const slots = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    expect(slots.status).toBe(200);
    expect(slots.headers["cache-control"]).toBe("no-store");
    expect(slots.body.items).toEqual([
      { slotId, seq: 1, startTime: "10:00", endTime: "11:00", capacity: 20, remaining: 20, available: true },
    ]);
  });

  it("asks a logged-out visitor to log in first and changes nothing", async () => {
    const { slotId } = await newSlot(5);
    for (const res of [
      await reserve(visitor, slotId, 0),
      await visitor.get(`/api/reservation/slots/${slotId}/participant`),
      await visitor.get("/api/me/reservations"),
      await visitor.delete("/api/me/reservations/1"),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: "LOGIN_REQUIRED", detail: t("reservationLoginFirst") });
    }
    expect(await slotState(slotId)).toEqual({ capacity: 5, booked: 0 });
  });

  it("loads the participant panel, books 1 + companions seats and mails a Korean confirmation with .ics", async () => {
    const { slotId, date } = await newSlot(20);
    const info = await alice.get(`/api/reservation/slots/${slotId}/participant`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      nameKo: "이앨리",
      companyName: "한빛로지스",
      phone: "010-2345-6789",
      eventName: "스마트물류 실증센터 견학의 날",
      branchName: "실증센터 본관",
      date,
      slot: { slotId, remaining: 20, available: true },
    });
    const res = await reserve(alice, slotId, "2");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slotId, companions: 2, seats: 3, status: "active", cancellable: true, date });
    expect(await slotState(slotId)).toEqual({ capacity: 20, booked: 3 });
    const slots = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    expect(slots.body.items[0].remaining).toBe(17);

    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(`${alice.userId}@example.kr`);
    expect(mail.subject).toBe(t("mailReservationSubject"));
    expect(mail.text).toContain("이앨리님, 안녕하세요.");
    expect(mail.text).toContain(`일시: ${date} 10:00~11:00`);
    const ics = String(mail.attachments?.[0]?.content);
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(`UID:reservation-${res.body.reservationId}@`);
    // 10:00 in Seoul is 01:00 UTC.
    expect(ics).toContain(`DTSTART:${date.replaceAll("-", "")}T010000Z`);
  });

  it("refuses a negative, fractional, non-numeric or too large companion count in Korean", async () => {
    const { slotId } = await newSlot(20);
    const cases: [unknown, string][] = [
      ["-1", t("companionsInvalid")],
      [-1, t("companionsInvalid")],
      ["abc", t("companionsInvalid")],
      ["", t("companionsInvalid")],
      ["1.5", t("companionsInvalid")],
      [1.5, t("companionsInvalid")],
      [null, t("companionsInvalid")],
      ["100", t("companionsTooMany")],
    ];
    for (const [companions, detail] of cases) {
      const res = await reserve(alice, slotId, companions);
      expect(res.status, String(companions)).toBe(400);
      expect(res.body).toMatchObject({ code: "INVALID_INPUT", field: "companions", detail });
    }
    const noSlot = await alice.post("/api/reservations", { companions: 0 });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.detail).toBe(t("reservationChooseSlot"));
    expect(await slotState(slotId)).toEqual({ capacity: 20, booked: 0 });
  });

  it("holds one active reservation per member per slot, and allows booking again after cancelling", async () => {
    const { slotId } = await newSlot(20);
    expect((await reserve(bob, slotId, 0)).status).toBe(201);
    const again = await reserve(bob, slotId, 1);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ALREADY_RESERVED", detail: t("reservationAlready") });
    expect(await slotState(slotId)).toEqual({ capacity: 20, booked: 1 });
    const mine = await bob.get("/api/me/reservations");
    const active = mine.body.items.find((r: { slotId: number }) => r.slotId === slotId);
    expect((await bob.delete(`/api/me/reservations/${active.reservationId}`)).status).toBe(200);
    expect((await reserve(bob, slotId, 1)).status).toBe(201);
    expect(await slotState(slotId)).toEqual({ capacity: 20, booked: 2 });
  });

  it("books one member into one slot once under 20 requests at once, and cancels once under 20 at once", async () => {
    const { slotId } = await newSlot(50);
    const member = await env.member("U", { nameKo: "동시회원" });
    const bookings = await Promise.all(Array.from({ length: 20 }, () => reserve(member, slotId, 1)));
    expect(bookings.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of bookings.filter((x) => x.status !== 201)) expect(r.body.code).toBe("ALREADY_RESERVED");
    expect(await slotState(slotId)).toEqual({ capacity: 50, booked: 2 });
    const id = bookings.find((r) => r.status === 201)?.body.reservationId;
    sent = [];
    const cancels = await Promise.all(Array.from({ length: 20 }, () => member.delete(`/api/me/reservations/${id}`)));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of cancels.filter((x) => x.status !== 200)) expect(r.body.code).toBe("ALREADY_CANCELLED");
    expect(await slotState(slotId)).toEqual({ capacity: 50, booked: 0 });
    expect(sent).toHaveLength(1);
  });

  it("mails the member when an administrator cancels, saying so, with the calendar cancellation", async () => {
    const { slotId, date } = await newSlot(6);
    const booked = await reserve(alice, slotId, 1);
    expect(booked.status).toBe(201);
    const id = booked.body.reservationId;
    sent = [];
    expect((await admin.delete(`${ADMIN}/reservations/${id}`)).status).toBe(200);
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    expect(mail?.to).toBe(`${alice.userId}@example.kr`);
    expect(mail?.subject).toBe(t("mailReservationCancelSubject"));
    expect(mail?.text).toContain(t("mailReservationCancelBody"));
    expect(mail?.text).toContain(t("mailReservationCancelByAdmin"));
    expect(mail?.text).toContain(date);
    const ics = String(mail?.attachments?.[0]?.content);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:reservation-${id}@`);
    // The member's own cancellation does not claim an administrator did it.
    const again = await reserve(alice, slotId, 0);
    sent = [];
    expect((await alice.delete(`/api/me/reservations/${again.body.reservationId}`)).status).toBe(200);
    expect(sent[0]?.text).not.toContain(t("mailReservationCancelByAdmin"));
  });

  it("refuses a full slot with the spec's message and marks it unavailable", async () => {
    const { slotId, date } = await newSlot(3);
    expect((await reserve(alice, slotId, 2)).status).toBe(201);
    const full = await reserve(bob, slotId, 0);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: "SLOT_FULL", detail: t("reservationUnavailable") });
    const slots = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    expect(slots.body.items[0]).toMatchObject({ remaining: 0, available: false });
    const info = await bob.get(`/api/reservation/slots/${slotId}/participant`);
    expect(info.status).toBe(409);
    expect(info.body.detail).toBe(t("reservationUnavailable"));
    expect(await slotState(slotId)).toEqual({ capacity: 3, booked: 3 });
  });

  it("refuses more companions than the seats left, saying how many are left", async () => {
    const { slotId } = await newSlot(5);
    expect((await reserve(alice, slotId, 2)).status).toBe(201);
    const res = await reserve(bob, slotId, 2);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "NOT_ENOUGH_SEATS",
      detail: t("reservationNotEnoughSeats", { remaining: 2 }),
    });
    expect((await reserve(bob, slotId, 1)).status).toBe(201);
    expect(await slotState(slotId)).toEqual({ capacity: 5, booked: 5 });
  });

  it("marks a public holiday closed in the dates and refuses booking it (12월 25일 기독탄신일)", async () => {
    let offset = 1;
    while (!(await holidayOf(addDays(seoulDay(), offset)))) offset += 1;
    const holiday = addDays(seoulDay(), offset);
    const name = (await holidayOf(holiday)) as string;
    const { slotId } = await newSlot(10, { date: holiday });
    const dates = await visitor.get(`/api/reservation/dates?eventNo=${eventNo}&branchCode=TC01`);
    expect(dates.body.items).toContainEqual({ date: holiday, closed: name, closedBy: "holiday" });
    expect(dates.body.items.find((d: { date: string }) => d.date !== holiday)).toMatchObject({ closed: null });
    const res = await reserve(alice, slotId, 0);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "DAY_CLOSED", detail: t("reservationDayClosed", { name }) });
    expect(await slotState(slotId)).toEqual({ capacity: 10, booked: 0 });
    expect(await holidayOf("2026-12-25")).toBe("기독탄신일");
    expect(await holidayOf("2026-09-25")).toBe("추석"); // lunar, from the almanac
    expect(await holidayOf("2026-10-05")).toBe("대체공휴일(개천절)");
  });

  it("refuses a slot that has begun, and an unknown slot", async () => {
    const { slotId } = await newSlot(10, { date: seoulDay(), startTime: "00:00", endTime: "00:01" });
    const res = await reserve(alice, slotId, 0);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(t("reservationUnavailable"));
    const missing = await reserve(alice, 999_999, 0);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(t("reservationSlotNotFound"));
  });

  it("lets only the member cancel, frees the seats at once and mails the cancellation", async () => {
    const { slotId, date } = await newSlot(4);
    const booked = await reserve(alice, slotId, 3);
    expect(booked.status).toBe(201);
    const id = booked.body.reservationId;
    expect((await reserve(bob, slotId, 0)).body.code).toBe("SLOT_FULL");

    const other = await bob.delete(`/api/me/reservations/${id}`);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: "NOT_OWN_RESERVATION", detail: t("reservationNotOwn") });
    expect(await slotState(slotId)).toEqual({ capacity: 4, booked: 4 });

    sent = [];
    const cancel = await alice.delete(`/api/me/reservations/${id}`);
    expect(cancel.status).toBe(200);
    expect(await slotState(slotId)).toEqual({ capacity: 4, booked: 0 });
    const slots = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    expect(slots.body.items[0]).toMatchObject({ remaining: 4, available: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(t("mailReservationCancelSubject"));
    const ics = String(sent[0]!.attachments?.[0]?.content);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain(`UID:reservation-${id}@`);

    const twice = await alice.delete(`/api/me/reservations/${id}`);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(t("reservationAlreadyCancelled"));
    expect((await alice.delete("/api/me/reservations/999999")).status).toBe(404);
    const mine = await alice.get("/api/me/reservations");
    expect(mine.body.items.find((r: { reservationId: number }) => r.reservationId === id)).toMatchObject({
      status: "cancelled",
      cancellable: false,
    });
    expect((await reserve(bob, slotId, 3)).status).toBe(201);
  });

  it("lists the member's own reservations only", async () => {
    const fresh = await env.member("U", { nameKo: "새회원" });
    expect((await fresh.get("/api/me/reservations")).body.items).toEqual([]);
    const { slotId } = await newSlot(10);
    await reserve(fresh, slotId, 1);
    await reserve(alice, slotId, 0);
    const mine = await fresh.get("/api/me/reservations");
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({
      slotId,
      eventName: "스마트물류 실증센터 견학의 날",
      branchName: "실증센터 본관",
      companions: 1,
      seats: 2,
      status: "active",
    });
  });

  it("never books past capacity under concurrent requests in one process", async () => {
    const { slotId } = await newSlot(10);
    const members = await Promise.all(Array.from({ length: 16 }, () => env.member("U")));
    const results = await Promise.all(members.map((m, i) => reserve(m, slotId, i % 3)));
    const ok = results.filter((r) => r.status === 201);
    const seats = ok.reduce((sum, r) => sum + r.body.seats, 0);
    expect(seats).toBeLessThanOrEqual(10);
    expect(seats).toBeGreaterThanOrEqual(8);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(["SLOT_FULL", "NOT_ENOUGH_SEATS"]).toContain(r.body.code);
      expect(r.body.detail).toMatch(/[가-힣]/);
    }
    expect((await slotState(slotId)).booked).toBe(seats);
  });

  it("hides a closed event and refuses its slots", async () => {
    const { slotId } = await newSlot(10);
    const closed = await admin.post(`${ADMIN}/events`, { name: "지난 설명회", open: false });
    const list = await visitor.get("/api/reservation/events");
    expect(list.body.items.map((e: { eventNo: number }) => e.eventNo)).not.toContain(closed.body.id);
    expect((await visitor.get(`/api/reservation/events/${closed.body.id}/branches`)).status).toBe(404);
    await admin.put(`${ADMIN}/events/${eventNo}`, {
      name: "스마트물류 실증센터 견학의 날",
      description: "견학",
      open: false,
    });
    expect((await reserve(alice, slotId, 0)).status).toBe(404);
    await admin.put(`${ADMIN}/events/${eventNo}`, {
      name: "스마트물류 실증센터 견학의 날",
      description: "견학",
      open: true,
    });
    expect((await reserve(alice, slotId, 0)).status).toBe(201);
  });

  it("writes the mails to the outbox folder when no SMTP server is set", async () => {
    const outboxEnv = await startTestApp(dialect);
    try {
      const owner = await outboxEnv.member("A");
      const event = await owner.post(`${ADMIN}/events`, { name: "견학의 날" });
      await owner.post(`${ADMIN}/branches`, { branchCode: "TC01", name: "본관", address: "인천" });
      const date = addDays(seoulDay(), 2);
      await owner.post(`${ADMIN}/dates`, {
        eventNo: event.body.id,
        branchCode: "TC01",
        date,
        slots: [{ startTime: "14:00", endTime: "15:00", capacity: 5 }],
      });
      const slots = await owner.get(`/api/reservation/slots?eventNo=${event.body.id}&branchCode=TC01&date=${date}`);
      expect((await reserve(owner, slots.body.items[0].slotId, 0)).status).toBe(201);
      const dir = outboxDir(outboxEnv.ctx.config);
      const emls = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : []);
      await expect.poll(() => emls().length).toBe(1);
      const files = emls();
      const eml = fs.readFileSync(`${dir}/${files[0]}`, "utf8");
      expect(eml).toContain("text/calendar");
      expect(eml).toContain("reservation.ics");
    } finally {
      await outboxEnv.close();
    }
  });
});
