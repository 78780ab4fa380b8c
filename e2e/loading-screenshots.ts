/**
 * Screenshots of the loading simulator at desktop (1280 px) and phone (390 px) widths, for a
 * person to look at: `node e2e/loading-screenshots.ts http://localhost:3000 out-dir`. As the demo
 * member: the empty page, a planned load (3D, from above, the table, the printed report), and an
 * 11-ton truck's plan with its axle loads (the results and the printed report), that plan edited
 * by hand (a lifted box from above, the editor, 3D before and after the turn and zoom buttons), a
 * mixed fleet (its options, result and report) and pallets built first (the pallet list and the
 * report). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const password = process.env.DEMO_PASSWORD ?? "Demo1234!";

async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
for (const [width, height, label] of [
  [1280, 900, "desktop"],
  [390, 844, "phone"],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  await page.goto(`${base}/app/FUL/Login`);
  await page.getByLabel("아이디").fill("demouser");
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await page.waitForURL((url) => !url.pathname.includes("Login"));
  await page.goto(`${base}/app/FUL/PLT000101_05`, { waitUntil: "networkidle" });
  await shot(page, `loading-empty-${label}`);

  await page.getByLabel("1 품명").fill("가전 박스");
  await page.getByLabel("1 수량").fill("120");
  await page.getByRole("button", { name: "화물 추가" }).click();
  await page.getByLabel("2 품명").fill("원통 자재");
  await page.getByLabel("2 길이(mm)").fill("800");
  await page.getByLabel("2 폭(mm)").fill("800");
  await page.getByLabel("2 높이(mm)").fill("1200");
  await page.getByLabel("2 수량").fill("12");
  await page.getByRole("button", { name: "팔레트 추가" }).click();
  await page.getByRole("menuitem", { name: /T-11/ }).click();
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await page.getByTestId("loading-vehicle-count").waitFor({ timeout: 60_000 });
  await page.locator("canvas").waitFor();
  await shot(page, `loading-3d-${label}`);
  const views = page.getByRole("radiogroup").filter({ hasText: "3D" });
  await views.getByText("위에서", { exact: true }).click();
  await shot(page, `loading-top-${label}`);
  await views.getByText("표", { exact: true }).click();
  await shot(page, `loading-table-${label}`);
  await page.emulateMedia({ media: "print" });
  await shot(page, `loading-report-${label}`);
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("combobox", { name: "차량 선택" }).click();
  await page.getByRole("option", { name: /^11톤 윙바디/ }).click();
  await page.getByLabel("1 중량(kg)").fill("60");
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await page.getByTestId("loading-axles").getByText("앞 차축군", { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByTestId("loading-axles").scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/loading-axles-${label}.png` });
  await page.emulateMedia({ media: "print" });
  await page.waitForTimeout(600);
  // The report's first vehicle (its figures and axle loads), not the whole step list.
  await page.screenshot({
    path: `${out}/loading-axles-report-${label}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: 1000 },
  });
  await page.emulateMedia({ media: "screen" });

  // Editing by hand (issue 27 §4): a box selected in the table and lifted (it and what stands on it
  // float, said in Korean), then seen from above and in 3D with the editor under the view.
  const editViews = page.getByRole("radiogroup").filter({ hasText: "3D" });
  await editViews.getByText("표", { exact: true }).click();
  await page.getByTestId("loading-view").getByRole("button", { name: /선택$/ }).nth(20).click();
  await page.keyboard.press("PageUp");
  await page
    .getByTestId("loading-edit-check")
    .getByText(/떠 있습니다/)
    .first()
    .waitFor();
  await editViews.getByText("위에서", { exact: true }).click();
  await page.getByTestId("loading-view").scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/loading-edit-top-${label}.png` });
  await page.getByTestId("loading-editor").scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/loading-edit-panel-${label}.png` });
  await editViews.getByText("3D", { exact: true }).click();
  await page.locator("canvas").waitFor();
  await page.getByTestId("loading-view").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/loading-edit-3d-${label}.png` });
  await page.getByRole("button", { name: "3D 보기 확대" }).click();
  await page.getByRole("button", { name: "3D 보기 왼쪽으로 돌리기" }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/loading-edit-3d-turned-${label}.png` });

  // A mixed fleet (issue 27 §2): 20' at 700,000 won and 40' at 1,500,000 won for 40 cubes of 1 m.
  await page.getByRole("button", { name: "새 계획" }).click();
  await page.getByLabel("1 품명").fill("기계 부품");
  for (const [field, value] of [
    ["길이(mm)", "1000"],
    ["폭(mm)", "1000"],
    ["높이(mm)", "1000"],
    ["수량", "40"],
  ] as const) {
    await page.getByLabel(`1 ${field}`).fill(value);
  }
  await page.getByRole("combobox", { name: "차량 선택" }).click();
  await page.getByRole("option", { name: /^20피트 컨테이너/ }).click();
  await page.getByLabel("여러 차종 중 비용이 가장 적은 조합 찾기").check();
  await page.getByLabel("1 1대 비용(원)").fill("700000");
  await page.getByRole("button", { name: "차종 추가" }).click();
  await page.getByRole("combobox", { name: "차종 2" }).click();
  await page.getByRole("option", { name: /^40피트 컨테이너/ }).click();
  await page.getByLabel("2 1대 비용(원)").fill("1500000");
  await page.getByLabel("2 대수").fill("1");
  await shot(page, `loading-fleet-options-${label}`);
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await page.getByTestId("loading-fleet-cost").waitFor({ timeout: 60_000 });
  await page.waitForTimeout(600);
  // The result section: the fleet's cost, the vehicle picker and its label, the figures and the view.
  await page
    .locator(".mantine-Paper-root")
    .filter({ has: page.getByTestId("loading-fleet-cost") })
    .screenshot({ path: `${out}/loading-fleet-result-${label}.png` });
  await page.emulateMedia({ media: "print" });
  await page.waitForTimeout(600);
  await page.screenshot({
    path: `${out}/loading-fleet-report-${label}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: 900 },
  });
  await page.emulateMedia({ media: "screen" });

  // Pallets first (issue 27 §3): 80 cartons of 30 kg onto T-11 pallets of at most 300 kg.
  await page.getByLabel("여러 차종 중 비용이 가장 적은 조합 찾기").uncheck();
  await page.getByLabel("1 품명").fill("가전 박스");
  for (const [field, value] of [
    ["길이(mm)", "600"],
    ["폭(mm)", "400"],
    ["높이(mm)", "300"],
    ["중량(kg)", "30"],
    ["수량", "80"],
  ] as const) {
    await page.getByLabel(`1 ${field}`).fill(value);
  }
  await page.getByLabel("팔레트에 먼저 쌓기").check();
  await page.getByLabel("팔레트당 최대 중량(kg)").fill("300");
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  const pallets = page.getByTestId("loading-pallets");
  await pallets.waitFor({ timeout: 60_000 });
  await pallets.getByRole("button", { name: /팔레트 P1/ }).click();
  await pallets.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/loading-pallets-${label}.png` });
  await shot(page, `loading-pallets-page-${label}`);
  await page.emulateMedia({ media: "print" });
  await shot(page, `loading-pallets-report-${label}`);
  await page.emulateMedia({ media: "screen" });
  await page.close();
}
await browser.close();
