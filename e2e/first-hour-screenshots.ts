/**
 * Screenshots of the screens issue 24 §5–§7 changed, at 1280 and 390 px, for a person to look at:
 * `ADMIN_PASSWORD=… node e2e/first-hour-screenshots.ts http://localhost:3000 out-dir`. The vehicle
 * catalogue and the audit log with its day picker as the administrator; an 11-ton truck's notice and the
 * 3D view's turn and zoom buttons as demouser; a Q&A list with an attachment mark, a post with
 * 이전글/다음글 and 통합게시판 (three posts and a file written by demouser first). The reservation
 * calendar, the FAQ, the schedule calendar, the note recipient picker and the trade photo refusal are
 * taken by their browser tests. Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { type Browser, chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const adminPassword = process.env.ADMIN_PASSWORD ?? "";
const QNA = "20210712101500000016";

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
}

async function signedIn(browser: Browser, width: number, userId: string, password: string): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width, height: width > 500 ? 900 : 844 },
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
  });
  await page.goto(`${base}/app/FUL/Login`);
  await page.getByLabel("아이디").fill(userId);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("Login"));
  return page;
}

/** Three Q&A posts by demouser, a file on the middle one; answers the middle one's id. */
async function writePosts(page: Page): Promise<number> {
  const csrf = (await (await page.request.get(`${base}/api/auth/session`)).json()).csrfToken as string;
  const ids: number[] = [];
  for (const title of ["팔레트 보관 기준 안내", "지게차 배터리 교체 주기 문의", "컨베이어 정기 점검표 공유"]) {
    const res = await page.request.post(`${base}/api/boards/${QNA}/posts`, {
      data: { title, bodyHtml: `<p>${title}</p>`, secret: false, notice: false, bold: false },
      headers: { "x-csrf-token": csrf },
    });
    ids.push((await res.json()).postId);
  }
  await page.request.post(`${base}/api/posts/${ids[1]}/files`, {
    headers: { "x-csrf-token": csrf },
    multipart: { file: { name: "점검표.txt", mimeType: "text/plain", buffer: Buffer.from("배터리 점검 기록") } },
  });
  return ids[1] as number;
}

/** Closes the site's banner (it opens once a day on any page) when it shows. */
async function closeBanner(page: Page) {
  const banner = page.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" });
  await page.waitForTimeout(800);
  if (await banner.isVisible()) await banner.getByRole("button", { name: "닫기", exact: true }).last().click();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
let middle: number | null = null;
for (const width of [1280, 390]) {
  const member = await signedIn(browser, width, "demouser", "Demo1234!");
  middle ??= await writePosts(member);
  await member.goto(`${base}/app/FUL/PLT000101_05`, { waitUntil: "networkidle" });
  await member.getByRole("combobox", { name: "차량 선택" }).click();
  await member.getByRole("option", { name: /^11톤 윙바디/ }).click();
  await shot(member, `loading-11t-${width}`);
  await member.getByLabel("1 품명").fill("가전 박스");
  await member.getByLabel("1 수량").fill("40");
  await member.getByRole("button", { name: "적재 계획 실행" }).click();
  await member.getByTestId("loading-vehicle-count").waitFor({ timeout: 60_000 });
  await member.locator("canvas").waitFor();
  await member.getByRole("button", { name: "3D 보기 확대" }).scrollIntoViewIfNeeded();
  await shot(member, `loading-3d-buttons-${width}`, false);

  await member.goto(`${base}/app/board/${QNA}`);
  await closeBanner(member);
  await member.getByRole("link", { name: "지게차 배터리 교체 주기 문의" }).first().waitFor();
  await shot(member, `qna-list-attachment-${width}`);
  await member.goto(`${base}/app/board/${QNA}/${middle}`);
  await closeBanner(member);
  await member.getByRole("navigation", { name: "이전글과 다음글" }).scrollIntoViewIfNeeded();
  await shot(member, `post-neighbours-${width}`);
  await member.goto(`${base}/app/commonboard`);
  await closeBanner(member);
  await member.getByRole("link", { name: "지게차 배터리 교체 주기 문의" }).first().waitFor();
  await shot(member, `commonboard-${width}`);
  await member.close();

  const admin = await signedIn(browser, width, "admin", adminPassword);
  await admin.goto(`${base}/app/FUL/PLT000101_05`, { waitUntil: "networkidle" });
  await admin.getByRole("button", { name: "차량 관리" }).click();
  await admin.getByRole("dialog").waitFor();
  await shot(admin, `vehicle-catalogue-${width}`, false);
  await admin.goto(`${base}/app/totalboard/audit`, { waitUntil: "networkidle" });
  await closeBanner(admin);
  await shot(admin, `audit-${width}`);
  await admin
    .getByRole("button", { name: /시작일|부터|날짜/ })
    .first()
    .click();
  await shot(admin, `audit-day-picker-${width}`, false);
  await admin.close();
}
await browser.close();
