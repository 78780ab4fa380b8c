/**
 * Reservation times: dates are Asia/Seoul calendar days (YYYY-MM-DD) and slot times Asia/Seoul
 * wall-clock times (HH:MM). Korea keeps UTC+9 all year (no daylight saving time).
 */
import { seoulDay } from "../boards/index.ts";

/** Today in Asia/Seoul, YYYY-MM-DD. */
export function seoulToday(now = new Date()): string {
  return seoulDay(now);
}

/** The Asia/Seoul wall-clock time of `now`, HH:MM. */
export function seoulTime(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
}

/** The instant `date` `time` in Asia/Seoul. */
export function seoulInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** True when the slot starting at `date` `startTime` (Asia/Seoul) has begun at `now`. */
export function hasBegun(date: string, startTime: string, now: Date): boolean {
  return seoulInstant(date, startTime).getTime() <= now.getTime();
}

/** The Asia/Seoul day `days` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD day. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
