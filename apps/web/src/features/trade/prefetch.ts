/**
 * The trade list's first page is read while the trade screens' code loads (app/prefetch.ts loads
 * this small module on its own): same query keys as TradeListPage. Only the public "all" tab.
 */
import type { QueryClient } from "@tanstack/react-query";
import { dealListQuery, tradeCategoriesQuery } from "./api.ts";
import { tradeParamsOf } from "./useTradeParams.ts";

/** Prefetches the list for the address query `search`; errors are left to the screen. */
export function prefetchTradeList(client: QueryClient, search: string): void {
  const params = tradeParamsOf(new URLSearchParams(search));
  if (params.tab !== "all") return;
  void client.prefetchQuery(dealListQuery(params));
  void client.prefetchQuery(tradeCategoriesQuery);
}
