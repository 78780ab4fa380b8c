/**
 * Legacy date-stamped board ids (BBS_ID), e.g. "20210714090704000071": the Asia/Seoul time as
 * yyyyMMddHHmmss followed by a six-digit sequence.
 */
import { seoulWallClock } from "@portal/contract";

/** yyyyMMddHHmmss of `date` in Asia/Seoul. */
export function seoulStamp(date: Date): string {
  return seoulWallClock(date).slice(0, 19).replace(/\D/g, "");
}

/** A new board id for `date` with sequence `seq` (0–999999). */
export function legacyBoardId(date: Date, seq: number): string {
  return `${seoulStamp(date)}${String(seq % 1_000_000).padStart(6, "0")}`;
}
