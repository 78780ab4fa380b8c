import { readFileSync } from "node:fs";
import { getHolidayNames } from "@hyunbinseo/holidays-kr";
import { type APIRequestContext, expect, type Page, request, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, DEMO_PASSWORD, login } from "./support.ts";

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];
const dayLabel = (day: string) => {
  const [, month, date] = day.split("-").map(Number);
  return `${month}월 ${date}일 (${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]})`;
};

/** An API client logged in as `userId` (session, then login with the CSRF token). */
async function apiAs(baseURL: string, userId: string, password: string): Promise<APIRequestContext & { csrf: string }> {
  const context = await request.newContext({ baseURL });
  const session = await (await context.get("/api/auth/session")).json();
  const res = await context.post("/api/auth/login", {
    data: { userId, password, remember: false },
    headers: { "x-csrf-token": session.csrfToken },
  });
  expect(res.status()).toBe(200);
  return Object.assign(context, { csrf: (await res.json()).csrfToken as string });
}

async function openModal(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: /실증센터 방문 예약/ }).click();
  const dialog = page.getByRole("dialog", { name: "실증센터 방문 예약" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a visitor is asked to log in first and no modal stays open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /실증센터 방문 예약/ }).click();
  await expect(page.getByText("먼저 로그인해 주세요.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "실증센터 방문 예약" })).toHaveCount(0);
});

test("a member reserves from the banner, sees it on my page and cancels it", async ({ page, baseURL }) => {
  // Fill the first 10:00 slot of the main building, so it shows as unavailable.
  const visitor = await request.newContext({ baseURL });
  const events = await (await visitor.get("/api/reservation/events")).json();
  const eventNo = events.items[0].eventNo as number;
  const dates = await (await visitor.get(`/api/reservation/dates?eventNo=${eventNo}&branchCode=TC01`)).json();
  const [first, second] = dates.items.map((d: { date: string }) => d.date) as string[];
  const slots = await (
    await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${first}`)
  ).json();
  const other = await apiAs(baseURL!, "hanbitlead", DEMO_PASSWORD);
  const filled = await other.post("/api/reservations", {
    data: { slotId: slots.items[0].slotId, companions: String(slots.items[0].remaining - 1) },
    headers: { "x-csrf-token": other.csrf },
  });
  expect(filled.status()).toBe(201);

  await login(page, "jhjung01");
  let dialog = await openModal(page);
  // The event is auto-selected; choosing a place shows its dates.
  await expect(dialog.getByRole("button", { name: "스마트물류 실증센터 견학의 날" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await dialog.getByRole("button", { name: "스마트물류 실증센터 본관" }).click();
  await dialog.getByRole("button", { name: dayLabel(first!), exact: true }).click();
  const full = dialog.getByRole("button", { name: /10:00~11:00/ });
  await expect(full).toContainText("마감");
  await full.click();
  await expect(page.getByText("예약이 마감되었거나 예약할 수 없는 시간입니다.")).toBeVisible();
  await expect(dialog.getByText("참가자 정보")).toHaveCount(0);

  // Choosing another date clears the time; an open slot loads the participant panel.
  await dialog.getByRole("button", { name: dayLabel(second!), exact: true }).click();
  await expect(dialog.getByRole("button", { name: /14:00~15:00/ })).toHaveAttribute("aria-pressed", "false");
  await dialog.getByRole("button", { name: /14:00~15:00/ }).click();
  await expect(dialog.getByText("참가자 정보")).toBeVisible();
  await expect(dialog.getByText("정지호")).toBeVisible();
  await expect(dialog.getByText("동진산업")).toBeVisible();

  const companions = dialog.getByRole("textbox", { name: "동반 인원" });
  // 30 companions for 20 seats: refused on the form, before any confirmation.
  await companions.fill("30");
  await dialog.getByRole("button", { name: "예약", exact: true }).click();
  await expect(dialog.getByText("남은 자리가 부족합니다. 이 시간의 남은 자리는 20석입니다.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "예약 확인" })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await companions.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`reservation-seats-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await companions.fill("");
  await companions.pressSequentially("-a2");
  await expect(companions).toHaveValue("2"); // digits only
  await expect(dialog.getByText("총 3명")).toBeVisible();
  await dialog.getByRole("button", { name: "예약", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "예약 확인" });
  await expect(confirm).toContainText(`${second} (${dayLabel(second!).slice(-2, -1)}) 14:00~15:00`);
  await confirm.getByRole("button", { name: "예약", exact: true }).click();
  await expect(page.getByText("예약이 완료되었습니다.", { exact: false })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "실증센터 방문 예약" })).toHaveCount(0);

  // The seats left are live: the slot now shows 3 fewer.
  dialog = await openModal(page);
  await dialog.getByRole("button", { name: "스마트물류 실증센터 본관" }).click();
  await dialog.getByRole("button", { name: dayLabel(second!), exact: true }).click();
  await expect(dialog.getByRole("button", { name: /14:00~15:00/ })).toContainText("잔여 17석");
  await page.keyboard.press("Escape");

  // My page: the history, then a cancellation.
  await page.getByRole("link", { name: "마이페이지" }).click();
  await expect(page).toHaveURL("/app/FUL/MyPage");
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "홈으로" })).toBeVisible();
  const card = page.getByRole("article").or(page.locator(".mantine-Card-root")).filter({ hasText: "14:00~15:00" });
  await expect(card).toContainText("스마트물류 실증센터 견학의 날");
  await expect(card).toContainText("예약 완료");
  await expect(card).toContainText("본인 포함 3명 (동반 2명)");
  await card.getByRole("button", { name: "예약 취소" }).click();
  const ask = page.getByRole("dialog").filter({ hasText: "예약을 취소하시겠습니까?" });
  await ask.getByRole("button", { name: "예약 취소" }).click();
  await expect(page.getByText("취소되었습니다.")).toBeVisible();
  await expect(card).toContainText("취소됨");
  await expect(card.getByRole("button", { name: "예약 취소" })).toHaveCount(0);
  await page.getByRole("link", { name: "홈으로" }).click();
  await expect(page).toHaveURL("/");
  await other.dispose();
  await visitor.dispose();
});

