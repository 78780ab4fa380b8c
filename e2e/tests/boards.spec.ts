import { expect, test } from "./fixtures.ts";
import { apiSession, DEMO_PASSWORD, login, postBody, QNA, saveWithConfirm, typeBody } from "./support.ts";

test("a visitor opens a board from the main menu and reads a post", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("button", { name: "문의" }).click();
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  await expect(nav.getByRole("link", { name: "Q&A" })).toBeVisible();
  await nav.getByRole("link", { name: "Q&A" }).click();
  await expect(page).toHaveURL(`/app/board/${QNA}`);
  await expect(page.getByRole("heading", { name: "Q&A" })).toBeVisible();
  for (const column of ["번호", "제목", "작성자", "등록일", "조회수"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
  const first = page.locator(`a[href^="/app/board/${QNA}/"]`).first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title.trim());
  await expect(page.getByRole("button", { name: "수정" })).toHaveCount(0);
  await page.getByRole("link", { name: "목록" }).click();
  await expect(page).toHaveURL(`/app/board/${QNA}`);
  expect(violations).toEqual([]);
});

test("a menu opens on click and closes on a click elsewhere", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "주 메뉴" });
  await page.getByRole("button", { name: "플랫폼" }).click();
  await expect(page.getByRole("button", { name: "플랫폼" })).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "공지사항" })).toBeVisible();
  await page.getByRole("button", { name: "사례" }).click();
  await expect(nav.getByRole("link", { name: "대나무숲" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "공지사항" })).toBeHidden();
  // A click elsewhere on the page (the footer) closes it.
  await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
  await expect(nav.getByRole("link", { name: "대나무숲" })).toBeHidden();
  await page.getByRole("button", { name: "문의" }).click();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "FAQ" })).toBeHidden();
  await expect(page.getByRole("button", { name: "문의" })).toBeFocused();
});

test("a member writes, finds, edits and deletes a post; another member replies", async ({ page, browser }) => {
  const title = `실증센터 지게차 교육 문의 ${Date.now() % 100000}`;
  await login(page, "demouser");
  await page.goto(`/app/board/${QNA}`);
  await page.getByRole("link", { name: "글쓰기" }).click();
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("제목을 입력해 주세요.")).toBeVisible();
  await page.getByRole("textbox", { name: "제목" }).fill(title);
  await typeBody(page, "다음 달 지게차 안전 교육 일정이 궁금합니다.");
  await saveWithConfirm(page);
  // The new post opens to its writer, at its top (issue 38 §4: the list had opened scrolled to its end).
  await expect(page).toHaveURL(new RegExp(`/app/board/${QNA}/\\d+$`));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const postUrl = page.url();

  await page.goto(`/app/board/${QNA}`);
  await page.getByRole("searchbox").or(page.getByPlaceholder("제목으로 검색")).fill("지게차 교육");
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await page.getByRole("link", { name: title }).click();
  await expect(heading).toHaveText(title);
  expect(page.url()).toBe(postUrl);

  await page.getByRole("button", { name: "수정" }).click();
  await expect(page.getByRole("textbox", { name: "제목" })).toHaveValue(title);
  await page.getByRole("textbox", { name: "제목" }).fill(`${title} (수정)`);
  await saveWithConfirm(page);
  // An edit returns to the post.
  await expect(page).toHaveURL(postUrl);
  await expect(heading).toHaveText(`${title} (수정)`);
  await expect(heading).toBeInViewport();

  // At phone width (a longer form, saved from far down), the reply opens at its top too.
  const other = await browser.newPage();
  await login(other, "hanbitlead");
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto(postUrl);
  await other.getByRole("link", { name: "답글" }).click();
  await expect(other.getByRole("heading", { name: "답글 쓰기" })).toBeVisible();
  await expect(other.getByRole("textbox", { name: "제목" })).toHaveValue(`${title} (수정)`);
  await other.getByRole("textbox", { name: "제목" }).fill(`교육 일정 안내 ${title}`);
  await typeBody(other, "교육은 매월 둘째 주 화요일에 열립니다.");
  await saveWithConfirm(other);
  await expect(other).toHaveURL(new RegExp(`/app/board/${QNA}/\\d+$`));
  expect(other.url()).not.toBe(postUrl);
  await expect(other.getByRole("heading", { level: 1 })).toContainText(`교육 일정 안내 ${title}`);
  await expect(other.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await other.evaluate(() => window.scrollY)).toBe(0);
  await other.goto(`/app/board/${QNA}`);
  const replyRow = other
    .getByRole("row")
    .filter({ hasText: "RE:" })
    .filter({ hasText: `교육 일정 안내 ${title}` });
  await expect(replyRow).toBeVisible();
  await other.close();

  await page.goto(postUrl);
  await page.getByRole("button", { name: "삭제" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(`/app/board/${QNA}`);
  await expect(page.getByRole("link", { name: `${title} (수정)`, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `교육 일정 안내 ${title}` })).toBeVisible();
});

test("another member cannot read a secret post", async ({ page, browser }) => {
  const title = `비밀 견적 요청 ${Date.now() % 100000}`;
  await login(page, "demouser");
  await page.goto(`/app/board/register?bbsId=${QNA}`);
  await page.getByRole("textbox", { name: "제목" }).fill(title);
  await typeBody(page, "자동창고 도입 견적을 요청합니다.");
  await page.getByRole("radiogroup", { name: "비밀글" }).getByLabel("사용", { exact: true }).check();
  await saveWithConfirm(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const url = page.url();

  const other = await browser.newPage();
  await login(other, "jhjung01", DEMO_PASSWORD);
  await other.goto(`/app/board/${QNA}`);
  await expect(other.getByText(title)).toHaveCount(0);
  await expect(other.getByText("비밀글입니다.").first()).toBeVisible();
  await other.goto(url);
  await expect(other.getByText("비밀글은 작성자와 관리자만 볼 수 있습니다.")).toBeVisible();
  await expect(other).toHaveURL(`/app/board/${QNA}`);
  await other.close();
});

test("a post links to the posts above and below it, the list marks attachments, 통합게시판 shows the newest posts", async ({
  page,
}) => {
  const stamp = Date.now() % 100000;
  const older = `팔레트 보관 기준 ${stamp}`;
  const middle = `지게차 배터리 교체 주기 ${stamp}`;
  const newer = `컨베이어 점검표 ${stamp}`;
  const call = await apiSession(page, "demouser", DEMO_PASSWORD);
  const ids: number[] = [];
  for (const title of [older, middle, newer])
    ids.push((await call("POST", `/api/boards/${QNA}/posts`, postBody(title))).postId);
  const csrf = (await (await page.request.get("/api/auth/session")).json()).csrfToken as string;
  const upload = await page.request.post(`/api/posts/${ids[1]}/files`, {
    headers: { "x-csrf-token": csrf },
    multipart: { file: { name: "점검표.txt", mimeType: "text/plain", buffer: Buffer.from("배터리 점검 기록") } },
  });
  expect(upload.status()).toBe(201);

  await page.goto(`/app/board/${QNA}`);
  const row = (title: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row(middle).getByRole("img", { name: "첨부파일 있음" })).toBeVisible();
  await expect(row(newer).getByRole("img", { name: "첨부파일 있음" })).toHaveCount(0);

  await page.getByRole("link", { name: middle }).click();
  const neighbours = page.getByRole("navigation", { name: "이전글과 다음글" });
  await expect(neighbours.getByRole("listitem").filter({ hasText: "이전글" })).toContainText(newer);
  await expect(neighbours.getByRole("listitem").filter({ hasText: "다음글" })).toContainText(older);
  await neighbours.getByRole("link", { name: older }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(older);
  await expect(
    page.getByRole("navigation", { name: "이전글과 다음글" }).getByRole("link", { name: middle }),
  ).toBeVisible();

  await page.goto("/app/commonboard");
  await expect(page.getByRole("heading", { level: 1, name: "통합게시판" })).toBeVisible();
  const newest = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: middle }) });
  await expect(newest).toContainText("Q&A");
  await expect(newest.getByRole("img", { name: "첨부파일 있음" })).toBeVisible();
  const links = page.getByRole("main").getByRole("link");
  await expect(links.filter({ hasText: newer })).toBeVisible();
  // Newest first.
  const titles = await page.getByRole("main").getByRole("listitem").allTextContents();
  const at = (title: string) => titles.findIndex((text) => text.includes(title));
  expect(at(newer)).toBeLessThan(at(middle));
  expect(at(middle)).toBeLessThan(at(older));
  await page.getByRole("link", { name: newer }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newer);
});

