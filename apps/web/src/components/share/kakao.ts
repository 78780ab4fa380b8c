/**
 * KakaoTalk share (issue 25 §2): loads Kakao's JavaScript SDK from Kakao's CDN on the first use (never
 * with the page), initialises it with the configured JavaScript key and sends a feed message.
 * Errors: a rejected promise when the SDK cannot load or refuses the message.
 */
import { KAKAO_SDK_URL, t } from "@portal/contract";

/** The part of the SDK used here (developers.kakao.com JavaScript reference: Kakao.init, Kakao.Share.sendDefault). */
interface KakaoSdk {
  init(key: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(settings: Record<string, unknown>): void };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

let loading: Promise<KakaoSdk> | null = null;

/** The SDK, loading its script once; a failed load may be tried again. */
function loadSdk(): Promise<KakaoSdk> {
  if (window.Kakao) return Promise.resolve(window.Kakao);
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = KAKAO_SDK_URL;
    script.crossOrigin = "anonymous";
    script.async = true;
    script.onload = () => (window.Kakao ? resolve(window.Kakao) : reject(new Error("Kakao SDK missing")));
    script.onerror = () => {
      script.remove();
      reject(new Error("Kakao SDK did not load"));
    };
    document.head.append(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}

/** What a shared message shows: title, a short description, an absolute picture address (optional), the page. */
export interface ShareContent {
  title: string;
  description: string;
  imageUrl: string | null;
  url: string;
}

/** Opens KakaoTalk share with a feed message of `content`, using the app's JavaScript key `key`. */
export async function shareToKakao(key: string, content: ShareContent): Promise<void> {
  const kakao = await loadSdk();
  if (!kakao.isInitialized()) kakao.init(key);
  const link = { mobileWebUrl: content.url, webUrl: content.url };
  kakao.Share.sendDefault({
    objectType: "feed",
    content: {
      title: content.title,
      description: content.description,
      ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}),
      link,
    },
    buttons: [{ title: t("shareKakaoOpen"), link }],
  });
}
