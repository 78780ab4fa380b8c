/**
 * The note centre's calls (issue 10; server in apps/server/src/notes/routes.ts): reads as TanStack Query
 * `queryOptions` keyed by the note centre's key factory (lib/noteKeys.ts), changes as plain calls run
 * through `useNoteMutation`, which refetches the lists and counts (the live event stream does too).
 */
import type {
  AddressBook,
  AddressEntry,
  NoteBlock,
  NoteBlockType,
  NoteBox,
  NoteBulk,
  NoteDetail,
  NoteList,
  NoteSendInput,
} from "@portal/contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, query } from "../../lib/api.ts";
import { noteKeys } from "../../lib/noteKeys.ts";

export interface ListParams {
  box: NoteBox;
  page: number;
  pageSize: number;
  field: "person" | "text";
  q: string;
}

/** A page of a box, searched; the previous page stays shown while the next one loads. */
export const noteListQuery = (p: ListParams) =>
  queryOptions({
    queryKey: noteKeys.list(p),
    queryFn: () => api<NoteList>("GET", `/api/notes${query({ ...p })}`),
    placeholderData: keepPreviousData,
  });

/** One note (nothing asked while `noteId` is null); opening it marks it read for a recipient. */
export const noteQuery = (noteId: number | null) =>
  queryOptions({
    queryKey: noteKeys.note(noteId),
    queryFn: () => api<NoteDetail>("GET", `/api/notes/${noteId}`),
    enabled: noteId !== null,
  });

/** The member's blocked (I) or spam (S) senders. */
export const blocksQuery = (type: NoteBlockType) =>
  queryOptions({
    queryKey: noteKeys.blocks(type),
    queryFn: () => api<{ items: NoteBlock[] }>("GET", `/api/note-blocks${query({ type })}`),
  });

/** A tab of the address book. */
export const addressBookQuery = (tab: "recent" | "important" | "company") =>
  queryOptions({
    queryKey: noteKeys.address(tab),
    queryFn: () => api<AddressBook>("GET", `/api/address-book${query({ tab })}`),
  });

/**
 * Members matching `q` that the member may write to (nothing asked while `q` is empty); the search finds
 * any member by whole id as well, so it also names chosen recipient ids.
 */
export const recipientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: noteKeys.recipients(q),
    queryFn: () => api<{ items: AddressEntry[] }>("GET", `/api/address-book/search${query({ q })}`),
    staleTime: 30_000,
    enabled: q !== "",
  });

export const sendNote = (body: NoteSendInput) => api<{ noteId: number; selfOnly: boolean }>("POST", "/api/notes", body);

export const editNote = (v: { noteId: number; bodyHtml: string }) =>
  api("PUT", `/api/notes/${v.noteId}`, { bodyHtml: v.bodyHtml });

/** Marks, moves or deletes notes at once. */
export const bulkNotes = (body: NoteBulk) => api("POST", "/api/notes/bulk", body);

export const addBlock = (v: { targetUserId: string; type: NoteBlockType }) => api("POST", "/api/note-blocks", v);

/**
 * 스팸 신고 of a received note (issue 41): a report into the administrators' queue that also puts the sender
 * on the member's spam list. A note reported before (its spam cancelled since) puts the sender back on the
 * list alone, as one report per note is all the server takes.
 */
export async function reportSpam(v: { noteId: number; senderId: string }) {
  try {
    await api("POST", "/api/reports", { targetKind: "note", targetId: v.noteId, reason: "spam" });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "REPORT_DUPLICATE")) throw error;
    await addBlock({ targetUserId: v.senderId, type: "S" });
  }
}

/** Removes the member's block (I) or spam (S) entry for `targetUserId` (looked up first, as the spec says). */
export async function removeBlock(v: { targetUserId: string; type: NoteBlockType }) {
  const { items } = await api<{ items: NoteBlock[] }>("GET", `/api/note-blocks${query({ type: v.type })}`);
  const entry = items.find((b) => b.targetUserId === v.targetUserId);
  if (entry) await api("DELETE", `/api/note-blocks/${entry.blockId}`);
}

/** Stars (important) or unstars a member in the address book. */
export const setImportant = (v: { userId: string; important: boolean }) =>
  api(v.important ? "PUT" : "DELETE", `/api/address-book/important/${encodeURIComponent(v.userId)}`);

/** A mutation of `call` that refetches every note query (and the opened notes) when it succeeds. */
export function useNoteMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: noteKeys.all });
      void client.invalidateQueries({ queryKey: noteKeys.opened });
    },
  });
}
