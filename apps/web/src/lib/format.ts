/**
 * Date and number display in Asia/Seoul (boards spec section 9: a post dated today shows its
 * time, older ones their date). Seoul days and times come from the contract's clock (`seoul-time.ts`:
 * UTC + 9 h, no Intl, whose first formatter costs Chromium 80–180 ms on a phone's first screen, issue 25 §5).
 */
import { SEOUL_OFFSET_MS, seoulDay, seoulInstant, seoulMinute, seoulTime, t } from "@portal/contract";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** A dayjs of `iso` in Seoul time, for custom formats ("MM.DD HH:mm"). */
export const seoul = (iso: string) => dayjs.utc(iso).utcOffset(SEOUL_OFFSET_MS / 60_000);

/** "14:05" when `iso` is today in Seoul, else "2026-11-19". */
export function listDate(iso: string, now = new Date()): string {
  return isToday(iso, now) ? seoulTime(iso) : seoulDay(iso);
}

/** "2026-11-19 14:05". */
export const fullDate = (iso: string): string => seoulMinute(iso);

/** True when `iso` is today in Seoul. */
export function isToday(iso: string, now = new Date()): boolean {
  return seoulDay(iso) === seoulDay(now);
}

/** Value for an <input type="datetime-local"> in Seoul time. */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? seoul(iso).format("YYYY-MM-DDTHH:mm") : "";
}

/** ISO UTC from an <input type="datetime-local"> value read as Seoul time. */
export function fromLocalInput(value: string): string | null {
  return value ? seoulInstant(value.slice(0, 10), value.slice(11, 16)).toISOString() : null;
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
  return seoulDay(iso);
}
