/**
 * Legacy date-stamped board ids (BBS_ID), e.g. "20210714090704000071": the Asia/Seoul time as
 * yyyyMMddHHmmss followed by a six-digit sequence.
 */
/** Asia/Seoul is UTC+9 all year (no daylight saving since 1988). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** yyyyMMddHHmmss of `date` in Asia/Seoul. */
export function seoulStamp(date: Date): string {
  const iso = new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
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
