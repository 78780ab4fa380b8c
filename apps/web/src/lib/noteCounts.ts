/**
 * Live unread note counts (issue 10; members spec section 2 "Note centre"): GET
 * /api/notes/unread-counts for the signed-in member, refreshed when the page's one event stream
 * (lib/events.ts) says `notes`. However many components use the counts, they listen once; they stop
 * when the last user of the hook goes away or the member logs out. On a reconnect (`hello` after the
 * first) the counts are fetched again, so an event missed while disconnected is not lost.
 */
import type { NoteUnreadCounts } from "@portal/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "./api.ts";
import { onServerEvent } from "./events.ts";
import { noteKeys } from "./noteKeys.ts";
import { useSessionUser } from "./session.ts";

let stop: (() => void) | undefined;
let users = 0;

function refresh(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: noteKeys.all });
}

function subscribe(client: QueryClient): () => void {
  users += 1;
  if (!stop) {
    const stopNotes = onServerEvent("notes", () => refresh(client));
    // `hello` comes on every (re)connect: after the first, catch up with what was missed meanwhile.
    let connected = false;
    const stopHello = onServerEvent("hello", () => {
      if (connected) refresh(client);
      connected = true;
    });
    stop = () => {
      stopNotes();
      stopHello();
    };
  }
  return () => {
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

/** The member's unread counts `{notes, trade}` (zeros for a visitor), kept live. */
export function useNoteCounts(): NoteUnreadCounts {
  const user = useSessionUser();
  const client = useQueryClient();
  const userId = user?.userId;
  const { data } = useQuery({
    queryKey: noteKeys.counts(userId),
    queryFn: () => api<NoteUnreadCounts>("GET", "/api/notes/unread-counts"),
    enabled: Boolean(userId),
  });
  useEffect(() => (userId ? subscribe(client) : undefined), [userId, client]);
  return userId && data ? data : { notes: 0, trade: 0 };
}
