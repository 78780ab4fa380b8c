/**
 * A board list's reads start while its screen's code is still loading (a deep link, a menu click):
 * the board, then its categories and the page the address asks for, under the same query keys as
 * BoardPage, which then finds them in the cache instead of asking one after another.
 */
import type { QueryClient } from "@tanstack/react-query";
import { boardQuery, categoriesQuery, layoutOf, postsQuery } from "./api.ts";
import { listParamsOf } from "./useListParams.ts";

/** Prefetches board `boardId`'s list for the address query `search`; errors are left to the screen. */
export async function prefetchBoardList(client: QueryClient, boardId: string, search: string): Promise<void> {
  const board = await client.fetchQuery(boardQuery(boardId)).catch(() => null);
  if (!board?.canRead) return;
  void client.prefetchQuery(categoriesQuery(boardId));
  const layout = layoutOf(board);
  if (layout === "calendar") return;
  const params = listParamsOf(new URLSearchParams(search));
  void client.prefetchQuery(postsQuery(boardId, layout === "gallery" ? { ...params, topOnly: true } : params));
}
