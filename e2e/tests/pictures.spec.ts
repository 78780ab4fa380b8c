/**
 * Pictures that do not shift the page (issue 38 §2): every picture the server renders carries its
 * width and height (stored at upload), and the first picture of a page is never lazy. The layout
 * shift of a post with an attached picture is measured in Chromium with the picture held back.
 */
import { expect, test } from "./fixtures.ts";

/** 동호회 소개, a gallery board. */
const CLUBS = "20210712101500000019";

test.beforeEach(async ({ page }) => {
  // The banner overlay (hidden for today) would be a shift of its own.
  await page.addInitScript(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
});

test("a gallery post's attached picture keeps its place while it loads: layout shift at most 0.1", async ({ page }) => {
  const list = await (await page.request.get(`/api/boards/${CLUBS}/posts?page=1&pageSize=15`)).json();
  const post = list.items.find((row: { title: string }) => row.title.includes("러닝크루"));
  expect(post, "the demo's running-crew post").toBeTruthy();
  // The picture arrives late, as on a slow phone: the body below it must not move when it does.
  let held = false;
  await page.route(/\/api\/files\/\d+$/, async (route) => {
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts = { value: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.value += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/board/${CLUBS}/${post.postId}`);
  const picture = page.getByTestId("attached-media").locator("img").first();
  await expect(picture).toBeVisible();
  await expect(picture).not.toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  await expect(picture).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(held).toBe(true);
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { shifts: { value: number } }).shifts.value);
  console.log(`layout shift of the running-crew post: ${shift.toFixed(3)}`);
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
