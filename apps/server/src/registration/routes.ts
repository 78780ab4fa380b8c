/**
 * Registration endpoints (DESIGN.md section 4 "registration"): POST /api/registration/check-id,
 * check-email, check-business-no (POSTs, so that no value is in an address a log keeps);
 * POST /api/registration; POST /api/me/consents.
 */
import {
  businessNoAnswerSchema,
  checkAnswerSchema,
  checkBusinessNoSchema,
  checkEmailSchema,
  checkIdSchema,
  consentsSchema,
  registrationAnswerSchema,
  registrationSchema,
  sessionSchema,
} from "@portal/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentSessionUser } from "../auth/index.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../http/errors.ts";
import { sessionOf, signedInOf } from "../http/route-guard.ts";
import { idleSeconds } from "../http/sessions.ts";
import { findUser } from "../users/queries.ts";
import { agreeToTerms, checkBusinessNo, checkEmail, checkUserId, register } from "./service.ts";

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });

/** Registers the sign-up checks, the sign-up and the consent call. */
export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/registration/check-id",
      {
        config: { access: "public" },
        schema: {
          tags: ["registration"],
          summary: "아이디 중복 확인 (주소당 횟수 제한)",
          body: checkIdSchema,
          response: { 200: checkAnswerSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return checkUserId(ctx, request.body.userId, clientOf(request));
      },
    );

    app.post(
      "/api/registration/check-email",
      {
        config: { access: "public" },
        schema: {
          tags: ["registration"],
          summary: "이메일 중복 확인 (주소당 횟수 제한)",
          body: checkEmailSchema,
          response: { 200: checkAnswerSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return checkEmail(ctx, request.body.email, clientOf(request));
      },
    );

    app.post(
      "/api/registration/check-business-no",
      {
        config: { access: "public" },
        schema: {
          tags: ["registration"],
          summary: "사업자등록번호 확인 (검증번호, 등록 여부)",
          body: checkBusinessNoSchema,
          response: { 200: businessNoAnswerSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return checkBusinessNo(ctx, request.body.businessNo, clientOf(request), request.user);
      },
    );

    app.post(
      "/api/registration",
      {
        config: { access: "public" },
        schema: {
          tags: ["registration"],
          summary: "회원가입",
          body: registrationSchema,
          response: { 201: registrationAnswerSchema },
        },
      },
      async (request, reply) => {
        const result = await register(ctx, request.body, clientOf(request));
        reply.code(201);
        return result;
      },
    );

    app.post(
      "/api/me/consents",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["registration"],
          summary: "약관 동의 (로그인한 미동의 회원)",
          body: consentsSchema,
          response: { 200: sessionSchema },
        },
      },
      async (request) => {
        const user = signedInOf(request);
        const session = sessionOf(request);
        await agreeToTerms(ctx, user, request.body, clientOf(request));
        const updated = await findUser(ctx.db, user.userId);
        if (!updated) throw new AppError("LOGIN_REQUIRED");
        return {
          user: presentSessionUser(ctx, updated),
          csrfToken: session.csrfToken,
          idleSeconds: idleSeconds(ctx.sessionTimes, session),
        };
      },
    );
  };
}
