/**
 * Every rule of the note centre (members spec sections 4 "Note read state", 5 "Note", 6 "Notes";
 * issue 10). Only the sender and the recipients of a note can see it (404 for anyone else). Each
 * recipient's read state, box (inbox, kept, spam) and deletion are their own; the sender's copy is
 * separate; a note goes only when every party deleted it (then `purgeDeletedNotes` removes it after
 * NOTE_RETENTION_DAYS). Notes from a sender the recipient blocked (TYPE I) are never shown to them;
 * notes from a sender on their spam list (TYPE S) land in the spam box. Every check-then-act is one
 * conditional statement: reading sets `firstReadAt`, editing requires it unset, in the same row.
 */
import {
  NOTE_MAX_RECIPIENTS,
  type NoteBlockType,
  type NoteBulk,
  type NoteDetail,
  type NoteList,
  type NoteListQuery,
  type NoteRow,
  type NoteSend,
  t,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import type { User } from "../db/schema.ts";
import { memberChannel } from "../events/stream.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";
import { htmlToText } from "../text/sanitize.ts";
import { cleanHtmlOffThread } from "../text/sanitize-pool.ts";
import {
  activeMembers,
  blocksAgainst,
  deleteBlock,
  deleteCopies,
  findNoteFor,
  hasReceivedFrom,
  insertBlock,
  insertNote,
  insertNoteCopies,
  keepCopies,
  listBlockRows,
  listBox,
  markCopyRead,
  markFirstRead,
  moveFromSender,
  type NoteListRow,
  receivedCopies,
  recipientsOf,
  sentCopies,
  tradeNoteDeals,
  updateUnreadBody,
} from "./queries.ts";

/** Days a note that every party deleted is kept before it is removed for good. */
export const NOTE_RETENTION_DAYS = 30;

/** Tells the browsers of `userIds` that their notes changed (unread counts, lists). Call after commit. */
export async function announceNotes(ctx: AppContext, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await ctx.events.publish(memberChannel(userId), { type: "notes" });
}

/** The first line of a body, as plain text, for lists (at most 100 characters). */
function firstLineOf(html: string): string {
  const first = html.split(/<\/(?:p|div|h\d|li)>|<br\s*\/?>/i).find((part) => htmlToText(part).length > 0) ?? "";
  return htmlToText(first).slice(0, 100);
}

/** A sanitised body (a long one off the request thread), refused when it says nothing. */
async function cleanNoteBody(html: string): Promise<{ bodyHtml: string; bodyText: string }> {
  const clean = await cleanHtmlOffThread(html);
  if (!clean.visible) throw invalidInput("bodyHtml", "notesEnterBody");
  return { bodyHtml: clean.html, bodyText: clean.text };
}

export interface NoteToSend {
  sender: Pick<User, "userId" | "nameKo">;
  recipientIds: string[];
  bodyHtml: string;
  kind: "note" | "trade";
  /** Reply thread (notes) or deal number (trade requests): REF_NO. */
  refNo: number | null;
}

/**
 * Writes a note inside the caller's transaction `trx` (so a trade request or a reply notification
 * and its note are one write). Recipients must exist and be active (400 naming the others; nothing
 * is written); those who blocked the sender get a copy they never see, those who marked them spam get
 * it in their spam box. Resolves with the note id and the ids whose counts changed: pass them to
 * `announceNotes` AFTER the transaction commits.
 * @throws INVALID_INPUT (recipients, bodyHtml)
 */
export async function sendNote(trx: Db, input: NoteToSend): Promise<{ noteId: number; changed: string[] }> {
  if (input.recipientIds.length === 0) throw invalidInput("recipients", "notesEnterRecipient");
  if (input.recipientIds.length > NOTE_MAX_RECIPIENTS) {
    throw new AppError("INVALID_INPUT", {
      field: "recipients",
      detail: t("notesTooManyRecipients", { max: NOTE_MAX_RECIPIENTS }),
    });
  }
  const body = await cleanNoteBody(input.bodyHtml);
  const members = await activeMembers(trx, input.recipientIds);
  const names = new Map(members.map((m) => [m.userId, m.nameKo]));
  const unknown = input.recipientIds.filter((id) => !names.has(id));
  if (unknown.length > 0) {
    throw new AppError("INVALID_INPUT", {
      field: "recipients",
      detail: t("notesUnknownRecipients", { ids: unknown.join(", ") }),
    });
  }
  const blocks = await blocksAgainst(trx, input.sender.userId, input.recipientIds);
  const boxOf = (id: string) => {
    if (id === input.sender.userId) return "inbox" as const;
    if (blocks.some((b) => b.ownerId === id && b.type === "I")) return "blocked" as const;
    if (blocks.some((b) => b.ownerId === id && b.type === "S")) return "spam" as const;
    return "inbox" as const;
  };
  const selfOnly = input.recipientIds.length === 1 && input.recipientIds[0] === input.sender.userId;
  const noteId = await insertNote(trx, {
    kind: input.kind,
    senderId: input.sender.userId,
    senderName: input.sender.nameKo,
    ...body,
    refNo: input.refNo,
    recipientNames: input.recipientIds.map((id) => names.get(id)).join(", "),
    selfOnly: selfOnly ? 1 : 0,
    sentAt: new Date().toISOString(),
  });
  await insertNoteCopies(
    trx,
    input.recipientIds.map((id) => ({
      noteId,
      recipientId: id,
      recipientName: names.get(id) ?? id,
      kind: input.kind,
      fromSelf: id === input.sender.userId ? 1 : 0,
      box: boxOf(id),
    })),
  );
  return { noteId, changed: input.recipientIds.filter((id) => boxOf(id) !== "blocked") };
}

/**
 * POST /api/notes (writeNote, writeNoteMyself): checks the member's sending limit first (one
 * reserved attempt per note, atomically), then sends. Resolves with the note id and whether the only
 * recipient is the sender (the web app then shows the to-myself list, else the sent list). A reply
 * (`refNo`) must name a note the member received or sent and still has (404 otherwise, like a note
 * that does not exist).
 * @throws INVALID_INPUT, NOTE_NOT_FOUND, NOTE_SEND_LIMITED
 */
export async function sendFromMember(ctx: AppContext, user: Member, input: NoteSend) {
  const recipientIds = input.recipients;
  if (input.refNo !== null && !(await findNoteFor(ctx.db, input.refNo, user.userId))) {
    throw new AppError("NOTE_NOT_FOUND");
  }
  await takeMemberLimit(ctx, "notes", user.userId);
  const sent = await writeTransaction(ctx.db, ctx.dialect, (trx) =>
    sendNote(trx, { sender: user, recipientIds, bodyHtml: input.bodyHtml, kind: "note", refNo: input.refNo }),
  );
  await announceNotes(ctx, sent.changed);
  return { noteId: sent.noteId, selfOnly: recipientIds.length === 1 && recipientIds[0] === user.userId };
}

/**
 * Rows of a list with their recipients' read states and, for trade notes, their deal's state, address
 * and title (null when the deal is hidden or unknown).
 */
async function present(ctx: AppContext, rows: NoteListRow[]): Promise<NoteRow[]> {
  const recipients = await recipientsOf(
    ctx.db,
    rows.map((row) => row.noteId),
  );
  const deals = await tradeNoteDeals(
    ctx.db,
    rows.flatMap((row) => (row.kind === "trade" && row.refNo !== null ? [row.refNo] : [])),
  );
  return rows.map((row) => {
    const deal = row.kind === "trade" && row.refNo !== null ? deals.get(row.refNo) : undefined;
    return {
      noteId: row.noteId,
      kind: row.kind,
      senderId: row.senderId,
      senderName: row.senderName,
      recipients: recipients
        .filter((r) => r.noteId === row.noteId)
        .map((r) => ({ userId: r.recipientId, name: r.recipientName, readAt: r.readAt })),
      firstLine: firstLineOf(row.bodyHtml),
      sentAt: row.sentAt,
      readAt: row.readAt,
      refNo: row.refNo,
      finished: deal?.finished ?? null,
      dealPath: deal?.path ?? null,
      dealTitle: deal?.title ?? null,
      dealPhotoUrl: deal?.photoUrl ?? null,
    };
  });
}

/**
 * GET /api/notes?box=…: one page of one of the member's boxes (members spec 2 modes), newest first,
 * searched by person or text.
 */
export async function listNotes(ctx: AppContext, user: Member, query: NoteListQuery): Promise<NoteList> {
  const { rows, total } = await listBox(ctx.db, ctx.dialect, user.userId, query);
  return { items: await present(ctx, rows), total, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /api/notes/{noteId} (readNote): the note for its sender or a recipient; opening it marks it
 * read for this recipient only (and closes editing for the sender). Anyone else: 404.
 * @throws NOTE_NOT_FOUND
 */
export async function readNote(ctx: AppContext, user: Member, noteId: number): Promise<NoteDetail> {
  const now = new Date().toISOString();
  const { found, newlyRead } = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const read = await markCopyRead(trx, noteId, user.userId, now);
    // Another recipient reading closes editing: the same row the edit's condition checks.
    if (read) await markFirstRead(trx, noteId, user.userId, now);
    return { found: await findNoteFor(trx, noteId, user.userId), newlyRead: read };
  });
  if (!found) throw new AppError("NOTE_NOT_FOUND");
  if (newlyRead) await announceNotes(ctx, [user.userId, found.note.senderId]);
  const [row] = await present(ctx, [{ ...found.note, readAt: found.copy?.readAt ?? null }]);
  if (!row) throw new AppError("NOTE_NOT_FOUND");
  const own = found.note.senderId === user.userId;
  return {
    ...row,
    bodyHtml: found.note.bodyHtml,
    editedAt: found.note.editedAt,
    own,
    received: found.copy !== undefined,
    box: found.copy ? (found.copy.box as "inbox" | "kept" | "spam") : null,
    canEdit: own && found.note.firstReadAt === null && found.note.kind === "note",
  };
}

/**
 * PUT /api/notes/{noteId} (updateNote): the sender edits the body until a recipient (other than
 * themselves) has read it — one conditional UPDATE, so a read racing the edit wins or loses whole.
 * @throws NOTE_NOT_FOUND (not the member's), FORBIDDEN (a recipient, or a trade note),
 *   NOTE_EDIT_AFTER_READ, INVALID_INPUT
 */
export async function editNote(ctx: AppContext, user: Member, noteId: number, bodyHtml: string): Promise<void> {
  const found = await findNoteFor(ctx.db, noteId, user.userId);
  if (!found) throw new AppError("NOTE_NOT_FOUND");
  if (!found.asSender || found.note.kind !== "note") throw new AppError("FORBIDDEN");
  const body = await cleanNoteBody(bodyHtml);
  if (!(await updateUnreadBody(ctx.db, noteId, user.userId, body, new Date().toISOString()))) {
    throw new AppError("NOTE_EDIT_AFTER_READ");
  }
}

/**
 * POST /api/notes/bulk (and the one-note routes): keep (USE_AT S), restore (USE_AT Y) or delete the
 * member's copies of `noteIds`. Keep and restore act on received copies only (403 for a note the
 * member only sent); delete removes the member's received copy and/or sender's copy. Every id must be
 * the member's (404 otherwise, and nothing changes).
 * @throws NOTE_NOT_FOUND, NOTE_NOT_RECEIVED
 */
export async function changeNotes(ctx: AppContext, user: Member, input: NoteBulk): Promise<void> {
  const ids = [...new Set(input.noteIds)];
  const now = new Date().toISOString();
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const copies = await receivedCopies(trx, user.userId, ids);
    const sent = await sentCopies(trx, user.userId, ids);
    const mine = new Set([...copies.map((c) => c.noteId), ...sent.map((s) => s.noteId)]);
    if (ids.some((id) => !mine.has(id))) throw new AppError("NOTE_NOT_FOUND");
    const received = new Set(copies.map((c) => c.noteId));
    if (input.action !== "delete") {
      if (ids.some((id) => !received.has(id))) throw new AppError("NOTE_NOT_RECEIVED");
      await keepCopies(trx, user.userId, ids, input.action);
      return;
    }
    await deleteCopies(trx, user.userId, ids, now);
  });
  await announceNotes(ctx, [user.userId]);
}

