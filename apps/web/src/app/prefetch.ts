/**
 * Reads a screen needs first, started on navigation in parallel with the screen's code (which is
 * a lazy chunk): the board lists (features/boards/prefetch.ts) and the trade list
 * (features/trade/prefetch.ts, a small chunk of its own).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { prefetchBoardList } from "../features/boards/prefetch.ts";

export function useRoutePrefetch(): void {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    const board = /^\/app\/board\/(\d+)$/.exec(pathname);
    if (board?.[1]) void prefetchBoardList(client, board[1], search);
    if (pathname === "/app/trade") {
      void import("../features/trade/prefetch.ts").then((m) => m.prefetchTradeList(client, search));
    }
  }, [pathname, search, client]);
}
