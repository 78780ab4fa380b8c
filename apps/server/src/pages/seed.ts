/**
 * First versions of every stored page (issue 12): Korean content for the information pages, the
 * popups and the legal texts (from packages/contract/src/terms.ts), grounded in the spec's facts
 * (period 2020.09–2022.12; budget 10.5 billion won: government 5 billion, consortium 5.5 billion).
 * Pictures are the portal's own SVG drawings in apps/web/public/img/pages/. Only what the page editor
 * (Tiptap StarterKit + images) keeps is used: headings, paragraphs, lists, links, pictures — no tables.
 * Existing pages are never overwritten (administrators' edits win).
 */
import { type PolicyDocument, PRIVACY_POLICY, TERMS_OF_SERVICE } from "@portal/contract";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { sizeStaticPictures } from "../files/index.ts";
import { sanitizeBody } from "../text/sanitize.ts";
import { insertFirstVersion } from "./queries.ts";

const img = (file: string, alt: string) => `<p><img src="/img/pages/${file}" alt="${alt}"></p>`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

function policyHtml(doc: PolicyDocument): string {
  return doc.sections
    .map((s) => `<h2>${s.heading}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}`)
    .join("");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const FACTS = list([
  "사업 기간: 2020년 9월 ~ 2022년 12월 (28개월)",
  "총사업비: 105억 원 (정부 출연 50억 원, 컨소시엄 부담 55억 원)",
  "대상: 산업단지 입주 중소 제조기업과 물류기업",
]);

/** Page id → [title, body HTML] of version 1. */
export const PAGE_SEED: Record<string, [string, string]> = {
  PLT010101: [
    "사업 개요",
    `<h2>산업단지 스마트물류 공동 플랫폼 구축 사업</h2><p>스마트물류 컨소시엄은 산업단지에 입주한 중소 제조기업이 혼자서는 갖추기 어려운 물류 자동화 설비와 데이터 서비스를 함께 쓰도록 공동 플랫폼을 만듭니다. 입고·보관·출하·운송 정보를 한곳에 모으고, 실증센터에서 검증한 장비를 회원사에 보급합니다.</p>${FACTS}${img("goal.svg", "목표 구성도: 제조기업, 물류기업, 실증센터, 지원기관을 잇는 공동 플랫폼")}<h3>추진 배경</h3><p>산업단지 중소기업의 매출 대비 물류비 비중은 대기업보다 높고, 창고 운영과 배차가 사람의 경험에 의존하는 경우가 많습니다. 기업마다 따로 시스템을 들이는 대신 공동 플랫폼과 공동 설비로 비용을 나누는 것이 이 사업의 출발점입니다.</p>`,
  ],
  PLT010201: [
    "목적과 비전",
    `<h2>사업 목적</h2>${list(["산업단지 물류 데이터의 표준화와 공유", "첨단 물류장비의 실증과 보급", "회원사 물류비 절감과 납기 준수율 향상", "지역 물류기업과 제조기업의 상생 협력"])}${img("vision.svg", "비전: 효율, 연결, 성장")}<h2>비전</h2><p><strong>"데이터로 연결된 산업단지 물류 혁신 허브"</strong>를 비전으로, 효율·연결·성장의 세 가지 가치를 실현합니다.</p>`,
  ],
  PLT010301: [
    "사업 내용",
    `<h2>주요 사업 내용</h2>${img("service.svg", "서비스: 정보 공유, 실증 예약, 중고 거래, 적재 시뮬레이션, 데이터")}<h3>1. 공동 물류 플랫폼</h3><p>회원사의 주문·재고·운송 정보를 연계하는 웹 포털과 데이터 허브를 구축합니다. 게시판, 쪽지, 중고 설비 거래, 대시보드를 회원사에 제공합니다.</p><h3>2. 실증센터 운영</h3><p>AGV(무인운반차), 멀티셔틀 자동창고, 적재 시뮬레이션을 갖춘 실증센터에서 회원사가 장비를 직접 시험합니다. 방문은 포털에서 예약합니다.</p><h3>3. 디지털트윈과 데이터 서비스</h3><p>창고와 설비를 가상 공간에 재현한 디지털트윈으로 배치와 동선을 미리 검토하고, 물류 빅데이터 대시보드로 운영 지표를 봅니다.</p>`,
  ],
  PLT010401: [
    "추진 체계와 예산",
    `<h2>사업 예산</h2>${img("budget.svg", "총사업비 105억 원: 정부 50억 원, 컨소시엄 55억 원")}${list(["정부 출연금: 50억 원 (47.6%)", "컨소시엄 부담금: 55억 원 (52.4%)", "합계: 105억 원"])}<h2>추진 일정</h2>${img("direction.svg", "추진 방향: 2020 기반 구축, 2021 실증, 2022 확산")}${list(["2020.09 ~ 2021.06: 플랫폼 설계와 실증센터 구축", "2021.07 ~ 2022.03: 장비·서비스 실증과 회원사 시범 적용", "2022.04 ~ 2022.12: 회원사 확산과 성과 확산"])}<h2>컨소시엄 구성</h2>${img("consortium.svg", "컨소시엄 구성: 주관기관, 플랫폼 개발사, 장비 제조사, 물류 운영사, 연구기관")}`,
  ],
  PLT010501: [
    "물류협의회",
    `<h2>산업단지 물류협의회</h2><p>물류협의회는 산업단지의 제조기업과 물류기업이 공동 물류, 설비 공유, 인력 교육을 함께 논의하는 회원 협의체입니다. 분기마다 정기 회의를 열고, 실증센터 견학과 공동 구매를 추진합니다.</p><h3>가입 안내</h3>${list(["대상: 포털에 기업 회원으로 등록된 산업단지 입주기업", "방법: 마이페이지의 얼라이언스 참여 신청", "혜택: 실증센터 우선 예약, 공동 물류 단가 적용, 교육 과정 무료 참여"])}<p>아래 회원 현황은 포털의 회사 정보에서 자동으로 집계됩니다.</p>`,
  ],
  PLT010601: [
    "특허",
    `<h2>보유 및 출원 특허</h2>${list(["[출원 2021] 다중 화주 공동창고의 적재 위치 추천 방법", "[출원 2021] 무인운반차 경로 충돌 회피 제어 장치", "[등록 2022] 컨테이너 적재 시뮬레이션 시스템 및 방법", "[출원 2022] 산업단지 물류 데이터 표준 연계 방법"])}<p>특허 기술의 이전과 공동 활용은 문의 게시판으로 상담해 주세요.</p>`,
  ],
  PLT010701: [
    "도입 사례",
    `<h2>회원사 도입 사례</h2><h3>자동차 부품 제조 A사</h3><p>AGV 2대로 라인 간 부품 이송을 자동화하여 이송 인력 3명을 품질 검사 업무로 재배치했습니다.</p><h3>식품 제조 B사</h3><p>공동창고의 멀티셔틀을 이용해 피크 시즌 보관 공간을 확보하고, 출하 리드타임을 하루 줄였습니다.</p><h3>물류기업 C사</h3><p>적재 시뮬레이션으로 컨테이너 적재율을 높여 월 운송 횟수를 줄였습니다.</p><p>각 사례의 수치는 실증 기간 중 회원사가 보고한 결과입니다.</p>`,
  ],
  PLT010801: [
    "문의",
    `<h2>문의 안내</h2>${list(["사업 참여·물류협의회 가입: 컨소시엄 사무국", "실증센터 방문: 오른쪽 '방문 예약' 배너 또는 일정 게시판", "장비 견적: 견적 문의 게시판", "포털 이용: Q&amp;A 게시판"])}<p>운영 시간: 평일 09:00 ~ 18:00 (점심 12:00 ~ 13:00, 주말·공휴일 휴무)</p>`,
  ],
  PLT030101: [
    "테스트센터",
    `<h2>스마트물류 실증센터</h2>${img("testcenter.svg", "스마트물류 실증센터 건물")}<p>실증센터는 회원사가 첨단 물류장비를 실제 화물로 시험하는 공간입니다. 전시 구역, 실증 라인, 교육장으로 이루어져 있습니다.</p>${list(["AGV 주행 실증 라인", "멀티셔틀 자동창고 (4단 랙)", "적재 시뮬레이션과 디지털트윈 체험석", "교육장 (30석)"])}<p>방문은 포털의 방문 예약으로 신청하며, 한 번에 동반자를 포함해 예약할 수 있습니다.</p>`,
  ],
  PLT030301: [
    "AGV",
    `<h2>무인운반차 (AGV)</h2>${img("agv.svg", "화물을 싣고 유도선을 따라 이동하는 무인운반차(AGV)")}<p>AGV는 바닥의 유도선이나 위치 인식으로 정해진 경로를 따라 화물을 옮기는 무인 차량입니다. 실증센터의 AGV는 최대 500 kg을 싣고 분당 60 m로 이동합니다.</p>${list(["라인 간 부품·반제품 이송", "입고장에서 보관 구역까지 팔레트 이송", "야간 무인 운영"])}`,
  ],
  PLT030401: [
    "멀티셔틀",
    `<h2>멀티셔틀 자동창고</h2>${img("shuttle.svg", "4단 랙 사이를 오가는 멀티셔틀과 리프트")}<p>멀티셔틀은 랙의 각 층을 오가는 셔틀과 층간 리프트로 상자 단위 화물을 자동 입출고합니다. 같은 면적에 평치 보관보다 많은 화물을 보관하고, 피킹 시간을 줄입니다.</p>${list(["상자 단위 보관·피킹", "재고 위치 자동 관리", "플랫폼과 입출고 데이터 연계"])}`,
  ],
  PLT030501: [
    "스마트공장 솔루션",
    `<h2>스마트공장 솔루션 연계</h2><p>물류 자동화와 함께 생산 공정의 스마트화를 검토하는 회원사는 스마트공장 사업관리시스템에서 지원 사업과 공급기업 정보를 확인할 수 있습니다.</p><p><a href="https://www.smart-factory.kr" target="_blank">스마트공장 사업관리시스템 바로가기</a></p>`,
  ],
  PLT020101: [
    "디지털트윈",
    "<p>창고와 설비를 가상 공간에 재현한 디지털트윈 플랫폼입니다. 로그인한 회원의 정보로 바로 이용합니다.</p>",
  ],
  PLT020201: ["HICOS", "<p>산업단지 공동물류 시스템(HICOS)입니다. 로그인한 회원의 정보로 바로 이용합니다.</p>"],
  PLT020301: [
    "공동물류 서비스 안내",
    `<h2>회원 전용 공동물류 서비스</h2>${list(["공동 배송: 같은 방향 화물을 묶어 운송비 절감", "공동 보관: 실증센터 멀티셔틀 보관 공간 임대", "공동 구매: 포장재·팔레트 공동 구매"])}<p>신청은 쪽지로 사무국에 보내 주세요.</p>`,
  ],
  PLT020401: [
    "물류 데이터 서비스",
    `<h2>물류 데이터 서비스</h2><p>회원사의 입출고·운송 데이터를 표준 형식으로 모아 월간 물류 리포트를 제공합니다. 리포트에는 물류비 추이, 적재율, 납기 준수율이 포함됩니다.</p>`,
  ],
  PLT000101_11: [
    "회원 서비스 안내",
    `<h2>회원 전용 서비스</h2><p>스마트물류 컨소시엄 포털에 로그인한 회원이 이용할 수 있는 서비스를 한곳에 모았습니다. 기업 회원은 기업 등록 요청이 승인된 뒤 기업 관리 기능을 함께 이용합니다.</p>${list(
      [
        '<a href="/app/FUL/MyPage">마이페이지</a>: 회원 정보 수정, 기업 등록 요청, 실증센터 방문 예약 내역과 취소, 얼라이언스 참여 신청',
        '<a href="/app/FUL/Note">쪽지함</a>: 회원 간 쪽지, 중고 거래 쪽지, 주소록과 차단 목록',
        '<a href="/app/trade">중고설비 거래</a>: 설비 판매 등록, 찜하기, 판매자에게 거래 요청',
        '<a href="/app/FUL/PLT000101_05">적재 시뮬레이션</a>: 화물 목록으로 차량별 적재 배치와 적재율 계산',
        '<a href="/app/PLT020301">공동물류 서비스</a>, <a href="/app/PLT020401">물류 데이터 서비스</a>, <a href="/app/PLT020501">교육 자료실</a>',
      ],
    )}<h2>실증센터 방문 예약</h2><p>화면 오른쪽의 방문 예약 배너에서 행사, 장소, 날짜, 시간을 고르고 동행 인원을 적어 예약합니다. 예약 내역은 마이페이지에서 확인하고 취소할 수 있습니다.</p><h2>계정 보안</h2><p>비밀번호는 <a href="/app/FUL/PLT000101_12">비밀번호 변경</a>에서 현재 비밀번호를 다시 확인한 뒤 바꿀 수 있습니다. 약관 동의는 2년마다 다시 받습니다.</p><h2>문의</h2><p>이용 중 궁금한 점은 Q&amp;A 게시판에, 설비·물류 견적은 견적 문의 게시판에 남겨 주세요.</p>`,
  ],
  PLT020501: [
    "교육 자료실",
    `<h2>회원 교육 자료</h2>${list(["AGV 안전 운영 교육 (2시간)", "자동창고 재고 관리 실무 (3시간)", "물류 데이터 분석 기초 (4시간)"])}<p>교육 일정은 일정 게시판에서 확인하세요.</p>`,
  ],
  POPUP_PLT000101_01: [
    "수요조사 통계",
    "<p>산업단지 입주기업을 대상으로 한 스마트물류 수요조사 결과와 물류협의회 회원 현황입니다. 회원 현황은 포털의 회사 정보에서 자동 집계됩니다.</p>",
  ],
  POPUP_PLT000101_02: [
    "사업 참여 안내",
    `<h2>사업 참여 절차</h2><ol><li>회원가입 (약관 동의)</li><li>기업 회원 등록 요청</li><li>참여의향서 제출</li><li>물류협의회 가입 승인</li></ol>`,
  ],
  POPUP_PLT000101_03: [
    "실증센터 이용 안내",
    `<h2>실증센터 이용 안내</h2>${list(["방문 예약: 포털 오른쪽 배너", "이용 시간: 평일 10:00 ~ 17:00", "준비물: 시험할 화물 정보(크기·무게)"])}`,
  ],
  POPUP_PLT000101_04: [
    "공지",
    "<h2>포털 오픈 안내</h2><p>스마트물류 컨소시엄 포털이 문을 열었습니다. 회원가입 후 게시판, 방문 예약, 중고 거래를 이용해 보세요.</p>",
  ],
  POPUP_PLT000101_09: [
    "교육 신청 안내",
    "<h2>회원 교육 신청</h2><p>AGV 안전 운영, 자동창고 실무, 데이터 분석 교육을 무료로 운영합니다. 일정 게시판에서 신청해 주세요.</p>",
  ],
  POPUP_PLT000101_10: [
    "설문 참여 안내",
    "<h2>물류 수요조사 참여</h2><p>회원사의 물류 현황을 알려 주시면 공동 물류 서비스 설계에 반영합니다. 참여 기업에는 데이터 리포트를 먼저 제공합니다.</p>",
  ],
  POPUP_PoliciesPopup: [
    "운영 정책",
    `<h2>포털 운영 정책 요약</h2>${list(["이용약관 시행일: 2021년 8월 10일", "약관 변경은 30일 전 공지", "서비스 일시 중단은 1주 전, 영구 중단은 1개월 전 공지", "개인정보 수집·이용 동의는 2년마다 다시 받습니다"])}<p>전문은 이용약관과 개인정보처리방침에서 확인하세요.</p>`,
  ],
  TermsOfservice: [TERMS_OF_SERVICE.title, policyHtml(TERMS_OF_SERVICE)],
  PrivacyPolicy: [PRIVACY_POLICY.title, policyHtml(PRIVACY_POLICY)],
};

/**
 * Stores version 1 of every page that is not stored yet (written by the system account), its drawings
 * sized from the web app's folder `webRoot` (config.webDist; issue 38 §2).
 */
export async function seedPages(
  db: Db,
  dialect: DialectName,
  webRoot: string | undefined,
  now = new Date(),
): Promise<void> {
  for (const [pageId, [title, body]] of Object.entries(PAGE_SEED)) {
    await insertFirstVersion(db, dialect, {
      pageId,
      title,
      bodyHtml: await sizeStaticPictures(sanitizeBody(body), webRoot),
      createdAt: now.toISOString(),
      createdById: "system",
      createdByName: "시스템",
    });
  }
}
