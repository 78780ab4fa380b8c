/**
 * Server-side HTML sanitising of post bodies (NTT_CN) before they are stored: no script, event
 * handler, javascript: URL or iframe from a host outside the video allowlist survives.
 */
import { VIDEO_EMBED_HOSTS } from "@portal/contract";
import sanitizeHtml from "sanitize-html";

/** Hosts whose embedded players may appear in a post body (and on video boards): contract/video.ts. */
export const IFRAME_HOSTS: string[] = [...VIDEO_EMBED_HOSTS];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "iframe", "video", "source", "h1", "h2", "u", "s", "span"],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    iframe: ["src", "width", "height", "allowfullscreen", "frameborder", "title"],
    video: ["src", "controls", "width", "height", "poster", "preload"],
    source: ["src", "type"],
    "*": ["style"],
  },
  allowedStyles: {
    "*": { "text-align": [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], video: ["http", "https"], source: ["http", "https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Returns safe HTML for a post body. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of an HTML fragment, whitespace collapsed (for search and empty checks). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|h\d|li|br)>/gi, " $&"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when sanitised HTML has visible text or embedded media. */
export function hasContent(safeHtml: string): boolean {
  return htmlToText(safeHtml).length > 0 || /<(img|iframe|video)\b/i.test(safeHtml);
}

/** A body made safe: its HTML, its plain text, and whether anything is visible. */
export interface CleanHtml {
  html: string;
  text: string;
  visible: boolean;
}

/** Sanitises `html` and reads its text, on the calling thread. */
export function cleanHtml(html: string): CleanHtml {
  const safe = sanitizeBody(html);
  const text = htmlToText(safe);
  return { html: safe, text, visible: text.length > 0 || /<(img|iframe|video)\b/i.test(safe) };
}
