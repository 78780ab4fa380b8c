/**
 * Loading simulator endpoints (issue 14). Members (login required): the vehicle catalogue, a plan
 * computed on the server, and their own saved plans (list, read, save, replace, copy, delete; another
 * member's plan answers 404). Administrators: add, change and delete vehicles under
 * /api/admin/loading/vehicles (403 ADMIN_ONLY to anyone else; audited).
 */
import {
  createdIdSchema,
  okSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planListSchema,
  planRequestSchema,
  planResponseSchema,
  planSaveSchema,
  savedPlanSchema,
  vehicleIdParamsSchema,
  vehicleListSchema,
  vehicleWriteSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { accessForAll, memberOf } from "../http/route-guard.ts";
import { createPlanPool } from "./plan-pool.ts";
import {
  computePlan,
  copyPlan,
  createVehicle,
  deletePlan,
  deleteVehicle,
  myPlan,
  myPlans,
  replacePlan,
  savePlan,
  updateVehicle,
  vehicles,
} from "./service.ts";

const tags = ["loading"];
const ok = { ok: true as const };

/** Member routes of the loading simulator as a Fastify plugin. */
export function loadingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const pool = createPlanPool({ threads: ctx.config.loadingThreads, deadlineMs: ctx.config.loadingDeadlineMs });
    app.addHook("onClose", () => pool.close());
    accessForAll(app, "member");
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    app.get(
      "/api/loading/vehicles",
      { schema: { tags, summary: "적재 차량 목록 (mm, kg)", response: { 200: vehicleListSchema } } },
      async () => ({ items: await vehicles(ctx) }),
    );
    app.post(
      "/api/loading/plan",
      {
        schema: {
          tags,
          summary: "적재 계획 계산 (최대 5,000개, 3초, 회원당 한 번에 하나)",
          body: planRequestSchema,
          response: { 200: planResponseSchema },
        },
      },
      async (request, reply) => {
        // The answer comes as JSON text from the worker thread (checked against the schema there).
        const json = await computePlan(ctx, pool, memberOf(request).userId, request.body);
        return reply.type("application/json; charset=utf-8").send(json as never);
      },
    );
    app.get(
      "/api/loading/plans",
      {
        schema: {
          tags,
          summary: "내 저장된 계획 (최신순, before 커서)",
          querystring: planListQuerySchema,
          response: { 200: planListSchema },
        },
      },
      async (request) => myPlans(ctx, memberOf(request).userId, request.query.before),
    );
    app.post(
      "/api/loading/plans",
      { schema: { tags, summary: "계획 저장", body: planSaveSchema, response: { 201: createdIdSchema } } },
      async (request, reply) => {
        const id = await savePlan(ctx, pool, memberOf(request).userId, request.body);
        return reply.code(201).send({ id });
      },
    );
    app.get(
      "/api/loading/plans/:planId",
      { schema: { tags, summary: "내 계획 열기", params: planIdParamsSchema, response: { 200: savedPlanSchema } } },
      async (request) => myPlan(ctx, memberOf(request).userId, request.params.planId),
    );
    app.put(
      "/api/loading/plans/:planId",
      {
        schema: {
          tags,
          summary: "내 계획 덮어쓰기 (직접 편집한 계획도 저장 전에 검사)",
          params: planIdParamsSchema,
          body: planSaveSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await replacePlan(ctx, pool, memberOf(request).userId, request.params.planId, request.body);
        return ok;
      },
    );
    app.post(
      "/api/loading/plans/:planId/copy",
      { schema: { tags, summary: "내 계획 복사", params: planIdParamsSchema, response: { 201: createdIdSchema } } },
      async (request, reply) => {
        const id = await copyPlan(ctx, pool, memberOf(request).userId, request.params.planId);
        return reply.code(201).send({ id });
      },
    );
    app.delete(
      "/api/loading/plans/:planId",
      { schema: { tags, summary: "내 계획 삭제", params: planIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await deletePlan(ctx, memberOf(request).userId, request.params.planId);
        return ok;
      },
    );
  };
}

/** Administrator routes of the vehicle catalogue as a Fastify plugin. */
export function loadingAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "admin");
    const adminTags = ["loading admin"];
    app.post(
      "/api/admin/loading/vehicles",
      {
        schema: { tags: adminTags, summary: "차량 추가", body: vehicleWriteSchema, response: { 201: createdIdSchema } },
      },
      async (request, reply) => {
        const id = await createVehicle(ctx, adminOf(request), request.body);
        return reply.code(201).send({ id });
      },
    );
    app.put(
      "/api/admin/loading/vehicles/:vehicleId",
      {
        schema: {
          tags: adminTags,
          summary: "차량 수정",
          params: vehicleIdParamsSchema,
          body: vehicleWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await updateVehicle(ctx, adminOf(request), request.params.vehicleId, request.body);
        return ok;
      },
    );
    app.delete(
      "/api/admin/loading/vehicles/:vehicleId",
      { schema: { tags: adminTags, summary: "차량 삭제", params: vehicleIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await deleteVehicle(ctx, adminOf(request), request.params.vehicleId);
        return ok;
      },
    );
  };
}
