/**
 * 이전글/다음글 below a post (issue 24 §6): the posts above and below it in its board's default list,
 * among those the viewer may read (the server leaves out secret and deleted posts).
 */
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { type PostLink, t } from "@portal/contract";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { listDate } from "../../lib/format.ts";
import { neighboursQuery } from "./api.ts";

function NeighbourRow({
  label,
  empty,
  link,
  up,
}: {
  label: string;
  empty: string;
  link: PostLink | null;
  up: boolean;
}) {
  const Icon = up ? IconChevronUp : IconChevronDown;
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Group gap={4} wrap="nowrap" w={72} style={{ flexShrink: 0 }}>
        <Icon size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </Group>
      {link ? (
        <>
          <Anchor
            component={Link}
            to={`/app/board/${link.boardId}/${link.postId}`}
            size="sm"
            lineClamp={1}
            style={{ flex: 1, minWidth: 0 }}
          >
            {link.depth > 0 ? `${t("replyPrefix")} ` : ""}
            {link.title}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {listDate(link.createdAt)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Group>
  );
}

/** The previous and next post of `postId`; nothing while loading or when the request fails. */
export function PostNeighbours({ postId }: { postId: number }) {
  const neighbours = useQuery(neighboursQuery(postId));
  if (!neighbours.data) return null;
  const { previous, next } = neighbours.data;
  return (
    <Paper component="nav" aria-label={t("postNeighbours")} withBorder radius="md" px="md" py="sm">
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        <NeighbourRow label={t("previousPost")} empty={t("noPreviousPost")} link={previous} up />
        <NeighbourRow label={t("nextPost")} empty={t("noNextPost")} link={next} up={false} />
      </Stack>
    </Paper>
  );
}
