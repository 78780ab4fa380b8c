/**
 * Every server-rendered route hydrates without an error for every role (issue 38 §1): as a visitor, a
 * member (demouser), a company manager (hanbitlead) and an administrator, each page the server renders
 * — home, the login page, each board template's list and a readable post of it, 통합게시판, the trade list and
 * a deal, every information page, the terms, the privacy policy, the site map, and an unknown address — and
 * 통합검색's page (drawn in the browser only: its first render must not fail either) —
 * loads with no uncaught error (React's hydration mismatch, #418, is one) and no console error. A page
 * the role may not open answers its refusal, and only that refusal's own load error is allowed.
 * Runs with the accessibility crawl (after the other browser tests, over two workers): it changes nothing.
 */
import { PAGE_DEFS } from "@portal/contract";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, DEMO_PASSWORD } from "./support.ts";

const NOT_FOUND = "/app/no-such-page";

const ROLES = [
  { name: "visitor" },
  { name: "member", userId: "demouser", password: DEMO_PASSWORD },
  { name: "company manager", userId: "hanbitlead", password: DEMO_PASSWORD },
  { name: "administrator", userId: "admin", password: ADMIN_PASSWORD },
] as const;

/** The server-rendered routes whose address needs no content, and those read from the public API. */
async function renderedRoutes(request: APIRequestContext): Promise<string[]> {
  const routes = ["/", "/app/FUL/Login", "/app/commonboard", "/app/Menu", "/app/trade", NOT_FOUND, "/app/search?q=AGV"];
  routes.push(...PAGE_DEFS.filter((page) => page.kind !== "popup").map((page) => page.path));
  // Each board template's list and a readable post of it (each board type's, and the anonymous board's: it hides authors).
  const boards: { boardId: string; template: number; type: number; anonymous: boolean }[] = (
    await (await request.get("/api/boards")).json()
  ).items;
  const kinds = new Map<string, string>();
  for (const board of boards) kinds.set(`${board.template}:${board.type}:${board.anonymous}`, board.boardId);
  for (const boardId of kinds.values()) {
    routes.push(`/app/board/${boardId}`);
    const posts = (await (await request.get(`/api/boards/${boardId}/posts`)).json()).items ?? [];
    const post = posts.find((p: { readable: boolean }) => p.readable);
    if (post) routes.push(`/app/board/${boardId}/${post.postId}`);
  }
  const deal = (await (await request.get("/api/deals")).json()).items[0];
  routes.push(`/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`);
  return routes;
}

/** A page of a new context logged in as the role (through the API; the context's cookie jar). */
async function rolePage(browser: Browser, role: (typeof ROLES)[number]): Promise<Page> {
  const context = await browser.newContext();
  if ("userId" in role) {
    const csrf = (await (await context.request.get("/api/auth/session")).json()).csrfToken;
    const res = await context.request.post("/api/auth/login", {
      data: { userId: role.userId, password: role.password, remember: false },
      headers: { "x-csrf-token": csrf },
    });
    expect(res.status()).toBe(200);
  }
  return context.newPage();
}

for (const role of ROLES) {
  test(`every server-rendered route hydrates without an error as a ${role.name}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const routes = await renderedRoutes(request);
    const page = await rolePage(browser, role);
    const problems: { route: string; text: string }[] = [];
    const refused = new Set<string>();
    let route = "";
    page.on("pageerror", (error) => problems.push({ route, text: `uncaught: ${error.message}` }));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push({ route, text: message.text() });
    });
    // A page whose own read the role may not make (a login-guarded page's text, for a visitor) shows the refusal.
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/") && [401, 403, 404].includes(response.status()))
        refused.add(route);
    });
    for (route of routes) {
      const answer = await page.goto(route);
      // A page the role may not open answers its refusal or sends the role elsewhere (the login page).
      const elsewhere = new URL(page.url()).pathname !== route.split("?")[0];
      if (route === NOT_FOUND || (answer?.status() ?? 0) >= 400 || elsewhere) refused.add(route);
      await expect(page.locator("html[data-hydrated]"), route).toHaveCount(1);
      // Parts hydrated after the screen (a post's comments, its thread) have their turn.
      await page.waitForTimeout(300);
    }
    // The refusal's own load error (its document or its read) is that page's answer; nothing else may fail.
    const refusal = /^Failed to load resource: the server responded with a status of 40[134]/;
    expect(problems.filter((p) => !(refused.has(p.route) && refusal.test(p.text)))).toEqual([]);
    await page.context().close();
  });
}
