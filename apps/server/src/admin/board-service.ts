/**
 * Integrated board management (boards spec section 2 "Board creation screen", "Board list",
 * section 4 USE_AT, section 5): list, create, edit, soft delete and restore boards. Every change
 * and its audit entry are written in one transaction (`auditedChange`); the statements are in
 * `board-queries.ts`. New boards get legacy date-stamped ids.
 */
import type { AdminBoardList, AdminBoardListQuery, Board as BoardDto, BoardWrite } from "@portal/contract";
import { auditedChange, changed, changesOf } from "../audit/audited-change.ts";
import { findBoard, legacyBoardId, presentBoard, seoulStamp } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../db/dialect.ts";
import type { Board, NewBoard } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import { insertBoard, lastBoardIdOf, listBoardsPage, updateBoardRow } from "./board-queries.ts";

/** GET /api/admin/boards: every board, deleted ones too, filtered by name, sorted and paged. */
export async function listAdminBoards(
  ctx: AppContext,
  admin: AdminActor,
  query: AdminBoardListQuery,
): Promise<AdminBoardList> {
  const { rows, total } = await listBoardsPage(ctx.db, ctx.dialect, query);
  return {
    items: rows.map((b) => presentBoard(b, admin.user)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A board whatever its USE_AT. @throws BOARD_NOT_FOUND */
export async function existingBoard(ctx: AppContext, boardId: string): Promise<Board> {
  const board = await findBoard(ctx.db, boardId);
  if (!board) throw new AppError("BOARD_NOT_FOUND");
  return board;
}

/** Database columns of the form's fields. */
function columnsOf(input: BoardWrite) {
  return {
    name: input.name,
    description: input.description,
    type: input.type,
    template: input.template,
    writeRole: input.writeRole,
    attachmentsAllowed: input.attachmentsAllowed ? 1 : 0,
    maxAttachments: input.maxAttachments,
    maxAttachmentSize: input.maxAttachmentSize,
    inUse: input.inUse ? 1 : 0,
    replyAllowed: input.replyAllowed ? 1 : 0,
    commentsAllowed: input.commentsAllowed ? 1 : 0,
    readRole: input.readRole,
    commentRole: input.commentRole,
    secretMode: input.secretMode,
    noticeAllowed: input.noticeAllowed ? 1 : 0,
    notifyOnReply: input.notifyOnReply ? 1 : 0,
    anonymous: input.anonymous ? 1 : 0,
    defaultSort: input.defaultSort,
    defaultOrder: input.defaultOrder,
    reportThreshold: input.reportThreshold,
  } satisfies Partial<NewBoard>;
}

/** The next free legacy id for `now`: the Seoul second's stamp and the next six-digit sequence. */
async function nextBoardId(ctx: AppContext, now: Date): Promise<string> {
  const last = await lastBoardIdOf(ctx.db, seoulStamp(now));
  const seq = last ? Number(last.slice(14)) + 1 : 1;
  return legacyBoardId(now, seq);
}

/** POST /api/admin/boards: creates a board with a legacy date-stamped id; retries a taken id. */
export async function createBoard(ctx: AppContext, admin: AdminActor, input: BoardWrite): Promise<BoardDto> {
  for (let attempt = 0; ; attempt += 1) {
    const now = new Date();
    const boardId = await nextBoardId(ctx, now);
    const at = now.toISOString();
    try {
      await auditedChange(ctx, admin, {
        write: async (trx) => {
          await insertBoard(trx, { boardId, ...columnsOf(input), postSeq: 0, createdAt: at, updatedAt: at });
          return true;
        },
        audit: () => ({ action: "board.create", targetType: "board", targetId: boardId, detail: { name: input.name } }),
      });
      return presentBoard(await existingBoard(ctx, boardId), admin.user);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The entry of a soft delete (USE_AT N) or restore (Y) of a board. */
const inUseAudit = (boardId: string, inUse: boolean) =>
  ({ action: inUse ? "board.restore" : "board.delete", targetType: "board", targetId: boardId }) as const;

/**
 * PUT /api/admin/boards/{boardId}: saves the form; changes take effect at once. Saving USE_AT N
 * is a soft delete and Y a restore, each recorded as such. @throws BOARD_NOT_FOUND
 */
export async function updateBoard(
  ctx: AppContext,
  admin: AdminActor,
  boardId: string,
  input: BoardWrite,
): Promise<BoardDto> {
  const columns = columnsOf(input);
  await auditedChange(ctx, admin, {
    read: (trx) => findBoard(trx, boardId),
    missing: "BOARD_NOT_FOUND",
    write: async (trx) => changed(await updateBoardRow(trx, boardId, columns, new Date().toISOString())),
    audit: (before) => {
      const changes = changesOf(before, columns);
      const update = { action: "board.update", targetType: "board", targetId: boardId, detail: changes } as const;
      return changes.inUse ? [update, inUseAudit(boardId, input.inUse)] : [update];
    },
  });
  return presentBoard(await existingBoard(ctx, boardId), admin.user);
}

/**
 * DELETE /api/admin/boards/{boardId} (inUse false) and POST …/restore (inUse true): USE_AT N counts
 * as deleted, the board disappears for members and its posts stay for administrators.
 * @throws BOARD_NOT_FOUND
 */
export async function setBoardInUse(
  ctx: AppContext,
  admin: AdminActor,
  boardId: string,
  inUse: boolean,
): Promise<BoardDto> {
  await auditedChange(ctx, admin, {
    read: (trx) => findBoard(trx, boardId),
    missing: "BOARD_NOT_FOUND",
    write: async (trx) =>
      changed(await updateBoardRow(trx, boardId, { inUse: inUse ? 1 : 0 }, new Date().toISOString())),
    audit: () => inUseAudit(boardId, inUse),
  });
  return presentBoard(await existingBoard(ctx, boardId), admin.user);
}
