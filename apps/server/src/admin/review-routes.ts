/**
 * The monthly access review (issue 43 §3; administrators only, as all of /api/admin):
 * GET /api/admin/access-reviews (last month signed off? recent sign-offs), GET
 * /api/admin/access-reviews/{month} (the month's records grouped and marked), POST
 * /api/admin/access-reviews/{month}/sign-off (once per month; 409 after).
 */
import {
  accessReviewParamsSchema,
  accessReviewSchema,
  accessReviewSignOffSchema,
  accessReviewSignSchema,
  accessReviewStatusSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { accessReview, accessReviewStatus, signOffMonth } from "./review-service.ts";

const tags = ["admin: audit"];

/** Registers the access review routes. */
export function reviewAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/access-reviews",
      {
        schema: {
          tags,
          summary: "접근 기록 점검 현황 (지난달 점검 여부)",
          response: { 200: accessReviewStatusSchema },
        },
      },
      (request) => {
        adminOf(request);
        return accessReviewStatus(ctx);
      },
    );
    app.get(
      "/api/admin/access-reviews/:month",
      {
        schema: {
          tags,
          summary: "한 달의 접근 기록 점검 (관리자·작업별, 표시된 기록)",
          params: accessReviewParamsSchema,
          response: { 200: accessReviewSchema },
        },
      },
      (request) => {
        adminOf(request);
        return accessReview(ctx, request.params.month);
      },
    );
    app.post(
      "/api/admin/access-reviews/:month/sign-off",
      {
        schema: {
          tags,
          summary: "접근 기록 점검 완료 (달마다 한 번)",
          params: accessReviewParamsSchema,
          body: accessReviewSignSchema,
          response: { 201: accessReviewSignOffSchema },
        },
      },
      async (request, reply) => {
        const signOff = await signOffMonth(ctx, adminOf(request), request.params.month, request.body.note);
        reply.code(201);
        return signOff;
      },
    );
  };
}