test("a member without reservations sees the empty text; the modal works on a phone", async ({ page }) => {
  await login(page, "sorayoon");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/FUL/MyPage");
  await expect(page.getByText("예약 내역이 없습니다.")).toBeVisible();
  const dialog = await openModal(page);
  await dialog.getByRole("button", { name: "실증센터 AGV 야외 시험장" }).click();
  await dialog.locator("fieldset").nth(2).getByRole("button").first().click();
  await dialog.getByRole("button", { name: /10:00~11:00/ }).click();
  await expect(dialog.getByText("참가자 정보")).toBeVisible();
  const box = await dialog.locator("fieldset").first().boundingBox();
  const next = await dialog.locator("fieldset").nth(1).boundingBox();
  expect(next!.y).toBeGreaterThan(box!.y + box!.height - 1); // the columns stack
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a public holiday is closed in the date column: marked with its name, and choosing it says why", async ({
  page,
  baseURL,
}) => {
  // The seed opens no holiday; an administrator's date on the coming holiday is shown closed.
  const admin = await apiAs(baseURL!, "admin", ADMIN_PASSWORD);
  const events = await (await admin.get("/api/reservation/events")).json();
  let day = new Date(Date.now() + 9 * 3_600_000);
  let name: readonly string[] | null = null;
  while (!name) {
    day = new Date(day.getTime() + 86_400_000);
    name = await getHolidayNames(day.toISOString().slice(0, 10));
  }
  const holiday = day.toISOString().slice(0, 10);
  const created = await admin.post("/api/admin/reservation/dates", {
    data: { eventNo: events.items[0].eventNo, branchCode: "TC01", date: holiday, slots: [] },
    headers: { "x-csrf-token": admin.csrf },
  });
  expect(created.status()).toBe(201);
  await login(page, "sorayoon");
  const dialog = await openModal(page);
  await dialog.getByRole("button", { name: "스마트물류 실증센터 본관" }).click();
  const closed = dialog.getByRole("button", { name: dayLabel(holiday) });
  await expect(closed).toContainText(name.join(", "));
  await closed.click();
  await expect(page.getByText(`${name.join(", ")}에는 실증센터가 쉽니다. 다른 날짜를 골라 주세요.`)).toBeVisible();
  await expect(dialog.getByRole("button", { name: /10:00~11:00/ })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await closed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`reservation-holiday-${width}.png`) });
  }
  await admin.dispose();
});

