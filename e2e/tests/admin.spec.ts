/**
 * Administration in the browser (issue 4): boards of each template with categories, a member
 * seeing them and writing only as WRITE_AUTH allows, soft delete and restore, the administrators-only
 * guard, and the permissions, audit and personal-data access screens.
 */
import { expect, type Page, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, choose, login, saveWithConfirm, typeBody } from "./support.ts";

const stamp = () => String(Date.now() % 1_000_000);

/** Creates a board through the creation screen; returns its id (from the edit URL it lands on). */
async function createBoard(page: Page, name: string, template: string, writeRole: string): Promise<string> {
  await page.goto("/app/totalboard");
  await page.getByRole("link", { name: "게시판 생성" }).click();
  await expect(page.getByRole("heading", { name: "게시판 등록" })).toBeVisible();
  await page.getByRole("textbox", { name: "게시판명" }).fill(name);
  await page.getByRole("textbox", { name: "게시판 소개" }).fill(`${name}에 관한 글을 나눕니다.`);
  await choose(page, "템플릿", template);
  await choose(page, "글쓰기 권한", writeRole);
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("게시판이 저장되었습니다.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/boardupdate\/\d{20}$/);
  return page.url().split("/").pop() ?? "";
}

/** Adds a category; unless a refusal is expected, waits until it is listed (the input is cleared then). */
async function addCategory(page: Page, name: string, refused = false) {
  await page.getByRole("textbox", { name: "분류명" }).fill(name);
  await page.getByRole("button", { name: "분류 추가" }).click();
  if (!refused) {
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "분류명" })).toHaveValue("");
  }
}

test("an administrator creates a board of each template with categories; members see and write as WRITE_AUTH allows", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/boardregister");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("제목을 입력하세요.")).toBeVisible();
  await expect(page.getByText("내용을 입력하세요.")).toBeVisible();
  await expect(page.getByRole("link", { name: "목록으로" })).toBeVisible();
  await expect(page.getByText("분류는 게시판을 등록한 뒤 관리할 수 있습니다.")).toBeVisible();

  const suffix = stamp();
  const boards = [
    { name: `장비 자료실 ${suffix}`, template: "목록형", number: 1, writeRole: "일반 사용자" },
    { name: `교육 일정 ${suffix}`, template: "달력형", number: 2, writeRole: "관리자" },
    { name: `장비 사진첩 ${suffix}`, template: "앨범형", number: 3, writeRole: "기업 관리자" },
    { name: `회원사 소개 ${suffix}`, template: "설명 앨범형", number: 4, writeRole: "관리자" },
  ];
  const ids: string[] = [];
  for (const board of boards) {
    const id = await createBoard(page, board.name, board.template, board.writeRole);
    ids.push(id);
    await expect(page.getByRole("heading", { name: "게시판 수정" })).toBeVisible();
    for (const button of ["이전 페이지", "목록", "게시판으로 이동", "저장"]) {
      await expect(
        page
          .getByRole("button", { name: button, exact: true })
          .or(page.getByRole("link", { name: button, exact: true })),
      ).toBeVisible();
    }
    await expect(page.getByText("추가된 분류가 없습니다.")).toBeVisible();
    await addCategory(page, "장비");
    await addCategory(page, "부품");
    await expect(page.getByRole("listitem").filter({ hasText: "부품" })).toBeVisible();
  }
  await addCategory(page, "  ", true);
  await expect(page.getByText("분류명을 확인하세요.")).toBeVisible();
  await addCategory(page, "장비", true);
  await expect(page.getByText("이미 존재하는 분류입니다.")).toBeVisible();
  await page.getByRole("button", { name: "부품 삭제" }).click();
  await expect(page.getByRole("dialog")).toContainText("'부품' 분류를 삭제하시겠습니까?");
  await page.getByRole("dialog").getByRole("button", { name: "삭제" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "부품" })).toHaveCount(0);

  await page.goto(`/app/totalboard?q=${encodeURIComponent(suffix)}`);
  for (const board of boards) await expect(page.getByRole("link", { name: board.name })).toBeVisible();

  // A member (U) sees each board in its template's layout; the write button follows WRITE_AUTH.
  const member = await browser.newPage();
  await login(member, "demouser");
  for (const [index, board] of boards.entries()) {
    await member.goto(`/app/board/${ids[index]}`);
    await expect(member.getByRole("heading", { name: board.name })).toBeVisible();
    const info = await member.request.get(`/api/boards/${ids[index]}`);
    expect((await info.json()).template).toBe(board.number);
    if (board.number === 1) await expect(member.getByRole("columnheader", { name: "제목" })).toBeVisible();
    else if (board.number === 2) await expect(member.getByTestId("calendar-month")).toBeVisible();
    else await expect(member.getByText("등록된 게시물이 없습니다.")).toBeVisible();
    await expect(member.getByRole("link", { name: "글쓰기" })).toHaveCount(index === 0 ? 1 : 0);
  }
  await member.goto(`/app/board/${ids[0]}`);
  await member.getByRole("link", { name: "글쓰기" }).click();
  await expect(member.getByRole("textbox", { name: "내용" })).toBeVisible();
  const title = `지게차 배터리 점검표 공유 ${suffix}`;
  await choose(member, "분류", "장비");
  await member.getByRole("textbox", { name: "제목" }).fill(title);
  await typeBody(member, "점검표 양식을 올립니다.");
  await saveWithConfirm(member);
  await expect(member.getByRole("heading", { level: 1 })).toHaveText(title);
  await member.goto(`/app/board/${ids[0]}`);
  await choose(member, "분류", "장비");
  await expect(member.getByRole("link", { name: title })).toBeVisible();
  await expect(member.getByText("장비").first()).toBeVisible();
  await member.close();

  // A company administrator (M) may write on the M board.
  const company = await browser.newPage();
  await login(company, "hanbitlead");
  await company.goto(`/app/board/${ids[2]}`);
  await expect(company.getByRole("link", { name: "글쓰기" })).toBeVisible();
  await company.close();
});

