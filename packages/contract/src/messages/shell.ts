/**
 * The shell's part of the message catalogue: what every page needs before any screen loads (common
 * words, errors, login, header, footer, right panel, home, route guard). The web app's first bundle
 * carries only this part; see ../messages.ts.
 */
import { pagesShellMessages } from "./pages.ts";
import { searchShellMessages } from "./search.ts";
import { siteShellMessages } from "./site.ts";

export const shellMessages = {
  ...pagesShellMessages,
  ...siteShellMessages,
  ...searchShellMessages,
  // --- common
  appName: "스마트물류 컨소시엄 포털",
  appShortName: "물류 포털",
  loading: "불러오는 중입니다…",
  retry: "다시 시도",
  confirm: "확인",
  cancel: "취소",
  close: "닫기",
  passwordVisibility: "비밀번호 보기",
  save: "저장",
  edit: "수정",
  delete: "삭제",
  back: "목록으로",
  search: "검색",
  yes: "예",
  no: "아니오",
  use: "사용",
  notUse: "미사용",
  home: "홈",
  backHome: "홈으로 가기",
  skipToContent: "본문 바로가기",

  // --- errors (RFC 9457 problem details `detail`)
  errorUnknown: "처리 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  errorNetwork: "서버와 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.",
  errorNotFound: "요청하신 정보를 찾을 수 없습니다.",
  errorRouteNotFound: "요청하신 페이지를 찾을 수 없습니다.",
  errorInvalidInput: "입력값을 확인해 주세요.",
  errorCsrf: "보안 토큰이 없거나 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.",
  errorTooLarge: "요청이 너무 큽니다.",
  errorLoginRequired: "로그인 후 이용 가능합니다.", // boards spec 6: 'available after login'
  errorAdminOnly: "관리자만 사용할 수 있는 기능입니다.", // boards spec 6
  errorForbidden: "권한이 없습니다.",
  errorRateLimited: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  errorServerBusy: "지금은 요청이 많아 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  errorStatementTimeout: "요청을 처리하는 데 시간이 너무 오래 걸려 중단했습니다. 잠시 후 다시 시도해 주세요.",

  // --- login (boards spec 5, 7, 8)
  loginTitle: "로그인",
  loginId: "아이디",
  loginPassword: "비밀번호",
  loginRemember: "로그인 상태 유지",
  loginSubmit: "로그인",
  mainMenuLabel: "주 메뉴",
  rightPanelLabel: "바로가기",
  pictureIntroFlow: "입고, 보관, 피킹, 출하, 운송이 플랫폼 데이터로 이어지는 흐름 애니메이션",
  pictureGoal: "목표 구성도: 제조기업, 물류기업, 실증센터, 지원기관을 잇는 공동 플랫폼",
  pictureVision: "비전: 효율, 연결, 성장",
  pictureService: "서비스: 정보 공유, 실증 예약, 중고 거래, 적재 시뮬레이션, 데이터",
  pictureDirection: "추진 방향: 2020 기반 구축, 2021 실증, 2022 확산",
  pictureConsortium: "컨소시엄 구성: 주관기관, 플랫폼 개발사, 장비 제조사, 물류 운영사, 연구기관",
  headerNotes: "쪽지",
  headerNotesUnread: "읽지 않은 쪽지 {count}개",
  headerNotifications: "알림",
  headerNotificationsUnread: "알림, 읽지 않은 알림 {count}개",
  logout: "로그아웃",
  headerAdmin: "관리자",
  loginEnterId: "아이디를 입력하세요.",
  loginEnterPassword: "비밀번호를 입력하세요.",
  loginFailed: "아이디 또는 비밀번호가 일치하지 않습니다.",
  loginCodeRequired: "인증 앱의 6자리 코드를 입력해 주세요.",
  loginCodeWrong: "인증 코드가 맞지 않거나 이미 사용한 코드입니다. 새로 표시된 코드를 입력해 주세요.",
  loginCodeLabel: "인증 코드 (6자리 또는 복구 코드)",
  loginCodeHelp: "인증 앱에 표시된 6자리 코드를 입력하세요. 휴대폰이 없으면 복구 코드 하나를 입력할 수 있습니다.",
  secondFactorEnrolRequired:
    "관리자 기능을 쓰려면 먼저 2단계 인증을 등록해야 합니다. 마이페이지의 2단계 인증에서 등록해 주세요.",
  secondFactorAlready: "2단계 인증이 이미 켜져 있습니다.",
  secondFactorNotStarted: "등록이 시작되지 않았습니다. 등록을 처음부터 다시 시작해 주세요.",
  secondFactorConfirmWrong: "코드가 맞지 않습니다. 인증 앱에 지금 표시된 6자리 코드를 입력해 주세요.",
  secondFactorNone: "2단계 인증이 켜져 있지 않습니다.",
  secondFactorNeedsPassword: "2단계 인증은 포털 비밀번호가 있는 계정만 켤 수 있습니다. 먼저 비밀번호를 만들어 주세요.",
  secondFactorResetOwn: "자신의 2단계 인증은 마이페이지에서 끄고 다시 등록해 주세요.",
  loginContactAdmin: "관리자에게 문의하세요.",
  loginLocked: "로그인 실패가 반복되어 계정이 잠시 잠겼습니다. {minutes}분 후 다시 시도해 주세요.",
  loginTooManyFromAddress: "이 위치에서 로그인 실패가 너무 많습니다. {minutes}분 후 다시 시도해 주세요.",
  loginInactive: "사용이 중지된 계정입니다. 관리자에게 문의하세요.",
  loginWelcome: "{name}님 환영합니다.",
  loginFindPassword: "비밀번호 찾기",
  loginSignUp: "회원가입",
  loggedOut: "로그아웃되었습니다.",
  // --- the idle session's expiry warning (KWCAG 2.2.1)
  sessionTimeoutTitle: "로그인 시간 연장",
  sessionTimeoutText: "{time} 후 자동으로 로그아웃됩니다. 계속 이용하시려면 연장을 눌러 주세요.",
  sessionTimeLeft: "{minutes}분 {seconds}초",
  sessionExtend: "연장",
  sessionEnded: "오랫동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.",

  // --- shell (boards spec 1)
  menuPlatform: "플랫폼",
  menuEquipment: "첨단장비",
  menuLoading: "적재 시뮬레이션",
  menuCases: "사례",
  menuInquiry: "문의",
  menuOpen: "{name} 메뉴 열기",
  menuToggle: "전체 메뉴",
  footerCompany: "회사소개",
  footerTerms: "이용약관",
  footerPrivacy: "개인정보처리방침",
  footerCopyright: "© 스마트물류 컨소시엄. 모든 권리 보유.",
  footerAddress: "스마트물류 실증센터 · 산업단지 물류 공동 플랫폼",
  panelReservation: "실증센터 방문 예약",
  panelReservationDesc: "실증 행사 방문을 예약하세요",
  panelStats: "수요조사 통계 보기",
  panelSurvey: "수요조사 참여",
  panelSurveyDesc: "진행 중인 조사에 응답하기",
  panelLinkSmartFactory: "스마트공장 솔루션",
  panelLinkDigitalTwin: "디지털 트윈",
  pageNotFoundDesc: "주소가 바뀌었거나 삭제된 페이지입니다.",
  pageForbiddenDesc: "로그인하거나 볼 수 있는 권한이 있는 계정으로 이용해 주세요.",
  popupBlocked: "팝업이 차단되었습니다. 팝업 차단을 해제해 주세요.",

  // --- boards list (boards spec 2 "Board list screen")
  noticeLabel: "공지",

  // --- home
  homeHeroTitle: "산업단지 스마트물류, 함께 만드는 공동 플랫폼",
  homeHeroText: "회원사 소식과 물류 자료를 나누고, 실증센터 방문을 예약하고, 중고 설비를 거래하세요.",
  homeLatest: "최근 글",
  homeMore: "더보기",
  homeQuickLinks: "바로가기",
  homeNoPosts: "아직 등록된 글이 없습니다.",
  homeProjectPeriod: "사업 기간 2020.09 ~ 2022.12 · 총사업비 105억 원",

  // --- detail/write screen texts
  newBadge: "N",

  // --- route guard (boards spec 6)
  guardLoginRequired: "로그인 후 이용 가능합니다.",
  guardAdminOnly: "관리자만 사용할 수 있는 기능입니다.",

  // --- reservation modal (boards spec 2 "Reservation modal", 4, 5, 8)
  reservationLoginFirst: "먼저 로그인해 주세요.", // boards spec 8 'please log in first'

  // --- my page reservation history (members spec 2, 4, 8)
  myPageTitle: "마이페이지",

  // --- login extensions (boards spec 4, 7, 8)
  loginNoEmail: "이메일을 등록해 주세요.", // 'register your email'
  socialProviderFailed: "{provider} 로그인에 실패했습니다. (오류 코드: {error})",
  socialProviderCancelled: "{provider} 로그인이 취소되었습니다.",

  // --- audit log (issue 4)
  dateMonthLevel: "월 선택",
  dateYearLevel: "연도 선택",
  dateNextMonth: "다음 달",
  datePreviousMonth: "이전 달",
  dateNextYear: "다음 해",
  datePreviousYear: "이전 해",
  dateNextDecade: "다음 10년",
  datePreviousDecade: "이전 10년",
} as const;
