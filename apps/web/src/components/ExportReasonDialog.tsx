/**
 * The dialog before a download of members' personal data (issue 43 §3; 개인정보의 안전성 확보조치
 * 기준 §8②): asks why (required, at most EXPORT_REASON_MAX characters; the server checks again and
 * keeps the reason in the access record), then calls `onDownload(reason)`. A refusal's Korean text
 * shows under the field. `children` adds fields of the download (the survey export's format).
 */
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { EXPORT_REASON_MAX, t } from "@portal/contract";
import { type ReactNode, useState } from "react";

export function ExportReasonDialog(props: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onDownload: (reason: string) => Promise<void>;
  /** The notice above the field (default: the reason is recorded); null for none. */
  notice?: string | null;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason("");
    setProblem(null);
    props.onClose();
  };
  const download = async () => {
    if (!reason.trim()) {
      setProblem(t("exportReasonRequired"));
      return;
    }
    setBusy(true);
    try {
      await props.onDownload(reason);
      close();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t("errorUnknown"));
    } finally {
      setBusy(false);
    }
  };
  const notice = props.notice === undefined ? t("exportReasonLogged") : props.notice;
  return (
    <Modal opened={props.opened} onClose={close} title={props.title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void download();
        }}
      >
        <Stack gap="sm">
          {notice && <Text size="sm">{notice}</Text>}
          {props.children}
          <Textarea
            label={t("exportReason")}
            required
            maxLength={EXPORT_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setProblem(null);
            }}
            error={problem ?? undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("exportReasonDownload")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
