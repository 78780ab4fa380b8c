/** The paperclip after a title of a post with attachments (issue 24 §6); nothing without any. */
import { t } from "@portal/contract";
import { IconPaperclip } from "@tabler/icons-react";

export function AttachmentMark({ fileCount }: { fileCount: number }) {
  if (fileCount <= 0) return null;
  return (
    <IconPaperclip
      size={15}
      style={{ flexShrink: 0 }}
      role="img"
      aria-label={t("hasAttachmentsLabel")}
      color="var(--mantine-color-gray-7)"
    />
  );
}
