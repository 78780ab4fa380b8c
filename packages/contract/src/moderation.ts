/**
 * Moderation (issue 41; docs/moderation.md): members' reports (신고) of posts, comments, deals and deal
 * comments, the reasons' catalogue, the rights-infringement requests of 정보통신망법 제44조의2 (which ask
 * the requester's contact and the right infringed), and the schemas of the administrators' queue.
 */
import { z } from "zod";
import { keyWith } from "./messages.ts";

/**
 * What can be reported. A note (쪽지) by its recipients only; it is never hidden by reports (each recipient
 * has their own copy), and its spam report also puts the sender on the reporter's spam list.
 */
export const REPORT_TARGET_KINDS = ["post", "comment", "deal", "dealComment", "note"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The reasons' catalogue, in the order of the form (labels: `reportReason_<reason>`). */
export const REPORT_REASONS = ["spam", "abuse", "privacy", "defamation", "obscene", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reasons that are rights-infringement requests (정보통신망법 제44조의2 ①): contact and right required. */
export const RIGHTS_REASONS: readonly ReportReason[] = ["privacy", "defamation"];
export const isRightsReason = (reason: ReportReason) => RIGHTS_REASONS.includes(reason);

/** Characters of a report's optional text, of the right infringed and of the contact. */
export const REPORT_DETAIL_MAX = 500;
export const REPORT_CONTACT_MAX = 100;
/** Reports one member may file per 24 hours. */
export const REPORT_DAILY_LIMIT = 20;
/** Distinct reporters that hide an item when its board sets none (deals and deal comments always). */
export const DEFAULT_REPORT_THRESHOLD = 5;
/** Days a decided item's reports are kept after its last report (then purged by the jobs worker). */
export const REPORT_RETENTION_DAYS = 365;
/** The longest 임시조치 (정보통신망법 제44조의2 ④: at most 30 days). */
export const TEMPORARY_MEASURE_MAX_DAYS = 30;

/** POST /api/reports. */
export const reportWriteSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGET_KINDS),
    targetId: z.coerce.number().int().positive(),
    reason: z.enum(REPORT_REASONS, { error: "reportReasonRequired" }),
    detail: z
      .string()
      .trim()
      .max(REPORT_DETAIL_MAX, { error: keyWith("reportTooLong", { max: REPORT_DETAIL_MAX }) })
      .default(""),
    contact: z
      .string()
      .trim()
      .max(REPORT_CONTACT_MAX, { error: keyWith("reportTooLong", { max: REPORT_CONTACT_MAX }) })
      .optional(),
    rightInfringed: z
      .string()
      .trim()
      .max(REPORT_DETAIL_MAX, { error: keyWith("reportTooLong", { max: REPORT_DETAIL_MAX }) })
      .optional(),
  })
  .superRefine((value, context) => {
    if (!isRightsReason(value.reason)) return;
    if (!value.contact) context.addIssue({ code: "custom", path: ["contact"], message: "reportContactRequired" });
    if (!value.rightInfringed)
      context.addIssue({ code: "custom", path: ["rightInfringed"], message: "reportRightRequired" });
  });
export type ReportWrite = z.input<typeof reportWriteSchema>;

/** The answer to a report: whether the item is now hidden pending review. */
export const reportResultSchema = z.object({ reportId: z.number().int(), hidden: z.boolean() });

/** What hides an item: reports (review), an administrator (hidden) or 임시조치 (temporary). */
export const MODERATION_STATES = ["review", "hidden", "temporary"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** What an item's author (and an administrator) is shown about a hidden item: the banner's facts. */
export const moderationNoticeSchema = z.object({
  state: z.enum(MODERATION_STATES),
  /** End of a 임시조치 (ISO UTC), else null. */
  until: z.string().nullable(),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;

/** The review states of a reported item in the queue. */
export const MODERATION_ITEM_STATES = ["open", "hidden", "temporary", "dismissed", "restored", "deleted"] as const;
export type ModerationItemState = (typeof MODERATION_ITEM_STATES)[number];

/** GET /api/admin/reports filters. */
export const moderationQueueQuerySchema = z.object({
  state: z.enum(MODERATION_ITEM_STATES).optional(),
  kind: z.enum(REPORT_TARGET_KINDS).optional(),
  boardId: z.string().max(20).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

/** One reported item of the queue, with its content as it is now. */
export const moderationItemSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.number().int(),
  boardId: z.string().nullable(),
  state: z.enum(MODERATION_ITEM_STATES),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  firstReportAt: z.string(),
  lastReportAt: z.string(),
  temporaryUntil: z.string().nullable(),
  objection: z.string().nullable(),
  authorId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({
  items: z.array(moderationItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/** The administrator's decisions on an item. */
export const MODERATION_ACTIONS = ["dismiss", "hide", "restore", "delete", "temporary"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** The only decision on a reported note (besides warning or suspending its sender): nothing of it is public. */
export const NOTE_ACTIONS: readonly ModerationAction[] = ["dismiss"];

export const moderationTargetParamsSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.coerce.number().int().positive(),
});

/** POST /api/admin/reports/{kind}/{targetId}/decision: `days` for 임시조치 (1 to 30). */
export const moderationDecisionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  days: z.coerce
    .number()
    .int()
    .min(1, { error: keyWith("moderationDaysRange", { max: TEMPORARY_MEASURE_MAX_DAYS }) })
    .max(TEMPORARY_MEASURE_MAX_DAYS, { error: keyWith("moderationDaysRange", { max: TEMPORARY_MEASURE_MAX_DAYS }) })
    .optional(),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** POST /api/reports/{kind}/{targetId}/objection: the author's one 재게시 요청 against a 임시조치 (제44조의2). */
export const objectionSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: "moderationObjectionRequired" })
    .max(REPORT_DETAIL_MAX, { error: keyWith("reportTooLong", { max: REPORT_DETAIL_MAX }) }),
});

/** POST /api/admin/reports/{kind}/{targetId}/warning: the administrator's warning to the item's author. */
export const moderationWarningSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: "moderationWarningRequired" })
    .max(REPORT_DETAIL_MAX, { error: keyWith("reportTooLong", { max: REPORT_DETAIL_MAX }) }),
});
export type ModerationWarning = z.infer<typeof moderationWarningSchema>;

/** POST /api/admin/members/{userId}/suspension: days (1 to 365) and a reason. */
export const suspensionSchema = z.object({
  days: z.coerce.number().int().min(1).max(365),
  reason: z
    .string()
    .trim()
    .min(1, { error: "moderationSuspendReasonRequired" })
    .max(REPORT_DETAIL_MAX, { error: keyWith("reportTooLong", { max: REPORT_DETAIL_MAX }) }),
});
export type Suspension = z.infer<typeof suspensionSchema>;
