/**
 * The attachment rows of the write and edit screens (boards spec section 2): one row per free slot
 * up to the board's ATCH_POSBL_FILE_NUMBER, each with a file picker, its size, and a progress bar
 * while it uploads. Files over the board's size are refused here already (the server checks again).
 */
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from "@mantine/core";
import { formatBytes, t } from "@portal/contract";
import { IconPaperclip, IconX } from "@tabler/icons-react";
import { fileTooLarge } from "./api.ts";

/** One attachment row: the chosen file and its upload state. */
export interface UploadRow {
  file: File | null;
  /** 0–100 while uploading or done; null before. */
  progress: number | null;
  status: "idle" | "uploading" | "done" | "error";
  error: string | null;
}

/** A row with no file chosen. */
export const emptyRow = (): UploadRow => ({ file: null, progress: null, status: "idle", error: null });

interface Props {
  rows: UploadRow[];
  onChange: (rows: UploadRow[]) => void;
  /** Largest file in bytes. */
  maxBytes: number;
  /** Attachment slots of the board, for the label. */
  slots: number;
  disabled?: boolean;
}

/** The attachment rows with their pickers and progress bars. */
export function UploadRows({ rows, onChange, maxBytes, slots, disabled }: Props) {
  const set = (index: number, row: UploadRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("attachmentRows", { count: slots, size: formatBytes(maxBytes) })}
      </Text>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed slots, never reordered
        <Stack key={index} gap={4} data-testid="upload-row">
          <Group gap="xs" wrap="nowrap">
            <FileButton
              onChange={(file) => {
                if (!file) return;
                const tooLarge = fileTooLarge(file, maxBytes);
                if (tooLarge) set(index, { ...emptyRow(), error: tooLarge });
                else set(index, { ...emptyRow(), file });
              }}
              disabled={disabled || row.status === "uploading" || row.status === "done"}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconPaperclip size={14} aria-hidden />}
                  aria-label={`${t("attachmentChoose")} ${index + 1}`}
                >
                  {t("attachmentChoose")}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c={row.file ? undefined : "dimmed"} truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {row.file ? `${row.file.name} (${formatBytes(row.file.size)})` : t("attachmentNone")}
            </Text>
            {row.file && row.status !== "uploading" && row.status !== "done" && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("attachmentClear")}
                onClick={() => set(index, emptyRow())}
                disabled={disabled}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          {row.progress !== null && (
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={row.progress}
                color={row.status === "error" ? "red" : row.status === "done" ? "teal" : "blue"}
                style={{ flex: 1 }}
                aria-label={t("attachmentUploading", { name: row.file?.name ?? "", percent: row.progress })}
                animated={row.status === "uploading"}
              />
              <Text size="xs" c="dimmed" w={72} ta="right" data-testid="upload-progress">
                {row.status === "done" ? t("attachmentUploaded") : `${row.progress}%`}
              </Text>
            </Group>
          )}
          {row.error && (
            <Text size="xs" c="red" role="alert">
              {row.error}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
