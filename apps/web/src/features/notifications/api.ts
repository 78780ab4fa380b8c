/** The notification centre's reads and changes (issue 40; docs/notifications.md "API"). */
import type { NotificationList, NotificationType } from "@portal/contract";
import { api } from "../../lib/api.ts";

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
