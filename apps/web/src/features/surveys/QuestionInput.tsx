/**
 * One question of the answer form, by kind: single choice (radios), multiple choice (checkboxes,
 * with its maximum said), a 1–5 scale (radios), a number (with its unit and range) or a short text;
 * a "기타" option shows a text field for the member's own words. `error` is the server's Korean
 * message for this question.
 */
import { Checkbox, Group, NumberInput, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { SURVEY_TEXT_MAX, type SurveyAnswerValue, type SurveyQuestion, t } from "@portal/contract";
import { numberText } from "../../lib/format.ts";

const OTHER = "other";

interface Props {
  question: SurveyQuestion;
  index: number;
  value: SurveyAnswerValue;
  error?: string;
  onChange: (value: SurveyAnswerValue) => void;
}

function hint(q: SurveyQuestion): string | undefined {
  if (q.kind === "multiple" && q.maxChoices) return t("surveyHintMax", { max: q.maxChoices });
  if (q.kind === "number")
    return t("surveyHintRange", { min: numberText(q.min ?? 0), max: numberText(q.max ?? 0), unit: q.unit });
  if (q.kind === "scale") return t("surveyHintScale");
  return undefined;
}

function OtherText({ q, value, onChange }: Pick<Props, "value" | "onChange"> & { q: SurveyQuestion }) {
  return (
    <TextInput
      label={t("surveyOtherText", { title: q.title })}
      maxLength={SURVEY_TEXT_MAX}
      value={value.other ?? ""}
      onChange={(e) => onChange({ ...value, other: e.currentTarget.value })}
    />
  );
}

export function QuestionInput({ question: q, index, value, error, onChange }: Props) {
  const label = `${index + 1}. ${q.title}`;
  const common = { label, description: hint(q), error, required: q.required, withAsterisk: q.required };
  const otherOn = value.other !== undefined;
  if (q.kind === "single") {
    const current = otherOn ? OTHER : value.choices?.[0] !== undefined ? String(value.choices[0]) : "";
    return (
      <Stack gap={6}>
        <Radio.Group
          {...common}
          value={current}
          onChange={(v) => onChange(v === OTHER ? { choices: [], other: "" } : { choices: [Number(v)] })}
        >
          <Stack gap={6} mt={6}>
            {q.options.map((option, i) => (
              <Radio key={option} value={String(i)} label={option} />
            ))}
            {q.allowOther && <Radio value={OTHER} label={t("surveyOther")} />}
          </Stack>
        </Radio.Group>
        {otherOn && <OtherText q={q} value={value} onChange={onChange} />}
      </Stack>
    );
  }
  if (q.kind === "multiple") {
    const current = [...(value.choices ?? []).map(String), ...(otherOn ? [OTHER] : [])];
    return (
      <Stack gap={6}>
        <Checkbox.Group
          {...common}
          value={current}
          onChange={(v) => {
            const choices = v.filter((c) => c !== OTHER).map(Number);
            onChange(v.includes(OTHER) ? { choices, other: value.other ?? "" } : { choices });
          }}
        >
          <Stack gap={6} mt={6}>
            {q.options.map((option, i) => (
              <Checkbox key={option} value={String(i)} label={option} />
            ))}
            {q.allowOther && <Checkbox value={OTHER} label={t("surveyOther")} />}
          </Stack>
        </Checkbox.Group>
        {otherOn && <OtherText q={q} value={value} onChange={onChange} />}
      </Stack>
    );
  }
  if (q.kind === "scale") {
    return (
      <Radio.Group
        {...common}
        value={value.value === undefined ? "" : String(value.value)}
        onChange={(v) => onChange({ value: Number(v) })}
      >
        <Group gap="md" mt={6}>
          {[1, 2, 3, 4, 5].map((point) => (
            <Radio key={point} value={String(point)} label={String(point)} />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  if (q.kind === "number") {
    return (
      <NumberInput
        {...common}
        maw={260}
        rightSection={q.unit || undefined}
        value={value.value ?? ""}
        onChange={(v) => onChange(typeof v === "number" ? { value: v } : {})}
      />
    );
  }
  return (
    <Textarea
      {...common}
      autosize
      minRows={2}
      maxLength={SURVEY_TEXT_MAX}
      value={value.text ?? ""}
      onChange={(e) => onChange({ text: e.currentTarget.value })}
    />
  );
}
