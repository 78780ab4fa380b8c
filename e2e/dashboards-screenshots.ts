/**
 * Screenshots of every dashboard at desktop (1280 px) and phone (390 px) widths, for a person to
 * look at: `node e2e/dashboards-screenshots.ts http://localhost:3000 out-dir`. Billing, orders,
 * transport, forwarding and settlement as the demo manager hanbitlead (with the import screen),
 * the big-data views as the administrator (ADMIN_ID / ADMIN_PASSWORD) and as a member ('ready
 * soon'), and the empty state of a member without a company; also the import's progress bar in the
 * server's checking phase (a 150,000-row file in a year before the demo data, rolled back after).
 * Uses Debian's Chromium.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { DASHBOARD_BBS_IDS } from "@portal/contract";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const demoPassword = process.env.DEMO_PASSWORD ?? "Demo1234!";
const admin = [process.env.ADMIN_ID ?? "admin", process.env.ADMIN_PASSWORD ?? "Smart!Load73"] as const;

async function shot(page: Page, path: string, name: string) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.locator("h1").first().waitFor();
  await page.waitForTimeout(900);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

async function session(browser: Browser, width: number, height: number, userId: string, password: string) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  // The site's banner overlay (pages) would cover the dashboards: hidden as by 'do not show again today'.
  await page.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
  const csrf = (await (await page.request.get(`${base}/api/auth/session`)).json()).csrfToken;
  const res = await page.request.post(`${base}/api/auth/login`, {
    data: { userId, password, remember: false },
    headers: { "x-csrf-token": csrf },
  });
  if (res.status() !== 200) throw new Error(`login ${userId}: ${res.status()}`);
  return page;
}

/** Sends a 150,000-row billing file, shoots the bar once the server reports a phase, and rolls it back. */
async function importProgress(page: Page, name: string) {
  const year = new Date().getUTCFullYear() - 5;
  const lines = ["전표번호,일자,거래처,업무,구분,금액,건수"];
  for (let i = 0; i < 150_000; i++) lines.push(`SHOT-${i},${year}-05-01,진행상사,운송,AR,1000,1`);
  const buffer = Buffer.from(lines.join("\r\n"));
  await page.locator('input[type="file"]').setInputFiles({ name: "progress.csv", mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "가져오기", exact: true }).click();
  await page
    .getByRole("status")
    .filter({ hasText: /검사하는 중|저장하는 중/ })
    .waitFor({ timeout: 60_000 });
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  await page.getByText(/행을 가져왔습니다/).waitFor({ timeout: 120_000 });
  const { items } = await (await page.request.get(`${base}/api/dashboards/imports`)).json();
  const csrf = (await (await page.request.get(`${base}/api/auth/session`)).json()).csrfToken;
  const done = items.find((item: { fileName: string }) => item.fileName === "progress.csv");
  await page.request.delete(`${base}/api/dashboards/imports/${done.importId}`, { headers: { "x-csrf-token": csrf } });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1280, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const manager = await session(browser, width, height, "hanbitlead", demoPassword);
  await shot(manager, "/app/dashboard", `dash-billing-${label}`);
  await shot(manager, `/app/dashboard/orders/${DASHBOARD_BBS_IDS.orders}`, `dash-orders-${label}`);
  await shot(manager, `/app/dashboard/transport/${DASHBOARD_BBS_IDS.transport}`, `dash-transport-${label}`);
  await shot(manager, `/app/dashboard/forwarding/${DASHBOARD_BBS_IDS.forwarding}`, `dash-forwarding-${label}`);
  await shot(manager, `/app/dashboard/settlement/${DASHBOARD_BBS_IDS.settlement}`, `dash-settlement-${label}`);
  await shot(manager, "/app/dashboard/import", `dash-import-${label}`);
  await importProgress(manager, `dash-import-progress-${label}`);
  await shot(manager, "/app/dashboard/bigdata/billing", `dash-bigdata-member-${label}`);
  await manager.close();
  const administrator = await session(browser, width, height, admin[0], admin[1]);
  await shot(administrator, "/app/dashboard/bigdata/billing", `dash-bigdata1-${label}`);
  await shot(administrator, "/app/dashboard/bigdata/logistics", `dash-bigdata2-${label}`);
  await administrator.close();
  const loner = await session(browser, width, height, "sorayoon", demoPassword);
  await shot(loner, "/app/dashboard", `dash-no-company-${label}`);
  await loner.close();
}
await browser.close();
