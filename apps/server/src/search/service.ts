/**
 * 통합검색 (issue 42; docs/search.md): GET /api/search for any reader. Works out what the reader may
 * search (the boards they may read, FAQ apart; deals, pages and events unless narrowed to a board or a
 * writer), counts every kind exactly, and answers the overview (the best `SEARCH_OVERVIEW_PER_KIND` of
 * each kind) or one kind's page. A query that finds nothing is searched again with the stems of its words
 * that end in a particle and find nothing themselves (`stems`). Each real search is counted for
 * 인기 검색어 (popular.ts).
 */
import {
  addDays,
  addMonths,
  fixedBoard,
  SEARCH_KINDS,
  SEARCH_OVERVIEW_PER_KIND,
  type SearchKind,
  type SearchPeriod,
  type SearchQuery,
  type SearchResult,
  type SearchTotals,
  seoulDay,
  seoulDayStart,
} from "@portal/contract";
import { canReadBoard, listBoardsInUse } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { invalidInput } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { viewerOf } from "../posts/index.ts";
import { type Reach, searchers } from "./kinds.ts";
import type { Scope } from "./queries.ts";
import { stemOf, type Terms, termsOf, withStem } from "./terms.ts";

const FAQ_BOARD = fixedBoard("faq").boardId;

/** The first Seoul day of `period` ending today (null: all time), as the instant it starts. */
export function periodStart(period: SearchPeriod, now = new Date()): string | null {
  const today = seoulDay(now);
  if (period === "all") return null;
  if (period === "week") return seoulDayStart(today, -7);
  const months = period === "month" ? 1 : 12;
  const day = `${addMonths(today.slice(0, 7), -months)}-${today.slice(8)}`;
  // The same day of an earlier month, or that month's last day (31 March → 28/29 February).
  const valid = new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
  return seoulDayStart(valid ? day : addDays(`${addMonths(today.slice(0, 7), -months + 1)}-01`, -1));
}

/** The boards and kinds `user` may search, narrowed to `boardId` and `author` when given. */
async function reachOf(ctx: AppContext, user: Member | null, query: SearchQuery): Promise<Reach> {
  const readable = (await listBoardsInUse(ctx.db))
    .filter((board) => canReadBoard(board, user))
    .filter((board) => query.boardId === undefined || board.boardId === query.boardId)
    .map(({ boardId, blocksVersion }) => ({ boardId, blocksVersion }));
  return {
    postBoards: readable.filter((board) => board.boardId !== FAQ_BOARD),
    faqBoards: readable.filter((board) => board.boardId === FAQ_BOARD),
    commentBoards: readable.map((board) => board.boardId),
    others: query.boardId === undefined && query.author === undefined,
    member: user !== null,
  };
}

/** The exact totals of every kind for `scope`. */
async function totalsOf(ctx: AppContext, reach: Reach, scope: Scope): Promise<SearchTotals> {
  const kinds = searchers(reach);
  const counts = await Promise.all(SEARCH_KINDS.map((kind) => kinds[kind].count(ctx.db, scope)));
  return Object.fromEntries(SEARCH_KINDS.map((kind, i) => [kind, counts[i] ?? 0])) as SearchTotals;
}

const sum = (totals: SearchTotals) => SEARCH_KINDS.reduce((n, kind) => n + totals[kind], 0);

/**
 * The terms to search when `terms` found nothing: each word ending in a particle that finds nothing by
 * itself is replaced by its stem. Returns the replaced words (none: search as typed).
 */
async function stemmed(ctx: AppContext, reach: Reach, scope: Scope) {
  let terms: Terms = scope.terms;
  const stems: { word: string; stem: string }[] = [];
  for (const word of scope.terms.words) {
    const stem = stemOf(word);
    if (!stem) continue;
    const alone: Terms = { words: [word], phrases: [], sequence: null };
    if (sum(await totalsOf(ctx, reach, { ...scope, terms: alone })) > 0) continue;
    terms = withStem(terms, word, stem);
    stems.push({ word, stem });
  }
  return { terms, stems };
}

/** GET /api/search: the overview, or one kind's page, of what `user` may open that matches `query`. */
export async function search(ctx: AppContext, query: SearchQuery, user: Member | null): Promise<SearchResult> {
  const typed = termsOf(query.q);
  if (typed.words.length === 0) throw invalidInput("q", "searchQueryRequired");
  const reach = await reachOf(ctx, user, query);
  let scope: Scope = {
    dialect: ctx.dialect,
    viewer: viewerOf(user),
    terms: typed,
    from: periodStart(query.period),
    author: query.author ?? null,
  };
  let totals = await totalsOf(ctx, reach, scope);
  let stems: SearchResult["stems"] = [];
  if (sum(totals) === 0) {
    const found = await stemmed(ctx, reach, scope);
    if (found.stems.length > 0) {
      stems = found.stems;
      scope = { ...scope, terms: found.terms };
      totals = await totalsOf(ctx, reach, scope);
    }
  }
  const kinds = searchers(reach);
  const base = { q: query.q, totals, stems };
  if (query.kind) {
    const kind: SearchKind = query.kind;
    const offset = (query.page - 1) * query.pageSize;
    const hits =
      offset < totals[kind]
        ? await kinds[kind].page(ctx.db, scope, { sort: query.sort, limit: query.pageSize, offset })
        : [];
    return {
      ...base,
      groups: [],
      list: { kind, hits, total: totals[kind], page: query.page, pageSize: query.pageSize },
    };
  }
  const shown = SEARCH_KINDS.filter((kind) => totals[kind] > 0);
  const groups = await Promise.all(
    shown.map(async (kind) => ({
      kind,
      hits: await kinds[kind].page(ctx.db, scope, { sort: query.sort, limit: SEARCH_OVERVIEW_PER_KIND, offset: 0 }),
    })),
  );
  return { ...base, groups, list: null };
}
