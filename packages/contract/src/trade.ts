/**
 * Used-equipment trade (중고거래) schemas: members spec sections 2 (list, register/edit, detail),
 * 3 (deal, attachment, comment, favourites, trade-request note), 5 (trade save, photo types,
 * comment), 9 (page sizes 20/40/60, search dates from 2021-01-01, codes H/M/L, prices in won).
 * Legacy names (DEAL_NO, FINISH_YN …) are mapped in docs/legacy-fields.md.
 */
import { z } from "zod";
import { keyWith } from "./messages.ts";
import { moderationNoticeSchema } from "./moderation.ts";
import {
  DEAL_CONDITIONS,
  TRADE_COMMENT_MAX,
  TRADE_DESC_MAX,
  TRADE_MAX_AMOUNT,
  TRADE_MAX_PHOTOS,
  TRADE_MIN_YEAR,
  TRADE_NOTE_MAX,
  TRADE_PAGE_SIZES,
  TRADE_TEXT_MAX,
  TRADE_TITLE_MAX,
  tradeMaxYear,
} from "./trade-constants.ts";

/** A trade category from the code list (MBP040010G1: code, ENG_VALUE, LOC_VALUE). */
export const tradeCategorySchema = z.object({ code: z.string(), nameKo: z.string(), nameEn: z.string() });
export type TradeCategory = z.infer<typeof tradeCategorySchema>;
export const tradeCategoryListSchema = z.object({ items: z.array(tradeCategorySchema) });

