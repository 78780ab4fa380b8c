/**
 * The trade list's first page is read while the trade screens' code loads (app/prefetch.ts loads
 * this small module on its own): same query keys as TradeListPage, and the first card's photo (a
 * phone's largest paint) as soon as the list is known. Only the public "all" tab.
 */
import type { QueryClient } from "@tanstack/react-query";
import { preloadImage } from "../../lib/pictures.ts";
import { dealListQuery, tradeCategoriesQuery } from "./api.ts";
import { tradeParamsOf } from "./useTradeParams.ts";

/** Cards in the grid's first row at its widest (TradeListPage). */
export const FIRST_ROW = 4;

/** Prefetches the list for the address query `search`; errors are left to the screen. */
export function prefetchTradeList(client: QueryClient, search: string): void {
  const params = tradeParamsOf(new URLSearchParams(search));
  if (params.tab !== "all") return;
  void client
    .fetchQuery(dealListQuery(params))
    .then((list) => {
      const cover = list.items[0]?.coverUrl;
      if (cover) preloadImage(cover);
    })
    .catch(() => undefined);
  void client.prefetchQuery(tradeCategoriesQuery);
}
