/**
 * Tracing the real writer of a post or comment (anonymous boards, ANONYMOUS_AT): administrators
 * only (the admin plugin's guard), and every look-up is written to the audit log with who looked,
 * from where and at what. GET /api/admin/posts/{postId}/author, GET /api/admin/comments/{commentId}/author.
 */
import { authorTraceSchema, commentIdParamsSchema, postIdParamsSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import { type AdminActor, adminOf } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import { commentAuthorId, findTracedUser, postAuthorId } from "./trace-queries.ts";

const tags = ["admin: anonymous boards"];

/**
 * The real writer of a post or comment, recorded in the audit log (`post.traceAuthor`,
 * `comment.traceAuthor`) in the same transaction. @throws POST_NOT_FOUND, COMMENT_NOT_FOUND
 */
async function trace(ctx: AppContext, actor: AdminActor, target: { type: "post" | "comment"; id: number }) {
  const authorId = await (target.type === "post" ? postAuthorId : commentAuthorId)(ctx.db, target.id);
  if (!authorId) throw new AppError(target.type === "post" ? "POST_NOT_FOUND" : "COMMENT_NOT_FOUND");
  return auditedChange(ctx, actor, {
    write: async (trx) => (await findTracedUser(trx, authorId)) ?? { userId: authorId, nameKo: "", email: null },
    audit: () => ({
      action: target.type === "post" ? "post.traceAuthor" : "comment.traceAuthor",
      targetType: target.type,
      targetId: String(target.id),
      detail: { authorId },
    }),
  });
}

/** Registers the trace routes (inside the admin plugin). */
export function traceAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/posts/:postId/author",
      {
        schema: {
          tags,
          summary: "게시물의 실제 작성자 확인 (감사 기록)",
          params: postIdParamsSchema,
          response: { 200: authorTraceSchema },
        },
      },
      async (request) => trace(ctx, adminOf(request), { type: "post", id: request.params.postId }),
    );
    app.get(
      "/api/admin/comments/:commentId/author",
      {
        schema: {
          tags,
          summary: "댓글의 실제 작성자 확인 (감사 기록)",
          params: commentIdParamsSchema,
          response: { 200: authorTraceSchema },
        },
      },
      async (request) => trace(ctx, adminOf(request), { type: "comment", id: request.params.commentId }),
    );
  };
}
