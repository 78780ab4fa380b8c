/**
 * The fixed boards of the main menu and the header menu itself (boards spec section 1).
 * Board ids keep the legacy date-stamped format; the bamboo forest board is
 * 20210714090704000071 and anonymous. Used by the seed (server) and the header (web).
 */
import { BoardTemplateId, BoardTypeCode } from "./board-kinds.ts";
import { ANONYMOUS_BOARD_ID, type BoardTemplate, type BoardType, type WriteRole } from "./enums.ts";

export interface FixedBoard {
  key: FixedBoardKey;
  boardId: string;
  name: string;
  description: string;
  template: BoardTemplate;
  type: BoardType;
  writeRole: WriteRole;
  replyAllowed: boolean;
  maxAttachments: number;
  anonymous: boolean;
}

export type FixedBoardKey =
  | "news"
  | "industry"
  | "schedule"
  | "notice"
  | "faq"
  | "qna"
  | "quote"
  | "jobs"
  | "club"
  | "restaurant"
  | "lodging"
  | "bamboo"
  | "company"
  | "product";

const board = (
  key: FixedBoardKey,
  boardId: string,
  name: string,
  description: string,
  options: Partial<Omit<FixedBoard, "key" | "boardId" | "name" | "description">> = {},
): FixedBoard => ({
  key,
  boardId,
  name,
  description,
  template: BoardTemplateId.list,
  type: BoardTypeCode.ordinary,
  writeRole: "U",
  replyAllowed: true,
  maxAttachments: 3,
  anonymous: false,
  ...options,
});

export const FIXED_BOARDS: readonly FixedBoard[] = [
  board("notice", "20210712101500000014", "공지사항", "컨소시엄과 포털 운영 소식을 알려 드립니다.", {
    writeRole: "A",
    replyAllowed: false,
  }),
  board("news", "20210712101500000011", "물류·산업 뉴스", "스마트물류와 산업단지 관련 주요 기사를 모았습니다.", {
    writeRole: "M",
  }),
  board("industry", "20210712101500000012", "업계 동향", "회원사가 전하는 업계 동향과 현장 이야기입니다.", {
    writeRole: "U",
  }),
  board("schedule", "20210712101500000013", "일정", "실증센터 행사, 교육, 설명회 일정입니다.", {
    template: BoardTemplateId.calendar,
    writeRole: "A",
    replyAllowed: false,
    maxAttachments: 0,
  }),
  board("faq", "20210712101500000015", "FAQ", "자주 묻는 질문과 답변입니다.", { writeRole: "A", replyAllowed: false }),
  board("qna", "20210712101500000016", "Q&A", "포털과 실증센터 이용에 관해 묻고 답합니다.", { writeRole: "U" }),
  board("quote", "20210712101500000017", "견적 문의", "물류 자동화 설비 도입 견적을 문의합니다.", { writeRole: "U" }),
  board("jobs", "20210712101500000018", "구인구직", "산업단지 회원사의 채용과 구직 정보입니다.", { writeRole: "U" }),
  board("club", "20210712101500000019", "동호회 소개", "산업단지 직장인 동호회를 소개합니다.", {
    template: BoardTemplateId.gallery,
    writeRole: "U",
  }),
  board("restaurant", "20210712101500000020", "맛집 소개", "산업단지 주변 맛집을 소개합니다.", {
    template: BoardTemplateId.cardGallery,
    writeRole: "U",
  }),
  board("lodging", "20210712101500000021", "숙소 소개", "출장과 방문을 위한 주변 숙소 정보입니다.", {
    template: BoardTemplateId.cardGallery,
    writeRole: "U",
  }),
  board("bamboo", ANONYMOUS_BOARD_ID, "대나무숲", "익명으로 자유롭게 이야기하는 공간입니다.", {
    writeRole: "U",
    anonymous: true,
  }),
  board("company", "20210712101500000022", "기업 소개", "컨소시엄 참여 기업을 소개합니다.", {
    template: BoardTemplateId.cardGallery,
    type: BoardTypeCode.company,
    writeRole: "M",
    replyAllowed: false,
  }),
  board("product", "20210712101500000023", "제품 소개", "회원사의 물류 장비와 솔루션을 소개합니다.", {
    template: BoardTemplateId.gallery,
    writeRole: "M",
    replyAllowed: false,
  }),
];

export function fixedBoard(key: FixedBoardKey): FixedBoard {
  const found = FIXED_BOARDS.find((b) => b.key === key);
  if (!found) throw new Error(`unknown fixed board ${key}`);
  return found;
}

/**
 * Who sees a menu entry: everyone (the default; login-guarded pages included, which lead a visitor
 * to the login page), members of a company and administrators, or administrators only.
 */