test("an administrator soft-deletes a board and restores it", async ({ page, browser }) => {
  await login(page, "admin", ADMIN_PASSWORD);
  const name = `임시 게시판 ${stamp()}`;
  const id = await createBoard(page, name, "목록형", "일반 사용자");

  const member = await browser.newPage();
  await login(member, "demouser");
  await member.goto(`/app/board/${id}`);
  await expect(member.getByRole("heading", { name })).toBeVisible();

  await page.getByRole("button", { name: "게시판 삭제" }).click();
  await expect(page.getByRole("dialog")).toContainText(`'${name}' 게시판을 삭제하시겠습니까?`);
  await page.getByRole("dialog").getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("게시판이 삭제되었습니다.").first()).toBeVisible();
  await expect(page.getByText("삭제된(미사용) 게시판입니다. 회원에게는 보이지 않습니다.")).toBeVisible();

  await member.goto(`/app/board/${id}`);
  await expect(member.getByText("게시판을 찾을 수 없습니다.").first()).toBeVisible();

  await page.goto(`/app/totalboard?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("미사용")).toBeVisible();
  await expect(row.getByText("삭제됨")).toBeVisible();
  await row.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "게시판 복원" }).click();
  await expect(page.getByText("게시판이 복원되었습니다.").first()).toBeVisible();

  await member.goto(`/app/board/${id}`);
  await expect(member.getByRole("heading", { name })).toBeVisible();
  await member.close();
});

test("a non-administrator is turned away from the administration screens with the spec's message", async ({ page }) => {
  await login(page, "hanbitlead");
  for (const path of [
    "/app/totalboard",
    "/app/totalboard/permissions",
    "/app/totalboard/audit",
    "/app/totalboard/privacy-access",
    "/app/boardregister",
    "/app/boardupdate/20210712101500000016",
  ]) {
    await page.goto(path);
    await expect(page.getByText("관리자만 사용할 수 있는 기능입니다.").first()).toBeVisible();
    await expect(page).toHaveURL("/");
  }
  const api = await page.request.get("/api/admin/boards");
  expect(api.status()).toBe(403);
  expect((await api.json()).detail).toBe("관리자만 사용할 수 있는 기능입니다.");
});

test("an administrator finds a member, changes the role, reads the login history, the audit log and the access records", async ({
  page,
}, testInfo) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard/permissions");
  await page.getByRole("textbox", { name: "아이디, 이름, 회사, 이메일" }).fill("sorayoon");
  await page.getByRole("button", { name: "검색", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: "sorayoon" });
  await expect(row).toHaveCount(1);
  const select = row.getByRole("combobox", { name: "sorayoon 권한" });
  // Toggle between U and M, so the test can run again on the same server.
  const [from, to] =
    (await select.inputValue()) === "기업 관리자" ? ["기업 관리자", "일반 사용자"] : ["일반 사용자", "기업 관리자"];
  await select.click();
  await page.getByRole("option", { name: to, exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText(`'${to}'(으)로 바꾸시겠습니까?`);
  await page.getByRole("dialog").getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("권한을 변경했습니다.").first()).toBeVisible();
  await expect(select).toHaveValue(to);

  await row.getByRole("button", { name: "sorayoon 로그인 기록" }).click();
  await expect(page.getByRole("dialog")).toContainText("윤소라(sorayoon) 로그인 기록");
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "감사 로그" }).click();
  await expect(page).toHaveURL("/app/totalboard/audit");
  await choose(page, "작업", "권한 변경");
  await page.getByRole("button", { name: "조회" }).click();
  const entry = page.getByRole("row").filter({ hasText: "sorayoon" }).first();
  await expect(entry).toContainText("권한 변경");
  await expect(entry).toContainText(`${from} → ${to}`);

  // The search and the login records read above are personal-data access records.
  await page.getByRole("tab", { name: "개인정보 접근 기록" }).click();
  await expect(page).toHaveURL("/app/totalboard/privacy-access");
  await expect(page.getByRole("heading", { name: "개인정보 접근 기록" })).toBeVisible();
  await page.getByRole("textbox", { name: "회원", exact: true }).fill("sorayoon");
  await choose(page, "작업", "로그인 기록 열람");
  await page.getByRole("button", { name: "조회" }).click();
  const reads = page.getByRole("row").filter({ hasText: "로그인 기록 열람" });
  await expect(reads.first()).toContainText("sorayoon");
  await expect(reads.first()).toContainText("admin");
  await expect(page.getByRole("row").filter({ hasText: "회원 목록·검색" })).toHaveCount(0);
  await choose(page, "작업", "회원 목록·검색");
  await page.getByRole("button", { name: "조회" }).click();
  await expect(page.getByRole("row").filter({ hasText: "검색어: sorayoon" }).first()).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`privacy-access-${width}.png`), fullPage: true });
  }
});
