/** The home page's upcoming schedule: the next entries of the schedule (calendar) board, 60 days ahead. */
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { fixedBoard, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { seoul } from "../../lib/format.ts";
import { upcomingEventsQuery } from "./api.ts";

export function UpcomingSchedule() {
  const board = fixedBoard("schedule");
  const events = useQuery(upcomingEventsQuery);
  // ISO instants in one zone sort as plain strings (localeCompare would set up a collator first).
  const items = (events.data?.items ?? [])
    .toSorted((a, b) => (a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : 0))
    .slice(0, 5);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("homeSchedule")}
        </Title>
        <Anchor component={Link} to={`/app/board/${board.boardId}`} size="sm">
          {t("homeMore")}
        </Anchor>
      </Group>
      <Stack gap={8}>
        {!events.data && <Text c="dimmed">{t("loading")}</Text>}
        {events.data && items.length === 0 && <Text c="dimmed">{t("homeScheduleEmpty")}</Text>}
        {items.map((event) => (
          <Group key={event.postId} gap="sm" wrap="nowrap">
            <Text size="sm" fw={700} c="blue.8" style={{ whiteSpace: "nowrap" }}>
              {seoul(event.startAt).format(event.allDay ? "MM.DD" : "MM.DD HH:mm")}
            </Text>
            <Anchor
              component={Link}
              to={`/app/board/${board.boardId}/${event.postId}`}
              size="sm"
              c="dark"
              lineClamp={1}
            >
              {event.title}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