test("an administrator sees a slot's roster and can download the CSV with a reason", async ({ page }) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard/reservations");
  await expect(page.getByRole("heading", { name: "방문 예약 관리" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "행사명" })).toHaveValue("스마트물류 실증센터 견학의 날");
  await expect(page.getByRole("tab", { name: "방문 예약 관리" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: /날짜·시간/ }).click();
  await expect(page).toHaveURL(/tab=dates/);
  const rosterButton = page.getByRole("button", { name: "예약자 명단 (1)" }).first();
  await rosterButton.click();
  const roster = page.getByRole("dialog").filter({ hasText: "예약자 명단" });
  await expect(roster).toContainText("최도윤");
  await roster.getByRole("button", { name: "명단 CSV" }).click();
  const reason = page.getByRole("dialog", { name: "명단 CSV" });
  await reason.getByRole("textbox", { name: "내려받는 사유" }).fill("방문 안내 전화");
  const download = page.waitForEvent("download");
  await reason.getByRole("button", { name: "내려받기" }).click();
  const file = await (await download).path();
  const text = readFileSync(file, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain("예약번호,행사명,장소");
});

test("an administrator closes a day with a reason; members see it and cannot book it; reopened, it books", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await request.newContext({ baseURL });
  const events = await (await visitor.get("/api/reservation/events")).json();
  const eventNo = events.items[0].eventNo as number;
  const dates = await (await visitor.get(`/api/reservation/dates?eventNo=${eventNo}&branchCode=TC01`)).json();
  const day = (dates.items as { date: string; closed: string | null }[]).filter((d) => !d.closed).at(-1)!.date;
  const [year, month, date] = day.split("-").map(Number);

  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard/reservations?tab=closed");
  await expect(page.getByRole("tab", { name: "쉬는 날" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("정해 둔 쉬는 날이 없습니다.")).toBeVisible();
  // The day picker reads in Korean order and names its days "2026년 12월 3일".
  await page.getByRole("button", { name: "날짜", exact: false }).first().click();
  const dayButton = page.getByRole("button", { name: `${year}년 ${month}월 ${date}일`, exact: true });
  for (let i = 0; i < 3 && !(await dayButton.isVisible()); i++)
    await page.getByRole("button", { name: "다음 달" }).click();
  await dayButton.click();
  await expect(page.getByRole("button", { name: "날짜", exact: false }).first()).toHaveText(day);
  await page.getByRole("textbox", { name: /사유/ }).fill("시설 점검");
  await page.getByRole("button", { name: "쉬는 날로 정하기" }).click();
  await expect(page.getByText("쉬는 날로 정했습니다.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "시설 점검" });
  await expect(row).toContainText(day);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: test.info().outputPath(`reservation-closed-admin-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A member sees the day closed with the reason, and choosing it says why.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await login(memberPage, "sorayoon");
  const dialog = await openModal(memberPage);
  await dialog.getByRole("button", { name: "스마트물류 실증센터 본관" }).click();
  const closed = dialog.getByRole("button", { name: dayLabel(day) });
  await expect(closed).toContainText("시설 점검");
  await closed.click();
  await expect(
    memberPage.getByText("이날은 실증센터가 쉽니다 (사유: 시설 점검). 다른 날짜를 골라 주세요."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: /10:00~11:00/ })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await memberPage.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await closed.scrollIntoViewIfNeeded();
    await memberPage.screenshot({ path: test.info().outputPath(`reservation-closed-member-${width}.png`) });
  }
  await memberPage.keyboard.press("Escape");

  // Reopened after a confirmation: the member can choose the day again.
  await row.getByRole("button", { name: "다시 열기" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "다시 열기" }).click();
  await expect(page.getByText("다시 예약을 받습니다.")).toBeVisible();
  await expect(page.getByText("정해 둔 쉬는 날이 없습니다.")).toBeVisible();
  const again = await openModal(memberPage);
  await again.getByRole("button", { name: "스마트물류 실증센터 본관" }).click();
  await again.getByRole("button", { name: dayLabel(day) }).click();
  await expect(again.getByRole("button", { name: /10:00~11:00/ })).toBeVisible();
  await context.close();
  await visitor.dispose();
});

test("a link to an event (통합검색's result) opens the modal on that event for a member, and asks a visitor to log in", async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL ?? "", "admin", ADMIN_PASSWORD);
  const name = `링크로 여는 행사 ${Date.now()}`;
  const created = await admin.post("/api/admin/reservation/events", {
    data: { name, description: "통합검색에서 찾은 행사", open: true },
    headers: { "x-csrf-token": admin.csrf },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    await page.goto(`/?reservation=${id}`);
    await expect(page.getByText("먼저 로그인해 주세요.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "실증센터 방문 예약" })).toHaveCount(0);
    await login(page, "sorayoon");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`/?reservation=${id}`);
      const dialog = page.getByRole("dialog", { name: "실증센터 방문 예약" });
      await expect(dialog.getByRole("group", { name: "행사명" }).getByRole("button", { pressed: true })).toHaveText(
        name,
      );
      // The address no longer carries the link: Back or a reload does not open it again.
      await expect(page).toHaveURL(/\/$/);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  } finally {
    // Closed again, so that other tests' modals start on the demo's event (the administration's screen opens on
    // the newest event: this test runs last in the file).
    const closed = await admin.put(`/api/admin/reservation/events/${id}`, {
      data: { name, description: "", open: false },
      headers: { "x-csrf-token": admin.csrf },
    });
    expect(closed.status()).toBe(200);
    await admin.dispose();
  }
});
