/**
 * The administrators' moderation (issue 41 §3–4; docs/moderation.md): the queue of reported items (one
 * row per item with its count, reasons, first and last report and its content as it is now), and the
 * decisions, each one audited change (`auditedChange`): dismiss and restore (shown again, the count starts
 * over), hide, delete, and 임시조치 for 1–30 days ending at Asia/Seoul midnight (정보통신망법 제44조의2 ④);
 * the end of a 임시조치's period restores it (`endTemporaryMeasures`, a jobs-worker task). Suspending a
 * member ends their sessions; login then refuses them in Korean until the end (auth/service.ts). A warning
 * tells the author by notification.
 */
import {
  type MessageKey,
  type ModerationAction,
  type ModerationDecision,
  type ModerationItem,
  type ModerationQueue,
  type ModerationQueueQuery,
  type ModerationWarning,
  NOTE_ACTIONS,
  REPORT_RETENTION_DAYS,
  type ReportReason,
  type Suspension,
  seoulDay,
  seoulDayStart,
  seoulMinute,
  t,
} from "@portal/contract";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { ModerationState } from "../db/schema.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { deleteOtherSessions } from "../http/sessions.ts";
import { eventKey, queueNotification, wakeJobs } from "../jobs/notify.ts";
import {
  contentOf,
  decideItem,
  endedTemporaryItems,
  findItem,
  type ItemContent,
  type ItemState,
  itemKey,
  type ModerationItemRow,
  memberSuspension,
  openItemCount,
  purgeDecidedReports,
  queuePage,
  reasonCounts,
  rightsRequester,
  suspendMember,
  takeDown,
} from "./admin-queries.ts";
import { setItemModeration, type TargetKind } from "./queries.ts";

/** What each decision makes of the item: its review state, what hides it, whether the count starts over. */
const PLANS: Record<ModerationAction, { state: ItemState; moderation: ModerationState | null; reset: boolean }> = {
  dismiss: { state: "dismissed", moderation: null, reset: true },
  restore: { state: "restored", moderation: null, reset: true },
  hide: { state: "hidden", moderation: "hidden", reset: false },
  temporary: { state: "temporary", moderation: "temporary", reset: false },
  delete: { state: "deleted", moderation: "hidden", reset: false },
};

/** The outcome text told to a 임시조치's author and requester, per decision (none: not told). */
const OUTCOMES: Partial<Record<ModerationAction, MessageKey>> = {
  temporary: "moderationOutcomeTemporary",
  restore: "moderationOutcomeRestored",
  delete: "moderationOutcomeDeleted",
};

/** The content of one item as it is now (its title and page; empty and null when gone). */
async function oneContent(db: Db, item: ModerationItemRow): Promise<ItemContent> {
  return (await contentOf(db, [item])).get(itemKey(item)) ?? { title: "", body: "", link: null };
}

/**
 * Queues the notification of a 임시조치's outcome to the item's author and the requester (제44조의2 ②:
 * both are told), inside the decision's transaction.
 */
async function tellOutcome(
  trx: Db,
  item: ModerationItemRow,
  requesterId: string | null,
  outcome: MessageKey,
  until: string | null,
): Promise<void> {
  const content = await oneContent(trx, item);
  await queueNotification(trx, {
    kind: "moderation",
    key: eventKey("moderation"),
    title: content.title,
    outcome: t(outcome, { until: until ? seoulMinute(until) : "" }),
    link: outcome === "moderationOutcomeDeleted" ? null : content.link,
    recipientIds: [item.authorId, ...(requesterId ? [requesterId] : [])],
  });
}

