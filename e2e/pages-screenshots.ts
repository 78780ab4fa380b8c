/**
 * Screenshots of every page of issue 12 at desktop (1280) and phone (390) width, for looking at:
 * `E2E_PORT=3330 npx playwright test --config playwright.config.ts pages-screenshots.ts` is not used;
 * run `node pages-screenshots.ts <baseURL> <outDir>` against a running portal (demo content).
 */

import { chromium } from "@playwright/test";
import { PAGE_DEFS } from "@portal/contract";

const [base = "http://127.0.0.1:3330", out = "/tmp/pages-shots"] = process.argv.slice(2);
const PAGES = [
  "/",
  // Every stored page (information pages, frames, popups, legal texts, the member services guide).
  ...PAGE_DEFS.map((def) => def.path),
  ...[
    "board2",
    "boardgallery",
    "boardgallery2",
    "Menu",
    "board/20210712101500000016",
    "trade",
    "totalboard/pages/PLT010101",
    "totalboard/companies",
  ].map((p) => `/app/${p}`),
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [label, width] of [
  ["desktop", 1280],
  ["phone", 390],
] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "ko-KR" });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
  const session = await (await page.request.get(`${base}/api/auth/session`)).json();
  await page.request.post(`${base}/api/auth/login`, {
    data: { userId: "admin", password: process.env.ADMIN_PASSWORD ?? "Smart!Load73", remember: false },
    headers: { "x-csrf-token": session.csrfToken },
  });
  for (const path of PAGES) {
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    // Blocks and pictures below the first screen load as they come near: scroll down, then back.
    for (let y = 0; y < 4000; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = path === "/" ? "home" : path.replace(/^\/app\//, "").replace(/\//g, "_");
    await page.screenshot({ path: `${out}/${label}-${name}.png`, fullPage: true });
  }
  // The banner overlay itself.
  await page.evaluate(() => localStorage.removeItem("bannerHiddenUntil"));
  await page.goto(`${base}/`);
  await page.getByRole("dialog").waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${label}-banner.png` });
  await context.close();
}
await browser.close();
