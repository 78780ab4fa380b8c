/**
 * Legacy date-stamped board ids (BBS_ID), e.g. "20210714090704000071": the Asia/Seoul time as
 * yyyyMMddHHmmss followed by a six-digit sequence.
 */
const SEOUL = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** yyyyMMddHHmmss of `date` in Asia/Seoul. */
export function seoulStamp(date: Date): string {
  const parts = Object.fromEntries(SEOUL.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** YYYY-MM-DD of `date` in Asia/Seoul. */
export function seoulDay(date: Date): string {
  const stamp = seoulStamp(date);
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
}

/** A new board id for `date` with sequence `seq` (0–999999). */
export function legacyBoardId(date: Date, seq: number): string {
  return `${seoulStamp(date)}${String(seq % 1_000_000).padStart(6, "0")}`;
}
