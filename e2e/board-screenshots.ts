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

/** A video board with a linked video (created once through the API as the logged-in administrator). */
async function videoBoard(page: Page): Promise<string> {
  const { csrfToken } = await (await page.request.get(`${base}/api/auth/session`)).json();
  const headers = { "x-csrf-token": csrfToken };
  const existing = await (
    await page.request.get(`${base}/api/admin/boards?q=${encodeURIComponent("시연 영상")}`)
  ).json();
  if (existing.items.length > 0) return existing.items[0].boardId;
  const board = await page.request.post(`${base}/api/admin/boards`, {
    headers,
    data: {
      name: "시연 영상",
      description: "실증센터 설비 시연 영상을 모았습니다.",
      type: 2,
      template: 3,
      writeRole: "U",
      attachmentsAllowed: true,
      maxAttachments: 1,
      inUse: true,
    },
  });
  const { boardId } = await board.json();
  for (const [title, videoUrl] of [
    ["멀티셔틀 입출고 시연", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["AGV 군집 주행", "https://vimeo.com/76979871"],
  ]) {
    await page.request.post(`${base}/api/boards/${boardId}/posts`, {
      headers,
      data: { title, bodyHtml: `<p>${title} 영상입니다.</p>`, secret: false, notice: false, bold: false, videoUrl },
    });
  }
  return boardId;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1366, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  await login(page, "admin", password);
  const video = await videoBoard(page);
  await page.goto(`${base}/app/board/${video}`);
  await shoot(page, "board-video", label);
  await page.goto(`${base}/app/board/register?bbsId=${video}`);
  await shoot(page, "write-video", label);
  await page.goto(`${base}/app/board/register?bbsId=${BOARDS.company}`);
  await shoot(page, "write-company", label);
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
