/**
 * The notification centre (알림 센터, issue 40): the kinds of notification, the events the features
 * queue for the jobs worker, and the schemas of /api/notifications. docs/notifications.md has the
 * table of types, who is told and the texts.
 */
import { z } from "zod";

/** Every notification type (issue 40 §1), in the order of the filters and the preferences table. */
export const NOTIFICATION_TYPES = [
  "postComment",
  "commentReply",
  "replyPost",
  "dealComment",
  "tradeRequest",
  "dealPriceDrop",
  "dealCompleted",
  "reservationChanged",
  "reservationCancelled",
  "report",
  "moderation",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of the bell and the full page. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Days a notification is kept (the jobs purge older ones). */
export const NOTIFICATION_RETENTION_DAYS = 90;

/**
 * What a feature queues (as a "notify" job, inside its own transaction) when something happens; the
 * jobs worker works out who is told. `key` names the event: one notification per member per key.
 */
export type NotificationEvent =
  | { kind: "comment"; key: string; commentId: number }
  | { kind: "replyPost"; key: string; postId: number }
  | { kind: "dealComment"; key: string; dealNo: number; seq: number }
  | { kind: "tradeRequest"; key: string; dealNo: number; buyerId: string }
  | { kind: "dealPriceDrop"; key: string; dealNo: number; sellerId: string; from: number; to: number }
  | { kind: "dealCompleted"; key: string; dealNo: number; sellerId: string }
  | { kind: "slotChanged"; key: string; slotId: number; adminId: string }
  | { kind: "reservationCancelled"; key: string; reservationId: number; adminId: string }
  /** Issue 41: an item's first report since its last decision; administrators are told (not who reported). */
  | { kind: "report"; key: string; title: string }
  /**
   * Issue 41: a 임시조치 placed or ended (restored or deleted); its author and the requester are told.
   * `outcome` is the catalogue text already filled; `link` the item's page.
   */
  | { kind: "moderation"; key: string; title: string; outcome: string; link: string | null; recipientIds: string[] };

/** GET /api/notifications: `cursor` (the last id of the previous page), an optional type filter. */
export const notificationListQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  unreadFirst: z
    .enum(["1", "0"])
    .optional()
    .transform((v) => v === "1"),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Plain text (never HTML): filled from the catalogue, or '볼 수 없는 글입니다' for a target gone out of reach. */
  text: z.string(),
  /** Where it leads (a comment's anchor included); null when the target cannot be read. */
  link: z.string().nullable(),
  readable: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** The cursor of the next page, or null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationUnreadSchema = z.object({ unread: z.number().int() });
export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
