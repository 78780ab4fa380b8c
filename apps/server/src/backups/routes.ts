/**
 * Backups API (issue 43 §1; docs/admin.md "Backups"), administrators only (403 ADMIN_ONLY to anyone
 * else, before any input): GET /api/admin/backups lists them, POST /api/admin/backups (지금 백업)
 * queues one, recorded in the audit log.
 */
import { backupListSchema, backupRequestedSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { listForAdmin, requestBackup } from "./service.ts";

/** The backups routes as a Fastify plugin. */
export function backupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/backups",
      {
        config: { access: "admin" },
        schema: { tags: ["admin"], summary: "백업 목록", response: { 200: backupListSchema } },
      },
      async () => listForAdmin(ctx),
    );
    app.post(
      "/api/admin/backups",
      {
        config: { access: "admin" },
        schema: { tags: ["admin"], summary: "지금 백업", response: { 201: backupRequestedSchema } },
      },
      async (request, reply) => {
        const id = await requestBackup(ctx, adminOf(request));
        return reply.status(201).send({ id });
      },
    );
  };
}
