/**
 * A survey's results as charts (the dashboards' chart library, @mantine/charts) with each chart's
 * table beside it for screen readers and keyboard users: counts and percentages per option, "기타",
 * scale point or number range; mean and median of scales and numbers; texts only where the server
 * sent them (administrators). Used by the results pages, the administrators' results and the
 * statistics window (PLT000101_01).
 */
import { BarChart } from "@mantine/charts";
import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { type SurveyQuestionResult, type SurveyResults, t } from "@portal/contract";
import { numberText } from "../../lib/format.ts";

function QuestionResult({ result, index, level }: { result: SurveyQuestionResult; index: number; level: 2 | 3 }) {
  const title = `${index + 1}. ${result.title}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={level} size="h5">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {t("surveyAnsweredCount", { count: numberText(result.answered) })}
          {result.mean !== null &&
            ` · ${t("surveyMeanMedian", { mean: numberText(result.mean), median: numberText(result.median ?? 0), unit: result.unit })}`}
        </Text>
        {result.counts.length > 0 && (
          <>
            <div role="img" aria-label={t("surveyChartSummary", { title })}>
              <BarChart
                h={Math.max(120, result.counts.length * 34)}
                data={result.counts}
                dataKey="label"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                series={[{ name: "count", label: t("surveyCountLabel"), color: "teal.6" }]}
                valueFormatter={(v) => numberText(v)}
              />
            </div>
            <Table fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("surveyOptionLabel")}</Table.Th>
                  <Table.Th ta="right">{t("surveyCountLabel")}</Table.Th>
                  <Table.Th ta="right">{t("surveyPercentLabel")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.counts.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td ta="right">{numberText(row.count)}</Table.Td>
                    <Table.Td ta="right">{`${row.percent}%`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        {result.texts && (
          <div>
            <Text size="sm" fw={600}>
              {t("surveyTextsTitle")}
            </Text>
            {result.texts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("surveyNoTexts")}
              </Text>
            ) : (
              <List size="sm">
                {result.texts.map((text, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same text may come twice
                  <List.Item key={i}>{text}</List.Item>
                ))}
              </List>
            )}
          </div>
        )}
        {!result.texts && result.kind === "text" && (
          <Text size="sm" c="dimmed">
            {t("surveyTextsNotPublished")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Every question's result of `results`; headings one level below `level`'s page heading. */
export function SurveyCharts({ results, level = 2 }: { results: SurveyResults; level?: 2 | 3 }) {
  if (results.respondents === 0) {
    return (
      <Text c="dimmed" role="status">
        {t("surveyNoAnswers")}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {results.questions.map((result, i) => (
        <QuestionResult key={result.questionId} result={result} index={i} level={level} />
      ))}
    </SimpleGrid>
  );
}
