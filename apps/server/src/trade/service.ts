/**
 * Trade rules (members spec sections 2, 4–6; issue 11). Visitors browse lists and details; a
 * member writes deals, comments and favourites; only a deal's author edits it or marks it
 * completed (one-way); a completed deal takes no trade request and nobody requests their own;
 * comments are edited by their author only and deleted by their author or an administrator;
 * administrators hide and restore deals (audited). Every check-then-act is one conditional
 * statement inside the write transaction.
 */
import {
  DEAL_TYPE_SALE,
  type DealCommentList,
  type DealDetail,
  type DealListQuery,
  type DealWrite,
  ERROR_CODES,
  type SellerPhone,
  type TradeCategory,
  t,
} from "@portal/contract";
import { type AuditSource, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { DealPhotoRow } from "../db/schema.ts";
import { temporaryEnds } from "../db/temporary-ends.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import { type Member, memberFor } from "../http/route-guard.ts";
import { queueNotification, wakeJobs } from "../jobs/notify.ts";
import { announceNotes } from "../notes/index.ts";
import { cleanHtmlOffThread } from "../text/sanitize-pool.ts";
import { notifyFavoriters, sendTradeNote } from "./notify.ts";
import { presentPhoto, removePhotoObjects } from "./photos.ts";
import {
  completeOwnDeal,
  type DealWithCategory,
  dealPhotos,
  dealPrice,
  deleteDealCommentRow,
  deletePhotos,
  findCategory,
  findDeal,
  findDealComment,
  findLivePhoto,
  indexDeal,
  insertDeal,
  insertDealComment,
  isFavorite,
  listCategories,
  listDealComments,
  listDeals,
  lockRequestableDeal,
  photosBesides,
  placePhoto,
  setCoverPhoto,
  setFavorite,
  setHidden,
  updateOwnDeal,
  updateOwnDealComment,
} from "./queries.ts";
import { searchTextOf } from "./search.ts";

/** COMPANY_CODE of deals by members without a company. */
export const PERSONAL_COMPANY_CODE = "PERSONAL";

const isAdmin = (user: Member | null) => user?.role === "A";

/** GET /api/trade/categories. */
export function tradeCategories(ctx: AppContext): Promise<TradeCategory[]> {
  return listCategories(ctx.db);
}

/**
 * GET /api/deals: the tab's page. The mine and wish tabs need a login.
 * @throws LOGIN_REQUIRED (mine, wish without a login), INVALID_INPUT (from after to)
 */
export async function dealList(ctx: AppContext, query: DealListQuery, user: Member | null) {
  if (query.tab !== "all") memberFor(user);
  if (query.from && query.to && query.from > query.to) throw invalidInput("from", "tradeDateOrder");
  return listDeals(ctx.db, ctx.dialect, query, { userId: user?.userId ?? null, isAdmin: isAdmin(user) });
}

/** The refusal of each moderation state (issue 41; docs/moderation.md). */
const MODERATION_REFUSAL = {
  review: "UNDER_REVIEW",
  hidden: "HIDDEN_BY_ADMIN",
  temporary: "TEMPORARY_MEASURE",
} as const;

/**
 * A deal the viewer may see: hidden deals only for administrators; a deal hidden by moderation
 * (issue 41) for its author and administrators.
 * @throws DEAL_NOT_FOUND; UNDER_REVIEW, HIDDEN_BY_ADMIN, TEMPORARY_MEASURE (403)
 */
export async function visibleDeal(db: Db, dealNo: number, user: Member | null): Promise<DealWithCategory> {
  const deal = await findDeal(db, dealNo);
  if (!deal || (deal.hiddenAt !== null && !isAdmin(user))) throw new AppError("DEAL_NOT_FOUND");
  if (deal.moderation !== null && !isAdmin(user) && deal.authorId !== user?.userId)
    throw new AppError(MODERATION_REFUSAL[deal.moderation]);
  return deal;
}

/** GET /api/deals/{dealNo}: the deal, its photos, the viewer's favourite and what they may do. */
export async function dealDetail(ctx: AppContext, dealNo: number, user: Member | null): Promise<DealDetail> {
  const deal = await visibleDeal(ctx.db, dealNo, user);
  const photos = await dealPhotos(ctx.db, dealNo);
  const isAuthor = user?.userId === deal.authorId;
  const completed = deal.completedAt !== null;
  const ends = await temporaryEnds(ctx.db, "deal", deal.moderation === "temporary" ? [dealNo] : []);
  return {
    dealNo: deal.dealNo,
    dealType: deal.dealType,
    companyCode: deal.companyCode,
    title: deal.title,
    category: deal.category,
    categoryName: deal.categoryName ?? deal.category,
    condition: deal.condition,
    modelNo: deal.modelNo,
    modelName: deal.modelName,
    modelYear: deal.modelYear,
    amount: Number(deal.amount),
    location: deal.location,
    descriptionHtml: deal.descriptionHtml,
    telNo: isAuthor ? deal.telNo : null,
    authorName: deal.authorName,
    createdAt: deal.createdAt,
    updatedAt: deal.updatedAt,
    completed,
    hidden: deal.hiddenAt !== null,
    photos: photos.map(presentPhoto),
    favorite: user ? await isFavorite(ctx.db, user.userId, dealNo) : false,
    favoriteCount: deal.favoriteCount,
    moderation: deal.moderation === null ? null : { state: deal.moderation, until: ends.get(dealNo) ?? null },
    reportable: user !== null && !isAuthor,
    permissions: {
      canEdit: isAuthor,
      canComplete: isAuthor && !completed,
      canRequest: user !== null && !isAuthor && !completed,
      canComment: user !== null,
      canHide: isAdmin(user),
    },
  };
}

/**
 * GET /api/deals/{dealNo}/seller-phone (members spec 2: the trade-request modal shows the seller's
 * phone): members only, and not once the deal is completed.
 * @throws DEAL_NOT_FOUND, DEAL_COMPLETED (409)
 */
export async function sellerPhone(ctx: AppContext, dealNo: number, user: Member): Promise<SellerPhone> {
  const deal = await visibleDeal(ctx.db, dealNo, user);
  if (deal.completedAt !== null) throw new AppError("DEAL_COMPLETED");
  return { telNo: deal.telNo };
}

/** Checks the category and cleans the description; returns the columns a save writes. */
async function cleanDeal(ctx: AppContext, input: DealWrite) {
  if (!(await findCategory(ctx.db, input.category))) throw invalidInput("category", "tradeCategoryUnknown");
  const description = await cleanHtmlOffThread(input.descriptionHtml);
  if (!description.visible) throw invalidInput("descriptionHtml", "tradeEnterDescription");
  const descriptionHtml = description.html;
  return {
    title: input.title,
    category: input.category,
    condition: input.condition,
    modelNo: input.modelNo,
    modelName: input.modelName,
    modelYear: input.modelYear,
    amount: input.amount,
    location: input.location,
    descriptionHtml,
    searchText: searchTextOf(input.title, description.text),
    telNo: input.telNo,
  };
}

/**
 * Inside a save: the photos `photoIds` (the writer's unsaved uploads or the deal's own) become the
 * deal's, in that order; the deal's other photos are removed. Returns the removed rows.
 * @throws INVALID_INPUT tradePhotoNotYours (a photo that is neither)
 */
async function claimPhotos(trx: Db, dealNo: number, photoIds: number[], userId: string): Promise<DealPhotoRow[]> {
  if (new Set(photoIds).size !== photoIds.length) throw invalidInput("photoIds", "tradePhotoNotYours");
  for (const [index, photoId] of photoIds.entries()) {
    if (!(await placePhoto(trx, dealNo, photoId, index + 1, userId))) {
      throw invalidInput("photoIds", "tradePhotoNotYours");
    }
  }
  const removed = await photosBesides(trx, dealNo, photoIds);
  if (removed.length > 0) {
    await deletePhotos(
      trx,
      removed.map((r) => r.photoId),
      new Date().toISOString(),
    );
  }
  await setCoverPhoto(trx, dealNo, photoIds[0] ?? null);
  return removed;
}

/**
 * POST /api/deals: a new deal of the signed-in member (DEAL_TYPE SEL, their COMPANY_CODE), within the
 * member's deal limit (DEAL_LIMIT per hour, reserved first).
 * @throws RATE_LIMITED (429), INVALID_INPUT (each field's message, tradeCategoryUnknown, tradePhotoNotYours)
 */
export async function createDeal(ctx: AppContext, input: DealWrite, user: Member) {
  await takeMemberLimit(ctx, "deals", user.userId);
  const columns = await cleanDeal(ctx, input);
  const now = new Date().toISOString();
  const companyCode = user.companyCode ?? PERSONAL_COMPANY_CODE;
  const dealNo = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const dealNo = await insertDeal(trx, {
      ...columns,
      dealType: DEAL_TYPE_SALE,
      companyCode,
      authorId: user.userId,
      authorName: user.nameKo,
      coverPhotoId: null,
      favoriteCount: 0,
      completedAt: null,
      hiddenAt: null,
      hiddenBy: null,
      createdAt: now,
      updatedAt: now,
      updatedBy: user.userId,
    });
    await claimPhotos(trx, dealNo, input.photoIds, user.userId);
    await indexDeal(trx, dealNo, columns.searchText);
    return dealNo;
  });
  return { dealNo, dealType: DEAL_TYPE_SALE, companyCode };
}

