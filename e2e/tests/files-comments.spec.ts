/**
 * Attachments and comments in the browser (issue 3): an upload with its progress bar, a download
 * keeping its Korean file name, removing one file on the edit screen; nested comments with Enter,
 * edit and cancel, the reply box, counts in the list, and the logged-out hint.
 */
import { expect, test } from "./fixtures.ts";
import { DEMO_PASSWORD, login, QNA, saveWithConfirm, typeBody } from "./support.ts";

/** A PDF of about `bytes`, enough for the progress bar to move on a throttled connection. */
function pdf(bytes: number): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), Buffer.alloc(bytes, 32)]);
}

test("a member uploads a file with progress; it downloads under its Korean name; the edit screen removes it", async ({
  page,
}) => {
  const title = `점검표 공유 ${Date.now() % 100000}`;
  const fileName = "물류센터 안전점검표(2026년).pdf";
  await login(page, "demouser");
  await page.goto(`/app/board/register?bbsId=${QNA}`);
  await page.getByRole("textbox", { name: "제목" }).fill(title);
  await typeBody(page, "이번 달 안전점검표를 첨부합니다.");
  await expect(page.getByText("첨부파일 (최대 3개, 파일당 10MB)")).toBeVisible();
  const rows = page.getByTestId("upload-row");
  await expect(rows).toHaveCount(3);
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "파일 선택 1" }).click(),
  ]);
  await chooser.setFiles({ name: fileName, mimeType: "application/pdf", buffer: pdf(3 * 1024 * 1024) });
  await expect(rows.first()).toContainText(`${fileName} (3MB)`);

  // Slow the upload down so the progress is visible.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  const seen = new Set<string>();
  const watch = setInterval(() => {
    void page
      .getByTestId("upload-progress")
      .first()
      .textContent({ timeout: 100 })
      .then((text) => text && seen.add(text))
      .catch(() => undefined);
  }, 50);
  await saveWithConfirm(page);
  clearInterval(watch);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(
    [...seen].some((text) => /^([1-9]\d?)%$/.test(text)),
    `progress seen: ${[...seen].join(", ")}`,
  ).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const link = page.getByRole("link", { name: `${fileName} 내려받기` });
  await expect(link).toBeVisible();
  await expect(page.getByText("3MB")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(fileName);

  await page.getByRole("button", { name: "수정" }).click();
  await expect(page.getByText("등록된 첨부파일")).toBeVisible();
  await expect(page.getByTestId("upload-row")).toHaveCount(2);
  await page.getByRole("button", { name: `${fileName} 삭제` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제되었습니다.").first()).toBeVisible();
  await expect(page.getByText("첨부파일이 없습니다.")).toBeVisible();
  await expect(page.getByTestId("upload-row")).toHaveCount(3);
});

test("a picture or attachment over the board's limit is refused in the browser, before any upload", async ({
  page,
}) => {
  await login(page, "demouser");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/(boards\/[^/]+\/media|posts\/\d+\/files)/.test(request.url()))
      uploads.push(request.url());
  });
  await page.goto(`/app/board/register?bbsId=${QNA}`);
  const big = { name: "현장사진.png", mimeType: "image/png", buffer: Buffer.alloc(20 * 1024 * 1024, 7) };
  // The editor's picture button (issue 38 §4: the file had gone up whole before the server refused it).
  const [editorChooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "이미지 넣기" }).click(),
  ]);
  await editorChooser.setFiles(big);
  await expect(page.locator(".mantine-Notification-root").filter({ hasText: /^파일이 너무 큽니다/ })).toBeVisible();
  // An attachment row.
  const [rowChooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "파일 선택 1" }).click(),
  ]);
  await rowChooser.setFiles(big);
  await expect(page.getByTestId("upload-row").first()).toContainText("파일이 너무 큽니다");
  await expect(page.getByTestId("upload-row").first()).not.toContainText("현장사진.png");
  expect(uploads).toEqual([]);
});