/** GET /api/admin/reports: one page of reported items (pending ones unless a state is asked). */
export async function moderationQueue(ctx: AppContext, query: ModerationQueueQuery): Promise<ModerationQueue> {
  const filter = { state: query.state, kind: query.kind, boardId: query.boardId, reason: query.reason };
  const { items, total } = await queuePage(ctx.db, filter, query.page, query.pageSize);
  const counts = await reasonCounts(ctx.db, items);
  const contents = await contentOf(ctx.db, items);
  const presented = items.map((row): ModerationItem => {
    const content = contents.get(itemKey(row));
    return {
      targetKind: row.targetKind,
      targetId: row.targetId,
      boardId: row.boardId,
      state: row.state,
      reportCount: row.reportCount,
      reasons: counts
        .filter((c) => c.targetKind === row.targetKind && c.targetId === row.targetId)
        .map((c) => ({ reason: c.reason as ReportReason, count: Number(c.n) })),
      firstReportAt: row.firstReportAt,
      lastReportAt: row.lastReportAt,
      temporaryUntil: row.temporaryUntil,
      objection: row.objection,
      authorId: row.authorId,
      title: content?.title ?? "",
      body: (content?.body ?? "").slice(0, 1000),
      link: content?.link ?? null,
    };
  });
  return { items: presented, total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/admin/reports/count: items waiting for a decision (the admin menu's badge). */
export async function moderationCount(ctx: AppContext): Promise<{ open: number }> {
  return { open: await openItemCount(ctx.db) };
}

/**
 * POST /api/admin/reports/{kind}/{targetId}/decision: applies `decision` to the item and its content in
 * one audited change. 임시조치 needs `days` (1–30) and ends at Seoul midnight after them.
 * @throws MODERATION_ITEM_NOT_FOUND (404), ALREADY_DECIDED (409: deleted, or decided by someone else meanwhile),
 *   INVALID_INPUT (days missing; a note's decision other than dismiss)
 */
export async function decideReport(
  ctx: AppContext,
  admin: AdminActor,
  kind: TargetKind,
  targetId: number,
  decision: ModerationDecision,
): Promise<{ state: ItemState; temporaryUntil: string | null }> {
  const plan = PLANS[decision.action];
  if (decision.action === "temporary" && decision.days === undefined)
    throw invalidInput("days", "moderationDaysRequired");
  if (kind === "note" && !NOTE_ACTIONS.includes(decision.action)) throw invalidInput("action", "moderationNoteAction");
  const now = new Date();
  const until = decision.action === "temporary" ? seoulDayStart(seoulDay(now), decision.days ?? 0) : null;
  const result = await auditedChange(ctx, admin, {
    read: (trx) => findItem(trx, kind, targetId),
    missing: "MODERATION_ITEM_NOT_FOUND",
    write: async (trx, before) => {
      if (before.state === "deleted") return undefined;
      const requesterId = decision.action === "temporary" ? await rightsRequester(trx, kind, targetId) : undefined;
      const decided = await decideItem(trx, before, {
        state: plan.state,
        temporaryUntil: until,
        decidedAt: now.toISOString(),
        decidedBy: admin.user.userId,
        ...(plan.reset ? { reportCount: 0 } : {}),
        ...(requesterId ? { requesterId } : {}),
      });
      if (!decided) return undefined;
      await setItemModeration(trx, kind, targetId, plan.moderation);
      if (decision.action === "delete") await takeDown(trx, kind, targetId, admin.user.userId, now.toISOString());
      const outcome = OUTCOMES[decision.action];
      const told = decision.action === "temporary" || before.state === "temporary";
      if (outcome && told) await tellOutcome(trx, before, requesterId ?? before.requesterId, outcome, until);
      return { state: plan.state, temporaryUntil: until };
    },
    refused: async () => new AppError("ALREADY_DECIDED"),
    audit: (before) => ({
      action: `moderation.${decision.action}`,
      targetType: kind,
      targetId: String(targetId),
      detail: { from: before.state, reports: before.reportCount, ...(until ? { until } : {}) },
    }),
  });
  wakeJobs(ctx);
  return result;
}

/**
 * POST /api/admin/reports/{kind}/{targetId}/warning: warns the reported item's author with the
 * administrator's text (issue 41 §2), as a `moderation` notification to the author alone (no reporter is
 * named), in one audited change; the item's state does not change.
 * @throws MODERATION_ITEM_NOT_FOUND (404: an item nobody reported)
 */
export async function warnAuthor(
  ctx: AppContext,
  admin: AdminActor,
  kind: TargetKind,
  targetId: number,
  warning: ModerationWarning,
): Promise<{ warned: true }> {
  const result = await auditedChange(ctx, admin, {
    read: (trx) => findItem(trx, kind, targetId),
    missing: "MODERATION_ITEM_NOT_FOUND",
    write: async (trx, item) => {
      const content = await oneContent(trx, item);
      await queueNotification(trx, {
        kind: "moderation",
        key: eventKey("moderation"),
        title: content.title,
        outcome: t("moderationOutcomeWarned", { text: warning.text }),
        link: content.link,
        recipientIds: [item.authorId],
      });
      return { warned: true as const };
    },
    audit: () => ({
      action: "moderation.warn",
      targetType: kind,
      targetId: String(targetId),
      detail: { text: warning.text },
    }),
  });
  wakeJobs(ctx);
  return result;
}

/**
 * The jobs worker's task: every 임시조치 whose period ended by `now` is restored (shown again), each as
 * one audited change by the system. Returns how many were restored.
 */
export async function endTemporaryMeasures(ctx: AppContext, now = new Date()): Promise<number> {
  const ended = await endedTemporaryItems(ctx.db, now.toISOString());
  let restored = 0;
  for (const item of ended) {
    const done = await auditedChange(
      ctx,
      { actorId: null, ip: null, userAgent: null },
      {
        read: (trx) => findItem(trx, item.targetKind, item.targetId),
        missing: "MODERATION_ITEM_NOT_FOUND",
        write: async (trx, before) => {
          // Decided by an administrator since it was read: nothing to do.
          if (before.state !== "temporary") return undefined;
          const decided = await decideItem(trx, before, {
            state: "restored",
            reportCount: 0,
            decidedAt: now.toISOString(),
            decidedBy: "system",
          });
          if (!decided) return undefined;
          await setItemModeration(trx, item.targetKind, item.targetId, null, "temporary");
          await tellOutcome(trx, before, before.requesterId, "moderationOutcomeRestored", null);
          return true;
        },
        refused: async () => new AppError("ALREADY_DECIDED"),
        audit: () => ({
          action: "moderation.restore",
          targetType: item.targetKind,
          targetId: String(item.targetId),
          detail: { from: "temporary", reason: "periodEnded" },
        }),
      },
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "ALREADY_DECIDED") return false;
      throw error;
    });
    if (done) restored += 1;
  }
  if (restored > 0) wakeJobs(ctx);
  return restored;
}

/**
 * POST /api/admin/members/{userId}/suspension: suspends a member for `days` days (until Seoul midnight
 * after them) with `reason`, and ends their sessions, in one audited change.
 * @throws MEMBER_NOT_FOUND, OWN_ACCOUNT (not oneself nor another administrator)
 */
export async function suspend(
  ctx: AppContext,
  admin: AdminActor,
  userId: string,
  input: Suspension,
): Promise<{ suspendedUntil: string }> {
  const until = seoulDayStart(seoulDay(), input.days);
  return auditedChange(ctx, admin, {
    read: (trx) => memberSuspension(trx, userId),
    missing: "MEMBER_NOT_FOUND",
    write: async (trx, before) => {
      if (before.userId === admin.user.userId || before.role === "A") throw new AppError("OWN_ACCOUNT");
      if (!(await suspendMember(trx, userId, until, input.reason))) return undefined;
      await deleteOtherSessions(trx, userId, null);
      return { suspendedUntil: until };
    },
    audit: (before) => ({
      action: "member.suspend",
      targetType: "user",
      targetId: userId,
      detail: { until, reason: input.reason, before: before.suspendedUntil },
    }),
  });
}

/** The jobs worker's purge: decided items' reports older than REPORT_RETENTION_DAYS at `now`. */
export function purgeOldReports(db: AppContext["db"], now: Date): Promise<number> {
  return purgeDecidedReports(db, new Date(now.getTime() - REPORT_RETENTION_DAYS * 86_400_000).toISOString());
}
