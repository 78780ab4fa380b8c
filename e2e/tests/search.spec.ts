/**
 * 통합검색 in the browser (issue 42 §2): the header's box opens the search page with Enter and shows
 * 인기 검색어 on focus as a listbox the keyboard uses (at 1280 px, and in the phone drawer at 390 px);
 * the page shows the totals per kind, marked titles and snippets (stored markup as text), "더 보기"
 * opening one kind's list, the filters and sort in the address (back/forward restore them), the particle
 * note and the empty state; the administrators' exclusion screen keeps a word out of 인기 검색어.
 * Axe-core at 1280 and 390 px with the list and the drawer open. The posts are written through the API
 * with words of their own (the demo content's words are checked by the accessibility crawl's search routes).
 */
import { type Browser, expect, test } from "./fixtures.ts";
import {
  ADMIN_PASSWORD,
  apiSession,
  choose,
  DEMO_PASSWORD,
  expectNoViolations,
  login,
  postBody,
  QNA,
} from "./support.ts";

/** A word no demo content holds, new for each run. */
const stamp = Date.now().toString(36).toUpperCase();
const WORD = `SRCH${stamp}`;
/** The word as 인기 검색어 count it (Latin letters in lower case). */
const POPULAR = WORD.toLowerCase();

/** Searches `q` as `userId` (or a visitor) through the API: each member or address counts once a day. */
async function searchAs(browser: Browser, baseURL: string, q: string, userId?: string) {
  const context = await browser.newContext({ baseURL });
  if (userId) await apiSession(context, userId, DEMO_PASSWORD);
  const res = await context.request.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  await context.close();
}

/** Makes `WORD` one of 인기 검색어: three members and a visitor search it. */
async function makePopular(browser: Browser, baseURL: string | undefined) {
  for (const userId of ["demouser", "hanbitlead", "daesungmgr", undefined])
    await searchAs(browser, baseURL ?? "", WORD, userId);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const send = await apiSession(context, "demouser", DEMO_PASSWORD);
  // Seven posts with the word (more than the overview's five), one with it in the body only, one whose
  // title holds markup, which must show as text.
  for (let n = 1; n <= 7; n += 1) {
    await send("POST", `/api/boards/${QNA}/posts`, postBody(`${WORD} 지게차 점검 요령 ${n}`));
  }
  await send(
    "POST",
    `/api/boards/${QNA}/posts`,
    postBody("본문에만 있는 글", { bodyHtml: `<p>창고 안전 교육에서 ${WORD} 장비를 소개했습니다.</p>` }),
  );
  await send("POST", `/api/boards/${QNA}/posts`, postBody(`<b>굵게</b> ${WORD} 표시`));
  await context.close();
  await makePopular(browser, baseURL);
});

test("the header's box shows 인기 검색어 on focus, the keyboard picks one, and Enter opens the search page", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  // The button opens the box in the menu's place, focused, with 인기 검색어.
  const open = page.getByRole("button", { name: "통합검색 열기" });
  await open.click();
  const box = page.getByRole("search", { name: "통합검색" }).getByRole("combobox", { name: "통합검색" });
  await expect(box).toBeFocused();
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toHaveCount(0);
  const list = page.getByRole("listbox", { name: "인기 검색어" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("option", { name: POPULAR, exact: true })).toBeVisible();
  // ↓ makes the first word the active option; the field keeps the focus.
  await box.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  await expect(box).toBeFocused();
  await box.press("ArrowUp");
  await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath("header-popular-1280.png") });
  // Escape closes the list, a second Escape the box (the focus back on its button).
  await box.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("Escape");
  await expect(open).toBeFocused();
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeVisible();
  // Typed words and Enter open the search page.
  await open.click();
  await box.fill(WORD);
  await box.press("Enter");
  await expect(page).toHaveURL(`/app/search?q=${WORD}`);
  await expect(page.getByRole("heading", { level: 1, name: `'${WORD}' 검색 결과` })).toBeVisible();
  // A word of the list opens its search with a click; ↓ and Enter open the active one.
  await page.goto("/");
  await open.click();
  await list.getByRole("option", { name: POPULAR, exact: true }).click();
  await expect(page).toHaveURL(`/app/search?q=${POPULAR}`);
  await page.goto("/");
  await open.click();
  await expect(list).toBeVisible();
  const firstText = (await list.getByRole("option").first().textContent()) ?? "";
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/app\/search\?q=/);
  const q = new URL(page.url()).searchParams.get("q") ?? "";
  expect(q.length > 0 && firstText.endsWith(q)).toBe(true);
});

