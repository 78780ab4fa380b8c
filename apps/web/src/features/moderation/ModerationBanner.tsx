/**
 * The banner an author (and an administrator) sees above an item hidden from others (issue 41): why
 * it is hidden — reports under review, an administrator, or 임시조치 until a date. Under 임시조치 the
 * author may file one 재게시 요청 (objection) from it (정보통신망법 제44조의2); the server refuses a second.
 */
import { Alert, Button, Group, Stack, Textarea } from "@mantine/core";
import { type ModerationNotice, REPORT_DETAIL_MAX, type ReportTargetKind, seoulMinute, t } from "@portal/contract";
import { IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";

const TEXT = {
  review: "moderationBannerReview",
  hidden: "moderationBannerHidden",
  temporary: "moderationBannerTemporary",
} as const;

interface Props {
  notice: ModerationNotice | null | undefined;
  /** The item, when its author may object to a 임시조치 from here. */
  objectTo?: { targetKind: ReportTargetKind; targetId: number };
}

/** The author's 재게시 요청: a text and its button. */
function ObjectionForm({ targetKind, targetId }: NonNullable<Props["objectTo"]>) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await api("POST", `/api/reports/${targetKind}/${targetId}/objection`, { text });
      notifySuccess(t("moderationObjectionSent"));
      setText("");
    } catch (e) {
      notifyError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={6} mt="xs">
      <Textarea
        label={t("moderationObjectionLabel")}
        autosize
        minRows={2}
        maxLength={REPORT_DETAIL_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="compact-sm" loading={sending} onClick={() => void send()}>
          {t("moderationObjectionSubmit")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Nothing for an item shown to everyone. */
export function ModerationBanner({ notice, objectTo }: Props) {
  if (!notice) return null;
  const text =
    notice.state === "temporary" && !notice.until
      ? t("moderationBannerTemporaryOpen")
      : t(TEXT[notice.state], { until: notice.until ? seoulMinute(notice.until) : "" });
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff aria-hidden />} data-testid="moderation-banner">
      {text}
      {notice.state === "temporary" && objectTo && <ObjectionForm {...objectTo} />}
    </Alert>
  );
}
