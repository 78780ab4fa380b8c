/**
 * Demo content of the portal, read by `demo.ts`: the demo members, the board categories and the
 * posts (with reply threads) of every fixed board. The consortium, its member companies, the
 * industrial complex, people, phone numbers and addresses are fictional.
 */
import type { FixedBoardKey } from "@portal/contract";

/** A seed member. Ids: lowercase letter first, then lowercase letters/digits, 6-20 chars. */
export interface SeedMember {
  userId: string;
  nameKo: string;
  email: string;
  role: "U" | "M";
  companyName: string | null;
  /** One code per company (several members may share it; the same-company address book lists them). */
  companyCode: string | null;
  /** False for a member who has not agreed to the terms yet (sent to the consent screen at login). */
  termsAgreed?: boolean;
}

/**
 * A seed post. Times are relative to "now" at seeding: daysAgo (0 = today) and hour/minute in Asia/Seoul;
 * when the start comes before the latest of these times, all move one day back (demo.ts), none in the future.
 */
export interface SeedPost {
  title: string;
  /** Simple HTML: <p>, <ul><li>, <ol>, <strong>, <h3>, <blockquote>, <a href="https://..."> only. */
  bodyHtml: string;
  /** A SeedMember userId, or "admin" for the administrator. */
  author: string;
  daysAgo: number;
  hour: number;
  minute: number;
  views: number;
  /** Only on boards where the author is "admin". */
  notice?: boolean;
  /** Only with author "admin". */
  bold?: boolean;
  secret?: boolean;
  /** One of SEED_CATEGORIES[board] for that board. */
  category?: string;
  /** Nested replies (any depth); a reply's author differs from its parent's author. */
  replies?: SeedPost[];
  /** Only for the "schedule" board; startInDays may be negative (past) or positive (future). */
  schedule?: { startInDays: number; startHour: number; durationHours: number; allDay?: boolean };
}

/** Joins the blocks of a post body. */
const html = (...blocks: string[]): string => blocks.join("");

export const SEED_MEMBERS: readonly SeedMember[] = [
  // 김물류 works at 한빛로지스 under its manager 최도윤: colleagues in the address book, one dashboard.
  {
    userId: "demouser",
    nameKo: "김물류",
    email: "demouser@example.kr",
    role: "U",
    companyName: "한빛로지스",
    companyCode: "CHANBIT",
  },
  {
    userId: "hanbitlead",
    nameKo: "최도윤",
    email: "dychoi@example.kr",
    role: "M",
    companyName: "한빛로지스",
    companyCode: "CHANBIT",
  },
  {
    userId: "daesungmgr",
    nameKo: "이정민",
    email: "jmlee@example.kr",
    role: "M",
    companyName: "대성정밀",
    companyCode: "CDAESUN",
  },
  {
    userId: "seumauto",
    nameKo: "박서연",
    email: "sypark@example.com",
    role: "M",
    companyName: "세움오토메이션",
    companyCode: "CSEUMAU",
  },
  {
    userId: "nurisoft",
    nameKo: "한예린",
    email: "yrhan@example.kr",
    role: "M",
    companyName: "누리소프트",
    companyCode: "CNURISO",
  },
  {
    userId: "jhjung01",
    nameKo: "정지호",
    email: "jhjung@example.com",
    role: "U",
    companyName: "동진산업",
    companyCode: "CJHJUNG",
  },
  {
    userId: "sorayoon",
    nameKo: "윤소라",
    email: "sorayoon@example.com",
    role: "U",
    companyName: null,
    companyCode: null,
  },
  {
    userId: "newcomer01",
    nameKo: "신해온",
    email: "newcomer01@example.kr",
    role: "U",
    companyName: null,
    companyCode: null,
    termsAgreed: false,
  },
];

export const SEED_CATEGORIES: Partial<Record<FixedBoardKey, readonly string[]>> = {
  news: ["정책", "기술", "산업단지", "행사"],
  qna: ["회원가입", "실증센터", "교육", "기타"],
  jobs: ["구인", "구직"],
};

const news: readonly SeedPost[] = [
  {
    title: "실증센터 누적 실증 100건 돌파…회원사 물류자동화 검증 본격화",
    category: "산업단지",
    author: "admin",
    daysAgo: 0,
    hour: 9,
    minute: 10,
    views: 38,
    bodyHtml: html(
      "<p>남동스마트산업단지 스마트물류 실증센터의 누적 실증 건수가 100건을 넘어섰다. 실증센터는 AGV·AMR 주행 시험, 멀티셔틀 처리량 측정, 적재 시뮬레이션 검증, 디지털트윈 연동 시험의 네 분야로 운영되고 있으며, 전체 실증의 약 40%가 산업단지 내 중소 제조기업의 의뢰였다.</p>",
      "<ul><li>AGV·AMR 주행 시험: 43건</li><li>멀티셔틀 처리량 측정: 24건</li><li>적재 시뮬레이션 검증: 21건</li><li>디지털트윈 연동 시험: 14건</li></ul>",
      '<blockquote>실증센터 운영사무국은 "설비를 들이기 전에 자사 화물로 직접 시험해 볼 수 있다는 점이 가장 큰 장점"이라며 "실증 결과 보고서를 설비 도입 검토 자료로 활용하는 회원사가 늘고 있다"고 밝혔다.</blockquote>',
      "<p>실증 신청은 포털 Q&amp;A 게시판이나 실증센터 운영사무국(032-000-1200)으로 하면 된다.</p>",
    ),
  },
  {
    title: "실증센터 성과공유회 사전 등록 시작…회원사 실증 사례 6건 발표",
    category: "행사",
    author: "admin",
    daysAgo: 5,
    hour: 10,
    minute: 30,
    views: 164,
    bodyHtml: html(
      "<p>스마트물류 컨소시엄이 실증센터 성과공유회 사전 등록을 시작했다. 행사는 실증센터 2층 교육장과 1층 실증동에서 열리며, 회원사가 직접 수행한 실증 사례 6건이 발표된다.</p>",
      "<h3>주요 프로그램</h3>",
      "<ol><li>컨소시엄 사업 경과 보고</li><li>회원사 실증 사례 발표(AGV 주행, 멀티셔틀, 적재 시뮬레이션 등)</li><li>실증동 장비 시연 및 디지털트윈 관제 화면 공개</li><li>네트워킹 및 도입 상담</li></ol>",
      "<p>참가는 무료이며 선착순 120명까지 받는다. 자세한 일정은 포털의 일정 게시판에서 확인할 수 있다.</p>",
    ),
  },
  {
    title: "중소기업 물류자동화 설비 도입 지원 확대…자부담 비율 낮춰",
    category: "정책",
    author: "admin",
    daysAgo: 9,
    hour: 14,
    minute: 5,
    views: 412,
    bodyHtml: html(
      "<p>중소 제조·유통기업의 물류자동화 설비 도입을 돕는 지원 사업이 확대된다. 지원 대상 설비는 AGV·AMR, 자동창고, 스마트 컨베이어, 창고관리시스템(WMS) 등이며, 올해부터는 도입 전 검증 비용도 지원 항목에 포함됐다.</p>",
      "<ul><li>지원 대상: 상시근로자 300인 미만 제조·유통 중소기업</li><li>지원 한도: 기업당 최대 2억 원(자부담 30% 이상)</li><li>우대 사항: 공인 실증센터의 실증 결과 보유 기업 가점</li></ul>",
      "<p>컨소시엄은 회원사를 대상으로 신청 서류 작성 요령을 안내하는 설명회를 별도로 열 예정이다. 실증 결과 보고서가 필요한 회원사는 실증 일정을 미리 예약하는 것이 좋다.</p>",
    ),
  },
  {
    title: "산업단지 공동물류센터 타당성 조사 착수",
    category: "산업단지",
    author: "hanbitlead",
    daysAgo: 21,
    hour: 11,
    minute: 20,
    views: 287,
    bodyHtml: html(
      "<p>남동스마트산업단지 입주기업이 함께 쓰는 공동물류센터 건립을 위한 타당성 조사가 시작됐다. 조사는 약 5개월간 진행되며, 입주기업의 물동량과 보관 수요, 배송 권역을 분석해 적정 규모와 운영 방식을 제안한다.</p>",
      "<p>현재 산업단지 내 중소 제조기업은 대부분 자체 창고를 두거나 외부 창고를 임차해 쓰고 있어 보관 효율이 낮다는 지적이 많았다. 공동물류센터가 들어서면 입출고와 공동 배송을 한곳에서 처리할 수 있을 것으로 기대된다.</p>",
      "<p>조사 기간 중 입주기업 대상 설문과 현장 인터뷰가 진행된다. 설문에 참여하는 회원사에는 결과 요약 보고서가 제공된다.</p>",
    ),
  },
  {
    title: "물류자동화 전시회 공동관 참가기업 모집",
    category: "행사",
    author: "admin",
    daysAgo: 30,
    hour: 9,
    minute: 40,
    views: 356,
    bodyHtml: html(
      "<p>스마트물류 컨소시엄이 물류자동화 전시회에 공동관을 꾸리고 참가기업을 모집한다. 공동관은 부스 8개 규모이며, 부스 임차료와 기본 장치비는 컨소시엄이 부담한다.</p>",
      "<ul><li>모집 대상: 컨소시엄 회원사 중 물류 장비·솔루션 보유 기업</li><li>모집 규모: 8개사</li><li>지원 내용: 부스 임차료, 기본 장치비, 공동 홍보물 제작</li><li>참가 기업 부담: 전시품 운송비, 상주 인력 경비</li></ul>",
      "<p>신청은 포털 견적 문의 게시판이 아닌 운영사무국 이메일(expo@example.kr)로 받는다. 선정 결과는 개별 통보한다.</p>",
    ),
  },
  {
    title: "사람과 함께 일하는 물류로봇, 안전 기준 논의 본격화",
    category: "정책",
    author: "daesungmgr",
    daysAgo: 34,
    hour: 16,
    minute: 15,
    views: 301,
    bodyHtml: html(
      "<p>작업자와 같은 공간에서 움직이는 협동형 AMR이 늘면서 안전 기준을 정비해야 한다는 목소리가 커지고 있다. 울타리 안에서만 움직이던 기존 AGV와 달리 AMR은 사람을 피해 경로를 스스로 바꾸기 때문에 속도 제한, 감지 거리, 비상정지 방식을 따로 정해야 한다는 것이다.</p>",
      "<p>업계에서 주로 거론되는 쟁점은 다음과 같다.</p>",
      "<ul><li>작업자 감지 시 감속·정지 거리의 최소 기준</li><li>혼재 구역의 최고 주행 속도(현장에서는 보통 초속 1.0m 이하로 운용)</li><li>안전 스캐너 보호 영역 설정과 정기 점검 주기</li></ul>",
      "<p>실증센터는 혼재 구역 주행 시험 결과를 정리해 회원사와 공유할 계획이다.</p>",
    ),
  },
  {
    title: "디지털트윈으로 창고 레이아웃 미리 검증…설계 변경 비용 줄여",
    category: "기술",
    author: "nurisoft",
    daysAgo: 47,
    hour: 13,
    minute: 50,
    views: 389,
    bodyHtml: html(
      "<p>창고를 짓거나 설비를 바꾸기 전에 가상 공간에서 먼저 운영해 보는 디지털트윈 활용이 늘고 있다. 랙 배치, 통로 폭, AGV 대수 등을 바꿔 가며 시뮬레이션하면 병목 구간을 미리 찾을 수 있다.</p>",
      "<p>실증센터에서 진행한 한 회원사의 사례에서는 AGV 6대 운용안을 디지털트윈으로 검증한 결과, 교차로 대기 시간이 길어지는 구간이 발견돼 통로 한 곳을 일방통행으로 바꿨다. 그 결과 실제 시험 운행에서 시간당 처리량이 계획 대비 9% 높게 나왔다.</p>",
      "<p>디지털트윈은 설계 단계뿐 아니라 운영 단계에서도 쓰인다. 실시간 설비 데이터를 연결하면 관제 화면에서 장비 상태와 재고 위치를 한눈에 볼 수 있다.</p>",
    ),
  },
  {
    title: "적재 최적화 알고리즘 적용 후 화물차 적재율 12%p 개선",
    category: "기술",
    author: "admin",
    daysAgo: 58,
    hour: 10,
    minute: 0,
    views: 447,
    bodyHtml: html(
      "<p>실증센터의 적재 시뮬레이션 실증에 참여한 회원사 3곳의 평균 화물차 적재율이 71%에서 83%로 12%포인트 높아진 것으로 나타났다. 상자 크기와 무게, 하중 제한, 하차 순서를 함께 고려해 적재 위치를 계산한 결과다.</p>",
      "<p>적재 계획을 작업자 경험에만 맡기면 빈 공간이 생기거나 무거운 화물이 위에 실리는 문제가 생기기 쉽다. 시뮬레이션 결과를 3D 적재도로 출력해 상차 작업자에게 나눠 주자 상차 시간도 평균 15분가량 줄었다.</p>",
      "<p>적재 시뮬레이션 실습 교육은 실증센터 2층 교육장에서 정기적으로 열린다.</p>",
    ),
  },
  {
    title: "산업단지 통근버스 노선 개편…실증센터 앞 정류장 신설",
    category: "산업단지",
    author: "admin",
    daysAgo: 66,
    hour: 15,
    minute: 30,
    views: 612,
    bodyHtml: html(
      "<p>남동스마트산업단지 통근버스 노선이 다음 달부터 개편된다. 지하철역과 산업단지를 잇는 순환 노선이 2개에서 3개로 늘고, 출근 시간대 배차 간격은 15분에서 10분으로 줄어든다.</p>",
      "<ul><li>신설 정류장: 스마트물류 실증센터 정문 앞, 산업단지 3블록 상가동</li><li>운행 시간: 평일 오전 7시~9시 30분, 오후 5시 30분~8시</li><li>요금: 무료(사원증 또는 모바일 탑승권 제시)</li></ul>",
      "<p>실증센터 교육이나 참관으로 방문하는 외부 인원도 탑승할 수 있다. 노선도는 산업단지 관리사무소 누리집에서 내려받을 수 있다.</p>",
    ),
  },
  {
    title: "AGV·AMR 통합 관제 위한 표준 통신 인터페이스 확산",
    category: "기술",
    author: "daesungmgr",
    daysAgo: 79,
    hour: 11,
    minute: 45,
    views: 358,
    bodyHtml: html(
      "<p>제조사가 서로 다른 AGV와 AMR을 하나의 관제 시스템에서 운용하려는 수요가 늘면서, 차량과 관제 서버 사이의 통신 방식을 표준화하려는 움직임이 활발하다. 주행 명령, 위치, 배터리 상태, 오류 코드 등을 공통 형식으로 주고받는 방식이다.</p>",
      "<p>표준 인터페이스를 쓰면 특정 제조사에 묶이지 않고 장비를 추가할 수 있다는 장점이 있다. 다만 제조사마다 지원 범위가 달라 도입 전 호환성 시험이 필요하다.</p>",
      "<p>실증센터는 회원사 장비 4종을 대상으로 통합 관제 연동 시험을 진행 중이며, 결과는 성과공유회에서 공개할 예정이다.</p>",
    ),
  },
  {
    title: "스마트물류센터 인증, 어떤 항목을 준비해야 하나",
    category: "정책",
    author: "hanbitlead",
    daysAgo: 93,
    hour: 14,
    minute: 20,
    views: 521,
    bodyHtml: html(
      "<p>자동화 설비와 정보시스템을 갖춘 물류센터를 평가하는 인증 제도에 관심을 갖는 회원사가 많아지고 있다. 인증을 받으면 정책 자금이나 지원 사업에서 우대를 받을 수 있어 준비 문의가 늘고 있다.</p>",
      "<h3>주요 평가 영역</h3>",
      "<ul><li>입고·보관·피킹·출고 단계의 자동화 수준</li><li>WMS 등 정보시스템의 실시간 재고 관리 능력</li><li>작업자 안전과 시설 안전 관리 체계</li><li>에너지 효율과 친환경 설비</li></ul>",
      "<p>한빛로지스는 자사 물류센터의 인증 준비 과정을 정리해 업계 동향 게시판에 연재할 계획이다.</p>",
    ),
  },
  {
    title: "세움오토메이션, 멀티셔틀 시스템 첫 해외 공급 계약",
    category: "산업단지",
    author: "seumauto",
    daysAgo: 104,
    hour: 10,
    minute: 15,
    views: 476,
    bodyHtml: html(
      "<p>컨소시엄 회원사인 세움오토메이션이 동남아시아의 한 전자부품 유통기업과 멀티셔틀 자동창고 공급 계약을 맺었다. 세움오토메이션의 첫 해외 공급 사례다.</p>",
      "<p>공급 설비는 12단 랙, 셔틀 24대, 리프트 4기로 구성되며 시간당 약 1,400개 용기를 입출고할 수 있다. 설비 사양은 실증센터에서 6주 동안 처리량과 연속 가동 시험을 거쳐 확정했다.</p>",
      '<blockquote>세움오토메이션 관계자는 "실증센터 시험 데이터를 계약 과정에서 그대로 제시할 수 있었던 것이 신뢰를 얻는 데 큰 도움이 됐다"고 말했다.</blockquote>',
    ),
  },
  {
    title: "산업단지 제조기업 공동 배송 시범사업 3개월 결과…배송비 18% 절감",
    category: "산업단지",
    author: "hanbitlead",
    daysAgo: 131,
    hour: 16,
    minute: 0,
    views: 634,
    bodyHtml: html(
      "<p>남동스마트산업단지 중소 제조기업 9곳이 참여한 공동 배송 시범사업의 3개월 결과가 나왔다. 같은 권역으로 가는 화물을 한 차량에 모아 싣는 방식으로, 참여 기업의 평균 배송비가 18% 줄었다.</p>",
      "<ul><li>참여 기업: 9개사(기계부품, 포장재, 전자부품 등)</li><li>운행 차량: 5톤 화물차 4대, 1톤 화물차 2대</li><li>평균 적재율: 시범사업 전 58% → 시범사업 후 79%</li></ul>",
      "<p>한빛로지스는 배송 권역을 수도권 남부까지 넓혀 시범사업을 이어 갈 예정이며, 추가 참여 기업을 모집하고 있다.</p>",
    ),
  },
  {
    title: "물류 분야 청년 인력 양성 과정 참가자 모집",
    category: "정책",
    author: "admin",
    daysAgo: 160,
    hour: 9,
    minute: 30,
    views: 703,
    bodyHtml: html(
      "<p>물류자동화 현장에서 일할 청년 인력을 키우는 양성 과정이 실증센터에서 열린다. 8주 과정으로 이론 교육과 실증동 실습, 회원사 현장 실습으로 구성된다.</p>",
      "<ul><li>대상: 만 34세 이하 미취업 청년</li><li>내용: WMS 운영, AGV·AMR 운용과 안전, PLC 기초, 적재 시뮬레이션</li><li>혜택: 교육비 전액 지원, 수료 후 회원사 채용 연계</li></ul>",
      "<p>지원서는 포털 구인구직 게시판의 안내 글을 참고해 제출하면 된다. 서류 심사와 면접을 거쳐 20명을 선발한다.</p>",
    ),
  },
  {
    title: "컨테이너 적재 시뮬레이션 소프트웨어, 회원사 협업으로 국산화",
    category: "기술",
    author: "nurisoft",
    daysAgo: 178,
    hour: 13,
    minute: 10,
    views: 588,
    bodyHtml: html(
      "<p>누리소프트와 회원사들이 함께 개발한 적재 시뮬레이션 소프트웨어가 실증센터에 설치됐다. 화물 크기와 무게, 적재 금지 조건을 입력하면 화물차나 컨테이너의 적재 배치를 자동으로 계산해 3D로 보여 준다.</p>",
      "<p>그동안 회원사들은 해외 소프트웨어를 써 왔으나 비용 부담이 크고 국내 화물차 규격이 충분히 반영되지 않는 문제가 있었다. 새 소프트웨어는 1톤부터 25톤까지 국내 주요 화물차 적재함 규격을 기본으로 담았다.</p>",
      "<p>회원사는 실증센터 교육장 PC에서 무료로 써 볼 수 있다.</p>",
    ),
  },
];

