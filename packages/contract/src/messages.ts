/**
 * The one Korean message catalogue of the portal: every word a user sees, on the server (problem
 * `detail`) and in the browser. Keys are stable English names; values are Korean.
 * Each entry notes the spec place it comes from where it has one.
 */
export const messages = {
  // --- common
  appName: "스마트물류 컨소시엄 포털",
  appShortName: "물류 포털",
  loading: "불러오는 중입니다…",
  retry: "다시 시도",
  confirm: "확인",
  cancel: "취소",
  close: "닫기",
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

  // --- login (boards spec 5, 7, 8)
  loginTitle: "로그인",
  loginId: "아이디",
  loginPassword: "비밀번호",
  loginRemember: "로그인 상태 유지",
  loginSubmit: "로그인",
  logout: "로그아웃",
  loginEnterId: "아이디를 입력하세요.",
  loginEnterPassword: "비밀번호를 입력하세요.",
  loginFailed: "아이디 또는 비밀번호가 일치하지 않습니다.",
  loginContactAdmin: "관리자에게 문의하세요.",
  loginLocked: "로그인 실패가 반복되어 계정이 잠시 잠겼습니다. {minutes}분 후 다시 시도해 주세요.",
  loginTooManyFromAddress: "이 위치에서 로그인 실패가 너무 많습니다. {minutes}분 후 다시 시도해 주세요.",
  loginInactive: "사용이 중지된 계정입니다. 관리자에게 문의하세요.",
  loginWelcome: "{name}님 환영합니다.",
  loginFindPassword: "비밀번호 찾기",
  loginSignUp: "회원가입",
  loggedOut: "로그아웃되었습니다.",

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
  panelLinkSmartFactory: "스마트공장 솔루션",
  panelLinkDigitalTwin: "디지털 트윈",
  panelReservationSoon: "방문 예약은 곧 열립니다.",
  pagePreparing: "준비 중인 페이지입니다.",
  pagePreparingDesc: "이 화면은 다음 업데이트에서 제공됩니다.",
  pageNotFoundDesc: "주소가 바뀌었거나 삭제된 페이지입니다.",
  popupBlocked: "팝업이 차단되었습니다. 팝업 차단을 해제해 주세요.",

  // --- boards list (boards spec 2 "Board list screen")
  colNo: "번호",
  colTitle: "제목",
  colAuthor: "작성자",
  colDate: "등록일",
  colViews: "조회수",
  noticeLabel: "공지",
  replyPrefix: "RE:",
  secretPost: "비밀글입니다.",
  secretIconLabel: "비밀글",
  anonymousName: "익명",
  searchTitlePlaceholder: "제목으로 검색",
  pageSizeLabel: "페이지당 게시물",
  emptyList: "검색 결과가 없습니다.", // 'no results'
  emptyBoard: "등록된 게시물이 없습니다.",
  write: "글쓰기",
  totalCount: "전체 {total}건",
  boardNotFound: "게시판을 찾을 수 없습니다.",
  allBoards: "통합게시판",
  allBoardsDesc: "포털의 모든 게시판을 한눈에 봅니다.",
  categoryAll: "전체",
  commentCountLabel: "댓글 {count}개",

  // --- post detail
  views: "조회",
  reply: "답글",
  postNotFound: "게시물을 찾을 수 없습니다.",
  secretOnly: "비밀글은 작성자와 관리자만 볼 수 있습니다.", // boards spec 8
  deleteConfirm: "게시물을 삭제하시겠습니까?",
  deleted: "삭제되었습니다.",
  onlyOwnDelete: "본인이 작성한 게시물만 삭제할 수 있습니다.", // boards spec 6
  onlyOwnEdit: "본인이 작성한 게시물만 수정할 수 있습니다.", // boards spec 6
  replyNotAllowed: "답글을 작성할 수 없는 게시물입니다.",
  writeNotAllowed: "이 게시판에 글을 쓸 권한이 없습니다.",
  postPasswordPrompt: "게시물 비밀번호를 입력하세요.",
  postPasswordWrong: "게시물의 비밀번호가 틀렸습니다.", // boards spec 5
  postPasswordRequired: "비밀번호가 설정된 게시물입니다. 비밀번호를 입력하세요.",

  // --- write / reply / edit (boards spec 2, 5)
  writeTitle: "글쓰기",
  replyTitle: "답글 쓰기",
  editTitle: "글 수정",
  fieldTitle: "제목",
  fieldBody: "내용",
  fieldSecret: "비밀글",
  fieldNotice: "공지",
  fieldBold: "제목 굵게",
  fieldReplyAllowed: "답글 허용",
  fieldCommentAllowed: "댓글 허용",
  fieldPassword: "비밀번호",
  fieldPasswordHint: "설정하면 수정·삭제할 때 비밀번호를 확인합니다.",
  fieldCategory: "분류",
  fieldNoticeStart: "공지 시작일",
  fieldNoticeEnd: "공지 종료일",
  fieldStart: "시작 일시",
  fieldEnd: "종료 일시",
  fieldAllDay: "종일",
  required: "필수",
  enterTitle: "제목을 입력해 주세요.", // 'please write a title'
  enterBody: "내용을 입력해 주세요.",
  enterSecret: "비밀글 설정을 선택해 주세요.",
  enterNotice: "공지 설정을 선택해 주세요.",
  enterBold: "제목 굵게 설정을 선택해 주세요.",
  titleTooLong: "제목은 200자 이내로 입력해 주세요.",
  bodyTooLong: "내용이 너무 깁니다.",
  saveConfirm: "저장하시겠습니까?", // 'Do you want to save?'
  saved: "저장되었습니다.", // 'saved'
  adminOnlyFlags: "공지·굵게·답글·댓글 설정은 관리자만 바꿀 수 있습니다.",
  calendarAdminOnly: "일정 등록은 관리자만 할 수 있습니다.",
  endBeforeStart: "종료 일시는 시작 일시보다 늦어야 합니다.",
  unsavedLeave: "작성 중인 내용이 있습니다. 나가시겠습니까?",

  // --- editor labels (Korean UI of the rich text editor)
  editorBold: "굵게",
  editorItalic: "기울임",
  editorUnderline: "밑줄",
  editorStrike: "취소선",
  editorH2: "제목 2",
  editorH3: "제목 3",
  editorBulletList: "글머리 기호 목록",
  editorOrderedList: "번호 목록",
  editorBlockquote: "인용",
  editorLink: "링크",
  editorUnlink: "링크 제거",
  editorUndo: "실행 취소",
  editorRedo: "다시 실행",
  editorLinkPlaceholder: "링크 주소를 입력하세요",
  editorLinkSave: "저장",
  editorLinkOpenInNewTab: "새 탭에서 열기",
  editorAlignLeft: "왼쪽 정렬",
  editorAlignCenter: "가운데 정렬",
  editorAlignRight: "오른쪽 정렬",
  editorClear: "서식 지우기",
  editorHr: "가로줄",
  editorPlaceholder: "내용을 입력하세요.",

  // --- tables
  sortAscending: "오름차순 정렬됨",
  sortDescending: "내림차순 정렬됨",
  sortNone: "정렬 안 됨",
  sortBy: "{column} 기준으로 정렬",
  pagination: "페이지 이동",
  pageLabel: "{page}쪽",
  previousPage: "이전 페이지",
  nextPage: "다음 페이지",
  firstPage: "첫 페이지",
  lastPage: "마지막 페이지",

  // --- home
  homeHeroTitle: "산업단지 스마트물류, 함께 만드는 공동 플랫폼",
  homeHeroText: "회원사 소식과 물류 자료를 나누고, 실증센터 방문을 예약하고, 중고 설비를 거래하세요.",
  homeLatest: "최근 글",
  homeMore: "더보기",
  homeQuickLinks: "바로가기",
  homeNoPosts: "아직 등록된 글이 없습니다.",
  homeProjectPeriod: "사업 기간 2020.09 ~ 2022.12 · 총사업비 105억 원",

  // --- detail/write screen texts
  postMeta: "{author} · {date} · 조회 {views}",
  attachments: "첨부파일",
  replyTo: "원글: {title}",
  backToList: "목록",
  goToList: "목록으로 이동",
  verifyPassword: "비밀번호 확인",
  passwordPlaceholder: "게시물 비밀번호",
  lockedNotice: "이 글은 비밀글입니다.",
  noticeBadge: "공지",
  newBadge: "N",

  // --- route guard (boards spec 6)
  guardLoginRequired: "로그인 후 이용 가능합니다.",
  guardAdminOnly: "관리자만 사용할 수 있는 기능입니다.",
} as const;

export type MessageKey = keyof typeof messages;

/**
 * The Korean text of `key`, with `{name}` placeholders filled from `params`.
 * Example: `t("loginWelcome", { name: "홍길동" })` → "홍길동님 환영합니다."
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
