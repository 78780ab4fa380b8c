/**
 * Screenshots of the board templates, a post with attachments and comments, and the write screen
 * at desktop (1366 px) and phone (390 px) widths, for a person to look at:
 * `ADMIN_PASSWORD=… node e2e/board-screenshots.ts http://localhost:3000 out-dir`.
 * Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const password = process.env.ADMIN_PASSWORD ?? "";

const BOARDS = {
  schedule: "20210712101500000013",
  club: "20210712101500000019",
  restaurant: "20210712101500000020",
  company: "20210712101500000022",
  product: "20210712101500000023",
  bamboo: "20210714090704000071",
};

async function login(page: Page, userId: string, pass: string) {
  await page.goto(`${base}/app/FUL/Login`);
  await page.getByLabel("아이디").fill(userId);
  await page.getByLabel("비밀번호", { exact: true }).fill(pass);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("/Login"));
}

async function shoot(page: Page, name: string, label: string) {
  await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
}

/** The first post of a board whose title contains `text`. */
async function openPost(page: Page, boardId: string, text: string) {
  await page.goto(`${base}/app/board/${boardId}`, { waitUntil: "networkidle" });
  await page.getByRole("link", { name: text }).first().click();
  await page.locator("h1").first().waitFor();
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1366, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  await login(page, "admin", password);
  for (const [name, boardId] of Object.entries(BOARDS)) {
    await page.goto(`${base}/app/board/${boardId}`);
    await shoot(page, `board-${name}`, label);
  }
  await openPost(page, BOARDS.club, "러닝크루");
  await shoot(page, "post-club", label);
  await openPost(page, BOARDS.company, "한빛로지스");
  await shoot(page, "post-company", label);
  await openPost(page, BOARDS.bamboo, "야근");
  await shoot(page, "post-bamboo", label);
  await page.goto(`${base}/app/board/register?bbsId=${BOARDS.club}`);
  await shoot(page, "write-club", label);
  await page.goto(`${base}/app/board/register?bbsId=${BOARDS.schedule}`);
  await shoot(page, "write-schedule", label);
  await page.close();
}
await browser.close();
