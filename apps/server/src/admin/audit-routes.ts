/**
 * Audit log API (administrators only): GET /api/admin/audit, and the record of administrators' access
 * to personal data, GET /api/admin/privacy-access. There is deliberately no route that edits or
 * deletes an entry; only the retention purges remove entries (audit: 400 days, role changes: three
 * years; access records: two years).
 */
import { auditListSchema, auditQuerySchema, privacyAccessListSchema, privacyAccessQuerySchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAccess } from "../audit/access-log.ts";
import { listAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";

/** Registers the audit log and personal-data access routes. */
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
    app.get(
      "/api/admin/privacy-access",
      {
        schema: {
          tags: ["admin: audit"],
          summary: "개인정보 접근 기록 (필터: 기간, 관리자, 작업, 회원)",
          querystring: privacyAccessQuerySchema,
          response: { 200: privacyAccessListSchema },
        },
      },
      (request) => {
        adminOf(request);
        return listAccess(ctx.db, request.query);
      },
    );
  };
}
