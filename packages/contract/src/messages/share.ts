/** Words of the share control on posts and deals (issue 25 §2): copy the link, KakaoTalk share. */

export const shareMessages = {
  shareGroupLabel: "공유하기",
  shareCopyLink: "링크 복사",
  shareCopied: "링크를 복사했습니다.",
  shareCopyFailed: "링크를 복사하지 못했습니다. 주소창의 주소를 직접 복사해 주세요.",
  shareKakao: "카카오톡 공유",
  shareKakaoOpen: "자세히 보기",
  shareKakaoFailed: "카카오톡 공유를 열지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;
