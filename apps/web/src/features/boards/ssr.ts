/**
 * Server-side loaders of the board routes (issue 25 §1, §2): a board's list and a post, read with the
 * screens' query options; the head names the board or post, describes it from its text, shows the
 * post's first picture and carries the post's JSON-LD (Article on the notice and news boards,
 * DiscussionForumPosting elsewhere). A board the viewer may not read answers 403; a calendar board
 * carries this month's entries (issue 38 §2).
 */
import { type Board, fixedBoard, t } from "@portal/contract";
import { absolute, firstImage, plainText } from "../../app/head.ts";
import { type RouteLoader, refuse } from "../../app/loader.ts";
import { siteConfigQuery } from "../../components/share/ShareButtons.tsx";
import { commentsQuery } from "../comments/index.ts";
import { boardQuery, boardsQuery, layoutOf, neighboursQuery, newestPostsQuery, postQuery, threadQuery } from "./api.ts";
import { loadBoardList } from "./prefetch.ts";

/** The RSS feed of a board visitors may read (served by the feeds feature), else none. */
const feedOf = (board: Board) => (board.readRole === "ALL" ? `/rss/${board.boardId}.xml` : undefined);

/** Boards whose posts are articles (news and notices) rather than forum posts. */
const ARTICLE_BOARDS = new Set([fixedBoard("notice").boardId, fixedBoard("news").boardId]);

export const loadBoardPage: RouteLoader = async ({ client, params, search }) => {
  const board = await loadBoardList(client, params.boardId ?? "", search);
  if (!board.canRead) throw refuse(403);
  return {
    name: board.name,
    text: board.description,
    canonical: `/app/board/${board.boardId}`,
    feed: feedOf(board),
    screens: layoutOf(board) === "calendar" ? ["src/features/boards/templates/CalendarBoard.tsx"] : undefined,
  };
};

/** 통합게시판 (/app/commonboard, NewestPostsPage): the newest posts and the boards the viewer may read. */
export const loadNewestPosts: RouteLoader = async ({ client }) => {
  await Promise.all([client.prefetchQuery(newestPostsQuery), client.prefetchQuery(boardsQuery)]);
  return { name: t("titleCommonBoard"), text: t("newestPostsDesc") };
};

export const loadPostPage: RouteLoader = async ({ client, params, base }) => {
  const id = Number(params.postId);
  if (!Number.isInteger(id) || id <= 0) throw refuse(404);
  // Everything the post's screen reads, so the page holds the thread and the comments too and the
  // browser hydrates it without asking the API again (each answer arriving after hydration rendered
  // its part again, synchronously: the blocking time of issue 25 §5). A refused or failed side read
  // leaves its part to the browser, as before.
  const [post] = await Promise.all([
    client.fetchQuery(postQuery(id)),
    client.prefetchQuery(neighboursQuery(id)),
    client.prefetchQuery(commentsQuery(id)),
    client.prefetchQuery(siteConfigQuery),
  ]);
  const [board] = await Promise.all([
    client.fetchQuery(boardQuery(post.boardId)),
    client.prefetchQuery(threadQuery(post.boardId, post.threadId)),
  ]);
  const path = `/app/board/${post.boardId}/${post.postId}`;
  const image = firstImage(post.bodyHtml);
  const text = plainText(post.bodyHtml);
  return {
    name: post.title,
    text,
    image,
    type: "article",
    canonical: path,
    feed: feedOf(board),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": ARTICLE_BOARDS.has(post.boardId) ? "Article" : "DiscussionForumPosting",
      headline: post.title,
      text: text.slice(0, 500),
      url: absolute(base, path),
      mainEntityOfPage: absolute(base, path),
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { "@type": "Person", name: post.authorName },
      ...(image ? { image: absolute(base, image) } : {}),
      articleSection: board.name,
    },
  };
};
