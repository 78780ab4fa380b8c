/**
 * The portal's long legal texts (members spec sections 2 "Consent screen", "Static pages" and 9):
 * the terms of service (effective 2021-08-10), the personal data consent, the location terms, the
 * promotion consent and the privacy policy. Kept apart from `messages.ts` (short interface texts)
 * so that only the pages that show them load them.
 *
 * The business constants of section 9 are exported as numbers and written into the texts from
 * them, so a text and the rule it states cannot drift apart.
 */
import { AUDIT_PURGE_AFTER_DAYS, PRIVACY_ACCESS_RETENTION_YEARS, ROLE_CHANGE_RETENTION_YEARS } from "./enums.ts";
import { DEFAULT_REPORT_THRESHOLD, REPORT_DAILY_LIMIT, TEMPORARY_MEASURE_MAX_DAYS } from "./moderation.ts";

/** Version of the consent texts stored with every consent (`userConsents.version`). */
export const TERMS_VERSION = "2021-08-10";
/** Effective date of the terms of service (members spec section 9). */
export const TERMS_EFFECTIVE_DATE = "2021-08-10";
/** Days of notice before the terms change. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
/** Days of notice before a planned pause of the service. */
export const SERVICE_PAUSE_NOTICE_DAYS = 7;
/** Months of notice before the service stops for good. */
export const SERVICE_STOP_NOTICE_MONTHS = 1;
/** A member's consent is asked again once it is this many years old (the 2-year consent cycle). */
export const CONSENT_CYCLE_YEARS = 2;

/** Retention periods of the privacy policy (members spec section 9). */
export const RETENTION = {
  marketingMonths: 6,
  contractYears: 5,
  paymentYears: 5,
  supplyYears: 5,
  complaintYears: 3,
  connectionLogMonths: 3,
  /** Administrators' reads and exports of members' personal data (admin/access-log.ts). */
  accessLogYears: PRIVACY_ACCESS_RETENTION_YEARS,
  /** Logins and administrator actions (the audit log) … */
  auditLogDays: AUDIT_PURGE_AFTER_DAYS,
  /** … of which changes of administrator rights are kept longer. */
  roleChangeYears: ROLE_CHANGE_RETENTION_YEARS,
  selfAuditPerYear: 1,
} as const;

/** The four consents of the consent screen, in screen order. */
export const CONSENT_KEYS = ["use", "personal", "location", "promotion"] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
/** Consents without which nobody can sign up or keep using the portal. */
export const REQUIRED_CONSENTS: readonly ConsentKey[] = ["use", "personal"];

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PolicyDocument {
  title: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  sections: readonly PolicySection[];
}

const effective = "2021년 8월 10일";

