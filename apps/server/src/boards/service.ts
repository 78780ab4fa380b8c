/**
 * Board reading rules: a board with USE_AT N counts as deleted (boards spec section 4) and is
 * not found for anyone but administrators; the write button follows WRITE_AUTH (section 6).
 */
import { type Board as BoardDto, roleAtLeast } from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Board, User } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { findBoard, listBoardsInUse, listCategoriesInUse } from "./queries.ts";

/** True when `user` may write a new post on `board` (WRITE_AUTH, and calendar boards for A only). */
export function canWriteOn(board: Board, user: User | null): boolean {
  if (!user) return false;
  if (board.template === 2) return user.role === "A";
  return roleAtLeast(user.role, board.writeRole);
}

export function presentBoard(board: Board, user: User | null): BoardDto {
  return {
    boardId: board.boardId,
    name: board.name,
    description: board.description,
    type: board.type === 2 || board.type === 3 ? board.type : 1,
    template: board.template,
    replyAllowed: board.replyAllowed === 1,
    attachmentsAllowed: board.attachmentsAllowed === 1,
    maxAttachments: board.maxAttachments,
    maxAttachmentSize: board.maxAttachmentSize,
    inUse: board.inUse === 1,
    writeRole: board.writeRole,
    anonymous: board.anonymous === 1,
    commentsAllowed: board.commentsAllowed === 1,
    createdAt: board.createdAt,
    updatedAt: board.updatedAt,
    canWrite: canWriteOn(board, user),
  };
}

/**
 * The board a visitor may see.
 * @throws AppError BOARD_NOT_FOUND when missing, or not in use and the viewer is not A
 */
export async function getVisibleBoard(ctx: AppContext, boardId: string, user: User | null): Promise<Board> {
  const board = await findBoard(ctx.db, boardId);
  if (!board || (board.inUse !== 1 && user?.role !== "A")) throw new AppError("BOARD_NOT_FOUND");
  return board;
}

export async function listVisibleBoards(ctx: AppContext, user: User | null): Promise<BoardDto[]> {
  const boards = await listBoardsInUse(ctx.db);
  return boards.map((b) => presentBoard(b, user));
}

export async function boardCategories(ctx: AppContext, boardId: string, user: User | null) {
  await getVisibleBoard(ctx, boardId, user);
  return listCategoriesInUse(ctx.db, boardId);
}
