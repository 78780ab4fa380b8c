/**
 * Note centre queries (issue 10). A member's box is read through the index
 * (recipientId, box, kind, fromSelf, noteId) newest first, so a page and the box's count cost what
 * that member's box holds, never the whole table; the sender's lists use (senderId, kind, noteId).
 */
import { dealPhotoUrl, type NoteBlockType, type NoteBox, type NoteListQuery } from "@portal/contract";
import type { Insertable } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName, literalReads, writeTransaction } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";

type NewNote = Insertable<Database["notes"]>;
type NewNoteRecipient = Insertable<Database["noteRecipients"]>;

/** A note row of a list before its recipients are attached. */
export interface NoteListRow {
  noteId: number;
  kind: "note" | "trade";
  senderId: string;
  senderName: string;
  bodyText: string;
  bodyHtml: string;
  refNo: number | null;
  recipientNames: string;
  sentAt: string;
  editedAt: string | null;
  firstReadAt: string | null;
  readAt: string | null;
}

/** Where each received-side box lives in the recipient rows. */
const RECEIVED_BOXES: Partial<
  Record<NoteBox, { box: "inbox" | "kept" | "spam"; kind?: "note" | "trade"; fromSelf?: number }>
> = {
  received: { box: "inbox", kind: "note", fromSelf: 0 },
  self: { box: "inbox", kind: "note", fromSelf: 1 },
  kept: { box: "kept" },
  spam: { box: "spam" },
  tradeReceived: { box: "inbox", kind: "trade" },
};

const NOTE_COLUMNS = [
  "n.noteId",
  "n.kind",
  "n.senderId",
  "n.senderName",
  "n.bodyText",
  "n.bodyHtml",
  "n.refNo",
  "n.recipientNames",
  "n.sentAt",
  "n.editedAt",
  "n.firstReadAt",
] as const;

