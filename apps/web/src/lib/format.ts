/**
 * Date and number display in Asia/Seoul (boards spec section 9: a post dated today shows its
 * time, older ones their date). The list formats use one cached Intl formatter (dayjs's time zone
 * plugin builds a new one per call, which long lists felt); `seoul()` stays for custom formats.
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = "Asia/Seoul";

export const seoul = (iso: string) => dayjs(iso).tz(ZONE);

const PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Seoul's calendar day ("2026-11-19") and time ("14:05") of `date`. */
function seoulParts(date: Date): { day: string; time: string } {
  const p: Record<string, string> = {};
  for (const { type, value } of PARTS.formatToParts(date)) p[type] = value;
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The day in Seoul ("2026-11-19") of `date` (default: now). */
export function seoulDay(date = new Date()): string {
  return seoulParts(date).day;
}

/** "14:05" when `iso` is today in Seoul, else "2026-11-19". */
export function listDate(iso: string, now = new Date()): string {
  const when = seoulParts(new Date(iso));
  return when.day === seoulDay(now) ? when.time : when.day;
}

/** "2026-11-19 14:05". */
export function fullDate(iso: string): string {
  const when = seoulParts(new Date(iso));
  return `${when.day} ${when.time}`;
}

/** True when `iso` is today in Seoul. */
export function isToday(iso: string, now = new Date()): boolean {
  return seoulDay(new Date(iso)) === seoulDay(now);
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
