/**
 * Accessibility (issue 24 §7, KWCAG 2.2): axe-core finds no violation of any impact on any route of
 * the portal, at 1280 and at 390 px, for a visitor, a member (demouser) and an administrator. Every
 * route pattern of App.tsx is visited by each role that may open it (a visitor's guarded routes
 * show whatever a visitor is shown; an administrator's members' screens only where they differ from a
 * member's: ADMIN_VARIANTS); boards and posts once per board template, every information
 * page once; the edit forms of a post and a deal of the signed-in user, a valid driver's link and each tab of
 * the reservation administration too. docs/accessibility.md maps KWCAG's 33 items to these tests.
 */
import AxeBuilder from "@axe-core/playwright";
import { DASHBOARD_BBS_IDS, PAGE_DEFS } from "@portal/contract";
import { type APIRequestContext, type Browser, type BrowserContext, expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, DEMO_PASSWORD, login, QNA } from "./support.ts";

const WIDTHS = [1280, 390] as const;

interface Board {
  boardId: string;
  template: number;
}

/** The routes every role may open whose address needs no content: the visitor opens each. */
const PUBLIC_ROUTES = [
  "/",
  "/index.html",
  "/app/FUL/Login",
  "/app/FUL/Register",
  "/app/FUL/Terms",
  "/app/findsession",
  "/app/findid",
  "/app/FUL/PasswordReset#token=no-such-token",
  "/app/Menu",
  "/app/commonboard",
  "/app/board2",
  "/app/boardgallery",
  "/app/boardgallery2",
  "/app/commonboardgellery",
  "/app/commonboardgellery2",
  "/app/trade",
  "/app/no-such-page",
  "/app/FUL/LoadingShare#token=no-such-link",
  ...PAGE_DEFS.map((page) => page.path),
];

/** Each board template's list and a readable post of it, and a deal: resolved through the public API. */
async function contentRoutes(request: APIRequestContext): Promise<string[]> {
  const boards: Board[] = (await (await request.get("/api/boards")).json()).items;
  const byTemplate = new Map<number, Board>();
  for (const board of boards) if (!byTemplate.has(board.template)) byTemplate.set(board.template, board);
  const routes: string[] = [];
  for (const board of byTemplate.values()) {
    routes.push(`/app/board/${board.boardId}`);
    const posts = (await (await request.get(`/api/boards/${board.boardId}/posts`)).json()).items ?? [];
    const post = posts.find((p: { readable: boolean }) => p.readable);
    if (post) routes.push(`/app/board/${board.boardId}/${post.postId}`);
  }
  const deal = (await (await request.get("/api/deals")).json()).items[0];
  routes.push(`/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`);
  return routes;
}

const MEMBER_ROUTES = [
  "/app/FUL/MyPage",
  "/app/FUL/Note",
  "/app/FUL/PLT000101_12",
  "/app/FUL/PLT000101_13",
  "/app/FUL/PLT000101_05",
  `/app/board/register?bbsId=${QNA}`,
  "/app/trade/register",
  "/app/dashboard",
  `/app/dashboard/orders/${DASHBOARD_BBS_IDS.orders}`,
  `/app/dashboard/transport/${DASHBOARD_BBS_IDS.transport}`,
  `/app/dashboard/forwarding/${DASHBOARD_BBS_IDS.forwarding}`,
  `/app/dashboard/settlement/${DASHBOARD_BBS_IDS.settlement}`,
  "/app/dashboard/bigdata/billing",
  "/app/dashboard/bigdata/logistics",
];

const ADMIN_ROUTES = [
  "/app/totalboard",
  "/app/totalboard/permissions",
  "/app/totalboard/audit",
  "/app/totalboard/privacy-access",
  "/app/totalboard/reservations",
  "/app/totalboard/reservations?tab=branches",
  "/app/totalboard/reservations?tab=dates",
  "/app/totalboard/reservations?tab=closed",
  "/app/totalboard/companies",
  "/app/totalboard/pages",
  "/app/totalboard/popups",
  "/app/totalboard/operator",
  "/app/totalboard/pages/PLT010101",
  "/app/boardregister",
  `/app/boardupdate/${QNA}`,
  "/app/dashboard/import",
];

/** A context logged in as `userId` (through the API; the cookie jar is the context's) and its CSRF token. */
async function roleContext(browser: Browser, userId?: string, password?: string) {
  const context = await browser.newContext();
  let csrf = (await (await context.request.get("/api/auth/session")).json()).csrfToken as string;
  if (userId) {
    const res = await context.request.post("/api/auth/login", {
      data: { userId, password, remember: false },
      headers: { "x-csrf-token": csrf },
    });
    expect(res.status()).toBe(200);
    csrf = (await res.json()).csrfToken;
  }
  return { context, csrf };
}

const PLAN = {
  vehicle: { vehicleId: null, name: "5톤 윙바디", length: 6200, width: 2350, height: 2300, maxPayloadKg: 5000 },
  palletBase: null,
  cargo: [
    {
      id: "a",
      name: "가전 박스",
      length: 600,
      width: 400,
      height: 400,
      weightKg: 12,
      quantity: 4,
      canStand: [false, false, true],
      stackable: true,
    },
  ],
};

