import { describe, expect, it } from "vitest";
import { fitHeadings } from "./headings.ts";

describe("fitHeadings", () => {
  it("starts a body's headings right under the page's heading and keeps their order", () => {
    expect(fitHeadings('<p>a</p><h3>x</h3><p>b</p><h4 class="c">y</h4><h3>z</h3>', 1)).toBe(
      '<p>a</p><h2>x</h2><p>b</p><h3 class="c">y</h3><h2>z</h2>',
    );
  });

  it("never goes two levels deeper than the heading before", () => {
    expect(fitHeadings("<h4>deep</h4><h2>top</h2><h4>deep</h4>", 2)).toBe("<h3>deep</h3><h3>top</h3><h4>deep</h4>");
  });

  it("leaves a body without headings as it is", () => {
    expect(fitHeadings("<p>본문 <b>굵게</b></p>", 1)).toBe("<p>본문 <b>굵게</b></p>");
  });
});