/** 이용약관: terms of service. */
export const TERMS_OF_SERVICE: PolicyDocument = {
  title: "스마트물류 컨소시엄 포털 이용약관",
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      heading: "제1조 (목적)",
      paragraphs: [
        '이 약관은 스마트물류 컨소시엄(이하 "컨소시엄")이 운영하는 스마트물류 컨소시엄 포털(이하 "포털")의 이용 조건과 절차, 컨소시엄과 회원의 권리·의무 및 책임 사항을 정하는 것을 목적으로 합니다.',
      ],
    },
    {
      heading: "제2조 (용어의 정의)",
      paragraphs: [
        '1. "포털"이란 산업단지 입주기업과 물류기업이 게시판, 실증센터 방문 예약, 쪽지, 중고 설비 거래, 대시보드 등 스마트물류 공동 플랫폼 서비스를 이용할 수 있도록 컨소시엄이 제공하는 웹사이트를 말합니다.',
        '2. "회원"이란 이 약관에 동의하고 포털에 가입하여 아이디를 부여받은 개인 회원과 기업 회원을 말합니다.',
        '3. "기업 회원"이란 사업자등록번호로 기업 등록을 요청하여 관리자의 승인을 받은 회원을 말합니다.',
        '4. "게시물"이란 회원이 포털에 올린 글, 사진, 파일, 댓글과 쪽지를 말합니다.',
      ],
    },
    {
      heading: "제3조 (약관의 게시와 개정)",
      paragraphs: [
        "1. 컨소시엄은 이 약관을 회원가입 화면과 포털 하단의 이용약관 화면에 게시합니다.",
        "2. 컨소시엄은 관련 법령을 위반하지 않는 범위에서 이 약관을 개정할 수 있습니다.",
        `3. 약관을 개정하는 경우 개정 내용과 시행일을 시행일 ${TERMS_CHANGE_NOTICE_DAYS}일 전부터 포털 공지사항에 게시하고, 회원에게 등록된 이메일로 알립니다.`,
        "4. 회원이 개정 약관의 시행일까지 거부 의사를 밝히지 않으면 개정 약관에 동의한 것으로 봅니다. 개정 약관에 동의하지 않는 회원은 탈퇴할 수 있습니다.",
      ],
    },
    {
      heading: "제4조 (회원가입)",
      paragraphs: [
        "1. 회원가입은 이용약관과 개인정보 수집·이용에 동의한 뒤 가입 양식을 작성하여 신청합니다. 위치기반서비스 이용약관과 홍보 및 마케팅 정보 수신은 선택 사항이며, 동의하지 않아도 가입할 수 있습니다.",
        "2. 아이디는 영문 소문자로 시작하는 6~20자의 영문 소문자 또는 숫자로 정하며, 하나의 이메일로는 하나의 계정만 만들 수 있습니다.",
        "3. 카카오, 네이버, 구글 계정으로 가입하는 경우에도 이 약관과 필수 동의 항목에 동의해야 포털을 이용할 수 있습니다.",
        "4. 다른 사람의 정보를 도용하거나 허위 정보를 기재한 신청은 승낙하지 않으며, 가입 후에 밝혀진 경우 회원 자격을 제한할 수 있습니다.",
      ],
    },
    {
      heading: "제5조 (회원 정보의 변경)",
      paragraphs: [
        "회원은 마이페이지에서 자신의 정보를 확인하고 수정할 수 있습니다. 이메일 등 변경된 정보를 수정하지 않아 생긴 불이익은 회원이 부담합니다.",
      ],
    },
    {
      heading: "제6조 (아이디와 비밀번호의 관리)",
      paragraphs: [
        "1. 아이디와 비밀번호의 관리 책임은 회원에게 있으며, 회원은 이를 다른 사람이 이용하게 해서는 안 됩니다.",
        "2. 비밀번호는 특수문자를 포함한 8~16자로 정하며, 비밀번호를 잊은 경우 비밀번호 찾기로 등록된 이메일에 재설정 링크를 받을 수 있습니다.",
        "3. 회원은 아이디나 비밀번호가 도용된 사실을 알게 되면 즉시 비밀번호를 변경하고 컨소시엄에 알려야 합니다.",
      ],
    },
    {
      heading: "제7조 (서비스의 제공)",
      paragraphs: [
        "컨소시엄은 게시판, 실증센터 방문 예약, 쪽지, 중고 설비 거래, 제휴 참여 신청, 물류 통계와 대시보드, 적재 시뮬레이션 등의 서비스를 제공합니다. 서비스는 연중무휴 24시간 제공을 원칙으로 합니다.",
      ],
    },
    {
      heading: "제8조 (서비스의 일시 중단)",
      paragraphs: [
        `1. 컨소시엄은 설비의 점검·교체, 통신 장애 등의 사유로 서비스를 일시 중단할 수 있으며, 예정된 중단은 ${SERVICE_PAUSE_NOTICE_DAYS}일(1주일) 전까지 포털에 공지합니다.`,
        "2. 천재지변, 정전, 통신사 장애 등 미리 알릴 수 없는 사유로 중단된 경우에는 사유가 해소된 뒤 지체 없이 공지합니다.",
      ],
    },
    {
      heading: "제9조 (서비스의 종료)",
      paragraphs: [
        `컨소시엄이 사업 종료 등의 사유로 서비스를 영구히 중단하는 경우 종료일 ${SERVICE_STOP_NOTICE_MONTHS}개월 전까지 포털 공지사항과 등록된 이메일로 알립니다.`,
      ],
    },
    {
      heading: "제10조 (동의의 재확인)",
      paragraphs: [
        `컨소시엄은 회원의 약관 동의를 ${CONSENT_CYCLE_YEARS}년마다 다시 확인합니다. 마지막 동의 후 ${CONSENT_CYCLE_YEARS}년이 지난 회원은 로그인할 때 약관 동의 화면에서 다시 동의해야 서비스를 계속 이용할 수 있습니다.`,
      ],
    },
    {
      heading: "제11조 (회원 탈퇴와 자격 제한)",
      paragraphs: [
        "1. 회원은 언제든지 마이페이지의 회원 탈퇴에서 탈퇴하거나 관리자에게 탈퇴를 요청할 수 있으며, 컨소시엄은 지체 없이 처리합니다. 탈퇴하면 회원 정보는 바로 삭제되고, 작성한 게시물과 주고받은 쪽지는 작성자가 '탈퇴한 회원'으로 표시되어 남으며, 탈퇴한 아이디는 다시 사용할 수 없습니다.",
        "2. 다른 회원의 권리를 침해하거나 법령 또는 이 약관을 위반한 회원에 대해서는 이용을 제한하거나 계정을 잠글 수 있습니다.",
      ],
    },
    {
      heading: "제12조 (게시물의 관리)",
      paragraphs: [
        "게시물의 저작권은 작성한 회원에게 있습니다. 다만 법령에 위반되거나 다른 사람의 권리를 침해하는 게시물, 광고성 게시물은 사전 통지 없이 숨기거나 삭제할 수 있습니다.",
        `회원은 게시물과 댓글을 신고할 수 있습니다(자신의 글 제외, 같은 글은 한 번, 하루 ${REPORT_DAILY_LIMIT}건까지). 서로 다른 회원의 신고가 게시판이 정한 수(기본 ${DEFAULT_REPORT_THRESHOLD}명)에 이르면 그 글은 관리자가 검토할 때까지 다른 회원에게 보이지 않으며, 작성자에게는 그 사유가 표시됩니다.`,
        `사생활 침해나 명예훼손 등 권리를 침해당한 사람은 연락처와 침해된 권리를 밝혀 그 정보의 삭제 또는 임시조치를 요청할 수 있습니다(정보통신망법 제44조의2). 권리침해 여부를 판단하기 어렵거나 다툼이 예상되는 경우 컨소시엄은 ${TEMPORARY_MEASURE_MAX_DAYS}일 이내의 기간을 정하여 그 정보를 임시조치(접근 차단)하고, 요청인과 작성자에게 알립니다. 작성자는 임시조치에 대하여 재게시를 요청할 수 있으며, 기간이 끝나면 정보는 다시 게시되거나 관리자의 결정에 따라 삭제됩니다.`,
      ],
    },
    {
      heading: "제13조 (면책)",
      paragraphs: [
        "컨소시엄은 회원 사이의 중고 설비 거래와 회원이 게시한 정보의 정확성에 대하여 책임을 지지 않습니다. 다만 컨소시엄의 고의 또는 중대한 과실로 생긴 손해는 그러하지 않습니다.",
      ],
    },
    {
      heading: "제14조 (준거법 및 재판관할)",
      paragraphs: [
        "이 약관의 해석과 컨소시엄과 회원 사이의 분쟁에는 대한민국 법을 적용하며, 분쟁에 관한 소송은 민사소송법에 따른 관할 법원에 제기합니다.",
      ],
    },
    {
      heading: "부칙",
      paragraphs: [`이 약관은 ${effective}부터 시행합니다.`],
    },
  ],
};

