/**
 * Screenshots of the trade list, detail and register screens at desktop (1280 px) and phone
 * (390 px) widths, for a person to look at: `node e2e/trade-screenshots.ts http://localhost:3000 out-dir`.
 * Needs the demo content (demouser / Demo1234!). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1280, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, locale: "ko-KR" });
  const session = await (await context.request.get(`${base}/api/auth/session`)).json();
  await context.request.post(`${base}/api/auth/login`, {
    data: { userId: "demouser", password: "Demo1234!", remember: false },
    headers: { "x-csrf-token": session.csrfToken },
  });
  const page = await context.newPage();
  await page.goto(`${base}/app/trade`, { waitUntil: "networkidle" });
  await page.getByTestId("deal-card").first().waitFor();
  await page.screenshot({ path: `${out}/trade-list-${label}.png`, fullPage: true });
  await page.getByTestId("deal-card").first().click();
  await page.getByTestId("deal-price").waitFor();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}/trade-detail-${label}.png`, fullPage: true });
  await page.goto(`${base}/app/trade/register`, { waitUntil: "networkidle" });
  await page.locator("h1").first().waitFor();
  await page.getByRole("button", { name: "저장" }).click();
  await page.screenshot({ path: `${out}/trade-register-${label}.png`, fullPage: true });
  await context.close();
}
await browser.close();
