/** Korean aria labels of Mantine's date pickers (their defaults are English). */
import { t } from "@portal/contract";

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
