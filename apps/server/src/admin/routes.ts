/**
 * Everything under /api/admin/: one encapsulated plugin whose every route declares access "admin"
 * (http/route-guard.ts: 403 ADMIN_ONLY to anyone but an administrator, visitors included, before any
 * input is read), then the board, member, request, audit, anonymous-writer trace and access review routes.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { accessForAll } from "../http/route-guard.ts";
import { auditAdminRoutes } from "./audit-routes.ts";
import { boardAdminRoutes } from "./board-routes.ts";
import { memberAdminRoutes } from "./member-routes.ts";
import { requestAdminRoutes } from "./request-routes.ts";
import { reviewAdminRoutes } from "./review-routes.ts";
import { traceAdminRoutes } from "./trace-routes.ts";

/** Registers the administration API. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "admin");
    await app.register(boardAdminRoutes(ctx));
    await app.register(memberAdminRoutes(ctx));
    await app.register(requestAdminRoutes(ctx));
    await app.register(auditAdminRoutes(ctx));
    await app.register(traceAdminRoutes(ctx));
    await app.register(reviewAdminRoutes(ctx));
  };
}
