/**
 * The share control (issue 25 §2) on a post and a deal of the demo content, as a visitor: "링크 복사"
 * puts the page's address on the clipboard and says so in Korean, by mouse and by keyboard; without
 * KAKAO_JS_KEY (the test server has none) there is no KakaoTalk button and Kakao's SDK is never fetched.
 */
import { expect, type Page, test } from "./fixtures.ts";
import { QNA } from "./support.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Checks the share group of the open page: copy by click and by keyboard, no KakaoTalk button. */
async function checkShare(page: Page, path: string) {
  const kakaoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("kakao")) kakaoRequests.push(request.url());
  });
  await page.goto(path);
  const group = page.getByRole("group", { name: "공유하기" });
  const copy = group.getByRole("button", { name: "링크 복사" });
  await expect(copy).toBeVisible();
  await expect(group.getByRole("button", { name: "카카오톡 공유" })).toHaveCount(0);

  await copy.click();
  await expect(page.getByText("링크를 복사했습니다.")).toBeVisible();
  const url = new URL(path, page.url()).href;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // By keyboard: the button takes focus and Enter copies again.
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await copy.focus();
  await expect(copy).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(kakaoRequests).toEqual([]);
}

test("a post and a deal offer 링크 복사 and, without a Kakao key, no KakaoTalk button", async ({ page }) => {
  const posts = await (await page.request.get(`/api/boards/${QNA}/posts`)).json();
  const postId = posts.items[0].postId as number;
  await checkShare(page, `/app/board/${QNA}/${postId}`);

  const deals = await (await page.request.get("/api/deals")).json();
  const deal = deals.items[0] as { dealType: string; companyCode: string; dealNo: number };
  await checkShare(page, `/app/trade/${deal.dealType}/${deal.companyCode}/${deal.dealNo}`);

  const config = await (await page.request.get("/api/site-config")).json();
  expect(config).toEqual({ kakaoJsKey: null });
});
