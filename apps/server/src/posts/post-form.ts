/**
 * What a post form may write (boards spec sections 4, 5 and 8): the cleaned body, the board type's
 * video or company card, calendar fields, the secret mode, the notice switch and the administrator-only
 * flags, checked the same way for a new post, a reply and an edit.
 */
import { isCalendar, isCompanyBoard, isVideoBoard, type PostWrite, seoulDay, seoulDayStart, t } from "@portal/contract";
import { findCategory } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Board } from "../db/schema.ts";
import { type MediaChoice, sizeBodyPictures } from "../files/index.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { cleanHtmlOffThread } from "../text/sanitize-pool.ts";
import { isAdmin } from "./access.ts";

/**
 * Sanitises the body (a long one off the request thread); refuses one with no visible content
 * (boards spec 5: body required). The pictures `user` uploaded get their stored width and height.
 */
export async function cleanBody(ctx: AppContext, bodyHtml: string, user: Member) {
  const clean = await cleanHtmlOffThread(bodyHtml);
  if (!clean.visible) throw invalidInput("bodyHtml", "enterBody");
  return {
    bodyHtml: await sizeBodyPictures(ctx.db, clean.html, user.userId, ctx.config.webDist),
    bodyText: clean.text.slice(0, 20_000),
  };
}

/** The category of a top-level post, checked to be one of its board's. @throws INVALID_INPUT (categoryId) */
async function checkCategory(ctx: AppContext, boardId: string, categoryId: number | null | undefined) {
  if (categoryId == null) return null;
  const category = await findCategory(ctx.db, boardId, categoryId);
  if (!category) throw invalidInput("categoryId", "errorInvalidInput");
  return category.categoryId;
}

/** Asia/Seoul midnight starting the day of `iso`, as ISO UTC. */
const seoulMidnight = (iso: string) => seoulDayStart(seoulDay(iso));

/**
 * Calendar fields (boards spec 4: start and end default to now): end not before start. An all-day
 * entry runs from the Asia/Seoul midnight of its first day; its end is the midnight of its last day.
 */
function calendarFields(board: Board, input: PostWrite) {
  if (!isCalendar(board)) return { startAt: null, endAt: null, allDay: 0 };
  const now = new Date().toISOString();
  let startAt = input.startAt ? new Date(input.startAt).toISOString() : now;
  let endAt = input.endAt ? new Date(input.endAt).toISOString() : startAt;
  if (input.allDay) {
    startAt = seoulMidnight(startAt);
    endAt = seoulMidnight(endAt);
  }
  if (endAt < startAt) throw invalidInput("endAt", "endBeforeStart");
  return { startAt, endAt, allDay: input.allDay ? 1 : 0 };
}

/**
 * The video, company card and media a post of `board` carries: a video board's post needs exactly
 * one video (an uploaded file or an allowlisted link); a company board's post needs the company name.
 * Other boards keep none of these.
 * @throws INVALID_INPUT (videoRequired, enterCompanyName)
 */
export function typeFields(board: Board, input: PostWrite) {
  const video = isVideoBoard(board);
  const videoUrl = video && input.videoUrl ? input.videoUrl : null;
  const videoFileId = video ? (input.videoFileId ?? null) : null;
  if (video && (videoUrl === null) === (videoFileId === null)) throw invalidInput("videoUrl", "videoRequired");
  const company = isCompanyBoard(board) ? input.company : null;
  if (isCompanyBoard(board) && !company) throw invalidInput("company.name", "enterCompanyName");
  return {
    columns: {
      videoUrl,
      videoFileId,
      companyName: company?.name ?? null,
      companyField: company ? company.field : null,
      companyContact: company ? company.contact : null,
      companyHomepage: company ? company.homepage : null,
      logoFileId: company?.logoFileId ?? null,
    },
    media: (bodyHtml: string): MediaChoice => ({
      bodyHtml,
      videoFileId,
      logoFileId: company?.logoFileId ?? null,
    }),
  };
}

/**
 * The secret flag a new or edited post gets under the board's secret mode: forced makes every post
 * secret, off refuses a secret one; calendar boards have no secret posts.
 * @throws INVALID_INPUT (secretNotAllowed) when the board does not use secret posts
 */
export function secretFor(board: Board, requested: boolean): number {
  if (isCalendar(board)) return 0;
  if (board.secretMode === "forced") return 1;
  if (board.secretMode === "off" && requested) throw invalidInput("secret", "secretNotAllowed");
  return requested ? 1 : 0;
}

/** Refuses a notice on a board whose notice switch is off. */
export function checkNoticeAllowed(board: Board, notice: boolean): void {
  if (notice && board.noticeAllowed !== 1) throw invalidInput("notice", "noticeDisabled");
}

const DEFAULT_FLAGS = { notice: false, bold: false, replyAllowed: true, commentAllowed: true };

/** Non-administrators may not set notice or bold, nor switch replies or comments off. */
export function checkAdminFlags(
  user: Member,
  input: Pick<PostWrite, "notice" | "bold" | "replyAllowed" | "commentAllowed">,
  current = DEFAULT_FLAGS,
) {
  if (isAdmin(user)) return;
  const changed =
    input.notice !== current.notice ||
    input.bold !== current.bold ||
    input.replyAllowed !== current.replyAllowed ||
    input.commentAllowed !== current.commentAllowed;
  if (changed) throw new AppError("FORBIDDEN", { detail: t("adminOnlyFlags") });
}

const optionalIso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * The columns a post form writes, the same for a new post and an edit: title, the cleaned `body`, the
 * board type's fields (`typed`), secret, notice and its period, flags, category and calendar fields. A
 * reply (`topLevel` false) is never a notice and has no category; a calendar entry is never a notice
 * (and only its board's posts carry calendar fields).
 * @throws INVALID_INPUT (secret, categoryId, endAt)
 */
export async function formColumns(
  ctx: AppContext,
  board: Board,
  input: PostWrite,
  {
    body,
    typed,
    topLevel,
  }: { body: { bodyHtml: string; bodyText: string }; typed: ReturnType<typeof typeFields>; topLevel: boolean },
) {
  const calendar = isCalendar(board);
  return {
    title: input.title,
    ...body,
    ...typed.columns,
    secret: secretFor(board, input.secret),
    notice: !calendar && topLevel && input.notice ? 1 : 0,
    noticeStart: input.notice ? optionalIso(input.noticeStart) : null,
    noticeEnd: input.notice ? optionalIso(input.noticeEnd) : null,
    bold: input.bold ? 1 : 0,
    replyAllowed: input.replyAllowed ? 1 : 0,
    commentAllowed: input.commentAllowed ? 1 : 0,
    categoryId: topLevel ? await checkCategory(ctx, board.boardId, input.categoryId) : null,
    ...(calendar ? calendarFields(board, input) : {}),
  };
}
