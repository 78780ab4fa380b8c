/**
 * One question in the survey builder: its kind, title, whether required, and the fields of its kind
 * (options one per line with a "기타" option and, for multiple choice, a maximum; a number's unit and
 * range). Moving and removing are buttons with the question's number in their names.
 */
import { ActionIcon, Checkbox, Group, NumberInput, Paper, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { SURVEY_QUESTION_KINDS, type SurveyQuestionKind, type SurveyQuestionWrite, t } from "@portal/contract";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";

export const KIND_LABEL: Record<SurveyQuestionKind, string> = {
  single: t("surveyKindSingle"),
  multiple: t("surveyKindMultiple"),
  scale: t("surveyKindScale"),
  number: t("surveyKindNumber"),
  text: t("surveyKindText"),
};

interface Props {
  question: SurveyQuestionWrite;
  index: number;
  count: number;
  disabled: boolean;
  onChange: (question: SurveyQuestionWrite) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const numberOrNull = (v: string | number) => (typeof v === "number" ? v : null);

export function QuestionEditor({ question: q, index, count, disabled, onChange, onMove, onRemove }: Props) {
  const n = index + 1;
  const set = (change: Partial<SurveyQuestionWrite>) => onChange({ ...q, ...change });
  const choice = q.kind === "single" || q.kind === "multiple";
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="fieldset"
      disabled={disabled}
      aria-label={t("surveyQuestionN", { n })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label={t("surveyQuestionKind", { n })}
            data={SURVEY_QUESTION_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
            value={q.kind}
            allowDeselect={false}
            onChange={(v) => v && set({ kind: v as SurveyQuestionKind })}
            w={180}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t("surveyMoveUp", { n })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t("surveyMoveDown", { n })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              disabled={count === 1}
              onClick={onRemove}
              aria-label={t("surveyRemoveQuestion", { n })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t("surveyQuestionTitle", { n })}
          required
          value={q.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Checkbox
          label={t("surveyRequired")}
          checked={q.required ?? true}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
        {choice && (
          <>
            <Textarea
              label={t("surveyOptionsLabel", { n })}
              description={t("surveyOptionsHint")}
              autosize
              minRows={3}
              value={(q.options ?? []).join("\n")}
              onChange={(e) => set({ options: e.currentTarget.value.split("\n") })}
            />
            <Checkbox
              label={t("surveyAllowOther")}
              checked={q.allowOther ?? false}
              onChange={(e) => set({ allowOther: e.currentTarget.checked })}
            />
          </>
        )}
        {q.kind === "multiple" && (
          <NumberInput
            label={t("surveyMaxChoices")}
            min={1}
            maw={200}
            value={q.maxChoices ?? ""}
            onChange={(v) => set({ maxChoices: numberOrNull(v) })}
          />
        )}
        {q.kind === "number" && (
          <Group grow align="flex-start">
            <TextInput
              label={t("surveyUnit")}
              value={q.unit ?? ""}
              onChange={(e) => set({ unit: e.currentTarget.value })}
            />
            <NumberInput label={t("surveyMin")} value={q.min ?? ""} onChange={(v) => set({ min: numberOrNull(v) })} />
            <NumberInput label={t("surveyMax")} value={q.max ?? ""} onChange={(v) => set({ max: numberOrNull(v) })} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
