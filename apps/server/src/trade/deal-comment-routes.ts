/** A deal's comments (members spec section 7): GET/POST /api/deals/{dealNo}/comments, PUT/DELETE .../comments/{seq}. */
import {
  dealCommentListSchema,
  dealCommentParamsSchema,
  dealCommentWriteSchema,
  dealNoParamsSchema,
  okSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import { addDealComment, dealComments, deleteDealComment, editDealComment } from "./service.ts";

/** Registers the deal comment routes. */
export function dealCommentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
