/**
 * Operator details API (issue 24 §3): GET /api/operator for everyone (the footer and the privacy
 * policy), PUT /api/admin/operator for administrators (403 ADMIN_ONLY to anyone else; invalid
 * fields 400 with the field and its Korean message).
 */
import { operatorAnswerSchema, operatorWriteSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { readOperator, saveOperator } from "./service.ts";

/** The operator details routes as a Fastify plugin. */
export function operatorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/operator",
      {
        config: { access: "public" },
        schema: { tags: ["pages"], summary: "운영자 정보", response: { 200: operatorAnswerSchema } },
      },
      async () => ({ operator: await readOperator(ctx.db) }),
    );
    app.put(
      "/api/admin/operator",
      {
        config: { access: "admin" },
        schema: {
          tags: ["admin"],
          summary: "운영자 정보 저장",
          body: operatorWriteSchema,
          response: { 200: operatorAnswerSchema },
        },
      },
      async (request) => ({ operator: await saveOperator(ctx, adminOf(request), request.body) }),
    );
  };
}
