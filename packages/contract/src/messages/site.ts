/**
 * Words of the site's frame (issue 24 §1–§3): every route's document title, the footer's operator
 * details (shell part, always loaded) and the operator-details screen for administrators (screens part).
 */

export const siteShellMessages = {
  // --- document titles ("{page} | 스마트물류 컨소시엄 포털")
  documentTitle: "{page} | 스마트물류 컨소시엄 포털",
  titleLogin: "로그인",
  titleNotes: "쪽지함",
  titleTerms: "약관 동의",
  titleRegister: "회원가입",
  titleFindPassword: "비밀번호 찾기",
  titleFindId: "아이디 찾기",
  titleResetPassword: "비밀번호 재설정",
  titleRecheckPassword: "비밀번호 확인",
  titleChangePassword: "비밀번호 변경",
  titleLoading: "적재 시뮬레이션",
  titleReservationAdmin: "방문 예약 관리",
  titleCommonBoard: "통합게시판",
  titleBoardCollection: "게시판 모음",
  titleSiteMap: "전체 메뉴",
  titleBoard: "게시판",
  titlePost: "게시글",
  titleWritePost: "글쓰기",
  titleEditPost: "글 수정",
  titleBoardAdmin: "게시판 관리",
  titlePermissions: "권한 설정",
  titleAudit: "감사 기록",
  titlePrivacyAccess: "개인정보 접근 기록",
  titleBoardCreate: "게시판 만들기",
  titleBoardEdit: "게시판 수정",
  titleTrade: "중고거래",
  titleTradeRegister: "중고거래 등록",
  titleTradeEdit: "중고거래 수정",
  titleDeal: "중고거래 상품",
  titlePageEdit: "페이지 편집",
  titleCompanies: "회사 관리",
  titleAdminPages: "정보 페이지 관리",
  titleAdminPopups: "팝업 관리",
  titleOperator: "운영자 정보",
  titleInfoPage: "안내",
  titleDashBilling: "청구 대시보드",
  titleDashOrders: "주문 대시보드",
  titleDashTransport: "운송 대시보드",
  titleDashForwarding: "포워딩 대시보드",
  titleDashSettlement: "정산 대시보드",
  titleDashBigBilling: "빅데이터 청구 대시보드",
  titleDashBigLogistics: "빅데이터 물류 대시보드",
  titleDashImport: "물류 데이터 가져오기",
  titleNotFound: "페이지를 찾을 수 없습니다",
  titleForbidden: "볼 수 없는 페이지입니다",
  /** The portal's description in search results and link previews (pages without text of their own). */
  siteDescription: "스마트물류 컨소시엄 회원사를 위한 게시판, 실증센터 방문 예약, 쪽지, 중고설비 거래 포털",

  // --- footer: operator details (전자상거래법 §10, 개인정보 보호법 §30)
  footerOperatorLabel: "운영자 정보",
  footerRepresentative: "대표자 {name}",
  footerBusinessNo: "사업자등록번호 {number}",
  footerPhone: "전화 {phone}",
  footerPrivacyOfficer: "개인정보보호책임자 {name} ({contact})",
} as const;

export const siteMessages = {
  // --- operator details screen (administrators)
  operatorTitle: "운영자 정보",
  operatorDesc: "모든 화면의 하단과 개인정보처리방침에 표시되는 운영 기관 정보입니다.",
  operatorOrganization: "기관명",
  operatorRepresentative: "대표자",
  operatorAddress: "주소",
  operatorPhone: "대표 전화",
  operatorBusinessNo: "사업자등록번호",
  operatorPrivacyOfficer: "개인정보보호책임자",
  operatorPrivacyOfficerPhone: "개인정보보호책임자 전화",
  operatorPrivacyOfficerEmail: "개인정보보호책임자 이메일",
  operatorSaved: "운영자 정보를 저장했습니다.",
  operatorUpdatedAt: "마지막 저장: {date}",
  operatorNotSet: "아직 운영자 정보가 없습니다. 모든 항목을 입력해 저장해 주세요.",
  operatorFieldRequired: "필수 항목입니다. 내용을 입력해 주세요.",
  operatorFieldTooLong: "입력할 수 있는 길이를 넘었습니다.",
  "audit.operator.update": "운영자 정보 변경",
  // --- privacy policy: the officer named from the operator details
  privacyOfficerHeading: "개인정보 보호책임자",
  privacyOfficerText:
    "{organization}은(는) 개인정보 처리에 관한 업무를 총괄하고 이용자의 불만 처리와 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.",
  privacyOfficerLine: "성명 {name} · 전화 {phone} · 이메일 {email}",
  privacyOperatorLine: "{organization} (대표자 {representative}) · {address} · 대표 전화 {phone}",
} as const;
