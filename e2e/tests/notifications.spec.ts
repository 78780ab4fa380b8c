/**
 * The notification centre (issue 40) in two browsers: the bell's unread count rises live when another
 * member comments on one's post (no reload), the drawer lists it (unread first, "방금 전"), its link
 * leads to the comment, "모두 읽음" clears the count, and the full page filters by type; at 1280 and
 * 390 px, with axe-core (drawer open). Uses the seeded demo members. The preferences table on
 * 마이페이지 (a fresh member): a switch and a select changed, kept after a reload, at 1280 and 390 px with axe.
 * The @ list of the comment box and of the post editor, at 1280 and 390 px with axe; the member chosen is told.
 */
import { type Browser, expect, type Page, test } from "./fixtures.ts";
import {
  apiSession,
  DEMO_PASSWORD,
  expectNoViolations,
  login,
  postBody,
  QNA,
  SIGN_UP_PASSWORD,
  saveWithConfirm,
  signUp,
  typeBody,
} from "./support.ts";

const unique = (text: string) => `${text} ${Date.now() % 1_000_000}`;

/** A demo member in a browser context of its own, logged in (its pages show the member), with the API on its cookie jar. */
async function member(browser: Browser, userId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const call = await apiSession(page, userId, DEMO_PASSWORD);
  return { page, context, call };
}

/** The bell that is shown at the page's width (desktop header or beside the phone menu). */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^알림/ }).locator("visible=true");

test.describe.configure({ timeout: 300_000 });

