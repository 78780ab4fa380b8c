/**
 * Per-member limits on what a member can repeat (issue 23 §3): each action reserves one attempt of
 * its rule for the member with `reserveAttempt`'s single conditional statement (http/rate-limit.ts)
 * BEFORE the work, so 150 requests at once get exactly the limit through. The counts come from the
 * configuration (POST_LIMIT … PAGE_EDIT_LIMIT, NOTE_SEND_LIMIT), the windows from here;
 * docs/ARCHITECTURE.md "Rules under parallel requests" has the table. The cap on open visit reservations is not a
 * window and lives with the reservation (reservations/service.ts).
 */
import { type MessageKey, t } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { AppError } from "./errors.ts";
import { reserveAttempt } from "./rate-limit.ts";

/** Each action: its counter's name in `rateCounters`, its window in minutes and the Korean refusal (takes {minutes}). */
const ACTIONS = {
  posts: ["posts", 10, "limitPosts"],
  comments: ["comments", 10, "limitComments"],
  deals: ["deals", 60, "limitDeals"],
  reservations: ["reservations", 60, "limitReservations"],
  uploads: ["uploads", 60, "limitUploads"],
  pageEdits: ["page-edits", 10, "limitPageEdits"],
  notes: ["note-send", 10, "notesSendLimited"],
} as const satisfies Record<string, readonly [string, number, MessageKey]>;

export type MemberAction = keyof typeof ACTIONS;

/**
 * Counts one `action` of member `userId` (one statement, before the guarded work); refused
 * attempts do not count.
 * @throws AppError 429 RATE_LIMITED (NOTE_SEND_LIMITED for notes) with the action's Korean message
 *   naming the minutes to wait, and Retry-After in seconds
 */
export async function takeMemberLimit(ctx: AppContext, action: MemberAction, userId: string): Promise<void> {
  const [name, minutes, message] = ACTIONS[action];
  const limit = action === "notes" ? ctx.config.noteSendLimit : ctx.config.memberLimits[action];
  const rule = { name, limit, windowMs: minutes * 60_000 };
  const attempt = await reserveAttempt(ctx.db, rule, userId);
  if (attempt.ok) return;
  const seconds = Math.ceil(attempt.retryAfterMs / 1000);
  throw new AppError(action === "notes" ? "NOTE_SEND_LIMITED" : "RATE_LIMITED", {
    detail: t(message, { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    headers: { "retry-after": String(seconds) },
  });
}
