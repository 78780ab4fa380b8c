/**
 * The note centre (쪽지; members spec sections 2 "Note centre", 3 Note / Block-spam entry / Address
 * entry, 4, 5, 9): request and answer shapes shared by the server and the web app.
 */
import { z } from "zod";
import { showsSomething } from "./common.ts";
import { keyWith } from "./messages.ts";

/** A member id as it comes in a request (the first administrator's may be shorter than members'). */
const memberId = z.string().trim().min(1).max(40);

/** 'notes per page' choices (members spec 9). */
export const NOTE_PAGE_SIZES = [15, 30, 45] as const;
/** Recipients of one note at most. */
export const NOTE_MAX_RECIPIENTS = 50;
/** Longest note body, in characters of HTML. */
export const NOTE_BODY_MAX = 20_000;

/**
 * The lists of the note centre and the legacy modes they serve: received (getList), self
 * (getListMyself), sent (sendList), kept (noteBox), spam (getSpamList), tradeReceived (tradeGetList),
 * tradeSent (tradeSendList). The block list (getIgnoreList) is GET /api/note-blocks?type=I.
 */
export const NOTE_BOXES = ["received", "self", "sent", "kept", "spam", "tradeReceived", "tradeSent"] as const;
export type NoteBox = (typeof NOTE_BOXES)[number];

/** Block (I, not delivered) or spam (S, delivered to the spam list) — TYPE of the legacy entry. */
export const NOTE_BLOCK_TYPES = ["I", "S"] as const;
export type NoteBlockType = (typeof NOTE_BLOCK_TYPES)[number];

