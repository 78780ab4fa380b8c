/**
 * Loading simulator (issue 14): a member enters a cargo list, runs the plan (in the Web Worker),
 * sees the 3D view and the figures, plays the steps, looks at the other views, saves the plan and
 * reopens it; the 5,000-box bound is refused in Korean before anything runs; cargo files past the
 * file limits are refused in Korean.
 */

import { strToU8, zipSync } from "fflate";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, expectNoViolations, login } from "./support.ts";

const PAGE = "/app/FUL/PLT000101_05";

test("a member plans a load, plays the steps, saves and reopens the plan", async ({ page }) => {
  // Long on the shared 2-core machine: the plan, a playback and two page loads.
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await login(page, "demouser");
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "적재 시뮬레이션" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "차량 선택" })).toHaveValue(/20피트 컨테이너/);

  // First row: 40 cartons; a second row of 6 drums that may lie in any direction.
  await page.getByLabel("1 품명").fill("가전 박스");
  await page.getByLabel("1 수량").fill("40");
  await page.getByRole("button", { name: "화물 추가" }).click();
  await page.getByLabel("2 품명").fill("원통 자재");
  await page.getByLabel("2 길이(mm)").fill("800");
  await page.getByLabel("2 폭(mm)").fill("800");
  await page.getByLabel("2 높이(mm)").fill("1200");
  await page.getByLabel("2 수량").fill("6");
  await page.getByRole("combobox", { name: "2 세워도 되는 면" }).click();
  await page.getByRole("option", { name: "자유 회전" }).click();
  await expect(page.getByTestId("loading-cargo-total")).toContainText("총 46개");

  // Too many boxes: refused in Korean, nothing runs.
  await page.getByLabel("1 수량").fill("5001");
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await expect(page.getByRole("alert")).toContainText("최대 5,000개");
  await expect(page.getByText("아직 계획이 없습니다")).toBeVisible();
  await page.getByLabel("1 수량").fill("40");

  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await expect(page.getByTestId("loading-vehicle-count")).toHaveText("1대", { timeout: 30_000 });
  await expect(page.getByTestId("loading-volume")).toHaveText(/%$/);
  await expect(page.getByTestId("loading-weight")).toContainText("/ 28,000 kg");
  await expect(page.getByTestId("loading-centre")).toHaveText(/^x [\d,]+ · y [\d,]+ · z [\d,]+$/);
  await expect(page.getByTestId("loading-unplaced")).toHaveText("모든 화물을 실었습니다.");
  await expect(page.getByTestId("loading-step")).toHaveText("46 / 46 단계");
  await expect(page.locator("canvas")).toBeVisible();

  // Steps: back one, then play from the start.
  await page.getByRole("button", { name: "이전 단계" }).click();
  await expect(page.getByTestId("loading-step")).toHaveText("45 / 46 단계");
  await page.getByRole("button", { name: "재생" }).click();
  await expect(page.getByTestId("loading-step")).toHaveText("46 / 46 단계", { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "재생" })).toBeVisible();
  await page.getByRole("button", { name: "이전 단계" }).click();
  await page.getByRole("button", { name: "이전 단계" }).click();

  // The other views show the same 44 boxes.
  // (45 rectangles: the vehicle's outline and 44 boxes.)
  const view = page.getByTestId("loading-view");
  const views = page.getByRole("radiogroup").filter({ hasText: "3D" });
  await views.getByText("위에서", { exact: true }).click();
  await expect(view.locator("svg rect")).toHaveCount(45);
  await views.getByText("옆에서", { exact: true }).click();
  await expect(view.locator("svg rect")).toHaveCount(45);
  await views.getByText("표", { exact: true }).click();
  await expect(view.locator("tbody tr")).toHaveCount(44);
  await expect(view.getByRole("table")).toContainText("가전 박스");

  // Save, reload the address (?plan=id), and the plan is back.
  await page.getByLabel("계획 이름").fill("부산항 출고 1차");
  await page.getByRole("button", { name: "계획 저장" }).click();
  await expect(page.getByText("계획을 저장했습니다.")).toBeVisible();
  await expect(page).toHaveURL(/plan=\d+/);
  await expect(page.getByTestId("loading-plans")).toContainText("부산항 출고 1차");
  await page.reload();
  await expect(page.getByLabel("계획 이름")).toHaveValue("부산항 출고 1차");
  await expect(page.getByTestId("loading-step")).toHaveText("46 / 46 단계");
  await expect(page.getByLabel("1 품명")).toHaveValue("가전 박스");

  // A new plan, then reopen the saved one from the list.
  await page.getByRole("button", { name: "새 계획" }).click();
  await expect(page.getByText("아직 계획이 없습니다")).toBeVisible();
  await page.getByRole("button", { name: "부산항 출고 1차 열기" }).click();
  await expect(page.getByTestId("loading-vehicle-count")).toHaveText("1대");
  await expect(page.getByLabel("2 품명")).toHaveValue("원통 자재");
  expect(problems.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the cargo table says it scrolls sideways, shows a shadow where columns are hidden, and scrolls by keyboard (${width} px)`, async ({
    page,
  }) => {
    await login(page, "demouser");
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await page.goto(PAGE);
    // Issue 38 §4: 하차 순서 was cut at 1280 px, and a phone showed 품명/길이/폭 without a sign of more.
    const region = page.getByRole("region", { name: "화물 목록" });
    await expect(region).toBeVisible();
    await expect(page.getByText("표를 옆으로 밀면 나머지 칸이 보입니다")).toBeVisible();
    const frame = region.locator("xpath=..");
    await expect(frame).toHaveAttribute("data-more-right", "true");
    await expect(frame).not.toHaveAttribute("data-more-left", "true");
    const stop = region.getByRole("columnheader", { name: "하차 순서" });
    const right = async () => {
      const [box, column] = [await region.boundingBox(), await stop.boundingBox()];
      return (column?.x ?? 0) + (column?.width ?? 0) <= (box?.x ?? 0) + (box?.width ?? 0) + 1;
    };
    expect(await right()).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`cargo-table-${width}.png`) });
    // The region takes the focus; the arrow keys scroll it.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    await expect(frame).toHaveAttribute("data-more-left", "true");
    await region.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect(frame).not.toHaveAttribute("data-more-right", "true");
    expect(await right()).toBe(true);
  });
}

test("an administrator edits a vehicle of the catalogue; a member sees no editor", async ({ page }) => {
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto(PAGE);
  await page.getByRole("button", { name: "차량 관리" }).click();
  const dialog = page.getByRole("dialog");
  const row = dialog.getByRole("row").filter({ has: page.getByText("5톤 윙바디", { exact: true }) });
  await row.getByRole("button", { name: "수정" }).click();
  await dialog.getByLabel("높이(mm)").fill("2400");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("차량 정보를 저장했습니다.")).toBeVisible();
  await expect(row).toContainText("6,200 × 2,350 × 2,400");
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "차량 선택" }).click();
  await expect(page.getByRole("option", { name: /5톤 윙바디 \(6,200×2,350×2,400\)/ })).toBeVisible();

  await page.context().clearCookies();
  await login(page, "demouser");
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "적재 시뮬레이션" })).toBeVisible();
  await expect(page.getByRole("button", { name: "차량 관리" })).toHaveCount(0);
});

test("the vehicle catalogue speaks Korean: members see no grade, source or English; administrators see what grades mean", async ({
  page,
}) => {
  /** Latin words of 3+ letters on the visible page, less units, file kinds and container codes. */
  const englishWords = async () => {
    const text = await page.locator("main").innerText();
    return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !/^(mm|kg|CSV|XLSX|GP|HC)$/.test(w));
  };
  await login(page, "demouser");
  await page.goto(PAGE);
  await page.getByRole("combobox", { name: "차량 선택" }).click();
  await page.getByRole("option", { name: /^11톤 카고/ }).click();
  await expect(page.getByText("이 차량의 적재함 크기는 흔히 쓰는 값입니다.", { exact: false })).toBeVisible();
  await expect(page.getByText("치수 미확인")).toHaveCount(0);
  await expect(page.getByText(/commonly quoted|maker's sheet|lenews|\(U\)/)).toHaveCount(0);
  expect(await englishWords()).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.getByRole("combobox", { name: "차량 선택" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`vehicle-member-${width}.png`) });
  }

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto(PAGE);
  await page.getByRole("button", { name: "차량 관리" }).click();
  const dialog = page.getByRole("dialog");
  const row = dialog.getByRole("row").filter({ has: page.getByText("11톤 카고", { exact: true }) });
  await expect(row).toContainText("미확인");
  await expect(row).toContainText("제조사 제원표에서 확인하지 못했습니다");
  await expect(row).toContainText("출처: lenews.co.kr uid=3720 에서 계산");
  await expect(dialog.getByText(/commonly quoted|maker's sheet|\((V|S|D|U)\)/)).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: test.info().outputPath(`vehicle-admin-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("button", { name: "수정" }).click();
  await expect(dialog.getByRole("combobox", { name: "치수 확인 정도" })).toHaveValue("미확인");
  await page.screenshot({ path: test.info().outputPath("vehicle-admin-edit-1280.png") });
});