const industry: readonly SeedPost[] = [
  {
    title: "인력난 속 물류 현장, 자동화는 '대체'보다 '보완'이었습니다",
    author: "demouser",
    daysAgo: 3,
    hour: 17,
    minute: 40,
    views: 96,
    bodyHtml: html(
      "<p>저희 센터에 AMR 4대가 들어온 지 넉 달이 지났습니다. 처음에는 사람이 줄어드는 것 아니냐는 걱정이 많았는데, 실제로는 피킹한 상품을 포장대까지 옮기던 이동 업무를 AMR이 맡으면서 작업자들은 피킹과 검수에 집중하게 됐습니다.</p>",
      "<ul><li>작업자 1인당 하루 이동 거리: 약 14km → 6km</li><li>시간당 피킹 건수: 약 20% 증가</li><li>신규 입사자 적응 기간: 2주 → 1주 남짓</li></ul>",
      "<p>물론 통로에 적재물을 잠깐 두기만 해도 AMR이 멈추는 등 현장 습관을 바꾸는 데 시간이 걸렸습니다. 도입을 검토하시는 분들께는 설비보다 작업 규칙을 먼저 정리하시라고 말씀드리고 싶습니다.</p>",
    ),
    replies: [
      {
        title: "RE: 인력난 속 물류 현장, 자동화는 '대체'보다 '보완'이었습니다",
        author: "jhjung01",
        daysAgo: 2,
        hour: 9,
        minute: 15,
        views: 41,
        bodyHtml:
          "<p>공감합니다. 저희도 도입 초기에 통로 적재 때문에 AMR이 자주 멈췄는데, 바닥에 보관 금지 구역 표시를 새로 한 뒤로 많이 줄었습니다. 작업 규칙 정리하신 자료가 있으면 참고하고 싶네요.</p>",
      },
    ],
  },
  {
    title: "배터리 교체식과 기회충전식 AGV, 현장에서 본 장단점",
    author: "daesungmgr",
    daysAgo: 15,
    hour: 10,
    minute: 25,
    views: 213,
    bodyHtml: html(
      "<p>AGV 도입 상담을 하다 보면 충전 방식을 묻는 분이 많습니다. 실증센터에서 두 방식을 모두 운용해 본 경험을 정리해 봤습니다.</p>",
      "<h3>배터리 교체식</h3>",
      "<ul><li>교체에 3~5분이면 충분해 24시간 가동에 유리</li><li>예비 배터리와 교체 공간, 교체 인력이 필요</li></ul>",
      "<h3>기회충전식</h3>",
      "<ul><li>작업 대기 중 충전소에 들러 자동 충전, 사람 손이 거의 안 감</li><li>가동률이 높은 현장에서는 충전 시간이 겹쳐 대수를 늘려야 할 수 있음</li></ul>",
      "<p>2교대 이하 현장이라면 기회충전식이 대체로 경제적이고, 3교대 연속 가동이라면 교체식을 검토해 볼 만합니다.</p>",
    ),
  },
  {
    title: "멀티셔틀과 일반 자동창고, 어떤 기준으로 고를까",
    author: "seumauto",
    daysAgo: 28,
    hour: 14,
    minute: 0,
    views: 278,
    bodyHtml: html(
      "<p>자동창고를 검토할 때 가장 먼저 볼 것은 '무엇을, 얼마나 자주' 꺼내느냐입니다. 팔레트 단위로 드물게 입출고한다면 스태커 크레인 방식의 일반 자동창고가, 소형 용기 단위로 자주 꺼낸다면 멀티셔틀이 유리합니다.</p>",
      "<ul><li>처리량: 멀티셔틀은 층마다 셔틀이 따로 움직여 시간당 처리량이 높음</li><li>보관 단위: 멀티셔틀은 용기·상자, 일반 자동창고는 팔레트 중심</li><li>확장성: 멀티셔틀은 셔틀 추가로 처리량을 단계적으로 늘릴 수 있음</li></ul>",
      "<p>실증센터 1층에 8단 멀티셔틀 시험 설비가 있으니, 실제 화물로 처리량을 확인해 보시길 권합니다.</p>",
    ),
  },
  {
    title: "WMS 도입 6개월 차, 현장에서 달라진 점",
    author: "demouser",
    daysAgo: 42,
    hour: 18,
    minute: 10,
    views: 245,
    bodyHtml: html(
      "<p>엑셀과 종이 지시서로 운영하던 센터에 WMS를 들인 지 6개월이 됐습니다. 가장 큰 변화는 재고 실사 시간입니다. 월말 실사에 이틀이 걸렸는데 지금은 반나절이면 끝납니다.</p>",
      "<p>처음 두 달은 바코드 라벨 부착과 로케이션 코드 정비에 거의 모든 시간을 썼습니다. 기초 데이터가 엉망이면 시스템도 엉망이 된다는 걸 몸으로 배웠네요.</p>",
      "<p>아직 아쉬운 점은 반품 처리 화면입니다. 반품 사유별로 분류하는 기능을 공급사와 협의 중입니다.</p>",
    ),
    replies: [
      {
        title: "RE: WMS 도입 6개월 차, 현장에서 달라진 점",
        author: "nurisoft",
        daysAgo: 41,
        hour: 10,
        minute: 30,
        views: 88,
        bodyHtml:
          "<p>좋은 후기 감사합니다. 말씀하신 대로 로케이션 코드와 품목 마스터 정비가 도입 성패를 가릅니다. 반품 사유 분류는 여러 회원사에서 요청이 있어 다음 업데이트에 반영을 검토하고 있습니다.</p>",
      },
    ],
  },
  {
    title: "팔레트 규격 통일이 자동화의 첫걸음입니다",
    author: "jhjung01",
    daysAgo: 57,
    hour: 11,
    minute: 5,
    views: 198,
    bodyHtml: html(
      "<p>저희 공장은 거래처마다 팔레트 크기가 달라 창고에 1100×1100, 1200×1000, 목재와 플라스틱이 뒤섞여 있었습니다. AGV 도입을 검토하다가 가장 먼저 부딪힌 문제가 바로 이것이었습니다.</p>",
      "<p>실증센터에서 시험해 보니 규격이 다른 팔레트가 섞이면 AGV 포크 위치를 매번 바꿔야 해 처리 속도가 크게 떨어졌습니다. 결국 사내 표준을 1100×1100 플라스틱 팔레트로 정하고, 입고 단계에서 옮겨 싣는 작업을 추가했습니다.</p>",
      "<p>자동화를 고민하신다면 설비 견적보다 팔레트와 용기 규격부터 점검해 보시길 권합니다.</p>",
    ),
  },
  {
    title: "로봇 구독(RaaS) 모델, 중소기업에 맞을까",
    author: "seumauto",
    daysAgo: 73,
    hour: 15,
    minute: 45,
    views: 301,
    bodyHtml: html(
      "<p>최근 물류로봇을 구입하지 않고 월 사용료를 내고 쓰는 구독형 모델 문의가 늘고 있습니다. 초기 투자 부담이 적고, 유지보수와 소프트웨어 업데이트가 포함되는 것이 장점입니다.</p>",
      "<ul><li>유리한 경우: 물동량 변동이 크거나 성수기에만 장비가 필요한 현장</li><li>불리한 경우: 5년 이상 같은 작업을 안정적으로 반복하는 현장(총비용이 구입보다 커질 수 있음)</li></ul>",
      "<p>계약 전에는 최소 계약 기간, 장애 시 대응 시간, 계약 종료 후 데이터 처리 방식을 꼭 확인하시기 바랍니다.</p>",
    ),
  },
  {
    title: "콜드체인 창고의 AMR 운용, 영하 25도에서 확인한 과제",
    author: "hanbitlead",
    daysAgo: 96,
    hour: 13,
    minute: 35,
    views: 334,
    bodyHtml: html(
      "<p>한빛로지스 냉동창고에서 AMR 시험 운행을 2주간 진행했습니다. 상온에서는 문제가 없던 장비도 영하 25도에서는 여러 과제가 드러났습니다.</p>",
      "<ol><li>배터리 용량이 상온 대비 약 30% 줄어 충전 주기가 짧아짐</li><li>냉동실과 전실을 오갈 때 센서 표면에 성에가 끼어 인식 오류 발생</li><li>바닥 결빙 구간에서 바퀴 미끄러짐</li></ol>",
      "<p>센서 히터와 저온용 배터리를 갖춘 사양으로 바꾼 뒤 오류는 크게 줄었습니다. 냉동창고 자동화를 준비하시는 분들은 반드시 저온 환경 시험을 거치시길 권합니다.</p>",
    ),
  },
  {
    title: "물류센터 데이터, 쌓기만 하고 쓰지 않는다면",
    author: "nurisoft",
    daysAgo: 118,
    hour: 10,
    minute: 50,
    views: 262,
    bodyHtml: html(
      "<p>WMS와 설비 관제 시스템을 쓰는 센터라면 입출고 이력, 장비 가동 기록, 작업자 실적 데이터가 매일 쌓입니다. 그런데 이 데이터를 월간 보고서 말고는 거의 쓰지 않는 곳이 많습니다.</p>",
      "<p>작게 시작할 수 있는 활용 예를 몇 가지 소개합니다.</p>",
      "<ul><li>출고 빈도 상위 품목을 출고구 가까운 로케이션으로 재배치</li><li>시간대별 출고량으로 교대 인원 조정</li><li>장비 오류 코드 통계로 예방정비 주기 조정</li></ul>",
      "<p>거창한 분석 시스템보다, 이번 주에 하나라도 데이터로 결정해 보는 경험이 중요합니다.</p>",
    ),
  },
];

