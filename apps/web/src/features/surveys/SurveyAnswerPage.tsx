/**
 * /app/survey/{id}: the answer form (issue 45 §1). One submission; the server checks every question
 * and answers every fault at once, shown under each question with a summary at the top. A closed,
 * not-yet-open or outside-the-audience survey shows the server's Korean refusal.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type SurveyAnswerValue, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { ApiError } from "../../lib/api.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { usePageTitle } from "../../lib/title.ts";
import { submitAnswers, surveyKeys, surveyQuery } from "./api.ts";
import { periodText, UNIT_LABEL } from "./labels.ts";
import { QuestionInput } from "./QuestionInput.tsx";

export function SurveyAnswerPage() {
  const surveyId = Number(useParams().surveyId);
  const survey = useQuery(surveyQuery(surveyId));
  const client = useQueryClient();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, SurveyAnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  usePageTitle(survey.data?.title ?? t("surveyListTitle"));
  if (survey.error) return <PageError error={survey.error} />;
  if (!survey.data) return <PageLoading />;
  const s = survey.data;

  const submit = async () => {
    setSending(true);
    try {
      const result = await submitAnswers(surveyId, { answers });
      notifySuccess(result.replaced ? t("surveyReplaced") : t("surveyThanks"));
      await client.invalidateQueries({ queryKey: surveyKeys.all });
      navigate("/app/survey");
    } catch (e) {
      const list =
        e instanceof ApiError
          ? (e.problem as { errors?: { questionId: string; message: string }[] }).errors
          : undefined;
      setErrors(Object.fromEntries((list ?? []).map((x) => [x.questionId, x.message])));
      setProblem(e instanceof Error ? e.message : t("errorUnknown"));
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="lg">
          <div>
            <Title order={1} size="h3">
              {s.title}
            </Title>
            {s.description && <Text mt={4}>{s.description}</Text>}
            <Text size="sm" c="gray.7" mt={4}>
              {t("surveyPeriodLine", { period: periodText(s) })} · {UNIT_LABEL[s.unit]}
              {s.anonymous ? ` · ${t("surveyAnonymous")}` : ` · ${t("surveyNamed")}`}
            </Text>
          </div>
          {s.answeredAt && (
            <Alert color="blue">{s.allowChanges ? t("surveyAnsweredCanChange") : t("surveyAnsweredDone")}</Alert>
          )}
          <div ref={summary} tabIndex={-1}>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
          </div>
          {s.questions.map((q, i) => (
            <QuestionInput
              key={q.id}
              question={q}
              index={i}
              value={answers[q.id] ?? {}}
              error={errors[q.id]}
              onChange={(value) => setAnswers((prev) => ({ ...prev, [q.id]: value }))}
            />
          ))}
          <Group>
            <Button type="submit" loading={sending} disabled={Boolean(s.answeredAt) && !s.allowChanges}>
              {t("surveySubmit")}
            </Button>
            <Button variant="default" component={Link} to="/app/survey">
              {t("surveyBackToList")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