/** Why a conditional update of a deal by `user` matched no row. */
async function refusal(db: Db, dealNo: number, user: Member): Promise<AppError> {
  const deal = await findDeal(db, dealNo);
  if (!deal || (deal.hiddenAt !== null && !isAdmin(user))) return new AppError("DEAL_NOT_FOUND");
  if (deal.authorId !== user.userId) return new AppError("DEAL_NOT_AUTHOR");
  return new AppError("DEAL_COMPLETED");
}

/**
 * PUT /api/deals/{dealNo}: the author's edit (photos re-ordered, added, removed). A lower price on an
 * open deal sends the favouriters a note in the same transaction.
 * @throws DEAL_NOT_FOUND, DEAL_NOT_AUTHOR, INVALID_INPUT
 */
export async function updateDeal(ctx: AppContext, dealNo: number, input: DealWrite, user: Member) {
  const deal = await visibleDeal(ctx.db, dealNo, user);
  if (deal.authorId !== user.userId) throw new AppError("DEAL_NOT_AUTHOR");
  const columns = await cleanDeal(ctx, input);
  const { removed, told } = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const before = await dealPrice(trx, dealNo);
    if (!(await updateOwnDeal(trx, dealNo, user.userId, columns))) throw await refusal(trx, dealNo, user);
    const gone = await claimPhotos(trx, dealNo, input.photoIds, user.userId);
    await indexDeal(trx, dealNo, columns.searchText);
    const from = Number(before?.amount ?? 0);
    const dropped = columns.amount < from && before?.completedAt === null;
    const changed = dropped
      ? await notifyFavoriters(trx, user, { dealNo, title: columns.title, priceDrop: { from, to: columns.amount } })
      : [];
    return { removed: gone, told: changed };
  });
  await removePhotoObjects(ctx, removed);
  await announceNotes(ctx, told);
  wakeJobs(ctx);
  return { dealNo, dealType: deal.dealType, companyCode: deal.companyCode };
}

