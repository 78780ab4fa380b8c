/**
 * Server-rendered public pages in a browser (issue 25 §1): each page kind arrives with its content,
 * hydrates without a console error or warning (a hydration mismatch is one), and is interactive after
 * hydration (a link navigates inside the app, without loading a page); with JavaScript off the
 * content is there and styled.
 */
import { expect, type Page, test } from "./fixtures.ts";

/** `text` as React's server rendering writes it in an element (a title with markup shows as text). */
const asHtmlText = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

const NOTICE = "20210712101500000014";
/** 동호회 소개 (a gallery board): its running-crew post has an attached photo. */
const CLUB = "20210712101500000019";

/** The pages whose CSP violations are said in their console. */
const cspWatched = new WeakSet<Page>();

/** Console errors and warnings (and uncaught errors and CSP violations) of `page` from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  // A violation of the CSP is no console message (Chromium lists it among its issues): said as one.
  if (!cspWatched.has(page)) {
    cspWatched.add(page);
    void page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      ),
    );
  }
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A public post (the notice board's newest), a deal and their addresses. */
async function addresses(page: Page) {
  const posts = await (await page.request.get(`/api/boards/${NOTICE}/posts?page=1&pageSize=15`)).json();
  const post = posts.items[0];
  const deals = await (await page.request.get("/api/deals?pageSize=20")).json();
  const deal = deals.items[0];
  const club = await (await page.request.get(`/api/boards/${CLUB}/posts`)).json();
  const pictured = club.items.find((item: { fileCount: number }) => item.fileCount > 0);
  return {
    pictured: { url: `/app/board/${CLUB}/${pictured.postId}`, title: pictured.title as string },
    post: { url: `/app/board/${NOTICE}/${post.postId}`, title: post.title as string },
    deal: { url: `/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`, title: deal.title as string },
  };
}

test("each public page kind hydrates without a console error or warning", async ({ page }) => {
  const { post, pictured, deal } = await addresses(page);
  const info = await (await page.request.get("/api/pages/PLT010101")).json();
  const kinds: [string, string][] = [
    ["/", post.title],
    [`/app/board/${NOTICE}`, post.title],
    [post.url, post.title],
    [pictured.url, pictured.title],
    ["/app/trade", deal.title],
    [deal.url, deal.title],
    ["/app/PLT010101", info.title],
    ["/app/FUL/TermsOfservice", "이용약관"],
  ];
  for (const [url, text] of kinds) {
    const problems = consoleProblems(page);
    const answer = await page.request.get(url);
    // The server's HTML already holds the text.
    expect(await answer.text(), url).toContain(asHtmlText(text));
    await page.goto(url, { waitUntil: "networkidle" });
    await expect(page.locator("main").getByText(text).first(), url).toBeVisible();
    expect(problems, url).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});

test("a hydrated board list navigates inside the app: a post, back, and the next page", async ({ page }) => {
  const { post } = await addresses(page);
  const problems = consoleProblems(page);
  await page.goto(`/app/board/${NOTICE}`, { waitUntil: "networkidle" });
  // A mark on the window survives navigation inside the app only.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole("link", { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${post.url}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} | 스마트물류 컨소시엄 포털`);
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/app/board/${NOTICE}$`));
  const next = page.getByRole("button", { name: "2", exact: true });
  if (await next.count()) {
    await next.first().click();
    await expect(page).toHaveURL(/page=2/);
  }
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  expect(problems).toEqual([]);
});

test("hydrating a post or a board list asks the API for none of the reads its page carried", async ({ page }) => {
  const { post } = await addresses(page);
  const postId = post.url.split("/").at(-1);
  const cases: [string, RegExp][] = [
    [post.url, new RegExp(`/api/posts/${postId}(\\?|$)`)],
    [`/app/board/${NOTICE}`, new RegExp(`/api/boards/${NOTICE}/posts\\?`)],
  ];
  for (const [url, carried] of cases) {
    const asked: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(pathname + search);
    };
    page.on("request", onRequest);
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    const carriesSession = (await answer?.text())?.includes('"queryKey":["session"]');
    await expect(page.locator("main").getByText(post.title).first()).toBeVisible();
    // Still the server's reads when the page has settled: nothing of them was asked again.
    await page.waitForTimeout(500);
    page.off("request", onRequest);
    expect(
      asked.filter((path) => carried.test(path)),
      url,
    ).toEqual([]);
    // What the page reads in the browser alone still goes out: the session, unless the page carried it
    // (a request with a session cookie is rendered for that session alone, with it).
    expect(asked.includes("/api/auth/session"), url).toBe(!carriesSession);
  }
});

/** The schedule (calendar) board. */
const SCHEDULE = "20210712101500000013";

test("the home page's sections, the consent screen, 통합게시판 and the calendar board come whole from the server and hydrate asking nothing again", async ({
  page,
}) => {
  const { deal } = await addresses(page);
  const newest = (await (await page.request.get("/api/posts/newest?limit=20")).json()).items[0];
  const upcoming = (
    await (
      await page.request.get(
        "/api/boards/" +
          SCHEDULE +
          "/events?from=" +
          new Date().toISOString() +
          "&to=" +
          new Date(Date.now() + 14 * 86_400_000).toISOString(),
      )
    ).json()
  ).items[0];
  expect(upcoming, "the demo schedule has an entry in the next two weeks").toBeTruthy();
  // The calendar's month grid (the server draws it; a phone switches to the month's list after
  // hydration, reading that list's own range): an entry of this month (Seoul) shows in both.
  const seoul = new Date(Date.now() + 9 * 3_600_000);
  const monthStart = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), 1) - 9 * 3_600_000;
  const monthEnd = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, 1) - 9 * 3_600_000;
  const monthEvents = `/api/boards/${SCHEDULE}/events?from=${new Date(monthStart).toISOString()}&to=${new Date(monthEnd).toISOString()}`;
  const thisMonth = (await (await page.request.get(monthEvents)).json()).items[0];
  expect(thisMonth, "the demo schedule has an entry this month").toBeTruthy();
  const cases: [string, string[]][] = [
    ["/", ["사업 소개", "다가오는 일정", upcoming.title, "최신 중고 거래", deal.title]],
    ["/app/FUL/Terms", ["이용약관 동의", "개인정보 수집 및 이용 동의"]],
    ["/app/commonboard", ["통합게시판", newest.title]],
    [`/app/board/${SCHEDULE}`, [thisMonth.title]],
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [url, texts] of cases) {
      // A phone's calendar is the month's list, drawn in the browser: its whole-page check is at 1280.
      if (width === 390 && url.includes(SCHEDULE)) continue;
      const html = await (await page.request.get(url)).text();
      for (const text of texts) expect(html, url).toContain(asHtmlText(text));
      const problems = consoleProblems(page);
      const asked: string[] = [];
      const onRequest = (request: { url: () => string }) => {
        const { pathname } = new URL(request.url());
        // Pictures load as pictures; every read the page shows was in the server's page.
        if (pathname.startsWith("/api/") && !/^\/api\/(auth\/session|files\/|trade\/photos\/)/.test(pathname)) {
          asked.push(pathname);
        }
      };
      page.on("request", onRequest);
      await page.goto(url, { waitUntil: "networkidle" });
      await expect(
        page
          .locator("main")
          .getByText(texts.at(-1) ?? "")
          .first(),
        url,
      ).toBeVisible();
      await page.waitForTimeout(500);
      page.off("request", onRequest);
      expect(asked, `${url} at ${width}`).toEqual([]);
      expect(problems, `${url} at ${width}`).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  }
  await page.goto(`/app/board/${SCHEDULE}`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    new RegExp(`/rss/${SCHEDULE}\\.xml$`),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a post and a board list show their content, styled", async ({ page }) => {
    const { post } = await addresses(page);
    await page.goto(post.url);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} | 스마트물류 컨소시엄 포털`);
    // Mantine's styles apply: the header's menu is laid out, not an unstyled list.
    const headingFont = await page
      .getByRole("heading", { level: 1, name: post.title })
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(headingFont).toContain("Pretendard");
    await page.goto(`/app/board/${NOTICE}`);
    await expect(page.getByRole("link", { name: post.title }).first()).toBeVisible();
  });
});

