/** Reservation administration of events (issue 8): the list, creating and changing one, its dates and its CSV export with a reason (issue 43 §3). */
import {
  adminDateListSchema,
  adminDateQuerySchema,
  adminEventListSchema,
  createdIdSchema,
  eventNoParamsSchema,
  eventWriteSchema,
  exportReasonSchema,
  okSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { csvSchema, ok, PREFIX, sendCsv, tags } from "./admin-routes-common.ts";
import { adminDates, adminEvents, createEvent, exportEvent, updateEvent } from "./admin-service.ts";

/** Registers the events' routes (inside reservationAdminRoutes: administrators only). */
export function eventAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PREFIX}/events`,
      { schema: { tags, summary: "행사 목록 (전체)", response: { 200: adminEventListSchema } } },
      async () => ({ items: await adminEvents(ctx) }),
    );
    app.post(
      `${PREFIX}/events`,
      { schema: { tags, summary: "행사 추가", body: eventWriteSchema, response: { 201: createdIdSchema } } },
      async (request, reply) => {
        const id = await createEvent(ctx, adminOf(request), request.body);
        reply.code(201);
        return { id };
      },
    );
    app.put(
      `${PREFIX}/events/:eventNo`,
      {
        schema: {
          tags,
          summary: "행사 수정 (이름, 설명, 예약 받기)",
          params: eventNoParamsSchema,
          body: eventWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await updateEvent(ctx, adminOf(request), request.params.eventNo, request.body);
        return ok;
      },
    );
    app.get(
      `${PREFIX}/events/:eventNo/dates`,
      {
        schema: {
          tags,
          summary: "행사의 날짜와 시간 (예약 현황 포함)",
          params: eventNoParamsSchema,
          querystring: adminDateQuerySchema,
          response: { 200: adminDateListSchema },
        },
      },
      async (request) => ({
        items: await adminDates(ctx, request.params.eventNo, request.query.branchCode || undefined),
      }),
    );
    app.post(
      `${PREFIX}/events/:eventNo/export.csv`,
      {
        schema: {
          tags,
          summary: "행사 예약 내역 CSV (Excel용 UTF-8 BOM; 사유 필수)",
          params: eventNoParamsSchema,
          body: exportReasonSchema,
          response: { 200: csvSchema },
        },
      },
      async (request, reply) =>
        sendCsv(reply, await exportEvent(ctx, adminOf(request), request.params.eventNo, request.body.reason)),
    );
  };
}