/**
 * The routes that need something of the signed-in user's own: the edit form of a post they wrote, the
 * edit form of their deal (when they have one) and a driver's link of a plan they saved (opened in the
 * same context; the page needs no account).
 */
async function ownRoutes(request: APIRequestContext, csrf: string): Promise<string[]> {
  const send = async (url: string, data: unknown) => {
    const res = await request.post(url, { data, headers: { "x-csrf-token": csrf } });
    expect(res.status(), url).toBeLessThan(300);
    return res.json();
  };
  const title = `접근성 확인 ${Date.now()}`;
  const { postId } = await send(`/api/boards/${QNA}/posts`, {
    title,
    bodyHtml: `<p>${title}</p>`,
    secret: false,
    notice: false,
    bold: false,
  });
  const { results } = await send("/api/loading/plan", PLAN);
  const { id } = await send("/api/loading/plans", { name: title, ...PLAN, results });
  const { token } = await send(`/api/loading/plans/${id}/shares`, { days: 1 });
  const routes = [`/app/board/update?nttId=${postId}&bbsId=${QNA}`, `/app/FUL/LoadingShare#token=${token}`];
  const deal = (await (await request.get("/api/deals?tab=mine")).json()).items[0];
  if (deal) routes.push(`/app/trade/update/${deal.dealNo}`);
  return routes;
}

/** Opens `url`, waits for the page to settle and returns axe's violations at both widths. */
async function violationsAt(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (width === WIDTHS[0]) await page.goto(url);
      // Not "networkidle": a member's page keeps the note counts' event stream open.
      await page.locator("main").first().waitFor();
      await expect(page.locator(".mantine-Loader-root, .mantine-Skeleton-root"), `${url} loads`).toHaveCount(0, {
        timeout: 20_000,
      });
      // A layout that changes with the width re-renders: let it settle before axe reads it.
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations)
        found.push(`${width}px ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }
  } finally {
    await page.close();
  }
  return found;
}

/**
 * A signed-in member sees the public pages with the member's header and right panel: one page of
 * each kind shows them (the visitor's run covers every public page). An administrator's pages differ
 * from a member's by the header's administration link and, on the screens below, the administrator's own
 * controls; the member's run covers the rest.
 */
const SIGNED_IN_PUBLIC = ["/", "/app/Menu", "/app/trade", "/app/PLT010101", `/app/board/${QNA}`];

/** Screens that show an administrator more than a member (the vehicle catalogue, a page's edit link, …). */
const ADMIN_VARIANTS = [
  "/",
  "/app/PLT010101",
  "/app/FUL/PLT000101_05",
  `/app/board/register?bbsId=${QNA}`,
  "/app/dashboard",
  "/app/dashboard/bigdata/billing",
];

const ROLES = [
  {
    name: "visitor",
    userId: undefined,
    password: undefined,
    routes: PUBLIC_ROUTES,
    resolved: (request: APIRequestContext) => contentRoutes(request),
  },
  {
    name: "member",
    userId: "demouser",
    password: DEMO_PASSWORD,
    routes: [...SIGNED_IN_PUBLIC, ...MEMBER_ROUTES],
    resolved: ownRoutes,
  },
  {
    name: "administrator",
    userId: "admin",
    password: ADMIN_PASSWORD,
    routes: [...ADMIN_VARIANTS, ...ADMIN_ROUTES],
    resolved: ownRoutes,
  },
];

// One test per route (a slow page on a loaded machine fails alone, and says which), in one context per role.
for (const role of ROLES) {
  test.describe(`axe as ${role.name}`, () => {
    let context: BrowserContext;
    let csrf: string;
    test.beforeAll(async ({ browser }) => {
      ({ context, csrf } = await roleContext(browser, role.userId, role.password));
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const url of role.routes) {
      test(`axe finds no violation on ${url} as ${role.name}, at 1280 and 390 px`, async () => {
        test.setTimeout(120_000);
        expect(await violationsAt(context, url)).toEqual([]);
      });
    }
    test(`axe finds no violation on the routes of content and of the ${role.name}'s own, at 1280 and 390 px`, async () => {
      test.setTimeout(300_000);
      const problems: string[] = [];
      for (const url of await role.resolved(context.request, csrf))
        for (const v of await violationsAt(context, url)) problems.push(`${url} ${v}`);
      expect(problems).toEqual([]);
    });
  });
}
test("the idle session warning counts down, extends the session and says when it ended", async ({ page }) => {
  await page.clock.install();
  await login(page, "demouser");
  await page.goto("/app/FUL/MyPage");
  // The page's own requests are the last activity: let them finish before the clock jumps.
  await expect(page.getByRole("heading", { name: "회원 정보" })).toBeVisible();
  await page.waitForTimeout(1000);
  const dialog = page.getByRole("dialog", { name: "로그인 시간 연장" });
  // 30 minutes idle end a session; the warning opens three minutes before (a minute of slack).
  await page.clock.fastForward("25:00");
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward("01:30");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/\d분 \d+초 후 자동으로 로그아웃됩니다/);
  await expect(dialog.getByRole("button", { name: "연장" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward("26:30");
  await expect(dialog).toBeVisible();
  await page.clock.fastForward("03:00");
  await expect(page.getByText("오랫동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.")).toBeVisible();
});
