/**
 * Approval queues API (administrators only): GET /api/admin/company-requests,
 * POST /api/admin/company-requests/{id}/approve and /refuse, GET /api/admin/alliance-applications,
 * POST /api/admin/alliance-applications/{id}/approve and /refuse.
 */
import {
  allianceApplicationListSchema,
  companyRequestListSchema,
  okSchema,
  refuseSchema,
  requestListQuerySchema,
  requestParamsSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import {
  approveAlliance,
  approveCompanyRequest,
  listAllianceApplications,
  listCompanyRequests,
  refuseRequest,
} from "./request-service.ts";

const tags = ["admin: requests"];
const ok = { ok: true as const };

/** Registers the company request and alliance application queue routes. */
export function requestAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/company-requests",
      {
        schema: {
          tags,
          summary: "기업 등록 요청 목록",
          querystring: requestListQuerySchema,
          response: { 200: companyRequestListSchema },
        },
      },
      (request) => {
        return listCompanyRequests(ctx, adminOf(request), request.query);
      },
    );
    app.post(
      "/api/admin/company-requests/:id/approve",
      { schema: { tags, summary: "기업 등록 승인", params: requestParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await approveCompanyRequest(ctx, adminOf(request), request.params.id);
        return ok;
      },
    );
    app.post(
      "/api/admin/company-requests/:id/refuse",
      {
        schema: {
          tags,
          summary: "기업 등록 거절",
          params: requestParamsSchema,
          body: refuseSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await refuseRequest(ctx, adminOf(request), "companyRequests", request.params.id, request.body?.reason);
        return ok;
      },
    );
    app.get(
      "/api/admin/alliance-applications",
      {
        schema: {
          tags,
          summary: "제휴 신청 목록",
          querystring: requestListQuerySchema,
          response: { 200: allianceApplicationListSchema },
        },
      },
      (request) => {
        return listAllianceApplications(ctx, adminOf(request), request.query);
      },
    );
    app.post(
      "/api/admin/alliance-applications/:id/approve",
      { schema: { tags, summary: "제휴 승인", params: requestParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await approveAlliance(ctx, adminOf(request), request.params.id);
        return ok;
      },
    );
    app.post(
      "/api/admin/alliance-applications/:id/refuse",
      {
        schema: {
          tags,
          summary: "제휴 거절",
          params: requestParamsSchema,
          body: refuseSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await refuseRequest(ctx, adminOf(request), "allianceApplications", request.params.id, request.body?.reason);
        return ok;
      },
    );
  };
}
