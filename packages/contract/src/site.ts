/** Public settings of the site the browser needs (issue 25 §2): GET /api/site-config. */
import { z } from "zod";

export const siteConfigSchema = z.object({
  /** Kakao JavaScript key for the KakaoTalk share button (KAKAO_JS_KEY), or null: no KakaoTalk button. */
  kakaoJsKey: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
