/**
 * Used-equipment trade limits and defaults (members spec section 9: page sizes 20/40/60, search
 * dates from 2021-01-01, codes H/M/L, prices in won), apart from the schemas in trade.ts so that a
 * screen reading a constant does not load the validation library.
 */
/** Grid page sizes (section 9); the first is the default. */
export const TRADE_PAGE_SIZES = [20, 40, 60] as const;
/** MODEL_STATUS: H high (상), M medium (중), L low (하). */
export const DEAL_CONDITIONS = ["H", "M", "L"] as const;
export type DealCondition = (typeof DEAL_CONDITIONS)[number];
/** Default DEAL_TYPE (sale) and the only one the portal writes. */
export const DEAL_TYPE_SALE = "SEL";
/** First day of the search's default range (section 9). */
export const TRADE_SEARCH_FROM = "2021-01-01";
/** Photos per deal. */
export const TRADE_MAX_PHOTOS = 10;
/** Largest photo upload, bytes (10 MiB). */
export const TRADE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Highest price, won (1 trillion: far above any used machine, well inside a safe integer). */
export const TRADE_MAX_AMOUNT = 1_000_000_000_000;
/** Earliest purchase year. */
export const TRADE_MIN_YEAR = 1950;
export const TRADE_TITLE_MAX = 100;
export const TRADE_TEXT_MAX = 100;
export const TRADE_DESC_MAX = 20_000;
export const TRADE_COMMENT_MAX = 1000;
export const TRADE_NOTE_MAX = 2000;

/** Latest purchase year accepted: next year (Asia/Seoul). */
export function tradeMaxYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul", year: "numeric" }).format(now)) + 1;
}
