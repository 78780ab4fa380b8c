/**
 * Download reasons and the monthly access review in the browser (issue 43 §3; 개인정보의 안전성
 * 확보조치 기준 §8②): an administrator downloads a visit roster, which asks for a reason first (axe
 * with the dialog open at 1280 and 390 px), then opens the review screen (its tab says last month is
 * not reviewed), finds the download with its reason under this month and signs the month off.
 */
import { expect, request, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, apiSession, choose, DEMO_PASSWORD, expectNoViolations, login } from "./support.ts";

const WIDTHS = [1280, 390] as const;
const viewport = (width: number) => ({ width, height: width > 500 ? 900 : 844 });

/**
 * A member's booking of the last slot of the demo event's last date (other tests book the first dates);
 * returns its cancellation (reservations.spec.ts closes the last open date, which must hold no booking).
 */
async function bookLastSlot(baseURL: string): Promise<() => Promise<void>> {
  const visitor = await request.newContext({ baseURL });
  const events = await (await visitor.get("/api/reservation/events")).json();
  const eventNo = events.items[0].eventNo as number;
  const dates = await (await visitor.get(`/api/reservation/dates?eventNo=${eventNo}&branchCode=TC01`)).json();
  const last = (dates.items as { date: string }[]).at(-1)!.date;
  const slots = await (
    await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${last}`)
  ).json();
  await visitor.dispose();
  const member = await request.newContext({ baseURL });
  const call = await apiSession({ request: member }, "nurisoft", DEMO_PASSWORD);
  const { reservationId } = await call("POST", "/api/reservations", {
    slotId: slots.items.at(-1).slotId,
    companions: 0,
  });
  return async () => {
    await call("DELETE", `/api/me/reservations/${reservationId}`, {});
    await member.dispose();
  };
}

test("an administrator downloads a roster with a reason, then reviews and signs off the month", async ({
  page,
  baseURL,
}) => {
  test.slow(); // two screens, four axe runs
  const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
  const reasonText = `방문 안내 전화 ${Date.now() % 100_000}`;
  const cancelBooking = await bookLastSlot(baseURL!);
  await login(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard/reservations?tab=dates");
  await page.getByRole("button", { name: "예약자 명단 (1)" }).last().click();
  const roster = page.getByRole("dialog").filter({ hasText: "예약자 명단" });
  await roster.getByRole("button", { name: "명단 CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "명단 CSV" });
  await expect(dialog.getByText(/사유가 개인정보 접근 기록에 남습니다/)).toBeVisible();
  await dialog.getByRole("button", { name: "내려받기" }).click();
  await expect(dialog.getByText("내려받는 사유를 입력하세요.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "내려받는 사유" }).fill(reasonText);
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`reason-dialog-${width}.png`) });
    await expectNoViolations(page);
  }
  await page.setViewportSize(viewport(1280));
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "내려받기" }).click();
  expect((await download).suggestedFilename()).toMatch(/_예약자명단\.csv$/);
  await expect(dialog).toBeHidden();
  await cancelBooking();

  await page.keyboard.press("Escape");
  const tab = page.getByRole("tab", { name: /접근 기록 점검/ });
  await expect(tab).toContainText("지난달 점검 전");
  await tab.click();
  await expect(page).toHaveURL(/\/app\/totalboard\/access-reviews$/);
  await expect(page.getByRole("heading", { name: "접근 기록 점검", level: 1 })).toBeVisible();
  await expect(page.getByText(/접근 기록 점검 전$/).first()).toBeVisible();
  await choose(page, "점검할 달", month);
  await expect(page.getByRole("row", { name: /^admin 예약자 명단 내려받기/ }).first()).toBeVisible();

  await page.getByRole("textbox", { name: "점검 의견" }).fill("명단 내려받기 1건, 사유 확인함. 이상 없음.");
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    await page.screenshot({ path: test.info().outputPath(`access-review-${width}.png`), fullPage: true });
    await expectNoViolations(page);
  }
  await page.getByRole("button", { name: "점검 완료 기록" }).click();
  await expect(page.getByText("점검 완료를 기록했습니다.")).toBeVisible();
  await expect(page.getByText(/admin 관리자가 .*에 점검을 완료했습니다\./)).toBeVisible();
  await expect(page.getByText("명단 내려받기 1건, 사유 확인함. 이상 없음.")).toBeVisible();
  await expect(page.getByRole("button", { name: "점검 완료 기록" })).toHaveCount(0);

  // The access records list the download with its reason.
  await page.setViewportSize(viewport(1280));
  await page.goto("/app/totalboard/privacy-access");
  await expect(page.getByRole("cell", { name: reasonText })).toBeVisible();
});
