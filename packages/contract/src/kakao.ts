/**
 * Kakao's share SDK and the origins it talks to (issue 25 §2), without zod: the share control's code is
 * on every post's first load, and the site settings' schema (site.ts) made it evaluate zod.
 */

/**
 * Kakao's JavaScript SDK on Kakao's CDN (developers.kakao.com "JavaScript SDK 다운로드"), loaded by the
 * share button only when used; the server's CSP allows its origin and the share endpoints it calls
 * only when KAKAO_JS_KEY is set.
 */
export const KAKAO_SDK_URL = "https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js";
/** Origins the SDK's KakaoTalk share talks to (API, share page). */
export const KAKAO_SHARE_ORIGINS = ["https://kapi.kakao.com", "https://sharer.kakao.com"] as const;
