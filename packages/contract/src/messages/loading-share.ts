/**
 * Korean messages of the driver's links of saved load plans (issue 27 §5): the "기사용 링크" control of
 * the planner and the page the link opens (/app/FUL/LoadingShare). Spread into the catalogue in
 * screens.ts beside the loading simulator's messages.
 */
export const loadingShareMessages = {
  // --- API
  loadingShareNotFound: "링크가 없거나 만료되었거나 회수되었습니다. 계획을 보낸 분께 새 링크를 요청하세요.",
  loadingShareGone: "이미 회수했거나 찾을 수 없는 링크입니다.",
  loadingShareLimit:
    "한 계획에 유효한 기사용 링크는 최대 {max}개까지 만들 수 있습니다. 쓰지 않는 링크를 회수한 뒤 다시 만드세요.",
  loadingShareDaysInvalid: "링크 유효 기간은 1~30일 사이에서 고르세요.",

  // --- the planner's control
  loadingShareButton: "기사용 링크",
  loadingShareDialog: "기사용 링크 · {name}",
  loadingShareIntro:
    "로그인 없이 적재 순서를 볼 수 있는 링크입니다. 링크를 아는 사람은 누구나 이 계획의 화물과 적재 순서를 볼 수 있으니 기사님께만 보내고, 다 쓰면 회수하세요.",
  loadingShareDays: "유효 기간",
  loadingShareDaysValue: "{days}일",
  loadingShareCreate: "링크 만들기",
  loadingShareCreated: "링크를 만들었습니다. 지금 복사해 두세요: 이 주소는 다시 보여 드릴 수 없습니다.",
  loadingShareAddress: "기사용 링크 주소",
  loadingShareCopy: "복사",
  loadingShareCopied: "링크를 복사했습니다.",
  loadingShareCopyFailed: "복사하지 못했습니다. 주소 칸을 길게 눌러 직접 복사하세요.",
  loadingShareMade: "만든 링크",
  loadingShareEmpty: "아직 만든 링크가 없습니다.",
  loadingShareDates: "만든 때 {created} · 만료 {expires}",
  loadingShareStatusActive: "유효",
  loadingShareStatusExpired: "만료됨",
  loadingShareStatusRevoked: "회수됨",
  loadingShareRevoke: "회수",
  loadingShareRevokeLabel: "{date}에 만든 링크 회수",
  loadingShareRevokeTitle: "링크 회수",
  loadingShareRevokeConfirm:
    "이 링크를 회수할까요? 회수하면 이 링크로는 더 이상 계획을 볼 수 없고, 되돌릴 수 없습니다.",
  loadingShareRevoked: "링크를 회수했습니다.",

  // --- the driver's page
  loadingShareTitle: "적재 안내",
  loadingShareNoToken: "링크 주소가 완전하지 않습니다. 받은 링크 전체를 다시 열어 주세요.",
  loadingShareExpires: "이 링크는 {date}까지 열 수 있습니다.",
  loadingShareSpace: "{vehicle} · 적재 공간 {length} × {width} × {height} mm",
  loadingSharePallet: "{pallet} 팔레트 받침 위에 싣습니다. 위치와 높이는 받침 위를 기준으로 합니다.",
  loadingShareVehicle: "차량",
  loadingShareStep: "{step} / {total} 단계",
  loadingShareWhat: "실을 화물",
  loadingShareCargoN: "화물 {n}",
  loadingShareSize: "{length} × {width} × {height} mm · {weight} kg",
  loadingShareStop: "하차지 {stop}",
  loadingShareWhere: "놓을 자리",
  loadingShareFromCab: "운전석 쪽 벽에서 {mm} mm",
  loadingShareFromLeft: "왼쪽 벽에서 {mm} mm (문에서 볼 때)",
  loadingShareOnFloor: "바닥에 놓습니다",
  loadingShareOnTop: "바닥에서 {mm} mm: {steps}단계 화물 위에 놓습니다",
  loadingShareUp: "놓는 방향",
  loadingShareUpHeight: "높이 {mm} mm 면이 위아래 (정방향)",
  loadingShareUpLength: "길이 {mm} mm 면을 세워서",
  loadingShareUpWidth: "폭 {mm} mm 면을 세워서",
  loadingShareFootprint: "차량 길이 방향으로 {along} mm · 폭 방향으로 {across} mm",
  loadingShareViewBack: "뒤(문)에서 본 모습",
  loadingShareViewTop: "위에서 본 모습",
  loadingShareViewLabel: "{view}: {step}단계까지 실은 모습 (이번 화물은 주황색)",
  loadingShareCab: "운전석 쪽",
  loadingShareDoor: "문 쪽",
  loadingShareLeft: "왼쪽",
  loadingShareRight: "오른쪽",
  loadingShareThis: "이번 화물",
  loadingShareEarlier: "먼저 실은 화물",
  loadingSharePrev: "이전 단계",
  loadingShareNext: "다음 단계",
  loadingShareSteps: "전체 단계 목록",
  loadingShareGoTo: "{step}단계: {name}",
  loadingSharePrint: "인쇄",
  loadingShareUnplaced: "이 차량에 싣지 못한 화물: {items}",
  loadingShareLast: "마지막 단계입니다. 이 차량의 화물을 모두 실었습니다.",
  loadingShareNoBoxes: "이 차량에 실을 화물이 없습니다.",
} as const;
