/**
 * Reservation times: dates are Asia/Seoul calendar days (YYYY-MM-DD) and slot times Asia/Seoul
 * wall-clock times (HH:MM), read by the contract's Seoul clock (`@portal/contract` seoul-time.ts).
 */
import { seoulInstant } from "@portal/contract";

/** True when the slot starting at `date` `startTime` (Asia/Seoul) has begun at `now`. */
export function hasBegun(date: string, startTime: string, now: Date): boolean {
  return seoulInstant(date, startTime).getTime() <= now.getTime();
}
