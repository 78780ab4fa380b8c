/**
 * /app/totalboard/reservations (administrators; the route guard and the server both check):
 * manage events, places, dates and slots, see rosters, cancel for a member, export CSV. One tab each
 * for events, places, the chosen event's dates and slots, and the days the centre is closed; the tab lives in the address (?tab=).
 * `?tab=dates&event=N&roster=S` (a new booking's notification) opens event N's dates with slot S's roster.
 */

const TAB_NAMES = ["events", "branches", "dates", "closed"] as const;

import { Stack, Tabs, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminNav } from "../../../components/layout/AdminNav.tsx";
import { adminBranchesQuery, adminEventsQuery } from "./api.ts";
import { BranchPanel } from "./BranchPanel.tsx";
import { ClosedDaysPanel } from "./ClosedDaysPanel.tsx";
import { DatesPanel } from "./DatesPanel.tsx";
import { EventPanel } from "./EventPanel.tsx";

/** The reservation administration page: events, places, then the chosen event's dates and slots. */
export function ReservationAdminPage() {
  const events = useQuery(adminEventsQuery);
  const branches = useQuery(adminBranchesQuery);
  const [chosen, setChosen] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const tab = TAB_NAMES.find((name) => name === params.get("tab")) ?? "events";
  const linked = events.data?.items.find((e) => String(e.eventNo) === params.get("event"))?.eventNo;
  const eventNo = chosen ?? linked ?? events.data?.items[0]?.eventNo ?? null;
  const eventName = events.data?.items.find((e) => e.eventNo === eventNo)?.name;
  return (
    <Stack gap="md">
      <AdminNav />
      <div>
        <Title order={1} size="h2">
          {t("adminReservationTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("adminReservationDesc")}
        </Text>
      </div>
      {!events.data || !branches.data ? (
        <Text c="dimmed">{t("loading")}</Text>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => value && setParams({ tab: value }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="events">{t("adminReservationTabEvents")}</Tabs.Tab>
            <Tabs.Tab value="branches">{t("adminReservationTabBranches")}</Tabs.Tab>
            <Tabs.Tab value="dates">
              {eventName ? t("adminReservationTabDatesOf", { event: eventName }) : t("adminReservationTabDates")}
            </Tabs.Tab>
            <Tabs.Tab value="closed">{t("reservationClosedDays")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="events" pt="md">
            <EventPanel events={events.data.items} eventNo={eventNo} onSelect={setChosen} />
          </Tabs.Panel>
          <Tabs.Panel value="branches" pt="md">
            <BranchPanel branches={branches.data.items} />
          </Tabs.Panel>
          <Tabs.Panel value="dates" pt="md">
            {eventNo === null ? (
              <Text c="dimmed">{t("adminReservationNoEvent")}</Text>
            ) : (
              <DatesPanel eventNo={eventNo} branches={branches.data.items} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="closed" pt="md">
            <ClosedDaysPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