test("comments nest by reply, submit with Enter, edit with done and cancel, and keep the list's count", async ({
  page,
  browser,
}) => {
  const title = `견학 주차 문의 ${Date.now() % 100000}`;
  await login(page, "demouser");
  await page.goto(`/app/board/register?bbsId=${QNA}`);
  await page.getByRole("textbox", { name: "제목" }).fill(title);
  await typeBody(page, "견학 당일 주차가 가능한가요?");
  await saveWithConfirm(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const postUrl = page.url();

  const box = page.getByRole("textbox", { name: "댓글 내용" }).first();
  await box.press("Enter");
  await expect(page.getByText("댓글을 입력해 주세요.")).toBeVisible();
  // A fresh page: the box loads its rules on the first submit (here on a slow line); a second Enter
  // meanwhile sends nothing.
  const rulesCode = /\/assets\/schema-[\w-]+\.js$/;
  await page.route(rulesCode, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(postUrl);
  await box.fill("정문 주차장을 이용하시면 됩니다.");
  await box.press("Enter");
  await box.press("Enter");
  await expect(page.getByText("댓글이 등록되었습니다.").first()).toBeVisible();
  await page.unroute(rulesCode);
  const comments = page.getByTestId("comment");
  await expect(comments).toHaveCount(1);
  await page.goto(postUrl);
  await expect(comments).toHaveCount(1);

  await comments.first().getByRole("button", { name: "답글" }).click();
  const replyBox = page.getByRole("textbox", { name: /님에게 답글$/ });
  await expect(replyBox).toBeVisible();
  // The reply box toggles.
  await comments.first().getByRole("button", { name: "답글" }).click();
  await expect(replyBox).toHaveCount(0);
  await comments.first().getByRole("button", { name: "답글" }).click();
  await page.getByRole("textbox", { name: /님에게 답글$/ }).fill("지하 주차장도 가능한가요?");
  await page.getByRole("textbox", { name: /님에게 답글$/ }).press("Enter");
  await expect(comments).toHaveCount(2);
  await comments.nth(1).getByRole("button", { name: "답글" }).click();
  await page.getByRole("textbox", { name: /님에게 답글$/ }).fill("네, 지하 2층까지 가능합니다.");
  await page.getByRole("button", { name: "등록" }).last().click();
  await expect(comments).toHaveCount(3);
  await expect(comments.nth(1)).toHaveAttribute("data-depth", "1");
  await expect(comments.nth(2)).toHaveAttribute("data-depth", "2");
  const indents = await comments.evaluateAll((items) =>
    items.map((li) => Number.parseFloat(getComputedStyle(li).paddingLeft)),
  );
  expect(indents[0]).toBe(0);
  expect(indents[1]).toBeGreaterThan(0);
  expect(indents[2]).toBeGreaterThan(indents[1] ?? 0);
  await expect(page.getByRole("heading", { name: "댓글 3" })).toBeVisible();

  // Edit, then cancel: nothing changes; edit, then done: the text changes.
  const second = comments.nth(1);
  await second.getByRole("button", { name: "수정" }).click();
  await second.getByRole("textbox").fill("취소될 수정입니다.");
  await second.getByRole("button", { name: "취소" }).click();
  await expect(second).toContainText("지하 주차장도 가능한가요?");
  await expect(second.getByRole("textbox")).toHaveCount(0);
  await second.getByRole("button", { name: "수정" }).click();
  await second.getByRole("textbox").fill("지하 주차장도 이용할 수 있나요?");
  await second.getByRole("button", { name: "완료" }).click();
  await expect(page.getByText("댓글이 수정되었습니다.").first()).toBeVisible();
  await expect(second).toContainText("지하 주차장도 이용할 수 있나요?");
  await expect(second).toContainText("(수정됨)");

  await page.goto(`/app/board/${QNA}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("[3]");
  await page.goto(postUrl);
  await comments.nth(2).getByRole("button", { name: "삭제" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("댓글이 삭제되었습니다.").first()).toBeVisible();
  await expect(comments).toHaveCount(2);
  await page.goto(`/app/board/${QNA}`);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("[2]");

  // Another member edits nothing of it; a visitor cannot write.
  const other = await browser.newPage();
  await login(other, "jhjung01", DEMO_PASSWORD);
  await other.goto(postUrl);
  await expect(other.getByTestId("comment").first()).toBeVisible();
  await expect(other.getByTestId("comment").getByRole("button", { name: "수정" })).toHaveCount(0);
  await expect(other.getByTestId("comment").getByRole("button", { name: "삭제" })).toHaveCount(0);
  await other.close();
  const visitor = await browser.newPage();
  await visitor.goto(postUrl);
  const disabled = visitor.getByRole("textbox", { name: "댓글 내용" });
  await expect(disabled).toBeDisabled();
  await expect(visitor.getByText("로그인 후 이용 가능합니다.").first()).toBeVisible();
  await visitor.close();
});
