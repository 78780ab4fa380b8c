/**
 * A server-rendered page's head (issue 25 §2): title, description, canonical address, Open Graph,
 * Twitter card, robots and JSON-LD, as HTML text for the page's `<head>`. Addresses are absolute,
 * from the server's public base URL. Used by the server entry only (entry-server.tsx).
 */
import { t } from "@portal/contract";

/** What a public route's loader says about its page. */
export interface PageHead {
  /** The page's name ("{name} | 스마트물류 컨소시엄 포털"), or null for the portal's name alone (home). */
  name: string | null;
  /** Plain text of the page (tags stripped later), or undefined for the portal's description. */
  text?: string;
  /** The page's picture (absolute or root-relative), or undefined for the portal's default picture. */
  image?: string;
  type?: "website" | "article";
  /** Schema.org data of the page (posts, deals; the home page's organisation and site), a script each. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** The page's own address (root-relative) when it differs from the requested one (query, another board's path). */
  canonical?: string;
  /** An RSS feed announced on the page (a public board's list and posts). */
  feed?: string;
  /** Modules of parts the page shows besides its route's screens (build manifest keys: a calendar board's calendar), whose style sheets it needs. */
  screens?: string[];
}

/** The portal's picture for link previews (1200×630, apps/web/public/og-default.png). */
export const DEFAULT_OG_IMAGE = "/og-default.png";

/** Longest meta description, in characters. */
const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The plain text of an HTML fragment: tags and scripts dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `DESCRIPTION_MAX` characters of `text`, cut at a word with an ellipsis. */
export function description(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** The first picture's address in an HTML fragment, if any. */
export function firstImage(html: string): string | undefined {
  return /<img[^>]+src="([^"]+)"/i.exec(html)?.[1];
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** JSON inside a `<script>`: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** `address` made absolute against `base` (the public base URL). */
export const absolute = (base: string, address: string) => new URL(address, base).toString();

/**
 * The head tags of a page at `path` (with query) for status `status`: error pages get the not-found
 * or forbidden name and `noindex`, and say nothing of what was asked for.
 */
export function headHtml(head: PageHead, status: number, base: string, path: string): string {
  const ok = status < 400;
  const name = ok ? head.name : t(status === 404 ? "titleNotFound" : "titleForbidden");
  const title = name === null ? t("appName") : t("documentTitle", { page: name });
  const text = ok && head.text ? description(plainText(head.text)) : "";
  const desc = text || t("siteDescription");
  const url = absolute(base, (ok && head.canonical) || path);
  const image = absolute(base, (ok && head.image) || DEFAULT_OG_IMAGE);
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", desc),
    ok ? `<link rel="canonical" href="${escapeHtml(url)}">` : meta("name", "robots", "noindex"),
    meta("property", "og:site_name", t("appName")),
    meta("property", "og:locale", "ko_KR"),
    meta("property", "og:type", ok ? (head.type ?? "website") : "website"),
    meta("property", "og:title", name ?? t("appName")),
    meta("property", "og:description", desc),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("name", "twitter:card", ok && head.image ? "summary_large_image" : "summary"),
  ];
  if (ok && head.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(name ?? "")}" href="${escapeHtml(absolute(base, head.feed))}">`,
    );
  }
  for (const data of ok && head.jsonLd ? [head.jsonLd].flat() : []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join("\n    ");
}
