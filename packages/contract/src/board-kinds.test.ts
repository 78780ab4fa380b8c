/**
 * The board-kind predicates against the boards spec's kinds (§2 route table, §3 screens, §6 reply
 * rule): every template × type, so a changed meaning shows here.
 */
import { describe, expect, it } from "vitest";
import {
  acceptsReplies,
  BoardTemplateId,
  BoardTypeCode,
  isCalendar,
  isCompanyBoard,
  isVideoBoard,
  knownBoardType,
  showsCards,
  showsSummaries,
} from "./board-kinds.ts";
import { BOARD_TEMPLATES, BOARD_TYPES } from "./enums.ts";

const { list, calendar, gallery, cardGallery } = BoardTemplateId;
const { ordinary, video, company } = BoardTypeCode;

describe("board kinds", () => {
  it("name every TMPLAT_ID and BBS_TY_CODE, and nothing else", () => {
    expect(Object.values(BoardTemplateId)).toEqual([...BOARD_TEMPLATES]);
    expect(Object.values(BoardTypeCode)).toEqual([...BOARD_TYPES]);
  });

  it("show cards on the galleries and on video and company boards, a table or a calendar otherwise", () => {
    const cards = (template: number, type: number) => showsCards({ template, type });
    expect(cards(list, ordinary)).toBe(false);
    expect(cards(calendar, ordinary)).toBe(false);
    expect(cards(gallery, ordinary)).toBe(true);
    expect(cards(cardGallery, ordinary)).toBe(true);
    expect(cards(list, video)).toBe(true);
    expect(cards(list, company)).toBe(true);
    // An unknown template is a table list (boards spec §2).
    expect(cards(9, ordinary)).toBe(false);
    expect(isCalendar({ template: calendar, type: ordinary })).toBe(true);
    expect(isCalendar({ template: 9, type: ordinary })).toBe(false);
  });

  it("put descriptions on the card gallery's cards and on company profiles only", () => {
    expect(showsSummaries({ template: cardGallery, type: ordinary })).toBe(true);
    expect(showsSummaries({ template: gallery, type: company })).toBe(true);
    expect(showsSummaries({ template: gallery, type: ordinary })).toBe(false);
    expect(showsSummaries({ template: cardGallery - 1, type: video })).toBe(false);
  });

  it("accept replies on ordinary boards that are no calendar and allow them (stored 1 or the API's true)", () => {
    expect(acceptsReplies({ template: list, type: ordinary, replyAllowed: 1 })).toBe(true);
    expect(acceptsReplies({ template: gallery, type: ordinary, replyAllowed: true })).toBe(true);
    expect(acceptsReplies({ template: list, type: ordinary, replyAllowed: 0 })).toBe(false);
    expect(acceptsReplies({ template: list, type: ordinary, replyAllowed: false })).toBe(false);
    expect(acceptsReplies({ template: calendar, type: ordinary, replyAllowed: 1 })).toBe(false);
    expect(acceptsReplies({ template: list, type: video, replyAllowed: 1 })).toBe(false);
    expect(acceptsReplies({ template: list, type: company, replyAllowed: 1 })).toBe(false);
  });

  it("tell video and company boards apart, and read an unknown type as ordinary", () => {
    expect(isVideoBoard({ template: list, type: video })).toBe(true);
    expect(isCompanyBoard({ template: list, type: video })).toBe(false);
    expect(isCompanyBoard({ template: cardGallery, type: company })).toBe(true);
    expect([1, 2, 3, 0, 7].map(knownBoardType)).toEqual([ordinary, video, company, ordinary, ordinary]);
  });
});
