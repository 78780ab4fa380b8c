/** `showsSomething`: the bodies a form and a route refuse at once (nothing visible), in one pass. */
import { describe, expect, it } from "vitest";
import { showsSomething } from "./common.ts";

describe("showsSomething", () => {
  it("sees text outside the tags and pictures, players and videos", () => {
    expect(showsSomething("<p>지게차 점검</p>")).toBe(true);
    expect(showsSomething('<p><img src="/api/files/1"></p>')).toBe(true);
    expect(showsSomething('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe(true);
    expect(showsSomething("a < b")).toBe(true);
  });

  it("sees nothing in empty markup and spaces", () => {
    expect(showsSomething("")).toBe(false);
    expect(showsSomething("<p></p><p> </p>")).toBe(false);
    expect(showsSomething("<p>\n\t</p><br>")).toBe(false);
  });

  it("answers at once for a long body of unclosed brackets", () => {
    const started = performance.now();
    expect(showsSomething("<".repeat(200_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
