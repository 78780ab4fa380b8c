/**
 * Screenshots of the site's frame (issue 24 §1–§3): the desktop menu open, the phone menu open, the
 * login page, the footer, the site map, the operator details screen and the privacy officer, at
 * 1280 and 390 px. `node shell-screenshots.ts http://127.0.0.1:PORT out-dir` (demo data; signs in
 * as admin with ADMIN_PASSWORD or Smart!Load73).
 */
import { chromium, type Page } from "@playwright/test";

const [base = "http://127.0.0.1:3000", out = "/tmp/shots"] = process.argv.slice(2);
const adminPassword = process.env.ADMIN_PASSWORD ?? "Smart!Load73";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function session(width: number, userId?: string, password = "Demo1234!"): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
  const page = await context.newPage();
  if (userId) {
    await page.goto("/app/FUL/Login");
    // Typed into the server's HTML before hydration, the fields would be reset.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("아이디").fill(userId);
    await page.getByLabel("비밀번호", { exact: true }).fill(password);
    await page.getByLabel("비밀번호", { exact: true }).press("Enter");
    // The welcome toast (an account without an e-mail, like the seeded administrator, lands on my page).
    await page.getByText("님 환영합니다.").waitFor();
  }
  // Logged in at desktop width (the phone has the logout button in its menu), then resized.
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  return page;
}

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${out}/${name}.png`, fullPage });

for (const width of [1280, 390]) {
  const visitor = await session(width);
  await visitor.goto("/app/FUL/Note?mode=sendList");
  await visitor.getByRole("heading", { name: "로그인" }).waitFor();
  await shot(visitor, `login-${width}`);
  await visitor.goto("/app/PLT010101");
  await visitor.getByRole("contentinfo").getByText("사업자등록번호", { exact: false }).waitFor();
  await visitor.getByRole("contentinfo").screenshot({ path: `${out}/footer-${width}.png` });
  await visitor.goto("/");
  if (width > 500) {
    await visitor.getByRole("button", { name: "적재 시뮬레이션" }).click();
    await shot(visitor, `menu-visitor-${width}`);
  } else {
    await visitor.getByRole("button", { name: "전체 메뉴" }).click();
    const drawer = visitor.getByRole("dialog");
    await drawer.getByRole("button", { name: "적재 시뮬레이션" }).click();
    await visitor.waitForTimeout(500);
    await shot(visitor, `menu-visitor-${width}`);
  }
  await visitor.context().close();

  const admin = await session(width, "admin", adminPassword);
  await admin.goto("/");
  if (width > 500) {
    await admin.getByRole("button", { name: "플랫폼" }).click();
    await shot(admin, `menu-admin-${width}`);
  } else {
    await admin.getByRole("button", { name: "전체 메뉴" }).click();
    const drawer = admin.getByRole("dialog");
    await drawer.getByRole("button", { name: "플랫폼" }).click();
    await admin.waitForTimeout(500);
    await shot(admin, `menu-admin-${width}`);
    await drawer
      .getByRole("button", { name: "닫기" })
      .click()
      .catch(() => undefined);
  }
  await admin.goto("/app/Menu");
  await admin.getByRole("heading", { name: "전체 메뉴" }).waitFor();
  await shot(admin, `sitemap-admin-${width}`, true);
  await admin.goto("/app/totalboard/operator");
  await admin.getByLabel("기관명").waitFor();
  await shot(admin, `operator-${width}`, true);
  await admin.goto("/app/FUL/PrivacyPolicy");
  await admin.getByRole("heading", { name: "개인정보 보호책임자", exact: true }).scrollIntoViewIfNeeded();
  await shot(admin, `privacy-officer-${width}`);
  await admin.context().close();

  const member = await session(width, "demouser");
  await member.goto("/app/Menu");
  await member.getByRole("heading", { name: "전체 메뉴" }).waitFor();
  await shot(member, `sitemap-demouser-${width}`, true);
  await member.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
