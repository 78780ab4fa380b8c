/**
 * Members in the browser (members spec sections 2–8, boards spec sections 4, 5, 8): consent →
 * sign-up → login; login with an account that has not agreed; password find through the mailed
 * link; my page edit with a wrong Korean name; the alliance popup; the password re-check (the current password asked once) and
 * change; and social login with Kakao, Naver and Google against local providers (oauth-mock.ts).
 */
import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { expect, type Page, request, test } from "./fixtures.ts";
import { DEMO_PASSWORD, login, loginThroughForm } from "./support.ts";

let seq = 0;
/** A fresh member id for this run (the rule: a lowercase letter, then letters or digits). */
const freshId = (prefix: string) => `${prefix}${(Date.now() % 100_000_000) + ++seq}`;

/** Signs a member up through the API (as the sign-up form would), for tests that need a fresh account. */
async function signUpViaApi(baseURL: string, userId: string, password = "Start#Dock58") {
  const context = await request.newContext({ baseURL });
  const session = await (await context.get("/api/auth/session")).json();
  const res = await context.post("/api/registration", {
    headers: { "x-csrf-token": session.csrfToken },
    data: {
      userId,
      password,
      nameKo: "나신입",
      email: `${userId}@example.kr`,
      consents: { use: true, personal: true, location: false, promotion: false },
    },
  });
  expect(res.status()).toBe(201);
  await context.dispose();
  return { userId, password, email: `${userId}@example.kr` };
}

/** The alert (notification) with `text`. */
const alertText = (page: Page, text: string | RegExp) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

