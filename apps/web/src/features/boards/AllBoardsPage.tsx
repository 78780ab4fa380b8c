/**
 * The boards in use of one style (`template`), as cards linking to each board: the login-guarded
 * /app/board2 (calendar), /app/boardgallery and /app/commonboardgellery (album), /app/boardgallery2
 * and /app/commonboardgellery2 (album with description) of the boards spec's route table, whose
 * content the spec does not show. /app/commonboard itself is NewestPostsPage.
 */
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type BoardTemplate, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { boardsQuery } from "./api.ts";

export function AllBoardsPage({ template }: { template: BoardTemplate }) {
  const boards = useQuery(boardsQuery);
  const style = t(`template${template}`);
  const items = boards.data?.items.filter((board) => board.template === template);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t("allBoardsOfTemplate", { template: style })}
        </Title>
        <Text c="dimmed" size="sm">
          {t("allBoardsOfTemplateDesc", { template: style })}
        </Text>
      </div>
      {!boards.data && <Text c="dimmed">{t("loading")}</Text>}
      {items?.length === 0 && <Text c="dimmed">{t("allBoardsNone")}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items?.map((board) => (
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
