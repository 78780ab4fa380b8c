/**
 * Title cell of the board list: RE: and indent for replies (20 px a level), lock
 * and grey title for secret posts, the mark of a post hidden by moderation (issue 41), category label,
 * bold, a paperclip for a post with attachments, and the comment count in brackets.
 */
import { Group, Text } from "@mantine/core";
import { type PostRow, t } from "@portal/contract";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { ModerationMark } from "../moderation/index.ts";
import { AttachmentMark } from "./AttachmentMark.tsx";
import { CommentCount } from "./CommentCount.tsx";

export function PostTitleCell({ row, boardId }: { row: PostRow; boardId: string }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ paddingLeft: Math.min(row.depth, 8) * 20 }}>
      {row.depth > 0 && (
        <Text span c="blue.8" fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
          {t("replyPrefix")}
        </Text>
      )}
      {row.categoryName && row.depth === 0 && (
        <Text span c="blue.8" size="sm" style={{ whiteSpace: "nowrap", flexShrink: 0 }}>
          [{row.categoryName}]
        </Text>
      )}
      {row.secret && (
        <IconLock
          size={15}
          style={{ flexShrink: 0 }}
          aria-label={t("secretIconLabel")}
          color="var(--mantine-color-gray-7)"
        />
      )}
      <ModerationMark state={row.moderation} />
      <Text
        component={Link}
        to={`/app/board/${boardId}/${row.postId}`}
        size="sm"
        fw={row.bold ? 700 : 400}
        c={row.secret || !row.readable ? "gray.7" : "var(--mantine-color-text)"}
        lineClamp={1}
        style={{ textDecoration: "none" }}
      >
        {row.title}
      </Text>
      <AttachmentMark fileCount={row.fileCount} />
      <CommentCount count={row.commentCount} />
    </Group>
  );
}
