/**
 * Date and number display in Asia/Seoul (boards spec section 9: a post dated today shows its
 * time, older ones their date). Korea keeps UTC+9 all year (no daylight saving since 1988), so Seoul
 * time is the UTC instant shifted by nine hours: no time zone database, no Intl. The first Intl
 * formatter of a page (a time zone, or the ko-KR locale) costs Chromium 80–180 ms to set up, a long
 * task on a phone during the first screen of every list and post (issue 25 §5).
 */
import { t } from "@portal/contract";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** Seoul's offset from UTC, minutes. */
const SEOUL_OFFSET_MIN = 9 * 60;

/** A dayjs of `iso` in Seoul time, for custom formats ("MM.DD HH:mm"). */
export const seoul = (iso: string) => dayjs.utc(iso).utcOffset(SEOUL_OFFSET_MIN);

/** Seoul's wall-clock reading of `date` as an ISO string without the zone ("2026-11-19T14:05:00.000"). */
const seoulIso = (date: Date) => new Date(date.getTime() + SEOUL_OFFSET_MIN * 60_000).toISOString();

/** Seoul's calendar day ("2026-11-19") and time ("14:05") of `date`. */
function seoulParts(date: Date): { day: string; time: string } {
  const iso = seoulIso(date);
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
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
  return value ? new Date(`${value}+09:00`).toISOString() : null;
}

/** A count or amount with thousands separators, as ko-KR writes it ("1,234,567"; no Intl, see above). */
export const numberText = (n: number) => {
  const [whole, fraction] = String(Math.abs(n)).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
};

/**
 * How long ago `iso` was, in Korean ("방금 전", "3분 전", "2시간 전", "5일 전"; from a week on, the Seoul
 * day). The words are in the screens' part of the catalogue: call it from a screen.
 */
export function timeAgo(iso: string, now = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return t("timeJustNow");
  if (minutes < 60) return t("timeMinutesAgo", { n: minutes });
  if (minutes < 24 * 60) return t("timeHoursAgo", { n: Math.floor(minutes / 60) });
  if (minutes < 7 * 24 * 60) return t("timeDaysAgo", { n: Math.floor(minutes / (24 * 60)) });
  return seoulParts(new Date(iso)).day;
}
