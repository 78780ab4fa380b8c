/**
 * /app/survey: the open surveys of the member's audience, each with its period, answering unit and
 * whether the member (or the company) answered; a link to the published results (issue 45 §1).
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { fullDate } from "../../lib/format.ts";
import { mySurveysQuery } from "./api.ts";
import { periodText, UNIT_LABEL } from "./labels.ts";

export function SurveyListPage() {
  const surveys = useQuery(mySurveysQuery);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h3">
            {t("surveyListTitle")}
          </Title>
          <Anchor component={Link} to="/app/survey/results">
            {t("surveyPublishedTitle")}
          </Anchor>
        </Group>
        {surveys.error && <PageError error={surveys.error} />}
        {!surveys.data && !surveys.error && <PageLoading />}
        {surveys.data?.items.length === 0 && (
          <Text c="dimmed" role="status">
            {t("surveyListEmpty")}
          </Text>
        )}
        {surveys.data?.items.map((s) => (
          <Paper
            key={s.surveyId}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-labelledby={`survey-${s.surveyId}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4" id={`survey-${s.surveyId}`}>
                  {s.title}
                </Title>
                <Badge color={s.answeredAt ? "blue" : "teal"} variant="light">
                  {s.answeredAt ? t("surveyAnswered") : t("surveyNotAnswered")}
                </Badge>
              </Group>
              {s.description && <Text size="sm">{s.description}</Text>}
              <Text size="sm" c="gray.7">
                {t("surveyPeriodLine", { period: periodText(s) })} · {UNIT_LABEL[s.unit]}
                {s.anonymous ? ` · ${t("surveyAnonymous")}` : ` · ${t("surveyNamed")}`}
              </Text>
              {s.answeredAt && (
                <Text size="sm" c="gray.7">
                  {t("surveyAnsweredAt", { at: fullDate(s.answeredAt) })}
                </Text>
              )}
              {(!s.answeredAt || s.allowChanges) && (
                <Group>
                  <Button component={Link} to={`/app/survey/${s.surveyId}`} size="sm">
                    {s.answeredAt ? t("surveyAnswerAgain") : t("surveyAnswerStart")}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
