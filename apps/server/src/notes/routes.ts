/**
 * Note centre endpoints (issue 10): GET/POST /api/notes, GET /api/notes/unread-counts,
 * GET/PUT/DELETE /api/notes/{noteId}, POST /api/notes/{noteId}/keep and /restore, POST /api/notes/bulk,
 * GET/POST /api/note-blocks, DELETE /api/note-blocks/{blockId}, GET /api/address-book,
 * GET /api/address-book/search, PUT/DELETE /api/address-book/important/{userId}, and the live stream GET /api/events.
 */
import {
  addressBookSchema,
  addressQuerySchema,
  addressUserParamsSchema,
  noteBlockCreateSchema,
  noteBlockIdParamsSchema,
  noteBlockListSchema,
  noteBlockQuerySchema,
  noteBulkSchema,
  noteDetailSchema,
  noteEditSchema,
  noteIdParamsSchema,
  noteListQuerySchema,
  noteListSchema,
  noteSendSchema,
  noteUnreadCountsSchema,
  recipientSearchQuerySchema,
  recipientSearchSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { eventStreamRoute } from "../events/stream.ts";
import { accessForAll, memberOf } from "../http/route-guard.ts";
import { addressBook, searchRecipients, setImportant } from "./address-book.ts";
import { unreadCounts } from "./queries.ts";
import {
  addBlock,
  changeNotes,
  editNote,
  listBlocks,
  listNotes,
  readNote,
  removeBlock,
  sendFromMember,
} from "./service.ts";

const tags = ["notes"];
const done = z.object({ ok: z.literal(true) });

/** Registers the note centre's routes (rules in notes/service.ts). */
export function noteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    accessForAll(app, "member");
    eventStreamRoute(app, ctx);
    app.get(
      "/api/notes",
      {
        schema: {
          tags,
          summary: "쪽지 목록 (함별)",
          querystring: noteListQuerySchema,
          response: { 200: noteListSchema },
        },
      },
      (request) => listNotes(ctx, memberOf(request), request.query),
    );
    app.get(
      "/api/notes/unread-counts",
      { schema: { tags, summary: "읽지 않은 쪽지 수", response: { 200: noteUnreadCountsSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return unreadCounts(ctx.db, memberOf(request).userId);
      },
    );
    app.post(
      "/api/notes",
      {
        schema: {
          tags,
          summary: "쪽지 보내기",
          body: noteSendSchema,
          response: { 201: z.object({ noteId: z.number().int(), selfOnly: z.boolean() }) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return sendFromMember(ctx, memberOf(request), request.body);
      },
    );
    app.post(
      "/api/notes/bulk",
      { schema: { tags, summary: "여러 쪽지 보관·복원·삭제", body: noteBulkSchema, response: { 200: done } } },
      async (request) => {
        await changeNotes(ctx, memberOf(request), request.body);
        return { ok: true as const };
      },
    );
    app.get(
      "/api/notes/:noteId",
      {
        schema: {
          tags,
          summary: "쪽지 읽기 (받은 사람은 읽음 처리)",
          params: noteIdParamsSchema,
          response: { 200: noteDetailSchema },
        },
      },
      (request) => readNote(ctx, memberOf(request), request.params.noteId),
    );
    app.put(
      "/api/notes/:noteId",
      {
        schema: {
          tags,
          summary: "쪽지 수정 (읽기 전까지)",
          params: noteIdParamsSchema,
          body: noteEditSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await editNote(ctx, memberOf(request), request.params.noteId, request.body.bodyHtml);
        return { ok: true as const };
      },
    );
    for (const action of ["keep", "restore", "delete"] as const) {
      const route = action === "delete" ? app.delete.bind(app) : app.post.bind(app);
      route(
        action === "delete" ? "/api/notes/:noteId" : `/api/notes/:noteId/${action}`,
        { schema: { tags, summary: `쪽지 ${action}`, params: noteIdParamsSchema, response: { 200: done } } },
        async (request) => {
          await changeNotes(ctx, memberOf(request), { action, noteIds: [request.params.noteId] });
          return { ok: true as const };
        },
      );
    }
    app.get(
      "/api/note-blocks",
      {
        schema: {
          tags,
          summary: "수신 차단·스팸 목록",
          querystring: noteBlockQuerySchema,
          response: { 200: noteBlockListSchema },
        },
      },
      (request) => listBlocks(ctx, memberOf(request), request.query.type),
    );
    app.post(
      "/api/note-blocks",
      {
        schema: {
          tags,
          summary: "보낸 사람 수신 차단(I)·스팸 신고(S)",
          body: noteBlockCreateSchema,
          response: { 201: z.object({ blockId: z.number().int() }) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addBlock(ctx, memberOf(request), request.body.targetUserId, request.body.type);
      },
    );
    app.delete(
      "/api/note-blocks/:blockId",
      { schema: { tags, summary: "수신 허용·스팸 해제", params: noteBlockIdParamsSchema, response: { 200: done } } },
      async (request) => {
        await removeBlock(ctx, memberOf(request), request.params.blockId);
        return { ok: true as const };
      },
    );
    app.get(
      "/api/address-book",
      {
        schema: {
          tags,
          summary: "주소록 (최근 사용, 중요, 같은 회사)",
          querystring: addressQuerySchema,
          response: { 200: addressBookSchema },
        },
      },
      (request) => addressBook(ctx, memberOf(request), request.query.tab),
    );
    app.get(
      "/api/address-book/search",
      {
        schema: {
          tags,
          summary: "받는 사람 찾기 (이름·회사·아이디; 볼 수 있는 회원만)",
          querystring: recipientSearchQuerySchema,
          response: { 200: recipientSearchSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { items: await searchRecipients(ctx, memberOf(request), request.query.q) };
      },
    );
    for (const important of [true, false]) {
      const route = important ? app.put.bind(app) : app.delete.bind(app);
      route(
        "/api/address-book/important/:userId",
        {
          schema: {
            tags,
            summary: important ? "중요 주소 추가" : "중요 주소 빼기",
            params: addressUserParamsSchema,
            response: { 200: done },
          },
        },
        async (request) => {
          await setImportant(ctx, memberOf(request), request.params.userId, important);
          return { ok: true as const };
        },
      );
    }
  };
}
