/**
 * A post's attachments with their sizes (B, kB, MB, GB, TB, PB to two decimals, boards spec 9):
 * download links under the original name on the detail screen, and on the edit screen a delete
 * button per file ('deletion completed' / 'deletion failed', then the list reloads).
 */
import { ActionIcon, Anchor, Group, Stack, Text } from "@mantine/core";
import { type FileInfo, formatBytes, t } from "@portal/contract";
import { IconDownload, IconFile, IconMovie, IconPhoto, IconTrash } from "@tabler/icons-react";

interface Props {
  files: FileInfo[];
  /** Shows a delete button per file (edit screen). */
  onDelete?: (file: FileInfo) => void;
  deleting?: number | null;
}

const KIND_ICONS = { image: IconPhoto, video: IconMovie, file: IconFile } as const;

/** The attachments as download links with sizes; with `onDelete` a delete button each. */
export function FileList({ files, onDelete, deleting }: Props) {
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("attachmentEmptyList")}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("attachments")}>
      {files.map((file) => {
        const Icon = KIND_ICONS[file.kind];
        return (
          <Group key={file.fileId} component="li" gap="xs" wrap="nowrap">
            <Icon size={16} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-gray-6)" />
            <Anchor
              href={`${file.url}?download=1`}
              download={file.originalName}
              size="sm"
              style={{ minWidth: 0, overflowWrap: "anywhere" }}
              aria-label={t("attachmentDownload", { name: file.originalName })}
            >
              {file.originalName}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {formatBytes(file.size)}
            </Text>
            {onDelete ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("attachmentDelete", { name: file.originalName })}
                loading={deleting === file.fileId}
                onClick={() => onDelete(file)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : (
              <IconDownload size={14} aria-hidden color="var(--mantine-color-gray-5)" />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
