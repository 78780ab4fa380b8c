/**
 * The first hour of a real user (issue 24 §1–§3): the site crawled from home as a visitor, a member
 * (demouser), a company manager (hanbitlead), a member without a company (sorayoon) and the
 * administrator, following the main menu, the footer and the site map; the login page keeping the
 * address asked for (by password and by a social login; no other site as the return target); the
 * document titles of every kind of route; the operator details in the footer at both widths, in
 * the privacy policy and edited by the administrator.
 */
import { expect, type Page, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, login, QNA } from "./support.ts";

const APP = "스마트물류 컨소시엄 포털";
const SUFFIX = ` | ${APP}`;

/** Information pages and where the menu puts them (issue 24 §1). */
const INFO_PAGES = [
  "/app/PLT010101",
  "/app/PLT010201",
  "/app/PLT010301",
  "/app/PLT010401",
  "/app/PLT010501",
  "/app/PLT010601",
  "/app/PLT010701",
  "/app/PLT010801",
  "/app/PLT020101",
  "/app/PLT020201",
  "/app/PLT020301",
  "/app/PLT020401",
  "/app/PLT020501",
  "/app/PLT030101",
  "/app/PLT030301",
  "/app/PLT030401",
  "/app/PLT030501",
  "/app/FUL/PLT000101_11",
];
const COMMON = [
  ...INFO_PAGES,
  "/app/FUL/PLT000101_05",
  "/app/commonboard",
  "/app/trade",
  `/app/board/${QNA}`,
  "/app/FUL/TermsOfservice",
  "/app/FUL/PrivacyPolicy",
  "/app/Menu",
];
const DASHBOARD = "/app/dashboard";
const ADMIN = ["/app/totalboard", "/app/totalboard/permissions", "/app/dashboard/bigdata/billing"];

/**
 * Every address the header's main menu and the footer link to (menus closed: their links are in the
 * page), once the menu shows the session's entries.
 */
async function menuLinks(page: Page, loggedIn: boolean): Promise<Set<string>> {
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  await expect(nav).toBeVisible();
  const member = loggedIn
    ? page.getByRole("button", { name: "로그아웃" })
    : page.getByRole("link", { name: "로그인", exact: true });
  await expect(member.first()).toBeVisible();
  const hrefs = [
    ...(await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
    ...(await page
      .getByRole("contentinfo")
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
  ];
  return new Set(hrefs);
}

/** Opens the site map from the footer and returns its links. */
async function siteMapLinks(page: Page): Promise<Set<string>> {
  await page.getByRole("contentinfo").getByRole("link", { name: "전체 메뉴" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "전체 메뉴" })).toBeVisible();
  const hrefs = await page
    .getByRole("main")
    .locator("a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return new Set(hrefs);
}

/** Opens every address: none is "not found", each names itself in the title. */
async function visitAll(page: Page, addresses: Iterable<string>): Promise<void> {
  for (const address of addresses) {
    await page.goto(address);
    // Each screen's code loads on first need: a loaded machine takes its time.
    await expect(page.locator("h1").first(), address).toBeVisible({ timeout: 30_000 });
    await expect(page, address).toHaveTitle(new RegExp(`.+ \\| ${APP}$`));
    expect(await page.title(), address).not.toMatch(/^페이지를 찾을 수 없습니다/);
  }
}

/** Whether the document title names the page's first heading. */
async function titleNamesHeading(page: Page): Promise<boolean> {
  return (await page.title()) === `${await page.locator("h1").first().innerText()}${SUFFIX}`;
}

for (const role of [
  { who: "demouser", company: true },
  { who: "hanbitlead", company: true },
  { who: "sorayoon", company: false },
  { who: "admin", company: true },
]) {
  test(`${role.who} reaches every feature meant for them from home, and no other`, async ({ page }) => {
    test.setTimeout(300_000);
    if (role.who === "admin") await login(page, "admin", ADMIN_PASSWORD);
    else await login(page, role.who);
    await page.goto("/");
    const reachable = await menuLinks(page, true);
    const fromSiteMap = await siteMapLinks(page);
    const admin = role.who === "admin";
    for (const address of COMMON.filter((a) => a !== "/app/Menu")) {
      expect(reachable.has(address), `menu: ${address}`).toBe(true);
      expect(fromSiteMap.has(address), `site map: ${address}`).toBe(true);
    }
    for (const links of [reachable, fromSiteMap]) {
      expect(links.has(DASHBOARD), "dashboard").toBe(role.company);
      for (const address of ADMIN) expect(links.has(address), address).toBe(admin);
    }
    // The administrator's links are a superset of everyone's: each opens a page that names itself.
    if (admin) await visitAll(page, [...new Set([...reachable, ...fromSiteMap])]);
    else
      await visitAll(
        page,
        [DASHBOARD, "/app/PLT020101", "/app/FUL/PLT000101_11"].filter((a) => reachable.has(a)),
      );
  });
}

test("a visitor finds every public page from home; guarded ones lead to the login page", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto("/");
  const reachable = await menuLinks(page, false);
  for (const address of COMMON) expect(reachable.has(address), address).toBe(true);
  expect(reachable.has(DASHBOARD)).toBe(false);
  for (const address of ADMIN) expect(reachable.has(address), address).toBe(false);
  // The site map needs a login (boards spec's route table): its link leads to the login page.
  await page.getByRole("contentinfo").getByRole("link", { name: "전체 메뉴" }).click();
  await expect(page).toHaveURL("/app/FUL/Login?returnTo=%2Fapp%2FMenu");
  await expect(page.getByText("로그인 후 이용 가능합니다.")).toBeVisible();
  await visitAll(page, reachable);
  // Clicking through the desktop menu as a person would.
  await page.goto("/");
  await page.getByRole("button", { name: "플랫폼" }).click();
  await page.getByRole("link", { name: "목적과 비전" }).click();
  await expect(page).toHaveURL("/app/PLT010201");
  await expect(page.getByRole("heading", { level: 1, name: "목적과 비전" })).toBeVisible();
});

test("the phone menu shows the same entries by role", async ({ page }) => {
  const open = async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "전체 메뉴" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "적재 시뮬레이션" }).click();
    await drawer.getByRole("button", { name: "플랫폼" }).click();
    return drawer;
  };
  let drawer = await open();
  await expect(drawer.getByRole("link", { name: "디지털트윈" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "관리자 기능" })).toHaveCount(0);
  await expect(drawer.getByRole("link", { name: "물류 대시보드" })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "admin", ADMIN_PASSWORD);
  drawer = await open();
  await expect(drawer.getByRole("link", { name: "관리자 기능" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "권한 설정" })).toBeVisible();
  await drawer.getByRole("link", { name: "물류 대시보드" }).click();
  await expect(page).toHaveURL("/app/dashboard");
});

