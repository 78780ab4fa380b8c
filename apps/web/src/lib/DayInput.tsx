/**
 * A calendar day field in Korean order (YYYY-MM-DD, Asia/Seoul day): Mantine's DatePickerInput with the
 * portal's one date setting (lib/dateLabels.ts), in place of the browser's date input, which shows the
 * browser's own order (mm/dd/yyyy on an English system).
 */
import "@mantine/dates/styles.css";
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { t } from "@portal/contract";
import { DAY_FORMAT, KOREAN_DATES } from "./dateLabels.ts";

type Props = Omit<DatePickerInputProps<"default">, "value" | "onChange" | "type"> & {
  /** YYYY-MM-DD, or "" for none. */
  value: string;
  /** Gets YYYY-MM-DD, or "" when cleared. */
  onChange: (day: string) => void;
};

/** A day picker giving YYYY-MM-DD or "" (clearable unless `clearable={false}`). */
export function DayInput({ value, onChange, clearable = true, ...rest }: Props) {
  return (
    <DatePickerInput
      placeholder={t("auditPickDate")}
      {...KOREAN_DATES}
      valueFormat={DAY_FORMAT}
      clearable={clearable}
      clearButtonProps={{ "aria-label": t("dateClear") }}
      {...rest}
      value={value || null}
      onChange={(day) => onChange(day ?? "")}
    />
  );
}
