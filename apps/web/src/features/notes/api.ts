/**
 * The note centre's calls (issue 10; server in apps/server/src/notes/routes.ts) as TanStack Query
 * hooks, keyed by the note centre's key factory (keys.ts): the live event stream and every change
 * below refetch the lists and counts at once.
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
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { noteKeys } from "../../lib/noteKeys.ts";

export interface ListParams {
  box: NoteBox;
  page: number;
  pageSize: number;
  field: "person" | "text";
  q: string;
}

export function useNoteList(p: ListParams) {
  return useQuery({
    queryKey: noteKeys.list(p),
    queryFn: () => api<NoteList>("GET", `/api/notes${query({ ...p })}`),
    placeholderData: keepPreviousData,
  });
}

/** One note; opening it marks it read for a recipient (so it is not refetched by the event stream). */
export function useNote(noteId: number | null) {
  return useQuery({
    queryKey: noteKeys.note(noteId),
    queryFn: () => api<NoteDetail>("GET", `/api/notes/${noteId}`),
    enabled: noteId !== null,
  });
}

export function useBlocks(type: NoteBlockType) {
  return useQuery({
    queryKey: noteKeys.blocks(type),
    queryFn: () => api<{ items: NoteBlock[] }>("GET", `/api/note-blocks${query({ type })}`),
  });
}

export function useAddressBook(tab: "recent" | "important" | "company") {
  return useQuery({
    queryKey: noteKeys.address(tab),
    queryFn: () => api<AddressBook>("GET", `/api/address-book${query({ tab })}`),
  });
}

/** The recipient search's read of `q` (the search finds any member by whole id as well). */
const recipientSearch = (q: string) => ({
  queryKey: noteKeys.recipients(q),
  queryFn: () => api<{ items: AddressEntry[] }>("GET", `/api/address-book/search${query({ q })}`),
  staleTime: 30_000,
});

/** Members matching `q` that the member may write to (nothing asked while `q` is empty). */
export function useRecipientSearch(q: string) {
  return useQuery({ ...recipientSearch(q), enabled: q !== "" });
}

/**
 * The members behind chosen recipient ids (a reply's sender, ids from the address book or typed), each
 * looked up by whole id through the recipient search: id → entry, for those found (an unknown id is
 * named by the server when the note is sent).
 */
export function useRecipientEntries(ids: string[]): Record<string, AddressEntry> {
  return useQueries({
    queries: ids.map(recipientSearch),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, i) => {
          const entry = result.data?.items.find((item) => item.userId === ids[i]);
          return entry ? [[entry.userId, entry]] : [];
        }),
      ),
  });
}

/** A mutation that refetches every note query (and the opened notes) when it succeeds. */
function useNoteMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: noteKeys.all });
      void client.invalidateQueries({ queryKey: noteKeys.opened });
    },
  });
}

export const useSendNote = () =>
  useNoteMutation((body: NoteSendInput) => api<{ noteId: number; selfOnly: boolean }>("POST", "/api/notes", body));

export const useEditNote = () =>
  useNoteMutation((v: { noteId: number; bodyHtml: string }) =>
    api("PUT", `/api/notes/${v.noteId}`, { bodyHtml: v.bodyHtml }),
  );

export const useBulk = () => useNoteMutation((body: NoteBulk) => api("POST", "/api/notes/bulk", body));

export const useAddBlock = () =>
  useNoteMutation((v: { targetUserId: string; type: NoteBlockType }) => api("POST", "/api/note-blocks", v));

/** Removes the member's block (I) or spam (S) entry for `targetUserId` (looked up first, as the spec says). */
export const useRemoveBlock = () =>
  useNoteMutation(async (v: { targetUserId: string; type: NoteBlockType }) => {
    const { items } = await api<{ items: NoteBlock[] }>("GET", `/api/note-blocks${query({ type: v.type })}`);
    const entry = items.find((b) => b.targetUserId === v.targetUserId);
    if (entry) await api("DELETE", `/api/note-blocks/${entry.blockId}`);
  });

export const useStar = () =>
  useNoteMutation((v: { userId: string; important: boolean }) =>
    api(v.important ? "PUT" : "DELETE", `/api/address-book/important/${encodeURIComponent(v.userId)}`),
  );
