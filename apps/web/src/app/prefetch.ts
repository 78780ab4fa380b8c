/**
 * Reads a screen needs first, started in parallel with the screen's code (which is a lazy chunk):
 * the board lists (features/boards/prefetch.ts) and the trade list (features/trade/prefetch.ts, a
 * small chunk of its own). `prefetchRoute` runs before the first render (main.tsx) and on every
 * navigation (`useRoutePrefetch`); the same address is not read twice in a row.
 */
import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { prefetchBoardList } from "../features/boards/prefetch.ts";

let lastAddress: string | undefined;

/** Starts the reads of the screen at `pathname` + `search` (a board list or the trade list), once per address in a row. */
export function prefetchRoute(client: QueryClient, pathname: string, search: string): void {
  if (lastAddress === pathname + search) return;
  lastAddress = pathname + search;
  const board = /^\/app\/board\/(\d+)$/.exec(pathname);
  if (board?.[1]) prefetchBoardList(client, board[1], search);
  if (pathname === "/app/trade") {
    void import("../features/trade/prefetch.ts").then((m) => m.prefetchTradeList(client, search));
  }
}

export function useRoutePrefetch(): void {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  useEffect(() => prefetchRoute(client, pathname, search), [pathname, search, client]);
}
