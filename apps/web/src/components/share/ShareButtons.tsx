/**
 * The share control of a post or a deal (issue 25 §2): "링크 복사" copies the page's address (a Korean
 * notice says whether it worked) and, only where the server has a Kakao JavaScript key
 * (GET /api/site-config), "카카오톡 공유" sends a KakaoTalk feed message with the title, the first words
 * of `html`, a picture (`imageUrl`, else the first picture in `html`) and the address. Both are plain
 * buttons in a labelled group, reachable and usable by keyboard.
 */
import { Button, Group } from "@mantine/core";
import { type SiteConfig, t } from "@portal/contract";
import { IconLink, IconMessageCircle } from "@tabler/icons-react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/notify.ts";
import { shareToKakao } from "./kakao.ts";

/** The browser's public site settings, read once per visit. */
export const siteConfigQuery = queryOptions({
  queryKey: ["site-config"],
  queryFn: () => api<SiteConfig>("GET", "/api/site-config"),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Characters of text in a KakaoTalk message's description. */
const DESCRIPTION_CHARS = 100;

/** The page's address without query or fragment. */
const pageUrl = () => `${window.location.origin}${window.location.pathname}`;

/** The text and first picture (absolute) of sanitised `html`. */
function readHtml(html: string): { text: string; picture: string | null } {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const text = (body.textContent ?? "").replace(/\s+/g, " ").trim();
  const src = body.querySelector("img[src]")?.getAttribute("src");
  return { text, picture: src ? new URL(src, window.location.origin).href : null };
}

function copyLink(): void {
  const copied = navigator.clipboard?.writeText(pageUrl()) ?? Promise.reject(new Error("no clipboard"));
  copied.then(
    () => notifySuccess(t("shareCopied")),
    () => notifyError(t("shareCopyFailed")),
  );
}

export function ShareButtons({ title, html, imageUrl }: { title: string; html: string; imageUrl?: string | null }) {
  const kakaoKey = useQuery(siteConfigQuery).data?.kakaoJsKey ?? null;

  const shareKakao = (key: string) => {
    const { text, picture } = readHtml(html);
    const image = imageUrl ? new URL(imageUrl, window.location.origin).href : picture;
    const description = text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text;
    shareToKakao(key, { title, description, imageUrl: image, url: pageUrl() }).catch(() =>
      notifyError(t("shareKakaoFailed")),
    );
  };

  return (
    <Group gap="xs" role="group" aria-label={t("shareGroupLabel")}>
      <Button variant="default" size="xs" leftSection={<IconLink size={14} aria-hidden />} onClick={copyLink}>
        {t("shareCopyLink")}
      </Button>
      {kakaoKey && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconMessageCircle size={14} aria-hidden />}
          onClick={() => shareKakao(kakaoKey)}
        >
          {t("shareKakao")}
        </Button>
      )}
    </Group>
  );
}
