/**
 * /app/totalboard/access-reviews: the monthly review of administrators' access to personal data
 * (issue 43 §3; 개인정보의 안전성 확보조치 기준 §8②). For an Asia/Seoul month: the records per
 * administrator and action with volumes, the days over 1,000 members and the records outside 07–22
 * marked, and the sign-off (once per month, with a note; the server refuses a second).
 */
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import {
  ACCESS_REVIEW_NOTE_MAX,
  type AccessReview,
  type AccessReviewMark,
  addMonths,
  type PrivacyAccessAction,
  seoulMonth,
  t,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminNav, accessReviewStatusQuery } from "../../components/layout/AdminNav.tsx";
import { PageError, PageLoading } from "../../components/PageState.tsx";
import { WideTable } from "../../components/table/WideTable.tsx";
import { fullDate, numberText } from "../../lib/format.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { accessReviewQuery, signOffMonth } from "./api.ts";
import { adminKeys } from "./keys.ts";

/** Months offered: this Seoul month and the 23 before it (two years, the records' retention). */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 24 }, (_, i) => addMonths(seoulMonth(now), -i));
}

const actionLabel = (action: PrivacyAccessAction) => t(`privacyAccess.${action}`);
const markLabel = (mark: AccessReviewMark) => t(`accessReviewMark.${mark}`);

function Groups({ review }: { review: AccessReview }) {
  if (review.groups.length === 0) return <Text c="dimmed">{t("accessReviewEmpty")}</Text>;
  return (
    <WideTable minWidth={560} label={t("accessReviewGroups")}>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("colAdmin")}</Table.Th>
            <Table.Th>{t("colAction")}</Table.Th>
            <Table.Th ta="right">{t("accessReviewColRecords")}</Table.Th>
            <Table.Th ta="right">{t("accessReviewColMembers")}</Table.Th>
            <Table.Th ta="right">{t("accessReviewColMarked")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {review.groups.map((g) => (
            <Table.Tr key={`${g.adminId} ${g.action}`}>
              <Table.Td>{g.adminId}</Table.Td>
              <Table.Td>{actionLabel(g.action)}</Table.Td>
              <Table.Td ta="right">{numberText(g.records)}</Table.Td>
              <Table.Td ta="right">{numberText(g.members)}</Table.Td>
              <Table.Td ta="right">
                {g.marked > 0 ? (
                  <Badge color="red" variant="light">
                    {numberText(g.marked)}
                  </Badge>
                ) : (
                  0
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

function BusyDays({ review }: { review: AccessReview }) {
  if (review.busyDays.length === 0) return null;
  return (
    <WideTable minWidth={420} label={t("accessReviewBusyDays")}>
      <Table fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("accessReviewColDay")}</Table.Th>
            <Table.Th>{t("colAdmin")}</Table.Th>
            <Table.Th ta="right">{t("accessReviewColRecords")}</Table.Th>
            <Table.Th ta="right">{t("accessReviewColMembers")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {review.busyDays.map((d) => (
            <Table.Tr key={`${d.adminId} ${d.day}`}>
              <Table.Td>{d.day}</Table.Td>
              <Table.Td>{d.adminId}</Table.Td>
              <Table.Td ta="right">{numberText(d.records)}</Table.Td>
              <Table.Td ta="right">{numberText(d.members)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

function Marked({ review }: { review: AccessReview }) {
  if (review.marked.length === 0) return <Text c="dimmed">{t("accessReviewNoMarks")}</Text>;
  return (
    <Stack gap="xs">
      {review.markedTotal > review.marked.length && (
        <Text size="sm">{t("accessReviewMarkedMore", { total: review.markedTotal, shown: review.marked.length })}</Text>
      )}
      <WideTable minWidth={760} label={t("accessReviewMarked")}>
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("colAt")}</Table.Th>
              <Table.Th>{t("colAdmin")}</Table.Th>
              <Table.Th>{t("colAction")}</Table.Th>
              <Table.Th ta="right">{t("accessReviewColMembers")}</Table.Th>
              <Table.Th>{t("colReason")}</Table.Th>
              <Table.Th>{t("accessReviewColMarked")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {review.marked.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{fullDate(r.at)}</Table.Td>
                <Table.Td>{r.adminId}</Table.Td>
                <Table.Td>{actionLabel(r.action)}</Table.Td>
                <Table.Td ta="right">{numberText(r.memberCount)}</Table.Td>
                <Table.Td>{r.reason ?? "-"}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {r.marks.map((mark) => (
                      <Badge key={mark} color={mark === "volume" ? "orange" : "grape"} variant="light">
                        {markLabel(mark)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
    </Stack>
  );
}

function SignOff({ review }: { review: AccessReview }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const sign = useMutation({
    mutationFn: () => signOffMonth(review.month, note),
    onSuccess: async () => {
      notifySuccess(t("accessReviewSignedToast"));
      setNote("");
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (e) => notifyError(e.message),
  });
  if (review.signOff) {
    const { reviewerId, signedAt, note: signedNote } = review.signOff;
    return (
      <Alert color="teal" title={t("accessReviewSigned", { reviewer: reviewerId, at: fullDate(signedAt) })}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {signedNote}
        </Text>
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        sign.mutate();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t("accessReviewNote")}
          required
          autosize
          minRows={2}
          maxLength={ACCESS_REVIEW_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sign.isPending} disabled={!note.trim()}>
            {t("accessReviewSign")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AccessReviewPage() {
  const status = useQuery(accessReviewStatusQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const months = recentMonths();
  // Last month while it waits for its review, else this month.
  const month = chosen ?? (status.data && !status.data.lastMonthSigned ? status.data.lastMonth : months[0]!);
  const review = useQuery({ ...accessReviewQuery(month), enabled: status.isSuccess || chosen !== null });
  return (
    <Stack gap="md">
      <AdminNav />
      <div>
        <Title order={1} size="h2">
          {t("accessReviewTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("accessReviewDesc")}
        </Text>
      </div>
      {status.data && !status.data.lastMonthSigned && (
        <Alert color="red">{t("accessReviewPending", { month: status.data.lastMonth })}</Alert>
      )}
      <Select
        label={t("accessReviewMonth")}
        data={months}
        value={month}
        allowDeselect={false}
        onChange={(value) => value && setChosen(value)}
        maw={240}
      />
      {review.isError ? (
        <PageError error={review.error} />
      ) : !review.data ? (
        <PageLoading />
      ) : (
        <>
          <Text>{t("accessReviewRecords", { count: numberText(review.data.records) })}</Text>
          <div>
            <Title order={2} size="h4" mb="xs">
              {t("accessReviewGroups")}
            </Title>
            <Groups review={review.data} />
          </div>
          {review.data.busyDays.length > 0 && (
            <div>
              <Title order={2} size="h4" mb="xs">
                {t("accessReviewBusyDays")}
              </Title>
              <BusyDays review={review.data} />
            </div>
          )}
          <div>
            <Title order={2} size="h4" mb="xs">
              {t("accessReviewMarked")}
            </Title>
            <Marked review={review.data} />
          </div>
          <div>
            <Title order={2} size="h4" mb="xs">
              {t("accessReviewSignTitle")}
            </Title>
            <SignOff key={review.data.month} review={review.data} />
          </div>
        </>
      )}
    </Stack>
  );
}
