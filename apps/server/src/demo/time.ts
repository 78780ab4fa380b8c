/**
 * Times of the demo content: every seeded post, comment and deal is dated in the past, relative to the
 * start that seeds it (Asia/Seoul days and hours).
 */
import { addDays, seoulDay, seoulInstant } from "@portal/contract";

const pad = (n: number) => String(n).padStart(2, "0");

/** UTC ISO time of `daysAgo` days before `now` (negative: after) at hour:minute Asia/Seoul. */
export function seoulTimeAgo(now: Date, daysAgo: number, hour: number, minute: number): string {
  return seoulInstant(addDays(seoulDay(now), -daysAgo), `${pad(hour)}:${pad(minute)}`).toISOString();
}

/**
 * The `index`-th (1-based) of `count` moments evenly spaced strictly between `from` (UTC ISO) and
 * `now`: a thread's comments after its post and before the seeding start. Returns UTC ISO.
 */
export function spacedBetween(from: string, now: Date, index: number, count: number): string {
  const start = Date.parse(from);
  return new Date(start + Math.floor(((now.getTime() - start) * index) / (count + 1))).toISOString();
}
