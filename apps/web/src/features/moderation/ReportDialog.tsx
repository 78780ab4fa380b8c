/**
 * The 신고 dialog (issue 41 §1): a reason from the catalogue, optional text, and for rights-infringement
 * reasons (정보통신망법 제44조의2) the requester's contact and the right infringed. Its own chunk, loaded
 * when a reader first presses 신고 (ReportButton.tsx), so a post's page hydrates without it.
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
import { useState } from "react";
import { notifySuccess } from "../../lib/notify.ts";
import { fileReport } from "./api.ts";

interface Props {
  targetKind: ReportTargetKind;
  targetId: number;
  opened: boolean;
  onClose: () => void;
}

/** The dialog, open while `opened`; `onClose` closes it. */
export function ReportDialog({ targetKind, targetId, opened, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [contact, setContact] = useState("");
  const [right, setRight] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rights = reason !== null && isRightsReason(reason);

  const close = () => {
    onClose();
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
  );
}
