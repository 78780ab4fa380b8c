/** The site files' per-node cache: one build for concurrent requests, kept for its seconds, nothing kept for a 404 or a failure. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteCache } from "./cache.ts";

describe("site cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shares one build among concurrent requests and keeps it for its seconds", async () => {
    vi.useFakeTimers();
    const cache = siteCache(600);
    let builds = 0;
    const build = async () => `file ${++builds}`;
    expect(await Promise.all([cache.get("a", build), cache.get("a", build), cache.get("a", build)])).toEqual([
      "file 1",
      "file 1",
      "file 1",
    ]);
    vi.advanceTimersByTime(599_000);
    expect(await cache.get("a", build)).toBe("file 1");
    expect(await cache.get("b", build)).toBe("file 2");
    vi.advanceTimersByTime(2_000);
    expect(await cache.get("a", build)).toBe("file 3");
  });

  it("keeps neither a missing file nor a failed build, and with 0 seconds builds every time", async () => {
    const cache = siteCache(600);
    let builds = 0;
    expect(await cache.get("missing", async () => (++builds > 1 ? "now there" : null))).toBeNull();
    expect(await cache.get("missing", async () => (++builds > 1 ? "now there" : null))).toBe("now there");
    await expect(cache.get("broken", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await cache.get("broken", async () => "recovered")).toBe("recovered");

    const uncached = siteCache(0);
    let count = 0;
    const build = async () => `file ${++count}`;
    const [first, second] = await Promise.all([uncached.get("a", build), uncached.get("a", build)]);
    expect([first, second]).toEqual(["file 1", "file 1"]);
    expect(await uncached.get("a", build)).toBe("file 2");
  });
});