/** GET /api/note-blocks?type=: the member's block (I) or spam (S) list, newest first. */
export async function listBlocks(ctx: AppContext, user: Member, type: NoteBlockType) {
  const rows = await listBlockRows(ctx.db, user.userId, type);
  return {
    items: rows.map((r) => ({
      blockId: r.blockId,
      targetUserId: r.targetId,
      targetName: r.nameKo ?? r.targetId,
      type: r.type,
      createdAt: r.createdAt,
    })),
  };
}

/**
 * POST /api/note-blocks: puts the sender of a note the member received on the block (I) or spam (S)
 * list. Spam also moves that sender's notes in the inbox to the spam box. Not oneself, and only a
 * member who sent the member a note.
 * @throws NOTE_BLOCK_SELF, NOTE_BLOCK_EXISTS, NOTE_NOT_FOUND
 */
export async function addBlock(ctx: AppContext, user: Member, targetUserId: string, type: NoteBlockType) {
  const target = targetUserId.toLowerCase();
  if (target === user.userId) throw new AppError("NOTE_BLOCK_SELF");
  if (!(await hasReceivedFrom(ctx.db, user.userId, target))) throw new AppError("NOTE_NOT_FOUND");
  try {
    const blockId = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      const blockId = await insertBlock(trx, user.userId, target, type);
      if (type === "S") await moveFromSender(trx, user.userId, target, "inbox", "spam");
      return blockId;
    });
    await announceNotes(ctx, [user.userId]);
    return { blockId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("NOTE_BLOCK_EXISTS");
    throw error;
  }
}

