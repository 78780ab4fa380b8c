/** The home page below its first screen: the intro viewer, the upcoming schedule and the newest trade items. */
import { SimpleGrid, Stack } from "@mantine/core";
import { IntroViewer } from "./IntroViewer.tsx";
import { NewestDeals } from "./NewestDeals.tsx";
import { UpcomingSchedule } from "./UpcomingSchedule.tsx";

export function HomeMore() {
  return (
    <Stack gap="lg">
      <IntroViewer />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UpcomingSchedule />
        <NewestDeals />
      </SimpleGrid>
    </Stack>
  );
}