const retentionParagraphs = [
  "회원 정보는 회원 탈퇴 또는 수집·이용 목적을 달성하면 지체 없이 파기합니다. 다만 다음 정보는 관계 법령에 따라 정한 기간 동안 보관합니다.",
  `· 표시·광고에 관한 기록: ${RETENTION.marketingMonths}개월 (전자상거래 등에서의 소비자보호에 관한 법률)`,
  `· 계약 또는 청약철회 등에 관한 기록: ${RETENTION.contractYears}년 (같은 법률)`,
  `· 대금 결제 및 재화 등의 공급에 관한 기록: ${RETENTION.paymentYears}년 (같은 법률)`,
  `· 소비자의 불만 또는 분쟁 처리에 관한 기록: ${RETENTION.complaintYears}년 (같은 법률)`,
  `· 웹사이트 방문(접속) 기록: ${RETENTION.connectionLogMonths}개월 (통신비밀보호법)`,
  `· 개인정보처리시스템 접속 기록(관리자가 회원 목록·검색, 로그인 기록, 기업 등록 요청, 제휴 신청, 방문 예약자 명단과 그 내려받기로 회원의 개인정보를 열람한 기록): ${RETENTION.accessLogYears}년 (개인정보의 안전성 확보조치 기준 제8조)`,
  `· 로그인 성공·실패와 관리자 작업 기록: ${RETENTION.auditLogDays}일, 그중 관리자 권한 변경 기록: ${RETENTION.roleChangeYears}년`,
];