const day = z
  .string()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, { error: "tradeDateInvalid" })
  .transform((v) => (v.length === 8 ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}` : v))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "tradeDateInvalid" });

/**
 * GET /api/deals: tab all/mine/wish, registration days (Asia/Seoul, YYYY-MM-DD or yyyymmdd),
 * category, keyword (title and description), page size; keyset paging: `before` (older than that
 * DEAL_NO) or `after` (newer), newest first.
 */
export const dealListQuerySchema = z.object({
  tab: z.enum(["all", "mine", "wish"]).default("all"),
  from: day.optional(),
  to: day.optional(),
  category: z.string().trim().max(30).optional(),
  q: z.string().trim().max(100).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (TRADE_PAGE_SIZES as readonly number[]).includes(v), { error: "errorInvalidInput" })
    .default(20),
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().positive().optional(),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

/** A grid card (MBP080010G1 row). */
export const dealCardSchema = z.object({
  dealNo: z.number().int(),
  dealType: z.string(),
  companyCode: z.string(),
  title: z.string(),
  categoryName: z.string(),
  amount: z.number().int(),
  /** FINISH_YN F. */
  completed: z.boolean(),
  /** Registered today (Asia/Seoul): the N badge. */
  isNew: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
  /** Card-size cover photo (the first photo), or null. */
  coverUrl: z.string().nullable(),
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealListSchema = z.object({
  items: z.array(dealCardSchema),
  pageSize: z.number().int(),
  /** `before` of the next (older) page, or null at the end. */
  older: z.number().int().nullable(),
  /** `after` of the previous (newer) page, or null on the first page. */
  newer: z.number().int().nullable(),
});
export type DealList = z.infer<typeof dealListSchema>;

/** A deal photo (Deal attachment: S_FUNC_CODE DL, FILE_MGT_CODE) in its three sizes. */
export const dealPhotoSchema = z.object({
  photoId: z.number().int(),
  /** FILE_MGT_CODE of the legacy address /api/apicall/getDownload/{companyCode}/DL/{code}. */
  fileMgtCode: z.string(),
  cardUrl: z.string(),
  detailUrl: z.string(),
  fullUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type DealPhoto = z.infer<typeof dealPhotoSchema>;

/** The address of one size of a deal photo (FILE_MGT_CODE `photoId`): card, detail or full (trade spec §3). */
export function dealPhotoUrl(photoId: number, size: "card" | "detail" | "full"): string {
  return `/api/trade/photos/${photoId}/${size}`;
}

/** GET /api/deals/{dealNo} (MBP040010G1: the deal and its attachments). */
export const dealDetailSchema = z.object({
  dealNo: z.number().int(),
  dealType: z.string(),
  companyCode: z.string(),
  title: z.string(),
  category: z.string(),
  categoryName: z.string(),
  condition: z.enum(DEAL_CONDITIONS),
  modelNo: z.string(),
  modelName: z.string(),
  modelYear: z.number().int(),
  amount: z.number().int(),
  location: z.string(),
  descriptionHtml: z.string(),
  /**
   * The seller's phone (TEL_NO) for the deal's author only (their edit form); null for everyone
   * else, who read it from GET /api/deals/{dealNo}/seller-phone when the trade-request modal opens.
   */
  telNo: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completed: z.boolean(),
  hidden: z.boolean(),
  photos: z.array(dealPhotoSchema),
  favorite: z.boolean(),
  favoriteCount: z.number().int(),
  /** Issue 41: why the deal is hidden from others (to its author and administrators), or null. */
  moderation: moderationNoticeSchema.nullable().optional(),
  /** Issue 41: whether the viewer may report it (a member, not its author). */
  reportable: z.boolean().optional(),
  permissions: z.object({
    canEdit: z.boolean(),
    canComplete: z.boolean(),
    canRequest: z.boolean(),
    canComment: z.boolean(),
    canHide: z.boolean(),
  }),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

/** A required text: `missing` when absent or blank, `long` over `max` characters (catalogue keys). */
const required = (missing: string, max: number, long: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: long });

/** POST /api/deals and PUT /api/deals/{dealNo} (section 5 'trade save': each field with its message). */
export const dealWriteSchema = z.object({
  title: required("tradeEnterTitle", TRADE_TITLE_MAX, "tradeTitleTooLong"),
  /** Photo ids in display order (the first is the cover): new uploads of the writer or the deal's own. */
  photoIds: z
    .array(z.number().int().positive())
    .max(TRADE_MAX_PHOTOS, { error: keyWith("tradePhotoTooMany", { count: TRADE_MAX_PHOTOS }) })
    .default([]),
  category: required("tradeEnterCategory", 30, "tradeFieldTooLong"),
  condition: z.enum(DEAL_CONDITIONS, { error: "tradeEnterCondition" }),
  modelNo: required("tradeEnterModelNo", TRADE_TEXT_MAX, "tradeFieldTooLong"),
  modelName: required("tradeEnterModelName", TRADE_TEXT_MAX, "tradeFieldTooLong"),
  modelYear: z
    .number({ error: "tradeEnterModelYear" })
    .int({ error: "tradeModelYearRange" })
    .refine((v) => v >= TRADE_MIN_YEAR && v <= tradeMaxYear(), { error: "tradeModelYearRange" }),
  amount: z
    .number({ error: "tradeEnterAmount" })
    .int({ error: "tradeAmountInvalid" })
    .min(0, { error: "tradeAmountInvalid" })
    .max(TRADE_MAX_AMOUNT, { error: "tradeAmountInvalid" }),
  location: required("tradeEnterLocation", TRADE_TEXT_MAX, "tradeFieldTooLong"),
  descriptionHtml: required("tradeEnterDescription", TRADE_DESC_MAX, "tradeDescriptionTooLong"),
  telNo: z
    .string()
    .trim()
    .max(20, { error: "tradeTelInvalid" })
    .regex(/^[0-9-]*$/, { error: "tradeTelInvalid" })
    .default(""),
});
export type DealWrite = z.infer<typeof dealWriteSchema>;
export type DealWriteInput = z.input<typeof dealWriteSchema>;

/** GET /api/deals/{dealNo}/seller-phone: the phone the trade-request modal shows ('' when none given). */
export const sellerPhoneSchema = z.object({ telNo: z.string() });
export type SellerPhone = z.infer<typeof sellerPhoneSchema>;

/** Answer of a save: where the detail lives (/app/trade/{dealType}/{companyCode}/{dealNo}). */
export const dealSavedSchema = z.object({ dealNo: z.number().int(), dealType: z.string(), companyCode: z.string() });

export const dealNoParamsSchema = z.object({ dealNo: z.coerce.number().int().positive() });
export const dealCommentParamsSchema = z.object({
  dealNo: z.coerce.number().int().positive(),
  seq: z.coerce.number().int().positive(),
});
export const dealPhotoParamsSchema = z.object({
  photoId: z.coerce.number().int().positive(),
  size: z.enum(["card", "detail", "full"]),
});
export const legacyDownloadParamsSchema = z.object({
  companyCode: z.string().max(40),
  fileMgtCode: z.string().max(40),
});

/** A photo just uploaded (not yet saved with a deal). */
export const dealPhotoUploadSchema = dealPhotoSchema;

export const favoriteStateSchema = z.object({ favorite: z.boolean(), favoriteCount: z.number().int() });

/** A deal comment (SEQ, ADD_USER_NAME, REPLY_CONTENTS, ADD_DATE). */
export const dealCommentSchema = z.object({
  seq: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  edited: z.boolean(),
  /** Issue 41: as a post comment's. */
  moderation: moderationNoticeSchema.nullable().optional(),
  reportable: z.boolean().optional(),
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type DealComment = z.infer<typeof dealCommentSchema>;
export const dealCommentListSchema = z.object({ items: z.array(dealCommentSchema), canComment: z.boolean() });
export type DealCommentList = z.infer<typeof dealCommentListSchema>;

export const dealCommentWriteSchema = z.object({
  body: z
    .string({ error: "tradeCommentEnter" })
    .trim()
    .min(1, { error: "tradeCommentEnter" })
    .max(TRADE_COMMENT_MAX, { error: "tradeCommentTooLong" }),
});

/** POST /api/deals/{dealNo}/trade-request: the note to the seller (no emptiness check, section 5). */
export const tradeRequestSchema = z.object({
  body: z.string().max(TRADE_NOTE_MAX, { error: "tradeRequestTooLong" }).default(""),
});
export const tradeRequestSentSchema = z.object({ noteId: z.number().int() });
