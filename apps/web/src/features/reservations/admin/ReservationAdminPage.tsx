/**
 * /app/totalboard/reservations (administrators; the route guard and the server both check):
 * manage events, places, dates and slots, see rosters, cancel for a member, export CSV.
 */
import { Stack, Text, Title } from "@mantine/core";
import { t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminBranchesQuery, adminEventsQuery } from "./api.ts";
import { BranchPanel } from "./BranchPanel.tsx";
import { DatesPanel } from "./DatesPanel.tsx";
import { EventPanel } from "./EventPanel.tsx";

/** The reservation administration page: events, places, then the chosen event's dates and slots. */
export function ReservationAdminPage() {
  const events = useQuery(adminEventsQuery);
  const branches = useQuery(adminBranchesQuery);
  const [chosen, setChosen] = useState<number | null>(null);
  const eventNo = chosen ?? events.data?.items[0]?.eventNo ?? null;
  return (
    <Stack gap="md">
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
        <>
          <EventPanel events={events.data.items} eventNo={eventNo} onSelect={setChosen} />
          <BranchPanel branches={branches.data.items} />
          {eventNo !== null && <DatesPanel eventNo={eventNo} branches={branches.data.items} />}
        </>
      )}
    </Stack>
  );
}