/** 개인정보 수집 및 이용 동의: the required personal data consent of the consent screen. */
export const PERSONAL_DATA_CONSENT: PolicyDocument = {
  title: "개인정보 수집 및 이용 동의",
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      heading: "1. 수집하는 개인정보 항목",
      paragraphs: [
        "· 필수: 아이디, 비밀번호, 이름(한글 또는 영문), 이메일",
        "· 선택: 영문 이름, 전화번호, 휴대전화 번호, 팩스 번호, 사업자등록번호와 회사명(기업 회원 등록 요청 시), 추천 담당자 이름",
        "· 소셜 로그인 시: 카카오·네이버·구글이 제공하는 회원 식별값, 이름(별명), 이메일",
        "· 자동 수집: 접속 일시, 접속 IP 주소, 브라우저 정보, 로그인 기록",
      ],
    },
    {
      heading: "2. 수집 및 이용 목적",
      paragraphs: [
        "회원 식별과 가입 의사 확인, 로그인과 비밀번호 찾기, 기업 회원 확인과 제휴 참여 처리, 실증센터 방문 예약 확인, 쪽지와 중고 설비 거래 연결, 공지사항 전달, 부정 이용 방지",
      ],
    },
    { heading: "3. 보유 및 이용 기간", paragraphs: retentionParagraphs },
    {
      heading: "4. 동의를 거부할 권리",
      paragraphs: [
        "개인정보 수집·이용 동의를 거부할 수 있습니다. 다만 필수 항목은 포털 이용에 꼭 필요하므로 동의하지 않으면 회원가입과 로그인을 할 수 없습니다.",
      ],
    },
  ],
};

/** 위치기반서비스 이용약관: optional location terms. */
export const LOCATION_TERMS: PolicyDocument = {
  title: "위치기반서비스 이용약관",
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      heading: "제1조 (목적)",
      paragraphs: [
        "이 약관은 컨소시엄이 포털에서 제공하는 위치기반서비스의 이용 조건과 절차, 회원의 권리·의무를 정합니다.",
      ],
    },
    {
      heading: "제2조 (서비스 내용)",
      paragraphs: [
        "회원의 현재 위치를 이용하여 가까운 실증센터 방문 장소와 길 안내, 가까운 회원사와 중고 설비 거래 장소를 보여 줍니다.",
      ],
    },
    {
      heading: "제3조 (위치정보의 이용과 보유)",
      paragraphs: [
        "1. 컨소시엄은 회원이 서비스를 요청할 때에만 위치정보를 이용하며, 서비스를 제공한 즉시 위치정보를 파기합니다.",
        "2. 위치정보법에 따라 위치정보 이용·제공사실 확인자료는 6개월간 보관합니다.",
      ],
    },
    {
      heading: "제4조 (회원의 권리)",
      paragraphs: [
        "회원은 언제든지 위치기반서비스 이용 동의의 전부 또는 일부를 철회할 수 있으며, 위치정보 이용·제공사실 확인자료의 열람이나 정정을 요구할 수 있습니다. 동의하지 않아도 위치기반서비스를 제외한 포털의 다른 서비스는 이용할 수 있습니다.",
      ],
    },
    {
      heading: "제5조 (14세 미만 아동의 보호)",
      paragraphs: [
        "14세 미만 아동의 위치정보는 법정대리인의 동의를 받은 경우에만 이용하며, 포털은 14세 미만의 회원가입을 받지 않습니다.",
      ],
    },
    {
      heading: "부칙",
      paragraphs: [`이 약관은 ${effective}부터 시행합니다.`],
    },
  ],
};

/** 홍보 및 마케팅 정보 수신 동의: optional promotion consent. */
export const PROMOTION_CONSENT: PolicyDocument = {
  title: "홍보 및 마케팅 정보 수신 동의",
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      heading: "1. 수신하는 정보",
      paragraphs: [
        "컨소시엄 행사와 실증센터 견학의 날, 교육과 설명회, 정부 지원사업 공모, 회원사 제휴 혜택 안내를 이메일과 휴대전화 문자로 보내 드립니다.",
      ],
    },
    {
      heading: "2. 이용하는 항목과 보유 기간",
      paragraphs: [
        "이메일, 휴대전화 번호를 동의 철회 또는 회원 탈퇴 시까지 이용합니다.",
        `광고성 정보 발송에 관한 기록(표시·광고에 관한 기록)은 ${RETENTION.marketingMonths}개월간 보관합니다.`,
      ],
    },
    {
      heading: "3. 수신 동의의 확인",
      paragraphs: [
        `정보통신망법에 따라 수신 동의를 받은 날부터 ${CONSENT_CYCLE_YEARS}년마다 수신 동의 여부를 다시 확인합니다.`,
      ],
    },
    {
      heading: "4. 동의를 거부할 권리",
      paragraphs: [
        "이 동의는 선택 사항입니다. 동의하지 않아도 회원가입과 포털 이용에 제한이 없으며, 동의한 뒤에도 언제든지 철회할 수 있습니다.",
      ],
    },
  ],
};

