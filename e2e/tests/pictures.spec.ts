/**
 * Pictures that do not shift the page (issue 38 §2): every picture the server renders carries its
 * width and height (stored at upload), and the first picture of a page is never lazy. The layout
 * shift of a post with an attached picture and of an information page with drawings in its stored text
 * is measured in Chromium with the pictures held back.
 */
import { expect, type Page, test } from "./fixtures.ts";

/** 동호회 소개, a gallery board. */
const CLUBS = "20210712101500000019";

test.beforeEach(async ({ page }) => {
  // The banner overlay (hidden for today) would be a shift of its own.
  await page.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
});

/** Counts the page's layout shifts (not those after input) into `window.shifts` from its start. */
async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { value: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.value += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift counted so far, after half a second more. */
async function shiftSoFar(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { shifts: { value: number } }).shifts.value);
}

/** Holds back the pictures `pattern` matches for two seconds, as on a slow phone; true once one was asked for. */
async function holdPictures(page: Page, pattern: RegExp): Promise<() => boolean> {
  let held = false;
  await page.route(pattern, async (route) => {
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  return () => held;
}

test("a gallery post's attached picture keeps its place while it loads: layout shift at most 0.1", async ({ page }) => {
  const list = await (await page.request.get(`/api/boards/${CLUBS}/posts?page=1&pageSize=15`)).json();
  const post = list.items.find((row: { title: string }) => row.title.includes("러닝크루"));
  expect(post, "the demo's running-crew post").toBeTruthy();
  // The picture arrives late: the body below it must not move when it does.
  const held = await holdPictures(page, /\/api\/files\/\d+$/);
  await countShifts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/board/${CLUBS}/${post.postId}`);
  const picture = page.getByTestId("attached-media").locator("img").first();
  await expect(picture).toBeVisible();
  await expect(picture).not.toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  await expect(picture).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(held()).toBe(true);
  const shift = await shiftSoFar(page);
  console.log(`layout shift of the running-crew post: ${shift.toFixed(3)}`);
  expect(shift).toBeLessThanOrEqual(0.1);
});

test("an information page's drawings keep their place while they load: sized, layout shift at most 0.1", async ({
  page,
}) => {
  const held = await holdPictures(page, /\/img\/pages\/agv\.svg$/);
  await countShifts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/PLT030301");
  const picture = page.getByRole("main").locator('img[src="/img/pages/agv.svg"]');
  await expect(picture).toHaveAttribute("width", "800");
  await expect(picture).toHaveAttribute("height", "360");
  for (const each of await page.getByRole("main").locator("img").all()) {
    await expect(each).toHaveAttribute("width", /^[1-9]\d*$/);
    await expect(each).toHaveAttribute("height", /^[1-9]\d*$/);
  }
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(held()).toBe(true);
  const shift = await shiftSoFar(page);
  console.log(`layout shift of the AGV information page: ${shift.toFixed(3)}`);
  expect(shift).toBeLessThanOrEqual(0.1);
});

test("gallery cards, trade cards and the home page's deals carry their width and height", async ({ page }) => {
  const cases: [string, string][] = [
    [`/app/board/${CLUBS}`, '[data-testid="gallery-card"] img'],
    ["/app/trade", '[data-testid="deal-card"] img'],
    ["/", 'main a[href^="/app/trade/"] img'],
  ];
  for (const [url, selector] of cases) {
    // The sizes are on the pictures as the server renders them and after hydration alike.
    await page.goto(url);
    const pictures = page.locator(selector);
    await expect(pictures.first(), url).toBeAttached();
    for (const picture of await pictures.all()) {
      await expect(picture, url).toHaveAttribute("width", /^[1-9]\d*$/);
      await expect(picture, url).toHaveAttribute("height", /^[1-9]\d*$/);
    }
  }
});
