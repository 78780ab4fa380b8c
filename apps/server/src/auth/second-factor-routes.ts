/**
 * The member's own second factor (issue 43 §2; docs/admin.md "Second factor"): GET /api/me/second-factor,
 * POST /api/me/second-factor/setup and /confirm, DELETE /api/me/second-factor (the password again).
 * Member routes, so an administrator who must still enrol reaches them.
 */
import {
  messageSchema,
  recoveryCodesSchema,
  secondFactorConfirmSchema,
  secondFactorRemoveSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  t,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sourceOf } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import { checkPassword } from "./password-change.ts";
import { confirmSetup, removeOwn, secondFactorStatus, startSetup } from "./second-factor.ts";

const tags = ["me"];

/** Registers the second-factor routes of my page. */
export function secondFactorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/me/second-factor",
      {
        config: { access: "member" },
        schema: { tags, summary: "2단계 인증 상태", response: { 200: secondFactorStatusSchema } },
      },
      (request) => secondFactorStatus(ctx, memberOf(request)),
    );
    app.post(
      "/api/me/second-factor/setup",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: "2단계 인증 등록 시작 (새 비밀 키와 QR 코드)",
          response: { 200: secondFactorSetupSchema },
        },
      },
      (request) => startSetup(ctx, memberOf(request)),
    );
    app.post(
      "/api/me/second-factor/confirm",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: "2단계 인증 등록 확인 (복구 코드 10개를 한 번만 보여 줌)",
          body: secondFactorConfirmSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      (request) => confirmSetup(ctx, memberOf(request), request.body.code, sourceOf(request)),
    );
    app.delete(
      "/api/me/second-factor",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: "2단계 인증 끄기 (비밀번호 재확인)",
          body: secondFactorRemoveSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        const user = memberOf(request);
        await checkPassword(ctx, user, request.body.password, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        });
        await removeOwn(ctx, user, sourceOf(request));
        return { message: t("secondFactorRemoved") };
      },
    );
  };
}