const schedule: readonly SeedPost[] = [
  {
    title: "신규 회원사 온보딩 설명회",
    author: "admin",
    daysAgo: 34,
    hour: 10,
    minute: 0,
    views: 142,
    schedule: { startInDays: -20, startHour: 10, durationHours: 2 },
    bodyHtml: html(
      "<p>새로 가입한 회원사를 대상으로 포털 이용 방법과 실증센터 장비 예약 절차를 안내합니다.</p>",
      "<ul><li>장소: 실증센터 2층 교육장</li><li>내용: 포털 회원 등급과 게시판 이용, 장비 예약과 실증 신청 절차, 실증동 견학</li><li>준비물: 없음(주차는 실증센터 지상 주차장 이용)</li></ul>",
    ),
  },
  {
    title: "AGV 운영 교육 1기",
    author: "admin",
    daysAgo: 38,
    hour: 9,
    minute: 30,
    views: 221,
    schedule: { startInDays: -18, startHour: 14, durationHours: 3 },
    bodyHtml: html(
      "<p>AGV 기본 구조와 주행 경로 설정, 안전 수칙을 배우는 교육입니다. 이론 1시간, 실증동 실습 2시간으로 진행합니다.</p>",
      "<ul><li>장소: 실증센터 2층 교육장, 1층 실증동</li><li>정원: 16명(회원사당 2명 이내)</li><li>복장: 실습 시 안전화 착용(센터에서 대여 가능)</li></ul>",
    ),
  },
  {
    title: "스마트물류 기술 세미나",
    author: "admin",
    daysAgo: 30,
    hour: 11,
    minute: 0,
    views: 187,
    schedule: { startInDays: -12, startHour: 10, durationHours: 6 },
    bodyHtml: html(
      "<p>회원사 엔지니어가 직접 발표하는 기술 세미나입니다.</p>",
      "<ol><li>10:00 이기종 AGV·AMR 통합 관제 연동 시험 결과</li><li>11:00 멀티셔틀 처리량 산정 방법</li><li>13:30 디지털트윈 기반 레이아웃 검증 사례</li><li>14:30 적재 시뮬레이션 활용 사례</li><li>15:30 질의응답</li></ol>",
      "<p>장소는 실증센터 2층 교육장이며 점심은 제공됩니다.</p>",
    ),
  },
  {
    title: "실증센터 정기 점검(휴관)",
    author: "admin",
    daysAgo: 20,
    hour: 15,
    minute: 0,
    views: 98,
    schedule: { startInDays: -6, startHour: 0, durationHours: 48, allDay: true },
    bodyHtml: html(
      "<p>실증동 설비 정기 점검으로 이틀간 실증센터를 휴관합니다. 이 기간에는 장비 예약과 견학이 불가합니다.</p>",
      "<p>점검 대상: AGV 충전 설비, 멀티셔틀 리프트, 스마트 컨베이어 구동부, 관제 서버</p>",
    ),
  },
  {
    title: "멀티셔틀 실증 참관의 날",
    author: "admin",
    daysAgo: 12,
    hour: 10,
    minute: 20,
    views: 134,
    schedule: { startInDays: -2, startHour: 13, durationHours: 4 },
    bodyHtml: html(
      "<p>세움오토메이션의 멀티셔틀 연속 가동 실증을 회원사에 공개합니다. 실제 처리량 측정 과정과 관제 화면을 함께 볼 수 있습니다.</p>",
      "<ul><li>장소: 실증센터 1층 실증동 B구역</li><li>정원: 30명, 선착순</li><li>안내: 실증동 안에서는 안내선 밖으로 나가지 마세요.</li></ul>",
    ),
  },
  {
    title: "컨소시엄 운영위원회 정기회의",
    author: "admin",
    daysAgo: 9,
    hour: 16,
    minute: 40,
    views: 57,
    schedule: { startInDays: 3, startHour: 15, durationHours: 2 },
    bodyHtml: html(
      "<p>회원사 대표로 구성된 운영위원회 정기회의입니다.</p>",
      "<ul><li>장소: 실증센터 3층 회의실</li><li>안건: 하반기 실증 일정 조정, 성과공유회 준비, 장비 이용 규정 개정안</li></ul>",
    ),
  },
  {
    title: "적재 시뮬레이션 실습 교육(2일 과정)",
    author: "admin",
    daysAgo: 14,
    hour: 9,
    minute: 50,
    views: 176,
    schedule: { startInDays: 8, startHour: 0, durationHours: 48, allDay: true },
    bodyHtml: html(
      "<p>적재 시뮬레이션 소프트웨어로 화물차와 컨테이너 적재 계획을 세우는 실습 교육입니다. 이틀 모두 09:30부터 17:00까지 진행합니다.</p>",
      "<ul><li>1일 차: 화물 데이터 준비, 적재 조건 설정, 기본 시뮬레이션</li><li>2일 차: 자사 화물 데이터로 적재 계획 작성, 3D 적재도 출력</li><li>장소: 실증센터 2층 교육장(PC 20대)</li></ul>",
      "<p>자사 화물 목록(품목, 크기, 무게)을 엑셀로 준비해 오시면 실습에 바로 활용할 수 있습니다.</p>",
    ),
  },
  {
    title: "디지털트윈 데모데이",
    author: "admin",
    daysAgo: 6,
    hour: 14,
    minute: 10,
    views: 88,
    schedule: { startInDays: 14, startHour: 14, durationHours: 3 },
    bodyHtml: html(
      "<p>실증센터 디지털트윈 관제 플랫폼을 시연합니다. 실증동 설비가 가상 공간에서 실시간으로 움직이는 모습과 레이아웃 변경 시뮬레이션을 보여 드립니다.</p>",
      "<p>장소: 실증센터 2층 관제실 및 교육장 / 정원: 40명</p>",
    ),
  },
  {
    title: "산업단지 물류 채용박람회",
    author: "admin",
    daysAgo: 11,
    hour: 11,
    minute: 30,
    views: 243,
    schedule: { startInDays: 20, startHour: 0, durationHours: 24, allDay: true },
    bodyHtml: html(
      "<p>남동스마트산업단지 회원사 15곳이 참여하는 물류 분야 채용박람회입니다. 현장 면접과 이력서 상담, 직무 설명회가 함께 열립니다.</p>",
      "<ul><li>장소: 산업단지 지원센터 1층 대강당</li><li>운영 시간: 10:00~17:00</li><li>모집 직무: 물류 관리, 설비 보전, 제어 엔지니어, WMS 운영 등</li></ul>",
    ),
  },
  {
    title: "물류자동화 전시회 공동관 운영",
    author: "admin",
    daysAgo: 18,
    hour: 10,
    minute: 0,
    views: 119,
    schedule: { startInDays: 27, startHour: 0, durationHours: 72, allDay: true },
    bodyHtml: html(
      "<p>컨소시엄 공동관이 물류자동화 전시회에 참가합니다. 회원사 8곳이 AGV, 멀티셔틀, WMS, 적재 시뮬레이션 등을 선보입니다.</p>",
      "<p>공동관 방문을 원하는 회원사는 운영사무국에서 무료 사전 등록 코드를 받으실 수 있습니다.</p>",
    ),
  },
  {
    title: "AGV 운영 교육 2기",
    author: "admin",
    daysAgo: 4,
    hour: 9,
    minute: 0,
    views: 64,
    schedule: { startInDays: 33, startHour: 14, durationHours: 3 },
    bodyHtml: html(
      "<p>1기 교육에 신청하지 못한 분들을 위한 2기 교육입니다. 내용은 1기와 같습니다.</p>",
      "<ul><li>장소: 실증센터 2층 교육장, 1층 실증동</li><li>정원: 16명</li><li>신청: 포털 공지사항의 교육 안내 글 참고</li></ul>",
    ),
  },
  {
    title: "실증센터 성과공유회",
    author: "admin",
    daysAgo: 5,
    hour: 10,
    minute: 40,
    views: 152,
    schedule: { startInDays: 40, startHour: 14, durationHours: 4 },
    bodyHtml: html(
      "<p>컨소시엄 사업 성과와 회원사 실증 사례를 공유하는 자리입니다.</p>",
      "<ol><li>14:00 사업 경과 보고</li><li>14:30 회원사 실증 사례 발표(6건)</li><li>16:10 실증동 장비 시연</li><li>17:00 네트워킹</li></ol>",
      "<p>장소: 실증센터 2층 교육장 및 1층 실증동 / 사전 등록 120명</p>",
    ),
  },
];

