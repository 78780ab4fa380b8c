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
  "reservationReminder",
  "mention",
  "boardPost",
  "boardNotice",
  "report",
  "companyRequest",
  "allianceApplication",
  "reservationBooked",
  "moderation",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How a type reaches a member by e-mail: not at all, at once (from the fan-out job) or in the daily digest. */
export const NOTIFICATION_EMAIL_MODES = ["off", "now", "digest"] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/** One type's channels for one member. */
export interface NotificationChannels {
  /** Shown in the bell, its list and the full page. */
  portal: boolean;
  email: NotificationEmailMode;
  /** Web Push to every device the member turned push on for (docs/notifications.md "Web Push"). */
  push: boolean;
}

/**
 * The channels of a member who never changed a type (docs/notifications.md "Preferences"): everything in
 * the portal; by e-mail at once what concerns a visit or a trade request, in the digest what answers the
 * member's own writing, nothing for a favourite deal's news; a report (administrators) and a 임시조치's notice
 * (정보통신망법 §44-2 asks that requester and author be told) at once. Web Push (only to a device the member
 * turned it on for) carries what concerns the member in person, not a favourite deal's or a board's news.
 * An administrator's queues: a company request or an alliance application at once (each waits for a
 * decision), a new visit booking in the portal only (bookings are many and need no decision).
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationType, NotificationChannels> = {
  postComment: { portal: true, email: "digest", push: true },
  commentReply: { portal: true, email: "digest", push: true },
  replyPost: { portal: true, email: "digest", push: true },
  dealComment: { portal: true, email: "digest", push: true },
  tradeRequest: { portal: true, email: "now", push: true },
  dealPriceDrop: { portal: true, email: "off", push: false },
  dealCompleted: { portal: true, email: "off", push: false },
  reservationChanged: { portal: true, email: "now", push: true },
  reservationCancelled: { portal: true, email: "now", push: true },
  reservationReminder: { portal: true, email: "now", push: true },
  mention: { portal: true, email: "digest", push: true },
  boardPost: { portal: true, email: "off", push: false },
  boardNotice: { portal: true, email: "off", push: false },
  report: { portal: true, email: "now", push: true },
  companyRequest: { portal: true, email: "now", push: true },
  allianceApplication: { portal: true, email: "now", push: true },
  reservationBooked: { portal: true, email: "off", push: false },
  moderation: { portal: true, email: "now", push: true },
};

/** The daily digest's hour, Asia/Seoul (08:00). */
export const NOTIFICATION_DIGEST_HOUR_SEOUL = 8;
/** The day-before visit reminder's first hour, Asia/Seoul (from 09:00 the day before the visit, hourly). */
export const RESERVATION_REMINDER_HOUR_SEOUL = 9;

/** Notifications per page of the bell and the full page. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Days a notification is kept (the jobs purge older ones). */
export const NOTIFICATION_RETENTION_DAYS = 90;

/**
 * What a feature queues (as a "notify" job, inside its own transaction) when something happens; the
 * jobs worker works out who is told. `key` names the event: one notification per member per key.
 */
export type NotificationEvent =
  | { kind: "post"; key: string; postId: number }
  | { kind: "comment"; key: string; commentId: number }
  | { kind: "replyPost"; key: string; postId: number }
  | { kind: "dealComment"; key: string; dealNo: number; seq: number }
  | { kind: "tradeRequest"; key: string; dealNo: number; buyerId: string }
  | { kind: "dealPriceDrop"; key: string; dealNo: number; sellerId: string; from: number; to: number }
  | { kind: "dealCompleted"; key: string; dealNo: number; sellerId: string }
  | { kind: "slotChanged"; key: string; slotId: number; adminId: string }
  | { kind: "reservationCancelled"; key: string; reservationId: number; adminId: string }
  | { kind: "reservationReminder"; key: string; reservationId: number }
  /** Issue 41: an item's first report since its last decision; administrators are told (not who reported). */
  | { kind: "report"; key: string; title: string }
  /** A member's company registration request (기업 회원 등록 요청) or alliance application (제휴 참여 신청); administrators are told. */
  | { kind: "companyRequest"; key: string; requestId: number }
  | { kind: "allianceApplication"; key: string; applicationId: number }
  /** A member's new visit booking; administrators are told. */
  | { kind: "reservationBooked"; key: string; reservationId: number }
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

/** One row of the preferences table (GET /api/notifications/preferences). */
export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  portal: z.boolean(),
  email: z.enum(NOTIFICATION_EMAIL_MODES),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema),
  /** The digest's hour, Asia/Seoul. */
  digestHour: z.number().int(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/notifications/preferences/{type}: one type's channels (the portal and e-mail given; push
 * kept as it is when left out).
 */
export const notificationPreferenceInputSchema = z.object({
  portal: z.boolean(),
  email: z.enum(NOTIFICATION_EMAIL_MODES),
  push: z.boolean().optional(),
});
export type NotificationPreferenceInput = z.infer<typeof notificationPreferenceInputSchema>;
export const notificationTypeParamsSchema = z.object({ type: z.enum(NOTIFICATION_TYPES) });

/** POST /api/notifications/unsubscribe?token=: the digest's one-click unsubscribe (RFC 8058). */
export const notificationUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });

/** GET/PUT /api/notifications/boards/{boardId}: a member's notifications of one board they may read. */
export const boardSubscriptionSchema = z.object({
  /** 이 게시판 알림 받기: every new post (off by default). */
  posts: z.boolean(),
  /** 공지 알림: every new notice (on by default). */
  notices: z.boolean(),
});
export type BoardSubscription = z.infer<typeof boardSubscriptionSchema>;
export const boardSubscriptionParamsSchema = z.object({ boardId: z.string().min(1).max(40) });

/**
 * GET /api/notifications/push: whether the portal sends Web Push (VAPID keys configured or made, and
 * WEB_PUSH not off), the VAPID public key a browser subscribes with (base64url), and the endpoints of
 * the member's own subscribed devices (so a page knows whether its browser's subscription is theirs).
 */
export const pushStatusSchema = z.object({
  enabled: z.boolean(),
  publicKey: z.string().nullable(),
  endpoints: z.array(z.string()),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** Longest push service address kept (browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/**
 * POST /api/notifications/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it
 * (`expirationTime` ignored). The keys are base64url: p256dh a P-256 public key, auth 16 bytes.
 */
/** A subscription's 16-byte auth secret, base64url. */
const pushAuthField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/)
  .max(30);

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/)
      .max(100),
    auth: pushAuthField,
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/**
 * POST /api/notifications/push/renewal, the service worker's `pushsubscriptionchange`: the browser's
 * renewed subscription replaces the old one, proven by the old address and its auth secret (which only
 * the browser and the portal know), without a session.
 */
export const pushRenewalSchema = z.object({
  oldEndpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  oldAuth: pushAuthField,
  subscription: pushSubscriptionInputSchema,
});
export type PushRenewal = z.infer<typeof pushRenewalSchema>;

/** DELETE /api/notifications/push/subscriptions: the device's subscription to remove (the member's own). */
export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) });

/** What a push message carries (plain text, never HTML, and the portal path it opens): nothing else. */
export interface PushPayload {
  text: string;
  link: string | null;
}
