/**
 * 인기 검색어 (issue 42 §2): GET /api/search/popular, read by the header's search box when it takes the
 * focus and by the search page. In lib/ because the header (shared code) and the search feature both
 * read it; `searchKeys.all` prefixes every search read, so the administrators' exclusions refresh it.
 */
import { type PopularSearches, SEARCH_PAGE_PATH } from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api.ts";

export const searchKeys = {
  all: ["search"] as const,
  popular: ["search", "popular"] as const,
};

/** The ten most searched words of the week (a minute's staleness is fine: the counts move slowly). */
export const popularSearchesQuery = queryOptions({
  queryKey: searchKeys.popular,
  queryFn: () => api<PopularSearches>("GET", "/api/search/popular"),
  staleTime: 60_000,
});

/** The search page's address for the words `q` (the overview, every other choice at its default). */
export const searchPath = (q: string): string => `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q })}`;