/**
 * POST /api/deals/{dealNo}/complete: FINISH_YN F, by the author, once (no way back); the favouriters
 * get a note in the same transaction.
 * @throws DEAL_NOT_FOUND, DEAL_NOT_AUTHOR, DEAL_COMPLETED
 */
export async function completeDeal(ctx: AppContext, dealNo: number, user: Member): Promise<void> {
  const told = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const now = new Date().toISOString();
    const done = await completeOwnDeal(trx, dealNo, user.userId, now);
    if (!done) throw await refusal(trx, dealNo, user);
    return notifyFavoriters(trx, user, { dealNo, title: done.title, priceDrop: null });
  });
  await announceNotes(ctx, told);
  wakeJobs(ctx);
}

/**
 * POST /api/deals/{dealNo}/trade-request: a note of kind trade with REF_NO to the seller, written in
 * one transaction with a row-locking check of the deal (open, visible, not the sender's), so a
 * completion at the same moment cannot slip between the check and the note. The member's note
 * sending limit (NOTE_SEND_LIMIT, http/member-limits.ts) is reserved first.
 * @throws NOTE_SEND_LIMITED (429), DEAL_NOT_FOUND, DEAL_OWN, DEAL_COMPLETED, INVALID_INPUT
 */
export async function requestTrade(ctx: AppContext, dealNo: number, body: string, user: Member) {
  await takeMemberLimit(ctx, "notes", user.userId);
  const sent = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const deal = await lockRequestableDeal(trx, dealNo, user.userId);
    if (!deal) {
      const found = await findDeal(trx, dealNo);
      if (!found || found.hiddenAt !== null) throw new AppError("DEAL_NOT_FOUND");
      throw new AppError(found.authorId === user.userId ? "DEAL_OWN" : "DEAL_COMPLETED");
    }
    const note = await sendTradeNote(trx, user, deal, body);
    const key = `trade-request:${note.noteId}`;
    await queueNotification(trx, { kind: "tradeRequest", key, dealNo, buyerId: user.userId });
    return note;
  });
  await announceNotes(ctx, sent.changed);
  wakeJobs(ctx);
  return { noteId: sent.noteId };
}

