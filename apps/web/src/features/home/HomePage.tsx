/**
 * Home (/ and /index.html; boards spec §2, §9, members spec §2): the hero slider of three pictures,
 * the six-tab intro viewer, the latest notices and news, the upcoming schedule and the newest trade
 * items (the trade engineer's slot, NewestDeals). What lies below the first screen (HomeMore) loads its
 * code and data when the visitor scrolls towards it.
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type FixedBoardKey, fixedBoard, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { Link } from "react-router";
import { ResponsiveGrid } from "../../components/layout/ResponsiveGrid.tsx";
import { NearView } from "../../components/NearView.tsx";
import { isToday, listDate } from "../../lib/format.ts";
import { LATEST_BOARDS, latestPostsQuery } from "./api.ts";
import { HeroSlider } from "./HeroSlider.tsx";

const HomeMore = lazy(() => import("./HomeMore.tsx").then((m) => ({ default: m.HomeMore })));

/** Height of six rows of small text (22 px) with their gaps (8 px). */
const LIST_HEIGHT = 6 * 22 + 5 * 8;

function LatestPosts({ boardKey }: { boardKey: FixedBoardKey }) {
  const board = fixedBoard(boardKey);
  const posts = useQuery(latestPostsQuery(boardKey));
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
      {/* Room for the six rows from the start: the blocks below do not move when they arrive. */}
      <Stack gap={8} mih={LIST_HEIGHT}>
        {!posts.data && <Text c="dimmed">{t("loading")}</Text>}
        {posts.data && rows.length === 0 && <Text c="dimmed">{t("homeNoPosts")}</Text>}
        {rows.map((row) => (
          <Group key={row.postId} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {row.notice && (
                <Badge size="xs" color="gray" variant="filled" style={{ flexShrink: 0 }}>
                  {t("noticeLabel")}
                </Badge>
              )}
              {isToday(row.createdAt) && (
                <Badge size="xs" color="red" variant="filled" circle style={{ flexShrink: 0 }}>
                  {t("newBadge")}
                </Badge>
              )}
              <Anchor
                component={Link}
                to={`/app/board/${board.boardId}/${row.postId}`}
                size="sm"
                c={row.readable ? "dark" : "gray.7"}
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
      <HeroSlider />
      <ResponsiveGrid cols={{ base: 1, md: 2 }}>
        {LATEST_BOARDS.map((key) => (
          <LatestPosts key={key} boardKey={key} />
        ))}
      </ResponsiveGrid>
      <NearView minHeight={900}>
        <HomeMore />
      </NearView>
    </Stack>
  );
}
