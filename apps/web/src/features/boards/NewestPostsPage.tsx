/**
 * /app/commonboard, 통합게시판 (issue 24 §6): the newest posts of every board the viewer may read,
 * newest first, each with its board; links to the boards themselves above the list.
 */
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { listDate } from "../../lib/format.ts";
import { AttachmentMark } from "./AttachmentMark.tsx";
import { boardsQuery, newestPostsQuery } from "./api.ts";
import { CommentCount } from "./CommentCount.tsx";

export function NewestPostsPage() {
  const newest = useQuery(newestPostsQuery);
  const boards = useQuery(boardsQuery);
  const readable = boards.data?.items.filter((board) => board.canRead) ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t("allBoards")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("newestPostsDesc")}
        </Text>
      </div>
      {readable.length > 0 && (
        <nav aria-label={t("newestPostsBoardLinks")}>
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {readable.map((board) => (
              <li key={board.boardId}>
                <Badge
                  component={Link}
                  to={`/app/board/${board.boardId}`}
                  variant="light"
                  style={{ cursor: "pointer" }}
                >
                  {board.name}
                </Badge>
              </li>
            ))}
          </Group>
        </nav>
      )}
      <Paper withBorder radius="md">
        {newest.isPending && (
          <Text c="dimmed" p="md">
            {t("loading")}
          </Text>
        )}
        {newest.isError && (
          <Text c="red.8" p="md" role="alert">
            {newest.error.message}
          </Text>
        )}
        {newest.data?.items.length === 0 && (
          <Text c="dimmed" p="md">
            {t("newestPostsEmpty")}
          </Text>
        )}
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {newest.data?.items.map((post) => (
            <Group
              key={post.postId}
              component="li"
              gap="xs"
              px="md"
              py="sm"
              wrap="wrap"
              style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
            >
              <Text size="xs" c="blue.8" fw={600} style={{ whiteSpace: "nowrap" }}>
                {post.boardName}
              </Text>
              <Group gap={6} wrap="nowrap" style={{ flex: "1 1 16rem", minWidth: 0 }}>
                <Anchor component={Link} to={`/app/board/${post.boardId}/${post.postId}`} size="sm" lineClamp={1}>
                  {post.depth > 0 ? `${t("replyPrefix")} ` : ""}
                  {post.title}
                </Anchor>
                <AttachmentMark fileCount={post.fileCount} />
                <CommentCount count={post.commentCount} />
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {post.authorName} · {listDate(post.createdAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