/**
 * POST /api/deals/{dealNo}/hide and /restore: administrators only (the route's access); audited in the
 * same transaction.
 * @throws DEAL_NOT_FOUND
 */
export async function setDealHidden(
  ctx: AppContext,
  dealNo: number,
  hidden: boolean,
  user: Member,
  source: AuditSource,
): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    if (!(await setHidden(trx, dealNo, hidden, user.userId))) throw new AppError("DEAL_NOT_FOUND");
    await recordAudit(trx, source, {
      action: hidden ? "trade.hide" : "trade.restore",
      targetType: "deal",
      targetId: String(dealNo),
    });
  });
}

/** GET /api/deals/{dealNo}/comments: oldest first, with what the viewer may do with each. */
export async function dealComments(ctx: AppContext, dealNo: number, user: Member | null): Promise<DealCommentList> {
  await visibleDeal(ctx.db, dealNo, user);
  const rows = await listDealComments(ctx.db, dealNo);
  const temporary = rows.filter((row) => row.moderation === "temporary").map((row) => row.seq);
  const ends = await temporaryEnds(ctx.db, "dealComment", temporary);
  return {
    canComment: user !== null,
    items: rows.map((row) => {
      const mine = user?.userId === row.authorId;
      const masked = row.moderation !== null && !mine && !isAdmin(user);
      return {
        seq: row.seq,
        authorName: masked ? "" : row.authorName,
        body: masked && row.moderation ? t(ERROR_CODES[MODERATION_REFUSAL[row.moderation]].message) : row.body,
        createdAt: row.createdAt,
        edited: row.updatedAt !== row.createdAt,
        moderation:
          row.moderation === null || masked ? null : { state: row.moderation, until: ends.get(row.seq) ?? null },
        reportable: user !== null && !mine,
        permissions: {
          canEdit: user?.userId === row.authorId,
          canDelete: user?.userId === row.authorId || isAdmin(user),
        },
      };
    }),
  };
}

/**
 * POST /api/deals/{dealNo}/comments (REPLY_TYPE SEL). Text rules in the contract ('please write a comment');
 * counts toward the member's comment limit (COMMENT_LIMIT per 10 minutes, with board comments).
 * @throws DEAL_NOT_FOUND, RATE_LIMITED (429)
 */
