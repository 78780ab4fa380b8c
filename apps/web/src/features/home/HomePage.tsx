/** Home (/): a hero and the latest posts of the notice, news and Q&A boards. */
import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type FixedBoardKey, fixedBoard, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { isToday, listDate } from "../../lib/format.ts";
import { postsQuery } from "../boards/api.ts";
import classes from "./HomePage.module.css";

function LatestPosts({ boardKey }: { boardKey: FixedBoardKey }) {
  const board = fixedBoard(boardKey);
  const posts = useQuery(postsQuery(board.boardId, { page: 1, pageSize: 15, sort: "createdAt", order: "desc" }));
  const rows = posts.data ? [...posts.data.notices, ...posts.data.items].filter((r) => r.depth === 0).slice(0, 6) : [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {board.name}
        </Title>
        <Anchor component={Link} to={`/app/board/${board.boardId}`} size="sm">
          {t("homeMore")}
        </Anchor>
      </Group>
      <Stack gap={8}>
        {!posts.data && <Text c="dimmed">{t("loading")}</Text>}
        {posts.data && rows.length === 0 && <Text c="dimmed">{t("homeNoPosts")}</Text>}
        {rows.map((row) => (
          <Group key={row.postId} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {row.notice && (
                <Badge size="xs" color="gray" variant="filled">
                  {t("noticeLabel")}
                </Badge>
              )}
              {isToday(row.createdAt) && (
                <Badge size="xs" color="red" variant="filled" circle>
                  {t("newBadge")}
                </Badge>
              )}
              <Anchor
                component={Link}
                to={`/app/board/${board.boardId}/${row.postId}`}
                size="sm"
                c={row.readable ? "dark" : "gray.6"}
                lineClamp={1}
              >
                {row.title}
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {listDate(row.createdAt)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

export function HomePage() {
  return (
    <Stack gap="lg">
      <Paper className={classes.hero} radius="md" p={{ base: "lg", sm: 40 }}>
        <Title order={1} className={classes.heroTitle}>
          {t("homeHeroTitle")}
        </Title>
        <Text className={classes.heroText}>{t("homeHeroText")}</Text>
        <Text size="sm" className={classes.heroMeta}>
          {t("homeProjectPeriod")}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LatestPosts boardKey="notice" />
        <LatestPosts boardKey="news" />
        <LatestPosts boardKey="qna" />
        <LatestPosts boardKey="industry" />
      </SimpleGrid>
    </Stack>
  );
}