/**
 * DELETE /api/note-blocks/{blockId}: allows a blocked sender again, or cancels spam (their notes in
 * the spam box go back to the inbox). Another member's entry: 404.
 * @throws NOTE_BLOCK_NOT_FOUND
 */
export async function removeBlock(ctx: AppContext, user: Member, blockId: number): Promise<void> {
  const removed = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const row = await deleteBlock(trx, user.userId, blockId);
    if (row?.type === "S") await moveFromSender(trx, user.userId, row.targetId, "spam", "inbox");
    return row;
  });
  if (!removed) throw new AppError("NOTE_BLOCK_NOT_FOUND");
  await announceNotes(ctx, [user.userId]);
}

/**
 * Puts `senderId` on `ownerId`'s spam list (TYPE S) unless there already, and moves the sender's notes in
 * the owner's inbox to the spam box, inside the caller's transaction: the spam report of a note
 * (moderation, issue 41 §1), which also files it into the administrators' queue. Call `announceNotes`
 * for the owner after the commit.
 */
export async function markSpamSender(trx: Db, ownerId: string, senderId: string): Promise<void> {
  await trx
    .insertInto("noteBlocks")
    .values({ ownerId, targetId: senderId, type: "S", createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["ownerId", "targetId", "type"]).doNothing())
    .execute();
  await moveFromSender(trx, ownerId, senderId, "inbox", "spam");
}
