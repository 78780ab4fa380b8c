/**
 * Audit log API (administrators only): GET /api/admin/audit. There is deliberately no route that
 * edits or deletes an entry; only the retention purge removes entries older than 400 days.
 */
import { auditListSchema, auditQuerySchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { listAudit } from "./audit.ts";
import { adminOf } from "./guard.ts";

/** Registers the audit log route. */
export function auditAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/audit",
      {
        schema: {
          tags: ["admin: audit"],
          summary: "감사 로그 (필터: 작업, 수행자, 대상, 접속 주소, 기간)",
          querystring: auditQuerySchema,
          response: { 200: auditListSchema },
        },
      },
      (request) => {
        adminOf(request);
        return listAudit(ctx.db, request.query);
      },
    );
  };
}
