/**
 * Days an administrator closes (issue 24 §6; closed-days.ts): only administrators close and reopen; a
 * closed day shows its reason in the dates and refuses bookings with a Korean 409; a day with bookings
 * cannot be closed; and 150 bookings fired at once with a close of the same day never leave a closed day
 * holding a reservation. Both databases.
 */
import { addDays, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { workingDay } from "./holidays.ts";

type Member = Client & { userId: string };

const ADMIN = "/api/admin/reservation";
const MEMBERS = 30;
const SLOTS_PER_DAY = 5; // 30 members × 5 slots = 150 bookings of one day

describe.each(DIALECTS)("closed days on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let members: Member[];
  let visitor: Client;
  let eventNo: number;
  let dayOffset = 3;

  /** A new working day (a few days ahead) at TC01 with `slots` slots of `capacity`; its day and slot ids. */
  async function newDay(slots = 1, capacity = 10) {
    dayOffset += 1;
    const date = await workingDay(addDays(seoulDay(), dayOffset));
    const res = await admin.post(`${ADMIN}/dates`, {
      eventNo,
      branchCode: "TC01",
      date,
      slots: Array.from({ length: slots }, (_, i) => ({
        startTime: `${String(9 + i).padStart(2, "0")}:00`,
        endTime: `${String(9 + i).padStart(2, "0")}:50`,
        capacity,
      })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    return { date, slotIds: list.body.items.map((s: { slotId: number }) => s.slotId) as number[] };
  }

  const reserve = (client: Client, slotId: number) => client.post("/api/reservations", { slotId, companions: 0 });
  const close = (client: Client, day: string, reason: unknown) => client.put(`${ADMIN}/closed-days/${day}`, { reason });

  /** The day's row as the database holds it, and its active reservations counted from the rows. */
  async function dayState(day: string) {
    const row = await env.ctx.db.selectFrom("reservationDays").selectAll().where("day", "=", day).executeTakeFirst();
    const active = await env.ctx.db
      .selectFrom("reservations as r")
      .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
      .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("d.date", "=", day)
      .where("r.status", "=", "active")
      .executeTakeFirstOrThrow();
    return { counted: row?.reservations ?? 0, closedReason: row?.closedReason ?? null, active: Number(active.n) };
  }

  beforeAll(async () => {
    env = await startTestApp(dialect, { RESERVATION_LIMIT: "1000", OPEN_RESERVATION_LIMIT: "1000" });
    admin = await env.member("A", { nameKo: "관리자" });
    visitor = await env.client();
    members = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await env.member("U"));
    const event = await admin.post(`${ADMIN}/events`, { name: "실증센터 견학의 날", description: "견학" });
    eventNo = event.body.id;
    await admin.post(`${ADMIN}/branches`, { branchCode: "TC01", name: "실증센터 본관", address: "인천광역시" });
  }, 120_000);
  afterAll(() => env.close());

  it("lets only administrators close and reopen a day", async () => {
    const { date } = await newDay();
    for (const client of [members[0]!, visitor]) {
      const put = await close(client, date, "시설 점검");
      expect(put.status).toBe(403);
      expect(put.body.code).toBe("ADMIN_ONLY");
      expect((await client.get(`${ADMIN}/closed-days`)).status).toBe(403);
    }
    expect((await dayState(date)).closedReason).toBeNull();
    expect((await close(admin, date, "시설 점검")).status).toBe(200);
    for (const client of [members[0]!, visitor]) {
      const del = await client.delete(`${ADMIN}/closed-days/${date}`);
      expect(del.status).toBe(403);
    }
    expect((await dayState(date)).closedReason).toBe("시설 점검");
    expect((await admin.delete(`${ADMIN}/closed-days/${date}`)).status).toBe(200);
  });

  it("shows a closed day's reason, refuses booking it in Korean, and books again once reopened", async () => {
    const { date, slotIds } = await newDay();
    const put = await close(admin, date, "  시설 점검  ");
    expect(put.status).toBe(200);
    const list = await admin.get(`${ADMIN}/closed-days`);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ day: date, reason: "시설 점검", closedBy: admin.userId }),
    );
    const dates = await visitor.get(`/api/reservation/dates?eventNo=${eventNo}&branchCode=TC01`);
    expect(dates.body.items).toContainEqual({ date, closed: "시설 점검", closedBy: "admin" });

    const refused = await reserve(members[0]!, slotIds[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "DAY_CLOSED",
      detail: t("reservationDayClosedByAdmin", { reason: "시설 점검" }),
    });
    expect(await dayState(date)).toEqual({ counted: 0, closedReason: "시설 점검", active: 0 });

    const audit = await env.ctx.db
      .selectFrom("auditLog")
      .select(["action", "actorId"])
      .where("targetId", "=", date)
      .execute();
    expect(audit).toContainEqual({ action: "reservationDay.close", actorId: admin.userId });

    expect((await admin.delete(`${ADMIN}/closed-days/${date}`)).status).toBe(200);
    const again = await admin.delete(`${ADMIN}/closed-days/${date}`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(t("reservationDayNotClosed"));
    expect((await reserve(members[0]!, slotIds[0]!)).status).toBe(201);
  });

  it("refuses closing a day that holds reservations until they are cancelled", async () => {
    const { date, slotIds } = await newDay();
    const booked = await reserve(members[1]!, slotIds[0]!);
    expect(booked.status).toBe(201);
    const refused = await close(admin, date, "시설 점검");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "DAY_HAS_RESERVATIONS",
      detail: t("reservationCloseHasBookings", { count: 1 }),
    });
    expect(await dayState(date)).toEqual({ counted: 1, closedReason: null, active: 1 });

    expect((await members[1]!.delete(`/api/me/reservations/${booked.body.reservationId}`)).status).toBe(200);
    expect(await dayState(date)).toEqual({ counted: 0, closedReason: null, active: 0 });
    expect((await close(admin, date, "시설 점검")).status).toBe(200);
  });

  it("refuses a past day, a missing reason and a malformed day in Korean", async () => {
    const past = await close(admin, addDays(seoulDay(), -1), "점검");
    expect(past.status).toBe(400);
    expect(past.body.detail).toBe(t("reservationClosePast"));
    const empty = await close(admin, addDays(seoulDay(), 40), "   ");
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(t("reservationClosedReasonRequired"));
    const long = await close(admin, addDays(seoulDay(), 40), "가".repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe(t("reservationClosedReasonTooLong"));
    const bad = await close(admin, "2026-13-01", "점검");
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/[가-힣]/);
  });

  /**
   * 150 bookings of one day and a close of it, all at once: whichever commits first wins. A closed day
   * never holds a reservation, the day's counter matches the rows, and every refusal is a Korean 409.
   */
  async function race(closeAt: number) {
    const { date, slotIds } = await newDay(SLOTS_PER_DAY, 1000);
    const bookings = members.flatMap((member) => slotIds.map((slotId) => () => reserve(member, slotId)));
    const calls: (() => Promise<{ status: number; body: Record<string, unknown> }>)[] = [...bookings];
    calls.splice(closeAt, 0, () => close(admin, date, "긴급 점검"));
    const results = await Promise.all(calls.map((call) => call()));
    const closeResult = results[closeAt]!;
    const bookingResults = results.filter((_, i) => i !== closeAt);
    const booked = bookingResults.filter((r) => r.status === 201).length;
    const state = await dayState(date);

    expect(state.counted).toBe(state.active);
    expect(state.active).toBe(booked);
    if (closeResult.status === 200) {
      expect(booked).toBe(0);
      expect(state.closedReason).toBe("긴급 점검");
    } else {
      expect(closeResult.status).toBe(409);
      expect(closeResult.body.code).toBe("DAY_HAS_RESERVATIONS");
      expect(state.closedReason).toBeNull();
      expect(booked).toBe(150);
    }
    for (const r of bookingResults.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        code: "DAY_CLOSED",
        detail: t("reservationDayClosedByAdmin", { reason: "긴급 점검" }),
      });
    }
    return { closed: closeResult.status === 200, booked };
  }

  it("never lets a close and 150 simultaneous bookings of the same day both pass", async () => {
    const first = await race(0);
    const middle = await race(75);
    const last = await race(150);
    console.log(
      `${dialect}: close first ${JSON.stringify(first)}, middle ${JSON.stringify(middle)}, last ${JSON.stringify(last)}`,
    );
  }, 120_000);
});
