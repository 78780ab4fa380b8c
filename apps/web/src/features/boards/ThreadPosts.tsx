/** The other posts of a thread (the post and its replies), below the post: galleries list top posts only. */
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { listDate } from "../../lib/format.ts";
import { threadQuery } from "./api.ts";

/** Lists the thread's posts when it has replies; the current one in bold. */
export function ThreadPosts({ boardId, threadId, postId }: { boardId: string; threadId: number; postId: number }) {
  const thread = useQuery(threadQuery(boardId, threadId));
  const rows = thread.data?.items ?? [];
  if (rows.length < 2) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs">
        {t("threadPosts")}
      </Title>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((row) => (
          <Group
            key={row.postId}
            component="li"
            gap="xs"
            wrap="nowrap"
            style={{ paddingLeft: Math.min(row.depth, 8) * 20 }}
          >
            {row.postId === postId ? (
              <Text size="sm" fw={700} lineClamp={1}>
                {row.depth > 0 ? `${t("replyPrefix")} ` : ""}
                {row.title}
              </Text>
            ) : (
              <Anchor component={Link} to={`/app/board/${boardId}/${row.postId}`} size="sm" lineClamp={1}>
                {row.depth > 0 ? `${t("replyPrefix")} ` : ""}
                {row.title}
              </Anchor>
            )}
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {row.authorName} · {listDate(row.createdAt)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
