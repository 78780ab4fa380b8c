/**
 * Member administration API (administrators only): GET /api/admin/members,
 * PUT /api/admin/members/{userId}/role, POST /api/admin/members/{userId}/lock and /unlock,
 * POST /api/admin/members/{userId}/password-reset, GET /api/admin/members/{userId}/logins,
 * DELETE /api/admin/members/{userId}/second-factor (issue 43 §2).
 */
import {
  auditListSchema,
  loginHistoryQuerySchema,
  memberListQuerySchema,
  memberListSchema,
  memberParamsSchema,
  memberRowSchema,
  messageSchema,
  resetLinkSentSchema,
  roleChangeSchema,
  t,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resetSecondFactor } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { changeRole, listMembers, memberLogins, sendResetLink, setLocked } from "./member-service.ts";

const tags = ["admin: members"];

/** Registers the member administration routes. */
export function memberAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/members",
      {
        schema: {
          tags,
          summary: "회원 목록과 검색",
          querystring: memberListQuerySchema,
          response: { 200: memberListSchema },
        },
      },
      (request) => {
        return listMembers(ctx, adminOf(request), request.query);
      },
    );
    app.put(
      "/api/admin/members/:userId/role",
      {
        schema: {
          tags,
          summary: "권한 변경 (본인 제외)",
          params: memberParamsSchema,
          body: roleChangeSchema,
          response: { 200: memberRowSchema },
        },
      },
      (request) => changeRole(ctx, adminOf(request), request.params.userId, request.body.role),
    );
    for (const [path, locked, summary] of [
      ["lock", true, "회원 잠금 (세션 종료)"],
      ["unlock", false, "회원 잠금 해제"],
    ] as const) {
      app.post(
        `/api/admin/members/:userId/${path}`,
        { schema: { tags, summary, params: memberParamsSchema, response: { 200: memberRowSchema } } },
        (request) => setLocked(ctx, adminOf(request), request.params.userId, locked),
      );
    }
    app.post(
      "/api/admin/members/:userId/password-reset",
      {
        schema: {
          tags,
          summary: "비밀번호 재설정 링크 메일 발송 (30분, 1회용)",
          params: memberParamsSchema,
          response: { 200: resetLinkSentSchema },
        },
      },
      (request) => sendResetLink(ctx, adminOf(request), request.params.userId),
    );
    app.delete(
      "/api/admin/members/:userId/second-factor",
      {
        schema: {
          tags,
          summary: "다른 회원(관리자)의 2단계 인증 초기화 (본인 것은 마이페이지에서)",
          params: memberParamsSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await resetSecondFactor(ctx, adminOf(request), request.params.userId);
        return { message: t("secondFactorResetDone") };
      },
    );
    app.get(
      "/api/admin/members/:userId/logins",
      {
        schema: {
          tags,
          summary: "로그인 기록",
          params: memberParamsSchema,
          querystring: loginHistoryQuerySchema,
          response: { 200: auditListSchema },
        },
      },
      (request) =>
        memberLogins(ctx, adminOf(request), request.params.userId, request.query.page, request.query.pageSize),
    );
  };
}
