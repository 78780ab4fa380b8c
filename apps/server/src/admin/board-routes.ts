/**
 * Integrated board management API (administrators only, under /api/admin/boards):
 * GET/POST /api/admin/boards, GET/PUT/DELETE /api/admin/boards/{boardId},
 * POST /api/admin/boards/{boardId}/restore, GET/POST /api/admin/boards/{boardId}/categories,
 * DELETE /api/admin/boards/{boardId}/categories/{categoryId}.
 */
import {
  adminBoardListQuerySchema,
  adminBoardListSchema,
  boardIdParamsSchema,
  boardSchema,
  boardWriteSchema,
  categoryListSchema,
  categoryParamsSchema,
  categorySchema,
  categoryWriteSchema,
  okSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentBoard } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { adminOf } from "../http/admin-guard.ts";
import { createBoard, existingBoard, listAdminBoards, setBoardInUse, updateBoard } from "./board-service.ts";
import { addCategory, deleteCategory, listBoardCategories } from "./category-service.ts";

const tags = ["admin: boards"];

/** Registers the board and category administration routes. */
export function boardAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/boards",
      {
        schema: {
          tags,
          summary: "통합 게시판 관리 목록 (삭제된 게시판 포함)",
          querystring: adminBoardListQuerySchema,
          response: { 200: adminBoardListSchema },
        },
      },
      (request) => listAdminBoards(ctx, adminOf(request), request.query),
    );
    app.post(
      "/api/admin/boards",
      {
        schema: { tags, summary: "게시판 생성", body: boardWriteSchema, response: { 201: boardSchema } },
      },
      async (request, reply) => {
        const board = await createBoard(ctx, adminOf(request), request.body);
        reply.code(201);
        return board;
      },
    );
    app.get(
      "/api/admin/boards/:boardId",
      {
        schema: { tags, summary: "게시판 설정 보기", params: boardIdParamsSchema, response: { 200: boardSchema } },
      },
      async (request) => presentBoard(await existingBoard(ctx, request.params.boardId), adminOf(request).user),
    );
    app.put(
      "/api/admin/boards/:boardId",
      {
        schema: {
          tags,
          summary: "게시판 수정 (사용 여부 N은 삭제)",
          params: boardIdParamsSchema,
          body: boardWriteSchema,
          response: { 200: boardSchema },
        },
      },
      (request) => updateBoard(ctx, adminOf(request), request.params.boardId, request.body),
    );
    app.delete(
      "/api/admin/boards/:boardId",
      {
        schema: {
          tags,
          summary: "게시판 삭제 (사용 여부 N, 게시물 보존)",
          params: boardIdParamsSchema,
          response: { 200: boardSchema },
        },
      },
      (request) => setBoardInUse(ctx, adminOf(request), request.params.boardId, false),
    );
    app.post(
      "/api/admin/boards/:boardId/restore",
      {
        schema: { tags, summary: "삭제된 게시판 복원", params: boardIdParamsSchema, response: { 200: boardSchema } },
      },
      (request) => setBoardInUse(ctx, adminOf(request), request.params.boardId, true),
    );
    app.get(
      "/api/admin/boards/:boardId/categories",
      {
        schema: { tags, summary: "분류 목록", params: boardIdParamsSchema, response: { 200: categoryListSchema } },
      },
      async (request) => {
        adminOf(request);
        return { items: await listBoardCategories(ctx, request.params.boardId) };
      },
    );
    app.post(
      "/api/admin/boards/:boardId/categories",
      {
        schema: {
          tags,
          summary: "분류 추가",
          params: boardIdParamsSchema,
          body: categoryWriteSchema,
          response: { 201: categorySchema },
        },
      },
      async (request, reply) => {
        const category = await addCategory(ctx, adminOf(request), request.params.boardId, request.body);
        reply.code(201);
        return category;
      },
    );
    app.delete(
      "/api/admin/boards/:boardId/categories/:categoryId",
      {
        schema: { tags, summary: "분류 삭제 (USE_YN N)", params: categoryParamsSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await deleteCategory(ctx, adminOf(request), request.params.boardId, request.params.categoryId);
        return { ok: true as const };
      },
    );
  };
}