export type MenuAudience = "all" | "company" | "admin";

export interface MenuItem {
  label: string;
  to: string;
  audience?: MenuAudience;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

const boardLink = (key: FixedBoardKey): MenuItem => {
  const b = fixedBoard(key);
  return { label: b.name, to: `/app/board/${b.boardId}` };
};

const page = (pageId: string, label: string): MenuItem => ({ label, to: `/app/${pageId}` });

/**
 * Header main menu (boards spec section 1: platform, advanced equipment, loading simulation, cases,
 * inquiry) with the information pages placed by their legacy ids (issue 24 §1): PLT01xxxx under
 * 플랫폼 (cases PLT010701 under 사례, inquiry PLT010801 under 문의), PLT03xxxx equipment pages under
 * 첨단장비, the member services PLT02xxxx, PLT000101_11 and the dashboards beside the loading
 * simulation.
 */
export const MAIN_MENU: readonly MenuGroup[] = [
  {
    label: "플랫폼",
    items: [
      page("PLT010101", "사업 개요"),
      page("PLT010201", "목적과 비전"),
      page("PLT010301", "사업 내용"),
      page("PLT010401", "추진 체계와 예산"),
      page("PLT010501", "물류협의회"),
      page("PLT010601", "특허"),
      boardLink("news"),
      boardLink("industry"),
      boardLink("schedule"),
      boardLink("notice"),
      { label: "통합게시판", to: "/app/commonboard" },
      { label: "수요조사", to: "/app/survey" },
      { label: "수요조사 결과", to: "/app/survey/results" },
      { label: "관리자 기능", to: "/app/totalboard", audience: "admin" },
      { label: "권한 설정", to: "/app/totalboard/permissions", audience: "admin" },
    ],
  },
  {
    label: "첨단장비",
    items: [
      page("PLT030101", "테스트센터"),
      page("PLT030301", "AGV"),
      page("PLT030401", "멀티셔틀"),
      page("PLT030501", "스마트공장 솔루션"),
      boardLink("company"),
      boardLink("product"),
      { label: "중고거래 (사고팔기)", to: "/app/trade" },
    ],
  },
  {
    label: "적재 시뮬레이션",
    items: [
      { label: "적재 시뮬레이션", to: "/app/FUL/PLT000101_05" },
      page("PLT020101", "디지털트윈"),
      page("PLT020201", "HICOS"),
      page("PLT020301", "공동물류 서비스 안내"),
      page("PLT020401", "물류 데이터 서비스"),
      page("PLT020501", "교육 자료실"),
      { label: "회원 서비스 안내", to: "/app/FUL/PLT000101_11" },
      { label: "물류 대시보드", to: "/app/dashboard", audience: "company" },
      { label: "빅데이터 대시보드", to: "/app/dashboard/bigdata/billing", audience: "admin" },
    ],
  },
  {
    label: "사례",
    items: [
      page("PLT010701", "도입 사례"),
      boardLink("jobs"),
      boardLink("club"),
      boardLink("restaurant"),
      boardLink("lodging"),
      boardLink("bamboo"),
    ],
  },
  {
    label: "문의",
    items: [page("PLT010801", "문의하기"), boardLink("faq"), boardLink("qna"), boardLink("quote")],
  },
];

/** Whether a member (`null`: a visitor) sees an entry of `audience`. */
export function canSeeMenuItem(
  audience: MenuAudience | undefined,
  user: { role: string; companyCode: string | null } | null,
): boolean {
  if (!audience || audience === "all") return true;
  if (user?.role === "A") return true;
  return audience === "company" && Boolean(user?.companyCode);
}

/** The main menu as `user` sees it: entries of another audience left out, empty groups too. */
export function menuFor(user: { role: string; companyCode: string | null } | null): MenuGroup[] {
  return MAIN_MENU.map((group) => ({
    label: group.label,
    items: group.items.filter((item) => canSeeMenuItem(item.audience, user)),
  })).filter((group) => group.items.length > 0);
}

/** The site map (/app/Menu): linked from the footer and the phone menu. */
export const SITE_MAP_LINK: MenuItem = { label: "전체 메뉴", to: "/app/Menu" };

/** Footer links: company intro, terms of service, privacy policy (boards spec section 1), and the site map. */
export const FOOTER_LINKS: readonly MenuItem[] = [
  { label: "회사소개", to: "/app/PLT010101" },
  { label: "이용약관", to: "/app/FUL/TermsOfservice" },
  { label: "개인정보처리방침", to: "/app/FUL/PrivacyPolicy" },
  SITE_MAP_LINK,
];
