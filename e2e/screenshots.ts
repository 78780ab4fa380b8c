/**
 * Takes screenshots of the main pages at desktop (1366 px) and phone (390 px) widths, for a
 * person to look at: `node e2e/screenshots.ts http://localhost:3000 out-dir`.
 * Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const pages: [string, string][] = [
  ["home", "/"],
  ["board-qna", "/app/board/20210712101500000016"],
  ["board-notice", "/app/board/20210712101500000014"],
  ["login", "/app/FUL/Login"],
  ["all-boards", "/app/commonboard"],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1366, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR" });
  for (const [name, path] of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.locator("h1").first().waitFor();
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  const detail = page.locator('a[href^="/app/board/20210712101500000016/"]').first();
  await page.goto(`${base}/app/board/20210712101500000016`, { waitUntil: "networkidle" });
  await detail.click();
  await page.locator("h1").first().waitFor();
  await page.screenshot({ path: `${out}/post-${label}.png`, fullPage: true });
  await page.close();
}
await browser.close();