test("the phone drawer holds the box: 인기 검색어 on focus, and a search closes the drawer", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // The header's own button is not shown on a phone.
  await expect(page.getByRole("button", { name: "통합검색 열기" })).toHaveCount(0);
  await page.getByRole("button", { name: "전체 메뉴" }).click();
  const drawer = page.getByRole("dialog");
  const box = drawer.getByRole("combobox", { name: "통합검색" });
  await box.focus();
  const list = drawer.getByRole("listbox", { name: "인기 검색어" });
  await expect(list.getByRole("option", { name: POPULAR, exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath("drawer-popular-390.png") });
  await box.fill(WORD);
  await box.press("Enter");
  await expect(page).toHaveURL(`/app/search?q=${WORD}`);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: `'${WORD}' 검색 결과` })).toBeVisible();
});

test("the page: totals, marks in titles and snippets, markup as text, 더 보기, filters and back/forward", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/search?q=${WORD}`);
  const kinds = page.getByRole("navigation", { name: "결과 종류" });
  await expect(kinds.getByRole("link", { name: "게시글 9" })).toBeVisible();
  await expect(kinds.getByRole("link", { name: "전체 9" })).toHaveAttribute("aria-current", "page");
  // A kind without results is named, without a link.
  await expect(kinds.getByText("중고거래 0")).toBeVisible();
  await expect(kinds.getByRole("link", { name: /중고거래/ })).toHaveCount(0);
  const posts = page.getByRole("region", { name: "게시글 9건" });
  await expect(posts.getByRole("listitem")).toHaveCount(5);
  // The searched word is marked in titles and in the snippet of the post that has it in its body only.
  await expect(posts.locator("h3 mark").first()).toHaveText(WORD);
  // Markup stored in a title is text.
  await expect(posts.getByRole("link", { name: `<b>굵게</b> ${WORD} 표시` })).toBeVisible();
  await expect(page.locator("h3 b")).toHaveCount(0);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath("search-overview-1280.png"), fullPage: true });

  // 더 보기 opens the posts' list, 15 a page like the boards, the whole result a link to the post.
  await posts.getByRole("link", { name: "게시글 더 보기" }).click();
  await expect(page).toHaveURL(`/app/search?q=${WORD}&kind=post`);
  const list = page.getByRole("region", { name: "게시글 9건" });
  await expect(list.getByRole("listitem")).toHaveCount(9);
  await expect(page.getByText("전체 9건", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "페이지당 결과" })).toHaveValue("15");
  await expect(list.getByRole("link").first()).toHaveAttribute("href", /^\/app\/board\/\d{20}\/\d+/);
  // The post with the word in its body only: its snippet marks it, its title has no mark.
  const bodyOnly = list.getByRole("listitem").filter({ hasText: "본문에만 있는 글" });
  await expect(bodyOnly.locator("p mark")).toHaveText(WORD);
  await expect(bodyOnly.locator("h3 mark")).toHaveCount(0);

  // Sort and period go into the address; back and forward restore the page.
  await choose(page, "정렬", "최신순");
  await expect(page).toHaveURL(`/app/search?q=${WORD}&kind=post&sort=newest`);
  await expect(list.getByRole("listitem").first()).toContainText("표시");
  await choose(page, "기간", "1주");
  await expect(page).toHaveURL(`/app/search?q=${WORD}&kind=post&period=week&sort=newest`);
  await page.getByLabel("작성자", { exact: true }).fill("김물류");
  await page.getByRole("button", { name: "적용" }).click();
  await expect(page).toHaveURL(
    `/app/search?q=${WORD}&kind=post&period=week&author=%EA%B9%80%EB%AC%BC%EB%A5%98&sort=newest`,
  );
  await expect(list.getByRole("listitem")).toHaveCount(9);
  await page.getByLabel("작성자", { exact: true }).fill("없는 사람");
  await page.getByRole("button", { name: "적용" }).click();
  await expect(page.getByText("검색 결과가 없습니다.").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("작성자", { exact: true })).toHaveValue("김물류");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(`/app/search?q=${WORD}&kind=post&sort=newest`);
  await expect(page.getByRole("combobox", { name: "정렬" })).toHaveValue("최신순");
  await expect(page.getByRole("combobox", { name: "기간" })).toHaveValue("전체");
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "정렬" })).toHaveValue("정확도순");
  await page.goForward();
  await expect(page.getByRole("combobox", { name: "정렬" })).toHaveValue("최신순");
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath("search-list-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath("search-list-390.png"), fullPage: true });

  // A shared link opens the same page; the board filter narrows to the posts of one board.
  await page.goto(`/app/search?q=${WORD}&kind=post&boardId=${QNA}&sort=newest`);
  await expect(page.getByRole("combobox", { name: "게시판" })).not.toHaveValue("전체 게시판");
  await expect(page.getByRole("region", { name: "게시글 9건" }).getByRole("listitem")).toHaveCount(9);
  await page.goto(`/app/search?q=${WORD}`);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath("search-overview-390.png"), fullPage: true });
});

test("a word ending in a particle is searched as its stem, with a note; no result says so with a hint", async ({
  page,
}) => {
  // "요령은" is in no text ("전동지게차를" is in a demo deal, so "지게차를" finds something as typed).
  await page.goto(`/app/search?q=${encodeURIComponent(`${WORD} 요령은`)}`);
  await expect(page.getByText("'요령은' 대신 '요령'(으)로 검색한 결과입니다.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "결과 종류" }).getByRole("link", { name: "게시글 7" }),
  ).toBeVisible();
  await page.goto(`/app/search?q=${WORD}QQQ`);
  await expect(page.getByText("검색 결과가 없습니다.")).toBeVisible();
  await expect(page.getByText(/더 짧거나 다른 단어로 검색해 보세요/)).toBeVisible();
  await expect(page.getByRole("complementary", { name: "인기 검색어" })).toBeVisible();
});

test("an administrator keeps a word out of 인기 검색어 and lets it back, with a confirmation", async ({
  page,
}, testInfo) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/app/totalboard/search-words");
  await expect(page.getByRole("heading", { level: 1, name: "인기 검색어 제외" })).toBeVisible();
  const field = page.getByRole("textbox", { name: "제외할 검색어" });
  const add = page.getByRole("button", { name: "추가" });
  await add.click();
  await expect(page.getByText("검색어를 입력하세요.")).toBeVisible();
  await field.fill("가".repeat(101));
  await add.click();
  await expect(page.getByText("검색어는 100자까지 입력할 수 있습니다.")).toBeVisible();
  await field.fill(POPULAR);
  await add.click();
  await expect(page.getByText(`'${POPULAR}'을(를) 인기 검색어에서 제외했습니다.`).first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: POPULAR })).toBeVisible();
  await field.fill(` ${POPULAR} `);
  await add.click();
  await expect(page.getByText("이미 제외한 검색어입니다.")).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`search-exclusions-${width}.png`), fullPage: true });
  }
  // 인기 검색어 leave the word out, on the search page and in the header's list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/app/search?q=AGV");
  const popular = page.getByRole("complementary", { name: "인기 검색어" });
  await expect(popular.getByRole("link").first()).toBeVisible();
  await expect(popular.getByRole("link", { name: POPULAR, exact: true })).toHaveCount(0);

  // Removing asks first; cancelling keeps the word.
  await page.goto("/app/totalboard/search-words");
  await page.getByRole("button", { name: `'${POPULAR}' 제외 해제` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`'${POPULAR}'을(를) 제외 목록에서 빼시겠습니까?`, { exact: false })).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: POPULAR })).toBeVisible();
  await page.getByRole("button", { name: `'${POPULAR}' 제외 해제` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "제외 해제" }).click();
  await expect(page.getByText(`'${POPULAR}'의 제외를 해제했습니다.`).first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: POPULAR })).toHaveCount(0);
  await page.goto("/app/search?q=AGV");
  await expect(
    page.getByRole("complementary", { name: "인기 검색어" }).getByRole("link", { name: POPULAR, exact: true }),
  ).toBeVisible();
});
