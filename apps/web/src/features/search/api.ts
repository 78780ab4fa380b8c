/**
 * 통합검색's endpoints for the browser (issue 42): the search (GET /api/search) as query options, the
 * boards a reader may filter by (the boards feature's list), and the administrators' exclusions of
 * 인기 검색어 (GET and PUT /api/admin/search/excluded-words). Keys are under `searchKeys.all`
 * (lib/popularSearches.ts), so saving the exclusions refreshes 인기 검색어 too.
 */
import type { ExcludedSearchWords, SearchResult } from "@portal/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { searchKeys } from "../../lib/popularSearches.ts";
import type { SearchParams } from "./params.ts";

/** The answer for `params` (the overview without a kind, else that kind's page); the last answer stays while the next loads. */
export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: [...searchKeys.all, "results", params] as const,
    queryFn: () => api<SearchResult>("GET", `/api/search${query({ ...params })}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: params.q !== "",
  });

/** The words administrators keep out of 인기 검색어. */
export const excludedWordsQuery = queryOptions({
  queryKey: [...searchKeys.all, "excluded"] as const,
  queryFn: () => api<ExcludedSearchWords>("GET", "/api/admin/search/excluded-words"),
});

/** Replaces the excluded words with `words`; resolves with the list as saved. */
export const saveExcludedWords = (words: string[]) =>
  api<ExcludedSearchWords>("PUT", "/api/admin/search/excluded-words", { words });
