/**
 * Moderation endpoints for the browser (issue 41; docs/moderation.md): a member's report, and the
 * administrators' queue, its count, decisions, warnings and suspension.
 */
import type {
  ModerationDecision,
  ModerationQueue,
  ModerationQueueQuery,
  ModerationWarning,
  ReportTargetKind,
  ReportWrite,
  Suspension,
} from "@portal/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";

/** Query keys; `all` also covers the admin navigation's count (["moderation", "count"], AdminNav.tsx). */
export const moderationKeys = {
  all: ["moderation"] as const,
  queue: (filter: Partial<ModerationQueueQuery>) => ["moderation", "queue", filter] as const,
};

/** POST /api/reports. */
export const fileReport = (body: ReportWrite) =>
  api<{ reportId: number; hidden: boolean }>("POST", "/api/reports", body);

/** The administrators' queue for `filter`. */
export const moderationQueueQuery = (filter: Partial<ModerationQueueQuery>) =>
  queryOptions({
    queryKey: moderationKeys.queue(filter),
    queryFn: () => api<ModerationQueue>("GET", `/api/admin/reports${query(filter)}`),
    placeholderData: keepPreviousData,
  });

export const decideReport = (kind: ReportTargetKind, targetId: number, decision: ModerationDecision) =>
  api<{ state: string; temporaryUntil: string | null }>(
    "POST",
    `/api/admin/reports/${kind}/${targetId}/decision`,
    decision,
  );

/** Warns the reported item's author (a notification with `text`). */
export const warnAuthor = (kind: ReportTargetKind, targetId: number, body: ModerationWarning) =>
  api<{ warned: true }>("POST", `/api/admin/reports/${kind}/${targetId}/warning`, body);

export const suspendMember = (userId: string, body: Suspension) =>
  api<{ suspendedUntil: string }>("POST", `/api/admin/members/${encodeURIComponent(userId)}/suspension`, body);
