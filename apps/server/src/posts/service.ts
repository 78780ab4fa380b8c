/**
 * Post rules (boards spec sections 4, 5, 6, 8): reading secret posts, writing by WRITE_AUTH,
 * administrator-only flags, replies, author-only edit, author-or-A delete, post passwords, and
 * view counting. Every rule is checked here, whatever the UI shows.
 */
import {
  acceptsReplies,
  type CalendarEvent,
  type CalendarQuery,
  type CompanyProfile,
  ERROR_CODES,
  isCalendar,
  isCompanyBoard,
  isVideoBoard,
  type NewestPosts,
  type PostDetail,
  type PostList,
  type PostListQuery,
  type PostNeighbours,
  type PostRow,
  type PostUpdate,
  type PostVideo,
  type PostWrite,
  parseVideoLink,
  type ReplyWrite,
  seoulDay,
  seoulDayStart,
  showsCards,
  showsSummaries,
  t,
} from "@portal/contract";
import { hashPassword } from "../auth/index.ts";
import {
  assertCanRead,
  canReadBoard,
  canWriteOn,
  findCategory,
  getVisibleBoard,
  listBoardsInUse,
  visibleBoard,
} from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Board, StoredFile } from "../db/schema.ts";
import { temporaryEnds } from "../db/temporary-ends.ts";
import {
  checkPostMedia,
  claimPostMedia,
  coverImages,
  type MediaChoice,
  presentFile,
  removeStoredFiles,
  sizeBodyPictures,
} from "../files/index.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import type { Member } from "../http/route-guard.ts";
import { queueNotification, wakeJobs } from "../jobs/notify.ts";
import { announceNotes, noteReplyToAuthor } from "../notes/index.ts";
import { cleanHtmlOffThread } from "../text/sanitize-pool.ts";
import { canRead, checkReadable, isAdmin, modifiablePost, readablePost, readRefusal, viewerOf } from "./access.ts";
import { listPosts } from "./lists/list-posts.ts";
import { findNeighbours } from "./lists/neighbours.ts";
import { findNewestPosts } from "./lists/newest.ts";
import { findListBoard } from "./lists/notices.ts";
import { type PostListRow, SUMMARY_LENGTH } from "./lists/rows.ts";
import {
  countView,
  findPostDetail,
  insertPost,
  listCalendarPosts,
  type PostWithCategory,
  softDeletePost,
  updatePost,
  type Viewer,
} from "./queries.ts";

/** The author name shown to others: 익명 for an anonymous post (boards spec section 7), else the stored name. */
export const displayName = (post: { anonymous: number; authorName: string }) =>
  post.anonymous === 1 ? t("anonymousName") : post.authorName;

type MediaColumns = Pick<
  PostListRow,
  "videoUrl" | "videoFileId" | "companyName" | "companyField" | "companyContact" | "companyHomepage" | "logoFileId"
>;

/** The video of a video board's post: its uploaded file, else its link's embedded player. */
function presentVideo(post: MediaColumns): PostVideo | null {
  if (post.videoFileId !== null) {
    return {
      kind: "file",
      url: `/api/files/${post.videoFileId}`,
      posterUrl: null,
      fileId: post.videoFileId,
      sourceUrl: null,
    };
  }
  const embed = post.videoUrl ? parseVideoLink(post.videoUrl) : null;
  if (!embed) return null;
  return { kind: "embed", url: embed.embedUrl, posterUrl: embed.posterUrl, fileId: null, sourceUrl: post.videoUrl };
}

/** The company card of a company-profile board's post. */
function presentCompany(post: MediaColumns): CompanyProfile | null {
  if (post.companyName === null) return null;
  return {
    name: post.companyName,
    field: post.companyField ?? "",
    contact: post.companyContact ?? "",
    homepage: post.companyHomepage ?? "",
    logoFileId: post.logoFileId,
    logoUrl: post.logoFileId !== null ? `/api/files/${post.logoFileId}` : null,
  };
}

/** Extras of gallery, video and company boards for a list row. */
interface RowExtras {
  covers: Map<number, number>;
  withSummary: boolean;
}

