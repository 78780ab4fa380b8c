/**
 * The header fits its row at every width (issue 38): from 1000 to 1280 px the main menu, 통합검색's button
 * and the member area share one line without a label wrapping or anything leaving the row, as a visitor,
 * a member, a company manager and an administrator (whose area holds the most: 관리자 and the bell); below
 * the desktop layout (992 px) the phone header does the same. The header passes axe at 1024 px.
 */
import { expect, type Page, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, DEMO_PASSWORD, expectNoViolations, login } from "./support.ts";

const ROLES = [
  { name: "visitor" },
  { name: "member", userId: "demouser", password: DEMO_PASSWORD },
  { name: "company manager", userId: "hanbitlead", password: DEMO_PASSWORD },
  { name: "administrator", userId: "admin", password: ADMIN_PASSWORD },
] as const;

const WIDE = [1000, 1024, 1100, 1200, 1280];
const NARROW = [390, 768, 991];

/**
 * What does not fit in the header's row: each label (a menu button, a link or button, the welcome text)
 * drawn on more than one line, and each element reaching past the row's edges, named by its text.
 */
async function misfits(page: Page): Promise<string[]> {
  return page.locator("header").evaluate((header) => {
    const row = header.firstElementChild as HTMLElement;
    const edge = row.getBoundingClientRect();
    const problems: string[] = [];
    // A text wraps when one of its text nodes is drawn on two lines (an icon beside it is no line).
    const lines = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let most = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        most = Math.max(most, tops.size);
      }
      return most;
    };
    for (const el of row.querySelectorAll("button, a, p")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      const name = (el.textContent || el.getAttribute("aria-label") || el.tagName).trim();
      if (lines(el) > 1) problems.push(`${name}: ${lines(el)} lines`);
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) problems.push(`${name}: outside the row`);
    }
    if (row.scrollWidth > row.clientWidth) problems.push(`row: ${row.scrollWidth} > ${row.clientWidth}`);
    return problems;
  });
}

for (const role of ROLES) {
  test(`the header fits on one line from 1000 to 1280 px and on phones, as ${role.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    if ("userId" in role) await login(page, role.userId, role.password);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    if ("userId" in role) await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeVisible();
    const found: Record<number, string[]> = {};
    for (const width of [...WIDE, ...NARROW]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(50);
      found[width] = await misfits(page);
      if (process.env.HEADER_SHOTS) {
        await page.locator("header").screenshot({ path: `${process.env.HEADER_SHOTS}/${role.name}-${width}.png` });
      }
    }
    expect(found).toEqual(Object.fromEntries([...WIDE, ...NARROW].map((width) => [width, []])));
    await page.setViewportSize({ width: 1024, height: 800 });
    await expectNoViolations(page);
  });
}
