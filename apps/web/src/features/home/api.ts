/** The home page's reads, shared by the page and its server-side loader (ssr.ts). */
import { type CalendarEvent, type DealCard, type FixedBoardKey, fixedBoard } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { postKeys, tradeKeys } from "../../lib/contentKeys.ts";
import { postsQuery } from "../boards/index.ts";

/** The boards whose latest posts the first screen lists, in order. */
export const LATEST_BOARDS = ["notice", "news"] as const satisfies readonly FixedBoardKey[];

/** The latest posts of fixed board `key` (the first 15 by date; the card shows six top posts). */
export const latestPostsQuery = (key: FixedBoardKey) =>
  postsQuery(fixedBoard(key).boardId, { page: 1, pageSize: 15, sort: "createdAt", order: "desc" });

/** How far ahead the upcoming schedule looks, in days. */
const DAYS_AHEAD = 60;

/** The schedule (calendar) board's entries of the next `DAYS_AHEAD` days (UpcomingSchedule). */
export const upcomingEventsQuery = queryOptions({
  queryKey: postKeys.events(fixedBoard("schedule").boardId, "upcoming"),
  queryFn: () => {
    const from = new Date();
    const to = new Date(from.getTime() + DAYS_AHEAD * 86_400_000);
    return api<{ items: CalendarEvent[] }>(
      "GET",
      `/api/boards/${fixedBoard("schedule").boardId}/events${query({ from: from.toISOString(), to: to.toISOString() })}`,
    );
  },
});

/** The first four cards of the trade list (NewestDeals), or null when the list cannot be read. */
export const newestDealsQuery = queryOptions({
  queryKey: tradeKeys.newest,
  queryFn: async () => {
    try {
      return (await api<{ items: DealCard[] }>("GET", "/api/deals?pageSize=20")).items.slice(0, 4);
    } catch {
      return null;
    }
  },
  retry: false,
});
