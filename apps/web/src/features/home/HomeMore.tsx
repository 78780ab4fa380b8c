/** The home page below its first screen: the intro viewer, the upcoming schedule and the newest trade items. */
import { Stack } from "@mantine/core";
import { ResponsiveGrid } from "../../components/layout/ResponsiveGrid.tsx";
import { IntroViewer } from "./IntroViewer.tsx";
import { NewestDeals } from "./NewestDeals.tsx";
import { UpcomingSchedule } from "./UpcomingSchedule.tsx";

export function HomeMore() {
  return (
    <Stack gap="lg">
      <IntroViewer />
      <ResponsiveGrid cols={{ base: 1, md: 2 }}>
        <UpcomingSchedule />
        <NewestDeals />
      </ResponsiveGrid>
    </Stack>
  );
}
