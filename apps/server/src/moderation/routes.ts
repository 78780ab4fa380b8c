/**
 * Moderation endpoints (issue 41; docs/moderation.md): members POST /api/reports and an author's
 * POST /api/reports/{kind}/{targetId}/objection (재게시 요청); administrators
 * GET /api/admin/reports (the queue), GET /api/admin/reports/count (the menu's badge),
 * POST /api/admin/reports/{kind}/{targetId}/decision, POST /api/admin/reports/{kind}/{targetId}/warning,
 * POST /api/admin/members/{userId}/suspension.
 */
import {
  moderationDecisionSchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  moderationTargetParamsSchema,
  moderationWarningSchema,
  objectionSchema,
  okSchema,
  reportResultSchema,
  reportWriteSchema,
  suspensionSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { memberOf } from "../http/route-guard.ts";
import { decideReport, moderationCount, moderationQueue, suspend, warnAuthor } from "./admin-service.ts";
import { fileObjection, fileReport } from "./service.ts";

const tags = ["moderation"];
const admin = { access: "admin" as const };

/** The members' report route and the administrators' queue, decisions and suspension. */
export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/reports",
      {
        config: { access: "member" },
        schema: { tags, summary: "신고", body: reportWriteSchema, response: { 201: reportResultSchema } },
      },
      async (request, reply) => {
        const result = await fileReport(ctx, request.body, memberOf(request));
        return reply.code(201).send(result);
      },
    );
    app.post(
      "/api/reports/:kind/:targetId/objection",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: "임시조치 재게시 요청 (작성자, 한 번)",
          params: moderationTargetParamsSchema,
          body: objectionSchema,
          response: { 200: okSchema },
        },
      },
      (request) =>
        fileObjection(ctx, request.params.kind, request.params.targetId, request.body.text, memberOf(request)),
    );
    app.get(
      "/api/admin/reports",
      {
        config: admin,
        schema: {
          tags,
          summary: "신고 검토 목록",
          querystring: moderationQueueQuerySchema,
          response: { 200: moderationQueueSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return moderationQueue(ctx, request.query);
      },
    );
    app.get(
      "/api/admin/reports/count",
      {
        config: admin,
        schema: { tags, summary: "검토를 기다리는 신고 수", response: { 200: z.object({ open: z.number() }) } },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return moderationCount(ctx);
      },
    );
    app.post(
      "/api/admin/reports/:kind/:targetId/decision",
      {
        config: admin,
        schema: {
          tags,
          summary: "신고 처리 (기각, 숨김, 복원, 삭제, 임시조치)",
          params: moderationTargetParamsSchema,
          body: moderationDecisionSchema,
          response: { 200: z.object({ state: z.string(), temporaryUntil: z.string().nullable() }) },
        },
      },
      (request) => decideReport(ctx, adminOf(request), request.params.kind, request.params.targetId, request.body),
    );
    app.post(
      "/api/admin/reports/:kind/:targetId/warning",
      {
        config: admin,
        schema: {
          tags,
          summary: "신고된 글의 작성자에게 경고",
          params: moderationTargetParamsSchema,
          body: moderationWarningSchema,
          response: { 200: z.object({ warned: z.literal(true) }) },
        },
      },
      (request) => warnAuthor(ctx, adminOf(request), request.params.kind, request.params.targetId, request.body),
    );
    app.post(
      "/api/admin/members/:userId/suspension",
      {
        config: admin,
        schema: {
          tags,
          summary: "회원 이용 정지",
          params: z.object({ userId: z.string().min(1).max(100) }),
          body: suspensionSchema,
          response: { 200: z.object({ suspendedUntil: z.string() }) },
        },
      },
      (request) => suspend(ctx, adminOf(request), request.params.userId, request.body),
    );
  };
}
