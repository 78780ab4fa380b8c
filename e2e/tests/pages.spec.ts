/**
 * Pages in the browser (issue 12): the banner overlay (tabs, PDF, close, 'not today'), the statistics
 * popup window opened from the right panel, popups opened directly without header or footer, a
 * login-guarded static page as visitor and as member, the HICOS frame receiving the session only by
 * postMessage, an administrator editing a page and restoring it, the company kind feeding the
 * statistics, past legal versions, and axe-core (no violation of any impact) on home, a static
 * page, popups, a board list and the trade list.
 */
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, DEMO_PASSWORD, expectNoViolations, login, QNA, typeBody } from "./support.ts";

test.describe("banner overlay", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("shows five tabs, a Korean PDF and the sign-up button; closes; 'not today' keeps it away", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" });
    await expect(dialog).toBeVisible();
    // The server's page holds the overlay: its tabs answer once its code has run.
    await expect(page.locator("[data-banner-overlay][data-ready]")).toHaveCount(1);
    for (const tab of ["목표 구성도", "비전", "서비스", "추진 방향", "컨소시엄 소개"]) {
      await dialog.getByRole("tab", { name: tab }).click();
      await expect(dialog.getByRole("tabpanel").getByRole("img")).toBeVisible();
      const loaded = await dialog
        .getByRole("tabpanel")
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(loaded).toBeGreaterThan(0);
    }
    const pdf = await page.request.get(
      (await dialog.getByRole("link", { name: /참여의향서/ }).getAttribute("href")) ?? "",
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(dialog.getByRole("link", { name: "약관 동의 및 회원가입" })).toHaveAttribute("href", "/app/FUL/Terms");

    // Closing without 'not today' keeps it away for the browser session (issue 38 §4): on every page,
    // through a full-page route (the login) and a reload…
    await dialog.getByRole("button", { name: "닫기" }).last().click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "로그인" }).first().click();
    await expect(page).toHaveURL(/\/app\/FUL\/Login/);
    await page.getByRole("link", { name: "아이디 찾기" }).click();
    await expect(page.getByRole("heading", { name: "아이디 찾기" })).toBeVisible();
    await page.getByRole("link", { name: "비밀번호를 잊으셨나요?" }).click();
    await expect(page.getByRole("heading", { name: "비밀번호 찾기" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "비밀번호 찾기" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(dialog).toHaveCount(0);
    // …and shows again in a new session.
    const next = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await next.goto("/");
    const again = next.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" });
    await expect(again).toBeVisible();
    await expect(next.locator("[data-banner-overlay][data-ready]")).toHaveCount(1);
    // 'Not today' keeps it away in a new session too, until the day ends in Seoul.
    await again.getByLabel("오늘 하루 보지 않기").check();
    await again.getByRole("button", { name: "닫기" }).last().click();
    await expect(again).toBeHidden();
    expect(await next.evaluate(() => localStorage.getItem("bannerHiddenUntil"))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const storage = await next.context().storageState();
    const third = await browser.newPage({ storageState: storage });
    await third.goto("/");
    await expect(third.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(third.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(third.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" })).toHaveCount(0);
    await next.close();
    await third.close();
  });

  for (const width of [1280, 390]) {
    test(`offers a member no sign-up, and the welcome toast leaves its close button free (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 500 ? 720 : 844 });
      await page.goto("/app/FUL/Login");
      await page.getByLabel("아이디").fill("demouser");
      await page.getByLabel("비밀번호", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel("비밀번호", { exact: true }).press("Enter");
      // The pointer on the welcome toast holds it (Mantine pauses its closing) while the overlay comes.
      const toast = page.locator(".mantine-Notification-root").filter({ hasText: "환영합니다" });
      await toast.hover();
      const dialog = page.getByRole("dialog", { name: "스마트물류 컨소시엄 안내" });
      await expect(dialog).toBeVisible();
      await expect(page.locator("[data-banner-overlay][data-ready]")).toHaveCount(1);
      await expect(toast).toBeVisible();
      const closers = dialog.getByRole("button", { name: "닫기" });
      await expect(closers).toHaveCount(2);
      const box = await toast.boundingBox();
      for (const closer of await closers.all()) {
        const button = await closer.boundingBox();
        const apart =
          !box ||
          !button ||
          box.x + box.width <= button.x ||
          button.x + button.width <= box.x ||
          box.y + box.height <= button.y ||
          button.y + button.height <= box.y;
        expect(apart, `toast ${JSON.stringify(box)} over ${JSON.stringify(button)}`).toBe(true);
        await closer.click({ trial: true });
      }
      await page.screenshot({ path: test.info().outputPath(`banner-member-${width}.png`) });
      await expect(dialog.getByRole("link", { name: /참여의향서/ })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "약관 동의 및 회원가입" })).toHaveCount(0);
      // Closed once, it stays away on the pages the member goes on to.
      await closers.first().click();
      await expect(dialog).toBeHidden();
      await page.goto("/app/FUL/MyPage");
      await page.goto(`/app/board/${QNA}`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(dialog).toHaveCount(0);
    });
  }

  test("does not show on /app/FUL pages or popups", async ({ page }) => {
    await page.goto("/app/FUL/TermsOfservice");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/app/POPUP/PLT000101_02");
    await expect(page.getByRole("heading", { name: "사업 참여 안내" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the right panel's statistics image opens the statistics popup in a 1050x690 window", async ({ page }) => {
  await page.goto("/");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "수요조사 통계 보기" }).click(),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe("/app/POPUP/PLT000101_01");
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([1050, 690]);
  // The popup's own page loads its screen and figures after opening: on a loaded machine that took over 10 s.
  await expect(popup.getByRole("heading", { name: "수요조사 통계" })).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByText("전체 회원 기업")).toBeVisible();
  await expect(popup.getByRole("banner")).toHaveCount(0);
  await expect(popup.getByRole("contentinfo")).toHaveCount(0);
  await expectNoViolations(popup);
});

test("every popup works when opened directly", async ({ page }) => {
  for (const [id, title] of [
    ["PLT000101_01", "수요조사 통계"],
    ["PLT000101_02", "사업 참여 안내"],
    ["PLT000101_03", "실증센터 이용 안내"],
    ["PLT000101_04", "공지"],
    ["PLT000101_09", "교육 신청 안내"],
    ["PLT000101_10", "설문 참여 안내"],
    ["PoliciesPopup", "운영 정책"],
  ]) {
    await page.goto(`/app/POPUP/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: /메뉴/ })).toHaveCount(0);
  }
});

test("a login-guarded static page turns a visitor away and shows to a member", async ({ page }) => {
  await page.goto("/app/PLT020301");
  await expect(page.getByText("로그인 후 이용 가능합니다.").first()).toBeVisible();
  await expect(page).toHaveURL("/app/FUL/Login?returnTo=%2Fapp%2FPLT020301");
  await login(page, "demouser");
  await page.goto("/app/PLT020301");
  await expect(page.getByRole("heading", { level: 1, name: "공동물류 서비스 안내" })).toBeVisible();
});

test("every route of both route tables opens a finished page; unknown addresses say they are not found", async ({
  page,
}) => {
  await page.goto("/app/FUL/PLT000101_11");
  await expect(page.getByText("로그인 후 이용 가능합니다.").first()).toBeVisible();
  await expect(page).toHaveURL("/app/FUL/Login?returnTo=%2Fapp%2FFUL%2FPLT000101_11");
  await login(page, "demouser");
  // The member services guide: a stored page as a full page (no main menu, no footer).
  await page.goto("/app/FUL/PLT000101_11");
  await expect(page.getByRole("heading", { level: 1, name: "회원 서비스 안내" })).toBeVisible();
  await expect(page.getByRole("link", { name: "마이페이지" })).toHaveAttribute("href", "/app/FUL/MyPage");
  await expect(page.getByRole("navigation", { name: "주 메뉴" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  for (const [path, title] of [
    ["/app/board2", "달력형 게시판 모음"],
    ["/app/boardgallery", "앨범형 게시판 모음"],
    ["/app/commonboardgellery", "앨범형 게시판 모음"],
    ["/app/boardgallery2", "설명 앨범형 게시판 모음"],
    ["/app/commonboardgellery2", "설명 앨범형 게시판 모음"],
    ["/app/commonboard", "통합게시판"],
    ["/app/Menu", "전체 메뉴"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Q&A" })).toBeVisible();
  await page.goto("/app/board2");
  await expect(page.getByRole("main").getByRole("link", { name: /일정/ }).first()).toBeVisible();
  await page.goto("/app/NOPE000");
  await expect(page.getByRole("heading", { level: 1, name: "요청하신 페이지를 찾을 수 없습니다." })).toBeVisible();
});

test("the HICOS frame gets the session only by postMessage; the digital twin says it is not configured", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.addEventListener("message", (event) => {
      (window as unknown as { received: unknown[] }).received ??= [];
      (window as unknown as { received: unknown[] }).received.push({ data: event.data, origin: event.origin });
    });
  });
  await login(page, "demouser");
  await page.goto("/app/PLT020101");
  await expect(page.getByText("연결된 서비스 주소가 설정되지 않았습니다.", { exact: false })).toBeVisible();
  await page.goto("/app/PLT020201");
  const frame = page.frameLocator("iframe[title='HICOS 공동물류 플랫폼']");
  await expect(frame.locator("body")).toBeVisible();
  const child = page.frames().find((f) => f.url().includes("openid-configuration"));
  expect(child).toBeDefined();
  expect(child?.url()).not.toContain("demouser");
  await expect
    .poll(async () =>
      child?.evaluate(
        () => (window as unknown as { received?: { data: { userId: string } }[] }).received?.[0]?.data.userId,
      ),
    )
    .toBe("demouser");
});

test("an administrator edits a page, visitors see it, and an earlier version is restored", async ({
  page,
  browser,
}) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/PLT010801");
  await page.getByRole("link", { name: "페이지 수정" }).click();
  await expect(page).toHaveURL(/\/app\/totalboard\/pages\/PLT010801$/);
  await page.getByRole("textbox", { name: "제목", exact: true }).fill("문의 안내");
  await typeBody(page, "사무국 전화는 평일에 받습니다.");
  await page.getByRole("button", { name: "저장하고 게시" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("저장되었습니다.").first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "2판" })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/app/PLT010801");
  await expect(visitor.getByRole("heading", { level: 1, name: "문의 안내" })).toBeVisible();
  await expect(visitor.getByText("사무국 전화는 평일에 받습니다.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "페이지 수정" })).toHaveCount(0);

  await page.getByRole("row", { name: /1판/ }).getByRole("button", { name: "이 판으로 복원" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "이 판으로 복원" }).click();
  await expect(page.getByText("복원되었습니다.").first()).toBeVisible();
  await expect(page.getByText("1판 복원")).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "문의" })).toBeVisible();
  await visitor.close();
});

test("an administrator sets a company's kind and the council statistics count it", async ({ page }) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/PLT010501");
  const logistics = page.locator("section", { hasText: "물류협의회 회원 현황" }).getByText("물류 기업").locator("..");
  const before = Number((await logistics.textContent())?.match(/(\d+)개사/)?.[1]);
  await page.goto("/app/totalboard/companies");
  const select = page.getByRole("combobox", { name: "누리소프트 업종 구분" });
  await select.click();
  await page.getByRole("option", { name: "물류", exact: true }).click();
  await expect(page.getByText("업종 구분이 저장되었습니다.").first()).toBeVisible();
  await page.goto("/app/PLT010501");
  await expect(logistics).toContainText(`${before + 1}개사`);
});

test("terms keep their past versions readable at their own address", async ({ page }) => {
  await page.goto("/app/FUL/TermsOfservice?version=1");
  await expect(page.getByRole("heading", { level: 1, name: /이용약관/ })).toBeVisible();
  await expect(page.getByText("제1조 (목적)")).toBeVisible();
});

test("home, a static page, a popup, a board list and the trade list have no accessibility violation", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The blocks below the first screen load as the visitor scrolls towards them.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByText("다가오는 일정")).toBeVisible();
  await expect(page.getByRole("tab", { name: "소개 영상" })).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/app/PLT010101");
  await expect(page.getByRole("heading", { level: 1, name: "사업 개요" })).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/app/POPUP/PoliciesPopup");
  await expect(page.getByRole("heading", { level: 1, name: "운영 정책" })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(`/app/board/${QNA}`);
  await expect(page.getByRole("heading", { level: 1, name: "Q&A" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/app/trade");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/원$/).first()).toBeVisible();
  await expectNoViolations(page);
});
