/**
 * Trade endpoints (DESIGN.md section 4 "trade"; members spec section 7 "Used trade"):
 * GET /api/trade/categories; GET/POST /api/deals; GET/PUT /api/deals/{dealNo};
 * POST /api/deals/{dealNo}/complete; PUT/DELETE /api/deals/{dealNo}/favorite;
 * GET/POST /api/deals/{dealNo}/comments, PUT/DELETE /api/deals/{dealNo}/comments/{seq};
 * POST /api/deals/{dealNo}/hide, /restore (administrators); GET /api/deals/{dealNo}/seller-phone and
 * POST /api/deals/{dealNo}/trade-request (members);
 * POST /api/trade/photos (multipart);
 * GET /api/trade/photos/{photoId}/{card|detail|full}; the legacy image address
 * GET /api/apicall/getDownload/{companyCode}/DL/{fileMgtCode}. Visitors may only read.
 */
import {
  dealCommentListSchema,
  dealCommentParamsSchema,
  dealCommentWriteSchema,
  dealDetailSchema,
  dealListQuerySchema,
  dealListSchema,
  dealNoParamsSchema,
  dealPhotoParamsSchema,
  dealPhotoUploadSchema,
  dealSavedSchema,
  dealWriteSchema,
  favoriteStateSchema,
  legacyDownloadParamsSchema,
  okSchema,
  sellerPhoneSchema,
  tradeCategoryListSchema,
  tradeRequestSchema,
  tradeRequestSentSchema,
} from "@portal/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sourceOf } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { DealPhotoRow } from "../db/schema.ts";
import { FILE_CSP, partsOf } from "../files/index.ts";
import { AppError } from "../http/errors.ts";
import { memberOf } from "../http/route-guard.ts";
import { photoObject, uploadDealPhoto } from "./photos.ts";
import {
  addDealComment,
  completeDeal,
  createDeal,
  dealComments,
  dealDetail,
  dealList,
  deleteDealComment,
  editDealComment,
  readablePhoto,
  requestTrade,
  sellerPhone,
  setDealHidden,
  toggleFavorite,
  tradeCategories,
  updateDeal,
} from "./service.ts";

/** Sends one size of a photo (inline, cached privately, nothing in it may run). */
async function sendPhoto(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  photo: DealPhotoRow,
  size: "card" | "detail" | "full",
) {
  const { key, mime } = photoObject(photo, size);
  const stat = await ctx.storage.stat(key);
  const stream = stat ? await ctx.storage.get(key) : null;
  if (!stat || !stream) throw new AppError("FILE_NOT_FOUND");
  const etag = `"d${photo.photoId}-${size}-${stat.size}"`;
  reply
    .header("content-type", mime)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CSP)
    .header("cache-control", "private, max-age=3600")
    .header("etag", etag);
  if (request.headers["if-none-match"] === etag) {
    stream.destroy();
    return reply.code(304).send();
  }
  return reply.header("content-length", stat.size).send(stream);
}

const savedResponse = { 200: dealSavedSchema, 201: dealSavedSchema };

