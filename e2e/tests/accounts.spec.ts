/**
 * Withdrawal and id find in the browser (issue 24 §4): the my-page dialog that says what happens,
 * asks for the password and an agreement, then ends the session, after which the login fails with
 * the usual message; and the id find page reached from the login box, whose mail (read from the
 * server's outbox) carries the id.
 */
import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { expect, type Page, test } from "./fixtures.ts";
import { login, SIGN_UP_PASSWORD as PASSWORD, signUp } from "./support.ts";

let seq = 0;
const freshId = (prefix: string) => `${prefix}${(Date.now() % 100_000_000) + ++seq}`;
const alertText = (page: Page, text: string | RegExp) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

test("withdrawal from my page: the dialog says what happens, asks for the password, then the login fails", async ({
  page,
  baseURL,
}) => {
  const member = await signUp(baseURL!, freshId("leaver"), "Anna Lee");
  await login(page, member.userId, PASSWORD);
  await page.goto("/app/FUL/MyPage");
  const open = page.getByRole("button", { name: "회원 탈퇴" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "회원 탈퇴" });
  await expect(dialog.getByText(/작성자가 '탈퇴한 회원'으로 표시됩니다/)).toBeVisible();
  await expect(dialog.getByText(/시작하지 않은 실증센터 방문 예약은 취소되고/)).toBeVisible();
  await expect(dialog.getByText(new RegExp(`아이디 ${member.userId}은\\(는\\) 회원님을 포함해 누구도`))).toBeVisible();
  const password = dialog.getByRole("textbox", { name: "비밀번호", exact: true });
  await expect(password).toBeFocused();

  // Both problems at once; a wrong password is named next to the field; cancel keeps everything.
  await dialog.getByRole("button", { name: "탈퇴하기" }).click();
  await expect(dialog.getByText("비밀번호를 입력해 주세요.", { exact: true })).toBeVisible();
  await expect(dialog.getByText("안내 내용을 확인하고 동의해 주세요.")).toBeVisible();
  await password.fill("Wrong#Pass77");
  await dialog.getByRole("checkbox", { name: /회원 탈퇴에 동의합니다/ }).check();
  await dialog.getByRole("button", { name: "탈퇴하기" }).click();
  await expect(dialog.getByText("비밀번호가 일치하지 않습니다.", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await password.fill(PASSWORD);
  await dialog.getByRole("checkbox", { name: /회원 탈퇴에 동의합니다/ }).check();
  await dialog.getByRole("button", { name: "탈퇴하기" }).press("Enter");
  await expect(alertText(page, "회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.")).toBeVisible();
  await expect(page).not.toHaveURL(/\/app\/FUL\/MyPage$/);
  await expect(page.getByRole("button", { name: "로그아웃" })).toHaveCount(0);

  await page.goto("/app/FUL/Login");
  await page.getByLabel("아이디").fill(member.userId);
  await page.getByLabel("비밀번호", { exact: true }).fill(PASSWORD);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await expect(page.getByText("아이디 또는 비밀번호가 일치하지 않습니다.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "로그아웃" })).toHaveCount(0);
});

test("id find from the login box mails the id, and answers the same for an unknown pair", async ({
  page,
  baseURL,
  server,
}) => {
  const member = await signUp(baseURL!, freshId("findid"), "Nguyen Van An");
  await page.goto("/app/FUL/Login");
  await page.getByRole("link", { name: "아이디 찾기" }).click();
  await expect(page).toHaveURL(/\/app\/findid$/);
  await expect(page.getByRole("heading", { name: "아이디 찾기" })).toBeVisible();

  // Both fields are checked together.
  await page.getByRole("button", { name: "아이디 찾기" }).click();
  await expect(page.getByText("이름을 입력해 주세요.")).toBeVisible();
  await expect(page.getByText("이메일을 확인해 주세요.")).toBeVisible();

  const sent = /입력하신 이름과 이메일이 회원 정보와 일치하면 아이디를 메일로 보내 드렸습니다/;
  await page.getByRole("textbox", { name: /^이름/ }).fill("nguyen van an");
  await page.getByRole("textbox", { name: /^이메일/ }).fill(member.email.toUpperCase());
  await page.getByRole("textbox", { name: /^이메일/ }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();

  const outbox = path.join(server.dataDir, "outbox");
  let text: string | undefined;
  await expect(async () => {
    for (const file of fs.readdirSync(outbox)) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
      if (mail.to?.some((a) => a.address === member.email) && mail.subject?.includes("아이디 안내")) text = mail.text;
    }
    expect(text).toContain(`회원님의 아이디는 ${member.userId}입니다.`);
  }).toPass({ timeout: 10_000 });

  // An unknown pair gets the same page.
  await page.goto("/app/findid");
  await page.getByRole("textbox", { name: /^이름/ }).fill("없는 사람");
  await page.getByRole("textbox", { name: /^이메일/ }).fill("nobody.here@example.kr");
  await page.getByRole("button", { name: "아이디 찾기" }).click();
  await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();
});
