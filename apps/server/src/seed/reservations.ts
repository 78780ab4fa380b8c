/**
 * Seeds the demonstration event of the visit reservation on a database without any event, so the
 * reservation modal is usable on a fresh start: '스마트물류 실증센터 견학의 날' at two places of the
 * test centre, every weekday of the coming five weeks, four one-hour slots a day of 20 seats.
 * Safe when several app processes start at once: the event carries a unique `seedKey`, so only
 * one process inserts it (and its dates and slots, in the same transaction).
 */

import { addDays, seoulDay, weekday } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import { holidayOf } from "../reservations/holidays.ts";

const SEED_KEY = "demo-visit-day";

export const SEED_EVENT = {
  name: "스마트물류 실증센터 견학의 날",
  description:
    "AGV·AMR 주행 시험장, 멀티셔틀 자동창고, 적재 시뮬레이션실을 실증센터 연구원의 안내로 둘러보는 견학 프로그램입니다. 회당 약 1시간이 걸립니다.",
};

export const SEED_BRANCHES = [
  {
    branchCode: "TC01",
    name: "스마트물류 실증센터 본관",
    address: "인천광역시 남동구 남동서로 236번길 30, 실증센터 본관 1층 안내데스크",
  },
  {
    branchCode: "TC02",
    name: "실증센터 AGV 야외 시험장",
    address: "인천광역시 남동구 남동서로 236번길 30, 실증센터 북측 야외 시험장 입구",
  },
] as const;

export const SEED_SLOTS = [
  { startTime: "10:00", endTime: "11:00", capacity: 20 },
  { startTime: "11:00", endTime: "12:00", capacity: 20 },
  { startTime: "14:00", endTime: "15:00", capacity: 20 },
  { startTime: "15:00", endTime: "16:00", capacity: 20 },
] as const;

/** The weekdays from tomorrow over the next `weeks` weeks (Asia/Seoul). */
export function comingWeekdays(today: string, weeks: number): string[] {
  const days: string[] = [];
  for (let offset = 1; offset <= weeks * 7; offset++) {
    const day = addDays(today, offset);
    const dow = weekday(day);
    if (dow !== 0 && dow !== 6) days.push(day);
  }
  return days;
}

/** Seeds the demo event when no event exists; returns true when it did. */
export async function seedReservations(ctx: AppContext, now = new Date()): Promise<boolean> {
  const any = await ctx.db.selectFrom("reservationEvents").select("eventNo").limit(1).executeTakeFirst();
  if (any) return false;
  const stamp = now.toISOString();
  const weekdays = comingWeekdays(seoulDay(now), 5);
  const holidays = await Promise.all(weekdays.map(holidayOf));
  const days = weekdays.filter((_, i) => holidays[i] === null); // the centre is closed on public holidays
  try {
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      const { eventNo } = await trx
        .insertInto("reservationEvents")
        .values({ ...SEED_EVENT, open: 1, seedKey: SEED_KEY, createdAt: stamp, updatedAt: stamp })
        .returning("eventNo")
        .executeTakeFirstOrThrow();
      for (const branch of SEED_BRANCHES) {
        await trx
          .insertInto("reservationBranches")
          .values({ ...branch, createdAt: stamp, updatedAt: stamp })
          .onConflict((oc) => oc.column("branchCode").doNothing())
          .execute();
      }
      for (const branch of SEED_BRANCHES) {
        // The outdoor test ground opens on Tuesdays and Thursdays only.
        const branchDays = branch.branchCode === "TC02" ? days.filter((d) => [2, 4].includes(weekday(d))) : days;
        for (const date of branchDays) {
          const { dateId } = await trx
            .insertInto("reservationDates")
            .values({ eventNo, branchCode: branch.branchCode, date, createdAt: stamp })
            .returning("dateId")
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("reservationSlots")
            .values(
              SEED_SLOTS.map((slot, index) => ({
                dateId,
                seq: index + 1,
                ...slot,
                booked: 0,
                createdAt: stamp,
                updatedAt: stamp,
              })),
            )
            .execute();
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another process seeded it first
    throw error;
  }
  return true;
}