export const noteListQuerySchema = z.object({
  box: z.enum(NOTE_BOXES).default("received"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .default(15)
    .refine((v) => (NOTE_PAGE_SIZES as readonly number[]).includes(v), { error: "errorInvalidInput" }),
  /** Search within the box: by person (name or id) or by text. */
  field: z.enum(["person", "text"]).default("person"),
  q: z.string().trim().max(50).optional(),
});
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

/** One recipient of a note as its sender sees it: read or not, and when (Asia/Seoul in the UI). */
export const noteRecipientSchema = z.object({
  userId: z.string(),
  name: z.string(),
  readAt: z.string().nullable(),
});

/** A note in a list. `readAt` is the viewer's own read time (received lists); `finished` for trade notes. */
export const noteRowSchema = z.object({
  noteId: z.number().int(),
  kind: z.enum(["note", "trade"]),
  senderId: z.string(),
  senderName: z.string(),
  recipients: z.array(noteRecipientSchema),
  firstLine: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  refNo: z.number().int().nullable(),
  /** Trade notes: FINISH_YN of the deal (true: finished), null when the deal is unknown. */
  finished: z.boolean().nullable(),
  /** Trade notes: the deal's detail address (/app/trade/{type}/{company}/{no}), null when not shown. */
  dealPath: z.string().nullable(),
  /** Trade notes: the deal's title, null when not shown (as `dealPath`). */
  dealTitle: z.string().nullable(),
  /** Trade notes: the deal's first photo (FILE_MGT_CODE) at card size, null without photos or when not shown. */
  dealPhotoUrl: z.string().nullable(),
});
export type NoteRow = z.infer<typeof noteRowSchema>;

export const noteListSchema = z.object({
  items: z.array(noteRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NoteList = z.infer<typeof noteListSchema>;

/** A note opened (readNote). `own`: the viewer sent it (no reply, keep, block or spam actions). */
export const noteDetailSchema = noteRowSchema.extend({
  bodyHtml: z.string(),
  editedAt: z.string().nullable(),
  own: z.boolean(),
  /** The viewer received it (a recipient's copy exists). */
  received: z.boolean(),
  /** Where the viewer's received copy is: inbox, kept or spam; null for the sender's view only. */
  box: z.enum(["inbox", "kept", "spam"]).nullable(),
  /** The sender may still edit: no recipient has read it yet. */
  canEdit: z.boolean(),
});
export type NoteDetail = z.infer<typeof noteDetailSchema>;

/**
 * POST /api/notes: the recipients' ids (members spec 5; the form's field holds them as a list, so
 * nothing splits a comma-joined text), lower-cased and each once; REF_NO for a reply thread. A body
 * that shows nothing is refused here (the server checks the sanitised body again).
 */
export const noteSendSchema = z.object({
  recipients: z
    .array(z.string().trim().toLowerCase().min(1).max(40), { error: "notesEnterRecipient" })
    .min(1, { error: "notesEnterRecipient" })
    .max(NOTE_MAX_RECIPIENTS, { error: keyWith("notesTooManyRecipients", { max: NOTE_MAX_RECIPIENTS }) })
    .transform((ids) => [...new Set(ids)]),
  bodyHtml: z
    .string()
    .max(NOTE_BODY_MAX, { error: "noteBodyTooLong" })
    .refine(showsSomething, { error: "notesEnterBody" }),
  refNo: z.number().int().positive().nullable().default(null),
});
export type NoteSend = z.infer<typeof noteSendSchema>;
export type NoteSendInput = z.input<typeof noteSendSchema>;

/** PUT /api/notes/{noteId} (updateNote). */
export const noteEditSchema = noteSendSchema.pick({ bodyHtml: true });
export type NoteEdit = z.infer<typeof noteEditSchema>;

/** POST /api/notes/bulk: keep, restore or delete several notes at once. */
export const noteBulkSchema = z.object({
  action: z.enum(["keep", "restore", "delete"]),
  noteIds: z.array(z.number().int().positive()).min(1).max(100),
});
export type NoteBulk = z.infer<typeof noteBulkSchema>;

export const noteIdParamsSchema = z.object({ noteId: z.coerce.number().int().positive() });

/** GET /api/notes/unread-counts: received notes and trade notes not read yet. */
export const noteUnreadCountsSchema = z.object({ notes: z.number().int(), trade: z.number().int() });
export type NoteUnreadCounts = z.infer<typeof noteUnreadCountsSchema>;

export const noteBlockCreateSchema = z.object({
  targetUserId: memberId,
  type: z.enum(NOTE_BLOCK_TYPES),
});
export const noteBlockQuerySchema = z.object({ type: z.enum(NOTE_BLOCK_TYPES) });
export const noteBlockSchema = z.object({
  blockId: z.number().int(),
  targetUserId: z.string(),
  targetName: z.string(),
  type: z.enum(NOTE_BLOCK_TYPES),
  createdAt: z.string(),
});
export type NoteBlock = z.infer<typeof noteBlockSchema>;
export const noteBlockListSchema = z.object({ items: z.array(noteBlockSchema) });
export const noteBlockIdParamsSchema = z.object({ blockId: z.coerce.number().int().positive() });

/** The address book's tabs: recently used, important (starred), same company. */
export const ADDRESS_TABS = ["recent", "important", "company"] as const;
export const addressQuerySchema = z.object({ tab: z.enum(ADDRESS_TABS).default("recent") });
export const addressEntrySchema = z.object({
  userId: z.string(),
  nameKo: z.string(),
  companyName: z.string().nullable(),
  important: z.boolean(),
});
export type AddressEntry = z.infer<typeof addressEntrySchema>;
export const addressBookSchema = z.object({
  items: z.array(addressEntrySchema),
  /** False when the member has no company: the same-company tab is hidden. */
  hasCompany: z.boolean(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;
export const addressUserParamsSchema = z.object({ userId: memberId });

/** Most members one recipient search answers. */
export const RECIPIENT_SEARCH_LIMIT = 20;
/** GET /api/address-book/search?q=: part of a name, a company or an id (1–40 characters). */
export const recipientSearchQuerySchema = z.object({
  q: z
    .string({ error: "notesSearchEnter" })
    .trim()
    .min(1, { error: "notesSearchEnter" })
    .max(40, { error: "notesSearchTooLong" }),
});
/** Members a member may write to and see (issue 24 §6): id, name and company only. */
export const recipientSearchSchema = z.object({ items: z.array(addressEntrySchema) });
