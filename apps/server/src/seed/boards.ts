/** Seeds the fixed boards of the main menu (boards spec section 1) when they are missing. */
import { FIXED_BOARDS } from "@portal/contract";
import type { Db } from "../db/database.ts";

export async function seedFixedBoards(db: Db): Promise<void> {
  const now = new Date().toISOString();
  for (const [index, board] of FIXED_BOARDS.entries()) {
    await db
      .insertInto("boards")
      .values({
        boardId: board.boardId,
        name: board.name,
        description: board.description,
        type: board.type,
        template: board.template,
        replyAllowed: board.replyAllowed ? 1 : 0,
        attachmentsAllowed: board.maxAttachments > 0 ? 1 : 0,
        maxAttachments: board.maxAttachments,
        maxAttachmentSize: 10 * 1024 * 1024,
        inUse: 1,
        writeRole: board.writeRole,
        anonymous: board.anonymous ? 1 : 0,
        commentsAllowed: 1,
        notifyOnReply: 0,
        postSeq: 0,
        sortOrder: index + 1,
        createdAt: "2021-07-12T01:15:00.000Z",
        updatedAt: now,
      })
      .onConflict((oc) => oc.column("boardId").doNothing())
      .execute();
  }
}
