/**
 * Comment rules (boards spec sections 2 "Comments", 5, 6, 8): comments only where the board has
 * them on (its comment switch and comment role) and the post allows them (COMMENT_AT); visitors
 * read but do not write; text required; nested by parent at any depth; edit by the writer only;
 * delete by the writer or an administrator. The post's comment count changes in the same
 * transaction as the comment. On anonymous boards each writer shows as the thread's pseudonym
 * ('익명 n', the post's author as '익명(글쓴이)') and no answer carries the writer's id or name.
 */
import {
  COMMENT_MAX_DEPTH,
  type Comment,
  type CommentList,
  type CommentUpdate,
  type CommentWrite,
  t,
} from "@portal/contract";
import { canCommentOn } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { Board, CommentRow } from "../db/schema.ts";
import { temporaryEnds } from "../db/temporary-ends.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";
import { queueNotification, wakeJobs } from "../jobs/notify.ts";
import { readablePost } from "../posts/index.ts";
import {
  aliasFor,
  bumpCommentCount,
  findComment,
  insertComment,
  listPostComments,
  postCommentCount,
  softDeleteComment,
} from "./queries.ts";

const isAdmin = (user: Member | null) => user?.role === "A";

/** Comments are on for a post when its board has them on and the post allows them (COMMENT_AT Y). */
const commentsOn = (board: Board, post: { commentAllowed: number }) =>
  board.commentsAllowed === 1 && post.commentAllowed === 1;

/** The name shown for a comment: the writer's, or on an anonymous post the thread's pseudonym. */
export function commentAuthorName(row: Pick<CommentRow, "anonymous" | "aliasNo" | "authorName">): string {
  if (row.anonymous !== 1) return row.authorName;
  return row.aliasNo === 0 ? t("anonymousPostAuthor") : t("anonymousAlias", { n: row.aliasNo ?? 0 });
}

/** Deleted comments stay (as a placeholder) only while a live reply hangs under them. */
function visibleRows(rows: CommentRow[]): CommentRow[] {
  const liveBelow = new Set<string>();
  for (const row of rows) {
    if (row.deletedAt !== null) continue;
    const parts = row.sortPath.split("/");
    for (let i = 1; i < parts.length; i++) liveBelow.add(parts.slice(0, i).join("/"));
  }
  return rows.filter((row) => row.deletedAt === null || liveBelow.has(row.sortPath));
}

/** The placeholder of a comment hidden by moderation (issue 41), for those who may not read it. */
const HIDDEN_TEXT = {
  review: "moderationUnderReview",
  hidden: "moderationHiddenByAdmin",
  temporary: "moderationTemporary",
} as const;

function present(row: CommentRow, user: Member | null, canComment: boolean, ends: Map<number, string>): Comment {
  const deleted = row.deletedAt !== null;
  const mine = user !== null && row.authorId === user.userId;
  const masked = !deleted && row.moderation !== null && !mine && !isAdmin(user);
  return {
    commentId: row.commentId,
    parentId: row.parentId,
    depth: row.depth,
    authorName: deleted || masked ? "" : commentAuthorName(row),
    body: deleted ? "" : masked && row.moderation ? t(HIDDEN_TEXT[row.moderation]) : row.body,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    edited: !deleted && row.updatedAt !== row.createdAt,
    deleted,
    moderation:
      row.moderation === null || masked ? null : { state: row.moderation, until: ends.get(row.commentId) ?? null },
    reportable: !deleted && user !== null && !mine,
    permissions: {
      canEdit: !deleted && mine,
      canDelete: !deleted && (mine || isAdmin(user)),
      canReply: !deleted && !masked && canComment && row.depth < COMMENT_MAX_DEPTH,
    },
  };
}

/**
 * GET /api/posts/{postId}/comments: the post's comments in thread order, or none when comments
 * are off for it.
 * @throws POST_NOT_FOUND, BOARD_NOT_FOUND, LOGIN_REQUIRED / READ_NOT_ALLOWED, SECRET_POST
 */
export async function listComments(ctx: AppContext, postId: number, user: Member | null): Promise<CommentList> {
  const { post, board } = await readablePost(ctx, postId, user);
  if (!commentsOn(board, post)) return { items: [], total: 0, enabled: false, canComment: false };
  const canComment = canCommentOn(board, user);
  const rows = visibleRows(await listPostComments(ctx.db, postId));
  const temporary = rows.filter((row) => row.moderation === "temporary").map((row) => row.commentId);
  const ends = await temporaryEnds(ctx.db, "comment", temporary);
  return {
    items: rows.map((row) => present(row, user, canComment, ends)),
    total: post.commentCount,
    enabled: true,
    canComment,
  };
}

