/**
 * Video links of video boards (BBS_TY_CODE 2): a page or share link from an allowlisted host
 * becomes the address of that host's embedded player. The same rule runs in the write form and
 * on the server; the server's HTML sanitiser and CSP allow frames from exactly these players.
 */

/** Hosts whose embedded players may be shown (frame-src of the CSP, iframes in post bodies). */
export const VIDEO_EMBED_HOSTS = [
  "www.youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
  "tv.naver.com",
  "play-tv.kakao.com",
] as const;

/** The embedded player of a video link. */
export interface VideoEmbed {
  provider: "youtube" | "vimeo" | "naver" | "kakao";
  /** The player address (https, one of VIDEO_EMBED_HOSTS). */
  embedUrl: string;
  /** A still image of the video when the provider offers one at a known address. */
  posterUrl: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d{1,20}$/;

function youtube(id: string | null | undefined): VideoEmbed | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    provider: "youtube",
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    posterUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  };
}

/**
 * The embedded player for a video link, or null when the link is not from an allowed host.
 * Accepts YouTube (watch, youtu.be, shorts, embed), Vimeo, Naver TV and Kakao TV links, and the
 * players' own addresses (so a stored embed address parses to itself).
 */
export function parseVideoLink(input: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^m\./, "www.");
  const parts = url.pathname.split("/").filter(Boolean);
  switch (host) {
    case "youtu.be":
      return youtube(parts[0]);
    case "youtube.com":
    case "www.youtube.com":
    case "www.youtube-nocookie.com":
    case "youtube-nocookie.com":
      if (parts[0] === "watch") return youtube(url.searchParams.get("v"));
      if (parts[0] === "shorts" || parts[0] === "embed" || parts[0] === "live") return youtube(parts[1]);
      return null;
    case "vimeo.com":
    case "www.vimeo.com":
      return parts[0] && DIGITS.test(parts[0])
        ? { provider: "vimeo", embedUrl: `https://player.vimeo.com/video/${parts[0]}`, posterUrl: null }
        : null;
    case "player.vimeo.com":
      return parts[0] === "video" && parts[1] && DIGITS.test(parts[1])
        ? { provider: "vimeo", embedUrl: `https://player.vimeo.com/video/${parts[1]}`, posterUrl: null }
        : null;
    case "tv.naver.com":
      return (parts[0] === "v" || parts[0] === "embed") && parts[1] && DIGITS.test(parts[1])
        ? { provider: "naver", embedUrl: `https://tv.naver.com/embed/${parts[1]}`, posterUrl: null }
        : null;
    case "tv.kakao.com":
    case "play-tv.kakao.com": {
      const id = parts.at(-1);
      const isClip = parts.includes("cliplink") || parts[0] === "v";
      return isClip && id && DIGITS.test(id)
        ? {
            provider: "kakao",
            embedUrl: `https://play-tv.kakao.com/embed/player/cliplink/${id}`,
            posterUrl: null,
          }
        : null;
    }
    default:
      return null;
  }
}
