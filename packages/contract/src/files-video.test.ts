/** Unit tests of the shared helpers: file sizes (boards spec 9, in Korean units) and video links of video boards. */
import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes.ts";
import { parseVideoLink, VIDEO_EMBED_HOSTS } from "./video.ts";

describe("formatBytes", () => {
  it("shows 바이트, KB, MB, GB, TB and PB with at most two decimals and no trailing zeros", () => {
    expect(formatBytes(0)).toBe("0바이트");
    expect(formatBytes(34)).toBe("34바이트");
    expect(formatBytes(1023)).toBe("1,023바이트");
    expect(formatBytes(1024)).toBe("1KB");
    expect(formatBytes(1536)).toBe("1.5KB");
    expect(formatBytes(3 * 1024 ** 2)).toBe("3MB");
    expect(formatBytes(10 * 1024 ** 2)).toBe("10MB");
    expect(formatBytes(1024 ** 3)).toBe("1GB");
    expect(formatBytes(2.25 * 1024 ** 4)).toBe("2.25TB");
    expect(formatBytes(1024 ** 5)).toBe("1PB");
    expect(formatBytes(5 * 1024 ** 6)).toBe("5,120PB");
  });
});

describe("parseVideoLink", () => {
  it("turns links of allowed hosts into their players", () => {
    const id = "dQw4w9WgXcQ";
    for (const link of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://m.youtube.com/watch?v=${id}&t=10`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
    ]) {
      expect(parseVideoLink(link)?.embedUrl, link).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
    }
    expect(parseVideoLink("https://vimeo.com/76979871")?.embedUrl).toBe("https://player.vimeo.com/video/76979871");
    expect(parseVideoLink("https://tv.naver.com/v/12345678")?.embedUrl).toBe("https://tv.naver.com/embed/12345678");
    expect(parseVideoLink("https://tv.kakao.com/channel/1/cliplink/300000001")?.embedUrl).toBe(
      "https://play-tv.kakao.com/embed/player/cliplink/300000001",
    );
  });

  it("refuses other hosts, other schemes and malformed ids; players are all on the allowlist", () => {
    for (const link of [
      "https://evil.example.com/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://www.youtube.com/watch?v=<script>",
      "https://youtu.be.evil.example/dQw4w9WgXcQ",
      "https://vimeo.com/abc",
      "not a link",
    ]) {
      expect(parseVideoLink(link), link).toBeNull();
    }
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/1", "https://tv.naver.com/v/1"]) {
      const host = new URL(parseVideoLink(link)?.embedUrl ?? "").hostname;
      expect(VIDEO_EMBED_HOSTS).toContain(host);
    }
  });
});
