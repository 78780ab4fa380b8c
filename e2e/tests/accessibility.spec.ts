/**
 * Accessibility (issue 24 §7, KWCAG 2.2): axe-core finds no violation of any impact on any route of
 * the portal, at 1280 and at 390 px, for a visitor, a member (demouser) and an administrator. Every
 * route pattern of App.tsx is visited by each role that may open it (a visitor's guarded routes
 * show whatever a visitor is shown; an administrator's members' screens only where they differ from a
 * member's: ADMIN_VARIANTS); boards and posts once per board template, every information
 * page once; the edit forms of a post and a deal of the signed-in user, a valid driver's link and each tab of
 * the reservation administration too. Then what the pages open (issue 38 §3, below), as a company
 * manager (hanbitlead) too. docs/accessibility.md maps KWCAG's 33 items to these tests.
 */
import { DASHBOARD_BBS_IDS, PAGE_DEFS } from "@portal/contract";
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, axeCheck, DEMO_PASSWORD, login, QNA, settled } from "./support.ts";

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
  // 통합검색 (issue 42): the overview and one kind's list, with words of the demo content.
  "/app/search?q=AGV",
  "/app/search?q=AGV&kind=post&sort=newest",
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
  "/app/FUL/Notifications",
  "/app/survey",
  "/app/survey/results",
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
  "/app/admin/reports",
  "/app/totalboard/reservations",
  "/app/totalboard/reservations?tab=branches",
  "/app/totalboard/reservations?tab=dates",
  "/app/totalboard/reservations?tab=closed",
  "/app/totalboard/companies",
  "/app/totalboard/pages",
  "/app/totalboard/popups",
  "/app/totalboard/operator",
  "/app/totalboard/pages/PLT010101",
  "/app/totalboard/surveys",
  "/app/totalboard/surveys/new",
  "/app/totalboard/access-reviews",
  "/app/totalboard/backups",
  "/app/totalboard/search-words",
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

/** POSTs `data` to `url` with the CSRF token; expects success and returns the answer's JSON. */
async function sendJson(request: APIRequestContext, csrf: string, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { "x-csrf-token": csrf } });
  expect(res.status(), url).toBeLessThan(300);
  return res.json();
}

/** A Q&A post and a saved load plan of the signed-in user, made through the API. */
async function ownThings(request: APIRequestContext, csrf: string): Promise<{ postId: number; planId: number }> {
  const title = `접근성 확인 ${Date.now()}`;
  const { postId } = await sendJson(request, csrf, `/api/boards/${QNA}/posts`, {
    title,
    bodyHtml: `<p>${title}</p>`,
    secret: false,
    notice: false,
    bold: false,
  });
  const { results } = await sendJson(request, csrf, "/api/loading/plan", PLAN);
  const { id } = await sendJson(request, csrf, "/api/loading/plans", { name: title, ...PLAN, results });
  return { postId, planId: id };
}

/**
 * The routes that need something of the signed-in user's own: the edit form of a post they wrote, the
 * edit form of their deal (when they have one) and a driver's link of a plan they saved (opened in the
 * same context; the page needs no account).
 */
