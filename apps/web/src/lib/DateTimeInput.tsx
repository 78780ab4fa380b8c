/**
 * A date-and-time field in Korean order with a 24-hour time (issue 24 §5): Mantine's DateTimePicker with
 * the portal's one date setting (lib/dateLabels.ts), in place of the browser's datetime-local input,
 * which shows the browser's own order (mm/dd/yyyy, AM/PM on an English system).
 */
import "@mantine/dates/styles.css";
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { t } from "@portal/contract";
import { DAY_FORMAT, KOREAN_DATES } from "./dateLabels.ts";

type Props = Omit<DateTimePickerProps, "value" | "onChange"> & {
  /** "YYYY-MM-DDTHH:mm" (local time, as a datetime-local input's value), or "" for none. */
  value: string;
  /** Gets "YYYY-MM-DDTHH:mm", or "" when cleared. */
  onChange: (value: string) => void;
};

/** A day and time giving "YYYY-MM-DDTHH:mm" or "" (the picker's own value reads "YYYY-MM-DD HH:mm:ss"). */
export function DateTimeInput({ value, onChange, ...rest }: Props) {
  return (
    <DateTimePicker
      {...KOREAN_DATES}
      valueFormat={`${DAY_FORMAT} HH:mm`}
      timePickerProps={{ format: "24h", hoursInputLabel: t("timeHours"), minutesInputLabel: t("timeMinutes") }}
      submitButtonProps={{ "aria-label": t("confirm") }}
      clearButtonProps={{ "aria-label": t("dateClear") }}
      {...rest}
      value={value ? value.replace("T", " ") : null}
      onChange={(picked) => onChange(picked ? picked.replace(" ", "T").slice(0, 16) : "")}
    />
  );
}
