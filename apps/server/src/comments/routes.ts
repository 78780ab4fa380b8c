/** Comment endpoints: GET/POST /api/posts/{postId}/comments, PUT/DELETE /api/comments/{commentId}. */
import {
  commentIdParamsSchema,
  commentListSchema,
  commentSavedSchema,
  commentUpdateSchema,
  commentWriteSchema,
  postIdParamsSchema,
} from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";
import { createComment, deleteComment, listComments, updateComment } from "./service.ts";

/** Registers the comment routes (rules in comments/service.ts). */
export function commentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/posts/:postId/comments",
      {
        config: { access: "public" },
        schema: {
          tags: ["comments"],
          summary: "댓글 목록 (답글은 부모 아래)",
          params: postIdParamsSchema,
          response: { 200: commentListSchema },
        },
      },
      (request) => listComments(ctx, request.params.postId, request.user),
    );
    app.post(
      "/api/posts/:postId/comments",
      {
        config: { access: "member" },
        schema: {
          tags: ["comments"],
          summary: "댓글·답글 쓰기",
          params: postIdParamsSchema,
          body: commentWriteSchema,
          response: { 201: commentSavedSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createComment(ctx, request.params.postId, request.body, memberOf(request));
      },
    );
    app.put(
      "/api/comments/:commentId",
      {
        config: { access: "member" },
        schema: {
          tags: ["comments"],
          summary: "댓글 수정 (작성자만)",
          params: commentIdParamsSchema,
          body: commentUpdateSchema,
          response: { 200: commentSavedSchema },
        },
      },
      (request) => updateComment(ctx, request.params.commentId, request.body, memberOf(request)),
    );
    app.delete(
      "/api/comments/:commentId",
      {
        config: { access: "member" },
        schema: {
          tags: ["comments"],
          summary: "댓글 삭제 (작성자 또는 관리자)",
          params: commentIdParamsSchema,
          response: { 200: commentSavedSchema },
        },
      },
      (request) => deleteComment(ctx, request.params.commentId, memberOf(request)),
    );
  };
}
