/**
 * 수요조사 endpoints (issue 45; docs/surveys.md):
 * members GET /api/surveys, GET /api/surveys/{id}, POST /api/surveys/{id}/answers;
 * anyone GET /api/surveys/published, GET /api/surveys/{id}/results (published results only);
 * administrators GET/POST /api/admin/surveys, GET/PUT /api/admin/surveys/{id},
 * POST /api/admin/surveys/{id}/status, GET /api/admin/surveys/{id}/results,
 * POST /api/admin/surveys/{id}/export (CSV or XLSX; a reason; logged when the survey is named).
 */
import {
  createdIdSchema,
  memberSurveyListSchema,
  okSchema,
  surveyAnswerProblemSchema,
  surveyAnswerResultSchema,
  surveyAnswerSchema,
  surveyDetailSchema,
  surveyExportSchema,
  surveyIdParamsSchema,
  surveyListSchema,
  surveyResultsQuerySchema,
  surveyResultsSchema,
  surveyStatusSchema,
  surveyWriteSchema,
  t,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { contentDisposition } from "../files/index.ts";
import { adminOf } from "../http/admin-guard.ts";
import { memberOf } from "../http/route-guard.ts";
import { AnswersInvalid } from "./answers.ts";
import { exportSurvey, surveyResultsFor } from "./exports.ts";
import {
  adminSurvey,
  adminSurveys,
  changeSurveyStatus,
  createSurvey,
  memberSurvey,
  memberSurveys,
  publishedSurveys,
  submitAnswers,
  updateSurvey,
} from "./service.ts";

const tags = ["surveys"];
const ok = { ok: true as const };
const member = { access: "member" as const };
const admin = { access: "admin" as const };
const params = surveyIdParamsSchema;

/** The members' and visitors' survey routes. */
function memberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/surveys",
      { config: member, schema: { tags, summary: "응답할 수요조사", response: { 200: memberSurveyListSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return memberSurveys(ctx, memberOf(request));
      },
    );
    app.get(
      "/api/surveys/published",
      {
        config: { access: "public" },
        schema: { tags, summary: "결과가 공개된 수요조사", response: { 200: surveyListSchema } },
      },
      async () => ({ items: await publishedSurveys(ctx) }),
    );
    app.get(
      "/api/surveys/:surveyId",
      { config: member, schema: { tags, summary: "수요조사 (응답용)", params, response: { 200: surveyDetailSchema } } },
      (request) => memberSurvey(ctx, memberOf(request), request.params.surveyId),
    );
    app.post(
      "/api/surveys/:surveyId/answers",
      {
        config: member,
        schema: {
          tags,
          summary: "수요조사 응답 (모든 오류를 한 번에)",
          params,
          body: surveyAnswerSchema,
          response: { 200: surveyAnswerResultSchema, 400: surveyAnswerProblemSchema },
        },
      },
      async (request, reply) => {
        try {
          return await submitAnswers(ctx, memberOf(request), request.params.surveyId, request.body);
        } catch (error) {
          if (!(error instanceof AnswersInvalid)) throw error;
          return reply
            .code(400)
            .type("application/problem+json")
            .send({
              type: "about:blank#SURVEY_ANSWERS_INVALID",
              title: "Bad Request",
              status: 400 as const,
              code: "SURVEY_ANSWERS_INVALID" as const,
              detail: t("surveyAnswersInvalid", { count: error.errors.length }),
              errors: error.errors,
            });
        }
      },
    );
    app.get(
      "/api/surveys/:surveyId/results",
      {
        config: { access: "public" },
        schema: { tags, summary: "공개된 수요조사 결과", params, response: { 200: surveyResultsSchema } },
      },
      (request) => surveyResultsFor(ctx, request.user, request.params.surveyId, { admin: false }),
    );
  };
}

/** The administrators' survey routes. */
function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/surveys",
      { config: admin, schema: { tags, summary: "수요조사 목록 (관리자)", response: { 200: surveyListSchema } } },
      async () => ({ items: await adminSurveys(ctx) }),
    );
    app.post(
      "/api/admin/surveys",
      {
        config: admin,
        schema: { tags, summary: "수요조사 만들기", body: surveyWriteSchema, response: { 201: createdIdSchema } },
      },
      async (request, reply) => {
        const id = await createSurvey(ctx, adminOf(request), request.body);
        reply.code(201);
        return { id };
      },
    );
    app.get(
      "/api/admin/surveys/:surveyId",
      { config: admin, schema: { tags, summary: "수요조사 (관리자)", params, response: { 200: surveyDetailSchema } } },
      (request) => adminSurvey(ctx, request.params.surveyId),
    );
    app.put(
      "/api/admin/surveys/:surveyId",
      {
        config: admin,
        schema: {
          tags,
          summary: "수요조사 고치기 (첫 응답 전까지)",
          params,
          body: surveyWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await updateSurvey(ctx, request.params.surveyId, request.body);
        return ok;
      },
    );
    app.post(
      "/api/admin/surveys/:surveyId/status",
      {
        config: admin,
        schema: {
          tags,
          summary: "시작, 마감, 결과 공개, 보관",
          params,
          body: surveyStatusSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await changeSurveyStatus(ctx, request.params.surveyId, request.body.action);
        return ok;
      },
    );
    app.get(
      "/api/admin/surveys/:surveyId/results",
      {
        config: admin,
        schema: {
          tags,
          summary: "수요조사 결과 (관리자: 진행 중에도, 주관식 포함)",
          params,
          querystring: surveyResultsQuerySchema,
          response: { 200: surveyResultsSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return surveyResultsFor(ctx, request.user, request.params.surveyId, {
          admin: true,
          companyKind: request.query.companyKind,
        });
      },
    );
    app.post(
      "/api/admin/surveys/:surveyId/export",
      {
        config: admin,
        schema: {
          tags,
          summary: "응답 내려받기 (CSV, XLSX; 사유 필수)",
          params,
          body: surveyExportSchema,
          response: { 200: z.unknown().describe("text/csv (UTF-8 BOM) or XLSX") },
        },
      },
      async (request, reply) => {
        const file = await exportSurvey(ctx, adminOf(request), request.params.surveyId, request.body);
        return reply
          .type(file.type)
          .header("content-disposition", contentDisposition("attachment", file.filename))
          .header("cache-control", "no-store")
          .send(file.data);
      },
    );
  };
}

/** Registers every survey route (rules in service.ts and exports.ts). */
export function surveyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(memberRoutes(ctx));
    await app.register(adminRoutes(ctx));
  };
}
