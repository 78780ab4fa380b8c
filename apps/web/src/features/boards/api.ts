/**
 * Board and post endpoints for the browser: query options (keys shared by queries and
 * invalidations) and mutations.
 */
import {
  addMonths,
  type Board,
  type CalendarEvent,
  fixedBoard,
  isCalendar,
  type NewestPosts,
  type PostDetail,
  type PostList,
  type PostNeighbours,
  type PostSearchField,
  type PostUpdate,
  type PostWrite,
  type ReplyWrite,
  seoulDayStart,
  seoulMonth,
  showsCards,
} from "@portal/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, query } from "../../lib/api.ts";
import { boardKeys, postKeys } from "../../lib/contentKeys.ts";

export interface ListParams {
  page: number;
  pageSize: number;
  /** Absent: the board's default sort. */
  sort?: string;
  order?: "asc" | "desc";
  q?: string;
  /** Where `q` is looked for (absent: the title). */
  field?: PostSearchField;
  categoryId?: number;
  /** Only top posts (galleries). */
  topOnly?: boolean;
  /** Only one thread's posts (the detail screen's related posts). */
  thread?: number;
}

export type BoardLayout = "table" | "calendar" | "gallery" | "faq";

/** The list layout of a board (a calendar wins; boards that show cards use them; the FAQ opens as an accordion). */
export function layoutOf(board: { boardId: string; template: number; type: number }): BoardLayout {
  if (isCalendar(board)) return "calendar";
  if (board.boardId === fixedBoard("faq").boardId) return "faq";
  if (showsCards(board)) return "gallery";
  return "table";
}

export const boardsQuery = queryOptions({
  queryKey: boardKeys.all,
  queryFn: () => api<{ items: Board[] }>("GET", "/api/boards"),
  staleTime: 60_000,
});

export const boardQuery = (boardId: string) =>
  queryOptions({
    queryKey: boardKeys.board(boardId),
    queryFn: () => api<Board>("GET", `/api/boards/${boardId}`),
    staleTime: 60_000,
  });

export const categoriesQuery = (boardId: string) =>
  queryOptions({
    queryKey: boardKeys.categories(boardId),
    queryFn: () => api<{ items: { categoryId: number; name: string }[] }>("GET", `/api/boards/${boardId}/categories`),
    staleTime: 60_000,
  });

export const postsQuery = (boardId: string, params: ListParams) =>
  queryOptions({
    queryKey: postKeys.page(boardId, params),
    queryFn: () =>
      api<PostList>(
        "GET",
        `/api/boards/${boardId}/posts${query({ ...params, topOnly: params.topOnly ? "true" : undefined })}`,
      ),
    placeholderData: keepPreviousData,
    // A list read moments ago (the route's prefetch) is not read again when the screen mounts.
    staleTime: 10_000,
  });

/** The posts of thread `threadId` (a post and its replies) on the detail screen: its first 45. */
export const threadQuery = (boardId: string, threadId: number) =>
  postsQuery(boardId, { page: 1, pageSize: 45, thread: threadId });

export const postQuery = (postId: number) =>
  queryOptions({
    queryKey: postKeys.post(postId),
    queryFn: () => api<PostDetail>("GET", `/api/posts/${postId}`),
    retry: false,
  });

/** 이전글/다음글 of a post (among the posts the viewer may read). */
export const neighboursQuery = (postId: number) =>
  queryOptions({
    queryKey: postKeys.neighbours(postId),
    queryFn: () => api<PostNeighbours>("GET", `/api/posts/${postId}/neighbours`),
    retry: false,
  });

/** The newest posts of the boards the viewer may read (통합게시판). */
export const newestPostsQuery = queryOptions({
  queryKey: postKeys.newest,
  queryFn: () => api<NewestPosts>("GET", "/api/posts/newest?limit=20"),
});

/** A range of instants (ISO strings), `to` exclusive. */
export interface EventRange {
  from: string;
  to: string;
}

/**
 * The range a calendar board reads first (issue 38 §2): this month in Seoul with a week before and two
 * after, so it holds the month grid's leading and trailing days and this week's list. The server's
 * loader and the browser compute the same range (and key) for the same month.
 */
export function calendarRange(now = new Date()): EventRange {
  const month = seoulMonth(now);
  return { from: seoulDayStart(`${month}-01`, -7), to: seoulDayStart(`${addMonths(month, 1)}-01`, 14) };
}

/** Calendar board `boardId`'s entries overlapping `range`. */
export const calendarEventsQuery = (boardId: string, range: EventRange) =>
  queryOptions({
    queryKey: postKeys.events(boardId, `${range.from}/${range.to}`),
    queryFn: () =>
      api<{ items: CalendarEvent[] }>(
        "GET",
        `/api/boards/${boardId}/events${query({ from: range.from, to: range.to })}`,
      ),
  });

type Created = { postId: number; boardId: string };

export const createPost = (boardId: string, body: PostWrite) =>
  api<Created>("POST", `/api/boards/${boardId}/posts`, body);
export const createReply = (parentId: number, body: ReplyWrite) =>
  api<Created>("POST", `/api/posts/${parentId}/replies`, body);
export const updatePost = (postId: number, body: PostUpdate) => api<Created>("PUT", `/api/posts/${postId}`, body);
export const deletePost = (postId: number, password?: string) =>
  api<Created>("DELETE", `/api/posts/${postId}`, password ? { password } : undefined);
export const checkPostPassword = (postId: number, password: string) =>
  api<{ ok: true }>("POST", `/api/posts/${postId}/password-check`, { password });
