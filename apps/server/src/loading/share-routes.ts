/**
 * Driver's links of saved load plans (issue 27 §5; rules in ./shares.ts): the member's calls under
 * /api/loading/plans/:planId/shares (login, CSRF for changes) and the public GET /api/loading/shared
 * (no account: the token is the permission; `token` is a query parameter the request log censors).
 */
import {
  okSchema,
  planIdParamsSchema,
  shareCreatedSchema,
  shareCreateSchema,
  sharedPlanQuerySchema,
  sharedPlanSchema,
  shareIdParamsSchema,
  shareListSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { accessForAll, memberOf } from "../http/route-guard.ts";
import { createShare, openShared, planShares, revokeShare } from "./shares.ts";

const tags = ["loading"];

/** The member's link calls as a Fastify plugin. */
export function loadingShareRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "member");
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    app.get(
      "/api/loading/plans/:planId/shares",
      {
        schema: {
          tags,
          summary: "계획의 기사용 링크 (최신 20개)",
          params: planIdParamsSchema,
          response: { 200: shareListSchema },
        },
      },
      async (request) => ({ items: await planShares(ctx, memberOf(request).userId, request.params.planId) }),
    );
    app.post(
      "/api/loading/plans/:planId/shares",
      {
        schema: {
          tags,
          summary: "기사용 링크 만들기 (1~30일, 기본 14일; 토큰은 이때만)",
          params: planIdParamsSchema,
          body: shareCreateSchema,
          response: { 201: shareCreatedSchema },
        },
      },
      async (request, reply) => {
        const { planId } = request.params;
        const share = await createShare(ctx, memberOf(request).userId, planId, request.body.days);
        return reply.code(201).send(share);
      },
    );
    app.delete(
      "/api/loading/plans/:planId/shares/:shareId",
      { schema: { tags, summary: "기사용 링크 회수", params: shareIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        const { planId, shareId } = request.params;
        await revokeShare(ctx, memberOf(request).userId, planId, shareId);
        return { ok: true as const };
      },
    );
  };
}

/** The public link as a Fastify plugin. */
export function loadingSharedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/loading/shared",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "기사용 링크의 적재 안내 (로그인 없음; 틀린 토큰은 주소당 10분에 30번)",
          querystring: sharedPlanQuerySchema,
          response: { 200: sharedPlanSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        reply.header("referrer-policy", "no-referrer");
        return openShared(ctx, request.query.token, request.ip);
      },
    );
  };
}
