/**
 * The second factor in the browser (issue 43 §2): a new administrator turns it on in 마이페이지 — the
 * QR code, the secret as text (read from the page here, the codes computed with the same library an
 * authenticator follows), the six-digit confirmation and the ten recovery codes shown once — then logs
 * out and back in, the login asking for the code after the password; axe-core on the enrolment, the
 * recovery-code dialog and the login's code step.
 */
import { Secret, TOTP } from "otpauth";
import { expect, request, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, apiSession, expectNoViolations, login, SIGN_UP_PASSWORD, signUp } from "./support.ts";

/** The code of `secret` `offsetSteps` steps of 30 s from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

test("an administrator enrols a second factor in my page and logs in with a code", async ({ page, baseURL }) => {
  // Three axe-core runs on a long page (each several seconds on a busy machine).
  test.setTimeout(180_000);
  const userId = `tfa${Date.now() % 100_000_000}`;
  await signUp(baseURL!, userId, "Jiho Park");
  const adminContext = await request.newContext({ baseURL });
  const asAdmin = await apiSession({ request: adminContext }, "admin", ADMIN_PASSWORD);
  await asAdmin("PUT", `/api/admin/members/${userId}/role`, { role: "A" });
  await adminContext.dispose();

  await login(page, userId, SIGN_UP_PASSWORD);
  await page.goto("/app/FUL/MyPage");
  const section = page.getByRole("region", { name: "2단계 인증" });
  const toggle = section.getByRole("switch", { name: "2단계 인증 사용" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(section.getByRole("img", { name: "인증 앱으로 찍을 QR 코드" })).toBeVisible();
  const secret = (await section.getByTestId("second-factor-secret").innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoViolations(page);

  const codeField = section.getByRole("textbox", { name: "인증 앱의 6자리 코드" });
  await codeField.fill(codeOf(secret, 5));
  await section.getByRole("button", { name: "확인하고 켜기" }).click();
  await expect(section.getByText(/코드가 맞지 않습니다/)).toBeVisible();
  await codeField.fill(codeOf(secret));
  await section.getByRole("button", { name: "확인하고 켜기" }).click();
  const codesDialog = page.getByRole("dialog", { name: "복구 코드" });
  await expect(codesDialog.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expectNoViolations(page);
  await codesDialog.getByRole("button", { name: "적어 두었습니다" }).click();
  await expect(codesDialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(section.getByText(/켜져 있음 · 남은 복구 코드 10개/)).toBeVisible();

  // Logged out (my page is a full page without the menu's logout button): a new visitor session.
  await page.context().clearCookies();
  await page.goto("/app/FUL/Login");
  await page.getByLabel("아이디").fill(userId);
  await page.getByLabel("비밀번호", { exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  const loginCode = page.getByRole("textbox", { name: "인증 코드 (6자리 또는 복구 코드)" });
  await expect(loginCode).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "인증 앱의 6자리 코드를 입력해 주세요." })).toBeVisible();
  await expectNoViolations(page);
  // A code too far from now is refused; the next step's (one step of drift, never the step the
  // enrolment spent) is accepted.
  await loginCode.fill(codeOf(secret, 5));
  await loginCode.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: /인증 코드가 맞지 않거나/ })).toBeVisible();
  await loginCode.fill(codeOf(secret, 1));
  await loginCode.press("Enter");
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
});
