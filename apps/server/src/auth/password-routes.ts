/**
 * Account-recovery and password endpoints: POST /api/auth/id-find (issue 24), POST /api/auth/password-reset (find), POST
 * /api/auth/password/verify (re-check), PUT /api/auth/password (change). The link confirmation,
 * POST /api/auth/password-reset/confirm, is in auth/routes.ts.
 */
import {
  idFindSchema,
  messageSchema,
  okSchema,
  passwordChangeSchema,
  passwordFindSchema,
  passwordVerifySchema,
} from "@portal/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { memberOf, sessionOf } from "../http/route-guard.ts";
import { requestIdFind } from "./id-find.ts";
import { changePassword, recheckPassword } from "./password-change.ts";
import { requestPasswordFind } from "./password-find.ts";

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });

/** Registers password find, re-check and change. */
export function passwordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/auth/password-reset",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "비밀번호 찾기 (일치 여부와 관계없이 같은 답)",
          body: passwordFindSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) =>
        requestPasswordFind(
          ctx,
          request.body,
          clientOf(request),
          Boolean(request.user ?? request.pendingUser),
          request.log,
        ),
    );

    app.post(
      "/api/auth/id-find",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "아이디 찾기 (일치 여부와 관계없이 같은 답; 아이디는 메일로)",
          body: idFindSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) =>
        requestIdFind(ctx, request.body, clientOf(request), Boolean(request.user ?? request.pendingUser), request.log),
    );

    app.post(
      "/api/auth/password/verify",
      {
        config: { access: "member" },
        schema: {
          tags: ["auth"],
          summary: "비밀번호 재확인",
          body: passwordVerifySchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = memberOf(request);
        await recheckPassword(ctx, sessionOf(request), user, request.body.password, clientOf(request));
        return { ok: true as const };
      },
    );

    app.put(
      "/api/auth/password",
      {
        config: { access: "member" },
        schema: {
          tags: ["auth"],
          summary: "비밀번호 변경 (재확인 후, 다른 세션 종료)",
          body: passwordChangeSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        const user = memberOf(request);
        return changePassword(ctx, sessionOf(request), user, request.body, clientOf(request));
      },
    );
  };
}
