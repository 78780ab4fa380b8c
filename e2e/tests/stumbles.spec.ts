/**
 * A newcomer's stumbles, mended (issue 38 §4): the sign-up's problems notice goes once the fields are
 * mended; administrators reach their screens from the header (the phone menu at 390 px) and my page,
 * with lists of the information pages and popups, and no company registration or alliance on their
 * my page; Mantine's own buttons and the dashboards' words in Korean.
 */
import { expect, type Page, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, login } from "./support.ts";

/** The notice (notification) with `text`. */
const notice = (page: Page, text: string) => page.locator(".mantine-Notification-root").filter({ hasText: text });

test("sign-up: the red 'problems' notice counts down as the fields are mended, and goes with the last", async ({
  page,
}) => {
  await page.goto("/app/FUL/Terms");
  await page.getByRole("checkbox", { name: /전체 동의/ }).check();
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page).toHaveURL(/\/app\/FUL\/Register$/);
  await page.getByRole("button", { name: "가입하기" }).click();
  const problems = notice(page, "입력 내용을 확인해 주세요. 고칠 항목이 4개 있습니다.");
  await expect(problems).toBeVisible();

  const userId = `mend${Date.now() % 100_000_000}`;
  await page.locator("#register-userId").fill(userId);
  await page.getByRole("button", { name: "중복 확인" }).first().click();
  await expect(page.getByText(`${userId}은(는) 사용 가능한 아이디입니다.`)).toBeVisible();
  await page.locator("#register-password").fill("Signup12!");
  await page.locator("#register-passwordConfirm").fill("Signup12!");
  await page.locator("#register-nameKo").fill("한가입");
  await expect(problems).toHaveCount(0);
  await expect(notice(page, "입력 내용을 확인해 주세요. 고칠 항목이 1개 있습니다.")).toBeVisible();
  await page.locator("#register-email").fill(`${userId}@example.kr`);
  // (The id's button now reads 확인 완료: the e-mail's is the one left.)
  await page.getByRole("button", { name: "중복 확인" }).click();
  await expect(page.getByText(`${userId}@example.kr은(는) 사용 가능한 이메일입니다.`)).toBeVisible();
  // Every field is right: the notice no longer says something true, and goes.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`an administrator reaches the administration, the pages and popups lists and their editors (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, "admin", ADMIN_PASSWORD);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    if (width < 768) await page.getByRole("button", { name: "전체 메뉴" }).click();
    await page.getByRole("link", { name: "관리자", exact: true }).click();
    await expect(page).toHaveURL("/app/totalboard");

    await page.getByRole("tab", { name: "정보 페이지" }).click();
    await expect(page).toHaveURL("/app/totalboard/pages");
    await expect(page.getByRole("heading", { name: "정보 페이지 관리" })).toBeVisible();
    const overview = page.getByRole("row").filter({ hasText: "/app/PLT010101" });
    await expect(overview).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: "/app/POPUP/" })).toHaveCount(0);
    const title = (await overview.getByRole("cell").first().locator("p").textContent()) ?? "";
    await overview.getByRole("link", { name: `${title} 편집` }).click();
    await expect(page).toHaveURL("/app/totalboard/pages/PLT010101");
    await expect(page.getByRole("textbox", { name: "제목" })).toHaveValue(title);

    await page.goto("/app/totalboard/popups");
    await expect(page.getByRole("heading", { name: "팝업 관리" })).toBeVisible();
    const stats = page.getByRole("row").filter({ hasText: "/app/POPUP/PLT000101_01" });
    await expect(stats).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: "/app/PLT010101" })).toHaveCount(0);
    await stats.getByRole("link", { name: /편집$/ }).click();
    await expect(page).toHaveURL("/app/totalboard/pages/POPUP_PLT000101_01");

    // My page leads there too, and offers none of the members' company registration or alliance.
    await page.goto("/app/FUL/MyPage");
    await expect(page.getByRole("heading", { name: "회원 정보" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "관리자 기능" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "기업 회원 등록" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "제휴 참여" })).toHaveCount(0);
    await page.getByRole("link", { name: "관리자 화면으로 이동" }).click();
    await expect(page).toHaveURL("/app/totalboard");
  });
}

test("a member sees no administration entry, and keeps company registration and alliance on my page", async ({
  page,
}) => {
  await login(page, "demouser");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "마이페이지" })).toBeVisible();
  await expect(page.getByRole("link", { name: "관리자", exact: true })).toHaveCount(0);
  await page.goto("/app/FUL/MyPage");
  await expect(page.getByRole("heading", { name: "기업 회원 등록" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "제휴 참여" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "관리자 기능" })).toHaveCount(0);
});

test("Mantine's own buttons and the dashboards' words are Korean", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/app/FUL/Login");
  const eye = page.getByRole("button", { name: "비밀번호 보기" });
  await expect(eye).toHaveCount(1);
  await expect(page.locator("[aria-label='Toggle password visibility']")).toHaveCount(0);

  await login(page, "hanbitlead");
  await page.goto("/app/dashboard");
  await expect(page.getByRole("columnheader", { name: "매출 금액" }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\((AR|AP)\)/)).toHaveCount(0);
  // A dialog's close button is named.
  await page.goto("/app/FUL/MyPage");
  await page.getByRole("button", { name: "회원 탈퇴" }).first().click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "닫기" })).toBeVisible();
});
