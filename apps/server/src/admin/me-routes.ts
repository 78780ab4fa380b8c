/**
 * The member side of the approval queues: POST /api/me/company-request and POST /api/me/alliance
 * (DESIGN.md section 4, "me"). Built here with the queues; my page (web features/mypage) calls them.
 */
import { allianceWriteSchema, companyRequestWriteSchema, createdIdSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import { submitAlliance, submitCompanyRequest } from "./request-service.ts";

/** Registers the company request and alliance application submissions. */
export function memberRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/me/company-request",
      {
        config: { access: "member" },
        schema: {
          tags: ["me"],
          summary: "기업 회원 등록 요청",
          body: companyRequestWriteSchema,
          response: { 201: createdIdSchema },
        },
      },
      async (request, reply) => {
        const id = await submitCompanyRequest(ctx, memberOf(request), request.body);
        reply.code(201);
        return { id };
      },
    );
    app.post(
      "/api/me/alliance",
      {
        config: { access: "member" },
        schema: {
          tags: ["me"],
          summary: "제휴 참여 신청",
          body: allianceWriteSchema,
          response: { 201: createdIdSchema },
        },
      },
      async (request, reply) => {
        const id = await submitAlliance(ctx, memberOf(request), request.body);
        reply.code(201);
        return { id };
      },
    );
  };
}
