/**
 * The search page's choices kept in its address (issue 42 §2): q, kind, boardId, period, author, sort,
 * page and pageSize, so back/forward and a shared link restore the page. Defaults stay out of the
 * address; a value the contract does not know falls back to its default.
 */
import {
  DEFAULT_POST_PAGE_SIZE,
  POST_PAGE_SIZES,
  SEARCH_KINDS,
  SEARCH_PERIODS,
  SEARCH_SORTS,
  type SearchKind,
  type SearchPeriod,
  type SearchSort,
} from "@portal/contract";
import { useSearchParams } from "react-router";

export interface SearchParams {
  q: string;
  /** Absent: the overview (the best of every kind). */
  kind?: SearchKind;
  boardId?: string;
  period: SearchPeriod;
  author?: string;
  sort: SearchSort;
  /** With a kind only. */
  page?: number;
  pageSize?: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The choices in a search address's query; the page and its size only on one kind's list. */
export function searchParamsOf(search: URLSearchParams): SearchParams {
  const kind = oneOf(SEARCH_KINDS, search.get("kind"));
  const pageSize = Number(search.get("pageSize"));
  return {
    q: (search.get("q") ?? "").trim(),
    kind,
    boardId: /^\d{20}$/.test(search.get("boardId") ?? "") ? (search.get("boardId") ?? undefined) : undefined,
    period: oneOf(SEARCH_PERIODS, search.get("period")) ?? "all",
    author: search.get("author")?.trim() || undefined,
    sort: oneOf(SEARCH_SORTS, search.get("sort")) ?? "relevance",
    ...(kind && {
      page: Math.max(1, Math.floor(Number(search.get("page"))) || 1),
      pageSize: (POST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_POST_PAGE_SIZE,
    }),
  };
}

/** The address query of `params`, defaults left out (`?q=…&kind=post&page=2`). */
export function searchAddress(params: SearchParams): URLSearchParams {
  const out = new URLSearchParams({ q: params.q });
  if (params.kind) out.set("kind", params.kind);
  if (params.boardId) out.set("boardId", params.boardId);
  if (params.period !== "all") out.set("period", params.period);
  if (params.author) out.set("author", params.author);
  if (params.sort !== "relevance") out.set("sort", params.sort);
  if (params.kind && params.page && params.page > 1) out.set("page", String(params.page));
  if (params.kind && params.pageSize && params.pageSize !== DEFAULT_POST_PAGE_SIZE)
    out.set("pageSize", String(params.pageSize));
  return out;
}

/**
 * The address's choices and `update`, which pushes a new history entry with `changes` (a change of
 * anything but the page starts again at page 1).
 */
export function useSearchPageParams() {
  const [search, setSearch] = useSearchParams();
  const params = searchParamsOf(search);
  const update = (changes: Partial<SearchParams>) => {
    const next = { ...params, ...("page" in changes ? {} : { page: 1 }), ...changes };
    setSearch(searchAddress(next));
  };
  return { params, update };
}
