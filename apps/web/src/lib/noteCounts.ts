/**
 * Live unread note counts (issue 10; members spec section 2 "Note centre"): GET
 * /api/notes/unread-counts for the signed-in member, refreshed when the server's event stream
 * (GET /api/events, Server-Sent Events) says `notes`. However many components use the counts, the
 * page holds ONE EventSource; it closes when the last user of the hook goes away or the member logs out.
 * The browser reconnects a dropped stream by itself (the server asks for 3 s); on reconnect the
 * counts are fetched again, so an event missed while disconnected is not lost.
 */
import type { NoteUnreadCounts } from "@portal/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { noteKeys } from "../features/notes/keys.ts";
import { api } from "./api.ts";
import { useSession } from "./session.ts";

let source: EventSource | undefined;
let users = 0;

function refresh(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: noteKeys.all });
}

function subscribe(client: QueryClient): () => void {
  users += 1;
  if (!source) {
    source = new EventSource("/api/events");
    source.addEventListener("notes", () => refresh(client));
    // `hello` comes on every (re)connect: after the first, catch up with what was missed meanwhile.
    let connected = false;
    source.addEventListener("hello", () => {
      if (connected) refresh(client);
      connected = true;
    });
  }
  return () => {
    users -= 1;
    if (users === 0) {
      source?.close();
      source = undefined;
    }
  };
}

/** The member's unread counts `{notes, trade}` (zeros for a visitor), kept live. */
export function useNoteCounts(): NoteUnreadCounts {
  const { user } = useSession();
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
