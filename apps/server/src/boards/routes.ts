/** GET /api/boards, GET /api/boards/{boardId}, GET /api/boards/{boardId}/categories. */
import { boardIdParamsSchema, boardListSchema, boardSchema, categoryListSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import {
  attachmentSlots,
  boardCategories,
  getVisibleBoard,
  listVisibleBoards,
  maxFileBytes,
  presentBoard,
} from "./service.ts";

export function boardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/boards",
      {
        config: { access: "public" },
        schema: { tags: ["boards"], summary: "사용 중인 게시판 목록", response: { 200: boardListSchema } },
      },
      async (request) => ({ items: await listVisibleBoards(ctx, request.user) }),
    );
    app.get(
      "/api/boards/:boardId",
      {
        config: { access: "public" },
        schema: {
          tags: ["boards"],
          summary: "게시판 정보",
          params: boardIdParamsSchema,
          response: { 200: boardSchema },
        },
      },
      async (request) => {
        const board = await getVisibleBoard(ctx, request.params.boardId, request.user);
        return {
          ...presentBoard(board, request.user),
          attachmentSlots: attachmentSlots(board),
          maxFileBytes: maxFileBytes(ctx, board),
        };
      },
    );
    app.get(
      "/api/boards/:boardId/categories",
      {
        config: { access: "public" },
        schema: {
          tags: ["boards"],
          summary: "게시판 분류 목록",
          params: boardIdParamsSchema,
          response: { 200: categoryListSchema },
        },
      },
      async (request) => ({ items: await boardCategories(ctx, request.params.boardId, request.user) }),
    );
  };
}
