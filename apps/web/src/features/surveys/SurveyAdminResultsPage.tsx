/**
 * /app/totalboard/surveys/{id}/results: the administrators' results at any time (issue 45 §2):
 * counts, percentages, distributions with mean and median, text answers; a filter by company kind;
 * a named survey's answers by member; the export (CSV or XLSX) asks for a reason first.
 */
import { Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { SURVEY_COMPANY_KINDS, type SurveyResults, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { ExportReasonDialog } from "../../components/ExportReasonDialog.tsx";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { fullDate, numberText } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/title.ts";
import { adminResultsQuery, downloadExport } from "./api.ts";
import { PHASE_LABEL, periodText } from "./labels.ts";
import { SurveyCharts } from "./SurveyCharts.tsx";

const KIND_LABEL: Record<(typeof SURVEY_COMPANY_KINDS)[number], string> = {
  logistics: t("companyKindLogistics"),
  manufacturing: t("companyKindManufacturing"),
  other: t("companyKindOther"),
};

function ExportDialog({ results, onClose }: { results: SurveyResults; onClose: () => void }) {
  const [format, setFormat] = useState<"csv" | "xlsx">("xlsx");
  const { survey } = results;
  return (
    <ExportReasonDialog
      opened
      title={t("surveyExportTitle")}
      notice={survey.anonymous ? null : t("surveyExportLogged")}
      onClose={onClose}
      onDownload={(reason) => downloadExport(survey.surveyId, { format, reason }, `${survey.title}.${format}`)}
    >
      <Select
        label={t("surveyExportFormat")}
        data={[
          { value: "xlsx", label: "XLSX (Excel)" },
          { value: "csv", label: "CSV" },
        ]}
        value={format}
        allowDeselect={false}
        onChange={(v) => v && setFormat(v as "csv" | "xlsx")}
      />
    </ExportReasonDialog>
  );
}

function Responses({ results }: { results: SurveyResults }) {
  if (!results.responses || results.responses.length === 0) return null;
  const questions = results.questions;
  return (
    <section aria-labelledby="survey-responses">
      <Title order={2} size="h4" id="survey-responses" mb="sm">
        {t("surveyResponsesTitle")}
      </Title>
      <WideTable minWidth={640}>
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("surveyCsvName")}</Table.Th>
              <Table.Th>{t("surveyCsvCompany")}</Table.Th>
              <Table.Th>{t("surveyCsvAnsweredAt")}</Table.Th>
              {questions.map((q, i) => (
                <Table.Th key={q.questionId}>{`${i + 1}. ${q.title}`}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.responses.map((r) => (
              <Table.Tr key={`${r.userId}-${r.answeredAt}`}>
                <Table.Td>{r.nameKo ?? "-"}</Table.Td>
                <Table.Td>{r.companyName ?? "-"}</Table.Td>
                <Table.Td>{fullDate(r.answeredAt)}</Table.Td>
                {questions.map((q) => (
                  <Table.Td key={q.questionId}>{r.answers[q.questionId]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </section>
  );
}

export function SurveyAdminResultsPage() {
  const surveyId = Number(useParams().surveyId);
  const [companyKind, setCompanyKind] = useState("");
  const [exporting, setExporting] = useState(false);
  const results = useQuery(adminResultsQuery(surveyId, companyKind));
  usePageTitle(results.data ? t("surveyResultsOf", { title: results.data.survey.title }) : t("surveyAdminTitle"));
  const data = results.data;
  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        {results.error && <PageError error={results.error} />}
        {!data && !results.error && <PageLoading />}
        {data && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <div>
                <Title order={1} size="h3">
                  {t("surveyResultsOf", { title: data.survey.title })}
                </Title>
                <Text size="sm" c="gray.7">
                  {PHASE_LABEL[data.survey.phase]} · {periodText(data.survey)} ·{" "}
                  {t("surveyRespondents", { count: numberText(data.respondents) })}
                </Text>
              </div>
              <Group align="flex-end">
                <Select
                  label={t("surveyFilterKind")}
                  data={[
                    { value: "", label: t("surveyFilterAll") },
                    ...SURVEY_COMPANY_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] })),
                  ]}
                  value={companyKind}
                  allowDeselect={false}
                  onChange={(v) => setCompanyKind(v ?? "")}
                  w={160}
                />
                <Button variant="default" onClick={() => setExporting(true)}>
                  {t("surveyExportTitle")}
                </Button>
              </Group>
            </Group>
            {data.survey.phase !== "closed" && !data.survey.publishedAt && (
              <Alert color="yellow">{t("surveyAdminOnlyNote")}</Alert>
            )}
            <SurveyCharts results={data} />
            <Responses results={data} />
            {exporting && <ExportDialog results={data} onClose={() => setExporting(false)} />}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
