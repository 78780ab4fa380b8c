/**
 * Board templates in the browser (issue 3): the calendar's month view and this-week list (Korean,
 * 24-hour times, entries spanning days and all-day, opening the post, the register button for
 * administrators only), and both galleries (pictures, the no-image placeholder, the N badge, the
 * card description, responsive columns).
 */
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, apiSession, login, postBody } from "./support.ts";

const SCHEDULE = "20210712101500000013";
const CLUB = "20210712101500000019";
const RESTAURANT = "20210712101500000020";

/** Today at hh:mm in Seoul as ISO UTC, shifted by `days`. */
function seoulAt(days: number, hour: number, minute = 0): string {
  const seoulNow = new Date(Date.now() + 9 * 3_600_000);
  return new Date(
    Date.UTC(seoulNow.getUTCFullYear(), seoulNow.getUTCMonth(), seoulNow.getUTCDate() + days, hour - 9, minute),
  ).toISOString();
}

test("the calendar shows the month and this week's list in Korean 24-hour time; entries open their post", async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 100000;
  const api = await apiSession(page, "admin", ADMIN_PASSWORD);
  const timed = `컨소시엄 운영위원회 정기회의 ${stamp}`;
  const spanning = `물류 박람회 ${stamp}`;
  const allDay = `센터 휴관 ${stamp}`;
  await api(
    "POST",
    `/api/boards/${SCHEDULE}/posts`,
    postBody(timed, { startAt: seoulAt(0, 15, 30), endAt: seoulAt(0, 17) }),
  );
  await api(
    "POST",
    `/api/boards/${SCHEDULE}/posts`,
    postBody(spanning, { startAt: seoulAt(0, 9), endAt: seoulAt(1, 18) }),
  );
  await api(
    "POST",
    `/api/boards/${SCHEDULE}/posts`,
    postBody(allDay, { startAt: seoulAt(0, 0), endAt: seoulAt(0, 0), allDay: true }),
  );

  const visitor = await browser.newPage();
  const violations: string[] = [];
  visitor.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await visitor.goto(`/app/board/${SCHEDULE}`);
  const month = visitor.getByTestId("calendar-month");
  const seoulNow = new Date(Date.now() + 9 * 3_600_000);
  await expect(month).toContainText(`${seoulNow.getUTCFullYear()}년 ${seoulNow.getUTCMonth() + 1}월`);
  for (const day of ["일", "월", "화", "수", "목", "금", "토"]) await expect(month).toContainText(day);
  const event = month.getByRole("link").filter({ hasText: timed });
  await expect(event).toContainText("15:30");
  await expect(month.getByRole("link").filter({ hasText: spanning }).first()).toBeVisible();
  await expect(month.getByRole("link").filter({ hasText: allDay })).toBeVisible();

  const week = visitor.getByTestId("calendar-week");
  await expect(week.getByRole("heading", { name: "이번 주 일정" })).toBeVisible();
  await expect(week).toContainText(timed);
  await expect(week).toContainText("15:30");
  await expect(week).toContainText(allDay);
  await expect(week.getByText("종일").first()).toBeVisible();
  await expect(visitor.getByRole("link", { name: "일정 등록" })).toHaveCount(0);

  // A timed entry's title wraps between words at both widths (it broke mid-word: "컨소시/엄/운영위/원회").
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const title = month.getByText(timed);
    await expect(title).toBeVisible();
    // No line of the title ends inside a word: each rendered line of the title is a whole word run.
    const lines = await title.evaluate((node) => {
      const range = document.createRange();
      const text = node.firstChild ?? node;
      const words: { top: number; text: string }[] = [];
      const content = node.textContent ?? "";
      for (let i = 0; i < content.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        words.push({ top: Math.round(range.getBoundingClientRect().top), text: content[i] ?? "" });
      }
      const byLine = new Map<number, string>();
      for (const w of words) byLine.set(w.top, (byLine.get(w.top) ?? "") + w.text);
      return [...byLine.values()].map((line) => line.trim());
    });
    for (const line of lines) expect(timed.split(" ")).toEqual(expect.arrayContaining(line.split(" ")));
    await visitor.screenshot({ path: test.info().outputPath(`calendar-timed-${width}.png`), fullPage: true });
  }
  await visitor.setViewportSize({ width: 1280, height: 720 });
  expect(violations).toEqual([]);
  await event.click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(timed);
  await expect(visitor).toHaveURL(new RegExp(`/app/board/${SCHEDULE}/\\d+$`));
  await visitor.close();

  const member = await browser.newPage();
  await login(member, "demouser");
  await member.goto(`/app/board/${SCHEDULE}`);
  await expect(member.getByTestId("calendar-month")).toBeVisible();
  await expect(member.getByRole("link", { name: "일정 등록" })).toHaveCount(0);
  await member.close();

  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto(`/app/board/${SCHEDULE}`);
  await page.getByRole("link", { name: "일정 등록" }).click();
  await expect(page.getByRole("textbox", { name: "제목" })).toBeVisible();
  await expect(page.getByText("시작 일시")).toBeVisible();
  await expect(page.getByText("종료 일시")).toBeVisible();
  await expect(page.getByLabel("종일")).toBeVisible();
  for (const hidden of ["비밀글", "비밀번호", "공지"])
    await expect(page.getByText(hidden, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("attachments")).toHaveCount(0);
});

test("both galleries show pictures or the no-image placeholder, the N badge and (cards) the description", async ({
  page,
}) => {
  const stamp = Date.now() % 100000;
  const api = await apiSession(page, "demouser", "Demo1234!");
  const bare = `사진 없는 동호회 글 ${stamp}`;
  await api("POST", `/api/boards/${CLUB}/posts`, postBody(bare));

  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.goto(`/app/board/${CLUB}`);
  const cards = page.getByTestId("gallery-card");
  await expect(cards.first()).toBeVisible();
  const newCard = cards.filter({ hasText: bare });
  await expect(newCard.getByText("이미지 없음")).toBeVisible();
  await expect(newCard.getByText("N", { exact: true })).toBeVisible();
  const pictured = cards.filter({ hasText: "러닝크루" });
  const picture = pictured.locator("img");
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  await expect(pictured.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  // Thumbnail gallery: no description.
  await expect(pictured.getByText("매주 화요일")).toHaveCount(0);
  const columns = async () =>
    page.evaluate(() => {
      const grid = document.querySelector('[data-testid="gallery-card"]')?.parentElement;
      return grid ? getComputedStyle(grid).gridTemplateColumns.split(" ").length : 0;
    });
  expect(await columns()).toBe(5);

  await page.goto(`/app/board/${RESTAURANT}`);
  const card = page.getByTestId("gallery-card").filter({ hasText: "든든국밥" });
  await expect(card.getByText(/실증센터 정문에서/)).toBeVisible();
  await expect(card.locator("img")).toBeVisible();

  expect(violations).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/board/${CLUB}`);
  await expect(page.getByTestId("gallery-card").first()).toBeVisible();
  expect(await columns()).toBe(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
