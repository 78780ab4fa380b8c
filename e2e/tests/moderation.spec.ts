/**
 * Moderation (issue 41) in Chromium with three members at once: a member reports a post (spam) and a
 * comment (a rights-infringement request, which asks the contact and the right), the administrator's
 * queue lists them, warns the author (a notification) and hides the post, its author sees their post with
 * the banner while the reporter sees the notice in its place and the list's row marked, the administrator
 * restores it and places the comment under 임시조치 (its author's banner names the end), then deletes it; a suspended
 * member's login is refused with the Korean sentence naming the end. At 1280 and 390 px, with axe-core (the
 * report, warning and period dialogs open, the queue, the banners), with screenshots of each.
 */
import { type Browser, expect, type Page, test } from "./fixtures.ts";
import {
  ADMIN_PASSWORD,
  apiSession,
  choose,
  DEMO_PASSWORD,
  expectNoViolations,
  login,
  postBody,
  QNA,
  SIGN_UP_PASSWORD,
  signUp,
} from "./support.ts";

const unique = (text: string) => `${text} ${Date.now() % 1_000_000}`;

test.describe.configure({ timeout: 300_000 });

/** A member in a browser context of its own, logged in on the page, with the API on its cookie jar. */
async function member(browser: Browser, userId: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, userId, password);
  const call = await apiSession(page, userId, password);
  return { page, context, call };
}

/** Opens the report dialog of `scope`'s 신고 button, picks `reason` and returns the dialog. */
async function openReport(page: Page, scope: ReturnType<Page["locator"]>, reason: string) {
  await scope.getByRole("button", { name: "신고", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "신고하기" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: reason }).check();
  return dialog;
}

