/**
 * /app/survey/results: the surveys whose results are published (closed or published by an
 * administrator), newest first; /app/survey/results/{id}: one survey's published results as charts
 * (no text answers, no names). Open to visitors, like the statistics window.
 */
import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { numberText } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/title.ts";
import { publishedSurveysQuery, resultsQuery } from "./api.ts";
import { periodText } from "./labels.ts";
import { SurveyCharts } from "./SurveyCharts.tsx";

export function PublishedSurveysPage() {
  const list = useQuery(publishedSurveysQuery);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("surveyPublishedTitle")}
        </Title>
        {list.error && <PageError error={list.error} />}
        {!list.data && !list.error && <PageLoading />}
        {list.data?.items.length === 0 && (
          <Text c="dimmed" role="status">
            {t("surveyPublishedEmpty")}
          </Text>
        )}
        {list.data && list.data.items.length > 0 && (
          <WideTable minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("surveyTitleLabel")}</Table.Th>
                  <Table.Th>{t("surveyPeriodLabel")}</Table.Th>
                  <Table.Th ta="right">{t("surveyAnswerCountLabel")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((s) => (
                  <Table.Tr key={s.surveyId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/app/survey/results/${s.surveyId}`}>
                        {s.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{periodText(s)}</Table.Td>
                    <Table.Td ta="right">{numberText(s.answerCount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </Stack>
    </Paper>
  );
}

export function SurveyResultsPage() {
  const surveyId = Number(useParams().surveyId);
  const results = useQuery(resultsQuery(surveyId));
  usePageTitle(results.data?.survey.title ?? t("surveyPublishedTitle"));
  if (results.error) return <PageError error={results.error} />;
  if (!results.data) return <PageLoading />;
  const { survey } = results.data;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            {survey.title}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t("surveyPeriodLine", { period: periodText(survey) })} ·{" "}
            {t("surveyRespondents", { count: numberText(results.data.respondents) })}
          </Text>
        </div>
        <SurveyCharts results={results.data} />
        <Anchor component={Link} to="/app/survey/results">
          {t("surveyPublishedTitle")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
