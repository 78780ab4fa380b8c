/**
 * Reservation endpoints for members (DESIGN.md section 4, "reservation" and "me"):
 * the modal's four columns (events, places, dates, slots with live remaining seats), the
 * participant panel, booking, and the my page history with cancel.
 */
import {
  branchQuerySchema,
  eventNoParamsSchema,
  myReservationListSchema,
  myReservationSchema,
  okSchema,
  participantSchema,
  reservationBranchListSchema,
  reservationDateListSchema,
  reservationEventListSchema,
  reservationIdParamsSchema,
  reservationRequestSchema,
  reservationSlotListSchema,
  slotIdParamsSchema,
  slotQuerySchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import {
  cancelMyReservation,
  dateSlots,
  eventBranches,
  eventDates,
  myReservations,
  openEvents,
  participantInfo,
  reserve,
} from "./service.ts";

/** The member-side reservation routes as a Fastify plugin. */
export function reservationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Seats change with every booking: never let a cache answer for the server.
    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    app.get(
      "/api/reservation/events",
      {
        config: { access: "public" },
        schema: {
          tags: ["reservation"],
          summary: "예약할 수 있는 행사 목록",
          response: { 200: reservationEventListSchema },
        },
      },
      async () => ({ items: await openEvents(ctx) }),
    );
    app.get(
      "/api/reservation/events/:eventNo/branches",
      {
        config: { access: "public" },
        schema: {
          tags: ["reservation"],
          summary: "행사의 장소 목록 (예정된 날짜가 있는 곳)",
          params: eventNoParamsSchema,
          response: { 200: reservationBranchListSchema },
        },
      },
      async (request) => ({ items: await eventBranches(ctx, request.params.eventNo) }),
    );
    app.get(
      "/api/reservation/dates",
      {
        config: { access: "public" },
        schema: {
          tags: ["reservation"],
          summary: "행사·장소의 예정된 날짜",
          querystring: branchQuerySchema,
          response: { 200: reservationDateListSchema },
        },
      },
      async (request) => ({ items: await eventDates(ctx, request.query.eventNo, request.query.branchCode) }),
    );
    app.get(
      "/api/reservation/slots",
      {
        config: { access: "public" },
        schema: {
          tags: ["reservation"],
          summary: "날짜의 시간대와 실시간 잔여석",
          querystring: slotQuerySchema,
          response: { 200: reservationSlotListSchema },
        },
      },
      async (request) => ({
        items: await dateSlots(ctx, request.query.eventNo, request.query.branchCode, request.query.date),
      }),
    );
    app.get(
      "/api/reservation/slots/:slotId/participant",
      {
        config: { access: "member", loginMessage: "reservationLoginFirst" },
        schema: {
          tags: ["reservation"],
          summary: "선택한 시간과 참가자 정보 (로그인 필요)",
          params: slotIdParamsSchema,
          response: { 200: participantSchema },
        },
      },
      (request) => participantInfo(ctx, request.params.slotId, memberOf(request)),
    );
    app.post(
      "/api/reservations",
      {
        config: { access: "member", loginMessage: "reservationLoginFirst" },
        schema: {
          tags: ["reservation"],
          summary: "방문 예약 (본인 + 동반 인원만큼 좌석 차감, 정원 초과 불가)",
          body: reservationRequestSchema,
          response: { 201: myReservationSchema },
        },
      },
      async (request, reply) => {
        const reservation = await reserve(ctx, request.body, memberOf(request), request.log);
        reply.code(201);
        return reservation;
      },
    );
    app.get(
      "/api/me/reservations",
      {
        config: { access: "member", loginMessage: "reservationLoginFirst" },
        schema: {
          tags: ["reservation", "me"],
          summary: "나의 예약 내역",
          response: { 200: myReservationListSchema },
        },
      },
      async (request) => ({ items: await myReservations(ctx, memberOf(request)) }),
    );
    app.delete(
      "/api/me/reservations/:reservationId",
      {
        config: { access: "member", loginMessage: "reservationLoginFirst" },
        schema: {
          tags: ["reservation", "me"],
          summary: "나의 예약 취소 (좌석 즉시 반환)",
          params: reservationIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await cancelMyReservation(ctx, request.params.reservationId, memberOf(request), request.log);
        return { ok: true as const };
      },
    );
  };
}