test("report a post and a comment, the queue warns, hides and restores, the author's banner", async ({ browser }) => {
  const author = await member(browser, "demouser", DEMO_PASSWORD);
  const reporter = await member(browser, "hanbitlead", DEMO_PASSWORD);
  const admin = await member(browser, "admin", ADMIN_PASSWORD);

  for (const width of [1280, 390]) {
    const viewport = { width, height: width > 500 ? 900 : 844 };
    for (const m of [author, reporter, admin]) await m.page.setViewportSize(viewport);
    const title = unique(`신고 시험 글 ${width}`);
    const { postId } = await author.call("POST", `/api/boards/${QNA}/posts`, postBody(title));
    const { commentId } = await author.call("POST", `/api/posts/${postId}/comments`, {
      body: `제 연락처는 010-0000-0000 (${width})`,
    });
    const postUrl = `/app/board/${QNA}/${postId}`;

    // The reporter reports the post (spam) …
    await reporter.page.goto(postUrl);
    await expect(reporter.page.getByRole("heading", { name: title })).toBeVisible();
    const postActions = reporter.page.getByRole("link", { name: "목록" }).locator("xpath=..");
    let dialog = await openReport(reporter.page, postActions, "스팸·광고");
    await expectNoViolations(reporter.page);
    await reporter.page.screenshot({ path: test.info().outputPath(`report-dialog-${width}.png`) });
    await dialog.getByRole("button", { name: "신고 접수" }).click();
    await expect(reporter.page.getByText("신고가 접수되었습니다. 관리자가 검토합니다.").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    // … and the comment, as a rights-infringement request: contact and the right are asked.
    const comment = reporter.page.locator(`#comment-${commentId}`);
    dialog = await openReport(reporter.page, comment, "명예훼손·권리침해");
    await dialog.getByRole("button", { name: "신고 접수" }).click();
    await expect(dialog.getByRole("alert")).toContainText("권리침해 신고에는 신청인 연락처가 필요합니다.");
    await dialog.getByLabel("신청인 연락처").fill("hanbit@example.kr");
    await dialog.getByLabel("침해된 권리와 그 내용").fill("명예권: 사실이 아닌 내용으로 회사를 비방합니다.");
    await expectNoViolations(reporter.page);
    await reporter.page.screenshot({ path: test.info().outputPath(`report-rights-dialog-${width}.png`) });
    await dialog.getByRole("button", { name: "신고 접수" }).click();
    await expect(dialog).toBeHidden();
    // A second report of the same post is refused in Korean.
    dialog = await openReport(reporter.page, postActions, "기타");
    await dialog.getByRole("button", { name: "신고 접수" }).click();
    await expect(dialog.getByRole("alert")).toContainText("이미 신고한 글입니다.");
    await reporter.page.keyboard.press("Escape");

    // The administrator's queue lists both; the post is hidden from the reporter, shown to its author.
    await admin.page.goto("/app/admin/reports");
    await expect(admin.page.getByRole("heading", { name: "신고 관리" })).toBeVisible();
    const card = admin.page
      .getByTestId("report-item")
      .filter({ has: admin.page.getByRole("heading", { name: title }) });
    await expect(card.first()).toBeVisible();
    const postCard = card.filter({ hasText: "게시글" }).first();
    await expect(postCard).toContainText("스팸·광고 1");
    await expect(
      admin.page.getByTestId("report-item").filter({ hasText: "명예훼손·권리침해 1" }).first(),
    ).toBeVisible();
    await expectNoViolations(admin.page);
    await admin.page.screenshot({ path: test.info().outputPath(`queue-${width}.png`), fullPage: true });
    // The author is warned: a notification with the administrator's text (the dialog checked by axe).
    await postCard.getByRole("button", { name: "작성자 경고" }).click();
    const warn = admin.page.getByRole("dialog", { name: "작성자 경고" });
    await warn.getByRole("textbox", { name: /경고 내용/ }).fill(`광고 글 경고 ${width}`);
    await expectNoViolations(admin.page);
    await warn.getByRole("button", { name: "확인" }).click();
    await expect(admin.page.getByText("작성자에게 경고를 보냈습니다.").first()).toBeVisible();
    await expect
      .poll(async () => JSON.stringify(await (await author.page.request.get("/api/notifications")).json()))
      .toContain(`운영자 경고: 광고 글 경고 ${width}`);
    await postCard.getByRole("button", { name: "숨김" }).click();
    await admin.page.getByRole("dialog").getByRole("button", { name: "확인" }).click();
    await expect(admin.page.getByText("처리했습니다.").first()).toBeVisible();

    await reporter.page.goto(postUrl);
    await expect(reporter.page.getByTestId("moderation-hidden")).toContainText("관리자가 숨긴 글입니다.");
    await expectNoViolations(reporter.page);
    // The board's list keeps the row where it stood, the sentence in the title's place and its mark.
    await reporter.page.goto(`/app/board/${QNA}`);
    const hiddenRow = reporter.page.getByRole("row").filter({ hasText: "관리자가 숨긴 글입니다." }).first();
    await expect(hiddenRow.getByTestId("moderation-mark")).toHaveText("숨김");
    await expect(reporter.page.getByText(title)).toHaveCount(0);
    await reporter.page.screenshot({ path: test.info().outputPath(`board-list-${width}.png`) });
    await author.page.goto(postUrl);
    await expect(author.page.getByTestId("moderation-banner")).toContainText(
      "관리자가 숨겨 다른 회원에게 보이지 않습니다",
    );
    await expect(author.page.getByRole("heading", { name: title })).toBeVisible();
    await expectNoViolations(author.page);
    await author.page.screenshot({ path: test.info().outputPath(`banner-${width}.png`) });

    // Restored, the reporter reads it again.
    await choose(admin.page, "상태", "숨김");
    const hiddenCard = admin.page
      .getByTestId("report-item")
      .filter({ has: admin.page.getByRole("heading", { name: title }) })
      .first();
    await hiddenCard.getByRole("button", { name: "복원" }).click();
    await admin.page.getByRole("dialog").getByRole("button", { name: "확인" }).click();
    await expect(admin.page.getByText("처리했습니다.").first()).toBeVisible();
    await reporter.page.goto(postUrl);
    await expect(reporter.page.getByRole("heading", { name: title })).toBeVisible();

    // 임시조치 of the comment (the rights-infringement request) for 3 days, its period asked in a dialog:
    // the reporter reads the sentence in its place, its author the banner with the end.
    await choose(admin.page, "상태", "처리 대기 (접수·숨김·임시조치)");
    const commentCard = admin.page.getByTestId("report-item").filter({ hasText: `010-0000-0000 (${width})` });
    await commentCard.getByRole("button", { name: "임시조치" }).click();
    const period = admin.page.getByRole("dialog", { name: "임시조치" });
    await period.getByLabel("기간 (일)").fill("3");
    await expectNoViolations(admin.page);
    await period.getByRole("button", { name: "확인" }).click();
    await expect(admin.page.getByText("처리했습니다.").first()).toBeVisible();
    await reporter.page.goto(postUrl);
    await expect(reporter.page.locator(`#comment-${commentId}`)).toContainText(
      "권리침해 신고에 따라 임시조치된 글입니다.",
    );
    await author.page.goto(postUrl);
    const commentBanner = author.page.locator(`#comment-${commentId}`).getByTestId("moderation-banner");
    await expect(commentBanner).toContainText(/\d{4}-\d{2}-\d{2} 00:00까지 임시조치되어/);
    await expectNoViolations(author.page);
    await author.page.screenshot({ path: test.info().outputPath(`comment-banner-${width}.png`) });

    // Deleted from the queue after the red confirmation (checked by axe): gone for its author too.
    await commentCard.getByRole("button", { name: "삭제" }).click();
    const confirmation = admin.page.getByRole("dialog", { name: "삭제" });
    await expect(confirmation).toBeVisible();
    await expectNoViolations(admin.page);
    await confirmation.getByRole("button", { name: "확인" }).click();
    await expect(admin.page.getByText("처리했습니다.").first()).toBeVisible();
    await author.page.goto(postUrl);
    await expect(author.page.getByRole("heading", { name: title })).toBeVisible();
    await expect(author.page.getByText(`010-0000-0000 (${width})`)).toHaveCount(0);
  }
  for (const m of [author, reporter, admin]) await m.context.close();
});

test("a suspended member's login is refused with the Korean sentence and its end", async ({ browser, baseURL }) => {
  const userId = `susp${Date.now() % 1_000_000}`;
  await signUp(baseURL ?? "", userId, "정지대상");
  const writer = await member(browser, userId, SIGN_UP_PASSWORD);
  const reporter = await member(browser, "hanbitlead", DEMO_PASSWORD);
  const admin = await member(browser, "admin", ADMIN_PASSWORD);
  const title = unique("광고 글");
  const { postId } = await writer.call("POST", `/api/boards/${QNA}/posts`, postBody(title));
  await reporter.call("POST", "/api/reports", { targetKind: "post", targetId: postId, reason: "spam" });

  await admin.page.goto("/app/admin/reports");
  const card = admin.page.getByTestId("report-item").filter({ has: admin.page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: "작성자 이용 정지" }).click();
  const dialog = admin.page.getByRole("dialog", { name: "작성자 이용 정지" });
  await dialog.getByLabel("정지 기간 (일)").fill("3");
  await dialog.getByLabel("정지 사유").fill("반복된 광고 게시");
  await expectNoViolations(admin.page);
  await dialog.getByRole("button", { name: "확인" }).click();
  await expect(admin.page.getByText(/까지 이용을 정지했습니다\./).first()).toBeVisible();

  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const page = await context.newPage();
    await page.goto("/app/FUL/Login");
    await page.getByLabel("아이디").fill(userId);
    await page.getByLabel("비밀번호", { exact: true }).fill(SIGN_UP_PASSWORD);
    await page.getByLabel("비밀번호", { exact: true }).press("Enter");
    const refusal = page.getByText(
      /이용이 정지된 계정입니다\. \d{4}-\d{2}-\d{2} 00:00까지 로그인할 수 없습니다\. 사유: 반복된 광고 게시/,
    );
    await expect(refusal.first()).toBeVisible();
    await expectNoViolations(page);
    await context.close();
  }
  for (const m of [writer, reporter, admin]) await m.context.close();
});

