/** Shared steps of the browser tests. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request } from "@playwright/test";
import axe from "axe-core";

export const QNA = "20210712101500000016";
export const DEMO_PASSWORD = "Demo1234!";
/** The first administrator's password (playwright.config.ts sets ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = "Smart!Load73";

/**
 * Logs `userId` in through the API on `page`'s cookie jar (the browser context's): the page shows the
 * member from its next load. The login page itself is tested where it is the subject (accounts, keyboard,
 * early-input, second-factor, site and `loginThroughForm`); a form login per test cost the suite a page
 * load and hydration each (issue 39 §4).
 */
export async function login(page: Page, userId: string, password = DEMO_PASSWORD): Promise<void> {
  await apiSession(page, userId, password);
}

/** Logs in through the login box and waits for the welcome (where the login page is part of the story). */
export async function loginThroughForm(page: Page, userId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/app/FUL/Login");
  await page.getByLabel("아이디").fill(userId);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
}

/**
 * An axe-core check of `page` as it is now, run in the page itself (legacy mode: the default mode's extra
 * blank page for combining frames' results doubled each check's time). AxeBuilder sends and parses axe's
 * source (half a megabyte) twice per check; on a page without frames it is sent once per page load here,
 * so a page checked at both widths, or in several states, parses it once (issue 39 §4). A page with frames
 * (a video's player) gets AxeBuilder's own injection into each frame.
 */
export async function axeCheck(page: Page): Promise<AxeBuilder> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).setLegacyMode();
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return new AxeBuilder({ page, axeSource: "void 0" }).setLegacyMode();
}

/** Waits until no finite animation runs (a dialog's fade, a menu's slide): axe reads colours as drawn. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await page.waitForTimeout(200);
}

/**
 * Runs axe-core on the page once it has `settled` (`axeCheck`) and expects no violation of any impact (a
 * dialog checked while it faded in read its button's colours half drawn).
 */
export async function expectNoViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await (await axeCheck(page)).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Clicks Save and confirms 'Do you want to save?'. */
export async function saveWithConfirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "저장", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("저장하시겠습니까?")).toBeVisible();
  await dialog.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("저장되었습니다.").first()).toBeVisible();
}

/** Types into the rich text editor. */
export async function typeBody(page: Page, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: "내용" });
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
}

/** Logs `userId` in through the API on `page`'s cookie jar; returns a function that calls the API with CSRF. */
export async function apiSession(page: Pick<Page, "request">, userId: string, password: string) {
  const session = await page.request.get("/api/auth/session");
  let csrf = (await session.json()).csrfToken as string;
  const login = await page.request.post("/api/auth/login", {
    data: { userId, password, remember: false },
    headers: { "x-csrf-token": csrf },
  });
  expect(login.status()).toBe(200);
  csrf = (await login.json()).csrfToken;
  return async (method: "POST" | "PUT" | "DELETE", url: string, data: unknown) => {
    const res = await page.request.fetch(url, { method, data, headers: { "x-csrf-token": csrf } });
    const body = await res.json();
    if (res.status() >= 300) throw new Error(`${method} ${url}: ${res.status()} ${JSON.stringify(body)}`);
    return body;
  };
}

/** A post body for the API. */
export const postBody = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  bodyHtml: `<p>${title}</p>`,
  secret: false,
  notice: false,
  bold: false,
  ...over,
});

/** The password of the members `signUp` makes. */
export const SIGN_UP_PASSWORD = "Start#Dock58";

/**
 * Signs a member up through the API with `nameKo`, from a source address of its own (sign-ups are
 * limited per address; playwright.config.ts trusts X-Forwarded-For). Password: SIGN_UP_PASSWORD.
 */
export async function signUp(baseURL: string, userId: string, nameKo: string) {
  const forwarded = `10.24.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": forwarded } });
  const session = await (await context.get("/api/auth/session")).json();
  const res = await context.post("/api/registration", {
    headers: { "x-csrf-token": session.csrfToken },
    data: {
      userId,
      password: SIGN_UP_PASSWORD,
      nameKo,
      email: `${userId}@example.kr`,
      consents: { use: true, personal: true, location: false, promotion: false },
    },
  });
  expect(res.status()).toBe(201);
  await context.dispose();
  return { userId, email: `${userId}@example.kr` };
}

/** Picks `option` in the Mantine select labelled `label` (reopening it if focus moved away meanwhile). */
export async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  const item = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await select.click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
