/**
 * Date and number display in Asia/Seoul (boards spec section 9: a post dated today shows its
 * time, older ones their date).
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = "Asia/Seoul";

export const seoul = (iso: string) => dayjs(iso).tz(ZONE);

/** "14:05" when `iso` is today in Seoul, else "2026-11-19". */
export function listDate(iso: string, now = new Date()): string {
  const when = seoul(iso);
  return when.isSame(dayjs(now).tz(ZONE), "day") ? when.format("HH:mm") : when.format("YYYY-MM-DD");
}

/** "2026-11-19 14:05". */
export function fullDate(iso: string): string {
  return seoul(iso).format("YYYY-MM-DD HH:mm");
}

/** True when `iso` is today in Seoul. */
export function isToday(iso: string, now = new Date()): boolean {
  return seoul(iso).isSame(dayjs(now).tz(ZONE), "day");
}

/** Value for an <input type="datetime-local"> in Seoul time. */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? seoul(iso).format("YYYY-MM-DDTHH:mm") : "";
}

/** ISO UTC from an <input type="datetime-local"> value read as Seoul time. */
export function fromLocalInput(value: string): string | null {
  return value ? dayjs.tz(value, ZONE).toISOString() : null;
}

export const numberText = (n: number) => n.toLocaleString("ko-KR");
