/**
 * 통합검색 (issue 42): one search over everything a reader may open — posts, comments, deals,
 * information pages, reservation events and FAQ entries. The server decides what matches for the
 * reader (secret, unreadable boards, hidden and 임시조치 items, other companies' data never match)
 * and counts exactly; texts come back as marked segments, so stored markup is shown as text.
 * docs/search.md gives the relevance formula and the Korean particle rule.
 */
import { z } from "zod";
import { POST_PAGE_SIZES } from "./enums.ts";

/** What a result can be, in the order of the page's groups and its kind filter. */
export const SEARCH_KINDS = ["post", "comment", "deal", "page", "event", "faq"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The period filter: the last week, month or year (Asia/Seoul days), or all time. */
export const SEARCH_PERIODS = ["week", "month", "year", "all"] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];

/** 정확도순 (the documented relevance formula, then newer first) or 최신순. */
export const SEARCH_SORTS = ["relevance", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The search page's address (GET, `searchQuerySchema`'s fields in its query): noindex, drawn in the browser only. */
export const SEARCH_PAGE_PATH = "/app/search";
/** The longest query (characters after trimming). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results of each kind on the overview (before "더 보기"). */
export const SEARCH_OVERVIEW_PER_KIND = 5;
/** 인기 검색어: how many, over how many days. */
export const POPULAR_SEARCH_COUNT = 10;
export const POPULAR_SEARCH_DAYS = 7;
/** The characters of a snippet around the first match (about). */
export const SEARCH_SNIPPET_LENGTH = 120;

/**
 * GET /api/search query. Without `kind` the answer is the overview (the best
 * `SEARCH_OVERVIEW_PER_KIND` of every kind); with it, one page of that kind. `boardId` and `author`
 * narrow posts (and comments to posts of that board).
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: "searchQueryRequired" })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: "searchQueryTooLong" }),
  kind: z.enum(SEARCH_KINDS).optional(),
  boardId: z
    .string()
    .regex(/^\d{20}$/)
    .optional(),
  period: z.enum(SEARCH_PERIODS).default("all"),
  author: z.string().trim().min(1).max(50).optional(),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (POST_PAGE_SIZES as readonly number[]).includes(v), { error: "errorInvalidInput" })
    .default(15),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of text, marked where it holds a searched word (shown in `<mark>`). */
export const markedTextSchema = z.array(z.object({ text: z.string(), marked: z.boolean() }));
export type MarkedText = z.infer<typeof markedTextSchema>;

/** One result. */
export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The item's id within its kind (post, comment, deal, page, event or FAQ id), as text. */
  id: z.string(),
  /** The portal address that opens it (a comment's: its post's, with the comment's anchor). */
  href: z.string(),
  /** The title with the searched words marked (a comment's: its post's title). */
  title: markedTextSchema,
  /** About `SEARCH_SNIPPET_LENGTH` characters of the body around the first match, marked; empty when the body has no match and is empty. */
  snippet: markedTextSchema,
  /** Where it is, outermost first: e.g. ["공지사항", "교육"], ["중고거래"], ["안내 페이지"]. */
  location: z.array(z.string()),
  /** Written or last changed, ISO 8601. */
  date: z.string(),
  /** The writer's name where the place shows it (never on the anonymous board); null otherwise. */
  author: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The exact number of results of each kind the reader may open (under the query's filters). */
export const searchTotalsSchema = z.object(
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, z.number().int()])) as Record<SearchKind, z.ZodNumber>,
);
export type SearchTotals = z.infer<typeof searchTotalsSchema>;

/** GET /api/search answer. */
export const searchResultSchema = z.object({
  /** The query as searched (trimmed). */
  q: z.string(),
  totals: searchTotalsSchema,
  /** Overview: the best hits of each kind, in `SEARCH_KINDS` order, kinds with none left out. */
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHitSchema) })),
  /** With `kind`: that kind's page (`groups` is then empty). */
  list: z
    .object({
      kind: z.enum(SEARCH_KINDS),
      hits: z.array(searchHitSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .nullable(),
  /** Query words that matched nothing and were searched as their stem without a particle (e.g. 지게차를 → 지게차). */
  stems: z.array(z.object({ word: z.string(), stem: z.string() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/search/popular: 인기 검색어, most searched first (administrators' exclusions left out). */
export const popularSearchesSchema = z.object({ words: z.array(z.string()) });
export type PopularSearches = z.infer<typeof popularSearchesSchema>;

/** The most words administrators may exclude from 인기 검색어. */
export const EXCLUDED_SEARCH_WORDS_MAX = 500;

/** One excluded word (the administrators' add form checks it alone), with Korean messages. */
export function excludedSearchWordSchema() {
  return z
    .string()
    .trim()
    .min(1, { error: "searchQueryRequired" })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: "searchQueryTooLong" });
}

/** GET and PUT /api/admin/search/excluded-words: words never shown as 인기 검색어. */
export const excludedSearchWordsSchema = z.object({
  words: z.array(excludedSearchWordSchema()).max(EXCLUDED_SEARCH_WORDS_MAX, { error: "searchExclusionsTooMany" }),
});
export type ExcludedSearchWords = z.infer<typeof excludedSearchWordsSchema>;
