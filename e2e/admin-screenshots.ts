/**
 * Screenshots of the administration screens at desktop (1366 px) and phone (390 px) widths, for
 * a person to look at: `ADMIN_PASSWORD=… node e2e/admin-screenshots.ts http://localhost:3000 out-dir`.
 * Logs in as ADMIN_ID (default admin). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const adminId = process.env.ADMIN_ID ?? "admin";
const password = process.env.ADMIN_PASSWORD ?? "";

async function login(page: Page) {
  await page.goto(`${base}/app/FUL/Login`);
  await page.getByLabel("아이디").fill(adminId);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("/Login"));
}

const pages: [string, string][] = [
  ["admin-boards", "/app/totalboard"],
  ["admin-boards-notfound", "/app/totalboard?q=없는게시판"],
  ["admin-board-register", "/app/boardregister"],
  ["admin-board-update", "/app/boardupdate/20210712101500000016"],
  ["admin-members", "/app/totalboard/permissions"],
  ["admin-audit", "/app/totalboard/audit"],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1366, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  await login(page);
  for (const [name, path] of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.locator("h1").first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
