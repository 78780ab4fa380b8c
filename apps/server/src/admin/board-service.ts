/**
 * Integrated board management (boards spec section 2 "Board creation screen", "Board list",
 * section 4 USE_AT, section 5): list, create, edit, soft delete and restore boards. Every change
 * and its audit entry are written in one transaction. New boards get legacy date-stamped ids.
 */
import type { AdminBoardList, AdminBoardListQuery, Board as BoardDto, BoardWrite } from "@portal/contract";
import { type AdminActor, recordAudit } from "../audit/audit.ts";
import { findBoard, legacyBoardId, presentBoard, seoulStamp } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { containsText, isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { Board, NewBoard } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";

const SORT_COLUMNS = {
  boardId: "boardId",
  name: "name",
  type: "type",
  createdAt: "createdAt",
  writeRole: "writeRole",
  inUse: "inUse",
} as const;

/** GET /api/admin/boards: every board, deleted ones too, filtered by name, sorted and paged. */
export async function listAdminBoards(
  ctx: AppContext,
  admin: AdminActor,
  query: AdminBoardListQuery,
): Promise<AdminBoardList> {
  let filtered = ctx.db.selectFrom("boards");
  if (query.q) filtered = filtered.where((eb) => containsText(ctx.dialect, eb.ref("name"), query.q ?? ""));
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  const rows = await filtered
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy("boardId", query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map((b) => presentBoard(b, admin.user)),
    total: Number(count?.total ?? 0),
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
  } satisfies Partial<NewBoard>;
}

/** The next free legacy id for `now`: the Seoul second's stamp and the next six-digit sequence. */
async function nextBoardId(ctx: AppContext, now: Date): Promise<string> {
  const stamp = seoulStamp(now);
  const last = await ctx.db
    .selectFrom("boards")
    .select("boardId")
    .where("boardId", ">=", `${stamp}000000`)
    .where("boardId", "<=", `${stamp}999999`)
    .orderBy("boardId", "desc")
    .executeTakeFirst();
  const seq = last ? Number(last.boardId.slice(14)) + 1 : 1;
  return legacyBoardId(now, seq);
}

/** POST /api/admin/boards: creates a board with a legacy date-stamped id; retries a taken id. */
export async function createBoard(ctx: AppContext, admin: AdminActor, input: BoardWrite): Promise<BoardDto> {
  for (let attempt = 0; ; attempt += 1) {
    const now = new Date();
    const boardId = await nextBoardId(ctx, now);
    try {
      await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
        const order = await trx
          .selectFrom("boards")
          .select((eb) => eb.fn.max("sortOrder").as("max"))
          .executeTakeFirst();
        await trx
          .insertInto("boards")
          .values({
            boardId,
            ...columnsOf(input),
            postSeq: 0,
            sortOrder: Number(order?.max ?? 0) + 1,
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .execute();
        await recordAudit(trx, admin, {
          action: "board.create",
          targetType: "board",
          targetId: boardId,
          detail: { name: input.name },
        });
      });
      return presentBoard(await existingBoard(ctx, boardId), admin.user);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The fields whose value changes, as { field: [before, after] }, for the audit entry. */
function changesOf(before: Board, after: ReturnType<typeof columnsOf>) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof Board];
    if (old !== value) changes[key] = [old, value];
  }
  return changes;
}

/**
 * PUT /api/admin/boards/{boardId}: saves the form; changes take effect at once. Saving USE_AT N
 * is a soft delete and Y a restore, each recorded as such.
 */
export async function updateBoard(
  ctx: AppContext,
  admin: AdminActor,
  boardId: string,
  input: BoardWrite,
): Promise<BoardDto> {
  const before = await existingBoard(ctx, boardId);
  const columns = columnsOf(input);
  const changes = changesOf(before, columns);
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await trx
      .updateTable("boards")
      .set({ ...columns, updatedAt: new Date().toISOString() })
      .where("boardId", "=", boardId)
      .execute();
    await recordAudit(trx, admin, { action: "board.update", targetType: "board", targetId: boardId, detail: changes });
    if (changes.inUse) {
      await recordAudit(trx, admin, {
        action: input.inUse ? "board.restore" : "board.delete",
        targetType: "board",
        targetId: boardId,
      });
    }
  });
  return presentBoard(await existingBoard(ctx, boardId), admin.user);
}

/**
 * DELETE /api/admin/boards/{boardId} (inUse false) and POST …/restore (inUse true): USE_AT N counts
 * as deleted, the board disappears for members and its posts stay for administrators.
 */
export async function setBoardInUse(
  ctx: AppContext,
  admin: AdminActor,
  boardId: string,
  inUse: boolean,
): Promise<BoardDto> {
  await existingBoard(ctx, boardId);
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    await trx
      .updateTable("boards")
      .set({ inUse: inUse ? 1 : 0, updatedAt: new Date().toISOString() })
      .where("boardId", "=", boardId)
      .execute();
    await recordAudit(trx, admin, {
      action: inUse ? "board.restore" : "board.delete",
      targetType: "board",
      targetId: boardId,
    });
  });
  return presentBoard(await existingBoard(ctx, boardId), admin.user);
}