test("the bell counts another member's comment live; the list, its link, 모두 읽음 and the page", async ({
  browser,
}) => {
  const owner = await member(browser, "demouser");
  const other = await member(browser, "hanbitlead");
  const title = unique("알림 확인용 질문");
  const { postId } = await owner.call("POST", `/api/boards/${QNA}/posts`, postBody(title));
  await owner.call("POST", "/api/notifications/read-all", {});

  for (const width of [1280, 390]) {
    await owner.page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await owner.page.goto("/");
    await expect(bell(owner.page)).toHaveAccessibleName("알림");
    // The other member comments in their own browser: the owner's bell changes without a reload.
    const { commentId } = await other.call("POST", `/api/posts/${postId}/comments`, { body: `${width}px 답변` });
    await expect(bell(owner.page)).toHaveAccessibleName("알림, 읽지 않은 알림 1개", { timeout: 15_000 });

    await bell(owner.page).click();
    const drawer = owner.page.getByRole("dialog", { name: "알림" });
    await expect(drawer).toBeVisible();
    const item = drawer.getByRole("link", { name: new RegExp(`「${title}」에 댓글을 남겼습니다`) }).first();
    await expect(item).toBeVisible();
    await expect(item).toContainText("방금 전");
    await expect(item).toContainText("읽지 않음");
    await expectNoViolations(owner.page);
    await owner.page.screenshot({ path: test.info().outputPath(`bell-${width}.png`) });

    if (width === 1280) {
      // Its link leads to the comment itself, and opening it marks it read.
      await item.click();
      await expect(owner.page).toHaveURL(new RegExp(`/app/board/${QNA}/${postId}#comment-${commentId}$`));
      await expect(owner.page.locator(`#comment-${commentId}`)).toBeVisible();
      await expect(bell(owner.page)).toHaveAccessibleName("알림");
    } else {
      await drawer.getByRole("button", { name: "모두 읽음" }).click();
      await expect(bell(owner.page)).toHaveAccessibleName("알림");
      await expect(item).not.toContainText("읽지 않음");
      await owner.page.keyboard.press("Escape");
    }
  }

  // The full page: every notification, filtered by type.
  for (const width of [1280, 390]) {
    await owner.page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await owner.page.goto("/app/FUL/Notifications");
    await expect(owner.page.getByRole("heading", { name: "알림", level: 1 })).toBeVisible({ timeout: 30_000 });
    const list = owner.page.getByRole("list", { name: "알림 목록" });
    await expect(list.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await owner.page.getByRole("combobox", { name: "알림 종류" }).selectOption({ label: "방문 예약 취소" });
    await expect(owner.page.getByText("알림이 없습니다.")).toBeVisible();
    await expectNoViolations(owner.page);
  }
  await owner.context.close();
  await other.context.close();
});

test("the preferences table on 마이페이지: a change is saved at once and kept after a reload", async ({
  page,
  baseURL,
}) => {
  const userId = `pref${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", userId, "알림설정");
  await login(page, userId, SIGN_UP_PASSWORD);
  const choices = [
    { width: 1280, type: "내 글에 달린 댓글", portal: false, email: "바로 받기", value: "now" },
    { width: 390, type: "관심 거래의 가격 인하", portal: true, email: "요약 메일", value: "digest" },
  ];
  for (const choice of choices) {
    await page.setViewportSize({ width: choice.width, height: choice.width > 500 ? 900 : 844 });
    await page.goto("/app/FUL/MyPage#notification-preferences");
    const table = page.getByRole("table", { name: "알림 종류별 받는 방법" });
    await expect(table).toBeVisible({ timeout: 30_000 });
    const portal = table.getByRole("switch", { name: `${choice.type}: 포털 알림` });
    const email = table.getByRole("combobox", { name: `${choice.type}: 이메일` });
    if ((await portal.isChecked()) !== choice.portal) {
      await portal.click({ force: true }); // the switch's input sits under its drawn track
      await expect(page.getByText("알림 설정을 바꾸었습니다.").first()).toBeVisible();
    }
    await email.selectOption({ label: choice.email });
    await expect(email).toHaveValue(choice.value);
    await expectNoViolations(page);
    await page
      .locator("#notification-preferences")
      .screenshot({ path: test.info().outputPath(`preferences-${choice.width}.png`) });

    await page.reload();
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole("switch", { name: `${choice.type}: 포털 알림` })).toBeChecked({
      checked: choice.portal,
    });
    await expect(table.getByRole("combobox", { name: `${choice.type}: 이메일` })).toHaveValue(choice.value);
  }
});

test("a board's switches: 이 게시판 알림 받기 turned on and kept after a reload", async ({ page, baseURL }) => {
  const userId = `follow${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", userId, "게시판구독");
  await login(page, userId, SIGN_UP_PASSWORD);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/app/board/${QNA}`);
    const follow = page.getByRole("switch", { name: "이 게시판 알림 받기" });
    const notices = page.getByRole("switch", { name: "공지 알림 받기" });
    await expect(notices).toBeChecked({ timeout: 30_000 });
    if (!(await follow.isChecked())) await follow.click({ force: true });
    await expect(follow).toBeChecked();
    await expectNoViolations(page);
    await page.reload();
    await expect(page.getByRole("switch", { name: "이 게시판 알림 받기" })).toBeChecked({ timeout: 30_000 });
  }
});

test("this device's push: the switch's states, the iOS note, the push column, and the service worker showing a pushed text", async ({
  browser,
  baseURL,
}) => {
  const userId = `push${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", userId, "푸시알림");
  const origin = new URL(baseURL ?? "").origin;
  // A browser that grants the portal's notifications (Chromium asks nobody in a test; without a grant it refuses).
  const context = await browser.newContext();
  await context.grantPermissions(["notifications"], { origin });
  const page = await context.newPage();
  await login(page, userId, SIGN_UP_PASSWORD);
  const device = page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto("/app/FUL/MyPage#notification-preferences");
    await expect(device).toBeEnabled({ timeout: 30_000 });
    await expect(device).not.toBeChecked();
    await expect(device).toHaveAccessibleDescription(/이 기기에서는 푸시 알림을 받지 않습니다/);
    await expect(page.getByText(/'홈 화면에 추가'로 포털을 추가하고/)).toBeVisible();
    const push = page.getByRole("switch", { name: "내 글에 달린 댓글: 푸시 알림" });
    await expect(push).toBeChecked();
    await expectNoViolations(page);
    await page.locator("#notification-preferences").screenshot({ path: test.info().outputPath(`push-${width}.png`) });
  }
  // The push column: turned off, kept after a reload.
  await page.getByRole("switch", { name: "내 글에 달린 댓글: 푸시 알림" }).click({ force: true });
  await expect(page.getByText("알림 설정을 바꾸었습니다.").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "내 글에 달린 댓글: 푸시 알림" })).not.toBeChecked({ timeout: 30_000 });

  // Turning it on registers the portal's own service worker (same origin, scope "/"); this Chromium has
  // no push service, so the subscription fails and says so in Korean, and the switch stays off.
  await device.click({ force: true });
  await expect(page.getByText("이 브라우저에서 푸시 알림을 켜지 못했습니다.", { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(device).not.toBeChecked();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}/`);

  // A message delivered to the worker as a push service would: its text shown as written (no markup
  // read), its link kept for the click.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${origin}/`);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const text = "박밥님이 「<b>지게차</b> & 문의」에 댓글을 남겼습니다.";
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registration,
    data: JSON.stringify({ text, link: "/app/FUL/Notifications" }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.data?.link]),
      ),
    )
    .toEqual([[text, `${origin}/app/FUL/Notifications`]]);
  await context.close();
});

