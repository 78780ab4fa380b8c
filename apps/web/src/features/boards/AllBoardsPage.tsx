/** /app/commonboard: every board in use, as cards linking to each board. */
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { boardsQuery } from "./api.ts";

export function AllBoardsPage() {
  const boards = useQuery(boardsQuery);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t("allBoards")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("allBoardsDesc")}
        </Text>
      </div>
      {!boards.data && <Text c="dimmed">{t("loading")}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {boards.data?.items.map((board) => (
          <Card
            key={board.boardId}
            component={Link}
            to={`/app/board/${board.boardId}`}
            withBorder
            radius="md"
            padding="lg"
          >
            <Group justify="space-between" mb={4}>
              <Text fw={700}>{board.name}</Text>
              {board.anonymous && <Badge variant="light">{t("anonymousName")}</Badge>}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {board.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