test("a guarded address opened while logged out comes back with its query after the login", async ({ page }) => {
  await page.goto("/app/FUL/Note?mode=sendList");
  await expect(page).toHaveURL("/app/FUL/Login?returnTo=%2Fapp%2FFUL%2FNote%3Fmode%3DsendList");
  await expect(page.getByText("로그인 후 이용 가능합니다.")).toBeVisible();
  await expect(page).toHaveTitle(`로그인${SUFFIX}`);
  await page.getByLabel("아이디").fill("demouser");
  await page.getByLabel("비밀번호", { exact: true }).fill("Demo1234!");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL("/app/FUL/Note?mode=sendList");
  await expect(page).toHaveTitle(`쪽지함${SUFFIX}`);
  // My page and the administrator's screens lead to the login page too.
  await page.context().clearCookies();
  await page.goto("/app/FUL/MyPage");
  await expect(page).toHaveURL("/app/FUL/Login?returnTo=%2Fapp%2FFUL%2FMyPage");
  await page.goto("/app/totalboard/audit?action=page.save");
  await expect(page).toHaveURL(/\/app\/FUL\/Login\?returnTo=%2Fapp%2Ftotalboard%2Faudit%3Faction%3Dpage\.save$/);
  await page.getByLabel("아이디").fill("admin");
  await page.getByLabel("비밀번호", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await expect(page).toHaveURL("/app/totalboard/audit?action=page.save");
});

test("a social login comes back to the address asked for, after the consent", async ({ page }) => {
  await page.goto(`/app/board/register?bbsId=${QNA}`);
  await expect(page).toHaveURL(/\/app\/FUL\/Login\?returnTo=/);
  await page.getByRole("link", { name: "카카오로 로그인" }).click();
  // The local provider approves at once; a new account agrees to the terms first.
  await expect(page).toHaveURL(/\/app\/FUL\/Terms$/);
  await page.getByRole("checkbox", { name: /전체 동의/ }).check();
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page).toHaveURL(`/app/board/register?bbsId=${QNA}`);
  await expect(page).toHaveTitle(`글쓰기${SUFFIX}`);
});

test("only same-site paths are followed after a login", async ({ page }) => {
  for (const target of ["//evil.com", "https://evil.com", "/\\evil.com", "/\t/evil.com"]) {
    await page.context().clearCookies();
    await page.goto(`/app/FUL/Login?returnTo=${encodeURIComponent(target)}`);
    await page.getByLabel("아이디").fill("demouser");
    await page.getByLabel("비밀번호", { exact: true }).fill("Demo1234!");
    await page.getByLabel("비밀번호", { exact: true }).press("Enter");
    await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
    await expect(page, target).toHaveURL("/");
  }
});

