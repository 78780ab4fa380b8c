/**
 * The note centre's query keys (TanStack Query's key factory; in lib/ because the header's unread counts, lib/noteCounts.ts, share them). Every key but an opened note's starts
 * with `all`: the live event stream (lib/noteCounts.ts) and every change refetch the lists and counts
 * at once; an opened note is refetched by changes only (opening it marks it read).
 */
import type { NoteBlockType } from "@portal/contract";

const all = ["notes"] as const;

export const noteKeys = {
  all,
  list: (params: object) => [...all, "list", params] as const,
  blocks: (type: NoteBlockType) => [...all, "blocks", type] as const,
  address: (tab: string) => [...all, "address", tab] as const,
  recipients: (q: string) => [...all, "recipients", q] as const,
  /** The unread counts of one member (the header's and the note centre's). */
  counts: (userId: string | undefined) => [...all, "counts", userId] as const,
  /** Every opened note. */
  opened: ["note"] as const,
  note: (noteId: number | null) => ["note", noteId] as const,
};
