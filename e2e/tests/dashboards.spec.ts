/**
 * Dashboards in the browser (issue 13): a company manager imports a billing ledger (CSV) on the
 * import screen, with the row report for a bad file, and sees the billing dashboard change; a
 * manager of another company does not see those figures (and is refused when naming the company);
 * the rollback empties the dashboard again; the big-data views say 'ready soon' to members.
 */

import { DASHBOARD_BBS_IDS } from "@portal/contract";
import { expect, test } from "./fixtures.ts";
import { login } from "./support.ts";

// A year before the seeded two years: empty until the test imports into it.
const YEAR = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear() - 4;
const HEADER = "전표번호,일자,거래처,업무,구분,금액,건수";
const GOOD = [
  HEADER,
  `E2E-1,${YEAR}-03-02,이투이상사,운송,AR,"1,500,000",2`,
  `E2E-2,${YEAR}-03-03,이투이운수,보관,AP,400000,1`,
].join("\r\n");
const BAD = [HEADER, `E2E-9,${YEAR}-02-30,이투이상사,운송,AR,100,1`].join("\r\n");

async function importFile(page: import("@playwright/test").Page, name: string, text: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "가져오기", exact: true }).click();
}

test("a manager imports a ledger and sees the billing dashboard change; another company cannot see it", async ({
  page,
  browser,
}) => {
  // Two members, two imports, a rollback and eight dashboard views: longer than one default test.
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await login(page, "hanbitlead");
  await page.waitForLoadState("networkidle");
  await page.goto(`/app/dashboard?year=${YEAR}`);
  await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();
  await expect(page.getByText("조회된 데이터가 없습니다.").first()).toBeVisible();

  await page.getByRole("navigation", { name: "대시보드 화면" }).getByRole("link", { name: "원장 가져오기" }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/import/);
  await expect(page.getByRole("link", { name: /CSV 양식/ })).toHaveAttribute(
    "href",
    "/api/dashboards/templates/billing.csv",
  );
  await importFile(page, "bad.csv", BAD);
  const report = page.getByRole("alert").filter({ hasText: "잘못된 행이 1개" });
  await expect(report).toBeVisible();
  await expect(report.getByRole("cell", { name: "날짜는 YYYY-MM-DD 형식이어야 합니다." })).toBeVisible();

  await importFile(page, "good.csv", GOOD);
  await expect(page.getByText("2행을 가져왔습니다.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "good.csv" })).toBeVisible();

  await page.goto(`/app/dashboard?year=${YEAR}`);
  // The first view after the import (slow on a loaded machine: the query and the charts chunk).
  await expect(page.locator("dd", { hasText: "1,500,000원" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("cell", { name: "이투이상사" })).toBeVisible();
  await expect(page.getByRole("table", { name: "업무별 현황" }).getByRole("cell", { name: "운송" })).toBeVisible();
  // The charts (recharts SVG) render under the portal's Content Security Policy.
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  expect(violations).toEqual([]);

  // Another company's manager: their own (empty) figures, and a refusal when naming this company.
  const other = await browser.newPage();
  await login(other, "daesungmgr");
  await other.waitForLoadState("networkidle");
  await other.goto(`/app/dashboard?year=${YEAR}`);
  await expect(other.getByText("회사: 대성정밀")).toBeVisible();
  await expect(other.getByText("조회된 데이터가 없습니다.").first()).toBeVisible();
  await expect(other.getByText("이투이상사")).toHaveCount(0);
  await other.goto(`/app/dashboard/settlement/${DASHBOARD_BBS_IDS.settlement}?date=${YEAR}-03-01&dateType=month`);
  await expect(other.getByText("조회된 데이터가 없습니다.").first()).toBeVisible();
  const tampered = await other.request.get(`/api/dashboards/billing?year=${YEAR}&companyCode=CHANBIT`);
  expect(tampered.status()).toBe(403);
  expect((await tampered.json()).detail).toBe("다른 회사의 데이터는 볼 수 없습니다.");
  await other.goto("/app/dashboard/bigdata/billing");
  await expect(other.getByText("현재 준비 중입니다.")).toBeVisible();
  await other.close();

  // Rollback of the whole file, after a confirmation.
  await page.goto("/app/dashboard/import");
  await page
    .getByRole("row", { name: /good\.csv/ })
    .getByRole("button", { name: "되돌리기" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "되돌리기" }).click();
  await expect(page.getByText("가져오기를 되돌렸습니다.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "good.csv" })).toHaveCount(0);
  await page.goto(`/app/dashboard?year=${YEAR}`);
  await expect(page.getByRole("heading", { name: "거래처별 현황" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("dd", { hasText: "1,500,000원" })).toHaveCount(0);
  await expect(page.getByText("조회된 데이터가 없습니다.").first()).toBeVisible();
});

test("the dashboards' tabs are links: each has its address with the filters, and the keyboard follows them", async ({
  page,
}) => {
  await login(page, "hanbitlead");
  await page.goto(`/app/dashboard?year=${YEAR}`);
  const tabs = page.getByRole("navigation", { name: "대시보드 화면" });
  await expect(tabs.getByRole("link", { name: "청구 현황" })).toHaveAttribute("aria-current", "page");
  const transport = tabs.getByRole("link", { name: "운송 현황" });
  // A real link with its address (so it opens in a new tab too), carrying the year filter.
  await expect(transport).toHaveAttribute(
    "href",
    `/app/dashboard/transport/${DASHBOARD_BBS_IDS.transport}?year=${YEAR}`,
  );
  await expect(transport).not.toHaveAttribute("aria-current", /./);
  await expect(page.getByRole("tab")).toHaveCount(0);

  // The keyboard: Tab goes from tab to tab, Enter follows one.
  await tabs.getByRole("link", { name: "청구 현황" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(transport).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/app/dashboard/transport/${DASHBOARD_BBS_IDS.transport}?year=${YEAR}`);
  await expect(
    page.getByRole("navigation", { name: "대시보드 화면" }).getByRole("link", { name: "운송 현황" }),
  ).toHaveAttribute("aria-current", "page");
});
