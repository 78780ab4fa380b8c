/**
 * The browser tests' `test`: Playwright's, on the worker's own portal server (playwright.config.ts starts
 * one per worker: `baseURL` and `dataDir` are that server's), whose `page.goto` also waits until the page
 * has hydrated (App.tsx `HydratedMark` sets `<html data-hydrated>`). A server-rendered page shows its
 * controls before React owns them: a key pressed or a field filled before hydration is lost (issue 25).
 * Pages that never hydrate (an error, a download) are given up on after a few seconds without failing the
 * test. `serverTest` is the same without the wait, for tests of what happens before hydration.
 */
import path from "node:path";
import { test as base } from "@playwright/test";

export * from "@playwright/test";

/** The worker's portal server: its address and its data folder (the mail outbox is in it). */
export interface PortalServer {
  baseURL: string;
  dataDir: string;
}

/** The server of the worker with `parallelIndex` (the config's lists, passed in the environment). */
function serverOf(parallelIndex: number): PortalServer {
  const urls = (process.env.E2E_BASE_URLS ?? "").split(" ");
  const dirs = (process.env.E2E_DATA_DIRS ?? "").split(path.delimiter);
  const index = parallelIndex % urls.length;
  return { baseURL: urls[index]!, dataDir: dirs[index]! };
}

export const serverTest = base.extend<object, { server: PortalServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  server: [async ({}, use, workerInfo) => use(serverOf(workerInfo.parallelIndex)), { scope: "worker" }],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

export const test = serverTest.extend({
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
