/** My page endpoints: GET /api/me and PUT /api/me (DESIGN.md section 4 "me"). */
import { profileSavedSchema, profileSchema, profileUpdateSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { requireUser } from "../http/session-hooks.ts";
import { getProfile, updateProfile } from "./service.ts";

/** Registers the my-page profile routes. */
export function memberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/me",
      { schema: { tags: ["me"], summary: "내 회원 정보", response: { 200: profileSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return getProfile(ctx, requireUser(request));
      },
    );
    app.put(
      "/api/me",
      {
        schema: {
          tags: ["me"],
          summary: "내 회원 정보 수정",
          body: profileUpdateSchema,
          response: { 200: profileSavedSchema },
        },
      },
      async (request) =>
        updateProfile(ctx, requireUser(request), request.body, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        }),
    );
  };
}