/** 개인정보처리방침: the full privacy policy of the footer page. */
export const PRIVACY_POLICY: PolicyDocument = {
  title: "스마트물류 컨소시엄 포털 개인정보처리방침",
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      heading: "총칙",
      paragraphs: [
        '스마트물류 컨소시엄(이하 "컨소시엄")은 개인정보 보호법 등 관련 법령을 지키며, 회원의 개인정보를 어떤 목적으로 어떻게 처리하고 보호하는지 이 방침으로 알려 드립니다.',
      ],
    },
    {
      heading: "제1조 (처리하는 개인정보 항목)",
      paragraphs: PERSONAL_DATA_CONSENT.sections[0]?.paragraphs ?? [],
    },
    {
      heading: "제2조 (개인정보의 처리 목적)",
      paragraphs: PERSONAL_DATA_CONSENT.sections[1]?.paragraphs ?? [],
    },
    { heading: "제3조 (개인정보의 보유 및 이용 기간)", paragraphs: retentionParagraphs },
    {
      heading: "제4조 (개인정보의 제3자 제공)",
      paragraphs: [
        "컨소시엄은 회원의 동의가 있거나 법률에 특별한 규정이 있는 경우를 빼고는 개인정보를 제3자에게 제공하지 않습니다. 실증센터 방문 예약 시 행사 운영을 위해 예약자 명단(이름, 회사, 연락처)을 실증센터 운영사무국과 공유합니다.",
      ],
    },
    {
      heading: "제5조 (개인정보의 파기 절차와 방법)",
      paragraphs: [
        "보유 기간이 지났거나 처리 목적을 달성한 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.",
      ],
    },
    {
      heading: "제6조 (정보주체의 권리와 행사 방법)",
      paragraphs: [
        "회원은 언제든지 마이페이지에서 자신의 개인정보를 조회·수정할 수 있고, 개인정보 보호책임자에게 열람, 정정, 삭제, 처리 정지와 동의 철회를 요구할 수 있습니다. 컨소시엄은 요구를 받은 날부터 10일 안에 조치합니다.",
      ],
    },
    {
      heading: "제7조 (개인정보의 안전성 확보 조치)",
      paragraphs: [
        "· 비밀번호는 복호화할 수 없는 방식(argon2id)으로 암호화하여 저장합니다.",
        "· 로그인 세션은 서버에 보관하고 일정 시간 사용하지 않으면 종료하며, 로그인 실패가 반복되면 계정을 잠시 잠급니다.",
        `· 로그인 성공·실패와 관리자 작업을 기록하여 ${RETENTION.auditLogDays}일(관리자 권한 변경은 ${RETENTION.roleChangeYears}년) 보관합니다.`,
        `· 관리자가 회원의 개인정보를 조회하거나 내려받을 때마다 관리자 아이디, 일시, 접속 주소, 작업, 조회 조건과 해당 회원을 기록하여 ${RETENTION.accessLogYears}년 동안 보관하며, 이 기록은 수정하거나 지울 수 없습니다.`,
        `· 개인정보 처리 현황에 대한 자체 감사를 연 ${RETENTION.selfAuditPerYear}회 이상 실시합니다.`,
      ],
    },
    {
      heading: "제8조 (쿠키의 사용)",
      paragraphs: [
        "포털은 로그인 상태를 유지하기 위한 세션 쿠키만 사용하며, 광고나 행태 분석을 위한 쿠키는 사용하지 않습니다. 브라우저 설정에서 쿠키를 거부할 수 있으나, 이 경우 로그인이 필요한 서비스를 이용할 수 없습니다.",
      ],
    },
    {
      heading: "제9조 (개인정보 보호책임자)",
      paragraphs: [
        "개인정보 보호책임자의 성명과 연락처는 이 방침 아래 '개인정보 보호책임자'에 적혀 있으며, 바뀌면 그날부터 그곳에 표시됩니다.",
        "개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(국번 없이 118), 개인정보분쟁조정위원회(1833-6972)에도 할 수 있습니다.",
      ],
    },
    {
      heading: "제10조 (방침의 변경)",
      paragraphs: [
        `이 방침을 변경하는 경우 시행일 ${TERMS_CHANGE_NOTICE_DAYS}일 전부터 포털 공지사항에 알립니다. 이 방침은 ${effective}부터 시행합니다.`,
      ],
    },
  ],
};

/** The text of each consent on the consent screen. */
export const CONSENT_DOCUMENTS: Record<ConsentKey, PolicyDocument> = {
  use: TERMS_OF_SERVICE,
  personal: PERSONAL_DATA_CONSENT,
  location: LOCATION_TERMS,
  promotion: PROMOTION_CONSENT,
};
