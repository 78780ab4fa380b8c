/**
 * Calendar template (TMPLAT_ID 2, boards spec 2 "Calendar screen"): a month view and, below it,
 * this week's list (on a phone the month is a list too), in Korean with 24-hour times in Asia/Seoul (FullCalendar v7, its daygrid and
 * list views). Entries show their time text and open the post; entries spanning days and all-day
 * entries span their days. The register button is the board page's (administrators only).
 */
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./calendar.css";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import listPlugin from "@fullcalendar/react/list";
import koLocale from "@fullcalendar/react/locales/ko";
import classicTheme from "@fullcalendar/react/themes/classic";
import { Paper, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type CalendarEvent, t } from "@portal/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { seoul } from "../../../lib/format.ts";
import { useServerRender } from "../../../lib/hydration.ts";
import { calendarEventsQuery, calendarRange, type EventRange } from "../api.ts";

const TIME_ZONE = "Asia/Seoul";

/** The ko locale has no Korean for the screen-reader hints; these replace FullCalendar's English ones. */
const KOREAN_HINTS = {
  prevHint: (unitText: string) => t("calendarPrevHint", { unit: unitText }),
  nextHint: (unitText: string) => t("calendarNextHint", { unit: unitText }),
  todayHint: (unitText: string, unit: string) =>
    unit === "day" ? t("calendarToday") : t("calendarTodayHint", { unit: unitText }),
  navLinkHint: (dateText: string) => t("calendarNavLinkHint", { date: dateText }),
  moreLinkHint: (count: number) => t("calendarMoreHint", { count }),
  closeHint: t("close"),
  eventsHint: t("calendarEventsHint"),
  viewHint: (viewText: string) => t("calendarViewHint", { view: viewText }),
  viewChangeHint: t("calendarViewChangeHint"),
  timedText: t("calendarTimed"),
  allDayText: t("calendarAllDay"),
};
const TIME_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/** FullCalendar's event input for an entry: all-day entries by Seoul day, the end day included. */
function toEventInput(event: CalendarEvent, boardId: string) {
  const base = { id: String(event.postId), title: event.title, url: `/app/board/${boardId}/${event.postId}` };
  if (event.allDay) {
    return {
      ...base,
      allDay: true,
      start: seoul(event.startAt).format("YYYY-MM-DD"),
      // FullCalendar's all-day end is exclusive: the day after the last day.
      end: seoul(event.endAt).add(1, "day").format("YYYY-MM-DD"),
    };
  }
  return { ...base, allDay: false, start: event.startAt, end: event.endAt };
}

/** Calendar board `boardId`'s entries in `range` as FullCalendar's input (the previous range's while a new one loads). */
function useEventInputs(boardId: string, range: EventRange) {
  const events = useQuery({ ...calendarEventsQuery(boardId, range), placeholderData: keepPreviousData });
  return useMemo(() => (events.data?.items ?? []).map((event) => toEventInput(event, boardId)), [events.data, boardId]);
}

/** The month view and this week's list of a calendar board. */
export function CalendarBoard({ boardId }: { boardId: string }) {
  const navigate = useNavigate();
  // A month grid leaves a phone three or four characters of a title: phones get the month as a list
  // (after hydration on a server's page, which has the grid: the server knows no viewport).
  const server = useServerRender();
  const phone = useMediaQuery("(max-width: 575px)", false, { getInitialValueInEffect: server });
  // This month's entries are read first (by the server's loader on a server's page, features/boards/
  // prefetch.ts); another month shown reads its own range.
  const [initial] = useState(() => calendarRange());
  const [monthRange, setMonthRange] = useState(initial);
  const monthEvents = useEventInputs(boardId, monthRange);
  const weekEvents = useEventInputs(boardId, initial);
  const showRange = (info: { start: Date; end: Date }) => {
    const from = info.start.toISOString();
    const to = info.end.toISOString();
    setMonthRange(from >= initial.from && to <= initial.to ? initial : { from, to });
  };
  const common = {
    plugins: [classicTheme, dayGridPlugin, listPlugin],
    locale: koLocale,
    ...KOREAN_HINTS,
    timeZone: TIME_ZONE,
    eventTimeFormat: TIME_FORMAT,
    eventClick: (info: { jsEvent: { preventDefault: () => void }; event: { url: string } }) => {
      info.jsEvent.preventDefault();
      if (info.event.url) navigate(info.event.url);
    },
    height: "auto" as const,
  };
  return (
    <Stack gap="lg" className="portal-calendar">
      <Paper withBorder radius="md" className="portal-calendar-panel" data-testid="calendar-month">
        <FullCalendar
          key={phone ? "list" : "grid"}
          {...common}
          initialView={phone ? "listMonth" : "dayGridMonth"}
          events={monthEvents}
          datesSet={showRange}
          noEventsText={t("calendarNoEvents")}
          // A timed entry in a month cell: the time, then the title wrapping between words under it.
          listItemEventInnerClass={phone ? undefined : "portal-month-item"}
          listItemEventTimeClass={phone ? "portal-list-time" : "portal-month-time"}
          listItemEventTitleClass={phone ? "portal-list-title" : "portal-month-title"}
          headerToolbar={{ start: "title", end: "today prev,next" }}
          dayMaxEvents={4}
          displayEventEnd={false}
          fixedWeekCount={false}
        />
      </Paper>
      <Paper withBorder radius="md" className="portal-calendar-panel" data-testid="calendar-week">
        <Title order={2} size="h4" mb="sm">
          {t("calendarThisWeek")}
        </Title>
        <FullCalendar
          {...common}
          initialView="listWeek"
          events={weekEvents}
          headerToolbar={false}
          noEventsText={t("calendarNoEvents")}
          displayEventEnd
          listItemEventTimeClass="portal-list-time"
          listItemEventTitleClass="portal-list-title"
        />
      </Paper>
    </Stack>
  );
}
