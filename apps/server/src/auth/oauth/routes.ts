/**
 * Social login endpoints: GET /api/auth/providers (configured providers only),
 * GET /api/auth/oauth/{provider}/start and GET /api/auth/oauth/{provider}/callback.
 */
import {
  OAUTH_PROVIDERS,
  oauthCallbackQuerySchema,
  oauthStartQuerySchema,
  providerParamsSchema,
  providersSchema,
} from "@portal/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { RATE_RULES, takeRateLimit } from "../../http/rate-limit.ts";
import { setSessionCookie } from "../routes.ts";
import { decodeFlow, encodeFlow, FLOW_COOKIE, FLOW_MINUTES, finishFlow, providerConfig, startFlow } from "./service.ts";

const COOKIE_PATH = "/api/auth/oauth";

function flowCookie(ctx: AppContext, reply: FastifyReply, value: string, maxAge: number) {
  reply.setCookie(FLOW_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.publicUrl.startsWith("https://"),
    maxAge,
  });
}

/** Registers the social login routes. */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/auth/providers",
      {
        config: { access: "public" },
        schema: { tags: ["auth"], summary: "사용 가능한 간편 로그인", response: { 200: providersSchema } },
      },
      async () => ({ items: OAUTH_PROVIDERS.filter((p) => ctx.config.oauth[p]).map((provider) => ({ provider })) }),
    );

    app.get(
      "/api/auth/oauth/:provider/start",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "간편 로그인 시작 (제공자로 이동)",
          params: providerParamsSchema,
          querystring: oauthStartQuerySchema,
        },
      },
      async (request, reply) => {
        providerConfig(ctx, request.params.provider);
        await takeRateLimit(ctx.db, RATE_RULES.socialStart, request.ip);
        const { url, flow } = startFlow(ctx, request.params.provider, request.query.returnTo, request.user);
        flowCookie(ctx, reply, encodeFlow(flow), FLOW_MINUTES * 60);
        reply.header("cache-control", "no-store");
        return reply.redirect(url, 302);
      },
    );

    app.get(
      "/api/auth/oauth/:provider/callback",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "간편 로그인 콜백 (제공자가 돌려보냄)",
          params: providerParamsSchema,
          querystring: oauthCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        const flow = decodeFlow(request.cookies[FLOW_COOKIE]);
        const outcome = await finishFlow(ctx, request.params.provider, request.query, flow, {
          session: request.session,
          user: request.user,
          client: { ip: request.ip, userAgent: request.headers["user-agent"] ?? null },
          log: request.log,
        });
        flowCookie(ctx, reply, "", 0);
        if (outcome.opened) setSessionCookie(ctx, reply, outcome.opened.cookieToken, false);
        reply.header("cache-control", "no-store");
        return reply.redirect(outcome.location, 302);
      },
    );
  };
}