/** One page of `userId`'s box and the box's total, newest first, with the optional search (literal reads on SQLite). */
export async function listBox(
  database: Db,
  dialect: DialectName,
  userId: string,
  query: NoteListQuery,
): Promise<{ rows: NoteListRow[]; total: number }> {
  const db = literalReads(database);
  const offset = (query.page - 1) * query.pageSize;
  const received = RECEIVED_BOXES[query.box];
  if (received) {
    // The page's ids and the count come from the recipient rows' index alone; the notes are joined
    // only to search them, and fetched by id for the page.
    let base = db
      .selectFrom("noteRecipients as r")
      .where("r.recipientId", "=", userId)
      .where("r.box", "=", received.box);
    if (received.kind) base = base.where("r.kind", "=", received.kind);
    if (received.fromSelf !== undefined) base = base.where("r.fromSelf", "=", received.fromSelf);
    if (query.q) {
      const q = query.q;
      base = base.where("r.noteId", "in", (eb) =>
        eb
          .selectFrom("notes as n")
          .select("n.noteId")
          .whereRef("n.noteId", "=", "r.noteId")
          .where((inner) =>
            query.field === "text"
              ? containsText(dialect, inner.ref("n.bodyText"), q)
              : inner.or([
                  containsText(dialect, inner.ref("n.senderName"), q),
                  inner("n.senderId", "=", q.toLowerCase()),
                ]),
          ),
      );
    }
    const [page, count] = await Promise.all([
      base.select(["r.noteId", "r.readAt"]).orderBy("r.noteId", "desc").limit(query.pageSize).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
    ]);
    const notes =
      page.length === 0
        ? []
        : await db
            .selectFrom("notes as n")
            .select(NOTE_COLUMNS)
            .where(
              "n.noteId",
              "in",
              page.map((p) => p.noteId),
            )
            .execute();
    const byId = new Map(notes.map((n) => [n.noteId, n]));
    const rows = page.flatMap((p) => {
      const note = byId.get(p.noteId);
      return note ? [{ ...note, readAt: p.readAt }] : [];
    });
    return { rows, total: Number(count?.total ?? 0) };
  }
  let base = db
    .selectFrom("notes as n")
    .where("n.senderId", "=", userId)
    .where("n.kind", "=", query.box === "tradeSent" ? "trade" : "note")
    .where("n.senderDeletedAt", "is", null)
    .where("n.selfOnly", "=", 0);
  if (query.q) {
    const q = query.q;
    base = base.where((eb) =>
      containsText(dialect, eb.ref(query.field === "text" ? "n.bodyText" : "n.recipientNames"), q),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([...NOTE_COLUMNS, (eb) => eb.val<string | null>(null).as("readAt")])
      .orderBy("n.noteId", "desc")
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Every recipient of `noteIds` (for the sender's read states), in sending order. */
export function recipientsOf(db: Db, noteIds: number[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("noteRecipients")
    .select(["noteId", "recipientId", "recipientName", "readAt"])
    .where("noteId", "in", noteIds)
    .orderBy("noteId")
    .orderBy("recipientName")
    .execute();
}

/** The note and the viewer's own recipient copy (if any, and not deleted or blocked). */
export async function findNoteFor(db: Db, noteId: number, userId: string) {
  const note = await db
    .selectFrom("notes as n")
    .select([...NOTE_COLUMNS, "n.senderDeletedAt"])
    .where("n.noteId", "=", noteId)
    .executeTakeFirst();
  if (!note) return undefined;
  const copy = await db
    .selectFrom("noteRecipients")
    .select(["box", "readAt"])
    .where("noteId", "=", noteId)
    .where("recipientId", "=", userId)
    .where("box", "not in", ["deleted", "blocked"])
    .executeTakeFirst();
  const asSender = note.senderId === userId && note.senderDeletedAt === null;
  if (!copy && !asSender) return undefined;
  return { note, copy, asSender };
}

/** Unread received notes and trade notes of `userId` (inbox only; spam and kept do not count). */
export async function unreadCounts(db: Db, userId: string): Promise<{ notes: number; trade: number }> {
  const rows = await db
    .selectFrom("noteRecipients")
    .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
    .where("recipientId", "=", userId)
    .where("box", "=", "inbox")
    .where("fromSelf", "=", 0)
    .where("readAt", "is", null)
    .groupBy("kind")
    .execute();
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { notes: of("note"), trade: of("trade") };
}

/** Active members among `userIds` (ids in lower case), with their names. */
export function activeMembers(db: Db, userIds: string[]) {
  return db
    .selectFrom("users")
    .select(["userId", "nameKo"])
    .where("userId", "in", userIds)
    .where("active", "=", 1)
    .where("lockedAt", "is", null)
    .execute();
}

/** Which of `ownerIds` blocked (I) or spam-marked (S) `senderId`. */
export function blocksAgainst(db: Db, senderId: string, ownerIds: string[]) {
  return db
    .selectFrom("noteBlocks")
    .select(["ownerId", "type"])
    .where("targetId", "=", senderId)
    .where("ownerId", "in", ownerIds)
    .execute();
}

/**
 * Removes notes that every party deleted before `before` (ISO): the sender's copy and every recipient
 * copy (a copy never delivered, blocked, counts as deleted). Resolves with the count.
 */
export async function purgeDeletedNotes(db: Db, dialect: DialectName, before: string): Promise<number> {
  const gone = await db
    .selectFrom("notes as n")
    .select("n.noteId")
    .where("n.senderDeletedAt", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("noteRecipients as r")
            .select("r.noteId")
            .whereRef("r.noteId", "=", "n.noteId")
            .where((eb) => eb.or([eb("r.box", "not in", ["deleted", "blocked"]), eb("r.deletedAt", ">=", before)])),
        ),
      ),
    )
    .limit(1000)
    .execute();
  if (gone.length === 0) return 0;
  const ids = gone.map((row) => row.noteId);
  await writeTransaction(db, dialect, async (trx) => {
    await trx.deleteFrom("noteRecipients").where("noteId", "in", ids).execute();
    await trx.deleteFrom("notes").where("noteId", "in", ids).execute();
  });
  return ids.length;
}

/** Inserts a note; returns its id. */
export async function insertNote(db: Db, values: NewNote): Promise<number> {
  const { noteId } = await db.insertInto("notes").values(values).returning("noteId").executeTakeFirstOrThrow();
  return noteId;
}

/** Inserts the recipients' copies of a note. */
export async function insertNoteCopies(db: Db, copies: NewNoteRecipient[]): Promise<void> {
  await db.insertInto("noteRecipients").values(copies).execute();
}

/**
 * Marks `userId`'s copy of the note read at `now` if it was unread (and neither deleted nor blocked);
 * true when it was. One conditional UPDATE.
 */
export async function markCopyRead(db: Db, noteId: number, userId: string, now: string): Promise<boolean> {
  const marked = await db
    .updateTable("noteRecipients")
    .set({ readAt: now })
    .where("noteId", "=", noteId)
    .where("recipientId", "=", userId)
    .where("readAt", "is", null)
    .where("box", "not in", ["deleted", "blocked"])
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/** Records the note's first read by `readerId` (not its sender) at `now`, which closes editing. */
export async function markFirstRead(db: Db, noteId: number, readerId: string, now: string): Promise<void> {
  await db
    .updateTable("notes")
    .set({ firstReadAt: now })
    .where("noteId", "=", noteId)
    .where("firstReadAt", "is", null)
    .where("senderId", "!=", readerId)
    .execute();
}

/**
 * Writes the sender's new body if, and only if, no recipient has read the note yet (one conditional
 * UPDATE); false otherwise.
 */
export async function updateUnreadBody(
  db: Db,
  noteId: number,
  senderId: string,
  body: { bodyHtml: string; bodyText: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("notes")
    .set({ ...body, editedAt: now })
    .where("noteId", "=", noteId)
    .where("senderId", "=", senderId)
    .where("senderDeletedAt", "is", null)
    .where("firstReadAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** `userId`'s received copies among `noteIds` (not deleted or blocked), with their box. */
export function receivedCopies(db: Db, userId: string, noteIds: number[]) {
  return db
    .selectFrom("noteRecipients")
    .select(["noteId", "box"])
    .where("recipientId", "=", userId)
    .where("noteId", "in", noteIds)
    .where("box", "not in", ["deleted", "blocked"])
    .execute();
}

/** The notes among `noteIds` that `userId` sent and has not deleted. */
export function sentCopies(db: Db, userId: string, noteIds: number[]) {
  return db
    .selectFrom("notes")
    .select("noteId")
    .where("senderId", "=", userId)
    .where("noteId", "in", noteIds)
    .where("senderDeletedAt", "is", null)
    .execute();
}

/** Keeps (kept) or restores (inbox) `userId`'s received copies of `noteIds`. */
export async function keepCopies(db: Db, userId: string, noteIds: number[], action: "keep" | "restore") {
  await db
    .updateTable("noteRecipients")
    .set({ box: action === "keep" ? "kept" : "inbox" })
    .where("recipientId", "=", userId)
    .where("noteId", "in", noteIds)
    .where("box", "in", action === "keep" ? ["inbox", "spam"] : ["kept"])
    .execute();
}

/** Deletes `userId`'s received and sent copies of `noteIds` at `now`. */
export async function deleteCopies(db: Db, userId: string, noteIds: number[], now: string): Promise<void> {
  await db
    .updateTable("noteRecipients")
    .set({ box: "deleted", deletedAt: now })
    .where("recipientId", "=", userId)
    .where("noteId", "in", noteIds)
    .where("box", "not in", ["deleted", "blocked"])
    .execute();
  await db
    .updateTable("notes")
    .set({ senderDeletedAt: now })
    .where("senderId", "=", userId)
    .where("noteId", "in", noteIds)
    .where("senderDeletedAt", "is", null)
    .execute();
}

/** `ownerId`'s block (I) or spam (S) list with the targets' names, newest first, at most 500. */
export function listBlockRows(db: Db, ownerId: string, type: NoteBlockType) {
  return db
    .selectFrom("noteBlocks as b")
    .leftJoin("users as u", "u.userId", "b.targetId")
    .select(["b.blockId", "b.targetId", "b.type", "b.createdAt", "u.nameKo"])
    .where("b.ownerId", "=", ownerId)
    .where("b.type", "=", type)
    .orderBy("b.blockId", "desc")
    .limit(500)
    .execute();
}

/** Whether `userId` has received a note from `senderId`. */
export async function hasReceivedFrom(db: Db, userId: string, senderId: string): Promise<boolean> {
  const received = await db
    .selectFrom("noteRecipients as r")
    .innerJoin("notes as n", "n.noteId", "r.noteId")
    .select("r.noteId")
    .where("r.recipientId", "=", userId)
    .where("n.senderId", "=", senderId)
    .limit(1)
    .executeTakeFirst();
  return received !== undefined;
}

/** Inserts a block or spam entry (a second one of the pair is a unique violation); returns its id. */
export async function insertBlock(db: Db, ownerId: string, targetId: string, type: NoteBlockType): Promise<number> {
  const row = await db
    .insertInto("noteBlocks")
    .values({ ownerId, targetId, type, createdAt: new Date().toISOString() })
    .returning("blockId")
    .executeTakeFirstOrThrow();
  return row.blockId;
}

/** Deletes `ownerId`'s entry `blockId`; resolves with its target and type (undefined when none). */
export function deleteBlock(db: Db, ownerId: string, blockId: number) {
  return db
    .deleteFrom("noteBlocks")
    .where("blockId", "=", blockId)
    .where("ownerId", "=", ownerId)
    .returning(["targetId", "type"])
    .executeTakeFirst();
}

/** Moves the notes from `senderId` in `ownerId`'s box `from` to box `to` (spam on, spam off). */
export function moveFromSender(
  db: Db,
  ownerId: string,
  senderId: string,
  from: "inbox" | "spam",
  to: "inbox" | "spam",
) {
  return db
    .updateTable("noteRecipients")
    .set({ box: to })
    .where("recipientId", "=", ownerId)
    .where("box", "=", from)
    .where("noteId", "in", (eb) => eb.selectFrom("notes").select("noteId").where("senderId", "=", senderId))
    .execute();
}

/**
 * The deals trade notes refer to (REF_NO; read here so that notes need not import trade), for the note centre's trade lists: FINISH_YN, the detail
 * address, the title and the first photo of each deal still shown (a hidden or unknown deal is left out).
 */
export async function tradeNoteDeals(
  db: Db,
  dealNos: number[],
): Promise<Map<number, { finished: boolean; path: string; title: string; photoUrl: string | null }>> {
  if (dealNos.length === 0) return new Map();
  const rows = await db
    .selectFrom("deals")
    .select(["dealNo", "dealType", "companyCode", "completedAt", "title", "coverPhotoId"])
    .where("dealNo", "in", [...new Set(dealNos)])
    .where("hiddenAt", "is", null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.dealNo,
      {
        finished: r.completedAt !== null,
        path: `/app/trade/${r.dealType}/${r.companyCode}/${r.dealNo}`,
        title: r.title,
        photoUrl: r.coverPhotoId ? dealPhotoUrl(r.coverPhotoId, "card") : null,
      },
    ]),
  );
}
