/**
 * Reservation administration endpoints under /api/admin/reservation/… (administrators only, access
 * "admin" for every route: 403 ADMIN_ONLY to anyone else, visitors included): events,
 * places, dates and slots; a slot's roster; cancelling for a member; CSV exports (UTF-8 with BOM
 * for Excel; POST with a reason, 400 in Korean without one: issue 43 §3). Every change is recorded in the audit log.
 */
import {
  adminBranchListSchema,
  adminDateListSchema,
  adminDateQuerySchema,
  adminEventListSchema,
  branchCodeParamsSchema,
  branchCreateSchema,
  branchWriteSchema,
  closedDayListSchema,
  closedDayParamsSchema,
  closedDayWriteSchema,
  createdIdSchema,
  dateCreateSchema,
  dateIdParamsSchema,
  eventNoParamsSchema,
  eventWriteSchema,
  exportReasonSchema,
  okSchema,
  reservationIdParamsSchema,
  rosterSchema,
  slotIdParamsSchema,
  slotWriteSchema,
} from "@portal/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { accessForAll } from "../http/route-guard.ts";
import {
  adminBranches,
  adminDates,
  adminEvents,
  cancelForMember,
  createBranch,
  createDate,
  createEvent,
  createSlot,
  deleteDate,
  deleteSlot,
  exportEvent,
  exportSlot,
  slotRoster,
  updateBranch,
  updateEvent,
  updateSlot,
} from "./admin-service.ts";
import { closeDay, listClosedDays, reopenDay } from "./closed-days.ts";
import { attachmentDisposition } from "./csv.ts";

const PREFIX = "/api/admin/reservation";
const tags = ["reservation admin"];
const ok = { ok: true as const };
const csvSchema = z.string().describe("text/csv; charset=utf-8, with a UTF-8 byte-order mark");

function sendCsv(reply: FastifyReply, file: { csv: string; filename: string }) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(file.filename))
    .header("cache-control", "no-store")
    .send(file.csv);
}

/** The reservation administration routes as a Fastify plugin (administrators only). */
export function reservationAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every route here is for administrators, checked before any input is read (as the rest of /api/admin).
    accessForAll(app, "admin");

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
