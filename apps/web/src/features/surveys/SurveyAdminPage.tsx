/**
 * /app/totalboard/surveys: every survey with its phase, period and answer count, and what an
 * administrator does next — edit (until the first answer), open, close, publish the results early,
 * archive (each asked for confirmation) — and a link to its results.
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { type SurveyStatusAction, type SurveySummary, t } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminNav } from "../../components/layout/AdminNav.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { numberText } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { adminSurveysQuery, changeStatus, surveyKeys } from "./api.ts";
import { PHASE_COLOR, PHASE_LABEL, periodText } from "./labels.ts";

const ACTION_LABEL: Record<SurveyStatusAction, string> = {
  open: t("surveyActionOpen"),
  close: t("surveyActionClose"),
  publish: t("surveyActionPublish"),
  archive: t("surveyActionArchive"),
};

/** The actions that apply to `s` now. */
function actionsOf(s: SurveySummary): SurveyStatusAction[] {
  if (s.status === "draft") return ["open", "archive"];
  if (s.status === "open" && s.phase !== "closed") return s.publishedAt ? ["close"] : ["close", "publish"];
  if (s.status === "open" || s.status === "closed") return ["archive"];
  return [];
}

function Actions({ survey }: { survey: SurveySummary }) {
  const client = useQueryClient();
  const run = async (action: SurveyStatusAction) => {
    try {
      await changeStatus(survey.surveyId, action);
      notifySuccess(t("surveyStatusChanged", { action: ACTION_LABEL[action] }));
      await client.invalidateQueries({ queryKey: surveyKeys.all });
    } catch (e) {
      notifyError(e instanceof Error ? e.message : t("errorUnknown"));
    }
  };
  const confirm = (action: SurveyStatusAction) =>
    confirmAction({
      title: ACTION_LABEL[action],
      message: t("surveyConfirmAction", { title: survey.title, action: ACTION_LABEL[action] }),
      confirm: ACTION_LABEL[action],
      onConfirm: () => void run(action),
    });
  return (
    <Group gap={6} wrap="wrap">
      {survey.answerCount === 0 && survey.status !== "archived" && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/app/totalboard/surveys/${survey.surveyId}/edit`}
          aria-label={`${survey.title} ${t("surveyEdit")}`}
        >
          {t("surveyEdit")}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={`/app/totalboard/surveys/${survey.surveyId}/results`}
        aria-label={`${survey.title} ${t("surveyResultsLink")}`}
      >
        {t("surveyResultsLink")}
      </Button>
      {actionsOf(survey).map((action) => (
        <Button
          key={action}
          size="xs"
          variant="light"
          onClick={() => confirm(action)}
          aria-label={`${survey.title} ${ACTION_LABEL[action]}`}
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </Group>
  );
}

export function SurveyAdminPage() {
  const surveys = useQuery(adminSurveysQuery);
  return (
    <Stack gap="md">
      <AdminNav />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Group justify="space-between" mb="md">
          <Title order={1} size="h3">
            {t("surveyAdminTitle")}
          </Title>
          <Button component={Link} to="/app/totalboard/surveys/new">
            {t("surveyNewTitle")}
          </Button>
        </Group>
        {surveys.error && <PageError error={surveys.error} />}
        {!surveys.data && !surveys.error && <PageLoading />}
        {surveys.data?.items.length === 0 && (
          <Text c="dimmed" role="status">
            {t("surveyAdminEmpty")}
          </Text>
        )}
        {surveys.data && surveys.data.items.length > 0 && (
          <WideTable minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("surveyTitleLabel")}</Table.Th>
                  <Table.Th>{t("surveyPhaseLabel")}</Table.Th>
                  <Table.Th>{t("surveyPeriodLabel")}</Table.Th>
                  <Table.Th ta="right">{t("surveyAnswerCountLabel")}</Table.Th>
                  <Table.Th>{t("surveyActionsLabel")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {surveys.data.items.map((s) => (
                  <Table.Tr key={s.surveyId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/app/totalboard/surveys/${s.surveyId}/results`}>
                        {s.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={PHASE_COLOR[s.phase]} variant="light">
                        {PHASE_LABEL[s.phase]}
                      </Badge>
                      {s.publishedAt && s.phase !== "closed" && (
                        <Text size="xs" c="gray.7">
                          {t("surveyPublishedMark")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{periodText(s)}</Table.Td>
                    <Table.Td ta="right">{numberText(s.answerCount)}</Table.Td>
                    <Table.Td>
                      <Actions survey={s} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </Paper>
    </Stack>
  );
}
