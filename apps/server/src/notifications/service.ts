/**
 * A member's notifications (issue 40 §2 "In the portal"): the list (newest first, NOTIFICATION_PAGE_SIZE
 * a page, keyset cursor), the unread count, read on open, 모두 읽음 and delete. Each item's target is
 * read again with the member's rights at that moment: one that has become unreadable (deleted, made
 * secret, hidden, access lost) shows '볼 수 없는 글입니다' without its title and without a link.
 * Texts are plain text filled from the catalogue (the web shows them as text, never as HTML).
 */
import {
  type MessageKey,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_RETENTION_DAYS,
  type NotificationItem,
  type NotificationList,
  type NotificationListQuery,
  type NotificationType,
  t,
} from "@portal/contract";
import type { AppContext } from "../context.ts";
import type { Notification, User } from "../db/schema.ts";
import { memberChannel } from "../events/stream.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { readablePosts } from "../posts/index.ts";
import {
  dealRow,
  deleteNotification,
  markAllRead,
  markRead,
  notificationPage,
  purgeNotifications,
  unreadCount,
  unreadPage,
} from "./queries.ts";

const DAY_MS = 86_400_000;

/** Where a target leads, or null when `user` may not read it now. */
type Resolver = (row: Notification) => Promise<string | null>;

/**
 * Resolves each distinct target once per list (a page may name the same post many times): the list's
 * read-time visibility check, also used by the e-mails. The posts that `rows` name are read together at
 * the first post resolved (`readablePosts`: one or two statements for a page that links twenty posts, where one
 * read per post took forty); a post outside `rows` is read alone the same way (a refusal is no link; a
 * database error is not swallowed).
 */
export function targetResolver(ctx: AppContext, user: User, rows: Notification[] = []): Resolver {
  const seen = new Map<string, Promise<string | null>>();
  const listed = new Set(rows.filter((row) => row.targetKind === "post").map((row) => Number(row.targetId)));
  let together: ReturnType<typeof readablePosts> | undefined;
  const listedPosts = () => {
    together ??= readablePosts(ctx, [...listed], user);
    return together;
  };
  const postLink = async (postId: number): Promise<string | null> => {
    const found = (listed.has(postId) ? await listedPosts() : await readablePosts(ctx, [postId], user)).get(postId);
    return found ? `/app/board/${found.post.boardId}/${found.post.postId}` : null;
  };
  const resolve = async (row: Notification): Promise<string | null> => {
    if (row.targetKind === "reservation") return "/app/FUL/MyPage";
    // An administrator's queue or roster: for administrators only (a member since demoted sees none).
    if (row.targetKind === "admin") return user.role === "A" ? (JSON.parse(row.params) as { link: string }).link : null;
    // Issue 41: the queue for administrators; a 임시조치's outcome to its author and requester, who know the item.
    if (row.targetKind === "moderation") {
      if (row.type === "report") return user.role === "A" ? "/app/admin/reports" : null;
      return (JSON.parse(row.params) as { link?: string }).link || "/app/FUL/MyPage";
    }
    if (row.targetKind === "deal") {
      const deal = await dealRow(ctx.db, Number(row.targetId));
      const hidden = deal && (deal.hiddenAt !== null || (deal.moderation !== null && deal.authorId !== user.userId));
      if (!deal || (hidden && user.role !== "A")) return null;
      return `/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`;
    }
    return postLink(Number(row.targetId));
  };
  return (row) => {
    const key = `${row.targetKind}:${row.targetId}`;
    let found = seen.get(key);
    if (!found) {
      found = resolve(row);
      seen.set(key, found);
    }
    return found;
  };
}

const capitalised = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The catalogue text of a notification whose target is readable: every value filled. */
export function notificationText(row: Pick<Notification, "type" | "actorName" | "title" | "params">): string {
  const params = JSON.parse(row.params) as Record<string, string>;
  const key = `notificationText${capitalised(row.type)}` as MessageKey;
  return t(key, { actor: row.actorName ?? t("notificationAnonymousActor"), title: row.title, ...params });
}

/** The anchor of a comment in the target's page. */
function anchorOf(row: Notification): string {
  if (!row.anchor) return "";
  return row.targetKind === "deal" ? `#deal-comment-${row.anchor}` : `#comment-${row.anchor}`;
}

/** The link of `row` (anchor included) when its target is readable now, else null. */
export async function readableLink(row: Notification, resolve: Resolver): Promise<string | null> {
  const base = await resolve(row);
  return base === null ? null : `${base}${anchorOf(row)}`;
}

async function toItem(row: Notification, resolve: Resolver): Promise<NotificationItem> {
  const link = await readableLink(row, resolve);
  const readable = link !== null;
  return {
    id: row.id,
    type: row.type as NotificationType,
    text: readable ? notificationText(row) : t("notificationUnreadable"),
    link,
    readable,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/**
 * GET /api/notifications: a page of the member's notifications (newest first; with `unreadFirst` and no
 * cursor, the unread ones first, then the rest of the first page).
 */
export async function listNotifications(
  ctx: AppContext,
  user: Member,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const limit = NOTIFICATION_PAGE_SIZE;
  let rows = await notificationPage(ctx.db, user.userId, { cursor: query.cursor, type: query.type, limit: limit + 1 });
  const nextCursor = rows.length > limit ? (rows[limit - 1]?.id ?? null) : null;
  rows = rows.slice(0, limit);
  if (query.unreadFirst && !query.cursor && !query.type) {
    const unread = await unreadPage(ctx.db, user.userId, limit);
    const ids = new Set(unread.map((row) => row.id));
    rows = [...unread, ...rows.filter((row) => !ids.has(row.id))].slice(0, limit);
  }
  const resolve = targetResolver(ctx, user, rows);
  return { items: await Promise.all(rows.map((row) => toItem(row, resolve))), nextCursor };
}

/** GET /api/notifications/unread-count */
export async function notificationUnread(ctx: AppContext, user: Member): Promise<{ unread: number }> {
  return { unread: await unreadCount(ctx.db, user.userId) };
}

const announce = (ctx: AppContext, user: Member) =>
  ctx.events.publish(memberChannel(user.userId), { type: "notifications" });

/**
 * POST /api/notifications/{id}/read: marks it read (opening it); 404 for another member's.
 * @throws NOTIFICATION_NOT_FOUND
 */
export async function readNotification(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (!(await markRead(ctx.db, user.userId, id, new Date().toISOString())))
    throw new AppError("NOTIFICATION_NOT_FOUND");
  await announce(ctx, user);
}

/** POST /api/notifications/read-all (모두 읽음): resolves with how many were marked. */
export async function readAllNotifications(ctx: AppContext, user: Member): Promise<{ marked: number }> {
  const marked = await markAllRead(ctx.db, user.userId, new Date().toISOString());
  await announce(ctx, user);
  return { marked };
}

/**
 * DELETE /api/notifications/{id}: the member's own only (404 otherwise).
 * @throws NOTIFICATION_NOT_FOUND
 */
export async function removeNotification(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (!(await deleteNotification(ctx.db, user.userId, id))) throw new AppError("NOTIFICATION_NOT_FOUND");
  await announce(ctx, user);
}

/** The daily purge: notifications older than NOTIFICATION_RETENTION_DAYS. Resolves with the count. */
export function purgeOldNotifications(ctx: AppContext, now = new Date()): Promise<number> {
  return purgeNotifications(ctx.db, new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS).toISOString());
}
