/**
 * A member's notifications of one board (issue 40 §1, types `boardPost` and `boardNotice`): "이 게시판 알림
 * 받기" (every new post; off by default) and the board's notices (on by default), on every board the
 * member may read; a board they may not read answers the board's own refusal (401/403/404).
 */
import type { BoardSubscription } from "@portal/contract";
import { assertCanRead, getVisibleBoard } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Member } from "../http/route-guard.ts";
import { boardSubscriptionRow, upsertBoardSubscription } from "./queries.ts";

/**
 * GET /api/notifications/boards/{boardId}
 * @throws BOARD_NOT_FOUND, READ_NOT_ALLOWED
 */
export async function getBoardSubscription(ctx: AppContext, user: Member, boardId: string): Promise<BoardSubscription> {
  assertCanRead(await getVisibleBoard(ctx, boardId, user), user);
  const row = await boardSubscriptionRow(ctx.db, user.userId, boardId);
  return { posts: row?.posts === 1, notices: row ? row.notices === 1 : true };
}

/**
 * PUT /api/notifications/boards/{boardId}: both switches; answers them as saved.
 * @throws BOARD_NOT_FOUND, READ_NOT_ALLOWED
 */
export async function putBoardSubscription(
  ctx: AppContext,
  user: Member,
  boardId: string,
  input: BoardSubscription,
): Promise<BoardSubscription> {
  assertCanRead(await getVisibleBoard(ctx, boardId, user), user);
  await upsertBoardSubscription(ctx.db, {
    userId: user.userId,
    boardId,
    posts: input.posts ? 1 : 0,
    notices: input.notices ? 1 : 0,
    updatedAt: new Date().toISOString(),
  });
  return input;
}
