/**
 * How a post and a list row are shown (boards spec sections 4, 7, 8): the author name (익명 on the
 * anonymous board), a secret or hidden post's refusal in place of its title, the video and the company
 * card of typed boards, and the buttons the viewer may use.
 */
import {
  type CompanyProfile,
  ERROR_CODES,
  type PostDetail,
  type PostRow,
  type PostVideo,
  parseVideoLink,
  t,
} from "@portal/contract";
import type { Board, StoredFile } from "../db/schema.ts";
import { presentFile } from "../files/index.ts";
import type { Member } from "../http/route-guard.ts";
import { canReplyTo, isAdmin, readRefusal } from "./access.ts";
import { type PostListRow, SUMMARY_LENGTH } from "./lists/rows.ts";
import type { PostWithCategory, Viewer } from "./queries.ts";

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
export interface RowExtras {
  covers: Map<number, number>;
  withSummary: boolean;
}

function summaryOf(text: string | null): string | null {
  if (text === null) return null;
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : text;
}

/** A list row as `viewer` may see it: a post they may not open shows only why, without its text or media. */
export function presentRow(row: PostListRow, viewer: Viewer, pinNotices: boolean, extras?: RowExtras): PostRow {
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

/**
 * A post as GET /api/posts/{postId} shows it to `user`: its fields, files, video and company card, the
 * end of a 임시조치 (`until`, ISO UTC, or null) and what the viewer may do with it.
 */
export function presentDetail(
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
