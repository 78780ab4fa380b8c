/**
 * The trade's deal endpoints (members spec section 7; rules in trade/service.ts): GET
 * /api/trade/categories; GET/POST /api/deals; GET/PUT /api/deals/{dealNo}; POST .../complete; PUT/DELETE
 * .../favorite; POST .../hide and .../restore (administrators); GET .../seller-phone and POST
 * .../trade-request (members).
 */
import {
  dealDetailSchema,
  dealListQuerySchema,
  dealListSchema,
  dealNoParamsSchema,
  dealSavedSchema,
  dealWriteSchema,
  favoriteStateSchema,
  okSchema,
  sellerPhoneSchema,
  tradeCategoryListSchema,
  tradeRequestSchema,
  tradeRequestSentSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sourceOf } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import {
  completeDeal,
  createDeal,
  dealDetail,
  dealList,
  requestTrade,
  sellerPhone,
  setDealHidden,
  toggleFavorite,
  tradeCategories,
  updateDeal,
} from "./service.ts";

const savedResponse = { 200: dealSavedSchema, 201: dealSavedSchema };

/** Registers the deal routes: categories, the list, a deal, its writing, completion, favourites, hiding, the seller's phone and trade requests. */
export function dealRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
  };
}
