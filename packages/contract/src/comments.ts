import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "./enums.ts";
import { moderationNoticeSchema } from "./moderation.ts";

/** What the viewer may do with a comment; computed by the server (boards spec section 6). */
export const commentPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canReply: z.boolean(),
});

/**
 * A comment (boards spec section 3, Comment). On anonymous boards `authorName` is the thread's
 * pseudonym ('익명 1', '익명(글쓴이)'); the writer's id is never sent. A deleted comment that
 * still has replies stays as a placeholder (`deleted`, empty body) so its replies keep their place.
 */
export const commentSchema = z.object({
  commentId: z.number().int(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  /** Issue 41: why the comment is hidden from others (to its author and administrators; others get a placeholder). */
  moderation: moderationNoticeSchema.nullable().optional(),
  /** Issue 41: whether the viewer may report it (a member, not its author). */
  reportable: z.boolean().optional(),
  permissions: commentPermissionsSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/posts/{postId}/comments: in thread order (each reply under its parent). */
export const commentListSchema = z.object({
  items: z.array(commentSchema),
  /** Live comments, as the list's comment count shows. */
  total: z.number().int(),
  /** False when the board or the post has comments switched off (COMMENT_AT N). */
  enabled: z.boolean(),
  /** Whether the viewer may write a comment now. */
  canComment: z.boolean(),
});
export type CommentList = z.infer<typeof commentListSchema>;

const body = z
  .string({ error: "enterComment" })
  .trim()
  .min(1, { error: "enterComment" })
  .max(COMMENT_MAX_LENGTH, { error: "commentTooLong" });

/** POST /api/posts/{postId}/comments (boards spec section 5: text required 'please write a comment'). */
export const commentWriteSchema = z.object({
  body,
  /** The comment replied to, or absent for a top-level comment. */
  parentId: z.number().int().positive().nullable().optional(),
});
export type CommentWrite = z.infer<typeof commentWriteSchema>;

/** PUT /api/comments/{commentId} (the same rule for an edit). */
export const commentUpdateSchema = z.object({ body });
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

export const commentIdParamsSchema = z.object({ commentId: z.coerce.number().int().positive() });

export const commentSavedSchema = z.object({ commentId: z.number().int(), commentCount: z.number().int() });

/** GET /api/admin/posts/{postId}/author and …/comments/{commentId}/author: the real writer of an anonymous text. */
export const authorTraceSchema = z.object({
  userId: z.string(),
  nameKo: z.string(),
  email: z.string().nullable(),
});
export type AuthorTrace = z.infer<typeof authorTraceSchema>;
