/**
 * Members' reports (신고, issue 41 §1–2; docs/moderation.md): a member reports a post, comment, deal or
 * deal comment they can read and did not write, or a note they received (its spam report also puts the
 * sender on their spam list, in the same transaction), with a reason from the catalogue (rights-infringement
 * reasons with the requester's contact and the right infringed, 정보통신망법 제44조의2 ①). One report per
 * member per item (unique key: a second answers 409), REPORT_DAILY_LIMIT a day. The member's reports
 * are written one after another (the member's row lock on PostgreSQL, BEGIN IMMEDIATE on SQLite), so
 * 150 parallel reports of one member count as one. When the distinct reporters reach the board's
 * threshold (deals and deal comments: DEFAULT_REPORT_THRESHOLD; 0 never) the item is hidden pending review
 * in the same transaction.
 */
import {
  DEFAULT_REPORT_THRESHOLD,
  isRightsReason,
  REPORT_DAILY_LIMIT,
  type reportWriteSchema,
  t,
} from "@portal/contract";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, lockMember, writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { eventKey, queueNotification, wakeJobs } from "../jobs/notify.ts";
import { announceNotes, markSpamSender } from "../notes/index.ts";
import { readablePost } from "../posts/index.ts";
import { storeObjection } from "./admin-queries.ts";
import {
  boardThreshold,
  commentTarget,
  countReporter,
  dealCommentTarget,
  dealTarget,
  hasReported,
  holdsNote,
  insertReport,
  noteTarget,
  postTarget,
  reportsSince,
  setItemModeration,
  type TargetKind,
  type TargetRow,
} from "./queries.ts";

const DAY_MS = 86_400_000;

/**
 * The target `kind`/`targetId` as `user` may read it.
 * @throws REPORT_TARGET_NOT_FOUND; the post's read refusals for posts and comments
 */
async function readableTarget(ctx: AppContext, kind: TargetKind, targetId: number, user: Member) {
  const found = await findTarget(ctx.db, kind, targetId);
  if (!found) throw new AppError("REPORT_TARGET_NOT_FOUND");
  if (kind === "post" || kind === "comment") await readablePost(ctx, found.parentId, user);
  else if (kind === "note") {
    // Only its recipients (and its sender, refused below as its author) know the note.
    if (found.authorId !== user.userId && !(await holdsNote(ctx.db, targetId, user.userId)))
      throw new AppError("REPORT_TARGET_NOT_FOUND");
  } else if ("hidden" in found && found.hidden && user.role !== "A") throw new AppError("REPORT_TARGET_NOT_FOUND");
  return found;
}

/** The target row of any kind, or undefined (a note's title: "{sender}님이 보낸 쪽지"). */
export async function findTarget(db: Db, kind: TargetKind, targetId: number) {
  if (kind === "note") {
    const note = await noteTarget(db, targetId);
    return note && { ...note, title: t("reportsNoteTitle", { sender: note.title }) };
  }
  const find = { post: postTarget, comment: commentTarget, deal: dealTarget, dealComment: dealCommentTarget }[kind];
  return find(db, targetId) as Promise<(TargetRow & { hidden?: boolean }) | undefined>;
}

/** The threshold that hides `target`: its board's, else the default; a note's: never (0). */
async function thresholdOf(db: Db, kind: TargetKind, target: TargetRow): Promise<number> {
  if (kind === "note") return 0;
  if (target.boardId === null) return DEFAULT_REPORT_THRESHOLD;
  return (await boardThreshold(db, target.boardId)) ?? DEFAULT_REPORT_THRESHOLD;
}

/**
 * POST /api/reports: files `user`'s report; returns its id and whether the item is hidden now.
 * @throws REPORT_TARGET_NOT_FOUND, REPORT_OWN (403), REPORT_DUPLICATE (409), REPORT_LIMITED (429)
 */
export async function fileReport(
  ctx: AppContext,
  input: z.output<typeof reportWriteSchema>,
  user: Member,
): Promise<{ reportId: number; hidden: boolean }> {
  const { targetKind: kind, targetId } = input;
  const target = await readableTarget(ctx, kind, targetId, user);
  if (target.authorId === user.userId) throw new AppError("REPORT_OWN");
  const threshold = await thresholdOf(ctx.db, kind, target);
  const now = new Date();
  try {
    const result = await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      await lockMember(trx, ctx.dialect, user.userId);
      if (await hasReported(trx, kind, targetId, user.userId)) throw new AppError("REPORT_DUPLICATE");
      if ((await reportsSince(trx, user.userId, new Date(now.getTime() - DAY_MS).toISOString())) >= REPORT_DAILY_LIMIT)
        throw new AppError("REPORT_LIMITED", { detail: t("reportLimited", { max: REPORT_DAILY_LIMIT }) });
      const rights = isRightsReason(input.reason);
      const reportId = await insertReport(trx, {
        targetKind: kind,
        targetId,
        reporterId: user.userId,
        reason: input.reason,
        detail: input.detail,
        contact: rights ? (input.contact ?? null) : null,
        rightInfringed: rights ? (input.rightInfringed ?? null) : null,
        createdAt: now.toISOString(),
      });
      // A note's spam report is also the member's own filter (docs/notes.md): the sender goes on their spam list.
      const spam = kind === "note" && input.reason === "spam";
      if (spam) await markSpamSender(trx, user.userId, target.authorId);
      const item = { targetKind: kind, targetId, boardId: target.boardId, authorId: target.authorId };
      const { reportCount } = await countReporter(trx, item, now.toISOString());
      // The first report since the last decision tells the administrators (issue 41 §3; not who reported).
      if (reportCount === 1)
        await queueNotification(trx, { kind: "report", key: eventKey("report"), title: target.title });
      const reached = threshold > 0 && reportCount >= threshold;
      const hidden = reached ? await setItemModeration(trx, kind, targetId, "review", null) : false;
      return { reportId, hidden: hidden || target.moderation !== null };
    });
    wakeJobs(ctx);
    if (kind === "note") await announceNotes(ctx, [user.userId]);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("REPORT_DUPLICATE");
    throw error;
  }
}

/**
 * POST /api/reports/{kind}/{targetId}/objection: the author's one 재게시 요청 against a 임시조치 of their
 * item (정보통신망법 제44조의2); the administrators' queue shows it. One conditional statement.
 * @throws OBJECTION_NOT_ALLOWED (409: not the author, not under 임시조치, or asked already)
 */
export async function fileObjection(ctx: AppContext, kind: TargetKind, targetId: number, text: string, user: Member) {
  const stored = await storeObjection(ctx.db, kind, targetId, user.userId, text, new Date().toISOString());
  if (!stored) throw new AppError("OBJECTION_NOT_ALLOWED");
  return { ok: true as const };
}
