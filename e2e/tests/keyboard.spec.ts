/**
 * The main flows with the keyboard alone (issue 24 §7, KWCAG 2.1.1 and 2.1.2): log in, read and
 * write a post, send a note, book a visit, plan a load. Every control is reached with Tab (never a
 * click), shows a visible focus indicator when it has the focus, and the focus returns to the
 * control that opened a modal after the modal closes.
 */
import { expect, type Locator, type Page, test } from "./fixtures.ts";
import { login, QNA } from "./support.ts";

test.describe.configure({ timeout: 180_000 });

/** Whether the focused element draws a focus indicator (an outline or a ring of box-shadow). */
async function focusIsVisible(target: Locator): Promise<boolean> {
  return target.evaluate((focused) => {
    // A field inside a composite input (a pills picker) shows the ring on the input's frame.
    const element = focused.closest(".mantine-Input-input") ?? focused;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times; then asserts the
 * focus indicator is visible. Fails when the target cannot be reached by the keyboard.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await focusIsVisible(target), "a visible focus indicator").toBe(true);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`not reached with ${back ? "Shift+Tab" : "Tab"}: ${target}`);
}

/** Types into the focused element, key by key. */
const type = (page: Page, text: string) => page.keyboard.type(text);

test("log in with the keyboard", async ({ page }) => {
  await page.goto("/app/FUL/Login");
  await tabTo(page, page.getByLabel("아이디"));
  await type(page, "demouser");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("비밀번호", { exact: true })).toBeFocused();
  await type(page, "Demo1234!");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
});

test("read a post and write one with the keyboard; the focus returns after the confirmation closes", async ({
  page,
}) => {
  await login(page, "demouser");
  await page.goto(`/app/board/${QNA}`);
  const first = page.getByRole("table").getByRole("link").first();
  const title = (await first.textContent())?.trim() ?? "";
  await tabTo(page, first);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.goto(`/app/board/${QNA}`);
  await tabTo(page, page.getByRole("link", { name: "글쓰기" }));
  await page.keyboard.press("Enter");
  const subject = `키보드로 쓴 글 ${Date.now() % 100000}`;
  await tabTo(page, page.getByRole("textbox", { name: "제목" }));
  await type(page, subject);
  await tabTo(page, page.getByRole("textbox", { name: "내용" }));
  await type(page, "마우스 없이 작성했습니다.");
  const save = page.getByRole("button", { name: "저장", exact: true });
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("저장하시겠습니까?")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "저장", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("저장되었습니다.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
});

test("send a note with the keyboard", async ({ page }) => {
  await login(page, "hanbitlead");
  await page.goto("/app/FUL/Note?mode=writeNote");
  const text = `키보드로 보낸 쪽지 ${Date.now() % 100000}`;
  await tabTo(page, page.getByLabel("받는 사람", { exact: false }).first());
  await type(page, "jhjung01");
  await tabTo(page, page.getByRole("textbox", { name: "내용" }));
  await type(page, text);
  const send = page.getByRole("button", { name: "보내기", exact: true });
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("쪽지를 보내시겠습니까?")).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "보내기", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/mode=sendList/);
  await expect(page.getByRole("link", { name: text })).toBeVisible();
});

test("book a visit with the keyboard; the focus returns to the opener when the modal closes", async ({ page }) => {
  // A member no other test books with (the reservation tests count jhjung01's cards and close days).
  await login(page, "daesungmgr");
  await page.goto("/");
  const opener = page.getByRole("button", { name: /실증센터 방문 예약/ });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "실증센터 방문 예약" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "스마트물류 실증센터 본관" }));
  await page.keyboard.press("Enter");
  // The last open date of the list: far from anything other tests book.
  const dates = dialog.getByRole("button", { name: /^\d+월 \d+일 \(.\)$/ });
  await expect(dates.first()).toBeVisible();
  await tabTo(page, dates.last());
  await page.keyboard.press("Enter");
  const slot = dialog.getByRole("button", { name: /14:00~15:00/ });
  await tabTo(page, slot);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("참가자 정보")).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "예약", exact: true }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "예약 확인" });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole("button", { name: "예약", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("예약이 완료되었습니다.", { exact: false })).toBeVisible();

  // Cancelled again, so that no later test finds this day booked.
  const csrf = (await (await page.request.get("/api/auth/session")).json()).csrfToken as string;
  const mine = (await (await page.request.get("/api/me/reservations")).json()).items as {
    reservationId: number;
    status: string;
  }[];
  for (const { reservationId } of mine.filter((r) => r.status === "active")) {
    const res = await page.request.delete(`/api/me/reservations/${reservationId}`, {
      headers: { "x-csrf-token": csrf },
    });
    expect(res.status()).toBe(200);
  }
});

test("plan a load with the keyboard", async ({ page }) => {
  await login(page, "demouser");
  await page.goto("/app/FUL/PLT000101_05");
  await expect(page.getByRole("heading", { name: "적재 시뮬레이션" })).toBeVisible();
  await tabTo(page, page.getByLabel("1 품명"));
  await page.keyboard.press("Control+A");
  await type(page, "키보드 박스");
  await tabTo(page, page.getByLabel("1 수량"));
  await page.keyboard.press("Control+A");
  await type(page, "12");
  await tabTo(page, page.getByRole("button", { name: "적재 계획 실행" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("loading-vehicle-count")).toHaveText("1대", { timeout: 60_000 });
  await expect(page.getByTestId("loading-unplaced")).toHaveText("모든 화물을 실었습니다.");
});