test("this device's push when the browser refuses notifications: the switch says why and stays off", async ({
  browser,
  baseURL,
}) => {
  const userId = `deny${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", userId, "푸시거부");
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, userId, SIGN_UP_PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/FUL/MyPage#notification-preferences");
  const device = page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" });
  await expect(device).toBeEnabled({ timeout: 30_000 });
  await device.click({ force: true });
  await expect(device).toBeDisabled();
  await expect(device).toHaveAccessibleDescription(/알림을 차단했습니다/);
  await expect(device).not.toBeChecked();
  await expectNoViolations(page);
  await context.close();
});

test("the comment box offers members to mention after @; the one chosen is told", async ({ browser, baseURL }) => {
  const targetId = `ment${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", targetId, "언급받을이");
  const writer = await member(browser, "demouser");
  // A note makes the new member findable by name for the writer (the recipient search's rule).
  await writer.call("POST", "/api/notes", { recipients: [targetId], bodyHtml: "<p>안녕하세요</p>" });
  const title = unique("언급 자동완성");
  const { postId } = await writer.call("POST", `/api/boards/${QNA}/posts`, postBody(title));
  for (const width of [1280, 390]) {
    await writer.page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await writer.page.goto(`/app/board/${QNA}/${postId}`);
    // Typed before hydration the text is kept but no list opens: wait for the app (a loaded machine is slow).
    await writer.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const box = writer.page.getByRole("textbox", { name: "댓글 내용" });
    await box.click({ timeout: 30_000 });
    await box.pressSequentially("확인 부탁드립니다 @언급받");
    const list = writer.page.getByRole("listbox", { name: "언급할 회원" });
    const option = list.getByRole("option", { name: new RegExp(targetId) });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await expectNoViolations(writer.page);
    await writer.page.screenshot({ path: test.info().outputPath(`mention-${width}.png`) });
    if (width === 1280) {
      await option.click();
    } else {
      while ((await option.getAttribute("aria-selected")) !== "true") await box.press("ArrowDown");
      await box.press("Enter");
    }
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(new RegExp(`^확인 부탁드립니다 @(언급받을이|${targetId}) $`));
    await box.press("Enter");
    await expect(box).toHaveValue("");
  }
  // The member named is told (the jobs worker runs the fan-out).
  const target = await browser.newContext();
  const page = await target.newPage();
  await login(page, targetId, SIGN_UP_PASSWORD);
  await expect
    .poll(async () => {
      const answer = await page.request.get("/api/notifications?type=mention");
      return ((await answer.json()).items as { text: string }[]).filter((i) => i.text.includes(title)).length;
    })
    .toBe(2);
  await target.close();
  await writer.context.close();
});

test("the post editor offers members to mention after @; the one chosen is told of the post", async ({
  browser,
  baseURL,
}) => {
  const targetId = `pment${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", targetId, "글언급받을이");
  const writer = await member(browser, "demouser");
  // A note makes the new member findable by name for the writer (the recipient search's rule).
  await writer.call("POST", "/api/notes", { recipients: [targetId], bodyHtml: "<p>안녕하세요</p>" });
  const titles: string[] = [];
  for (const width of [1280, 390]) {
    const title = unique(`글 언급 ${width}`);
    titles.push(title);
    await writer.page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await writer.page.goto(`/app/board/register?bbsId=${QNA}`);
    await writer.page.getByRole("textbox", { name: "제목" }).fill(title);
    await typeBody(writer.page, "검토 부탁드립니다 @글언급");
    const editor = writer.page.getByRole("textbox", { name: "내용" });
    const list = writer.page.getByRole("listbox", { name: "언급할 회원" });
    const option = list.getByRole("option", { name: new RegExp(targetId) });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAttribute("aria-activedescendant", /.+/);
    await expectNoViolations(writer.page);
    await writer.page.screenshot({ path: test.info().outputPath(`post-mention-${width}.png`) });
    if (width === 1280) {
      await option.click();
    } else {
      while ((await option.getAttribute("aria-selected")) !== "true") await writer.page.keyboard.press("ArrowDown");
      await writer.page.keyboard.press("Enter");
    }
    await expect(list).toBeHidden();
    // The caret is after the inserted `@name `: what is typed next follows it.
    await writer.page.keyboard.type("확인");
    await expect(editor).toHaveText(new RegExp(`^검토 부탁드립니다 @(글언급받을이|${targetId})\\s확인$`));
    await saveWithConfirm(writer.page);
    await expect(writer.page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
  // The member named is told of each post (the jobs worker runs the fan-out).
  const target = await browser.newContext();
  const page = await target.newPage();
  await login(page, targetId, SIGN_UP_PASSWORD);
  await expect
    .poll(async () => {
      const answer = await page.request.get("/api/notifications?type=mention");
      const texts = ((await answer.json()).items as { text: string }[]).map((i) => i.text);
      return titles.filter((title) => texts.some((text) => text.includes(title))).length;
    })
    .toBe(2);
  await target.close();
  await writer.context.close();
});
