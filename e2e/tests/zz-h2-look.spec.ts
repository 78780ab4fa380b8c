import { test } from "./fixtures.ts";
import { ADMIN_PASSWORD, login } from "./support.ts";

test("look", async ({ page }) => {
  for (const width of [1280, 1000]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/");
    await page.screenshot({ path: `/tmp/h2-look/header-visitor-${width}.png` });
  }
  await login(page, "admin", ADMIN_PASSWORD);
  for (const width of [1280, 1000]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/app/search?q=AGV");
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/h2-look/search-admin-${width}.png`, fullPage: true });
  }
  await page.goto("/app/totalboard/search-words");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/h2-look/excl-1280.png`, fullPage: true });
});
