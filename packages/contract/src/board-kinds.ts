/**
 * What a board's kind means (boards spec §2 route table, §3 screens, §6 rules; docs/legacy-fields.md
 * TMPLAT_ID and BBS_TY_CODE), named once for the web app and the server: the template says how a
 * board lists its posts, the type what a post carries. Every rule that depends on a board's kind asks
 * these predicates, never a number.
 */
import type { BoardTemplate, BoardType } from "./enums.ts";

/** TMPLAT_ID by name: table list (also any unknown id), month calendar with this week's list, thumbnail gallery, card gallery with descriptions. */
export const BoardTemplateId = { list: 1, calendar: 2, gallery: 3, cardGallery: 4 } as const satisfies Record<
  string,
  BoardTemplate
>;

/** BBS_TY_CODE by name: ordinary posts with attachments, one video per post, a company profile per post. */
export const BoardTypeCode = { ordinary: 1, video: 2, company: 3 } as const satisfies Record<string, BoardType>;

/** The part of a board its kind is read from (a stored row or the API's board). */
export interface BoardKind {
  template: number;
  type: number;
}

/** A calendar board: posts are dated entries (start, end, all day) written by administrators only; no attachments, notices, passwords or replies. */
export const isCalendar = (board: BoardKind) => board.template === BoardTemplateId.calendar;

/** Each post carries one video (a file or an allowlisted link). */
export const isVideoBoard = (board: BoardKind) => board.type === BoardTypeCode.video;

/** Each post is a company profile (company name, logo, homepage). */
export const isCompanyBoard = (board: BoardKind) => board.type === BoardTypeCode.company;

/** The list shows cards with pictures: the two galleries, and video and company boards whatever their template. */
export const showsCards = (board: BoardKind) =>
  board.template === BoardTemplateId.gallery ||
  board.template === BoardTemplateId.cardGallery ||
  board.type !== BoardTypeCode.ordinary;

/** The cards carry the post's description: the card gallery, and company profiles. */
export const showsSummaries = (board: BoardKind) =>
  board.template === BoardTemplateId.cardGallery || isCompanyBoard(board);

/**
 * Replies are possible on the board (boards spec §6 "Reply button"): an ordinary board that is no
 * calendar and whose REPLY_AT is Y (`replyAllowed`: 1 in a stored row, true in the API's board).
 */
export const acceptsReplies = (board: BoardKind & { replyAllowed: number | boolean }) =>
  board.type === BoardTypeCode.ordinary &&
  !isCalendar(board) &&
  (board.replyAllowed === 1 || board.replyAllowed === true);

/** A stored BBS_TY_CODE as the API shows it: an unknown code is an ordinary board (the spec's default 1). */
export const knownBoardType = (type: number): BoardType =>
  type === BoardTypeCode.video || type === BoardTypeCode.company ? type : BoardTypeCode.ordinary;