test("a truck's plan shows each axle group's load against its limit; a container has no axle data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, "demouser");
  await page.goto(PAGE);
  await page.getByLabel("1 품명").fill("기계 부품");
  await page.getByLabel("1 길이(mm)").fill("1000");
  await page.getByLabel("1 폭(mm)").fill("1000");
  await page.getByLabel("1 높이(mm)").fill("1000");
  await page.getByLabel("1 중량(kg)").fill("900");
  await page.getByLabel("1 수량").fill("12");
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await expect(page.getByTestId("loading-axles")).toHaveText(
    "이 차량은 차축 정보가 없어 차축 하중을 계산하지 않습니다.",
    {
      timeout: 30_000,
    },
  );

  await page.getByRole("combobox", { name: "차량 선택" }).click();
  await page.getByRole("option", { name: /^11톤 윙바디/ }).click();
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  const axles = page.getByTestId("loading-axles");
  await expect(axles).toContainText("앞 차축군", { timeout: 30_000 });
  await expect(axles).toContainText(/[\d,]+kg \/ 한도 7,000kg/);
  await expect(axles).toContainText(/[\d,]+kg \/ 한도 20,000kg/);
  await expect(axles).toContainText("허용 무게중심(적재함 앞벽에서)");
  // 10.8 t against a front group with 1.5 t to spare: the packer moves the load towards the door
  // (its centre at least 3,867 mm from the front wall) and keeps every group within its limit.
  await expect(axles).toContainText("허용 무게중심(적재함 앞벽에서): 3,867~");
  await expect(axles).toContainText("모든 차축군이 한도 안에 있고");
  await expect(page.getByTestId("loading-unplaced")).toHaveText("모든 화물을 실었습니다.");
});

