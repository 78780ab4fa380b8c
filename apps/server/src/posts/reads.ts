/**
 * Post reads (boards spec sections 4, 5, 8; issue 24 §6): a board's list, a post with its view count,
 * 이전글/다음글, the newest posts of the boards in use and a calendar's entries, each refused below the
 * board's read permission and leaving out what the viewer may not read.
 */
import {
  type CalendarEvent,
  type CalendarQuery,
  type NewestPosts,
  type PostDetail,
  type PostList,
  type PostListQuery,
  type PostNeighbours,
  seoulDay,
  showsCards,
  showsSummaries,
} from "@portal/contract";
import { assertCanRead, canReadBoard, getVisibleBoard, listBoardsInUse, visibleBoard } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import { temporaryEnds } from "../db/temporary-ends.ts";
import { coverImages } from "../files/index.ts";
import { invalidInput } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import { canRead, checkReadable, readablePost, viewerOf } from "./access.ts";
import { listPosts } from "./lists/list-posts.ts";
import { findNeighbours } from "./lists/neighbours.ts";
import { findNewestPosts } from "./lists/newest.ts";
import { findListBoard } from "./lists/notices.ts";
import { displayName, presentDetail, presentRow } from "./present.ts";
import { countView, findPostDetail, listCalendarPosts } from "./queries.ts";

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