test("a note's spam report files it into the queue, which offers only dismissal", async ({ browser }) => {
  const sender = await member(browser, "hanbitlead", DEMO_PASSWORD);
  const recipient = await member(browser, "demouser", DEMO_PASSWORD);
  const admin = await member(browser, "admin", ADMIN_PASSWORD);
  const text = unique("대출 광고 쪽지");
  await sender.call("POST", "/api/notes", { recipients: ["demouser"], bodyHtml: `<p>${text}</p>` });

  await recipient.page.goto("/app/FUL/Note?mode=getList");
  await recipient.page.getByRole("link", { name: text }).click();
  await recipient.page.getByRole("button", { name: "스팸 신고", exact: true }).click();
  await recipient.page.getByRole("dialog", { name: "스팸 신고" }).getByRole("button", { name: "스팸 신고" }).click();
  await expect(recipient.page.getByText("스팸으로 신고했습니다. 관리자가 검토합니다.").first()).toBeVisible();

  for (const width of [1280, 390]) {
    await admin.page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await admin.page.goto("/app/admin/reports");
    await choose(admin.page, "종류", "쪽지");
    const card = admin.page.getByTestId("report-item").filter({ hasText: text });
    await expect(card).toContainText("쪽지");
    await expect(card).toContainText("스팸·광고 1");
    await expect(card.getByRole("button", { name: "숨김" })).toHaveCount(0);
    await expect(card.getByRole("link", { name: "원문 보기" })).toHaveCount(0);
    await expectNoViolations(admin.page);
  }
  const card = admin.page.getByTestId("report-item").filter({ hasText: text });
  await card.getByRole("button", { name: "기각" }).click();
  await admin.page.getByRole("dialog").getByRole("button", { name: "확인" }).click();
  await expect(admin.page.getByText("처리했습니다.").first()).toBeVisible();
  await expect(card).toHaveCount(0);
  // The report put the sender on the recipient's spam list: taken off again, so that later notes between
  // the two demo members (the accessibility crawl's) reach the inbox.
  const spamList = await (await recipient.page.request.get("/api/note-blocks?type=S")).json();
  const entry = spamList.items.find((block: { targetUserId: string }) => block.targetUserId === "hanbitlead");
  await recipient.call("DELETE", `/api/note-blocks/${entry.blockId}`, {});
  for (const m of [sender, recipient, admin]) await m.context.close();
});