const notice: readonly SeedPost[] = [
  {
    title: "[필독] 포털 이용 안내 및 회원 등급 안내",
    author: "admin",
    notice: true,
    bold: true,
    daysAgo: 176,
    hour: 10,
    minute: 0,
    views: 874,
    bodyHtml: html(
      "<p>남동스마트산업단지 스마트물류 컨소시엄 포털에 오신 것을 환영합니다. 포털은 컨소시엄 회원사와 산업단지 입주기업이 물류자동화 정보를 나누고 실증센터를 이용하기 위한 공간입니다.</p>",
      "<h3>회원 등급</h3>",
      "<ul><li><strong>일반회원</strong>: Q&amp;A, 견적 문의, 구인구직, 대나무숲 등 게시판 글쓰기</li><li><strong>기업회원</strong>: 일반회원 권한에 더해 물류·산업 뉴스, 기업 소개, 제품 소개 글쓰기</li></ul>",
      "<p>기업회원 전환은 회원정보 화면에서 신청하실 수 있으며, 운영사무국 확인 후 승인됩니다. 게시판 이용 규칙을 지키지 않는 글은 예고 없이 삭제될 수 있습니다.</p>",
    ),
  },
  {
    title: "실증센터 장비 사용 예약 절차 변경 안내",
    author: "admin",
    notice: true,
    daysAgo: 24,
    hour: 14,
    minute: 0,
    views: 318,
    bodyHtml: html(
      "<p>실증센터 장비 예약 절차가 다음과 같이 바뀝니다.</p>",
      "<ol><li>포털 Q&amp;A 게시판 '실증센터' 분류로 사용 희망 장비와 기간을 남겨 주세요.</li><li>운영사무국이 3영업일 안에 가능 일정을 회신합니다.</li><li>실증 계획서(양식은 첨부파일 참고)를 제출하면 예약이 확정됩니다.</li></ol>",
      "<p>예약은 회원사당 월 최대 5일이며, 미사용 예약이 두 번 이상이면 다음 달 예약이 제한될 수 있습니다. 문의: 실증센터 운영사무국 032-000-1200</p>",
    ),
  },
  {
    title: "개인정보 처리방침 개정 안내",
    author: "admin",
    notice: true,
    daysAgo: 61,
    hour: 9,
    minute: 0,
    views: 205,
    bodyHtml: html(
      "<p>포털 개인정보 처리방침이 개정되어 알려 드립니다.</p>",
      "<ul><li>개정 내용: 실증센터 출입 기록의 보관 기간 명시(1년), 교육 수료 정보의 처리 목적 추가</li><li>시행: 공지일로부터 7일 후</li></ul>",
      "<p>개정 내용에 동의하지 않으시면 회원 탈퇴를 요청하실 수 있습니다. 전문은 포털 하단의 개인정보 처리방침에서 확인하실 수 있습니다.</p>",
    ),
  },
  {
    title: "실증센터 정기 점검에 따른 휴관 안내",
    author: "admin",
    daysAgo: 19,
    hour: 11,
    minute: 0,
    views: 147,
    bodyHtml: html(
      "<p>실증동 설비 정기 점검으로 실증센터를 이틀간 휴관합니다. 정확한 날짜는 일정 게시판을 확인해 주세요.</p>",
      "<p>휴관 기간에는 장비 예약, 견학, 교육이 모두 진행되지 않으며, 이미 예약하신 회원사에는 개별 연락드려 일정을 조정했습니다. 이용에 불편을 드려 죄송합니다.</p>",
    ),
  },
  {
    title: "AGV 운영 교육 2기 수강생 모집",
    author: "admin",
    daysAgo: 4,
    hour: 9,
    minute: 20,
    views: 73,
    bodyHtml: html(
      "<p>AGV 운영 교육 2기 수강생을 모집합니다. 교육 일시는 일정 게시판에서 확인해 주세요.</p>",
      "<ul><li>대상: 컨소시엄 회원사 및 산업단지 입주기업 임직원</li><li>정원: 16명(회원사당 2명 이내, 선착순)</li><li>신청: 이름, 소속, 연락처를 edu@example.kr로 보내 주세요.</li></ul>",
      "<p>교육을 마치면 수료증을 발급해 드리며, 수료자는 실증센터 AGV 장비를 직접 예약해 사용하실 수 있습니다.</p>",
    ),
  },
  {
    title: "견적 문의 게시판 운영 방식 안내",
    author: "admin",
    daysAgo: 88,
    hour: 15,
    minute: 30,
    views: 256,
    bodyHtml: html(
      "<p>견적 문의 게시판에 글을 남기시면 운영사무국이 내용을 확인해 적합한 회원사에 전달하고, 담당 회원사가 직접 연락드립니다.</p>",
      "<ul><li>회사 정보와 설비 규모가 담긴 문의는 비밀글로 작성하시길 권합니다.</li><li>처리 대상 화물, 하루 물동량, 설치 공간 크기를 적어 주시면 더 정확한 견적을 받으실 수 있습니다.</li><li>답변은 보통 3영업일 안에 드립니다.</li></ul>",
    ),
  },
  {
    title: "포털 시스템 점검 안내(새벽 2시~4시)",
    author: "admin",
    daysAgo: 47,
    hour: 17,
    minute: 0,
    views: 112,
    bodyHtml: html(
      "<p>서버 보안 업데이트를 위해 포털 서비스를 잠시 중단합니다. 점검 시간에는 로그인과 글쓰기가 되지 않습니다.</p>",
      "<p>점검은 공지일 다음 날 새벽 2시부터 4시까지 진행되며, 작업이 일찍 끝나면 바로 서비스를 재개합니다.</p>",
    ),
  },
  {
    title: "컨소시엄 참여기업 추가 모집 결과 안내",
    author: "admin",
    daysAgo: 142,
    hour: 10,
    minute: 30,
    views: 398,
    bodyHtml: html(
      "<p>컨소시엄 참여기업 추가 모집에 관심을 가져 주셔서 감사합니다. 서류 검토와 운영위원회 심의를 거쳐 2개사를 새로 선정했습니다.</p>",
      "<ul><li>동진산업(포장재 제조, 수요기업)</li><li>가온시뮬레이션(적재 시뮬레이션 소프트웨어)</li></ul>",
      "<p>새 참여기업 소개는 기업 소개 게시판에서 보실 수 있습니다.</p>",
    ),
  },
];

const faq: readonly SeedPost[] = [
  {
    title: "회원가입은 어떻게 하나요?",
    author: "admin",
    daysAgo: 175,
    hour: 10,
    minute: 10,
    views: 642,
    bodyHtml: html(
      "<p>포털 오른쪽 위의 회원가입 버튼을 눌러 약관에 동의한 뒤 아이디, 비밀번호, 이름, 이메일을 입력하시면 됩니다.</p>",
      "<ul><li>아이디: 영문 소문자로 시작하는 영문 소문자·숫자 6~20자</li><li>비밀번호: 영문, 숫자, 특수문자를 섞어 8자 이상</li></ul>",
      "<p>가입 즉시 일반회원으로 이용하실 수 있습니다.</p>",
    ),
  },
  {
    title: "기업회원과 일반회원은 무엇이 다른가요?",
    author: "admin",
    daysAgo: 175,
    hour: 10,
    minute: 20,
    views: 503,
    bodyHtml: html(
      "<p>기업회원은 컨소시엄 회원사나 산업단지 입주기업의 담당자 계정입니다. 일반회원 권한에 더해 물류·산업 뉴스, 기업 소개, 제품 소개 게시판에 글을 쓸 수 있습니다.</p>",
      "<p>기업회원 전환은 회원정보 화면에서 회사명과 사업자등록번호를 입력해 신청하시면, 운영사무국이 확인한 뒤 보통 2영업일 안에 승인합니다.</p>",
    ),
  },
  {
    title: "실증센터 장비는 누가 이용할 수 있나요?",
    author: "admin",
    daysAgo: 170,
    hour: 14,
    minute: 0,
    views: 587,
    bodyHtml: html(
      "<p>컨소시엄 회원사와 남동스마트산업단지 입주기업이 이용할 수 있습니다. 산업단지 밖의 기업도 운영위원회 승인을 받으면 실증에 참여할 수 있습니다.</p>",
      "<p>이용 가능한 장비는 AGV 4대, AMR 3대, 8단 멀티셔틀 시험 설비, 스마트 컨베이어 라인(길이 42m), 적재 시뮬레이션 PC 20대, 디지털트윈 관제 시스템입니다.</p>",
      "<p>AGV·AMR을 직접 조작하려면 AGV 운영 교육을 먼저 수료해야 합니다.</p>",
    ),
  },
  {
    title: "장비 이용료가 있나요?",
    author: "admin",
    daysAgo: 170,
    hour: 14,
    minute: 10,
    views: 468,
    bodyHtml: html(
      "<p>컨소시엄 회원사는 월 5일 범위 안에서 무료로 이용하실 수 있습니다. 그 밖의 입주기업은 장비별 이용료가 있으며, 실증 계획서를 받은 뒤 운영사무국이 안내해 드립니다.</p>",
      "<p>실증에 필요한 소모품(라벨, 포장재 등)과 자사 화물 운송비는 이용 기업이 부담합니다.</p>",
    ),
  },
  {
    title: "실증센터 위치와 주차 안내",
    author: "admin",
    daysAgo: 165,
    hour: 11,
    minute: 0,
    views: 421,
    bodyHtml: html(
      "<p>실증센터는 남동스마트산업단지 5블록, 산업단지 지원센터 맞은편에 있습니다. 1층은 실증동, 2층은 교육장과 관제실, 3층은 회의실과 운영사무국입니다.</p>",
      "<ul><li>주차: 지상 주차장 40면, 방문객은 1층 안내데스크에서 주차 등록</li><li>대중교통: 산업단지 통근버스 '실증센터 정문' 정류장 하차</li><li>대표 전화: 032-000-1200</li></ul>",
    ),
  },
  {
    title: "비밀번호를 잊어버렸어요.",
    author: "admin",
    daysAgo: 160,
    hour: 16,
    minute: 0,
    views: 355,
    bodyHtml: html(
      "<p>로그인 화면의 '비밀번호 찾기'에서 아이디와 가입 이메일을 입력하시면 임시 비밀번호를 메일로 보내 드립니다. 로그인 후 바로 비밀번호를 바꿔 주세요.</p>",
      "<p>로그인에 여러 번 연속으로 실패하면 계정이 잠시 잠깁니다. 화면에 안내된 시간이 지난 뒤 다시 시도하시고, 비밀번호가 기억나지 않으면 비밀번호 찾기를 이용하거나 운영사무국(032-000-1200)으로 연락해 주세요.</p>",
    ),
  },
  {
    title: "견적 문의 후 답변까지 얼마나 걸리나요?",
    author: "admin",
    daysAgo: 120,
    hour: 10,
    minute: 0,
    views: 274,
    bodyHtml: html(
      "<p>운영사무국이 문의 내용을 확인해 보통 3영업일 안에 답변을 남기고, 담당 회원사가 직접 연락드립니다.</p>",
      "<p>처리 화물, 하루 물동량, 설치 공간 크기, 희망 도입 시기를 적어 주시면 더 빠르고 정확하게 안내해 드릴 수 있습니다. 회사 정보가 담긴 문의는 비밀글로 작성하세요.</p>",
    ),
  },
  {
    title: "대나무숲에 쓴 글은 정말 익명인가요?",
    author: "admin",
    daysAgo: 110,
    hour: 15,
    minute: 0,
    views: 392,
    bodyHtml: html(
      "<p>네. 대나무숲 게시판에서는 작성자 이름이 다른 회원에게 표시되지 않습니다. 다만 글쓰기는 로그인한 회원만 가능하며, 명예훼손이나 개인정보 노출 등 운영 규칙을 어긴 글은 관리자가 삭제할 수 있습니다.</p>",
      "<p>특정 회사나 개인을 알아볼 수 있는 내용은 삼가 주세요.</p>",
    ),
  },
  {
    title: "교육을 마치면 수료증이 발급되나요?",
    author: "admin",
    daysAgo: 95,
    hour: 13,
    minute: 30,
    views: 231,
    bodyHtml: html(
      "<p>네. 교육 시간의 80% 이상 출석하신 분께 수료증을 발급해 드립니다. 수료증은 교육 종료 후 일주일 안에 가입 이메일로 보내 드립니다.</p>",
      "<p>AGV 운영 교육 수료자는 실증센터 AGV·AMR 장비를 직접 예약해 사용하실 수 있습니다.</p>",
    ),
  },
  {
    title: "게시글에 파일을 몇 개까지 첨부할 수 있나요?",
    author: "admin",
    daysAgo: 80,
    hour: 11,
    minute: 40,
    views: 168,
    bodyHtml: html(
      "<p>대부분의 게시판에서 글 하나에 파일을 3개까지, 파일당 10MB까지 첨부할 수 있습니다. 일정 게시판에는 첨부할 수 없습니다.</p>",
      "<p>실증 계획서나 도면처럼 큰 파일은 압축해서 올리시거나 운영사무국 이메일로 보내 주세요.</p>",
    ),
  },
];

