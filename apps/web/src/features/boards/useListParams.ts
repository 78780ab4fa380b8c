/**
 * Board list state kept in the URL (page, page size, sort, search words and field, category), so the list keeps its
 * place. Without a sort in the URL the server applies the board's default sort.
 */
import {
  DEFAULT_POST_PAGE_SIZE,
  POST_PAGE_SIZES,
  POST_SEARCH_FIELDS,
  POST_SORT_FIELDS,
  type PostSearchField,
} from "@portal/contract";
import { useSearchParams } from "react-router";
import type { ListParams } from "./api.ts";

/** The list parameters in a board address's query (`?page=2&q=…`); unknown values fall back to defaults. */
export function listParamsOf(search: URLSearchParams): ListParams {
  const pageSize = Number(search.get("pageSize"));
  const sort = search.get("sort") ?? "";
  const order = search.get("order");
  const field = search.get("field") ?? "";
  return {
    page: Math.max(1, Number(search.get("page")) || 1),
    pageSize: (POST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_POST_PAGE_SIZE,
    sort: (POST_SORT_FIELDS as readonly string[]).includes(sort) ? sort : undefined,
    order: order === "asc" || order === "desc" ? order : undefined,
    q: search.get("q") ?? undefined,
    field: (POST_SEARCH_FIELDS as readonly string[]).includes(field) ? (field as PostSearchField) : undefined,
    categoryId: Number(search.get("categoryId")) || undefined,
  };
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = listParamsOf(search);
  const update = (changes: Partial<ListParams>) => {
    const next = { ...params, ...changes };
    const out = new URLSearchParams();
    if (next.page > 1) out.set("page", String(next.page));
    if (next.pageSize !== DEFAULT_POST_PAGE_SIZE) out.set("pageSize", String(next.pageSize));
    if (next.sort) out.set("sort", next.sort);
    if (next.order) out.set("order", next.order);
    if (next.q) out.set("q", next.q);
    if (next.q && next.field && next.field !== "title") out.set("field", next.field);
    if (next.categoryId) out.set("categoryId", String(next.categoryId));
    setSearch(out);
  };
  return { params, update };
}
