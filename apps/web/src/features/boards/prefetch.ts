/**
 * A board list's reads start while its screen's code is still loading (a deep link, a menu click):
 * the board, then its categories and the page the address asks for, under the same query keys as
 * BoardPage, which then finds them in the cache instead of asking one after another. The server's
 * render reads the same way (`loadBoardList`, features/boards/ssr.ts).
 */
import type { Board } from "@portal/contract";
import type { QueryClient } from "@tanstack/react-query";
import { boardQuery, calendarEventsQuery, calendarRange, categoriesQuery, layoutOf, postsQuery } from "./api.ts";
import { listParamsOf } from "./useListParams.ts";

/**
 * Reads board `boardId` and, when the viewer may read it, its categories and the list page the address
 * query `search` asks for (a calendar: its entries of this month, `calendarRange`). Resolves with the board; rejects with the board's
 * ApiError (the categories' and list's errors stay in the cache for the screen).
 */
export async function loadBoardList(client: QueryClient, boardId: string, search: string): Promise<Board> {
  const board = await client.fetchQuery(boardQuery(boardId));
  if (!board.canRead) return board;
  const layout = layoutOf(board);
  const params = listParamsOf(new URLSearchParams(search));
  await Promise.all([
    client.prefetchQuery(categoriesQuery(boardId)),
    layout === "calendar"
      ? client.prefetchQuery(calendarEventsQuery(boardId, calendarRange()))
      : client.prefetchQuery(postsQuery(boardId, layout === "gallery" ? { ...params, topOnly: true } : params)),
  ]);
  return board;
}

/** Prefetches board `boardId`'s list for the address query `search`; errors are left to the screen. */
export function prefetchBoardList(client: QueryClient, boardId: string, search: string): void {
  loadBoardList(client, boardId, search).catch(() => undefined);
}
