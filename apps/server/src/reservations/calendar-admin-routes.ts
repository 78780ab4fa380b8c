/** Reservation administration of the calendar: closed days (closing and reopening a day) and the places (branches). */
import {
  adminBranchListSchema,
  branchCodeParamsSchema,
  branchCreateSchema,
  branchWriteSchema,
  closedDayListSchema,
  closedDayParamsSchema,
  closedDayWriteSchema,
  okSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { ok, PREFIX, tags } from "./admin-routes-common.ts";
import { adminBranches, createBranch, updateBranch } from "./admin-service.ts";
import { closeDay, listClosedDays, reopenDay } from "./closed-days.ts";

/** Registers the closed days' and places' routes (inside reservationAdminRoutes: administrators only). */
export function calendarAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PREFIX}/closed-days`,
      { schema: { tags, summary: "쉬는 날 목록 (오늘부터)", response: { 200: closedDayListSchema } } },
      async () => ({ items: await listClosedDays(ctx) }),
    );
    app.put(
      `${PREFIX}/closed-days/:day`,
      {
        schema: {
          tags,
          summary: "쉬는 날로 정하기 (모든 장소·행사; 예약이 있으면 409)",
          params: closedDayParamsSchema,
          body: closedDayWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await closeDay(ctx, adminOf(request), request.params.day, request.body.reason);
        return ok;
      },
    );
    app.delete(
      `${PREFIX}/closed-days/:day`,
      {
        schema: { tags, summary: "쉬는 날 다시 열기", params: closedDayParamsSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await reopenDay(ctx, adminOf(request), request.params.day);
        return ok;
      },
    );

    app.get(
      `${PREFIX}/branches`,
      { schema: { tags, summary: "장소 목록", response: { 200: adminBranchListSchema } } },
      async () => ({ items: await adminBranches(ctx) }),
    );
    app.post(
      `${PREFIX}/branches`,
      { schema: { tags, summary: "장소 추가", body: branchCreateSchema, response: { 201: okSchema } } },
      async (request, reply) => {
        await createBranch(ctx, adminOf(request), request.body);
        reply.code(201);
        return ok;
      },
    );
    app.put(
      `${PREFIX}/branches/:branchCode`,
      {
        schema: {
          tags,
          summary: "장소 수정",
          params: branchCodeParamsSchema,
          body: branchWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await updateBranch(ctx, adminOf(request), request.params.branchCode, request.body);
        return ok;
      },
    );
  };
}
