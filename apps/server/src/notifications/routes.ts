/**
 * The notification centre's endpoints (issue 40 §2), members only: GET /api/notifications,
 * GET /api/notifications/unread-count, POST /api/notifications/{id}/read, POST /api/notifications/read-all,
 * DELETE /api/notifications/{id}. The live count rides the member's event stream (GET /api/events,
 * `event: notifications`).
 */
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationUnreadSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { accessForAll, memberOf } from "../http/route-guard.ts";
import {
  listNotifications,
  notificationUnread,
  readAllNotifications,
  readNotification,
  removeNotification,
} from "./service.ts";

const tags = ["notifications"];
const done = z.object({ ok: z.literal(true) });

/** Registers the notification routes (rules in notifications/service.ts). */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "member");
    app.get(
      "/api/notifications",
      {
        schema: {
          tags,
          summary: "알림 목록",
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return listNotifications(ctx, memberOf(request), request.query);
      },
    );
    app.get(
      "/api/notifications/unread-count",
      { schema: { tags, summary: "읽지 않은 알림 수", response: { 200: notificationUnreadSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return notificationUnread(ctx, memberOf(request));
      },
    );
    app.post(
      "/api/notifications/read-all",
      { schema: { tags, summary: "모두 읽음", response: { 200: z.object({ marked: z.number().int() }) } } },
      (request) => readAllNotifications(ctx, memberOf(request)),
    );
    app.post(
      "/api/notifications/:id/read",
      { schema: { tags, summary: "알림 읽음", params: notificationIdParamsSchema, response: { 200: done } } },
      async (request) => {
        await readNotification(ctx, memberOf(request), request.params.id);
        return { ok: true as const };
      },
    );
    app.delete(
      "/api/notifications/:id",
      { schema: { tags, summary: "알림 삭제", params: notificationIdParamsSchema, response: { 200: done } } },
      async (request) => {
        await removeNotification(ctx, memberOf(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
