/**
 * Session endpoints: GET /api/auth/session, POST /api/auth/login, POST /api/auth/logout, and
 * POST /api/auth/password-reset/confirm (the link an administrator sends).
 */
import { loginBodySchema, okSchema, passwordResetConfirmSchema, sessionSchema } from "@portal/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { createSession, idleSeconds, SESSION_COOKIE } from "../http/sessions.ts";
import { confirmPasswordReset } from "./password-reset.ts";
import { login, logout, presentSessionUser } from "./service.ts";

/** Sets the session cookie `sid` (HttpOnly, SameSite=Lax, Secure under HTTPS; persistent with "remember me"). */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, cookieToken: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, cookieToken, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.publicUrl.startsWith("https://"),
    ...(remember ? { maxAge: ctx.sessionTimes.rememberMs / 1000 } : {}),
  });
}

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"] ?? null,
});

/** Registers the session, login, logout and password-reset confirmation routes. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/auth/session",
      {
        config: { access: "public" },
        schema: { tags: ["auth"], summary: "현재 세션과 CSRF 토큰", response: { 200: sessionSchema } },
      },
      async (request, reply) => {
        let session = request.session;
        if (!session) {
          const opened = await createSession(ctx.db, ctx.sessionTimes, {
            userId: null,
            remember: false,
            ...clientOf(request),
          });
          setSessionCookie(ctx, reply, opened.cookieToken, false);
          session = opened.session;
        }
        reply.header("cache-control", "no-store");
        const member = request.user ?? request.pendingUser;
        return {
          user: member ? presentSessionUser(ctx, member) : null,
          csrfToken: session.csrfToken,
          idleSeconds: idleSeconds(ctx.sessionTimes, session),
        };
      },
    );

    app.post(
      "/api/auth/login",
      {
        config: { access: "public" },
        schema: { tags: ["auth"], summary: "로그인", body: loginBodySchema, response: { 200: sessionSchema } },
      },
      async (request, reply) => {
        const result = await login(ctx, request.body, clientOf(request), request.session);
        setSessionCookie(ctx, reply, result.cookieToken, request.body.remember);
        return {
          user: presentSessionUser(ctx, result.user),
          csrfToken: result.session.csrfToken,
          idleSeconds: idleSeconds(ctx.sessionTimes, result.session),
        };
      },
    );

    app.post(
      "/api/auth/logout",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "로그아웃",
          response: { 200: okSchema.extend(sessionSchema.pick({ csrfToken: true }).shape) },
        },
      },
      async (request, reply) => {
        const opened = await logout(ctx, request.session, clientOf(request));
        setSessionCookie(ctx, reply, opened.cookieToken, false);
        return { ok: true as const, csrfToken: opened.session.csrfToken };
      },
    );

    app.post(
      "/api/auth/password-reset/confirm",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "재설정 링크로 새 비밀번호 설정",
          body: passwordResetConfirmSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await confirmPasswordReset(ctx, request.body.token, request.body.newPassword, clientOf(request));
        return { ok: true as const };
      },
    );
  };
}