test("a cargo list is imported from CSV; a bad row is named in Korean", async ({ page }) => {
  await login(page, "demouser");
  await page.goto(PAGE);
  const header =
    "품명,길이(mm),폭(mm),높이(mm),중량(kg),수량,길이세움(Y/N),폭세움(Y/N),높이세움(Y/N),적층(Y/N),위허용하중(kg),하차순서";
  const file = (rows: string[]) => ({
    name: "cargo.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${[header, ...rows].join("\r\n")}\r\n`, "utf8"),
  });
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(file(["냉장고 박스,700,700,1800,60,8,N,N,Y,N,,2", "소형 박스,0,300,300,5,20,Y,Y,Y,Y,,1"]));
  await expect(page.getByRole("alert").first()).toHaveText("2행: 치수는 1~20,000mm 사이의 정수로 입력해 주세요.");
  await expect(page.getByLabel("1 품명")).not.toHaveValue("냉장고 박스");
  await input.setInputFiles(file(["냉장고 박스,700,700,1800,-1,8,N,N,Y,N,,2"]));
  await expect(page.getByRole("alert").first()).toHaveText("1행: 중량은 0~100,000kg 사이의 숫자로 입력해 주세요.");

  await input.setInputFiles(
    file(["냉장고 박스,700,700,1800,60,8,N,N,Y,N,,2", "소형 박스,400,300,300,5,20,Y,Y,Y,Y,30,1"]),
  );
  await expect(page.getByText("화물 2종을 불러왔습니다.")).toBeVisible();
  await expect(page.getByLabel("1 품명")).toHaveValue("냉장고 박스");
  await expect(page.getByLabel("2 위 허용 하중(kg)")).toHaveValue("30");
  await expect(page.getByRole("combobox", { name: "2 세워도 되는 면" })).toHaveValue("자유 회전");
  await expect(page.getByTestId("loading-cargo-total")).toContainText("총 28개");
});

