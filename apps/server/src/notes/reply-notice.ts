/**
 * Reply notification (boards spec section 4 "Reply"; issue 10): on a board with reply notification
 * on (notifyOnReply), a reply sends one note to the parent post's author, from the replier, in the
 * reply's own transaction. Not to oneself, not to an author who left or was locked, and not on the
 * anonymous board (the note would name the replier).
 */
import { t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import type { Board, Post, User } from "../db/schema.ts";
import { escapeHtml } from "../text/escape-html.ts";
import { activeMembers } from "./queries.ts";
import { sendNote } from "./service.ts";

/**
 * Sends the notification note inside `trx` when the board asks for one; resolves with the ids whose
 * unread counts changed (pass them to `announceNotes` after the commit).
 */
export async function noteReplyToAuthor(
  trx: Db,
  board: Pick<Board, "boardId" | "notifyOnReply" | "anonymous">,
  parent: Pick<Post, "authorId" | "title">,
  replier: Pick<User, "userId" | "nameKo">,
  replyId: number,
): Promise<string[]> {
  const authorId = parent.authorId;
  if (!board.notifyOnReply || board.anonymous || !authorId || authorId === replier.userId) return [];
  if ((await activeMembers(trx, [authorId])).length === 0) return [];
  const text = escapeHtml(t("notesReplyNotifyBody", { title: parent.title, name: replier.nameKo }));
  const link = `/app/board/${board.boardId}/${replyId}`;
  const { changed } = await sendNote(trx, {
    sender: replier,
    recipientIds: [authorId],
    bodyHtml: `<p>${text}</p><p><a href="${link}">${escapeHtml(t("notesReplyNotifyLink"))}</a></p>`,
    kind: "note",
    refNo: null,
  });
  return changed;
}
