/**
 * The one setting of every Mantine date picker (issue 24 §5: dates in Korean order, 연-월-일): the Korean
 * dayjs locale, days shown as YYYY-MM-DD, month and year headers as "2026년 12월", weeks from Sunday, and
 * Korean aria labels (Mantine's defaults are English). Spread `KOREAN_DATES` into a picker, or use
 * `DayInput` (lib/DayInput.tsx) for a plain day field.
 */
import "dayjs/locale/ko";
import { t } from "@portal/contract";

/** Korean aria labels of Mantine's calendar controls. */
export const CALENDAR_LABELS = {
  monthLevelControl: t("dateMonthLevel"),
  yearLevelControl: t("dateYearLevel"),
  nextMonth: t("dateNextMonth"),
  previousMonth: t("datePreviousMonth"),
  nextYear: t("dateNextYear"),
  previousYear: t("datePreviousYear"),
  nextDecade: t("dateNextDecade"),
  previousDecade: t("datePreviousDecade"),
};

/** How a calendar day reads in a field: 2026-12-01. */
export const DAY_FORMAT = "YYYY-MM-DD";

/** "2026년 12월 3일" for a calendar day "2026-12-03" (a day button's name; Mantine's default reads "3 12월 2026"). */
export function dayAriaLabel(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-").map(Number);
  return `${year}년 ${month}월 ${date}일`;
}

/** Props every date picker takes (DatePickerInput, DateTimePicker, …). */
export const KOREAN_DATES = {
  locale: "ko",
  monthLabelFormat: "YYYY년 M월",
  yearLabelFormat: "YYYY년",
  firstDayOfWeek: 0,
  ariaLabels: CALENDAR_LABELS,
  getDayAriaLabel: dayAriaLabel,
} as const;
