/**
 * Per-member limits on what a member can repeat (issue 23 §3): each action reserves one attempt of
 * its rule for the member with {@link takeRateLimit}'s single conditional statement
 * (http/rate-limit.ts) BEFORE the work, so 150 requests at once get exactly the limit through.
 * The counts come from the configuration (POST_LIMIT … PAGE_EDIT_LIMIT, NOTE_SEND_LIMIT), the
 * windows from here; docs/operations.md has the table. The cap on open visit reservations is not a
 * window and lives with the reservation (reservations/service.ts).
 */
import { type MessageKey, t } from "@portal/contract";
import type { Config } from "../config.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "./errors.ts";
import { reserveAttempt } from "./rate-limit.ts";

const MINUTE = 60_000;

/**
 * Each action: its counter's name in `rateCounters`, window, where its count is configured, and the
 * Korean refusal (takes {minutes}).
 */
const ACTIONS = {
  posts: { name: "posts", windowMs: 10 * MINUTE, count: (c) => c.memberLimits.posts, message: "limitPosts" },
  comments: {
    name: "comments",
    windowMs: 10 * MINUTE,
    count: (c) => c.memberLimits.comments,
    message: "limitComments",
  },
  deals: { name: "deals", windowMs: 60 * MINUTE, count: (c) => c.memberLimits.deals, message: "limitDeals" },
  reservations: {
    name: "reservations",
    windowMs: 60 * MINUTE,
    count: (c) => c.memberLimits.reservations,
    message: "limitReservations",
  },
  uploads: { name: "uploads", windowMs: 60 * MINUTE, count: (c) => c.memberLimits.uploads, message: "limitUploads" },
  pageEdits: {
    name: "page-edits",
    windowMs: 10 * MINUTE,
    count: (c) => c.memberLimits.pageEdits,
    message: "limitPageEdits",
  },
  notes: { name: "note-send", windowMs: 10 * MINUTE, count: (c) => c.noteSendLimit, message: "notesSendLimited" },
} as const satisfies Record<
  string,
  { name: string; windowMs: number; count: (c: Config) => number; message: MessageKey }
>;

export type MemberAction = keyof typeof ACTIONS;

/**
 * Counts one `action` of member `userId` (one statement, before the guarded work); refused
 * attempts do not count.
 * @throws AppError 429 RATE_LIMITED (NOTE_SEND_LIMITED for notes) with the action's Korean message
 *   naming the minutes to wait, and Retry-After in seconds
 */
export async function takeMemberLimit(ctx: AppContext, action: MemberAction, userId: string): Promise<void> {
  const { name, windowMs, count, message } = ACTIONS[action];
  const rule = { name, limit: count(ctx.config), windowMs };
  const attempt = await reserveAttempt(ctx.db, rule, userId);
  if (attempt.ok) return;
  const seconds = Math.ceil(attempt.retryAfterMs / 1000);
  throw new AppError(action === "notes" ? "NOTE_SEND_LIMITED" : "RATE_LIMITED", {
    detail: t(message, { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    headers: { "retry-after": String(seconds) },
  });
}
