/** The site files' XML text helpers: escaping (entities, characters XML cannot hold) and dates. */
import { describe, expect, it } from "vitest";
import { escapeXml, later, rfc822Date, w3cDate } from "./xml.ts";

describe("site XML helpers", () => {
  it("escapes the five entities and drops characters XML 1.0 cannot hold, keeping Korean and emoji", () => {
    expect(escapeXml(`Q&A <공지> "따옴표" '작은'`)).toBe("Q&amp;A &lt;공지&gt; &quot;따옴표&quot; &apos;작은&apos;");
    expect(escapeXml("탭\t줄\n끝\r\u0000\u0008\u001f\uFFFE\uD800🚚")).toBe("탭\t줄\n끝\r🚚");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("formats stored times as W3C (sitemap) and RFC 822 GMT (RSS) dates and picks the later one", () => {
    expect(w3cDate("2026-11-26T08:00:00.000Z")).toBe("2026-11-26T08:00:00.000Z");
    expect(w3cDate("2026-11-26T17:00:00+09:00")).toBe("2026-11-26T08:00:00.000Z");
    expect(rfc822Date("2026-11-26T08:00:00.000Z")).toBe("Thu, 26 Nov 2026 08:00:00 GMT");
    expect(later("2026-11-26T08:00:00.000Z", "2026-11-26T17:30:00+09:00")).toBe("2026-11-26T17:30:00+09:00");
    expect(later(null, "2026-01-01T00:00:00.000Z")).toBe("2026-01-01T00:00:00.000Z");
    expect(later("2026-01-01T00:00:00.000Z", undefined)).toBe("2026-01-01T00:00:00.000Z");
  });
});
