/**
 * The monthly review of administrators' access to personal data (issue 43 §3; 개인정보의 안전성
 * 확보조치 기준 §8②: the operator checks the access records at least once a month). For an Asia/Seoul
 * month it groups the records by administrator and action, and marks
 * - every record of an administrator's Seoul day whose records held more than ACCESS_REVIEW_DAY_MEMBERS
 *   members' data (summed over the day's records: `volume`), and
 * - every record made before ACCESS_REVIEW_EARLY_HOUR or from ACCESS_REVIEW_LATE_HOUR on, Seoul time
 *   (`offHours`).
 * An administrator signs a month off with a note, once (the month is the key; a second sign-off is
 * 409 ACCESS_REVIEW_SIGNED), audited. Sign-offs are never purged; the records are kept two years.
 */
import {
  ACCESS_REVIEW_DAY_MEMBERS,
  ACCESS_REVIEW_EARLY_HOUR,
  ACCESS_REVIEW_LATE_HOUR,
  ACCESS_REVIEW_MARKED_SHOWN,
  type AccessReview,
  type AccessReviewMark,
  type AccessReviewSignOff,
  type AccessReviewStatus,
  addMonths,
  type PrivacyAccessAction,
  seoulDayStart,
  seoulMonth,
  seoulWallClock,
} from "@portal/contract";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { AppError } from "../http/errors.ts";
import {
  findSignOff,
  groupAccess,
  hourlyAccess,
  insertSignOff,
  listMarked,
  type MarkRule,
  recentSignOffs,
  type Span,
} from "./review-queries.ts";

/** Sign-offs listed with the status (two years of months). */
const SIGN_OFFS_SHOWN = 24;

/** The Asia/Seoul `YYYY-MM-DDTHH` of an ISO UTC instant or `YYYY-MM-DDTHH` UTC hour. */
const seoulHour = (utc: string) => seoulWallClock(`${utc.slice(0, 13)}:00:00Z`);

/** The instants of an Asia/Seoul month, as ISO UTC. */
function monthSpan(month: string): Span {
  const start = (m: string) => seoulDayStart(`${m}-01`);
  return { from: start(month), to: start(addMonths(month, 1)) };
}

/** The working day's complement as UTC hours: Seoul [LATE, 24) ∪ [0, EARLY) is UTC [LATE−9, EARLY−9+24). */
const OFF_HOURS_UTC = {
  first: String(ACCESS_REVIEW_LATE_HOUR - 9).padStart(2, "0"),
  last: String(ACCESS_REVIEW_EARLY_HOUR - 9 + 23).padStart(2, "0"),
};

/** The administrators' Seoul days of `span` whose records held more than ACCESS_REVIEW_DAY_MEMBERS members. */
async function busyDays(ctx: AppContext, span: Span) {
  const days = new Map<string, { adminId: string; day: string; records: number; members: number }>();
  for (const row of await hourlyAccess(ctx.db, span)) {
    const day = seoulHour(row.hour).slice(0, 10);
    const key = `${row.adminId}\u0000${day}`;
    const sum = days.get(key) ?? { adminId: row.adminId, day, records: 0, members: 0 };
    sum.records += row.records;
    sum.members += row.members;
    days.set(key, sum);
  }
  return [...days.values()]
    .filter((d) => d.members > ACCESS_REVIEW_DAY_MEMBERS)
    .sort((a, b) => a.day.localeCompare(b.day) || a.adminId.localeCompare(b.adminId));
}

/** A record's marks under the month's busy days. */
function marksOf(record: { at: string; adminId: string }, busy: Set<string>): AccessReviewMark[] {
  const hour = Number(seoulHour(record.at).slice(11, 13));
  const marks: AccessReviewMark[] = [];
  if (busy.has(`${record.adminId}\u0000${seoulHour(record.at).slice(0, 10)}`)) marks.push("volume");
  if (hour < ACCESS_REVIEW_EARLY_HOUR || hour >= ACCESS_REVIEW_LATE_HOUR) marks.push("offHours");
  return marks;
}

const present = (row: AccessReviewSignOff): AccessReviewSignOff => ({
  month: row.month,
  reviewerId: row.reviewerId,
  note: row.note,
  signedAt: row.signedAt,
});

/** GET /api/admin/access-reviews/{month}: the month's records grouped and marked, and its sign-off. */
export async function accessReview(ctx: AppContext, month: string): Promise<AccessReview> {
  const span = monthSpan(month);
  const busy = await busyDays(ctx, span);
  const rule: MarkRule = {
    offHoursUtc: OFF_HOURS_UTC,
    busy: busy.map(({ adminId, day }) => {
      return { adminId, span: { from: seoulDayStart(day), to: seoulDayStart(day, 1) } };
    }),
  };
  const groups = await groupAccess(ctx.db, span, rule);
  const busyKeys = new Set(busy.map((d) => `${d.adminId}\u0000${d.day}`));
  const marked = await listMarked(ctx.db, span, rule, ACCESS_REVIEW_MARKED_SHOWN);
  const signOff = await findSignOff(ctx.db, month);
  return {
    month,
    records: groups.reduce((sum, g) => sum + g.records, 0),
    groups: groups.map((g) => ({ ...g, action: g.action as PrivacyAccessAction })),
    busyDays: busy,
    marked: marked.map((r) => ({ ...r, action: r.action as PrivacyAccessAction, marks: marksOf(r, busyKeys) })),
    markedTotal: groups.reduce((sum, g) => sum + g.marked, 0),
    signOff: signOff ? present(signOff) : null,
  };
}

/** GET /api/admin/access-reviews: whether last month (Seoul) is signed off, and the recent sign-offs. */
export async function accessReviewStatus(ctx: AppContext, now = new Date()): Promise<AccessReviewStatus> {
  const lastMonth = addMonths(seoulMonth(now), -1);
  const signOffs = await recentSignOffs(ctx.db, SIGN_OFFS_SHOWN);
  return {
    lastMonth,
    lastMonthSigned: (await findSignOff(ctx.db, lastMonth)) !== undefined,
    signOffs: signOffs.map(present),
  };
}

/**
 * POST /api/admin/access-reviews/{month}/sign-off: `admin` signs `month` off with `note`, audited.
 * @throws ACCESS_REVIEW_FUTURE_MONTH for a month not yet begun; ACCESS_REVIEW_SIGNED when already signed
 */
export async function signOffMonth(
  ctx: AppContext,
  admin: AdminActor,
  month: string,
  note: string,
): Promise<AccessReviewSignOff> {
  if (month > seoulMonth()) throw new AppError("ACCESS_REVIEW_FUTURE_MONTH");
  const row = await auditedChange(ctx, admin, {
    missing: "ACCESS_REVIEW_SIGNED",
    write: (trx) =>
      insertSignOff(trx, { month, reviewerId: admin.user.userId, note, signedAt: new Date().toISOString() }),
    audit: () => ({ action: "accessReview.signOff", targetType: "accessReview", targetId: month, detail: { note } }),
  });
  return present(row);
}
