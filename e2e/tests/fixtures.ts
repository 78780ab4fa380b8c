/**
 * The browser tests' `test`: Playwright's, whose `page.goto` also waits until the page has hydrated
 * (App.tsx `HydratedMark` sets `<html data-hydrated>`). A server-rendered page shows its controls before
 * React owns them: a key pressed or a field filled before hydration is lost (issue 25). Pages that never
 * hydrate (an error, a download) are given up on after a few seconds without failing the test.
 */
import { test as base } from "@playwright/test";

export * from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: 8_000 })
        .catch(() => undefined);
      return response;
    };
    await use(page);
  },
});
