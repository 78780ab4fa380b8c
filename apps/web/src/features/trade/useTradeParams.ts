/** The trade list's filters and page in the URL (?tab, from, to, category, q, pageSize, before|after). */
import { seoulDay, TRADE_PAGE_SIZES, TRADE_SEARCH_FROM } from "@portal/contract";
import { useSearchParams } from "react-router";
import type { TradeListParams } from "./api.ts";

const TABS = ["all", "mine", "wish"] as const;

/** Today in Asia/Seoul, YYYY-MM-DD: the search's default end. */
export const seoulToday = () => seoulDay();

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list params in an address query (defaults filled in). */
export function tradeParamsOf(search: URLSearchParams): TradeListParams {
  const tab = search.get("tab");
  const size = Number(search.get("pageSize"));
  return {
    tab: (TABS as readonly string[]).includes(tab ?? "") ? (tab as TradeListParams["tab"]) : "all",
    from: search.get("from") ?? TRADE_SEARCH_FROM,
    to: search.get("to") ?? seoulToday(),
    category: search.get("category") ?? "",
    q: search.get("q") ?? "",
    pageSize: (TRADE_PAGE_SIZES as readonly number[]).includes(size) ? size : TRADE_PAGE_SIZES[0],
    before: positive(search.get("before")),
    after: positive(search.get("after")),
  };
}

/**
 * The current params (defaults filled in), a setter that keeps the rest, and the address of the list
 * with `changes` made (a link's `to`).
 */
export function useTradeParams(): [
  TradeListParams,
  (changes: Partial<TradeListParams>) => void,
  (changes: Partial<TradeListParams>) => string,
] {
  const [search, setSearch] = useSearchParams();
  const params = tradeParamsOf(search);
  const queryOf = (changes: Partial<TradeListParams>) => {
    const next = { ...params, ...changes };
    const out = new URLSearchParams();
    if (next.tab !== "all") out.set("tab", next.tab);
    if (next.from !== TRADE_SEARCH_FROM) out.set("from", next.from);
    if (search.has("to") || changes.to !== undefined) out.set("to", next.to);
    if (next.category) out.set("category", next.category);
    if (next.q) out.set("q", next.q);
    if (next.pageSize !== TRADE_PAGE_SIZES[0]) out.set("pageSize", String(next.pageSize));
    if (next.before) out.set("before", String(next.before));
    else if (next.after) out.set("after", String(next.after));
    return out;
  };
  const update = (changes: Partial<TradeListParams>) => setSearch(queryOf(changes));
  const hrefOf = (changes: Partial<TradeListParams>) => {
    const query = queryOf(changes).toString();
    return query ? `/app/trade?${query}` : "/app/trade";
  };
  return [params, update, hrefOf];
}
