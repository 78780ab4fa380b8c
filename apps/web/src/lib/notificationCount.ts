/**
 * The live unread notification count (issue 40 §2): GET /api/notifications/unread-count, read again
 * when the page's one event stream (lib/events.ts) says `notifications` (a notification written, read
 * or deleted on any node), and after a reconnect (`hello` after the first).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "./api.ts";
import { onServerEvent } from "./events.ts";
import { notificationKeys } from "./notificationKeys.ts";
import { useSessionUser } from "./session.ts";

/** The member's unread notifications (0 for a visitor), kept live while the component is shown. */
export function useNotificationCount(): number {
  const user = useSessionUser();
  const client = useQueryClient();
  const userId = user?.userId;
  const { data } = useQuery({
    queryKey: notificationKeys.count(userId),
    queryFn: () => api<{ unread: number }>("GET", "/api/notifications/unread-count"),
    enabled: Boolean(userId),
  });
  useEffect(() => {
    if (!userId) return undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    const stopEvents = onServerEvent("notifications", refresh);
    let connected = false;
    const stopHello = onServerEvent("hello", () => {
      if (connected) refresh();
      connected = true;
    });
    return () => {
      stopEvents();
      stopHello();
    };
  }, [userId, client]);
  return userId && data ? data.unread : 0;
}
