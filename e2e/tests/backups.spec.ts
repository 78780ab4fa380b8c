/**
 * The administrator's backups screen (issue 43 §1; docs/admin.md "Backups"): 지금 백업 queues a
 * backup, which the server's job worker writes and verifies; the list then shows it verified with its
 * size and folder. At 1280 and 390 px, with axe.
 */
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, expectNoViolations, login } from "./support.ts";

test("an administrator backs up now and sees the backup listed as verified", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard/backups");
  await expect(page.getByRole("heading", { name: "백업", exact: true })).toBeVisible();
  // The day's scheduled backup may be queued meanwhile (from BACKUP_HOUR, Seoul): count the manual ones.
  const manual = page.getByTestId("backup-row").filter({ hasText: "수동" });
  const before = await manual.count();
  await page.getByRole("button", { name: "지금 백업" }).click();
  await expect(page.getByText("백업을 요청했습니다.").first()).toBeVisible();
  await expect(manual).toHaveCount(before + 1);
  const newest = manual.first();
  await expect(newest.getByText("검증됨")).toBeVisible({ timeout: 60_000 });
  await expect(newest).toContainText(/backup-\d+-/);
  await expect(page.getByText(/마지막 검증된 백업:/)).toBeVisible();
  await expect(page.getByText("검증된 최근 백업이 26시간보다 오래되었습니다.")).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`backups-${width}.png`), fullPage: true });
  }
});