async function ownRoutes(request: APIRequestContext, csrf: string): Promise<string[]> {
  const { postId, planId } = await ownThings(request, csrf);
  const { token } = await sendJson(request, csrf, `/api/loading/plans/${planId}/shares`, { days: 1 });
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
      const results = await (await axeCheck(page)).analyze();
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
const SIGNED_IN_PUBLIC = ["/", "/app/Menu", "/app/trade", "/app/PLT010101", `/app/board/${QNA}`, "/app/search?q=AGV"];

/** Screens that show an administrator more than a member (the vehicle catalogue, a page's edit link, …). */
const ADMIN_VARIANTS = [
  "/",
  // 통합검색: an administrator's results reach what no member's do.
  "/app/search?q=AGV",
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

/**
 * The logged-in context of `role` for the tests of the describe block this is called in: one login per
 * worker, closed after the block.
 */
function rolePerWorker(role: { userId?: string; password?: string }): { context: BrowserContext; csrf: string } {
  const held = {} as { context: BrowserContext; csrf: string };
  test.beforeAll(async ({ browser }) => {
    Object.assign(held, await roleContext(browser, role.userId, role.password));
  });
  test.afterAll(async () => {
    await held.context.close();
  });
  return held;
}

// One test per route (a slow page on a loaded machine fails alone, and says which), in one context per role.
for (const role of ROLES) {
  test.describe(`axe as ${role.name}`, () => {
    const held = rolePerWorker(role);
    for (const url of role.routes) {
      test(`axe finds no violation on ${url} as ${role.name}, at 1280 and 390 px`, async () => {
        test.setTimeout(120_000);
        expect(await violationsAt(held.context, url)).toEqual([]);
      });
    }
    test(`axe finds no violation on the routes of content and of the ${role.name}'s own, at 1280 and 390 px`, async () => {
      test.setTimeout(300_000);
      const problems: string[] = [];
      for (const url of await role.resolved(held.context.request, held.csrf))
        for (const v of await violationsAt(held.context, url)) problems.push(`${url} ${v}`);
      expect(problems).toEqual([]);
    });
  });
}
/*
 * What a page can open (issue 38 §3): the banner overlay, the phone drawer, the header menus, the
 * dialogs (reservation and its confirmation, trade request, photo viewer, confirmations, the driver's
 * link dialog, the address book, the vehicle catalogue), the note editor and the load planner's views
 * and menus — as each role, at both widths. Each state is opened once on a page loaded once per test
 * and checked at 1280 and at 390 px (the viewport changes under the open state); the phone drawer only
 * at 390 px and the header's dropdowns only at 1280 px, where they are shown.
 */

const VIEWPORT = { 1280: { width: 1280, height: 900 }, 390: { width: 390, height: 844 } } as const;

/** Opens `url` and waits until the app has hydrated it (fixtures.ts; this page is not the fixture's). */
async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * axe's violations of any impact on the page as it is now at `width`, added to `found` under `state`;
 * `scope` (a selector) limits the check to a part that opened where the page around it is unchanged (a
 * menu, a view).
 */
async function checkAt(page: Page, width: 1280 | 390, state: string, found: string[], scope?: string) {
  await page.setViewportSize(VIEWPORT[width]);
  await settled(page);
  const axe = await axeCheck(page);
  if (scope) axe.include(scope);
  for (const v of (await axe.analyze()).violations)
    found.push(`${state} ${width}px ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Checks the open `state` at both widths, leaving the page at 1280 px for the next one. */
async function checkBoth(page: Page, state: string, found: string[], scope?: string): Promise<void> {
  await checkAt(page, 1280, state, found, scope);
  await checkAt(page, 390, state, found, scope);
  await page.setViewportSize(VIEWPORT[1280]);
}

/** The home page's: the banner overlay, the header's dropdowns, the phone drawer, the reservation dialog. */
async function homeStates(page: Page, signedIn: boolean, found: string[]): Promise<void> {
  // The overlay is hidden in every test (playwright.config.ts): shown on this page only.
  await page.addInitScript(() => localStorage.removeItem("bannerHiddenUntil"));
  await page.setViewportSize(VIEWPORT[1280]);
  await openPage(page, "/");
  const overlay = page.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" });
  await expect(page.locator("[data-banner-overlay][data-ready]")).toHaveCount(1);
  await expect(overlay).toBeVisible();
  await checkBoth(page, "banner overlay", found);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  // Hidden again for the role's other pages (the context's storage).
  await page.evaluate(() => localStorage.setItem("bannerHiddenUntil", "9999-12-31"));

  const menu = page.getByRole("navigation", { name: "주 메뉴" });
  const groups = menu.locator("button[aria-expanded]");
  for (let i = 0; i < (await groups.count()); i++) {
    await groups.nth(i).click();
    await expect(groups.nth(i)).toHaveAttribute("aria-expanded", "true");
    await checkAt(page, 1280, `header menu ${await groups.nth(i).textContent()}`, found, "header nav");
  }
  await page.keyboard.press("Escape");

  await page.setViewportSize(VIEWPORT[390]);
  await page.getByRole("button", { name: "전체 메뉴" }).click();
  const drawer = page.getByRole("dialog", { name: "스마트물류 컨소시엄 포털" });
  const drawerGroups = drawer.locator("button[aria-expanded]");
  await expect(drawerGroups.first()).toBeVisible();
  for (let i = 0; i < (await drawerGroups.count()); i++) await drawerGroups.nth(i).click();
  await checkAt(page, 390, "phone drawer, every group open", found);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.setViewportSize(VIEWPORT[1280]);

  const tile = page.getByRole("button", { name: /^실증센터 방문 예약/ });
  await tile.click();
  if (!signedIn) {
    // A visitor is told to log in first (a toast).
    await expect(page.getByText("먼저 로그인해 주세요.")).toBeVisible();
    await checkBoth(page, "reservation refused (toast)", found);
    return;
  }
  const reservation = page.getByRole("dialog", { name: "실증센터 방문 예약" });
  await expect(reservation.getByRole("group", { name: "행사명" }).getByRole("button", { pressed: true })).toBeVisible();
  // Down to a time with seats (every column filled, the participant panel below); then the confirmation.
  for (const column of ["장소", "날짜", "시간"])
    await reservation.getByRole("group", { name: column }).locator("button:not([data-unavailable])").first().click();
  await expect(reservation.getByRole("button", { name: "예약", exact: true })).toBeVisible();
  await checkBoth(page, "reservation dialog with a time chosen", found);
  await reservation.getByRole("button", { name: "예약", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "예약 확인" });
  await expect(confirm).toBeVisible();
  await checkBoth(page, "reservation confirmation", found);
  await confirm.getByRole("button", { name: "취소" }).click();
  await expect(confirm).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(reservation).toBeHidden();
}

/** A deal of someone else's: its photo viewer; a member's trade request; an administrator's hide confirmation. */
async function dealStates(page: Page, role: StateRole, found: string[]): Promise<void> {
  const mine = role.userId
    ? ((await (await page.request.get("/api/deals?tab=mine")).json()).items as { dealNo: number }[])
    : [];
  const deals: { dealNo: number; dealType: string; companyCode: string }[] = (
    await (await page.request.get("/api/deals")).json()
  ).items;
  const deal = deals.find((d) => !mine.some((m) => m.dealNo === d.dealNo));
  expect(deal, "a deal of someone else").toBeDefined();
  await page.setViewportSize(VIEWPORT[1280]);
  await openPage(page, `/app/trade/${deal?.dealType}/${deal?.companyCode}/${deal?.dealNo}`);
  await page
    .getByRole("button", { name: /^사진 크게 보기/ })
    .first()
    .click();
  const photo = page.getByRole("dialog");
  await expect(photo.locator("img")).toBeVisible();
  await checkBoth(page, "deal photo viewer", found);
  await page.keyboard.press("Escape");
  await expect(photo).toBeHidden();
  if (!role.userId) return;
  await page.getByRole("button", { name: "거래요청" }).click();
  const request = page.getByRole("dialog", { name: "거래 연결" });
  await expect(request.getByRole("textbox")).toBeVisible();
  await checkBoth(page, "trade request dialog", found);
  await page.keyboard.press("Escape");
  await expect(request).toBeHidden();
  if (role.name !== "administrator") return;
  await page.getByRole("button", { name: "숨기기" }).click();
  const confirm = page.getByRole("dialog", { name: "확인" });
  await expect(confirm).toBeVisible();
  await checkBoth(page, "deal hide confirmation", found);
  await confirm.getByRole("button", { name: "취소" }).click();
  await expect(confirm).toBeHidden();
}

/** A post of the member's own: its delete confirmation. */
async function postStates(page: Page, postId: number, found: string[]): Promise<void> {
  await page.setViewportSize(VIEWPORT[1280]);
  await openPage(page, `/app/board/${QNA}/${postId}`);
  await page.getByRole("button", { name: "삭제", exact: true }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByRole("button", { name: "취소" })).toBeVisible();
  await checkBoth(page, "post delete confirmation", found);
  await confirm.getByRole("button", { name: "취소" }).click();
  await expect(confirm).toBeHidden();
}

/** The note centre: a note from another member with its spam-report confirmation, the note editor and its address book. */
async function noteStates(page: Page, noteText: string, found: string[]): Promise<void> {
  await page.setViewportSize(VIEWPORT[1280]);
  await openPage(page, "/app/FUL/Note?mode=getList");
  await page.getByRole("link", { name: noteText }).click();
  await page.getByRole("button", { name: "스팸 신고", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "스팸 신고" });
  await expect(confirm).toBeVisible();
  await checkBoth(page, "note spam-report confirmation", found);
  await confirm.getByRole("button", { name: "취소" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("navigation", { name: "쪽지 메뉴" }).getByRole("button", { name: "쪽지 쓰기" }).click();
  await expect(page.getByRole("textbox", { name: "내용" })).toBeVisible();
  await checkBoth(page, "note editor", found);
  await page.getByRole("button", { name: "주소록" }).click();
  const book = page.getByRole("dialog", { name: "주소록" });
  await expect(book).toBeVisible();
  await checkBoth(page, "note address book", found);
  await page.keyboard.press("Escape");
  await expect(book).toBeHidden();
}

/** The load planner with a saved plan open: each view of the result, the cargo menus, the driver's link dialog, the vehicle catalogue. */
async function plannerStates(page: Page, role: StateRole, planId: number, found: string[]): Promise<void> {
  await page.setViewportSize(VIEWPORT[1280]);
  await openPage(page, `/app/FUL/PLT000101_05?plan=${planId}`);
  const views = page.getByRole("radiogroup").filter({ hasText: "3D" });
  for (const view of ["3D", "위에서", "옆에서", "표"]) {
    await views.getByText(view, { exact: true }).click();
    await expect(views.getByRole("radio", { name: view })).toBeChecked();
    await checkBoth(page, `load plan, view ${view}`, found, "[data-testid=loading-view]");
  }
  for (const menu of ["팔레트 추가", "양식 내려받기"]) {
    await page.getByRole("button", { name: menu }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await checkAt(page, 1280, `load planner menu ${menu}`, found, "[role=menu]");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
  }
  await page
    .getByRole("button", { name: / 기사용 링크$/ })
    .first()
    .click();
  const share = page.getByRole("dialog", { name: /^기사용 링크/ });
  await expect(share.getByRole("button", { name: "링크 만들기" })).toBeVisible();
  await checkBoth(page, "driver's link dialog", found);
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();
  if (role.name !== "administrator") return;
  await page.getByRole("button", { name: "차량 관리" }).click();
  const vehicles = page.getByRole("dialog", { name: "차량 관리" });
  await expect(vehicles.getByRole("table")).toBeVisible();
  await checkBoth(page, "vehicle catalogue", found);
  await page.keyboard.press("Escape");
  await expect(vehicles).toBeHidden();
}

interface StateRole {
  name: string;
  userId?: string;
  password?: string;
  /** Who sends this role a note (another member). */
  noteFrom?: string;
}

const STATE_ROLES: StateRole[] = [
  { name: "visitor" },
  { name: "member", userId: "demouser", password: DEMO_PASSWORD, noteFrom: "hanbitlead" },
  { name: "company manager", userId: "hanbitlead", password: DEMO_PASSWORD, noteFrom: "demouser" },
  { name: "administrator", userId: "admin", password: ADMIN_PASSWORD, noteFrom: "demouser" },
];

// One test per role and page (a failure says where), each on one page load but the note centre's and
// the planner's; the role's context logs in once per worker.
for (const role of STATE_ROLES) {
  test.describe(`axe with something open as ${role.name}`, () => {
    const held = rolePerWorker(role);
    /** Runs `states` on a new page of the role's context and expects no violation in any state it opened. */
    const run = async (states: (page: Page, found: string[]) => Promise<void>) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      const page = await held.context.newPage();
      try {
        await states(page, found);
      } finally {
        await page.close();
      }
      expect(found).toEqual([]);
    };
    test(`the home page's overlay, menus, drawer and reservation as ${role.name}`, async () => {
      await run((page, found) => homeStates(page, role.userId !== undefined, found));
    });
    test(`a deal's dialogs as ${role.name}`, async () => {
      await run((page, found) => dealStates(page, role, found));
    });
    if (!role.userId) return;
    test(`the own post's, the note centre's and the load planner's as ${role.name}`, async ({ browser }) => {
      const { postId, planId } = await ownThings(held.context.request, held.csrf);
      const noteText = `접근성 확인 쪽지 ${Date.now()}`;
      const sender = await roleContext(browser, role.noteFrom, DEMO_PASSWORD);
      await sendJson(sender.context.request, sender.csrf, "/api/notes", {
        recipients: [role.userId],
        bodyHtml: `<p>${noteText}</p>`,
      });
      await sender.context.close();
      await run(async (page, found) => {
        await postStates(page, postId, found);
        await noteStates(page, noteText, found);
        await plannerStates(page, role, planId, found);
      });
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
