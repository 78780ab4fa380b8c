/**
 * Driver's links (issue 27 §5): a member makes a link of a saved plan in the planner's "기사용 링크"
 * dialog; the link opens in a fresh browser (no account) at phone width (390 px), one card per step
 * with previous/next, the arrow keys and the step list, and a reload keeps the step; axe-core finds
 * no serious violation; after the member revokes the link (with a confirmation) it says so in Korean.
 */
import { expect, test } from "./fixtures.ts";
import { apiSession, expectNoViolations, login, settled } from "./support.ts";

const VEHICLE = { vehicleId: null, name: "5톤 윙바디", length: 6200, width: 2350, height: 2300, maxPayloadKg: 5000 };
const CARGO = [
  {
    id: "a",
    name: "가전 박스",
    length: 600,
    width: 400,
    height: 400,
    weightKg: 12,
    quantity: 10,
    canStand: [false, false, true],
    stackable: true,
  },
  {
    id: "b",
    name: "원통 자재",
    length: 800,
    width: 800,
    height: 1200,
    weightKg: 40,
    quantity: 2,
    canStand: [true, true, true],
    stackable: true,
  },
];

test("a driver's link opens on a phone without an account, step by step, until it is revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page, "demouser");
  const call = await apiSession(page, "demouser", "Demo1234!");
  const { results } = await call("POST", "/api/loading/plan", { vehicle: VEHICLE, palletBase: null, cargo: CARGO });
  const name = `기사 안내 ${Date.now()}`;
  const { id } = await call("POST", "/api/loading/plans", {
    name,
    vehicle: VEHICLE,
    palletBase: null,
    cargo: CARGO,
    results,
  });

  await page.goto(`/app/FUL/PLT000101_05?plan=${id}`);
  await page.getByRole("button", { name: `${name} 기사용 링크` }).click();
  const dialog = page.getByRole("dialog", { name: `기사용 링크 · ${name}` });
  await expect(dialog.getByText("아직 만든 링크가 없습니다.")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "유효 기간" })).toHaveValue("14일");
  await dialog.getByRole("button", { name: "링크 만들기" }).click();
  const address = dialog.getByTestId("loading-share-url");
  await expect(address).toHaveValue(/\/app\/FUL\/LoadingShare#token=[\w-]{43}$/);
  const url = await address.inputValue();
  await expect(dialog.getByTestId("loading-share-row")).toHaveCount(1);
  await expect(dialog.getByTestId("loading-share-row")).toContainText("유효");

  // A fresh browser at phone width: no cookie, no account.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    storageState: { cookies: [], origins: [] },
  });
  const driver = await phone.newPage();
  await driver.goto(url);
  await expect(driver.getByRole("heading", { level: 1, name })).toBeVisible();
  const card = driver.getByTestId("loading-share-card");
  const counter = driver.getByTestId("loading-share-step");
  await expect(counter).toHaveText("1 / 12 단계");
  // What, where and which way up (the engine picks which cargo goes first).
  await expect(card).toContainText(/가전 박스600 × 400 × 400 mm · 12 kg|원통 자재800 × 800 × 1,200 mm · 40 kg/);
  await expect(card).toContainText(/운전석 쪽 벽에서 [\d,]+ mm왼쪽 벽에서 [\d,]+ mm \(문에서 볼 때\)바닥에 놓습니다/);
  await expect(card).toContainText(/(높이 [\d,]+ mm 면이 위아래 \(정방향\)|면을 세워서)차량 길이 방향으로 [\d,]+ mm/);
  // Two views: from the door and from above, each the outline and the one box loaded so far.
  await expect(card.getByRole("img")).toHaveCount(2);
  await expect(card.getByRole("img").first().locator("rect")).toHaveCount(2);
  await expect(driver.getByRole("button", { name: "이전 단계" })).toBeDisabled();

  await driver.getByRole("button", { name: "다음 단계" }).click();
  await expect(counter).toHaveText("2 / 12 단계");
  await expect(card.getByRole("img").first().locator("rect")).toHaveCount(3);
  await driver.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("3 / 12 단계");
  await driver.getByRole("button", { name: "이전 단계" }).click();
  await expect(counter).toHaveText("2 / 12 단계");

  // The list: pick the last step once it has opened (a tap during its slide focused the step, which
  // scrolled the clipped list under the finger, and the tap ended on another step: no click).
  await driver.getByRole("button", { name: "전체 단계 목록" }).click();
  await settled(driver);
  await driver.getByRole("button", { name: /^12단계: / }).click();
  await expect(counter).toHaveText("12 / 12 단계");
  await expect(driver.getByText("마지막 단계입니다.")).toBeVisible();
  await expect(driver.getByRole("button", { name: "다음 단계" })).toBeDisabled();
  await expect(card.getByRole("img").first().locator("rect")).toHaveCount(13);
  // Readable without zooming: the cargo name is large, and nothing is wider than the phone.
  const nameSize = await card
    .locator("p")
    .nth(1)
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(24);
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A reload keeps the step (it is in the fragment with the token).
  await driver.reload();
  await expect(counter).toHaveText("12 / 12 단계");
  await expectNoViolations(driver);

  // The member revokes the link after a confirmation; the driver's page then says so.
  await dialog.getByRole("button", { name: /에 만든 링크 회수$/ }).click();
  const confirm = page.getByRole("dialog", { name: "링크 회수" });
  await expect(confirm).toContainText("되돌릴 수 없습니다");
  await confirm.getByRole("button", { name: "회수" }).click();
  await expect(page.getByText("링크를 회수했습니다.")).toBeVisible();
  await expect(dialog.getByTestId("loading-share-row")).toContainText("회수됨");

  await driver.reload();
  await expect(driver.getByRole("alert")).toHaveText(
    "링크가 없거나 만료되었거나 회수되었습니다. 계획을 보낸 분께 새 링크를 요청하세요.",
  );
  await expect(driver.getByTestId("loading-share-card")).toHaveCount(0);
  await phone.close();
});
