/**
 * A card's title link: RE: for replies, the lock for secret posts, the mark of a post hidden by moderation,
 * bold when SJ_BOLD_AT, the comment count.
 */
import { Group, Text } from "@mantine/core";
import { type PostRow, t } from "@portal/contract";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { ModerationMark } from "../../moderation/index.ts";
import { CommentCount } from "../CommentCount.tsx";

/** The title line of a gallery, video or company card. */
export function CardTitle({ row, to, lines = 2 }: { row: PostRow; to: string; lines?: number }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      {row.secret && <IconLock size={15} aria-label={t("secretIconLabel")} style={{ flexShrink: 0, marginTop: 3 }} />}
      <ModerationMark state={row.moderation} />
      <Text
        component={Link}
        to={to}
        fw={row.bold ? 800 : 600}
        size="sm"
        lineClamp={lines}
        c={!row.readable ? "gray.7" : "var(--mantine-color-text)"}
        style={{ textDecoration: "none", minWidth: 0 }}
      >
        {row.depth > 0 ? `${t("replyPrefix")} ` : ""}
        {row.categoryName && row.depth === 0 ? `[${row.categoryName}] ` : ""}
        {row.title}
      </Text>
      <CommentCount count={row.commentCount} />
    </Group>
  );
}
