/**
 * The one Asia/Seoul clock of web and server: calendar days (YYYY-MM-DD), months (YYYY-MM) and wall-clock
 * times (HH:MM) of UTC instants, and back. Korea keeps UTC+9 all year (no daylight saving since 1988), so
 * Seoul time is the instant shifted by nine hours: no time zone database and no Intl (the first Intl
 * formatter of a page costs Chromium 80–180 ms, issue 25 §5). Instants are `Date`s or ISO 8601 text.
 */

/** Seoul's offset from UTC, milliseconds. */
export const SEOUL_OFFSET_MS = 9 * 3_600_000;

const DAY_MS = 86_400_000;

/** Seoul's wall-clock reading of `instant` without the zone: "2026-11-19T14:05:09.000". */
export function seoulWallClock(instant: Date | string = new Date()): string {
  return new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 23);
}

/** The Seoul calendar day of `instant` (default now), "2026-11-19". */
export const seoulDay = (instant: Date | string = new Date()): string => seoulWallClock(instant).slice(0, 10);

/** The Seoul wall-clock time of `instant` (default now), "14:05". */
export const seoulTime = (instant: Date | string = new Date()): string => seoulWallClock(instant).slice(11, 16);

/** The Seoul month of `instant` (default now), "2026-11". */
export const seoulMonth = (instant: Date | string = new Date()): string => seoulWallClock(instant).slice(0, 7);

/** The Seoul hour of `instant` (default now), 0–23. */
export const seoulHour = (instant: Date | string = new Date()): number => Number(seoulWallClock(instant).slice(11, 13));

/** The Seoul day and minute of `instant`, "2026-11-19 14:05". */
export function seoulMinute(instant: Date | string): string {
  const clock = seoulWallClock(instant);
  return `${clock.slice(0, 10)} ${clock.slice(11, 16)}`;
}

/** The instant of the Seoul wall-clock `day` (YYYY-MM-DD) at `time` (HH:MM, default midnight). */
export function seoulInstant(day: string, time = "00:00"): Date {
  return new Date(`${day}T${time}:00+09:00`);
}

/** The Seoul midnight starting `plusDays` days after `day` (YYYY-MM-DD), as ISO UTC. */
export function seoulDayStart(day: string, plusDays = 0): string {
  return seoulInstant(addDays(day, plusDays)).toISOString();
}

/** The calendar day `days` days after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The month (YYYY-MM) `months` months after `month` (negative: before). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The weekday of a calendar day (YYYY-MM-DD): 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
