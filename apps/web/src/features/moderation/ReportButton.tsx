/**
 * The 신고 button of a post, comment, deal or deal comment (issue 41 §1) and its dialog: a reason from
 * the catalogue, optional text, and for rights-infringement reasons (정보통신망법 제44조의2) the
 * requester's contact and the right infringed. The server decides who may report; the screens show the
 * button where the answer says `reportable`.
 */
import { Alert, Button, Modal, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  isRightsReason,
  REPORT_CONTACT_MAX,
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetKind,
  t,
} from "@portal/contract";
import { IconFlag } from "@tabler/icons-react";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify.ts";
import { fileReport } from "./api.ts";

interface Props {
  targetKind: ReportTargetKind;
  targetId: number;
  /** "compact" beside a comment's buttons, "regular" beside a post's. */
  size?: "compact" | "regular";
}

/** The button and its dialog. */
export function ReportButton({ targetKind, targetId, size = "regular" }: Props) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [contact, setContact] = useState("");
  const [right, setRight] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rights = reason !== null && isRightsReason(reason);

  const close = () => {
    setOpened(false);
    setError(null);
  };
  const send = async () => {
    if (!reason) return setError(t("reportReasonRequired"));
    setSending(true);
    setError(null);
    try {
      await fileReport({
        targetKind,
        targetId,
        reason,
        detail,
        ...(rights ? { contact, rightInfringed: right } : {}),
      });
      notifySuccess(t("reportDone"));
      setReason(null);
      setDetail("");
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size={size === "compact" ? "compact-xs" : "sm"}
        variant="subtle"
        color="gray"
        leftSection={size === "compact" ? undefined : <IconFlag size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("reportAction")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("reportTitle")} size={500} centered>
        <Stack gap="sm">
          <Radio.Group
            label={t("reportReason")}
            value={reason ?? ""}
            onChange={(value) => setReason(value as ReportReason)}
            required
          >
            <Stack gap={6} mt={6}>
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`reportReason_${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {rights && (
            <>
              <Text size="sm" c="dimmed">
                {t("reportRightsNotice")}
              </Text>
              <TextInput
                label={t("reportContact")}
                required
                maxLength={REPORT_CONTACT_MAX}
                value={contact}
                onChange={(e) => setContact(e.currentTarget.value)}
              />
              <Textarea
                label={t("reportRightInfringed")}
                required
                autosize
                minRows={2}
                maxLength={REPORT_DETAIL_MAX}
                value={right}
                onChange={(e) => setRight(e.currentTarget.value)}
              />
            </>
          )}
          <Textarea
            label={t("reportDetail")}
            autosize
            minRows={3}
            maxLength={REPORT_DETAIL_MAX}
            value={detail}
            onChange={(e) => setDetail(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button loading={sending} onClick={() => void send()} color="red">
            {t("reportSubmit")}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
