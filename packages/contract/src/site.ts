/** Public settings of the site the browser needs (issue 25 §2): GET /api/site-config. */
import { z } from "zod";

export const siteConfigSchema = z.object({
  /** Kakao JavaScript key for the KakaoTalk share button (KAKAO_JS_KEY), or null: no KakaoTalk button. */
  kakaoJsKey: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Kakao's JavaScript SDK on Kakao's CDN (developers.kakao.com "JavaScript SDK 다운로드"), loaded by the
 * share button only when used; the server's CSP allows its origin and the share endpoints it calls
 * only when KAKAO_JS_KEY is set.
 */
export const KAKAO_SDK_URL = "https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js";
/** Origins the SDK's KakaoTalk share talks to (API, share page). */
export const KAKAO_SHARE_ORIGINS = ["https://kapi.kakao.com", "https://sharer.kakao.com"] as const;