test("every kind of route names its page in the title", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await expect(page).toHaveTitle(APP);
  await page.goto(`/app/board/${QNA}`);
  await expect(page).toHaveTitle(`Q&A${SUFFIX}`);
  await page.locator(`a[href^="/app/board/${QNA}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/board/${QNA}/\\d+$`));
  await expect(page).not.toHaveTitle(`Q&A${SUFFIX}`);
  await expect.poll(() => titleNamesHeading(page)).toBe(true);
  await page.goto("/app/PLT010401");
  await expect(page).toHaveTitle(`추진 체계와 예산${SUFFIX}`);
  await page.goto("/app/FUL/PrivacyPolicy");
  await expect(page).toHaveTitle(`개인정보처리방침${SUFFIX}`);
  await page.goto("/app/trade");
  await expect(page).toHaveTitle(`중고거래${SUFFIX}`);
  await page.locator('a[href^="/app/trade/"]:not([href="/app/trade/register"])').first().click();
  await expect(page).toHaveURL(/\/app\/trade\/\w+\/\w+\/\d+$/);
  await expect(page).not.toHaveTitle(`중고거래${SUFFIX}`);
  await expect.poll(() => titleNamesHeading(page)).toBe(true);
  await page.goto("/app/POPUP/PLT000101_02");
  await expect(page).toHaveTitle(`사업 참여 안내${SUFFIX}`);
  await page.goto("/app/no-such-page/here");
  await expect(page).toHaveTitle(`페이지를 찾을 수 없습니다${SUFFIX}`);
  await login(page, "hanbitlead");
  await page.goto("/app/dashboard/transport/20211101090000000002");
  await expect(page).toHaveTitle(`운송 대시보드${SUFFIX}`);
  await page.goto("/app/FUL/PLT000101_05");
  await expect(page).toHaveTitle(`적재 시뮬레이션${SUFFIX}`);
});

test("each editor's title names what it edits: three information pages, two boards, a new board", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "admin", ADMIN_PASSWORD);
  const titles: string[] = [];
  for (const pageId of ["PLT010401", "PLT010101", "PLT010201"]) {
    await page.goto(`/app/totalboard/pages/${pageId}`);
    await expect(page.getByRole("heading", { level: 1, name: /^페이지 수정: / })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^.+ 페이지 편집${SUFFIX.replace("|", "\\|")}$`));
    titles.push(await page.title());
  }
  expect(titles[0]).toBe(`추진 체계와 예산 페이지 편집${SUFFIX}`);
  expect(new Set(titles).size).toBe(3);
  await page.goto("/app/boardupdate/20210712101500000014");
  await expect(page).toHaveTitle(`공지사항 게시판 수정${SUFFIX}`);
  await page.goto(`/app/boardupdate/${QNA}`);
  await expect(page).toHaveTitle(`Q&A 게시판 수정${SUFFIX}`);
  await page.goto("/app/boardregister");
  await expect(page).toHaveTitle(`게시판 만들기${SUFFIX}`);
});

test("the footer names the operator at both widths; the privacy policy names the officer", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/app/PLT010101");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("스마트물류 컨소시엄 운영사무국")).toBeVisible();
    await expect(footer.getByText("대표자 김도현")).toBeVisible();
    await expect(footer.getByText("인천광역시 남동구 남동서로 123, 스마트물류 실증센터 2층")).toBeVisible();
    await expect(footer.getByText("사업자등록번호 123-45-67891")).toBeVisible();
    await expect(footer.getByText("전화 032-000-1200")).toBeVisible();
    await expect(footer.getByText("개인정보보호책임자 이서연 (privacy@portal.example.kr)")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
  await page.goto("/app/FUL/PrivacyPolicy");
  const officer = page.getByRole("region", { name: "개인정보 보호책임자" });
  await expect(officer.getByText("성명 이서연 · 전화 032-000-1201 · 이메일 privacy@portal.example.kr")).toBeVisible();
});

test("the administrator edits the operator details; the footer shows them at once", async ({ page }) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard");
  await page.getByRole("tab", { name: "운영자 정보" }).click();
  await expect(page).toHaveURL("/app/totalboard/operator");
  const phone = page.getByLabel("대표 전화");
  await expect(phone).toHaveValue("032-000-1200");
  // Every problem shows at once, next to its field; nothing is sent.
  await phone.fill("전화");
  await page.getByLabel("사업자등록번호").fill("123-45-67890");
  await page.getByLabel("기관명").fill("");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("번호는 숫자와 하이픈(-)으로 20자 이내로 입력해 주세요.")).toBeVisible();
  await expect(page.getByText("올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.")).toBeVisible();
  await expect(page.getByText("필수 항목입니다. 내용을 입력해 주세요.")).toBeVisible();
  await page.getByLabel("기관명").fill("스마트물류 컨소시엄 운영사무국");
  await page.getByLabel("사업자등록번호").fill("123-45-67891");
  await phone.fill("032-000-1300");
  await page.getByRole("button", { name: "저장" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("운영자 정보를 저장했습니다.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByText("전화 032-000-1300")).toBeVisible();
  await page.goto("/app/totalboard/operator");
  await page.getByLabel("대표 전화").fill("032-000-1200");
  await page.getByRole("button", { name: "저장" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("운영자 정보를 저장했습니다.")).toBeVisible();
  // A member is refused the screen.
  await page.getByRole("button", { name: "로그아웃" }).click();
  await login(page, "hanbitlead");
  await page.goto("/app/totalboard/operator");
  await expect(page.getByText("관리자만 사용할 수 있는 기능입니다.")).toBeVisible();
  await expect(page).toHaveURL("/");
});
