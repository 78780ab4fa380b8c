/**
 * Everything under /api/admin/: one encapsulated plugin whose onRequest hook answers 403
 * ADMIN_ONLY to anyone but an administrator (visitors included) before a route runs, then the
 * board, member, request, audit and anonymous-writer trace routes.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOnly } from "../http/admin-guard.ts";
import { auditAdminRoutes } from "./audit-routes.ts";
import { boardAdminRoutes } from "./board-routes.ts";
import { memberAdminRoutes } from "./member-routes.ts";
import { requestAdminRoutes } from "./request-routes.ts";
import { traceAdminRoutes } from "./trace-routes.ts";

/** Registers the administration API. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", adminOnly);
    await app.register(boardAdminRoutes(ctx));
    await app.register(memberAdminRoutes(ctx));
    await app.register(requestAdminRoutes(ctx));
    await app.register(auditAdminRoutes(ctx));
    await app.register(traceAdminRoutes(ctx));
  };
}
