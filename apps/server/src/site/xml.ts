/**
 * The little XML the site files need (sitemaps.org and RSS 2.0): text escaping that also drops the
 * characters XML 1.0 cannot hold (control characters a pasted post may carry would otherwise make
 * the whole file unreadable to a crawler), and W3C dates.
 */

/** Characters outside XML 1.0's `Char` production (C0 controls but tab, newline, return; U+FFFE/FFFF; lone surrogates). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `text` safe inside an XML element or a quoted attribute: the five entities escaped, non-XML characters removed. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A stored timestamp (ISO 8601 or SQL text) as a W3C datetime in UTC (sitemap `lastmod`), e.g. 2026-11-26T08:00:00.000Z. */
export function w3cDate(stored: string): string {
  return new Date(stored).toISOString();
}

/** A stored timestamp as an RFC 822 date in GMT (RSS `pubDate`), e.g. "Thu, 26 Nov 2026 08:00:00 GMT". */
export function rfc822Date(stored: string): string {
  return new Date(stored).toUTCString();
}

/** The later of two stored timestamps (either may be missing). */
export function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b;
}
