/**
 * Screenshots of the members screens at desktop (1280 px) and phone (390 px) widths, for a person
 * to look at: `node e2e/members-screenshots.ts http://localhost:3000 out-dir`. Shows the consent
 * screen, the sign-up form (after the consent) with every error at once, password find, id find
 * (empty, with its errors, answered), the login box with social buttons, my page, the alliance
 * popup and the withdrawal dialog with its errors (as the demo company manager hanbitlead; nothing is
 * submitted), the password change and the terms page. Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const password = process.env.DEMO_PASSWORD ?? "Demo1234!";

async function shot(page: Page, name: string) {
  await page.locator("h1").first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1280, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  // The banner overlay of the shell's pages is another screen's (pages-screenshots.ts).
  await page.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
  await page.goto(`${base}/app/FUL/Terms`, { waitUntil: "networkidle" });
  await shot(page, `terms-${label}`);
  await page.getByLabel("전체 동의").check();
  await page.getByRole("button", { name: "다음" }).click();
  await page.waitForURL(/Register/);
  await shot(page, `register-${label}`);
  await page.getByRole("button", { name: "가입하기" }).click();
  await page.waitForTimeout(300);
  await shot(page, `register-errors-${label}`);
  await page.goto(`${base}/app/findsession`, { waitUntil: "networkidle" });
  await shot(page, `find-password-${label}`);
  await page.goto(`${base}/app/findid`, { waitUntil: "networkidle" });
  await shot(page, `find-id-${label}`);
  await page.getByRole("button", { name: "아이디 찾기" }).click();
  await shot(page, `find-id-errors-${label}`);
  await page.getByRole("textbox", { name: /^이름/ }).fill("홍길동");
  await page.getByRole("textbox", { name: /^이메일/ }).fill("nobody.here@example.kr");
  await page.getByRole("button", { name: "아이디 찾기" }).click();
  await page.getByRole("status").waitFor();
  await shot(page, `find-id-sent-${label}`);
  await page.goto(`${base}/app/FUL/Login`, { waitUntil: "networkidle" });
  await page.getByRole("link", { name: /카카오로 로그인/ }).waitFor();
  await shot(page, `login-${label}`);
  await page.getByLabel("아이디").fill("hanbitlead");
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("/Login"));
  await page.goto(`${base}/app/FUL/MyPage`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "회원 정보" }).waitFor();
  await shot(page, `mypage-${label}`);
  await page.getByRole("button", { name: "제휴 참여 신청" }).click();
  await page.getByRole("dialog").waitFor();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/alliance-${label}.png` });
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "회원 탈퇴" }).click();
  await page.getByRole("dialog").waitFor();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/withdrawal-${label}.png` });
  await page.getByRole("button", { name: "탈퇴하기" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/withdrawal-errors-${label}.png` });
  await page.keyboard.press("Escape");
  await page.goto(`${base}/app/FUL/PLT000101_12`, { waitUntil: "networkidle" });
  await shot(page, `recheck-${label}`);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "확인" }).click();
  await page.waitForURL(/PLT000101_13/);
  await page.locator("#password-new").fill("short");
  await shot(page, `change-password-${label}`);
  await page.goto(`${base}/app/FUL/TermsOfservice`, { waitUntil: "networkidle" });
  await shot(page, `terms-of-service-${label}`);
  await page.close();
}
await browser.close();
