/** The Korean names of 통합검색's kinds, periods and sorts (read when rendered: the screens' catalogue). */
import type { MessageKey, SearchKind, SearchPeriod, SearchSort } from "@portal/contract";
import { t } from "@portal/contract";

const KINDS: Record<SearchKind, MessageKey> = {
  post: "searchKindPost",
  comment: "searchKindComment",
  deal: "searchKindDeal",
  page: "searchKindPage",
  event: "searchKindEvent",
  faq: "searchKindFaq",
};
const PERIODS: Record<SearchPeriod, MessageKey> = {
  week: "searchPeriodWeek",
  month: "searchPeriodMonth",
  year: "searchPeriodYear",
  all: "searchPeriodAll",
};
const SORTS: Record<SearchSort, MessageKey> = { relevance: "searchSortRelevance", newest: "searchSortNewest" };

export const kindLabel = (kind: SearchKind): string => t(KINDS[kind]);
export const periodLabel = (period: SearchPeriod): string => t(PERIODS[period]);
export const sortLabel = (sort: SearchSort): string => t(SORTS[sort]);