function summaryOf(text: string | null): string | null {
  if (text === null) return null;
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : text;
}

function presentRow(row: PostListRow, viewer: Viewer, pinNotices: boolean, extras?: RowExtras): PostRow {
  const refusal = readRefusal(row, viewer);
  const readable = refusal === null;
  const cover = extras?.covers.get(row.postId);
  return {
    postId: row.postId,
    number: row.number,
    title: readable ? row.title : refusal === "SECRET_POST" ? t("secretPost") : t(ERROR_CODES[refusal].message),
    authorName: displayName(row),
    createdAt: row.createdAt,
    viewCount: row.viewCount,
    commentCount: row.commentCount,
    depth: row.depth,
    notice: pinNotices && row.notice === 1,
    bold: row.bold === 1,
    secret: row.secret === 1,
    readable,
    categoryName: row.categoryName,
    hasPassword: Boolean(row.hasPassword),
    fileCount: row.fileCount,
    // A secret post's picture, text, video and card are as secret as its title.
    thumbnailUrl: readable && cover !== undefined ? `/api/files/${cover}/thumbnail` : null,
    summary: readable && extras?.withSummary ? summaryOf(row.summary) : null,
    video: readable ? presentVideo(row) : null,
    company: readable ? presentCompany(row) : null,
    moderation: row.moderation,
  };
}

/** Gallery (3, 4), video (type 2) and company (type 3) boards show pictures; card boards a description. */

/**
 * GET /api/boards/{boardId}/posts: refused below the board's read permission; without a sort in
 * the query the board's default sort applies; notices are pinned only while the board uses them.
 * @throws BOARD_NOT_FOUND, LOGIN_REQUIRED, READ_NOT_ALLOWED
 */
