/**
 * Screenshots of a driver's link (issue 27 §5) for a person to look at:
 * `node e2e/loading-share-screenshots.ts http://localhost:3000 out-dir`. As the demo member: a plan
 * saved through the API, the planner's "기사용 링크" dialog with a link made, then the link opened in a
 * fresh context (no account) at 390 and 1280 px: the first card, a card on top of others, the step
 * list, the printout (print media), and a wrong link. Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { type Browser, chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const password = process.env.DEMO_PASSWORD ?? "Demo1234!";

const VEHICLE = { vehicleId: null, name: "5톤 윙바디", length: 6200, width: 2350, height: 2300, maxPayloadKg: 5000 };
const CARGO = [
  {
    id: "a",
    name: "가전 박스",
    length: 600,
    width: 400,
    height: 400,
    weightKg: 12,
    quantity: 24,
    canStand: [false, false, true],
    stackable: true,
    stop: 2,
  },
  {
    id: "b",
    name: "원통 자재",
    length: 800,
    width: 800,
    height: 1200,
    weightKg: 40,
    quantity: 4,
    canStand: [true, true, true],
    stackable: true,
    stop: 1,
  },
];

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
}

/** Logs the demo member in on `page` and saves a plan through the API; returns its id. */
async function savedPlan(page: Page): Promise<number> {
  await page.goto(`${base}/app/FUL/Login`);
  await page.getByLabel("아이디").fill("demouser");
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("Login"));
  const csrf = (await (await page.request.get(`${base}/api/auth/session`)).json()).csrfToken as string;
  const headers = { "x-csrf-token": csrf };
  const planned = await page.request.post(`${base}/api/loading/plan`, {
    data: { vehicle: VEHICLE, palletBase: null, cargo: CARGO },
    headers,
  });
  const { results } = await planned.json();
  const saved = await page.request.post(`${base}/api/loading/plans`, {
    data: { name: "대전 물류센터 출고 (11월 27일)", vehicle: VEHICLE, palletBase: null, cargo: CARGO, results },
    headers,
  });
  return (await saved.json()).id;
}

async function driverShots(browser: Browser, url: string, width: number, height: number, label: string) {
  const context = await browser.newContext({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  await context.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.getByTestId("loading-share-card").waitFor();
  await shot(page, `share-step1-${label}`, false);
  await shot(page, `share-step1-full-${label}`);
  for (let i = 0; i < 9; i++) await page.getByRole("button", { name: "다음 단계" }).click();
  await shot(page, `share-step10-${label}`);
  await page.getByRole("button", { name: "전체 단계 목록" }).click();
  await shot(page, `share-list-${label}`);
  // The printout on A4 paper (210 mm ≈ 794 CSS px wide): its first page, and the whole as PDF.
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `share-print-${label}`, false);
  if (label === "desktop") await page.pdf({ path: `${out}/share-print.pdf`, format: "A4" });
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.setViewportSize({ width, height });
  await page.goto(url.replace(/token=[^&]+/, "token=wrong-token"), { waitUntil: "networkidle" });
  await page.getByRole("alert").waitFor();
  await shot(page, `share-wrong-${label}`, false);
  await context.close();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
let url = "";
for (const [width, height, label] of [
  [1280, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  await context.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
  const page = await context.newPage();
  const planId = await savedPlan(page);
  await page.goto(`${base}/app/FUL/PLT000101_05?plan=${planId}`, { waitUntil: "networkidle" });
  await page
    .getByRole("button", { name: /기사용 링크$/ })
    .first()
    .click();
  await page.getByRole("button", { name: "링크 만들기" }).click();
  await page.getByTestId("loading-share-url").waitFor();
  url = await page.getByTestId("loading-share-url").inputValue();
  await shot(page, `share-dialog-${label}`, false);
  await context.close();
}
// A plan on a T-11 pallet base that fills two 1-ton trucks: the pallet note and the vehicle picker.
{
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ko-KR" });
  const page = await context.newPage();
  await savedPlan(page);
  const csrf = (await (await page.request.get(`${base}/api/auth/session`)).json()).csrfToken as string;
  const headers = { "x-csrf-token": csrf };
  const truck = { vehicleId: null, name: "1톤 카고", length: 2860, width: 1630, height: 1800, maxPayloadKg: 1000 };
  const cargo = [{ ...CARGO[0], quantity: 40, stop: undefined }];
  const planned = await page.request.post(`${base}/api/loading/plan`, {
    data: { vehicle: truck, palletBase: "T11", cargo },
    headers,
  });
  const { results } = await planned.json();
  const saved = await page.request.post(`${base}/api/loading/plans`, {
    data: { name: "소형 배송 2대", vehicle: truck, palletBase: "T11", cargo, results },
    headers,
  });
  const planId = (await saved.json()).id;
  const share = await page.request.post(`${base}/api/loading/plans/${planId}/shares`, { data: { days: 3 }, headers });
  await page.goto((await share.json()).url, { waitUntil: "networkidle" });
  await page.getByTestId("loading-share-card").waitFor();
  await shot(page, "share-fleet-phone", false);
  await context.close();
}
await driverShots(browser, url, 390, 844, "phone");
await driverShots(browser, url, 1280, 900, "desktop");
await browser.close();
