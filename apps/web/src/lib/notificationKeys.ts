/**
 * The notification centre's query keys (in lib/ because the header's bell, lib/notificationCount.ts, and
 * the feature's lists share them). Every key starts with `all`: the live event and every change refetch
 * the count and the lists at once.
 */
const all = ["notifications"] as const;

export const notificationKeys = {
  all,
  /** The unread count of one member (the bell's). */
  count: (userId: string | undefined) => [...all, "count", userId] as const,
  /** A list: its filter and order. */
  list: (params: { type?: string; unreadFirst?: boolean }) => [...all, "list", params] as const,
  /** The member's preferences: outside `all`, so a live notification does not read them again. */
  preferences: ["notification-preferences"] as const,
  /** Web Push: whether it is on, the key, the member's devices (outside `all` too). */
  push: ["notification-push"] as const,
  /** The member's switches for one board (outside `all` too). */
  board: (boardId: string) => ["notification-board", boardId] as const,
};