test("cargo files built to exhaust the tab are refused in Korean; the XLSX template imports", async ({ page }) => {
  await login(page, "demouser");
  await page.goto(PAGE);
  const input = page.locator('input[type="file"]');
  const alert = page.getByRole("alert").first();

  // A sheet of 4 MiB of one letter deflates to a few KiB: more than 100 times its compressed size.
  const sheet = `<worksheet><sheetData><row><c t="inlineStr"><is><t>${"A".repeat(4 * 1024 * 1024)}</t></is></c></row></sheetData></worksheet>`;
  const bomb = zipSync({ "xl/worksheets/sheet1.xml": [strToU8(sheet), { level: 9 }] });
  await input.setInputFiles({ name: "bomb.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from(bomb) });
  await expect(alert).toHaveText(
    "압축률이 비정상적으로 높은 파일입니다('xl/worksheets/sheet1.xml'이(가) 100배 넘게 늘어납니다). 읽지 않았습니다.",
  );

  const header = "품명,길이(mm),폭(mm),높이(mm),중량(kg),수량";
  const giantCell = `${header}\r\n"${"가".repeat(40_000)}",600,400,400,12,1\r\n`;
  await input.setInputFiles({ name: "cell.csv", mimeType: "text/csv", buffer: Buffer.from(giantCell) });
  await expect(alert).toHaveText("한 칸에 32,767자가 넘는 값이 있어 읽지 않았습니다.");

  // The template downloaded from the page is read in the worker (exceljs loaded there).
  await page.getByRole("button", { name: "양식 내려받기" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "XLSX 양식 내려받기" }).click(),
  ]);
  await input.setInputFiles(await download.path());
  await expect(page.getByText("화물 3종을 불러왔습니다.")).toBeVisible();
  await expect(page.getByLabel("1 품명")).toHaveValue("가전 박스");
});

test("a planner edits a plan by hand: a broken rule in Korean, undo, a drag from above, saved and reopened", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, "demouser");
  await page.goto(PAGE);
  await page.getByLabel("1 품명").fill("가전 박스");
  await page.getByLabel("1 수량").fill("4");
  await page.getByRole("button", { name: "적재 계획 실행" }).click();
  await expect(page.getByTestId("loading-step")).toHaveText("4 / 4 단계", { timeout: 30_000 });
  const check = page.getByTestId("loading-edit-check");
  await expect(check).toContainText("모든 제약");

  // Select the last box loaded (nothing stands on it) in the table, with the keyboard.
  const view = page.getByTestId("loading-view");
  const views = page.getByRole("radiogroup").filter({ hasText: "3D" });
  await views.getByText("표", { exact: true }).click();
  await view.getByRole("button", { name: "4단계 가전 박스 선택" }).focus();
  await page.keyboard.press("Enter");
  const selected = page.getByTestId("loading-edit-selected");
  await expect(selected).toContainText("선택한 상자: 4단계 가전 박스");
  const before = (await selected.textContent()) ?? "";

  // Lifted 100 mm (Page Up on the view): it floats, said in Korean, and the plan cannot be saved.
  await page.keyboard.press("PageUp");
  await expect(check).toContainText("바닥 전체가 받쳐지지 않아 상자가 떠 있습니다: 4단계 가전 박스");
  await expect(page.getByRole("button", { name: "계획 저장" })).toBeDisabled();
  await expect(page.getByTestId("loading-save-blocked")).toBeVisible();
  await expectNoViolations(page);

  // Undone with Ctrl+Z: back where it was, every rule kept; redone and undone with the buttons.
  await page.keyboard.press("Control+z");
  await expect(check).toContainText("모든 제약");
  await expect(selected).toHaveText(before);
  await page.getByRole("button", { name: "다시 실행 (Ctrl+Y)" }).click();
  await expect(check).toContainText("떠 있습니다");
  await page.getByRole("button", { name: "실행 취소 (Ctrl+Z)" }).click();
  await expect(check).toContainText("모든 제약");

  // Dragged from above past the door: it lands against the door wall, on the floor.
  await views.getByText("위에서", { exact: true }).click();
  const box = view.locator("svg rect[data-step='4']");
  const from = (await box.boundingBox())!;
  const drawing = (await view.locator("svg").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(drawing.x + drawing.width - 5, from.y + from.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(check).toContainText("모든 제약");
  // 5,898 mm less the box's length along x (600 or 400 as the engine turned it).
  await expect(selected).toContainText(/위치 x 5,(298|498) · y [\d,]+ · z 0$/);
  const moved = ((await selected.textContent()) ?? "").replace(/^.*위치 /, "");

  await page.getByLabel("계획 이름").fill("직접 편집한 계획");
  await page.getByRole("button", { name: "계획 저장" }).click();
  await expect(page.getByText("계획을 저장했습니다.")).toBeVisible();
  await expect(page).toHaveURL(/plan=\d+/);
  await page.reload();
  await expect(page.getByLabel("계획 이름")).toHaveValue("직접 편집한 계획");
  await page.getByRole("radiogroup").filter({ hasText: "3D" }).getByText("표", { exact: true }).click();
  await expect(page.getByTestId("loading-view").getByRole("table")).toContainText(moved);
});