const qna: readonly SeedPost[] = [
  {
    title: "채용박람회에 구직자로 참가하려면 미리 등록해야 하나요?",
    category: "기타",
    author: "sorayoon",
    daysAgo: 0,
    hour: 8,
    minute: 40,
    views: 12,
    bodyHtml: html(
      "<p>일정 게시판에서 산업단지 물류 채용박람회 안내를 봤습니다. 구직자도 사전 등록이 필요한지, 아니면 당일에 바로 가도 되는지 궁금합니다.</p>",
      "<p>그리고 현장 면접을 보려면 이력서를 몇 부 정도 준비하면 될까요?</p>",
    ),
  },
  {
    title: "기업회원 전환 신청 후 승인까지 얼마나 걸리나요?",
    category: "회원가입",
    author: "demouser",
    daysAgo: 6,
    hour: 10,
    minute: 5,
    views: 54,
    bodyHtml:
      "<p>회원정보 화면에서 기업회원 전환을 신청했습니다. 회사에서 기업 소개 글을 올려야 해서요. 승인까지 보통 얼마나 걸리는지 알 수 있을까요?</p>",
    replies: [
      {
        title: "RE: 기업회원 전환 신청 후 승인까지 얼마나 걸리나요?",
        author: "admin",
        daysAgo: 6,
        hour: 14,
        minute: 20,
        views: 47,
        bodyHtml: html(
          "<p>안녕하세요, 운영사무국입니다. 기업회원 전환은 보통 2영업일 안에 처리합니다.</p>",
          "<p>다만 한빛로지스는 이미 기업회원 담당자 계정이 있어, 담당자 확인 절차를 거치고 있습니다. 사내 담당자께 먼저 확인해 주시면 더 빨리 처리됩니다.</p>",
        ),
        replies: [
          {
            title: "RE: RE: 기업회원 전환 신청 후 승인까지 얼마나 걸리나요?",
            author: "demouser",
            daysAgo: 5,
            hour: 9,
            minute: 30,
            views: 31,
            bodyHtml:
              "<p>확인했습니다. 팀장님께 말씀드렸고, 기업 소개 글은 기존 담당자 계정으로 올리기로 했습니다. 빠른 답변 감사합니다.</p>",
          },
        ],
      },
    ],
  },
  {
    title: "실증 결과 데이터를 사내 보고서에 써도 되나요?",
    category: "실증센터",
    author: "jhjung01",
    secret: true,
    daysAgo: 11,
    hour: 16,
    minute: 25,
    views: 9,
    bodyHtml: html(
      "<p>지난달 실증센터에서 AGV 주행 시험을 했습니다. 시험 결과 데이터와 영상을 사내 투자 심의 보고서와 거래처 제안서에 넣고 싶은데, 별도 승인이 필요한지 궁금합니다.</p>",
      "<p>영상에는 다른 회원사 장비도 일부 찍혀 있습니다.</p>",
    ),
    replies: [
      {
        title: "RE: 실증 결과 데이터를 사내 보고서에 써도 되나요?",
        author: "admin",
        secret: true,
        daysAgo: 10,
        hour: 11,
        minute: 0,
        views: 6,
        bodyHtml: html(
          "<p>안녕하세요, 운영사무국입니다.</p>",
          "<ul><li>사내 보고서: 별도 승인 없이 사용하실 수 있습니다.</li><li>거래처 제안서 등 외부 자료: 실증 결과 활용 신청서를 내 주시면 3영업일 안에 확인해 드립니다.</li><li>영상: 다른 회원사 장비가 나오는 부분은 가리거나 잘라 낸 뒤 사용해 주세요.</li></ul>",
          "<p>신청서 양식은 운영사무국 이메일(center@example.kr)로 요청해 주세요.</p>",
        ),
      },
    ],
  },
  {
    title: "멀티셔틀 참관의 날, 인원 제한이 있나요?",
    category: "실증센터",
    author: "demouser",
    daysAgo: 10,
    hour: 13,
    minute: 45,
    views: 72,
    bodyHtml:
      "<p>저희 팀에서 4명이 함께 참관하고 싶은데, 회사당 인원 제한이 있는지 궁금합니다. 그리고 참관할 때 안전화가 꼭 필요한가요?</p>",
    replies: [
      {
        title: "RE: 멀티셔틀 참관의 날, 인원 제한이 있나요?",
        author: "seumauto",
        daysAgo: 10,
        hour: 16,
        minute: 10,
        views: 58,
        bodyHtml: html(
          "<p>세움오토메이션 박서연입니다. 전체 정원이 30명이라 회사당 3명까지 받고 있습니다. 자리가 남으면 행사 사흘 전에 추가 인원을 안내해 드릴게요.</p>",
          "<p>참관은 안내선 밖에서만 하셔서 안전화는 필요 없지만, 굽 높은 신발은 피해 주세요.</p>",
        ),
        replies: [
          {
            title: "RE: RE: 멀티셔틀 참관의 날, 인원 제한이 있나요?",
            author: "demouser",
            daysAgo: 9,
            hour: 9,
            minute: 5,
            views: 33,
            bodyHtml: "<p>친절한 안내 감사합니다. 우선 3명으로 신청하고 추가 안내를 기다리겠습니다.</p>",
          },
        ],
      },
    ],
  },
  {
    title: "실증센터 방문 시 주차 등록은 어디서 하나요?",
    category: "실증센터",
    author: "jhjung01",
    daysAgo: 25,
    hour: 8,
    minute: 50,
    views: 118,
    bodyHtml: "<p>다음 주에 화물 반입 때문에 1톤 트럭과 승용차 한 대로 방문합니다. 주차 등록은 미리 해야 하나요?</p>",
    replies: [
      {
        title: "RE: 실증센터 방문 시 주차 등록은 어디서 하나요?",
        author: "demouser",
        daysAgo: 25,
        hour: 10,
        minute: 15,
        views: 64,
        bodyHtml:
          "<p>지난번에 가 보니 승용차는 1층 안내데스크에서 차량번호만 말하면 바로 등록해 줬습니다. 트럭은 잘 모르겠네요.</p>",
        replies: [
          {
            title: "RE: RE: 실증센터 방문 시 주차 등록은 어디서 하나요?",
            author: "admin",
            daysAgo: 25,
            hour: 13,
            minute: 30,
            views: 52,
            bodyHtml: html(
              "<p>운영사무국입니다. 승용차는 말씀하신 대로 안내데스크에서 등록하시면 됩니다.</p>",
              "<p>화물차는 실증동 뒤편 하역장으로 바로 들어오시면 되고, 방문 하루 전까지 차량번호와 도착 예정 시간을 알려 주시면 하역장 도크를 잡아 두겠습니다.</p>",
            ),
          },
        ],
      },
    ],
  },
  {
    title: "디지털트윈 관제 시스템에 자사 WMS 데이터를 연동할 수 있나요?",
    category: "실증센터",
    author: "demouser",
    daysAgo: 39,
    hour: 15,
    minute: 20,
    views: 137,
    bodyHtml:
      "<p>실증 기간에 저희 WMS의 재고 위치 데이터를 실증센터 디지털트윈 화면에 띄워 보고 싶습니다. 어떤 형식으로 데이터를 넘겨야 하는지 알려 주실 수 있을까요?</p>",
    replies: [
      {
        title: "RE: 디지털트윈 관제 시스템에 자사 WMS 데이터를 연동할 수 있나요?",
        author: "nurisoft",
        daysAgo: 38,
        hour: 10,
        minute: 40,
        views: 96,
        bodyHtml: html(
          "<p>누리소프트 한예린입니다. 디지털트윈 플랫폼은 두 가지 방식으로 데이터를 받습니다.</p>",
          "<ol><li>REST API: 로케이션 코드, 품목 코드, 수량을 JSON으로 전송(1분 간격 권장)</li><li>파일 연동: 정해진 열 구성의 CSV 파일을 공유 폴더에 올리면 5분마다 읽음</li></ol>",
          "<p>로케이션 코드 체계가 실증센터 랙 번호와 다르면 매핑표가 필요합니다.</p>",
        ),
        replies: [
          {
            title: "RE: RE: 디지털트윈 관제 시스템에 자사 WMS 데이터를 연동할 수 있나요?",
            author: "demouser",
            daysAgo: 38,
            hour: 14,
            minute: 5,
            views: 61,
            bodyHtml:
              "<p>감사합니다. 저희 WMS는 API 개발이 어려워 CSV 방식으로 하려고 합니다. 열 구성 양식을 받을 수 있을까요?</p>",
            replies: [
              {
                title: "RE: RE: RE: 디지털트윈 관제 시스템에 자사 WMS 데이터를 연동할 수 있나요?",
                author: "nurisoft",
                daysAgo: 37,
                hour: 9,
                minute: 50,
                views: 44,
                bodyHtml:
                  "<p>가입 이메일로 CSV 양식과 매핑표 예시를 보내 드렸습니다. 실증 시작 일주일 전쯤 시험 파일을 한 번 올려 주시면 미리 확인해 드리겠습니다.</p>",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: "적재 시뮬레이션 소프트웨어를 회사에서도 쓸 수 있나요?",
    category: "교육",
    author: "jhjung01",
    daysAgo: 52,
    hour: 11,
    minute: 10,
    views: 149,
    bodyHtml:
      "<p>적재 시뮬레이션 교육을 들었는데 실무에 바로 쓸 수 있을 것 같습니다. 실증센터 밖, 회사 PC에서도 쓸 수 있는 라이선스가 있는지 궁금합니다.</p>",
    replies: [
      {
        title: "RE: 적재 시뮬레이션 소프트웨어를 회사에서도 쓸 수 있나요?",
        author: "nurisoft",
        daysAgo: 51,
        hour: 15,
        minute: 30,
        views: 102,
        bodyHtml: html(
          "<p>회원사에는 3개월 무료 체험 라이선스(PC 1대)를 드리고 있습니다. 이후에는 연 단위 라이선스로 전환하실 수 있습니다.</p>",
          "<p>체험 라이선스는 견적 문의 게시판에 '적재 시뮬레이션 체험 신청'으로 글을 남겨 주시면 발급해 드립니다.</p>",
        ),
      },
    ],
  },
  {
    title: "AGV 운영 교육을 다시 들을 수 있나요?",
    category: "교육",
    author: "sorayoon",
    daysAgo: 74,
    hour: 14,
    minute: 0,
    views: 91,
    bodyHtml:
      "<p>예전에 AGV 운영 교육을 수료했는데 시간이 꽤 지나서 실습 내용을 다시 익히고 싶습니다. 수료자도 재수강할 수 있을까요?</p>",
    replies: [
      {
        title: "RE: AGV 운영 교육을 다시 들을 수 있나요?",
        author: "admin",
        daysAgo: 73,
        hour: 10,
        minute: 20,
        views: 70,
        bodyHtml:
          "<p>운영사무국입니다. 정원에 여유가 있으면 재수강하실 수 있습니다. 신규 신청자를 먼저 받고, 교육 일주일 전에 남은 자리를 재수강 신청자께 안내해 드립니다.</p>",
      },
    ],
  },
  {
    title: "로그인하려는데 계정이 잠겼다고 나옵니다.",
    category: "회원가입",
    author: "sorayoon",
    daysAgo: 101,
    hour: 19,
    minute: 30,
    views: 83,
    bodyHtml: "<p>비밀번호를 몇 번 틀렸더니 계정이 잠겼다는 메시지가 나옵니다. 어떻게 풀 수 있나요?</p>",
    replies: [
      {
        title: "RE: 로그인하려는데 계정이 잠겼다고 나옵니다.",
        author: "admin",
        daysAgo: 100,
        hour: 9,
        minute: 10,
        views: 66,
        bodyHtml:
          "<p>로그인에 여러 번 연속으로 실패하면 보안을 위해 계정이 잠시 잠깁니다. 안내된 시간(보통 몇 분)이 지나면 다시 로그인하실 수 있습니다. 비밀번호가 기억나지 않으시면 로그인 화면의 '비밀번호 찾기'로 임시 비밀번호를 받으세요. 메일이 오지 않으면 스팸함을 확인하시고, 그래도 없으면 032-000-1200으로 연락해 주세요.</p>",
      },
    ],
  },
  {
    title: "자사 화물을 실증센터에 며칠 동안 보관할 수 있나요?",
    category: "실증센터",
    author: "demouser",
    daysAgo: 137,
    hour: 10,
    minute: 35,
    views: 126,
    bodyHtml:
      "<p>멀티셔틀 실증에 쓸 자사 상자 화물 300개 정도를 실증 시작 이틀 전에 미리 들여 놓고 싶습니다. 보관 공간과 기간 제한이 있는지 궁금합니다.</p>",
    replies: [
      {
        title: "RE: 자사 화물을 실증센터에 며칠 동안 보관할 수 있나요?",
        author: "admin",
        daysAgo: 136,
        hour: 14,
        minute: 45,
        views: 97,
        bodyHtml: html(
          "<p>실증동 임시 보관 구역에 팔레트 10개 분량까지, 실증 시작 3일 전부터 종료 후 2일까지 보관하실 수 있습니다.</p>",
          "<p>화물에는 회사명과 실증 번호를 붙여 주시고, 파손·분실에 대비해 자체 보험 가입 여부를 확인해 주세요.</p>",
        ),
      },
    ],
  },
];

const quote: readonly SeedPost[] = [
  {
    title: "중소형 창고용 AGV 3대 도입 견적 요청",
    author: "demouser",
    secret: true,
    daysAgo: 8,
    hour: 11,
    minute: 25,
    views: 7,
    bodyHtml: html(
      "<p>한빛로지스 2센터(연면적 약 3,300㎡)에 팔레트 이송용 AGV 도입을 검토하고 있습니다.</p>",
      "<ul><li>이송 화물: 1100×1100 플라스틱 팔레트, 최대 800kg</li><li>이송 구간: 입고장 → 보관 랙 앞, 편도 약 60m</li><li>물동량: 하루 약 180팔레트, 2교대</li><li>희망 도입 시기: 내년 상반기</li></ul>",
      "<p>충전 방식별 견적과 기존 WMS 연동 비용도 함께 알고 싶습니다.</p>",
    ),
    replies: [
      {
        title: "RE: 중소형 창고용 AGV 3대 도입 견적 요청",
        author: "admin",
        secret: true,
        daysAgo: 7,
        hour: 15,
        minute: 0,
        views: 5,
        bodyHtml: html(
          "<p>문의 감사합니다. 말씀하신 조건은 회원사 대성정밀의 저상형 AGV가 적합해 보여 담당자께 전달했습니다. 이번 주 안에 현장 방문 일정을 잡으실 예정입니다.</p>",
          "<p>WMS 연동은 사용 중인 WMS 제품명과 버전을 알려 주시면 연동 범위를 함께 검토하겠습니다.</p>",
        ),
      },
    ],
  },
  {
    title: "소형 부품 보관용 멀티셔틀(10단 내외) 견적 문의",
    author: "jhjung01",
    secret: true,
    daysAgo: 27,
    hour: 14,
    minute: 40,
    views: 11,
    bodyHtml: html(
      "<p>동진산업 부자재 창고의 선반 보관을 자동화하려고 합니다.</p>",
      "<ul><li>보관 품목: 포장 부자재 약 2,400종, 600×400 플라스틱 용기 사용</li><li>설치 공간: 가로 18m × 세로 9m, 층고 8m</li><li>출고: 하루 약 1,500용기, 오전에 몰림</li></ul>",
      "<p>개략 견적과 설치 기간, 실증센터에서 미리 시험할 수 있는지도 알려 주세요.</p>",
    ),
    replies: [
      {
        title: "RE: 소형 부품 보관용 멀티셔틀(10단 내외) 견적 문의",
        author: "admin",
        secret: true,
        daysAgo: 26,
        hour: 10,
        minute: 30,
        views: 8,
        bodyHtml: html(
          "<p>세움오토메이션에 문의 내용을 전달했습니다. 층고 8m 기준으로 10단 구성이 가능하며, 오전 집중 출고를 고려해 셔틀 대수를 산정한 개략 견적을 보내 드릴 예정입니다.</p>",
          "<p>실증센터 8단 멀티셔틀 시험 설비로 자사 용기를 사용한 처리량 시험도 가능합니다. 실증 신청은 Q&amp;A 게시판 '실증센터' 분류로 남겨 주세요.</p>",
        ),
      },
    ],
  },
  {
    title: "포장 라인 스마트 컨베이어 증설 견적",
    author: "jhjung01",
    secret: true,
    daysAgo: 63,
    hour: 9,
    minute: 55,
    views: 14,
    bodyHtml: html(
      "<p>기존 포장 라인 끝에 분류용 컨베이어를 약 25m 늘리려고 합니다. 출고지별로 3개 방향 분기가 필요하고, 바코드 자동 판독을 원합니다.</p>",
      "<p>현재 라인 속도는 분당 약 30상자이며, 라인 정지 없이 주말 이틀 안에 설치할 수 있는지 궁금합니다.</p>",
    ),
    replies: [
      {
        title: "RE: 포장 라인 스마트 컨베이어 증설 견적",
        author: "admin",
        secret: true,
        daysAgo: 62,
        hour: 13,
        minute: 15,
        views: 10,
        bodyHtml:
          "<p>세움오토메이션 스마트 컨베이어 담당자에게 전달했습니다. 주말 설치 가능 여부는 기존 라인 제어반 확인이 필요해 현장 실사 후 답변드린다고 합니다. 실사 희망 일자를 알려 주세요.</p>",
      },
    ],
  },
  {
    title: "적재 시뮬레이션 체험 라이선스 신청",
    author: "jhjung01",
    daysAgo: 50,
    hour: 10,
    minute: 0,
    views: 67,
    bodyHtml:
      "<p>Q&amp;A 게시판 안내에 따라 적재 시뮬레이션 소프트웨어 3개월 체험 라이선스(PC 1대)를 신청합니다. 주 사용 차종은 5톤 윙바디와 11톤 윙바디입니다.</p>",
    replies: [
      {
        title: "RE: 적재 시뮬레이션 체험 라이선스 신청",
        author: "admin",
        daysAgo: 49,
        hour: 11,
        minute: 20,
        views: 52,
        bodyHtml:
          "<p>신청을 확인했습니다. 누리소프트에서 가입 이메일로 설치 파일과 라이선스 키를 보내 드렸습니다. 5톤·11톤 윙바디 적재함 규격은 기본으로 들어 있습니다.</p>",
      },
    ],
  },
  {
    title: "WMS 신규 구축 및 디지털트윈 연계 견적 문의",
    author: "sorayoon",
    secret: true,
    daysAgo: 86,
    hour: 16,
    minute: 50,
    views: 6,
    bodyHtml: html(
      "<p>지인이 운영하는 소규모 유통 창고(보관 품목 약 800종)를 대신해 문의드립니다. 현재는 엑셀로 재고를 관리하고 있습니다.</p>",
      "<ul><li>필요 기능: 입고·출고·재고 실사, 바코드 스캐너 연동</li><li>향후 계획: 디지털트윈 화면으로 재고 위치 확인</li></ul>",
      "<p>구축형과 클라우드형 각각의 대략적인 비용이 궁금합니다.</p>",
    ),
    replies: [
      {
        title: "RE: WMS 신규 구축 및 디지털트윈 연계 견적 문의",
        author: "admin",
        secret: true,
        daysAgo: 85,
        hour: 10,
        minute: 45,
        views: 4,
        bodyHtml:
          "<p>문의 감사합니다. 보관 품목 규모로 보아 클라우드형 WMS가 적합해 보이며, 누리소프트에서 두 방식의 개략 견적을 이메일로 보내 드릴 예정입니다. 견적 상담은 창고 운영 담당자께서 직접 받으시는 것이 좋으니 연락처를 함께 알려 주세요.</p>",
      },
    ],
  },
  {
    title: "협동형 AMR 2대 임차(구독) 조건 문의",
    author: "demouser",
    secret: true,
    daysAgo: 122,
    hour: 13,
    minute: 15,
    views: 9,
    bodyHtml:
      "<p>성수기(11월~1월) 석 달 동안만 피킹 보조용 AMR 2대를 쓰고 싶습니다. 단기 임차나 구독 방식이 가능한지, 가능하다면 월 비용과 최소 계약 기간을 알려 주세요.</p>",
    replies: [
      {
        title: "RE: 협동형 AMR 2대 임차(구독) 조건 문의",
        author: "admin",
        secret: true,
        daysAgo: 121,
        hour: 9,
        minute: 40,
        views: 7,
        bodyHtml:
          "<p>대성정밀에서 협동형 AMR 단기 구독 상품(최소 3개월)을 운영하고 있어 담당자께 전달했습니다. 설치·맵핑 비용이 별도로 들 수 있으니 현장 도면을 미리 준비해 주세요.</p>",
      },
    ],
  },
];

const jobs: readonly SeedPost[] = [
  {
    title: "[한빛로지스] WMS 운영 담당자 채용(경력 2년 이상)",
    category: "구인",
    author: "hanbitlead",
    daysAgo: 7,
    hour: 10,
    minute: 0,
    views: 188,
    bodyHtml: html(
      "<p>한빛로지스 2센터에서 WMS 운영 담당자를 모십니다.</p>",
      "<ul><li>업무: WMS 기준정보 관리, 입출고 데이터 점검, 현장 작업자 시스템 교육</li><li>자격: 물류센터 WMS 운영 경력 2년 이상, 엑셀 능숙자</li><li>우대: 물류관리사 자격, AGV·AMR 연동 경험</li><li>근무: 주 5일(09:00~18:00), 남동스마트산업단지 2블록</li></ul>",
      "<p>이력서는 recruit@example.kr로 보내 주세요. 서류 합격자에게 개별 연락드립니다.</p>",
    ),
  },
  {
    title: "[대성정밀] AGV 필드 엔지니어 채용(신입·경력)",
    category: "구인",
    author: "daesungmgr",
    daysAgo: 16,
    hour: 14,
    minute: 30,
    views: 241,
    bodyHtml: html(
      "<p>대성정밀에서 AGV 설치와 유지보수를 맡을 필드 엔지니어를 채용합니다.</p>",
      "<ul><li>업무: 고객사 현장 AGV 설치, 주행 경로 설정, 정기 점검과 장애 대응</li><li>자격: 전기·전자·기계 관련 전공 또는 유관 경력, 운전면허 1종 보통</li><li>우대: PLC·산업용 네트워크 경험, 실증센터 AGV 운영 교육 수료자</li><li>근무: 본사(산업단지 4블록) 및 고객사 현장, 출장 수당 별도</li></ul>",
      "<p>지원 문의: 인사팀 032-000-3410</p>",
    ),
  },
  {
    title: "물류관리사 자격 보유, 물류 관리직 구직합니다",
    category: "구직",
    author: "sorayoon",
    daysAgo: 19,
    hour: 21,
    minute: 10,
    views: 133,
    bodyHtml: html(
      "<p>물류관리사 자격을 갖춘 구직자입니다. 제조업체 자재 창고에서 3년간 입출고와 재고 관리를 맡았습니다.</p>",
      "<ul><li>자격: 물류관리사, 지게차운전기능사</li><li>경험: ERP 자재 모듈 사용, 월말 재고 실사 주관, 창고 로케이션 재정비</li><li>교육: 실증센터 AGV 운영 교육 수료</li><li>희망: 남동스마트산업단지 내 물류·자재 관리직</li></ul>",
      "<p>이력서가 필요하시면 답글로 연락처를 남겨 주세요. 확인 후 이메일로 보내 드리겠습니다.</p>",
    ),
    replies: [
      {
        title: "RE: 물류관리사 자격 보유, 물류 관리직 구직합니다",
        author: "hanbitlead",
        daysAgo: 18,
        hour: 9,
        minute: 40,
        views: 57,
        bodyHtml:
          "<p>한빛로지스 최도윤입니다. 저희 WMS 운영 담당자 채용 공고와 잘 맞을 것 같습니다. recruit@example.kr로 이력서를 보내 주시면 검토 후 연락드리겠습니다.</p>",
      },
    ],
  },
  {
    title: "[세움오토메이션] PLC 제어 엔지니어 채용",
    category: "구인",
    author: "seumauto",
    daysAgo: 44,
    hour: 11,
    minute: 15,
    views: 302,
    bodyHtml: html(
      "<p>멀티셔틀과 스마트 컨베이어 제어 프로그램을 개발할 엔지니어를 모십니다.</p>",
      "<ul><li>업무: PLC 프로그램 작성, 상위 시스템 연동, 현장 시운전</li><li>자격: PLC 프로그래밍 경력 1년 이상(신입은 관련 교육 이수자)</li><li>우대: 물류 설비 시운전 경험, 산업용 통신 프로토콜 이해</li></ul>",
      "<p>접수: hr@example.com / 채용 시까지</p>",
    ),
  },
  {
    title: "[동진산업] 포장 라인 생산직 채용(주간 고정)",
    category: "구인",
    author: "jhjung01",
    daysAgo: 69,
    hour: 8,
    minute: 30,
    views: 417,
    bodyHtml: html(
      "<p>동진산업 포장재 생산 라인에서 함께 일할 분을 찾습니다.</p>",
      "<ul><li>업무: 포장 라인 운영 보조, 완제품 적재, 출고 준비</li><li>근무: 주간 고정(08:30~17:30), 주 5일</li><li>복지: 중식 제공, 통근버스 운행, 명절 상여</li></ul>",
      "<p>전화 문의: 032-000-5520(생산관리팀)</p>",
    ),
  },
  {
    title: "[누리소프트] 디지털트윈 3D 개발자 채용",
    category: "구인",
    author: "nurisoft",
    daysAgo: 112,
    hour: 15,
    minute: 0,
    views: 356,
    bodyHtml: html(
      "<p>물류센터 디지털트윈 플랫폼을 함께 만들 3D 개발자를 찾습니다.</p>",
      "<ul><li>업무: 물류 설비 3D 모델링과 시각화, 실시간 설비 데이터 연동</li><li>자격: 3D 엔진 또는 웹 3D 라이브러리 개발 경험 2년 이상</li><li>우대: 물류·제조 시뮬레이션 경험</li><li>근무: 실증센터 3층 입주 사무실</li></ul>",
      "<p>포트폴리오와 이력서를 jobs@example.kr로 보내 주세요.</p>",
    ),
  },
];

const club: readonly SeedPost[] = [
  {
    title: "산단 러닝크루 '퇴근길 5K' 회원 모집",
    author: "jhjung01",
    daysAgo: 13,
    hour: 18,
    minute: 20,
    views: 129,
    bodyHtml: html(
      "<p>매주 화요일·목요일 퇴근 후 산업단지 둘레길을 함께 달리는 러닝크루입니다. 현재 회원은 14명이고, 초보자도 부담 없이 걸으며 시작할 수 있습니다.</p>",
      "<ul><li>모임: 화·목 18:40, 산업단지 지원센터 앞 광장</li><li>코스: 둘레길 5km(걷기 조 3km 별도)</li><li>회비: 없음(분기별 회식비만 각자 부담)</li></ul>",
      "<p>관심 있으신 분은 답글 남겨 주세요.</p>",
    ),
    replies: [
      {
        title: "RE: 산단 러닝크루 '퇴근길 5K' 회원 모집",
        author: "demouser",
        daysAgo: 12,
        hour: 12,
        minute: 30,
        views: 38,
        bodyHtml: "<p>달리기는 처음인데 걷기 조부터 참여해도 될까요? 이번 주 목요일에 나가 보겠습니다.</p>",
      },
    ],
  },
  {
    title: "점심 풋살 동호회 '한빛FC'를 소개합니다",
    author: "demouser",
    daysAgo: 45,
    hour: 12,
    minute: 50,
    views: 176,
    bodyHtml: html(
      "<p>점심시간에 짧고 굵게 공 차는 풋살 동호회입니다. 한빛로지스 직원들이 시작했지만 산업단지 어느 회사 분이든 환영합니다.</p>",
      "<ul><li>일시: 매주 수요일 12:10~12:50</li><li>장소: 산업단지 근로자 체육공원 풋살장</li><li>준비물: 풋살화, 개인 물병(조끼는 동호회에서 준비)</li></ul>",
      "<p>한 달에 한 번은 다른 회사 동호회와 친선 경기를 합니다.</p>",
    ),
  },
  {
    title: "사진 동호회 '산단풍경' 정기 출사 안내",
    author: "sorayoon",
    daysAgo: 83,
    hour: 20,
    minute: 0,
    views: 94,
    bodyHtml: html(
      "<p>산업단지의 풍경과 일하는 사람들의 모습을 기록하는 사진 동호회입니다. 휴대폰 사진도 괜찮습니다.</p>",
      "<p>한 달에 한 번 토요일 오전에 출사를 나가고, 연말에는 산업단지 지원센터 로비에서 작은 사진전을 엽니다. 이번 달 출사지는 해 질 녘 산업단지 유수지 공원입니다.</p>",
    ),
  },
  {
    title: "물류 독서모임 '책 읽는 창고' 함께해요",
    author: "hanbitlead",
    daysAgo: 126,
    hour: 17,
    minute: 30,
    views: 112,
    bodyHtml: html(
      "<p>한 달에 한 권, 물류·경영·자기계발 책을 읽고 이야기 나누는 모임입니다. 모임은 실증센터 3층 회의실을 빌려 진행합니다.</p>",
      "<ul><li>일시: 매월 마지막 주 목요일 19:00~20:30</li><li>인원: 8명 내외</li><li>방식: 발제자 1명이 요약을 준비하고 자유롭게 토론</li></ul>",
    ),
    replies: [
      {
        title: "RE: 물류 독서모임 '책 읽는 창고' 함께해요",
        author: "nurisoft",
        daysAgo: 124,
        hour: 9,
        minute: 20,
        views: 41,
        bodyHtml: "<p>좋은 모임이네요. 다음 달부터 참여하고 싶습니다. 이번 달 책 제목을 알려 주실 수 있을까요?</p>",
        replies: [
          {
            title: "RE: RE: 물류 독서모임 '책 읽는 창고' 함께해요",
            author: "hanbitlead",
            daysAgo: 124,
            hour: 13,
            minute: 10,
            views: 29,
            bodyHtml:
              "<p>환영합니다. 이번 달은 공급망 관리 입문서를 읽고 있습니다. 가입 이메일로 자세히 안내드릴게요.</p>",
          },
        ],
      },
    ],
  },
  {
    title: "배드민턴 동호회 '셔틀콕 셔틀' 신규 회원 환영",
    author: "seumauto",
    daysAgo: 158,
    hour: 19,
    minute: 0,
    views: 87,
    bodyHtml: html(
      "<p>이름은 멀티셔틀에서 따왔습니다. 매주 월요일 저녁 산업단지 근로자 복지관 체육관에서 배드민턴을 칩니다.</p>",
      "<p>라켓이 없으신 분께는 동호회 라켓을 빌려 드리며, 월 회비 1만 원으로 코트 대관료와 셔틀콕을 마련합니다.</p>",
    ),
  },
];

const restaurant: readonly SeedPost[] = [
  {
    title: "실증센터 정문 앞 '든든국밥' – 출장 오신 분들께 추천",
    author: "demouser",
    daysAgo: 17,
    hour: 13,
    minute: 20,
    views: 201,
    bodyHtml: html(
      "<p>실증센터 정문에서 길 건너 3분 거리에 있는 국밥집입니다. 돼지국밥과 순대국밥이 대표 메뉴고, 아침 7시부터 문을 열어 야간 근무 마친 분들도 많이 찾습니다.</p>",
      "<ul><li>위치: 남동스마트산업단지 5블록 상가동 1층</li><li>영업: 07:00~21:00(일요일 휴무)</li><li>가격: 국밥 9,000원, 수육 소 18,000원</li><li>전화: 032-000-7781</li></ul>",
      "<p>점심 12시~12시 30분에는 줄이 기니 조금 일찍 가시길 권합니다.</p>",
    ),
    replies: [
      {
        title: "RE: 실증센터 정문 앞 '든든국밥' – 출장 오신 분들께 추천",
        author: "daesungmgr",
        daysAgo: 16,
        hour: 18,
        minute: 5,
        views: 47,
        bodyHtml:
          "<p>저희 팀 단골집입니다. 깍두기가 특히 맛있어요. 수육 점심 특선이 있는 날도 있으니 메뉴판 옆 칠판도 확인해 보세요.</p>",
      },
    ],
  },
  {
    title: "3블록 백반집 '소문난 제육', 회사 점심 단골",
    author: "jhjung01",
    daysAgo: 54,
    hour: 12,
    minute: 40,
    views: 264,
    bodyHtml: html(
      "<p>반찬이 매일 바뀌는 백반집입니다. 제육볶음 정식이 대표 메뉴이고, 단체 예약을 하면 회의실 옆 방을 내어 줍니다.</p>",
      "<ul><li>위치: 산업단지 3블록 상가동 2층</li><li>영업: 평일 11:00~14:00, 17:00~20:00</li><li>가격: 제육 정식 9,500원, 백반 8,000원</li><li>전화: 032-000-4127</li></ul>",
    ),
  },
  {
    title: "회식 장소로 좋은 중식당 '홍반점'",
    author: "hanbitlead",
    daysAgo: 98,
    hour: 17,
    minute: 50,
    views: 187,
    bodyHtml: html(
      "<p>20명까지 들어가는 방이 있어 팀 회식 장소로 자주 갑니다. 탕수육과 고추잡채가 맛있고, 점심에는 짬뽕밥을 찾는 손님이 많습니다.</p>",
      "<ul><li>위치: 산업단지 지원센터 건너편 상가 1층</li><li>영업: 11:00~21:30(브레이크 타임 15:00~17:00)</li><li>예약: 032-000-6650, 방은 하루 전 예약 필수</li></ul>",
    ),
  },
  {
    title: "실증센터 옆 카페 '로지카페', 미팅하기 좋아요",
    author: "nurisoft",
    daysAgo: 139,
    hour: 15,
    minute: 10,
    views: 158,
    bodyHtml: html(
      "<p>실증센터 바로 옆 건물 1층 카페입니다. 테이블 간격이 넓고 콘센트가 많아 방문 고객과 간단히 미팅하기 좋습니다.</p>",
      "<ul><li>영업: 평일 07:30~19:00, 토요일 10:00~16:00</li><li>추천: 아메리카노 3,000원, 직접 구운 스콘</li><li>포털 회원사 사원증 제시 시 10% 할인</li></ul>",
    ),
  },
  {
    title: "비 오는 날 생각나는 '바지락 칼국수집'",
    author: "sorayoon",
    daysAgo: 167,
    hour: 19,
    minute: 40,
    views: 143,
    bodyHtml: html(
      "<p>산업단지 남문 쪽 주택가 골목에 있는 칼국수집입니다. 바지락이 넉넉하게 들어가고 면을 직접 뽑습니다. 보리밥이 기본으로 나와요.</p>",
      "<p>위치는 남문 버스정류장에서 걸어서 5분, 영업시간은 11:00~20:00(월요일 휴무)입니다. 칼국수 9,000원, 전화 032-000-2284.</p>",
    ),
  },
];

const lodging: readonly SeedPost[] = [
  {
    title: "실증센터 협약 숙소 '호텔 라온 남동' 이용 후기",
    author: "daesungmgr",
    daysAgo: 22,
    hour: 20,
    minute: 30,
    views: 176,
    bodyHtml: html(
      "<p>지방 고객사 엔지니어들이 실증 때문에 사흘간 묵었던 비즈니스 호텔입니다. 실증센터와 숙박 협약이 되어 있어 회원사는 할인 요금을 받을 수 있습니다.</p>",
      "<ul><li>위치: 산업단지 지원센터에서 차로 7분</li><li>요금: 협약가 1박 79,000원부터(조식 포함)</li><li>주차: 무료, 화물차는 불가</li><li>예약: 032-000-8800, 예약 시 '실증센터 협약' 언급</li></ul>",
      "<p>객실에 업무용 책상이 넓고 와이파이가 빨라 저녁에 보고서 쓰기에도 좋았습니다.</p>",
    ),
  },
  {
    title: "장기 출장이라면 레지던스 '하루스테이'",
    author: "seumauto",
    daysAgo: 71,
    hour: 21,
    minute: 0,
    views: 148,
    bodyHtml: html(
      "<p>설비 시운전으로 2주 넘게 머물러야 할 때 이용하는 레지던스입니다. 주방과 세탁기가 있어 장기 숙박에 편합니다.</p>",
      "<ul><li>위치: 지하철역 도보 5분, 산업단지까지 통근버스 15분</li><li>요금: 주 단위 계약 시 1박 약 60,000원</li><li>참고: 청소는 주 2회, 추가 요청 시 유료</li></ul>",
    ),
  },
  {
    title: "가성비 숙소 '산단 게스트하우스' 정보",
    author: "sorayoon",
    daysAgo: 108,
    hour: 22,
    minute: 15,
    views: 121,
    bodyHtml: html(
      "<p>교육 때문에 이틀 묵었던 게스트하우스입니다. 1인실과 2인실이 있고, 공용 라운지에서 간단한 아침을 줍니다.</p>",
      "<ul><li>위치: 산업단지 남문에서 도보 10분</li><li>요금: 1인실 1박 45,000원</li><li>체크인 15:00, 체크아웃 11:00</li><li>전화: 032-000-3936</li></ul>",
      "<p>방음은 조금 아쉽지만 깨끗하고 주인분이 친절했습니다.</p>",
    ),
  },
  {
    title: "가족 동반 방문 시 '바다정원 펜션' 추천",
    author: "hanbitlead",
    daysAgo: 150,
    hour: 19,
    minute: 25,
    views: 97,
    bodyHtml: html(
      "<p>주말을 끼고 가족과 함께 오시는 분들께 추천하는 펜션입니다. 산업단지에서 차로 25분 정도 걸리고, 바닷가 산책로가 가까워 아이들이 좋아합니다.</p>",
      "<p>4인 객실 1박 주말 기준 150,000원 안팎이며, 바비큐 이용료는 별도입니다. 예약 전화 032-000-9172.</p>",
    ),
  },
];

const bamboo: readonly SeedPost[] = [
  {
    title: "오늘 구내식당 메뉴 보신 분?",
    author: "jhjung01",
    daysAgo: 0,
    hour: 7,
    minute: 55,
    views: 21,
    bodyHtml:
      "<p>아침에 식단표 봤는데 점심이 또 카레네요. 이번 주만 세 번째입니다. 영양사님 혹시 카레 좋아하세요? 그래도 금요일 특식 치킨은 기대해 봅니다.</p>",
  },
  {
    title: "성수기 야근, 다들 어떻게 버티세요?",
    author: "demouser",
    daysAgo: 2,
    hour: 22,
    minute: 40,
    views: 118,
    bodyHtml: html(
      "<p>이번 달 들어 야근 안 한 날이 손에 꼽네요. 출고 마감 맞추고 나오면 통근버스는 끊겨 있고, 택시 잡기도 어렵습니다.</p>",
      "<p>다들 체력 관리 어떻게 하시는지 궁금합니다. 저는 요즘 퇴근길에 편의점 두유 하나로 버티는 중입니다.</p>",
    ),
    replies: [
      {
        title: "RE: 성수기 야근, 다들 어떻게 버티세요?",
        author: "seumauto",
        daysAgo: 1,
        hour: 8,
        minute: 20,
        views: 46,
        bodyHtml:
          "<p>작년 이맘때 제 모습이네요. 저는 점심시간에 20분 낮잠 자는 걸로 버텼습니다. 성수기 끝나면 꼭 연차 몰아서 쓰세요!</p>",
      },
    ],
  },
  {
    title: "산단 주차난 진짜 언제 해결될까요",
    author: "sorayoon",
    daysAgo: 8,
    hour: 9,
    minute: 5,
    views: 203,
    bodyHtml:
      "<p>8시 20분만 넘어도 도로변까지 꽉 찹니다. 오늘은 세 바퀴 돌다가 결국 지각했어요. 통근버스 노선이 늘었다던데 저희 동네는 아직 안 와서 아쉽네요.</p>",
    replies: [
      {
        title: "RE: 산단 주차난 진짜 언제 해결될까요",
        author: "daesungmgr",
        daysAgo: 8,
        hour: 12,
        minute: 35,
        views: 77,
        bodyHtml:
          "<p>공감합니다. 관리사무소에 공영주차장 증설 건의가 여러 번 들어갔다고 들었어요. 의견이 많이 모일수록 빨라지니 관리사무소 민원 창구에도 한 줄씩 남겨 주세요.</p>",
      },
    ],
  },
  {
    title: "AGV 들어오고 나서 제일 달라진 점",
    author: "demouser",
    daysAgo: 23,
    hour: 19,
    minute: 15,
    views: 247,
    bodyHtml:
      "<p>팔레트 끌고 왔다 갔다 하던 일이 줄어드니 퇴근할 때 다리가 덜 아프네요. 대신 AGV가 멈출 때마다 제 이름이 불리는 건 함정입니다. 요즘 별명이 'AGV 담임선생님'이에요.</p>",
    replies: [
      {
        title: "RE: AGV 들어오고 나서 제일 달라진 점",
        author: "jhjung01",
        daysAgo: 22,
        hour: 10,
        minute: 50,
        views: 89,
        bodyHtml: "<p>담임선생님 ㅋㅋ 저희 센터에도 똑같은 분 계십니다. 그래도 현장에서 제일 든든한 분이에요.</p>",
        replies: [
          {
            title: "RE: RE: AGV 들어오고 나서 제일 달라진 점",
            author: "demouser",
            daysAgo: 22,
            hour: 13,
            minute: 5,
            views: 52,
            bodyHtml: "<p>전국의 AGV 담임선생님들 힘냅시다. 학생들이 말은 참 잘 들어요. 길에 상자만 없으면요.</p>",
          },
        ],
      },
    ],
  },
  {
    title: "겨울 창고는 왜 이렇게 추울까요",
    author: "jhjung01",
    daysAgo: 36,
    hour: 7,
    minute: 40,
    views: 186,
    bodyHtml:
      "<p>출하장 셔터가 하루 종일 열렸다 닫혔다 하니 난로를 켜도 소용이 없네요. 핫팩을 세 개 붙이고 일합니다. 올겨울에는 에어커튼 설치 건의가 통과되길 빌어 봅니다.</p>",
  },
  {
    title: "이직 고민 중인데 조언 부탁드려요",
    author: "sorayoon",
    daysAgo: 55,
    hour: 23,
    minute: 10,
    views: 329,
    bodyHtml: html(
      "<p>지금 회사에서 3년 일했는데 업무가 계속 같아서 성장하는 느낌이 없어요. 자동화 설비 쪽으로 옮기고 싶은데 경력이 창고 관리뿐이라 망설여집니다.</p>",
      "<p>비슷한 고민 해 보신 분 계신가요? 실증센터 교육이 실제로 이직에 도움이 되는지도 궁금합니다.</p>",
    ),
    replies: [
      {
        title: "RE: 이직 고민 중인데 조언 부탁드려요",
        author: "hanbitlead",
        daysAgo: 54,
        hour: 8,
        minute: 45,
        views: 112,
        bodyHtml:
          "<p>현장 경험이 있는 분이 자동화 설비를 이해하면 오히려 강점입니다. 설비만 아는 사람보다 현장 흐름을 아는 사람이 운영을 잘하더라고요. AGV 운영 교육과 WMS 교육부터 들어 보시길 권합니다.</p>",
      },
    ],
  },
  {
    title: "점심시간 산책 코스 공유합니다",
    author: "nurisoft",
    daysAgo: 78,
    hour: 12,
    minute: 45,
    views: 164,
    bodyHtml:
      "<p>지원센터 뒤편 유수지 공원 한 바퀴가 딱 15분입니다. 벚꽃 필 때는 사진 찍는 분들로 북적이고, 요즘은 한적해서 머리 식히기 좋아요. 모니터만 보다가 나가면 눈이 좀 살아납니다.</p>",
  },
  {
    title: "신입 때 실수담 하나씩 풀어 봐요",
    author: "daesungmgr",
    daysAgo: 102,
    hour: 18,
    minute: 30,
    views: 271,
    bodyHtml: html(
      "<p>저부터 풀겠습니다. 입사 첫 주에 AGV 주행 경로를 저장 안 하고 퇴근해서 다음 날 아침 AGV가 제자리에서 빙글빙글 돌았습니다. 팀장님이 웃으면서 같이 다시 설정해 주셨는데 지금 생각해도 얼굴이 화끈하네요.</p>",
      "<p>여러분의 흑역사도 기다립니다.</p>",
    ),
    replies: [
      {
        title: "RE: 신입 때 실수담 하나씩 풀어 봐요",
        author: "demouser",
        daysAgo: 101,
        hour: 9,
        minute: 25,
        views: 98,
        bodyHtml:
          "<p>저는 출고 라벨을 거래처 두 곳 것을 바꿔 붙여서, 부산 갈 물건이 광주로 간 적이 있습니다. 그날 이후로 라벨은 세 번씩 봅니다.</p>",
      },
    ],
  },
  {
    title: "연말 평가 시즌, 다들 멘탈 괜찮으신가요",
    author: "seumauto",
    daysAgo: 146,
    hour: 21,
    minute: 50,
    views: 238,
    bodyHtml:
      "<p>자기평가서 쓰는데 1년 동안 뭘 했는지 하나도 기억이 안 나요. 분명 매일 바빴는데 말이죠. 내년부터는 매주 금요일에 한 줄씩 업무 일지라도 써 두려고요.</p>",
  },
];

const company: readonly SeedPost[] = [
  {
    title: "한빛로지스 – 산업단지 제조기업을 위한 3PL·공동물류 전문기업",
    author: "hanbitlead",
    daysAgo: 172,
    hour: 10,
    minute: 0,
    views: 512,
    bodyHtml: html(
      "<p>한빛로지스는 남동스마트산업단지에서 보관, 입출고, 공동 배송을 제공하는 제3자 물류(3PL) 기업으로, 컨소시엄에서 물류 운영 실증을 맡고 있습니다.</p>",
      "<ul><li>운영 센터: 1센터(상온, 6,600㎡), 2센터(상온·저온, 3,300㎡)</li><li>주요 고객: 산업단지 기계부품·전자부품·포장재 제조기업 40여 곳</li><li>보유 설비: AMR 4대, WMS, 5톤 이하 배송 차량 18대</li></ul>",
      "<p>산업단지 공동 배송 시범사업을 운영하며 입주기업의 물류비 절감을 돕고 있습니다. 문의: 032-000-1100</p>",
    ),
  },
  {
    title: "대성정밀 – AGV·AMR 설계부터 유지보수까지",
    author: "daesungmgr",
    daysAgo: 171,
    hour: 11,
    minute: 30,
    views: 468,
    bodyHtml: html(
      "<p>대성정밀은 정밀 감속기와 구동 모듈 제조로 출발해 물류용 AGV와 AMR을 직접 설계·생산하는 기업입니다. 컨소시엄에서 AGV·AMR 주행 실증과 통합 관제 연동 시험을 담당합니다.</p>",
      "<ul><li>주요 제품: 저상형 팔레트 AGV, 협동형 AMR, AGV 구동 모듈</li><li>생산 능력: 연간 AGV 120대</li><li>서비스: 전담 필드 엔지니어의 24시간 장애 대응</li></ul>",
      "<p>본사와 공장은 산업단지 4블록에 있습니다. 문의: 032-000-3400</p>",
    ),
  },
  {
    title: "세움오토메이션 – 멀티셔틀·컨베이어 물류 시스템 통합",
    author: "seumauto",
    daysAgo: 169,
    hour: 14,
    minute: 0,
    views: 437,
    bodyHtml: html(
      "<p>세움오토메이션은 멀티셔틀 자동창고와 스마트 컨베이어를 설계·제작하고 현장에 맞게 통합하는 물류 시스템 전문기업입니다. 실증센터의 8단 멀티셔틀 시험 설비와 컨베이어 라인을 구축했습니다.</p>",
      "<ul><li>사업 분야: 멀티셔틀, 스마트 컨베이어, 분류 설비, 설비 제어 소프트웨어</li><li>주요 실적: 전자부품·화장품·의약품 유통센터 등 30여 개 현장</li></ul>",
      "<p>문의: 032-000-2700 / info@example.com</p>",
    ),
  },
  {
    title: "누리소프트 – WMS와 디지털트윈 플랫폼",
    author: "nurisoft",
    daysAgo: 168,
    hour: 10,
    minute: 40,
    views: 392,
    bodyHtml: html(
      "<p>누리소프트는 중소 물류센터를 위한 창고관리시스템(WMS)과 물류 디지털트윈 플랫폼을 개발합니다. 컨소시엄에서 실증센터 관제 시스템과 적재 시뮬레이션 소프트웨어 개발을 맡았습니다.</p>",
      "<ul><li>주요 제품: 누리WMS(구축형·클라우드형), 누리트윈</li><li>연동 경험: AGV·AMR 관제, 멀티셔틀 제어 시스템, ERP</li></ul>",
      "<p>실증센터 3층에 개발 사무실이 있어 회원사 상담을 바로 받을 수 있습니다. 문의: 032-000-2900</p>",
    ),
  },
  {
    title: "동진산업 – 친환경 포장재 제조, 컨소시엄 수요기업",
    author: "hanbitlead",
    daysAgo: 141,
    hour: 15,
    minute: 10,
    views: 241,
    bodyHtml: html(
      "<p>동진산업은 골판지 상자와 재생 소재 완충재를 만드는 포장재 제조기업으로, 컨소시엄에 수요기업으로 참여하고 있습니다. (운영사무국 요청으로 주관기관 담당자가 대신 등록했습니다.)</p>",
      "<ul><li>주요 제품: 골판지 상자, 재생 펄프 완충재, 맞춤형 포장 키트</li><li>실증 과제: 부자재 창고 자동화, 포장 라인 분류 컨베이어, 화물차 적재 최적화</li></ul>",
      "<p>실증 결과를 바탕으로 부자재 창고의 멀티셔틀 도입을 검토하고 있습니다.</p>",
    ),
  },
  {
    title: "가온시뮬레이션 – 적재·물류 시뮬레이션 전문기업",
    author: "nurisoft",
    daysAgo: 140,
    hour: 16,
    minute: 20,
    views: 218,
    bodyHtml: html(
      "<p>가온시뮬레이션은 화물 적재 최적화와 물류 흐름 시뮬레이션을 전문으로 하는 소프트웨어 기업입니다. 누리소프트와 함께 실증센터 적재 시뮬레이션 소프트웨어의 계산 엔진을 개발했습니다. (협력사인 누리소프트 담당자가 대신 등록했습니다.)</p>",
      "<ul><li>주요 분야: 화물차·컨테이너 적재 계획, 창고 동선 분석, 물동량 예측</li><li>서비스: 적재 컨설팅, 시뮬레이션 교육</li></ul>",
      "<p>문의: 032-000-6120 / gaon@example.kr</p>",
    ),
  },
];

const product: readonly SeedPost[] = [
  {
    title: "대성정밀 DS-AGV 1000 저상형 팔레트 AGV",
    author: "daesungmgr",
    daysAgo: 33,
    hour: 10,
    minute: 20,
    views: 294,
    bodyHtml: html(
      "<p>팔레트 밑으로 들어가 들어 올려 옮기는 저상형 AGV입니다. 자연 지형 기반 라이다 주행으로 바닥에 마그네틱 테이프를 붙일 필요가 없습니다.</p>",
      "<ul><li>최대 적재: 1,000kg</li><li>최고 속도: 1.5m/s(혼재 구역 1.0m/s 제한 설정 가능)</li><li>정지 정밀도: ±10mm</li><li>배터리: 리튬인산철 48V, 기회충전 지원, 연속 운행 약 8시간</li><li>안전: 360° 안전 스캐너, 비상정지 버튼 4개소</li></ul>",
      "<p>실증센터에서 자사 팔레트로 시험 주행해 보실 수 있습니다.</p>",
    ),
  },
  {
    title: "대성정밀 DS-AMR 300 협동형 피킹 보조 AMR",
    author: "daesungmgr",
    daysAgo: 77,
    hour: 14,
    minute: 45,
    views: 263,
    bodyHtml: html(
      "<p>작업자를 따라다니며 피킹한 상품을 싣고 포장대까지 스스로 옮기는 협동형 AMR입니다. 사람과 같은 통로에서 일하도록 설계했습니다.</p>",
      "<ul><li>최대 적재: 300kg(선반형 상부 모듈 기본 제공)</li><li>주행: 라이다·3D 카메라 복합 인식, 장애물 자동 회피</li><li>연동: WMS 피킹 지시 연동, 태블릿 화면으로 다음 위치 안내</li><li>도입 방식: 구입 또는 월 구독(최소 3개월)</li></ul>",
    ),
  },
  {
    title: "세움오토메이션 SEUM Shuttle-M 멀티셔틀 자동창고",
    author: "seumauto",
    daysAgo: 88,
    hour: 11,
    minute: 0,
    views: 341,
    bodyHtml: html(
      "<p>층마다 전용 셔틀이 움직여 소형 용기를 빠르게 입출고하는 멀티셔틀 자동창고입니다. 셔틀을 더하는 방식으로 처리량을 단계적으로 늘릴 수 있습니다.</p>",
      "<ul><li>보관 단위: 600×400 용기(최대 50kg)</li><li>구성: 6~20단, 층당 셔틀 1대, 입출고 리프트 2기 이상</li><li>처리량: 12단·리프트 2기 기준 시간당 약 700용기</li><li>제어: 자체 설비 제어 소프트웨어, WMS 표준 연동</li></ul>",
      "<p>실증센터 1층에 8단 시험 설비가 있습니다.</p>",
    ),
  },
  {
    title: "세움오토메이션 SC-200 모듈형 스마트 컨베이어",
    author: "seumauto",
    daysAgo: 115,
    hour: 15,
    minute: 30,
    views: 226,
    bodyHtml: html(
      "<p>1.2m 단위 모듈을 이어 붙이는 롤러 컨베이어로, 구간마다 구동부와 센서가 들어 있어 상자가 있는 구간만 움직입니다. 대기 전력을 줄이고 상자끼리 부딪히지 않게 간격을 유지합니다.</p>",
      "<ul><li>최대 속도: 분당 60m</li><li>모듈당 하중: 50kg</li><li>부가 장치: 바코드 자동 판독, 3방향 분기, 중량 검수</li><li>관리: 모듈별 가동 시간과 이상 진동을 관제 화면으로 확인</li></ul>",
    ),
  },
  {
    title: "누리소프트 누리WMS – 중소 물류센터용 창고관리시스템",
    author: "nurisoft",
    daysAgo: 134,
    hour: 10,
    minute: 10,
    views: 318,
    bodyHtml: html(
      "<p>입고부터 보관, 피킹, 출고, 재고 실사까지 물류센터 업무를 한 화면에서 처리하는 WMS입니다. 바코드 스캐너와 모바일 단말로 현장에서 바로 처리할 수 있습니다.</p>",
      "<ul><li>제공 방식: 클라우드형(월 사용료) 또는 구축형</li><li>주요 기능: 로케이션 관리, 웨이브 피킹, 출고 검수, 재고 실사</li><li>설비 연동: AGV·AMR 관제, 멀티셔틀, 스마트 컨베이어</li><li>도입 기간: 클라우드형 기준 4~6주</li></ul>",
    ),
  },
  {
    title: "누리소프트 누리트윈 – 물류 디지털트윈 플랫폼",
    author: "nurisoft",
    daysAgo: 152,
    hour: 13,
    minute: 40,
    views: 287,
    bodyHtml: html(
      "<p>물류센터를 3D 가상 공간으로 옮겨 설비와 재고를 실시간으로 보여 주고, 레이아웃 변경이나 설비 추가를 미리 시뮬레이션하는 플랫폼입니다. 실증센터 관제실에서 운영 중입니다.</p>",
      "<ul><li>실시간 모니터링: AGV 위치, 셔틀 상태, 컨베이어 흐름, 재고 위치</li><li>시뮬레이션: 설비 대수·배치 변경에 따른 처리량과 병목 분석</li><li>데이터 연동: REST API, CSV 파일</li></ul>",
      "<p>디지털트윈 데모데이에서 직접 보실 수 있습니다.</p>",
    ),
  },
];

export const SEED_CONTENT: Record<FixedBoardKey, readonly SeedPost[]> = {
  news,
  industry,
  schedule,
  notice,
  faq,
  qna,
  quote,
  jobs,
  club,
  restaurant,
  lodging,
  bamboo,
  company,
  product,
};
