/** Dashboard number formats: won with separators, percent, short axis labels (만/억), Seoul year. */
import { seoulDay, t } from "@portal/contract";

/** "1,234,000원". */
export const won = (amount: number) => t("dashUnitWon", { amount: amount.toLocaleString("ko-KR") });
/** "12.5%". */
export const pct = (value: number) => t("dashPercent", { value: value.toLocaleString("ko-KR") });
/** "1,234". */
export const count = (value: number) => value.toLocaleString("ko-KR");

/** Short axis label in Korean units, 억 to two decimals (2.25억, not 2.3억): 1.2억, 350만, 9,000. */
export function shortWon(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 100_000_000) return `${(amount / 100_000_000).toLocaleString("ko-KR", { maximumFractionDigits: 2 })}억`;
  if (abs >= 10_000) return `${Math.round(amount / 10_000).toLocaleString("ko-KR")}만`;
  return amount.toLocaleString("ko-KR");
}

/** The current year in Asia/Seoul. */
export function seoulYear(now = new Date()): number {
  return Number(seoulDay(now).slice(0, 4));
}