/** Registers the trade routes (rules in trade/service.ts). */
export function tradeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/trade/categories",
      {
        config: { access: "public" },
        schema: { tags: ["trade"], summary: "중고거래 분류 코드 목록", response: { 200: tradeCategoryListSchema } },
      },
      async () => ({ items: await tradeCategories(ctx) }),
    );
    app.get(
      "/api/deals",
      {
        config: { access: "public" },
        schema: {
          tags: ["trade"],
          summary: "중고거래 목록 (전체·내 상품·찜; 기간·분류·검색어; DEAL_NO 기준 페이지)",
          querystring: dealListQuerySchema,
          response: { 200: dealListSchema },
        },
      },
      async (request) => dealList(ctx, request.query, request.user),
    );
    app.post(
      "/api/deals",
      {
        config: { access: "member" },
        schema: { tags: ["trade"], summary: "중고장비 판매 등록", body: dealWriteSchema, response: savedResponse },
      },
      async (request, reply) => {
        const saved = await createDeal(ctx, request.body, memberOf(request));
        reply.code(201);
        return saved;
      },
    );
    app.get(
      "/api/deals/:dealNo",
      {
        config: { access: "public" },
        schema: {
          tags: ["trade"],
          summary: "중고장비 상세",
          params: dealNoParamsSchema,
          response: { 200: dealDetailSchema },
        },
      },
      async (request) => dealDetail(ctx, request.params.dealNo, request.user),
    );
    app.get(
      "/api/deals/:dealNo/seller-phone",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "판매자 연락처 (거래 요청 창, 회원만, 판매 완료 전)",
          params: dealNoParamsSchema,
          response: { 200: sellerPhoneSchema },
        },
      },
      async (request) => sellerPhone(ctx, request.params.dealNo, memberOf(request)),
    );
    app.put(
      "/api/deals/:dealNo",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "중고장비 수정 (판매자)",
          params: dealNoParamsSchema,
          body: dealWriteSchema,
          response: savedResponse,
        },
      },
      async (request) => updateDeal(ctx, request.params.dealNo, request.body, memberOf(request)),
    );
    app.post(
      "/api/deals/:dealNo/complete",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "판매완료 (판매자, 되돌릴 수 없음)",
          params: dealNoParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await completeDeal(ctx, request.params.dealNo, memberOf(request));
        return { ok: true as const };
      },
    );
    for (const [method, on] of [
      ["put", true],
      ["delete", false],
    ] as const) {
      app[method](
        "/api/deals/:dealNo/favorite",
        {
          config: { access: "member" },
          schema: {
            tags: ["trade"],
            summary: on ? "찜하기" : "찜 해제",
            params: dealNoParamsSchema,
            response: { 200: favoriteStateSchema },
          },
        },
        async (request) => toggleFavorite(ctx, request.params.dealNo, on, memberOf(request)),
      );
    }
    for (const [path, hidden] of [
      ["hide", true],
      ["restore", false],
    ] as const) {
      app.post(
        `/api/deals/:dealNo/${path}`,
        {
          config: { access: "admin", askLogin: true },
          schema: {
            tags: ["trade"],
            summary: hidden ? "상품 숨기기 (관리자)" : "숨긴 상품 다시 보이기 (관리자)",
            params: dealNoParamsSchema,
            response: { 200: okSchema },
          },
        },
        async (request) => {
          await setDealHidden(ctx, request.params.dealNo, hidden, memberOf(request), sourceOf(request));
          return { ok: true as const };
        },
      );
    }
    app.post(
      "/api/deals/:dealNo/trade-request",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "거래요청 쪽지 보내기 (판매자에게, REF_NO = 상품 번호)",
          params: dealNoParamsSchema,
          body: tradeRequestSchema,
          response: { 201: tradeRequestSentSchema },
        },
      },
      async (request, reply) => {
        const sent = await requestTrade(ctx, request.params.dealNo, request.body.body, memberOf(request));
        reply.code(201);
        return sent;
      },
    );
    app.get(
      "/api/deals/:dealNo/comments",
      {
        config: { access: "public" },
        schema: {
          tags: ["trade"],
          summary: "상품 댓글 목록",
          params: dealNoParamsSchema,
          response: { 200: dealCommentListSchema },
        },
      },
      async (request) => dealComments(ctx, request.params.dealNo, request.user),
    );
    app.post(
      "/api/deals/:dealNo/comments",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "상품 댓글 쓰기",
          params: dealNoParamsSchema,
          body: dealCommentWriteSchema,
          response: { 201: z.object({ seq: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const saved = await addDealComment(ctx, request.params.dealNo, request.body.body, memberOf(request));
        reply.code(201);
        return saved;
      },
    );
    app.put(
      "/api/deals/:dealNo/comments/:seq",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "상품 댓글 수정 (작성자)",
          params: dealCommentParamsSchema,
          body: dealCommentWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const { dealNo, seq } = request.params;
        await editDealComment(ctx, dealNo, seq, request.body.body, memberOf(request));
        return { ok: true as const };
      },
    );
    app.delete(
      "/api/deals/:dealNo/comments/:seq",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "상품 댓글 삭제 (작성자 또는 관리자)",
          params: dealCommentParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deleteDealComment(ctx, request.params.dealNo, request.params.seq, memberOf(request));
        return { ok: true as const };
      },
    );
    app.post(
      "/api/trade/photos",
      {
        config: { access: "member" },
        schema: {
          tags: ["trade"],
          summary: "상품 사진 올리기 (multipart; JPG·PNG·BMP·GIF)",
          consumes: ["multipart/form-data"],
          response: { 201: dealPhotoUploadSchema },
        },
      },
      async (request, reply) => {
        const user = memberOf(request);
        const photo = await uploadDealPhoto(ctx, partsOf(request), user.userId);
        reply.code(201);
        return photo;
      },
    );
    app.get(
      "/api/trade/photos/:photoId/:size",
      {
        config: { access: "public" },
        schema: { tags: ["trade"], summary: "상품 사진 (카드·상세·원본 크기)", params: dealPhotoParamsSchema },
      },
      async (request, reply) => {
        const photo = await readablePhoto(ctx, request.params.photoId, request.user);
        return sendPhoto(ctx, request, reply, photo, request.params.size);
      },
    );
    app.get(
      "/api/apicall/getDownload/:companyCode/DL/:fileMgtCode",
      {
        config: { access: "public" },
        schema: {
          tags: ["trade"],
          summary: "예전 주소의 상품 사진 (S_FUNC_CODE DL)",
          params: legacyDownloadParamsSchema,
        },
      },
      async (request, reply) => {
        const { companyCode, fileMgtCode } = request.params;
        if (!/^\d{1,12}$/.test(fileMgtCode)) throw new AppError("FILE_NOT_FOUND");
        const photo = await readablePhoto(ctx, Number(fileMgtCode), request.user, companyCode);
        return sendPhoto(ctx, request, reply, photo, "full");
      },
    );
  };
}
