/** Reservation administration of dates and time slots: adding and removing them, a slot's roster and its CSV export with a reason, and cancelling a reservation for a member. */
import {
  createdIdSchema,
  dateCreateSchema,
  dateIdParamsSchema,
  exportReasonSchema,
  okSchema,
  reservationIdParamsSchema,
  rosterSchema,
  slotIdParamsSchema,
  slotWriteSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { csvSchema, ok, PREFIX, sendCsv, tags } from "./admin-routes-common.ts";
import {
  cancelForMember,
  createDate,
  createSlot,
  deleteDate,
  deleteSlot,
  exportSlot,
  slotRoster,
  updateSlot,
} from "./admin-service.ts";

/** Registers the dates', slots' and rosters' routes (inside reservationAdminRoutes: administrators only). */
export function slotAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${PREFIX}/dates`,
      {
        schema: {
          tags,
          summary: "행사 날짜 추가 (시간 포함 가능)",
          body: dateCreateSchema,
          response: { 201: createdIdSchema },
        },
      },
      async (request, reply) => {
        const id = await createDate(ctx, adminOf(request), request.body);
        reply.code(201);
        return { id };
      },
    );
    app.delete(
      `${PREFIX}/dates/:dateId`,
      {
        schema: {
          tags,
          summary: "행사 날짜 삭제 (예약 내역이 없을 때만)",
          params: dateIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deleteDate(ctx, adminOf(request), request.params.dateId);
        return ok;
      },
    );
    app.post(
      `${PREFIX}/dates/:dateId/slots`,
      {
        schema: {
          tags,
          summary: "시간 추가",
          params: dateIdParamsSchema,
          body: slotWriteSchema,
          response: { 201: createdIdSchema },
        },
      },
      async (request, reply) => {
        const id = await createSlot(ctx, adminOf(request), request.params.dateId, request.body);
        reply.code(201);
        return { id };
      },
    );
    app.put(
      `${PREFIX}/slots/:slotId`,
      {
        schema: {
          tags,
          summary: "시간·정원 수정 (예약된 인원보다 적게 줄일 수 없음)",
          params: slotIdParamsSchema,
          body: slotWriteSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await updateSlot(ctx, adminOf(request), request.params.slotId, request.body);
        return ok;
      },
    );
    app.delete(
      `${PREFIX}/slots/:slotId`,
      {
        schema: {
          tags,
          summary: "시간 삭제 (예약 내역이 없을 때만)",
          params: slotIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deleteSlot(ctx, adminOf(request), request.params.slotId);
        return ok;
      },
    );
    app.get(
      `${PREFIX}/slots/:slotId/reservations`,
      {
        schema: { tags, summary: "예약자 명단", params: slotIdParamsSchema, response: { 200: rosterSchema } },
      },
      (request) => slotRoster(ctx, adminOf(request), request.params.slotId),
    );
    app.post(
      `${PREFIX}/slots/:slotId/export.csv`,
      {
        schema: {
          tags,
          summary: "예약자 명단 CSV (Excel용 UTF-8 BOM; 사유 필수)",
          params: slotIdParamsSchema,
          body: exportReasonSchema,
          response: { 200: csvSchema },
        },
      },
      async (request, reply) =>
        sendCsv(reply, await exportSlot(ctx, adminOf(request), request.params.slotId, request.body.reason)),
    );
    app.delete(
      `${PREFIX}/reservations/:reservationId`,
      {
        schema: {
          tags,
          summary: "회원 대신 예약 취소 (취소 메일 발송)",
          params: reservationIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await cancelForMember(ctx, adminOf(request), request.params.reservationId, request.log);
        return ok;
      },
    );
  };
}