/** The post with comments on and the member allowed to comment there. */
async function commentablePost(ctx: AppContext, postId: number, user: Member) {
  const { post, board } = await readablePost(ctx, postId, user);
  if (!commentsOn(board, post)) throw new AppError("COMMENTS_CLOSED");
  if (!canCommentOn(board, user)) throw new AppError("COMMENT_NOT_ALLOWED");
  return { post, board, user };
}

/**
 * POST /api/posts/{postId}/comments: a comment, or a reply to one (`parentId`) at any depth, within the
 * member's comment limit (COMMENT_LIMIT per 10 minutes, with deal comments).
 * @throws COMMENTS_CLOSED, COMMENT_NOT_ALLOWED, COMMENT_NOT_FOUND (parent), RATE_LIMITED (429),
 *   INVALID_INPUT
 */
export async function createComment(ctx: AppContext, postId: number, input: CommentWrite, user: Member) {
  const { post, user: writer } = await commentablePost(ctx, postId, user);
  const parent = input.parentId ? await findComment(ctx.db, input.parentId) : null;
  if (input.parentId && (!parent || parent.postId !== postId)) throw new AppError("COMMENT_NOT_FOUND");
  if (parent && parent.depth + 1 > COMMENT_MAX_DEPTH) throw invalidInput("parentId", "commentTooDeep");
  await takeMemberLimit(ctx, "comments", writer.userId);
  const now = new Date().toISOString();
  const written = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    // First: counts the comment and takes the post's row lock, so pseudonyms are numbered in turn.
    const commentCount = await bumpCommentCount(trx, postId, 1);
    if (commentCount === undefined) throw new AppError("POST_NOT_FOUND");
    const anonymous = post.anonymous === 1;
    const commentId = await insertComment(
      trx,
      {
        postId,
        authorId: writer.userId,
        authorName: writer.nameKo,
        anonymous: anonymous ? 1 : 0,
        aliasNo: anonymous ? await aliasFor(trx, postId, writer.userId, post.authorId) : null,
        body: input.body,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      },
      parent ?? null,
    );
    await queueNotification(trx, { kind: "comment", key: `comment:${commentId}`, commentId });
    return { commentId, commentCount };
  });
  wakeJobs(ctx);
  return written;
}

/** A live comment with its post, which the viewer may read. */
async function loadComment(ctx: AppContext, commentId: number, user: Member) {
  const comment = await findComment(ctx.db, commentId);
  if (!comment) throw new AppError("COMMENT_NOT_FOUND");
  const { post, board } = await readablePost(ctx, comment.postId, user);
  return { comment, post, board, user };
}

/**
 * PUT /api/comments/{commentId}: its writer only (boards spec 6), while comments are on.
 * @throws COMMENT_NOT_FOUND, NOT_OWN_COMMENT_EDIT, COMMENTS_CLOSED, INVALID_INPUT
 */
export async function updateComment(ctx: AppContext, commentId: number, input: CommentUpdate, user: Member) {
  const { comment, post, board, user: editor } = await loadComment(ctx, commentId, user);
  if (comment.authorId !== editor.userId) throw new AppError("NOT_OWN_COMMENT_EDIT");
  if (!commentsOn(board, post)) throw new AppError("COMMENTS_CLOSED");
  await ctx.db
    .updateTable("comments")
    .set({ body: input.body, updatedAt: new Date().toISOString() })
    .where("commentId", "=", commentId)
    .where("deletedAt", "is", null)
    .execute();
  return { commentId, commentCount: post.commentCount };
}

/**
 * DELETE /api/comments/{commentId}: its writer or an administrator (boards spec 6). Replies under
 * it stay; the post's comment count goes down by one in the same transaction (unless moderation hid it).
 * @throws COMMENT_NOT_FOUND, NOT_OWN_COMMENT_DELETE
 */
export async function deleteComment(ctx: AppContext, commentId: number, user: Member) {
  const { comment, user: remover } = await loadComment(ctx, commentId, user);
  if (comment.authorId !== remover.userId && !isAdmin(remover)) throw new AppError("NOT_OWN_COMMENT_DELETE");
  const now = new Date().toISOString();
  return writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const deleted = await softDeleteComment(trx, commentId, now);
    if (!deleted) throw new AppError("COMMENT_NOT_FOUND");
    // A comment hidden by moderation left the count when it was hidden.
    const commentCount = deleted.wasShown
      ? await bumpCommentCount(trx, comment.postId, -1)
      : await postCommentCount(trx, comment.postId);
    return { commentId, commentCount: commentCount ?? 0 };
  });
}
