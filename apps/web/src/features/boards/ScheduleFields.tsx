/**
 * Start, end and all-day of a calendar board's post (boards spec 2 and 4: start and end default to
 * now): Korean date pickers with 24-hour times, days only when the entry is all-day.
 */
import { Checkbox, SimpleGrid } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import type { UseFormReturnType } from "@mantine/form";
import { t } from "@portal/contract";
import { DateTimeInput } from "../../lib/DateTimeInput.tsx";
import { DAY_FORMAT, KOREAN_DATES } from "../../lib/dateLabels.ts";
import type { PostFormValues } from "./post-form-values.ts";

/** "YYYY-MM-DDTHH:mm" (the form's value) of an all-day entry's day picked as "YYYY-MM-DD". */
const fromDay = (day: string | null) => (day ? `${day.slice(0, 10)}T00:00` : "");

/** Start, end and all-day of a calendar entry. */
export function ScheduleFields({ form }: { form: UseFormReturnType<PostFormValues> }) {
  const values = form.getValues();
  const shared = { ...KOREAN_DATES, withAsterisk: true };
  const field = (name: "startAt" | "endAt", label: string) =>
    values.allDay ? (
      <DatePickerInput
        {...shared}
        label={label}
        valueFormat={DAY_FORMAT}
        value={values[name] ? values[name].slice(0, 10) : null}
        onChange={(day) => form.setFieldValue(name, fromDay(day))}
        error={form.errors[name]}
      />
    ) : (
      <DateTimeInput
        withAsterisk
        label={label}
        value={values[name]}
        onChange={(value) => form.setFieldValue(name, value)}
        error={form.errors[name]}
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {field("startAt", t("fieldStart"))}
      {field("endAt", t("fieldEnd"))}
      <Checkbox
        mt={{ base: 0, sm: 32 }}
        label={t("fieldAllDay")}
        {...form.getInputProps("allDay", { type: "checkbox" })}
      />
    </SimpleGrid>
  );
}