export async function listBoardPosts(
  ctx: AppContext,
  boardId: string,
  query: PostListQuery,
  user: Member | null,
): Promise<PostList> {
  const board = visibleBoard(await findListBoard(ctx.db, ctx.dialect, boardId, query), user);
  assertCanRead(board, user);
  const viewer = viewerOf(user);
  const sort = query.sort ?? board.defaultSort;
  const order = query.order ?? (query.sort ? "desc" : board.defaultOrder);
  const pin = board.noticeAllowed === 1;
  const withSummary = showsSummaries(board);
  const { items, notices, total } = await listPosts(ctx.db, {
    dialect: ctx.dialect,
    board,
    query: { ...query, sort, order },
    viewer,
    pinNotices: pin,
    withSummary,
  });
  const covers = showsCards(board)
    ? await coverImages(
        ctx.db,
        [...items, ...notices].map((row) => row.postId),
      )
    : new Map<number, number>();
  const extras = { covers, withSummary };
  return {
    items: items.map((row) => presentRow(row, viewer, pin, extras)),
    notices: notices.map((row) => presentRow(row, viewer, pin, extras)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sort,
    order,
  };
}

/** Reply button rule: ordinary boards, not calendar, REPLY_AT Y, board allows replies, not the author. */
function canReplyTo(board: Board, post: PostWithCategory, user: Member | null): boolean {
  return user !== null && acceptsReplies(board) && post.replyAllowed === 1 && post.authorId !== user.userId;
}

function presentDetail(
  board: Board,
  post: PostWithCategory,
  user: Member | null,
  files: StoredFile[],
  until: string | null,
): PostDetail {
  const mine = user !== null && post.authorId === user.userId;
  return {
    postId: post.postId,
    boardId: post.boardId,
    number: post.number,
    title: post.title,
    bodyHtml: post.bodyHtml,
    authorName: displayName(post),
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    viewCount: post.viewCount,
    commentCount: post.commentCount,
    parentId: post.parentId,
    threadId: post.threadId,
    depth: post.depth,
    notice: post.notice === 1,
    noticeStart: post.noticeStart,
    noticeEnd: post.noticeEnd,
    bold: post.bold === 1,
    secret: post.secret === 1,
    replyAllowed: post.replyAllowed === 1,
    commentAllowed: post.commentAllowed === 1,
    hasPassword: post.passwordHash !== null,
    categoryId: post.categoryId,
    categoryName: post.categoryName,
    startAt: post.startAt,
    endAt: post.endAt,
    allDay: post.allDay === 1,
    files: files.map(presentFile),
    video: presentVideo(post),
    company: presentCompany(post),
    anonymous: post.anonymous === 1,
    moderation: post.moderation === null ? null : { state: post.moderation, until },
    reportable: user !== null && !mine,
    permissions: {
      canEdit: mine,
      canDelete: mine || isAdmin(user),
      canReply: canReplyTo(board, post, user),
    },
  };
}

/**
 * GET /api/posts/{postId}: the post, counting the view once per viewer per Asia/Seoul day.
 * `viewerKey` identifies the viewer (member id, else visitor session, else address).
 */
export async function getPostDetail(
  ctx: AppContext,
  postId: number,
  user: Member | null,
  viewerKey: string,
): Promise<PostDetail> {
  const day = seoulDay(new Date());
  const read = await findPostDetail(ctx.db, ctx.dialect, postId, viewerKey, day);
  const { post, board } = checkReadable(read?.post, read?.board, user);
  post.viewCount = await countView(ctx.db, ctx.dialect, post, viewerKey, day, read?.viewed);
  const until =
    post.moderation === "temporary" ? ((await temporaryEnds(ctx.db, "post", [postId])).get(postId) ?? null) : null;
  return presentDetail(board, post, user, read?.files ?? [], until);
}

/**
 * GET /api/posts/{postId}/neighbours: 이전글/다음글 (issue 24 §6), the posts before and after it in
 * its board's default order among the live posts the viewer may read (secret posts of others left out).
 * @throws POST_NOT_FOUND, BOARD_NOT_FOUND, LOGIN_REQUIRED, READ_NOT_ALLOWED, SECRET_POST (as the detail)
 */
export async function getPostNeighbours(ctx: AppContext, postId: number, user: Member | null): Promise<PostNeighbours> {
  const { post, board } = await readablePost(ctx, postId, user);
  return findNeighbours(ctx.db, {
    post,
    sort: board.defaultSort,
    order: board.defaultOrder,
    viewer: viewerOf(user),
  });
}

/**
 * GET /api/posts/newest: the newest `limit` live posts of the boards in use the viewer may read
 * (통합게시판, issue 24 §6), newest first, without the secret posts the viewer may not open.
 */
export async function listNewestPosts(ctx: AppContext, limit: number, user: Member | null): Promise<NewestPosts> {
  const boards = await listBoardsInUse(ctx.db);
  const boardIds = boards.filter((board) => canReadBoard(board, user)).map((board) => board.boardId);
  const rows = await findNewestPosts(ctx.db, { boardIds, viewer: viewerOf(user), limit });
  return { items: rows.map(({ anonymous, ...row }) => ({ ...row, authorName: displayName({ ...row, anonymous }) })) };
}

/**
 * Sanitises the body (a long one off the request thread); refuses one with no visible content
 * (boards spec 5: body required). The pictures `user` uploaded get their stored width and height.
 */
async function cleanBody(ctx: AppContext, bodyHtml: string, user: Member) {
  const clean = await cleanHtmlOffThread(bodyHtml);
  if (!clean.visible) throw invalidInput("bodyHtml", "enterBody");
  return {
    bodyHtml: await sizeBodyPictures(ctx.db, clean.html, user.userId, ctx.config.webDist),
    bodyText: clean.text.slice(0, 20_000),
  };
}

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
function typeFields(board: Board, input: PostWrite) {
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
function secretFor(board: Board, requested: boolean): number {
  if (isCalendar(board)) return 0;
  if (board.secretMode === "forced") return 1;
  if (board.secretMode === "off" && requested) throw invalidInput("secret", "secretNotAllowed");
  return requested ? 1 : 0;
}

/** Refuses a notice on a board whose notice switch is off. */
function checkNoticeAllowed(board: Board, notice: boolean): void {
  if (notice && board.noticeAllowed !== 1) throw invalidInput("notice", "noticeDisabled");
}

const DEFAULT_FLAGS = { notice: false, bold: false, replyAllowed: true, commentAllowed: true };

/** Non-administrators may not set notice or bold, nor switch replies or comments off. */
function checkAdminFlags(
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
async function formColumns(
  ctx: AppContext,
  board: Board,
  input: PostWrite,
  {
    body,
    typed,
    topLevel,
  }: { body: { bodyHtml: string; bodyText: string }; typed: ReturnType<typeof typeFields>; topLevel: boolean },
) {
  const calendar = board.template === 2;
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

/**
 * POST /api/boards/{boardId}/posts, within the member's post limit (POST_LIMIT per 10 minutes, with replies).
 * @throws WRITE_NOT_ALLOWED (WRITE_AUTH; calendar boards A only), FORBIDDEN (admin flags),
 *   RATE_LIMITED (429), INVALID_INPUT
 */
export async function createPost(ctx: AppContext, boardId: string, input: PostWrite, user: Member) {
  const board = await getVisibleBoard(ctx, boardId, user);
  if (!canWriteOn(board, user)) {
    throw new AppError("WRITE_NOT_ALLOWED", isCalendar(board) ? { detail: t("calendarAdminOnly") } : {});
  }
  checkAdminFlags(user, input);
  await takeMemberLimit(ctx, "posts", user.userId);
  const calendar = isCalendar(board);
  if (!calendar) checkNoticeAllowed(board, input.notice);
  const now = new Date().toISOString();
  const body = await cleanBody(ctx, input.bodyHtml, user);
  const typed = typeFields(board, input);
  const media = typed.media(body.bodyHtml);
  await checkPostMedia(ctx, board, user, null, media);
  const postId = await insertPost(
    ctx.db,
    ctx.dialect,
    {
      boardId,
      ...(await formColumns(ctx, board, input, { body, typed, topLevel: true })),
      authorId: user.userId,
      authorName: user.nameKo,
      passwordHash: !calendar && input.password ? await hashPassword(input.password) : null,
      anonymous: board.anonymous,
      createdAt: now,
      createdBy: user.userId,
      updatedAt: now,
      updatedBy: user.userId,
    },
    null,
    async (trx, id) => {
      await claimPostMedia(trx, board, user, id, media);
      await queueNotification(trx, { kind: "post", key: `post:${id}`, postId: id });
    },
  );
  wakeJobs(ctx);
  return { postId, boardId };
}

/**
 * POST /api/posts/{postId}/replies: a reply under the parent, at any depth; on a board with reply
 * notification on, the parent's author gets a note in the same transaction (notes/reply-notice.ts).
 * Counts toward the member's post limit.
 * @throws SECRET_POST, REPLY_NOT_ALLOWED, RATE_LIMITED (429)
 */
export async function createReply(ctx: AppContext, parentId: number, input: ReplyWrite, user: Member) {
  const { post: parent, board } = await readablePost(ctx, parentId, user);
  if (!canReplyTo(board, parent, user)) throw new AppError("REPLY_NOT_ALLOWED");
  await takeMemberLimit(ctx, "posts", user.userId);
  const secret = secretFor(board, input.secret);
  const now = new Date().toISOString();
  const body = await cleanBody(ctx, input.bodyHtml, user);
  const media: MediaChoice = { bodyHtml: body.bodyHtml, videoFileId: null, logoFileId: null };
  await checkPostMedia(ctx, board, user, null, media);
  let notified: string[] = [];
  const postId = await insertPost(
    ctx.db,
    ctx.dialect,
    {
      boardId: board.boardId,
      title: input.title,
      ...body,
      authorId: user.userId,
      authorName: user.nameKo,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      secret,
      categoryId: null,
      anonymous: board.anonymous,
      createdAt: now,
      createdBy: user.userId,
      updatedAt: now,
      updatedBy: user.userId,
    },
    parent,
    async (trx, id) => {
      await claimPostMedia(trx, board, user, id, media);
      notified = await noteReplyToAuthor(trx, board, parent, user, id);
      await queueNotification(trx, { kind: "replyPost", key: `reply:${id}`, postId: id });
    },
  );
  await announceNotes(ctx, notified);
  wakeJobs(ctx);
  return { postId, boardId: board.boardId };
}

/**
 * PUT /api/posts/{postId}: author (or A) only; a password-protected post needs its password.
 * @throws NOT_OWN_POST_EDIT, POST_PASSWORD_REQUIRED, POST_PASSWORD_WRONG, FORBIDDEN
 */
export async function editPost(ctx: AppContext, postId: number, input: PostUpdate, user: Member) {
  const { post, board } = await modifiablePost(ctx, postId, user, input.currentPassword, "NOT_OWN_POST_EDIT");
  checkAdminFlags(user, input, {
    notice: post.notice === 1,
    bold: post.bold === 1,
    replyAllowed: post.replyAllowed === 1,
    commentAllowed: post.commentAllowed === 1,
  });
  const calendar = isCalendar(board);
  const isReply = post.parentId !== null;
  if (!calendar && !isReply) checkNoticeAllowed(board, input.notice);
  const body = await cleanBody(ctx, input.bodyHtml, user);
  const typed = typeFields(board, input);
  const media = typed.media(body.bodyHtml);
  await checkPostMedia(ctx, board, user, postId, media);
  const removed = await updatePost(
    ctx.db,
    ctx.dialect,
    postId,
    {
      ...(await formColumns(ctx, board, input, { body, typed, topLevel: !isReply })),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      updatedAt: new Date().toISOString(),
      updatedBy: user.userId,
    },
    (trx) => claimPostMedia(trx, board, user, postId, media),
  );
  if (removed) await removeStoredFiles(ctx, removed);
  return { postId, boardId: board.boardId };
}

/**
 * DELETE /api/posts/{postId}: author or A (boards spec 6); the post password applies as for edit.
 * @throws NOT_OWN_POST_DELETE, POST_PASSWORD_REQUIRED, POST_PASSWORD_WRONG
 */
export async function deletePost(ctx: AppContext, postId: number, password: string | undefined, user: Member) {
  const { board } = await modifiablePost(ctx, postId, user, password, "NOT_OWN_POST_DELETE");
  await softDeletePost(ctx.db, ctx.dialect, postId, user.userId);
  return { postId, boardId: board.boardId };
}

/** POST /api/posts/{postId}/password-check: true when the password matches (author or A only). */
export async function verifyPostPassword(ctx: AppContext, postId: number, password: string, user: Member) {
  await modifiablePost(ctx, postId, user, password, "NOT_OWN_POST_EDIT");
  return { ok: true as const };
}

/** Longest calendar range one request may ask for. */
const CALENDAR_MAX_DAYS = 100;

/**
 * GET /api/boards/{boardId}/events: the entries of a calendar board overlapping [from, to), for
 * the month view and the week list. A secret entry shows only to its author and administrators.
 * @throws BOARD_NOT_FOUND, LOGIN_REQUIRED, READ_NOT_ALLOWED, INVALID_INPUT (range over 100 days)
 */
export async function listCalendarEvents(
  ctx: AppContext,
  boardId: string,
  query: CalendarQuery,
  user: Member | null,
): Promise<{ items: CalendarEvent[] }> {
  const board = await getVisibleBoard(ctx, boardId, user);
  assertCanRead(board, user);
  const from = new Date(query.from).toISOString();
  const to = new Date(query.to).toISOString();
  if (to <= from || Date.parse(to) - Date.parse(from) > CALENDAR_MAX_DAYS * 86_400_000) {
    throw invalidInput("to", "calendarRangeTooLong");
  }
  const viewer = viewerOf(user);
  const rows = await listCalendarPosts(ctx.db, boardId, from, to);
  return {
    items: rows
      .filter((row) => canRead({ ...row, parentAuthorId: null }, viewer))
      .map((row) => ({
        postId: row.postId,
        title: row.title,
        startAt: row.startAt ?? from,
        endAt: row.endAt ?? row.startAt ?? from,
        allDay: row.allDay === 1,
        categoryName: row.categoryName,
      })),
  };
}