test.describe("a visitor's first visit", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the server's page shows the banner overlay's first tab at once; hidden today, it never shows", async ({
    page,
  }) => {
    const board = `/app/board/${NOTICE}`;
    const overlay = page.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" });
    // The app's code held back: what shows is the server's page alone.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(board);
    // (The dialog's name, aria-labelledby, is set by its code.)
    const drawing = page.locator("[data-banner-overlay]");
    await expect(drawing.getByRole("dialog")).toBeVisible();
    await expect(drawing.getByRole("img", { name: /^목표 구성도/ })).toBeVisible();
    // 'Not today' chosen earlier today: the same page holds the overlay, and it does not show.
    await page.evaluate(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));
    await page.reload();
    await expect(drawing).toHaveCount(1);
    await expect(drawing).toBeHidden();
    await page.unroute("**/assets/*.js");

    // With its code: hidden today, the app takes the overlay away; a first visit hydrates it, and it closes.
    const problems = consoleProblems(page);
    await page.goto(board, { waitUntil: "networkidle" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(drawing).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await page.goto(board, { waitUntil: "networkidle" });
    await expect(page.locator("[data-banner-overlay][data-ready]")).toHaveCount(1);
    await overlay.getByRole("button", { name: "닫기", exact: true }).last().click();
    await expect(overlay).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("the browser's overlay replaces the server's drawing only after the drawing's picture has painted", async ({
    page,
  }) => {
    // A slow picture: the app's code is ready long before it. Had the overlay replaced the drawing
    // first, the overlay's own picture would have become the page's largest paint, as late as the code.
    await page.route("**/img/pages/goal.svg", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/app/board/${NOTICE}`);
    await expect(page.locator("[data-banner-overlay][data-ready]")).toHaveCount(1);
    const largest = await page.evaluate(
      () =>
        new Promise<{ count: number; inOverlay: boolean }>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const last = entries.at(-1);
            resolve({ count: entries.length, inOverlay: Boolean(last?.element?.closest("[data-ready]")) });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest.count).toBeGreaterThan(0);
    expect(largest.inOverlay).toBe(false);
  });
});
