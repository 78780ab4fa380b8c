/** My page endpoints: GET /api/me, PUT /api/me (DESIGN.md section 4 "me") and POST /api/me/withdrawal (issue 24). */
import {
  messageSchema,
  profileSavedSchema,
  profileSchema,
  profileUpdateSchema,
  withdrawalSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import { getProfile, updateProfile } from "./service.ts";
import { withdraw } from "./withdrawal.ts";

/** Registers the my-page profile routes. */
export function memberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/me",
      {
        config: { access: "member" },
        schema: { tags: ["me"], summary: "내 회원 정보", response: { 200: profileSchema } },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return getProfile(ctx, memberOf(request));
      },
    );
    app.put(
      "/api/me",
      {
        config: { access: "member" },
        schema: {
          tags: ["me"],
          summary: "내 회원 정보 수정",
          body: profileUpdateSchema,
          response: { 200: profileSavedSchema },
        },
      },
      async (request) =>
        updateProfile(ctx, memberOf(request), request.body, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        }),
    );
    app.post(
      "/api/me/withdrawal",
      {
        config: { access: "member" },
        schema: {
          tags: ["me"],
          summary: "회원 탈퇴 (비밀번호 또는 확인 문구; 모든 세션 종료)",
          body: withdrawalSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) =>
        withdraw(
          ctx,
          memberOf(request),
          request.body,
          { ip: request.ip, userAgent: request.headers["user-agent"] ?? null },
          request.log,
        ),
    );
  };
}
