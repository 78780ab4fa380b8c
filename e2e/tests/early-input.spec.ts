/**
 * Input before hydration (issue 38 §1): on a slow phone the server's HTML shows seconds before the
 * page's code has run. Each test holds the app's entry script back, types and presses first, then lets
 * the code run, and finds the input kept and acted on: the trade search's Enter searches, the login
 * form's Enter logs in, Enter on an FAQ question opens its answer, and a member's comment typed and
 * sent is posted once. (`serverTest`: the suite's `test` has a `goto` that waits for hydration, which is
 * what these tests hold back.)
 */
import { expect, type Page, serverTest as test } from "./fixtures.ts";
import { apiSession, DEMO_PASSWORD } from "./support.ts";

const FAQ = "20210712101500000015";

/** Opens `url` with the app's entry script held back; resolves with the function that lets it load. */
async function openBeforeCode(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "commit" });
  return release;
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });

test("the trade search's Enter before the code runs searches once the code has run", async ({ page }) => {
  const release = await openBeforeCode(page, "/app/trade");
  const search = page.getByPlaceholder("제목·내용 검색 (예: 지게차, 랙)");
  await search.fill("지게차");
  await search.press("Enter");
  // No native submission: the page was not loaded again, the text is still there.
  expect(new URL(page.url()).search).toBe("");
  await expect(search).toHaveValue("지게차");
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]q=%EC%A7%80%EA%B2%8C%EC%B0%A8/);
  await expect(search).toHaveValue("지게차");
});

test("the login form typed and sent before the code runs logs the member in", async ({ page }) => {
  const release = await openBeforeCode(page, "/app/FUL/Login");
  await page.getByLabel("아이디").fill("demouser");
  await page.getByLabel("비밀번호", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("비밀번호", { exact: true }).press("Enter");
  release();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
});

test("Enter on an FAQ question before the code runs opens its answer", async ({ page }) => {
  const posts = await (await page.request.get(`/api/boards/${FAQ}/posts`)).json();
  const question = posts.items[0].title as string;
  const release = await openBeforeCode(page, `/app/board/${FAQ}`);
  const control = page.getByRole("button", { name: question });
  await control.focus();
  await control.press("Enter");
  release();
  await hydrated(page);
  await expect(control).toHaveAttribute("aria-expanded", "true");
});

test("a member's comment typed and sent before the code runs is posted once", async ({ page }) => {
  await apiSession(page, "demouser", DEMO_PASSWORD);
  const qna = "20210712101500000016";
  const posts = await (await page.request.get(`/api/boards/${qna}/posts`)).json();
  const post = posts.items.find((p: { readable: boolean; secret: boolean }) => p.readable && !p.secret);
  const text = `수화 전에 쓴 댓글 ${Date.now()}`;
  const release = await openBeforeCode(page, `/app/board/${qna}/${post.postId}`);
  await page.getByRole("textbox", { name: "댓글 내용" }).fill(text);
  await page.getByRole("textbox", { name: "댓글 내용" }).press("Enter");
  release();
  await hydrated(page);
  // Sent once: stored once, and the box emptied.
  const stored = async () => {
    const comments = await (await page.request.get(`/api/posts/${post.postId}/comments`)).json();
    return comments.items.filter((c: { body: string }) => c.body === text).length;
  };
  await expect.poll(stored, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole("textbox", { name: "댓글 내용" })).toHaveValue("");
  expect(await stored()).toBe(1);
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(1);
});
