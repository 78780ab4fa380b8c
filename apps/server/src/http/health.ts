/** GET /api/health: the process answers and the database responds. */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../context.ts";

const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) });

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      { schema: { tags: ["health"], summary: "상태 확인", response: { 200: healthSchema } } },
      async (_request, reply) => {
        await sql`select 1`.execute(ctx.db);
        reply.header("cache-control", "no-store");
        return { status: "ok" as const, database: ctx.dialect };
      },
    );
  };
}
