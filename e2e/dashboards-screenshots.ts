/**
 * Screenshots of every dashboard at desktop (1366 px) and phone (390 px) widths, for a person to
 * look at: `node e2e/dashboards-screenshots.ts http://localhost:3000 out-dir`. Billing, orders,
 * transport, forwarding and settlement as the demo manager hanbitlead (with the import screen),
 * the big-data views as the administrator (ADMIN_ID / ADMIN_PASSWORD) and as a member ('ready
 * soon'), and the empty state of a member without a company. Uses Debian's Chromium.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { DASHBOARD_BBS_IDS } from "@portal/contract";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const demoPassword = process.env.DEMO_PASSWORD ?? "Demo1234!";
const admin = [process.env.ADMIN_ID ?? "admin", process.env.ADMIN_PASSWORD ?? "Admin1234!"] as const;

async function shot(page: Page, path: string, name: string) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.locator("h1").first().waitFor();
  await page.waitForTimeout(900);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

async function session(browser: Browser, width: number, height: number, userId: string, password: string) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const csrf = (await (await page.request.get(`${base}/api/auth/session`)).json()).csrfToken;
  const res = await page.request.post(`${base}/api/auth/login`, {
    data: { userId, password, remember: false },
    headers: { "x-csrf-token": csrf },
  });
  if (res.status() !== 200) throw new Error(`login ${userId}: ${res.status()}`);
  return page;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [width, height, label] of [
  [1366, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const manager = await session(browser, width, height, "hanbitlead", demoPassword);
  await shot(manager, "/app/dashboard", `dash-billing-${label}`);
  await shot(manager, `/app/dashboard/orders/${DASHBOARD_BBS_IDS.orders}`, `dash-orders-${label}`);
  await shot(manager, `/app/dashboard/transport/${DASHBOARD_BBS_IDS.transport}`, `dash-transport-${label}`);
  await shot(manager, `/app/dashboard/forwarding/${DASHBOARD_BBS_IDS.forwarding}`, `dash-forwarding-${label}`);
  await shot(manager, `/app/dashboard/settlement/${DASHBOARD_BBS_IDS.settlement}`, `dash-settlement-${label}`);
  await shot(manager, "/app/dashboard/import", `dash-import-${label}`);
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
