/**
 * Post writes (boards spec sections 4, 5, 6, 8): writing by WRITE_AUTH within the member's post limit,
 * replies, author-only edit, author-or-A delete and the post password. Every rule is checked here,
 * whatever the UI shows.
 */
import { isCalendar, type PostUpdate, type PostWrite, type ReplyWrite, t } from "@portal/contract";
import { hashPassword } from "../auth/index.ts";
import { canWriteOn, getVisibleBoard } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { checkPostMedia, claimPostMedia, type MediaChoice, removeStoredFiles } from "../files/index.ts";
import { AppError } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";
import { queueNotification, wakeJobs } from "../jobs/notify.ts";
import { announceNotes, noteReplyToAuthor } from "../notes/index.ts";
import { canReplyTo, modifiablePost, readablePost } from "./access.ts";
import { checkAdminFlags, checkNoticeAllowed, cleanBody, formColumns, secretFor, typeFields } from "./post-form.ts";
import { insertPost, softDeletePost, updatePost } from "./queries.ts";

/**
 * POST /api/boards/{boardId}/posts, within the member's post limit (POST_LIMIT per 10 minutes, with replies).
 * @throws WRITE_NOT_ALLOWED (WRITE_AUTH; calendar boards A only), FORBIDDEN (admin flags),
 *   RATE_LIMITED (429), INVALID_INPUT
 */
export async function createPost(ctx: AppContext, boardId: string, input: PostWrite, user: Member) {
  const board = await getVisibleBoard(ctx, boardId, user);
  if (!canWriteOn(board, user)) {
    throw new AppError("WRITE_NOT_ALLOWED", isCalendar(board) ? { detail: t("calendarAdminOnly") } : {});
  }
  checkAdminFlags(user, input);
  await takeMemberLimit(ctx, "posts", user.userId);
  const calendar = isCalendar(board);
  if (!calendar) checkNoticeAllowed(board, input.notice);
  const now = new Date().toISOString();
  const body = await cleanBody(ctx, input.bodyHtml, user);
  const typed = typeFields(board, input);
  const media = typed.media(body.bodyHtml);
  await checkPostMedia(ctx, board, user, null, media);
  const postId = await insertPost(
    ctx.db,
    ctx.dialect,
    {
      boardId,
      ...(await formColumns(ctx, board, input, { body, typed, topLevel: true })),
      authorId: user.userId,
      authorName: user.nameKo,
      passwordHash: !calendar && input.password ? await hashPassword(input.password) : null,
      anonymous: board.anonymous,
      createdAt: now,
      createdBy: user.userId,
      updatedAt: now,
      updatedBy: user.userId,
    },
    null,
    async (trx, id) => {
      await claimPostMedia(trx, board, user, id, media);
      await queueNotification(trx, { kind: "post", key: `post:${id}`, postId: id });
    },
  );
  wakeJobs(ctx);
  return { postId, boardId };
}

/**
 * POST /api/posts/{postId}/replies: a reply under the parent, at any depth; on a board with reply
 * notification on, the parent's author gets a note in the same transaction (notes/reply-notice.ts).
 * Counts toward the member's post limit.
 * @throws SECRET_POST, REPLY_NOT_ALLOWED, RATE_LIMITED (429)
 */
export async function createReply(ctx: AppContext, parentId: number, input: ReplyWrite, user: Member) {
  const { post: parent, board } = await readablePost(ctx, parentId, user);
  if (!canReplyTo(board, parent, user)) throw new AppError("REPLY_NOT_ALLOWED");
  await takeMemberLimit(ctx, "posts", user.userId);
  const secret = secretFor(board, input.secret);
  const now = new Date().toISOString();
  const body = await cleanBody(ctx, input.bodyHtml, user);
  const media: MediaChoice = { bodyHtml: body.bodyHtml, videoFileId: null, logoFileId: null };
  await checkPostMedia(ctx, board, user, null, media);
  let notified: string[] = [];
  const postId = await insertPost(
    ctx.db,
    ctx.dialect,
    {
      boardId: board.boardId,
      title: input.title,
      ...body,
      authorId: user.userId,
      authorName: user.nameKo,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      secret,
      categoryId: null,
      anonymous: board.anonymous,
      createdAt: now,
      createdBy: user.userId,
      updatedAt: now,
      updatedBy: user.userId,
    },
    parent,
    async (trx, id) => {
      await claimPostMedia(trx, board, user, id, media);
      notified = await noteReplyToAuthor(trx, board, parent, user, id);
      await queueNotification(trx, { kind: "replyPost", key: `reply:${id}`, postId: id });
    },
  );
  await announceNotes(ctx, notified);
  wakeJobs(ctx);
  return { postId, boardId: board.boardId };
}

/**
 * PUT /api/posts/{postId}: author (or A) only; a password-protected post needs its password.
 * @throws NOT_OWN_POST_EDIT, POST_PASSWORD_REQUIRED, POST_PASSWORD_WRONG, FORBIDDEN
 */
export async function editPost(ctx: AppContext, postId: number, input: PostUpdate, user: Member) {
  const { post, board } = await modifiablePost(ctx, postId, user, input.currentPassword, "NOT_OWN_POST_EDIT");
  checkAdminFlags(user, input, {
    notice: post.notice === 1,
    bold: post.bold === 1,
    replyAllowed: post.replyAllowed === 1,
    commentAllowed: post.commentAllowed === 1,
  });
  const calendar = isCalendar(board);
  const isReply = post.parentId !== null;
  if (!calendar && !isReply) checkNoticeAllowed(board, input.notice);
  const body = await cleanBody(ctx, input.bodyHtml, user);
  const typed = typeFields(board, input);
  const media = typed.media(body.bodyHtml);
  await checkPostMedia(ctx, board, user, postId, media);
  const removed = await updatePost(
    ctx.db,
    ctx.dialect,
    postId,
    {
      ...(await formColumns(ctx, board, input, { body, typed, topLevel: !isReply })),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      updatedAt: new Date().toISOString(),
      updatedBy: user.userId,
    },
    (trx) => claimPostMedia(trx, board, user, postId, media),
  );
  if (removed) await removeStoredFiles(ctx, removed);
  return { postId, boardId: board.boardId };
}

/**
 * DELETE /api/posts/{postId}: author or A (boards spec 6); the post password applies as for edit.
 * @throws NOT_OWN_POST_DELETE, POST_PASSWORD_REQUIRED, POST_PASSWORD_WRONG
 */
export async function deletePost(ctx: AppContext, postId: number, password: string | undefined, user: Member) {
  const { board } = await modifiablePost(ctx, postId, user, password, "NOT_OWN_POST_DELETE");
  await softDeletePost(ctx.db, ctx.dialect, postId, user.userId);
  return { postId, boardId: board.boardId };
}

/** POST /api/posts/{postId}/password-check: true when the password matches (author or A only). */
export async function verifyPostPassword(ctx: AppContext, postId: number, password: string, user: Member) {
  await modifiablePost(ctx, postId, user, password, "NOT_OWN_POST_EDIT");
  return { ok: true as const };
}
