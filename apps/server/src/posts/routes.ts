/**
 * Post endpoints: list, calendar entries, detail, write, reply, edit, delete, password check
 * (DESIGN.md section 4, "posts").
 */
import { createHash } from "node:crypto";
import {
  boardIdParamsSchema,
  calendarEventListSchema,
  calendarQuerySchema,
  newestPostsQuerySchema,
  newestPostsSchema,
  okSchema,
  postCreatedSchema,
  postDetailSchema,
  postIdParamsSchema,
  postListQuerySchema,
  postListSchema,
  postNeighboursSchema,
  postPasswordSchema,
  postUpdateSchema,
  postWriteSchema,
  replyWriteSchema,
} from "@portal/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import { getPostDetail, getPostNeighbours, listBoardPosts, listCalendarEvents, listNewestPosts } from "./reads.ts";
import { createPost, createReply, deletePost, editPost, verifyPostPassword } from "./writes.ts";

/** Who is viewing, for the once-a-day view count: member, else visitor session, else address. */
function viewerKey(request: FastifyRequest): string {
  if (request.user) return `u:${request.user.userId}`;
  if (request.session) return `s:${request.session.sessionId}`;
  const ua = request.headers["user-agent"] ?? "";
  return `a:${createHash("sha256").update(`${request.ip}|${ua}`).digest("hex").slice(0, 32)}`;
}

const deleteBodySchema = z.object({ password: z.string().max(100).optional() }).nullish();

export function postRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/boards/:boardId/posts",
      {
        config: { access: "public" },
        schema: {
          tags: ["posts"],
          summary: "게시물 목록 (공지 고정, 답글은 원글 아래)",
          params: boardIdParamsSchema,
          querystring: postListQuerySchema,
          response: { 200: postListSchema },
        },
      },
      (request) => listBoardPosts(ctx, request.params.boardId, request.query, request.user),
    );
    app.get(
      "/api/boards/:boardId/events",
      {
        config: { access: "public" },
        schema: {
          tags: ["posts"],
          summary: "일정 게시판의 기간별 일정 (월 보기, 이번 주 목록)",
          params: boardIdParamsSchema,
          querystring: calendarQuerySchema,
          response: { 200: calendarEventListSchema },
        },
      },
      (request) => listCalendarEvents(ctx, request.params.boardId, request.query, request.user),
    );
    app.post(
      "/api/boards/:boardId/posts",
      {
        config: { access: "member" },
        schema: {
          tags: ["posts"],
          summary: "게시물 쓰기",
          params: boardIdParamsSchema,
          body: postWriteSchema,
          response: { 201: postCreatedSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createPost(ctx, request.params.boardId, request.body, memberOf(request));
      },
    );
    app.get(
      "/api/posts/newest",
      {
        config: { access: "public" },
        schema: {
          tags: ["posts"],
          summary: "통합게시판: 읽을 수 있는 게시판의 최신 글",
          querystring: newestPostsQuerySchema,
          response: { 200: newestPostsSchema },
        },
      },
      (request) => listNewestPosts(ctx, request.query.limit, request.user),
    );
    app.get(
      "/api/posts/:postId/neighbours",
      {
        config: { access: "public" },
        schema: {
          tags: ["posts"],
          summary: "이전글/다음글",
          params: postIdParamsSchema,
          response: { 200: postNeighboursSchema },
        },
      },
      (request) => getPostNeighbours(ctx, request.params.postId, request.user),
    );
    app.get(
      "/api/posts/:postId",
      {
        config: { access: "public" },
        schema: {
          tags: ["posts"],
          summary: "게시물 상세",
          params: postIdParamsSchema,
          response: { 200: postDetailSchema },
        },
      },
      (request) => getPostDetail(ctx, request.params.postId, request.user, viewerKey(request)),
    );
    app.put(
      "/api/posts/:postId",
      {
        config: { access: "member" },
        schema: {
          tags: ["posts"],
          summary: "게시물 수정 (작성자만)",
          params: postIdParamsSchema,
          body: postUpdateSchema,
          response: { 200: postCreatedSchema },
        },
      },
      (request) => editPost(ctx, request.params.postId, request.body, memberOf(request)),
    );
    app.delete(
      "/api/posts/:postId",
      {
        config: { access: "member" },
        schema: {
          tags: ["posts"],
          summary: "게시물 삭제 (작성자 또는 관리자)",
          params: postIdParamsSchema,
          body: deleteBodySchema,
          response: { 200: postCreatedSchema },
        },
      },
      (request) => deletePost(ctx, request.params.postId, request.body?.password, memberOf(request)),
    );
    app.post(
      "/api/posts/:postId/replies",
      {
        config: { access: "member" },
        schema: {
          tags: ["posts"],
          summary: "답글 쓰기",
          params: postIdParamsSchema,
          body: replyWriteSchema,
          response: { 201: postCreatedSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createReply(ctx, request.params.postId, request.body, memberOf(request));
      },
    );
    app.post(
      "/api/posts/:postId/password-check",
      {
        config: { access: "member" },
        schema: {
          tags: ["posts"],
          summary: "게시물 비밀번호 확인",
          params: postIdParamsSchema,
          body: postPasswordSchema,
          response: { 200: okSchema },
        },
      },
      (request) => verifyPostPassword(ctx, request.params.postId, request.body.password, memberOf(request)),
    );
  };
}
