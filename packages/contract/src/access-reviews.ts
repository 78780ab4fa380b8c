/**
 * Download reasons and the monthly access review (issue 43 §3; 개인정보의 안전성 확보조치 기준 §8②):
 * every download of members' personal data carries a reason that is kept in the access record, and an
 * administrator checks each month's access records and signs the month off (docs/admin.md).
 */
import { z } from "zod";
import { PRIVACY_ACCESS_ACTIONS } from "./admin.ts";

/** A download reason is at most this many characters (after trimming). */
export const EXPORT_REASON_MAX = 200;
/** A sign-off note is at most this many characters. */
export const ACCESS_REVIEW_NOTE_MAX = 1000;
/** A record is marked when its administrator's records of that Asia/Seoul day held more members than this. */
export const ACCESS_REVIEW_DAY_MEMBERS = 1000;
/** Records made before this Asia/Seoul hour or from `ACCESS_REVIEW_LATE_HOUR` on are marked (07–22 is the working day). */
export const ACCESS_REVIEW_EARLY_HOUR = 7;
export const ACCESS_REVIEW_LATE_HOUR = 22;
/** The review lists at most this many marked records (`markedTotal` counts them all). */
export const ACCESS_REVIEW_MARKED_SHOWN = 500;

/** The reason of a download: required, trimmed, 1–200 characters (400 in Korean otherwise). */
export const exportReasonField = z
  .string({ error: "exportReasonRequired" })
  .trim()
  .min(1, { error: "exportReasonRequired" })
  .max(EXPORT_REASON_MAX, { error: "exportReasonTooLong" });

/** The body of a personal-data download (the reservation CSVs): `{ reason }`. */
export const exportReasonSchema = z.object({ reason: exportReasonField }, { error: "exportReasonRequired" });
export type ExportReason = z.infer<typeof exportReasonSchema>;

/** A month in Asia/Seoul time, `YYYY-MM`. */
export const reviewMonthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "accessReviewMonthInvalid" });
export const accessReviewParamsSchema = z.object({ month: reviewMonthField });

/** Why a record is marked: a day over ACCESS_REVIEW_DAY_MEMBERS members, or outside 07–22 Seoul time. */
export const ACCESS_REVIEW_MARKS = ["volume", "offHours"] as const;
export type AccessReviewMark = (typeof ACCESS_REVIEW_MARKS)[number];

/** One administrator's records of one action in the month. */
export const accessReviewGroupSchema = z.object({
  adminId: z.string(),
  action: z.enum(PRIVACY_ACCESS_ACTIONS),
  records: z.number().int(),
  /** Members' data held by those records, summed (a member read twice counts twice). */
  members: z.number().int(),
  marked: z.number().int(),
});

/** One administrator's Asia/Seoul day over the volume threshold. */
export const accessReviewDaySchema = z.object({
  adminId: z.string(),
  day: z.string(),
  records: z.number().int(),
  members: z.number().int(),
});

/** A marked record. */
export const accessReviewRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  adminId: z.string(),
  action: z.enum(PRIVACY_ACCESS_ACTIONS),
  memberCount: z.number().int(),
  reason: z.string().nullable(),
  marks: z.array(z.enum(ACCESS_REVIEW_MARKS)),
});

/** A month's sign-off: who, when, with what note. */
export const accessReviewSignOffSchema = z.object({
  month: z.string(),
  reviewerId: z.string(),
  note: z.string(),
  signedAt: z.string(),
});
export type AccessReviewSignOff = z.infer<typeof accessReviewSignOffSchema>;

/** GET /api/admin/access-reviews/{month}: the month's records grouped, the marks, and the sign-off. */
export const accessReviewSchema = z.object({
  month: z.string(),
  records: z.number().int(),
  groups: z.array(accessReviewGroupSchema),
  busyDays: z.array(accessReviewDaySchema),
  marked: z.array(accessReviewRecordSchema),
  markedTotal: z.number().int(),
  signOff: accessReviewSignOffSchema.nullable(),
});
export type AccessReview = z.infer<typeof accessReviewSchema>;

/** GET /api/admin/access-reviews: last month (Seoul) and whether it is signed off, and recent sign-offs. */
export const accessReviewStatusSchema = z.object({
  lastMonth: z.string(),
  lastMonthSigned: z.boolean(),
  signOffs: z.array(accessReviewSignOffSchema),
});
export type AccessReviewStatus = z.infer<typeof accessReviewStatusSchema>;

/** POST /api/admin/access-reviews/{month}/sign-off */
export const accessReviewSignSchema = z.object({
  note: z
    .string({ error: "accessReviewNoteRequired" })
    .trim()
    .min(1, { error: "accessReviewNoteRequired" })
    .max(ACCESS_REVIEW_NOTE_MAX, { error: "accessReviewNoteTooLong" }),
});
export type AccessReviewSign = z.infer<typeof accessReviewSignSchema>;
