/**
 * Tracing the real writer of a post or comment (anonymous boards, ANONYMOUS_AT): administrators
 * only (the admin plugin's guard), and every look-up is written to the audit log with who looked,
 * from where and at what. GET /api/admin/posts/{postId}/author, GET /api/admin/comments/{commentId}/author.
 */
import { authorTraceSchema, commentIdParamsSchema, postIdParamsSchema } from "@portal/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AdminActor, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import { adminOf } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";

const tags = ["admin: anonymous boards"];

async function trace(
  ctx: AppContext,
  actor: AdminActor,
  target: { type: "post" | "comment"; id: number; authorId: string | undefined },
) {
  if (!target.authorId) throw new AppError(target.type === "post" ? "POST_NOT_FOUND" : "COMMENT_NOT_FOUND");
  const authorId = target.authorId;
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["userId", "nameKo", "email"])
      .where("userId", "=", authorId)
      .executeTakeFirst();
    await recordAudit(trx, actor, {
      action: target.type === "post" ? "post.traceAuthor" : "comment.traceAuthor",
      targetType: target.type,
      targetId: String(target.id),
      detail: { authorId },
    });
    return user ?? { userId: authorId, nameKo: "", email: null };
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
      async (request) => {
        const post = await ctx.db
          .selectFrom("posts")
          .select("authorId")
          .where("postId", "=", request.params.postId)
          .executeTakeFirst();
        return trace(ctx, adminOf(request), { type: "post", id: request.params.postId, authorId: post?.authorId });
      },
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
      async (request) => {
        const comment = await ctx.db
          .selectFrom("comments")
          .select("authorId")
          .where("commentId", "=", request.params.commentId)
          .executeTakeFirst();
        return trace(ctx, adminOf(request), {
          type: "comment",
          id: request.params.commentId,
          authorId: comment?.authorId,
        });
      },
    );
  };
}