test("a logged-out visitor is sent to the login page from guarded routes; a member is kept out of administration", async ({
  page,
}) => {
  await page.goto(`/app/board/register?bbsId=${QNA}`);
  await expect(page.getByText("로그인 후 이용 가능합니다.")).toBeVisible();
  await expect(page).toHaveURL(`/app/FUL/Login?returnTo=${encodeURIComponent(`/app/board/register?bbsId=${QNA}`)}`);
  await login(page, "demouser");
  await page.goto("/app/totalboard");
  await expect(page.getByText("관리자만 사용할 수 있는 기능입니다.")).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("an unknown address says the page was not found; an information page shows its content", async ({ page }) => {
  await page.goto("/app/no-such-page");
  await expect(page.getByRole("heading", { name: "요청하신 페이지를 찾을 수 없습니다." })).toBeVisible();
  await page.goto("/app/PLT010101");
  await expect(page.getByRole("heading", { level: 1, name: "사업 개요" })).toBeVisible();
});

test("the login box checks its fields and shows the server's message", async ({ page }) => {
  await page.goto("/app/FUL/Login");
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toHaveCount(0);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByText("아이디를 입력하세요.")).toBeVisible();
  await page.getByLabel("아이디").fill("demouser");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByText("비밀번호를 입력하세요.")).toBeVisible();
  await page.getByLabel("비밀번호", { exact: true }).fill("wrong-password!");
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await expect(page.getByRole("alert")).toContainText("아이디 또는 비밀번호가 일치하지 않습니다.");
});

test("the layout works on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/board/${QNA}`);
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeHidden();
  await page.getByRole("button", { name: "전체 메뉴" }).click();
  await page.getByRole("dialog").getByText("문의", { exact: true }).click();
  await page.getByRole("dialog").getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { name: "FAQ" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the FAQ opens as an accordion, with the keyboard too", async ({ page }) => {
  await page.goto("/app/board/20210712101500000015");
  await expect(page.getByRole("heading", { name: "FAQ" })).toBeVisible();
  const first = page.locator(".mantine-Accordion-control").first();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region").first();
  await expect(panel.locator(".post-body")).toBeVisible();
  await expect(panel.getByRole("link", { name: /이 글 전체 보기/ })).toBeVisible();
  // Arrow down moves to the next question; Space opens it, the first stays open.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(page.locator(".mantine-Accordion-control").nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: test.info().outputPath(`faq-${width}.png`), fullPage: true });
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
