/** The notification centre's reads and changes (issue 40; docs/notifications.md "API"), and the preferences. */
import type {
  BoardSubscription,
  NotificationList,
  NotificationPreferenceInput,
  NotificationPreferences,
  NotificationType,
  PushStatus,
} from "@portal/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { notificationKeys } from "../../lib/notificationKeys.ts";

/** A page of the member's notifications after `cursor`. */
export function fetchNotifications(params: { type?: NotificationType; unreadFirst?: boolean; cursor?: number }) {
  const query = new URLSearchParams();
  if (params.type) query.set("type", params.type);
  if (params.unreadFirst) query.set("unreadFirst", "1");
  if (params.cursor) query.set("cursor", String(params.cursor));
  const text = query.toString();
  return api<NotificationList>("GET", `/api/notifications${text ? `?${text}` : ""}`);
}

export const markNotificationRead = (id: number) => api<{ ok: true }>("POST", `/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => api<{ marked: number }>("POST", "/api/notifications/read-all");
export const deleteNotification = (id: number) => api<{ ok: true }>("DELETE", `/api/notifications/${id}`);

/** The member's preferences table (types × channels). */
export const preferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: () => api<NotificationPreferences>("GET", "/api/notifications/preferences"),
});
/** Sets one type's channels; answers the whole table as it now is. */
export const savePreference = (type: NotificationType, body: NotificationPreferenceInput) =>
  api<NotificationPreferences>("PUT", `/api/notifications/preferences/${type}`, body);

/** A member's switches for one board (이 게시판 알림 받기, 공지 알림). */
export const boardSubscriptionQuery = (boardId: string) =>
  queryOptions({
    queryKey: notificationKeys.board(boardId),
    queryFn: () => api<BoardSubscription>("GET", `/api/notifications/boards/${boardId}`),
  });
export const saveBoardSubscription = (boardId: string, body: BoardSubscription) =>
  api<BoardSubscription>("PUT", `/api/notifications/boards/${boardId}`, body);

/** Whether the portal sends push, its VAPID public key and the member's subscribed devices. */
export const pushStatusQuery = queryOptions({
  queryKey: notificationKeys.push,
  queryFn: () => api<PushStatus>("GET", "/api/notifications/push"),
});
