/** Display of reservation days and times (Asia/Seoul calendar days, no time zone conversion). */
const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** "12월 1일 (화)" for "2026-12-01". */
export function dayLabel(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
  return `${month}월 ${date}일 (${weekday})`;
}

/** "2026-12-01 (화)" for "2026-12-01". */
export function fullDayLabel(day: string): string {
  return `${day} (${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]})`;
}
