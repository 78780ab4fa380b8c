/**
 * Health of a node: GET /api/health (the process answers and the database responds, with its
 * dialect), GET /api/health/live (the process answers: liveness) and GET /api/health/ready (the node
 * takes traffic: the database responds and the node is not draining; 503 otherwise).
 */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { accessForAll } from "./route-guard.ts";

const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) });
const stateSchema = z.object({ status: z.enum(["ok", "draining", "unavailable"]) });

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "public");
    app.get(
      "/api/health",
      { schema: { tags: ["health"], summary: "상태 확인", response: { 200: healthSchema } } },
      async (_request, reply) => {
        await sql`select 1`.execute(ctx.db);
        reply.header("cache-control", "no-store");
        return { status: "ok" as const, database: ctx.dialect };
      },
    );
    app.get(
      "/api/health/live",
      { schema: { tags: ["health"], summary: "프로세스 응답 확인", response: { 200: stateSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { status: "ok" as const };
      },
    );
    app.get(
      "/api/health/ready",
      {
        schema: { tags: ["health"], summary: "요청 처리 가능 여부", response: { 200: stateSchema, 503: stateSchema } },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        if (ctx.lifecycle?.draining) return reply.code(503).send({ status: "draining" as const });
        try {
          await sql`select 1`.execute(ctx.db);
        } catch {
          return reply.code(503).send({ status: "unavailable" as const });
        }
        return { status: "ok" as const };
      },
    );
  };
}
