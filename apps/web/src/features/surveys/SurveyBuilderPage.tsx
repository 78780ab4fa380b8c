/**
 * /app/totalboard/surveys/new and /app/totalboard/surveys/{id}/edit: the survey builder (issue 45 §1):
 * title, description, period (Asia/Seoul), audience, answering unit, changes before the deadline,
 * anonymous or named, and the questions. Once a survey has an answer it is shown read-only (the
 * server refuses edits with a Korean 409). Saving keeps it a draft until it is opened from the list.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  SURVEY_AUDIENCES,
  SURVEY_UNITS,
  type SurveyAudience,
  type SurveyDetail,
  type SurveyUnit,
  type SurveyWrite,
  t,
} from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { toLocalInput } from "../../lib/format.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { usePageTitle } from "../../lib/title.ts";
import { adminSurveyQuery, saveSurvey, surveyKeys } from "./api.ts";
import { AUDIENCE_LABEL, UNIT_LABEL } from "./labels.ts";
import { QuestionEditor } from "./QuestionEditor.tsx";

const blankQuestion = (): SurveyWrite["questions"][number] => ({
  kind: "single",
  title: "",
  required: true,
  options: ["", ""],
});

function emptySurvey(): SurveyWrite {
  return {
    title: "",
    description: "",
    startsAt: "",
    endsAt: "",
    audience: "all",
    unit: "member",
    allowChanges: false,
    anonymous: true,
    questions: [blankQuestion()],
  };
}

function fromDetail(s: SurveyDetail): SurveyWrite {
  return {
    ...s,
    startsAt: toLocalInput(s.startsAt),
    endsAt: toLocalInput(s.endsAt),
    questions: s.questions.map(({ id: _id, ...q }) => q),
  };
}

/** The form's body as sent: blank option lines dropped. */
const cleaned = (s: SurveyWrite): SurveyWrite => ({
  ...s,
  questions: s.questions.map((q) => ({ ...q, options: (q.options ?? []).filter((o) => o.trim() !== "") })),
});

function BuilderForm({
  surveyId,
  initial,
  locked,
}: {
  surveyId: number | null;
  initial: SurveyWrite;
  locked: boolean;
}) {
  const [survey, setSurvey] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const set = (change: Partial<SurveyWrite>) => setSurvey((prev) => ({ ...prev, ...change }));
  const setQuestions = (questions: SurveyWrite["questions"]) => set({ questions });
  const move = (i: number, by: -1 | 1) => {
    const next = [...survey.questions];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setQuestions(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      await saveSurvey(surveyId, cleaned(survey));
      notifySuccess(t("surveySaved"));
      await client.invalidateQueries({ queryKey: surveyKeys.all });
      navigate("/app/totalboard/surveys");
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        {locked && <Alert color="yellow">{t("surveyLocked")}</Alert>}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <TextInput
              label={t("surveyTitleLabel")}
              required
              value={survey.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
            <Textarea
              label={t("surveyDescriptionLabel")}
              autosize
              minRows={2}
              value={survey.description ?? ""}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="datetime-local"
                label={t("surveyStartsAt")}
                required
                value={survey.startsAt}
                onChange={(e) => set({ startsAt: e.currentTarget.value })}
              />
              <TextInput
                type="datetime-local"
                label={t("surveyEndsAt")}
                required
                value={survey.endsAt}
                onChange={(e) => set({ endsAt: e.currentTarget.value })}
              />
              <Select
                label={t("surveyAudienceLabel")}
                data={SURVEY_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABEL[a] }))}
                value={survey.audience}
                allowDeselect={false}
                onChange={(v) => v && set({ audience: v as SurveyAudience })}
              />
              <Select
                label={t("surveyUnitLabel")}
                data={SURVEY_UNITS.map((u) => ({ value: u, label: UNIT_LABEL[u] }))}
                value={survey.unit}
                allowDeselect={false}
                onChange={(v) => v && set({ unit: v as SurveyUnit })}
              />
            </SimpleGrid>
            <Checkbox
              label={t("surveyAllowChanges")}
              checked={survey.allowChanges ?? false}
              onChange={(e) => set({ allowChanges: e.currentTarget.checked })}
            />
            <Checkbox
              label={t("surveyAnonymousLabel")}
              checked={survey.anonymous ?? true}
              onChange={(e) => set({ anonymous: e.currentTarget.checked })}
            />
          </Stack>
        </fieldset>
        <Title order={2} size="h4">
          {t("surveyQuestionsTitle")}
        </Title>
        {survey.questions.map((q, i) => (
          <QuestionEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id until saved; position is their identity
            key={i}
            question={q}
            index={i}
            count={survey.questions.length}
            disabled={locked}
            onChange={(next) => setQuestions(survey.questions.map((old, j) => (j === i ? next : old)))}
            onMove={(by) => move(i, by)}
            onRemove={() => setQuestions(survey.questions.filter((_, j) => j !== i))}
          />
        ))}
        <Group>
          <Button
            variant="default"
            disabled={locked}
            onClick={() => setQuestions([...survey.questions, blankQuestion()])}
          >
            {t("surveyAddQuestion")}
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={saving} disabled={locked}>
            {t("surveySave")}
          </Button>
          <Button variant="default" component={Link} to="/app/totalboard/surveys">
            {t("surveyBackToAdmin")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SurveyBuilderPage() {
  const param = useParams().surveyId;
  const surveyId = param ? Number(param) : null;
  const existing = useQuery({ ...adminSurveyQuery(surveyId ?? 0), enabled: surveyId !== null });
  const title = surveyId === null ? t("surveyNewTitle") : t("surveyEditTitle");
  usePageTitle(title);
  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Title order={1} size="h3" mb="md">
          {title}
        </Title>
        {existing.error && <PageError error={existing.error} />}
        {surveyId !== null && !existing.data && !existing.error && <PageLoading />}
        {surveyId === null && <BuilderForm surveyId={null} initial={emptySurvey()} locked={false} />}
        {existing.data && (
          <BuilderForm surveyId={surveyId} initial={fromDetail(existing.data)} locked={!existing.data.editable} />
        )}
      </Paper>
    </Stack>
  );
}
