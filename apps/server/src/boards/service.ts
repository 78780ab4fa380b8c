/**
 * Board reading rules: a board with USE_AT N counts as deleted (boards spec section 4) and is
 * not found for anyone but administrators; the write button follows WRITE_AUTH (section 6); the
 * board's read and comment permissions (issue 4) are checked here for every service.
 */
import { type Board as BoardDto, isCalendar, knownBoardType, MAX_ATTACHMENTS, roleAtLeast } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Board } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { findBoard, listBoardsInUse, listCategoriesInUse } from "./queries.ts";

/** True when `user` may write a new post on `board` (read permission, WRITE_AUTH, calendar boards A only). */
export function canWriteOn(board: Board, user: Member | null): boolean {
  if (!user || !canReadBoard(board, user)) return false;
  if (isCalendar(board)) return user.role === "A";
  return roleAtLeast(user.role, board.writeRole);
}

/** True when `user` may list and read the board's posts (its read permission). */
export function canReadBoard(board: Board, user: Member | null): boolean {
  if (board.readRole === "ALL") return true;
  return user !== null && roleAtLeast(user.role, board.readRole);
}

/**
 * Refuses a viewer below the board's read permission.
 * @throws AppError LOGIN_REQUIRED for a visitor, READ_NOT_ALLOWED for a member below the role
 */
export function assertCanRead(board: Board, user: Member | null): void {
  if (canReadBoard(board, user)) return;
  throw new AppError(user ? "READ_NOT_ALLOWED" : "LOGIN_REQUIRED");
}

/** True when `user` may comment on the board: comments on, read permission, and the comment role. */
export function canCommentOn(board: Board, user: Member | null): boolean {
  if (!user || board.commentsAllowed !== 1 || !canReadBoard(board, user)) return false;
  return roleAtLeast(user.role, board.commentRole);
}

/** Largest file on `board`: its ATCH_POSBL_FILE_SIZE (0 = the server default), never above the global cap. */
export function maxFileBytes(ctx: AppContext, board: Board): number {
  const own = board.maxAttachmentSize > 0 ? board.maxAttachmentSize : ctx.config.uploadDefaultFileBytes;
  return Math.min(own, ctx.config.uploadMaxFileBytes);
}

/** Attachment slots of a board (ATCH_POSBL_FILE_NUMBER, at most 10): 0 on calendar boards and when attachments are off. */
export function attachmentSlots(board: Board): number {
  if (isCalendar(board) || board.attachmentsAllowed !== 1) return 0;
  return Math.max(0, Math.min(board.maxAttachments, MAX_ATTACHMENTS));
}

/** The board as the API answers it, with what `user` may do on it. */
export function presentBoard(board: Board, user: Member | null): BoardDto {
  return {
    boardId: board.boardId,
    name: board.name,
    description: board.description,
    type: knownBoardType(board.type),
    template: board.template,
    replyAllowed: board.replyAllowed === 1,
    attachmentsAllowed: board.attachmentsAllowed === 1,
    maxAttachments: board.maxAttachments,
    maxAttachmentSize: board.maxAttachmentSize,
    inUse: board.inUse === 1,
    writeRole: board.writeRole,
    readRole: board.readRole,
    commentRole: board.commentRole,
    secretMode: board.secretMode,
    noticeAllowed: board.noticeAllowed === 1,
    notifyOnReply: board.notifyOnReply === 1,
    anonymous: board.anonymous === 1,
    commentsAllowed: board.commentsAllowed === 1,
    defaultSort: board.defaultSort,
    defaultOrder: board.defaultOrder,
    reportThreshold: board.reportThreshold,
    createdAt: board.createdAt,
    updatedAt: board.updatedAt,
    canRead: canReadBoard(board, user),
    canWrite: canWriteOn(board, user),
    canComment: canCommentOn(board, user),
  };
}

/**
 * The board a visitor may see.
 * @throws AppError BOARD_NOT_FOUND when missing, or not in use and the viewer is not A
 */
export async function getVisibleBoard(ctx: AppContext, boardId: string, user: Member | null): Promise<Board> {
  return visibleBoard(await findBoard(ctx.db, boardId), user);
}

/**
 * `board` (as read, e.g. with a list's notices) when the visitor may see it.
 * @throws AppError BOARD_NOT_FOUND when missing, or not in use and the viewer is not A
 */
export function visibleBoard<T extends Board>(board: T | undefined, user: Member | null): T {
  if (!board || (board.inUse !== 1 && user?.role !== "A")) throw new AppError("BOARD_NOT_FOUND");
  return board;
}

/** Boards in use, each with what `user` may do. */
export async function listVisibleBoards(ctx: AppContext, user: Member | null): Promise<BoardDto[]> {
  const boards = await listBoardsInUse(ctx.db);
  return boards.map((b) => presentBoard(b, user));
}

/** Categories in use of a board the viewer may see. */
export async function boardCategories(ctx: AppContext, boardId: string, user: Member | null) {
  await getVisibleBoard(ctx, boardId, user);
  return listCategoriesInUse(ctx.db, boardId);
}