export async function addDealComment(ctx: AppContext, dealNo: number, body: string, user: Member) {
  await visibleDeal(ctx.db, dealNo, user);
  await takeMemberLimit(ctx, "comments", user.userId);
  const seq = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const written = await insertDealComment(trx, { dealNo, authorId: user.userId, authorName: user.nameKo, body });
    await queueNotification(trx, {
      kind: "dealComment",
      key: `deal-comment:${dealNo}:${written}`,
      dealNo,
      seq: written,
    });
    return written;
  });
  wakeJobs(ctx);
  return { seq };
}

/**
 * PUT /api/deals/{dealNo}/comments/{seq}: the comment's author only (administrators too are refused).
 * @throws DEAL_NOT_FOUND, DEAL_COMMENT_NOT_FOUND, DEAL_COMMENT_NOT_OWN_EDIT
 */
export async function editDealComment(ctx: AppContext, dealNo: number, seq: number, body: string, user: Member) {
  await visibleDeal(ctx.db, dealNo, user);
  if (await updateOwnDealComment(ctx.db, dealNo, seq, user.userId, body)) return;
  const comment = await findDealComment(ctx.db, dealNo, seq);
  throw new AppError(comment ? "DEAL_COMMENT_NOT_OWN_EDIT" : "DEAL_COMMENT_NOT_FOUND");
}

/**
 * DELETE /api/deals/{dealNo}/comments/{seq}: the comment's author or an administrator
 * ('only posts you wrote can be deleted').
 * @throws DEAL_NOT_FOUND, DEAL_COMMENT_NOT_FOUND, DEAL_COMMENT_NOT_OWN_DELETE
 */
export async function deleteDealComment(ctx: AppContext, dealNo: number, seq: number, user: Member) {
  await visibleDeal(ctx.db, dealNo, user);
  if (await deleteDealCommentRow(ctx.db, dealNo, seq, isAdmin(user) ? null : user.userId)) return;
  const comment = await findDealComment(ctx.db, dealNo, seq);
  throw new AppError(comment ? "DEAL_COMMENT_NOT_OWN_DELETE" : "DEAL_COMMENT_NOT_FOUND");
}

/**
 * PUT (on) / DELETE (off) /api/deals/{dealNo}/favorite: idempotent; one row per member and deal
 * (primary key), the deal's counter moved in the same transaction.
 * @throws DEAL_NOT_FOUND
 */
export async function toggleFavorite(ctx: AppContext, dealNo: number, on: boolean, user: Member) {
  await visibleDeal(ctx.db, dealNo, user);
  const favoriteCount = await writeTransaction(ctx.db, ctx.dialect, (trx) => setFavorite(trx, user.userId, dealNo, on));
  return { favorite: on, favoriteCount };
}

/**
 * A photo the viewer may see: an unsaved upload only by its uploader; a deal's photo by whoever
 * may see the deal. With `companyCode` (the legacy address) the deal's COMPANY_CODE must match.
 * @throws FILE_NOT_FOUND
 */
export async function readablePhoto(
  ctx: AppContext,
  photoId: number,
  user: Member | null,
  companyCode?: string,
): Promise<DealPhotoRow> {
  const photo = await findLivePhoto(ctx.db, photoId);
  if (!photo) throw new AppError("FILE_NOT_FOUND");
  if (photo.dealNo === null) {
    if (companyCode !== undefined || photo.uploaderId !== user?.userId) throw new AppError("FILE_NOT_FOUND");
    return photo;
  }
  const deal = await findDeal(ctx.db, photo.dealNo);
  if (!deal || (deal.hiddenAt !== null && !isAdmin(user))) throw new AppError("FILE_NOT_FOUND");
  if (companyCode !== undefined && deal.companyCode !== companyCode) throw new AppError("FILE_NOT_FOUND");
  return photo;
}