test("consent, then sign-up with the duplicate checks, then login", async ({ page }) => {
  // Without the consent screen's state the form refuses.
  await page.goto("/app/FUL/Register");
  await expect(alertText(page, "잘못된 접근입니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/FUL\/Terms$/);

  const next = page.getByRole("button", { name: "다음" });
  await expect(next).toBeDisabled();
  await page.getByRole("checkbox", { name: "이용약관 동의 (필수)" }).check();
  await expect(next).toBeDisabled();
  await page.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  await expect(page.getByRole("checkbox", { name: /전체 동의/ })).not.toBeChecked();
  await page.getByRole("checkbox", { name: /전체 동의/ }).check();
  await expect(page.getByRole("checkbox", { name: /홍보 및 마케팅/ })).toBeChecked();
  await expect(page.getByRole("region", { name: "스마트물류 컨소시엄 포털 이용약관 전문" })).toContainText(
    "2021년 8월 10일부터 시행",
  );
  await next.click();
  await expect(page).toHaveURL(/\/app\/FUL\/Register$/);

  // An empty form shows every problem at once, each next to its field.
  const submit = page.getByRole("button", { name: "가입하기" });
  await submit.click();
  await expect(alertText(page, "입력 내용을 확인해 주세요. 고칠 항목이 4개 있습니다.")).toBeVisible();
  for (const [field, message] of [
    ["userId", "아이디를 입력해 주세요."],
    ["password", "비밀번호를 입력해 주세요."],
    ["nameKo", "이름을 입력해 주세요."],
    ["email", "이메일을 확인해 주세요."],
  ] as const) {
    // Each message is shown under its field and read out with it.
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.locator(`#register-${field}`)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(page.locator("#register-userId")).toBeFocused();

  const userId = freshId("signup");
  const idInput = page.locator("#register-userId");
  const idCheck = page.getByRole("button", { name: "중복 확인" }).first();
  await idInput.fill("Bad_Id");
  await idCheck.click();
  await expect(page.getByText("아이디는 영문 소문자로 시작하는 6~20자").first()).toBeVisible();
  await idInput.fill("demouser");
  await idCheck.click();
  await expect(page.getByText("이미 등록된 아이디입니다.").first()).toBeVisible();
  await idInput.fill(userId);
  await idCheck.click();
  await expect(page.getByText(`${userId}은(는) 사용 가능한 아이디입니다.`)).toBeVisible();
  // Editing the id resets the check.
  await idInput.press("End");
  await idInput.press("Backspace");
  await expect(page.getByText(`${userId}은(는) 사용 가능한 아이디입니다.`)).toHaveCount(0);
  await idInput.fill(userId);

  await page.locator("#register-password").fill("Signup12!");
  await page.locator("#register-passwordConfirm").fill("Signup12?");
  await page.locator("#register-nameKo").fill("한가입");
  await submit.click();
  await expect(page.getByText("비밀번호를 확인해 주세요.", { exact: true })).toBeVisible();
  await expect(page.getByText("아이디 중복 확인을 해 주세요.", { exact: true })).toBeVisible();
  await page.locator("#register-passwordConfirm").fill("Signup12!");
  await page.getByRole("button", { name: "중복 확인" }).first().click();
  await expect(page.getByText(`${userId}은(는) 사용 가능한 아이디입니다.`)).toBeVisible();

  const emailInput = page.locator("#register-email");
  await emailInput.fill("demouser@example.kr");
  await submit.click();
  await expect(page.getByText("이메일 중복 확인을 해 주세요.", { exact: true })).toBeVisible();
  const emailCheck = page.getByRole("button", { name: "중복 확인" });
  await emailCheck.click();
  await expect(page.getByText("이미 사용 중인 이메일입니다.").first()).toBeVisible();
  await emailInput.fill(`${userId}@example.kr`);
  await emailCheck.click();
  await expect(page.getByText(`${userId}@example.kr은(는) 사용 가능한 이메일입니다.`)).toBeVisible();

  // The company option enables the business number with its own check.
  const businessNo = page.locator("#register-businessNo");
  await expect(businessNo).toBeDisabled();
  await page.getByRole("checkbox", { name: /기업 회원 등록 요청/ }).check();
  await businessNo.fill("123-45-67890");
  await page.getByRole("button", { name: "사업자번호 확인" }).click();
  await expect(page.getByText("올바른 사업자등록번호가 아닙니다.").first()).toBeVisible();
  await businessNo.fill("123-45-67891");
  await page.getByRole("button", { name: "사업자번호 확인" }).click();
  await expect(page.getByText("요청 가능한 사업자등록번호입니다.")).toBeVisible();
  await page.getByRole("checkbox", { name: /기업 회원 등록 요청/ }).uncheck();
  await expect(businessNo).toBeDisabled();

  await submit.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("입력한 정보로 회원가입을 하시겠습니까?")).toBeVisible();
  await dialog.getByRole("button", { name: "가입하기" }).click();
  await expect(alertText(page, "회원가입이 완료되었습니다. 로그인해 주세요.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/FUL\/Login$/);
  // The login page has the new id filled in and waits for the password (issue 38 §4).
  await expect(page.getByLabel("아이디")).toHaveValue(userId);
  const password = page.getByLabel("비밀번호", { exact: true });
  await expect(password).toBeFocused();
  await password.fill("Signup12!");
  await password.press("Enter");
  await expect(page.getByText("한가입님 환영합니다.").first()).toBeVisible();
});

test("login with an account that has not agreed goes through the consent screen, then where it was going", async ({
  page,
}) => {
  // The member reads a board, logs in from the header, and is asked to agree first.
  await page.goto("/app/board/notice");
  await page.getByRole("link", { name: "로그인" }).first().click();
  await expect(page).toHaveURL(/\/app\/FUL\/Login\?returnTo=%2Fapp%2Fboard%2Fnotice$/);
  await page.getByLabel("아이디").fill("newcomer01");
  await page.getByLabel("비밀번호", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/FUL\/Terms$/);
  await expect(page.getByText("서비스를 계속 이용하려면 약관을 확인하고 동의해 주세요.")).toBeVisible();
  // (Nothing else opens before the consent: RouteGuard.test.tsx.)
  await page.getByRole("checkbox", { name: "이용약관 동의 (필수)" }).check();
  await page.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  await page.getByRole("button", { name: "다음" }).click();
  await expect(alertText(page, "약관 동의가 완료되었습니다.")).toBeVisible();
  // The login was on the way to the board: it goes on there, signed in, not to the login page again
  // (issue 24 §2, issue 38 §4).
  await expect(page).toHaveURL("/app/board/notice");
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
});

test("password find mails a link that sets a new password once", async ({ page, baseURL, server }) => {
  const member = await signUpViaApi(baseURL!, freshId("finder"));
  await page.goto("/app/findsession");
  const id = page.getByRole("textbox", { name: /아이디/ });
  await id.press("Enter");
  await expect(alertText(page, "아이디를 확인해 주세요.")).toBeVisible();
  await id.fill(member.userId);
  await id.press("Enter");
  await expect(alertText(page, "이메일을 확인해 주세요.")).toBeVisible();
  await page.getByRole("textbox", { name: /이메일/ }).fill(member.email);
  await page.getByRole("textbox", { name: /이메일/ }).press("Enter");
  // The answer stays on the page (issue 38 §4), with the way on to the login; no toast elsewhere.
  await expect(page.getByRole("status").filter({ hasText: /비밀번호 재설정 링크를 보내 드렸습니다/ })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/findsession$/);
  await expect(page.getByRole("heading", { name: "비밀번호 찾기" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "로그인" })).toHaveAttribute("href", "/app/FUL/Login");

  // The mail lands in the outbox of the server's data folder.
  const outbox = path.join(server.dataDir, "outbox");
  let link: string | undefined;
  await expect(async () => {
    for (const file of fs.readdirSync(outbox)) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
      if (mail.to?.some((a) => a.address === member.email)) {
        link = /http\S+PasswordReset#token=[\w-]+/.exec(mail.text ?? "")?.[0];
      }
    }
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });

  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "새 비밀번호 설정" })).toBeVisible();
  await page.locator("#password-new").fill("short");
  await expect(page.getByText("비밀번호는 8~16자로 입력해 주세요.")).toBeVisible();
  await page.locator("#password-new").fill("P@ssw0rd");
  await expect(
    page.getByText("널리 쓰여 쉽게 알아낼 수 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요."),
  ).toBeVisible();
  await page.locator("#password-new").fill("Mailed12!");
  await page.locator("#password-confirm").fill("Mailed12!");
  await expect(page.getByText("비밀번호가 일치합니다.")).toBeVisible();
  await page.getByRole("button", { name: "비밀번호 설정" }).click();
  await expect(alertText(page, "비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/FUL\/Login$/);
  await loginThroughForm(page, member.userId, "Mailed12!");

  // The link works once; a signed-in member cannot use password find.
  await page.goto("/app/findsession");
  await expect(alertText(page, "로그아웃 후 이용해 주세요.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.goto(link ?? "");
  await page.locator("#password-new").fill("Tr4ck#Load9");
  await page.locator("#password-confirm").fill("Tr4ck#Load9");
  await page.getByRole("button", { name: "비밀번호 설정" }).click();
  await expect(alertText(page, /재설정 링크가 만료되었거나 이미 사용되었습니다/)).toBeVisible();
});

test("my page refuses a wrong name, then saves with the confirmation and goes home", async ({ page, baseURL }) => {
  // Wider than 1280 px, where the header has room for its greeting (header.spec.ts: narrower, it gives way).
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await signUpViaApi(baseURL!, freshId("editor"));
  await login(page, member.userId, member.password);
  await page.goto("/app/FUL/MyPage");
  const name = page.getByRole("textbox", { name: /^이름/ });
  await expect(name).toHaveValue("나신입");
  for (const wrong of ["K", "김", "김1수", "Kim  Su"]) {
    await name.fill(wrong);
    await page.getByRole("button", { name: "수정", exact: true }).click();
    await expect(alertText(page, /이름은 한글 또는 영문 2~50자로 입력해 주세요/).first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await name.fill("김수정");
  await page.getByRole("textbox", { name: /이메일/ }).fill("wrong@");
  await page.getByRole("button", { name: "수정", exact: true }).click();
  await expect(alertText(page, "이메일 형식을 확인해 주세요.")).toBeVisible();
  await page.getByRole("textbox", { name: /이메일/ }).fill(`new.${member.email}`);
  await page.getByRole("button", { name: "수정", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("수정하시겠습니까?")).toBeVisible();
  await dialog.getByRole("button", { name: "수정" }).click();
  await expect(alertText(page, "회원 정보가 수정되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("김수정님 환영합니다.").first()).toBeVisible();
});

test("the alliance popup is for company members only and checks both names", async ({ page, baseURL }) => {
  const member = await signUpViaApi(baseURL!, freshId("solo"));
  await login(page, member.userId, member.password);
  await page.goto("/app/FUL/MyPage");
  await page.getByRole("button", { name: "제휴 참여 신청" }).click();
  await expect(alertText(page, "기업회원으로 등록된 사용자만 제휴 신청을 할 수 있습니다.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.context().clearCookies();

  await login(page, "hanbitlead");
  await page.goto("/app/FUL/MyPage");
  await page.getByRole("button", { name: "제휴 참여 신청" }).click();
  const dialog = page.getByRole("dialog", { name: "제휴 참여 신청" });
  await expect(dialog).toBeVisible();
  const company = dialog.getByRole("textbox", { name: /참여 기업명/ });
  const representative = dialog.getByRole("textbox", { name: /대표자\(담당자\)명/ });
  await company.fill("");
  await dialog.getByRole("button", { name: "신청" }).click();
  await expect(alertText(page, "참여 기업명을 입력해 주세요.")).toBeVisible();
  await company.fill("한빛로지스");
  await dialog.getByRole("button", { name: "신청" }).click();
  await expect(alertText(page, "대표자(담당자)명을 입력해 주세요.")).toBeVisible();
  await representative.fill("가".repeat(21));
  await dialog.getByRole("button", { name: "신청" }).click();
  await expect(alertText(page, "20자 이내로 입력해 주세요.")).toBeVisible();
  await representative.fill("최도윤");
  await dialog.getByRole("button", { name: "신청" }).click();
  await expect(alertText(page, "제휴 참여 신청이 접수되었습니다. 관리자 승인 후 반영됩니다.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("제휴 신청 상태: 승인 대기 중")).toBeVisible();
});

test("password change: the current password once (the re-check), one message per problem, no stale red notice", async ({
  page,
  baseURL,
}) => {
  const member = await signUpViaApi(baseURL!, freshId("changer"));
  await login(page, member.userId, member.password);
  await page.goto("/app/FUL/MyPage");
  await page.getByRole("link", { name: "비밀번호 변경" }).click();
  await expect(page).toHaveURL(/PLT000101_12$/);
  // The re-check screen is drawn (the address changes before its code has loaded).
  await expect(page.getByRole("heading", { name: "비밀번호 재확인" })).toBeVisible();
  await page.getByRole("button", { name: "확인" }).click();
  await expect(alertText(page, "비밀번호를 입력해 주세요.")).toBeVisible();
  await page.locator("input[type=password]").fill("Wrong123!");
  await page.getByRole("button", { name: "확인" }).click();
  await expect(alertText(page, "비밀번호가 일치하지 않습니다.")).toBeVisible();
  await page.locator("input[type=password]").fill(member.password);
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page).toHaveURL(/PLT000101_13$/);
  // The re-check's red notice is no longer true; the form does not ask the current password again.
  await expect(alertText(page, "비밀번호가 일치하지 않습니다.")).toHaveCount(0);
  await expect(page.locator("input[type=password]")).toHaveCount(2);
  await expect(page.getByLabel("현재 비밀번호")).toHaveCount(0);

  await expect(page.locator("#password-confirm")).toBeDisabled();
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(alertText(page, "비밀번호를 모두 입력해 주세요.")).toBeVisible();
  await page.locator("#password-new").fill("abc");
  const newHint = page.locator("#password-new-description");
  const confirmHint = page.locator("#password-confirm-description");
  await expect(newHint).toHaveText("비밀번호는 8~16자로 입력해 주세요.");
  // Submitted, the problem is said once under the field (the error in place of the live message).
  await page.locator("#password-confirm").fill("abc");
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  const newField = page.locator(".mantine-InputWrapper-root").filter({ has: page.locator("#password-new") });
  await expect(newField.getByText("비밀번호는 8~16자로 입력해 주세요.")).toHaveCount(1);
  await expect(alertText(page, "비밀번호는 8~16자로 입력해 주세요.")).toBeVisible();
  // Each reason, as the server would give it: a run, a repeat, a common password (the estimator's chunk).
  await page.locator("#password-new").fill("qwer1234!");
  await expect(newHint).toHaveText(
    "비밀번호에 연속된 문자나 숫자, 키보드에서 나란히 있는 문자를 4자 이상 넣을 수 없습니다(예: abcd, 1234, qwer).",
  );
  await page.locator("#password-new").fill("aaaaaaa!");
  await expect(newHint).toHaveText("비밀번호에 같은 문자나 문자열을 되풀이해 넣을 수 없습니다(예: aaaa, abab).");
  await page.locator("#password-new").fill("P@ssw0rd");
  await expect(newHint).toHaveText("널리 쓰여 쉽게 알아낼 수 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.");
  await page.locator("#password-new").fill("Forklift#62x");
  await expect(newHint).toHaveText("사용 가능한 비밀번호입니다.");
  await page.locator("#password-confirm").fill("Forklift#62?");
  await expect(confirmHint).toHaveText("비밀번호가 일치하지 않습니다.");
  await page.locator("#password-confirm").fill("Forklift#62x");
  await expect(confirmHint).toHaveText("비밀번호가 일치합니다.");
  // The form is right: the red notices of the earlier tries are gone.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  // The current password is refused as the new one, by the server.
  await page.locator("#password-new").fill(member.password);
  await page.locator("#password-confirm").fill(member.password);
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(alertText(page, "새 비밀번호가 현재 비밀번호와 같습니다.")).toBeVisible();
  await expect(newField.getByText("새 비밀번호가 현재 비밀번호와 같습니다.")).toHaveCount(1);
  await page.locator("#password-new").fill("Forklift#62x");
  await page.locator("#password-confirm").fill("Forklift#62x");
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(alertText(page, "비밀번호 변경이 완료되었습니다.")).toBeVisible();
  // The green notice stands alone.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "로그아웃" }).click();
  await loginThroughForm(page, member.userId, "Forklift#62x");
});

for (const [provider, label] of [
  ["kakao", "카카오"],
  ["naver", "네이버"],
  ["google", "구글"],
] as const) {
  test(`${label} login creates an account that agrees to the terms, without a password change`, async ({ page }) => {
    // Wider than 1280 px, where the header has room for its greeting (header.spec.ts: narrower, it gives way).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/app/FUL/Login?returnTo=%2Fapp%2Fcommonboard");
    await page.getByRole("link", { name: `${label}로 로그인` }).click();
    // The local provider approves at once and sends the browser back; a new account agrees first,
    // then goes on to the address the login was asked for.
    await expect(page).toHaveURL(/\/app\/FUL\/Terms$/);
    await page.getByRole("checkbox", { name: /전체 동의/ }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await expect(alertText(page, "약관 동의가 완료되었습니다.")).toBeVisible();
    await expect(page).toHaveURL("/app/commonboard");
    await expect(page.getByText("김소셜님 환영합니다.").first()).toBeVisible();
    await page.goto("/app/FUL/MyPage");
    await expect(page.getByText(`${label} 간편 로그인 회원입니다.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "비밀번호 변경" })).toHaveCount(0);
    await expect(page.getByText(`${label} 연결됨`)).toBeVisible();
    const session = await (await page.request.get("/api/auth/session")).json();
    expect(session.user).toMatchObject({ socialProvider: provider, termsAgreed: true });
  });
}

test("the footer's terms of service and privacy policy show the portal's texts", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "이용약관" }).click();
  await expect(page).toHaveURL(/\/app\/FUL\/TermsOfservice$/);
  await expect(page.getByRole("heading", { name: "스마트물류 컨소시엄 포털 이용약관" })).toBeVisible();
  await expect(page.getByText("시행일 30일 전부터 포털 공지사항에 게시하고")).toBeVisible();
  await expect(page.getByText("이 약관은 2021년 8월 10일부터 시행합니다.")).toBeVisible();
  await page.goto("/app/FUL/PrivacyPolicy/anything");
  await expect(page.getByRole("heading", { name: "스마트물류 컨소시엄 포털 개인정보처리방침" })).toBeVisible();
  await expect(page.getByText("· 웹사이트 방문(접속) 기록: 3개월 (통신비밀보호법)")).toBeVisible();
});
