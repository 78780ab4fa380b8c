/**
 * The notification centre's endpoints (issue 40 §2), members only: GET /api/notifications,
 * GET /api/notifications/unread-count, POST /api/notifications/{id}/read, POST /api/notifications/read-all,
 * DELETE /api/notifications/{id}, GET /api/notifications/preferences and PUT
 * /api/notifications/preferences/{type}, GET/PUT /api/notifications/boards/{boardId}, GET
 * /api/notifications/push and POST/DELETE /api/notifications/push/subscriptions (Web Push). The live count rides the member's event stream (GET /api/events,
 * `event: notifications`). Without login: POST /api/notifications/unsubscribe?token= (the digest's
 * one-click unsubscribe, RFC 8058) and POST /api/notifications/push/renewal (the service worker's
 * renewed subscription, proven by the old one's address and auth secret).
 */
import {
  boardSubscriptionParamsSchema,
  boardSubscriptionSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferenceInputSchema,
  notificationPreferencesSchema,
  notificationTypeParamsSchema,
  notificationUnreadSchema,
  notificationUnsubscribeQuerySchema,
  pushEndpointSchema,
  pushRenewalSchema,
  pushStatusSchema,
  pushSubscriptionInputSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { accessForAll, memberOf } from "../http/route-guard.ts";
import { getBoardSubscription, putBoardSubscription } from "./board-subscriptions.ts";
import { unsubscribeDigest } from "./mail.ts";
import { getPreferences, putPreference } from "./preferences.ts";
import { pushStatus, renewPush, subscribePush, unsubscribePush } from "./push.ts";
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
    app.get(
      "/api/notifications/preferences",
      { schema: { tags, summary: "알림 설정", response: { 200: notificationPreferencesSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return getPreferences(ctx.db, memberOf(request));
      },
    );
    app.put(
      "/api/notifications/preferences/:type",
      {
        schema: {
          tags,
          summary: "알림 설정 바꾸기",
          params: notificationTypeParamsSchema,
          body: notificationPreferenceInputSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      (request) => putPreference(ctx.db, memberOf(request), request.params.type, request.body),
    );
    app.get(
      "/api/notifications/boards/:boardId",
      {
        schema: {
          tags,
          summary: "게시판 알림 설정",
          params: boardSubscriptionParamsSchema,
          response: { 200: boardSubscriptionSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return getBoardSubscription(ctx, memberOf(request), request.params.boardId);
      },
    );
    app.put(
      "/api/notifications/boards/:boardId",
      {
        schema: {
          tags,
          summary: "게시판 알림 설정 바꾸기",
          params: boardSubscriptionParamsSchema,
          body: boardSubscriptionSchema,
          response: { 200: boardSubscriptionSchema },
        },
      },
      (request) => putBoardSubscription(ctx, memberOf(request), request.params.boardId, request.body),
    );
    app.get(
      "/api/notifications/push",
      { schema: { tags, summary: "푸시 알림 상태", response: { 200: pushStatusSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return pushStatus(ctx, memberOf(request));
      },
    );
    app.post(
      "/api/notifications/push/subscriptions",
      {
        schema: {
          tags,
          summary: "이 기기의 푸시 알림 구독",
          body: pushSubscriptionInputSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await subscribePush(ctx, memberOf(request), request.body);
        return { ok: true as const };
      },
    );
    app.delete(
      "/api/notifications/push/subscriptions",
      { schema: { tags, summary: "이 기기의 푸시 알림 구독 해지", body: pushEndpointSchema, response: { 200: done } } },
      async (request) => {
        await unsubscribePush(ctx, memberOf(request), request.body.endpoint);
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

/**
 * The routes without a session, each proving itself otherwise (no login, no CSRF token): the digest's
 * one-click unsubscribe (RFC 8058: the signed token in the address; the mail client posts
 * `List-Unsubscribe=One-Click`, the body is not needed), and the service worker's push renewal (the old
 * subscription's address and auth secret in the body).
 */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      "/api/notifications/unsubscribe",
      {
        config: { access: "public", csrfExempt: true },
        schema: {
          tags,
          summary: "요약 메일 수신 거부(원클릭)",
          querystring: notificationUnsubscribeQuerySchema,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      (request) => unsubscribeDigest(ctx, request.query.token),
    );
    app.post(
      "/api/notifications/push/renewal",
      {
        config: { access: "public", csrfExempt: true },
        schema: {
          tags,
          summary: "갱신된 푸시 구독으로 바꾸기(서비스 워커)",
          body: pushRenewalSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await renewPush(ctx, request.body);
        return { ok: true as const };
      },
    );
  };
}
