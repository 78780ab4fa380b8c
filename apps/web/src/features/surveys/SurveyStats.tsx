/**
 * The statistics window's survey section (PLT000101_01, boards spec §2; issue 45 §2): the newest
 * published survey's results as charts, another published survey chosen from a list, and a link to
 * all of them. Shown beside the logistics council's membership figures.
 */
import { Anchor, Group, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { numberText } from "../../lib/format.ts";
import { publishedSurveysQuery, resultsQuery } from "./api.ts";
import { periodText } from "./labels.ts";
import { SurveyCharts } from "./SurveyCharts.tsx";

function Results({ surveyId }: { surveyId: number }) {
  const results = useQuery(resultsQuery(surveyId));
  if (!results.data) return <Skeleton height={160} radius="md" />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {periodText(results.data.survey)} · {t("surveyRespondents", { count: numberText(results.data.respondents) })}
      </Text>
      <SurveyCharts results={results.data} level={3} />
    </Stack>
  );
}

export function SurveyStats() {
  const list = useQuery(publishedSurveysQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const current = chosen ?? (items[0] ? String(items[0].surveyId) : null);
  return (
    <section aria-labelledby="survey-stats">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="survey-stats">
          {t("surveyStatsTitle")}
        </Title>
        {items.length > 1 && (
          <Select
            label={t("surveyStatsChoose")}
            data={items.map((s) => ({ value: String(s.surveyId), label: s.title }))}
            value={current}
            allowDeselect={false}
            onChange={setChosen}
            w={{ base: "100%", sm: 320 }}
          />
        )}
      </Group>
      {!list.data && <Skeleton height={120} radius="md" />}
      {list.data && items.length === 0 && (
        <Text c="dimmed" role="status">
          {t("surveyPublishedEmpty")}
        </Text>
      )}
      {current && <Results surveyId={Number(current)} />}
      <Anchor href="/app/survey/results" target="_blank" size="sm" mt="sm" display="inline-block">
        {t("surveyPublishedTitle")}
      </Anchor>
    </section>
  );
}
