/**
 * Used-equipment trade in the browser (issue 11): a member lists an item with two photos; another
 * member finds it by a two-syllable keyword, favourites it, comments (Enter) and sends a trade
 * request; the seller finds the request in the note centre's trade inbox, follows it to the deal and
 * completes the sale; the buyer's wished items show it completed. Visitors browse but cannot
 * comment. Screenshots of the trade note, the trade inbox and the completed deal at 1280 and 390 px.
 */

import sharp from "sharp";
import { expect, type Page, test } from "./fixtures.ts";
import { login } from "./support.ts";

/** A small JPEG photo of one colour. */
const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function logout(page: Page) {
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByRole("link", { name: "로그인" }).first()).toBeVisible();
}

/** From the header's note link and the note menu to the trade inbox; the row of the deal `title`. */
async function openTradeInbox(page: Page, title: string) {
  await page.getByRole("banner").getByRole("link", { name: /^쪽지/ }).first().click();
  await page
    .getByRole("navigation", { name: "쪽지 메뉴" })
    .getByRole("button", { name: /^거래 받은 쪽지/ })
    .click();
  await expect(page).toHaveURL(/mode=tradeGetList/);
  return page.getByRole("row").filter({ hasText: title });
}

const TEXT_FIELDS = ["품번", "품명", "구입연도", "가격(원)", "장소", "연락처"] as const;

/** Fills the register form's fields (all but the title and photos) by their labels. */
async function fillDeal(page: Page, fields: Record<"분류" | "상태" | "내용" | (typeof TEXT_FIELDS)[number], string>) {
  await page.getByRole("combobox", { name: "분류", exact: true }).click();
  await page.getByRole("option", { name: fields.분류, exact: true }).click();
  await page.getByRole("radio", { name: fields.상태 }).check();
  for (const name of TEXT_FIELDS) await page.getByRole("textbox", { name, exact: true }).fill(fields[name]);
  await page.getByRole("textbox", { name: "내용" }).click();
  await page.keyboard.type(fields.내용);
}

/** Full-page screenshots of the page as it is, 1280 and 390 px wide, in the test's output folder. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await expect(page.getByLabel("불러오는 중")).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: true,
      style: ".mantine-Notifications-root { display: none; }", // the last toast would hide the page's top
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("list with photos, find by keyword, favourite, comment, trade request, complete, wished shows completed", async ({
  page,
}) => {
  test.setTimeout(180_000); // four logins and two uploads on the shared machine
  const stamp = Date.now() % 100000;
  const title = `리치형 지게차 1.5톤 정리 ${stamp}`;

  // The seller lists an item with two photos; the second is made the cover by reordering.
  await login(page, "seumauto");
  await page.goto("/app/trade");
  await page.getByRole("link", { name: "판매하기" }).click();
  await expect(page.getByRole("heading", { name: "중고장비 판매 등록" })).toBeVisible();
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("제목을 입력해 주세요.")).toBeVisible();
  await expect(page.getByText("품명을 입력해 주세요.")).toBeVisible();
  await page.getByRole("textbox", { name: "제목", exact: true }).fill(title);
  await page.getByTestId("photo-input").setInputFiles([
    { name: "정면.jpg", mimeType: "image/jpeg", buffer: await photo("#1c7ed6") },
    { name: "측면.jpg", mimeType: "image/jpeg", buffer: await photo("#e8590c") },
  ]);
  await expect(page.getByTestId("photo-tile")).toHaveCount(2);
  await page.getByRole("button", { name: "앞으로 2" }).click();
  await fillDeal(page, {
    분류: "지게차",
    상태: "상",
    품번: "RR-15",
    품명: "리치형 전동 지게차",
    구입연도: "2020",
    "가격(원)": "12500000",
    장소: "충북 청주시 흥덕구",
    연락처: "043-231-8845",
    내용: "실내 물류센터에서만 사용했습니다. 배터리 상태 양호.",
  });
  await page.getByRole("button", { name: "저장", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("저장하시겠습니까?")).toBeVisible();
  await dialog.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("deal-price")).toHaveText("12,500,000원");
  await expect(page.getByText("상태 상 · 구입연도 2020년 · 품명 리치형 전동 지게차")).toBeVisible();
  await expect(page.getByRole("button", { name: "거래요청" })).toHaveCount(0);
  const detailUrl = page.url();
  await logout(page);

  // A visitor sees the item but cannot comment.
  await page.goto(detailUrl);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "댓글 내용" })).toBeDisabled();

  // The buyer finds it by a two-syllable keyword, favourites it, comments and requests the trade.
  await login(page, "jhjung01");
  await page.goto("/app/trade");
  await page.getByLabel("검색어").fill("지게차");
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page).toHaveURL(/q=%EC%A7%80%EA%B2%8C%EC%B0%A8/);
  const card = page.getByTestId("deal-card").filter({ hasText: title });
  await expect(card).toContainText("12,500,000원");
  await expect(card).toContainText("거래중");
  await expect(card.getByText("N", { exact: true })).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: "찜하기" }).click();
  await expect(page.getByRole("button", { name: "찜 해제" })).toBeVisible();
  const box = page.getByRole("textbox", { name: "댓글 내용" });
  await box.fill("주말에 직접 보러 가도 될까요?");
  await box.press("Enter");
  await expect(page.getByTestId("deal-comment")).toContainText("주말에 직접 보러 가도 될까요?");
  await page.getByRole("button", { name: "거래요청" }).click();
  const modal = page.getByRole("dialog", { name: "거래 연결" });
  await expect(modal).toContainText("판매자 연락처 043-231-8845");
  await modal.getByLabel("쪽지 내용").fill("토요일 오전 방문 희망합니다. 연락 부탁드립니다.");
  await modal.getByRole("button", { name: "쪽지 보내기" }).click();
  await modal.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("판매자에게 거래요청 쪽지를 보냈습니다.")).toBeVisible();
  await expect(modal).toBeHidden();
  await logout(page);

  // The seller opens the note centre from the header and its trade inbox (tradeGetList) from the
  // left menu: the request is there under the deal's title, still trading. The note links to the
  // deal, where the seller completes the sale; back in the trade inbox the deal shows completed.
  await login(page, "seumauto");
  await page.goto("/");
  const request = await openTradeInbox(page, title);
  await expect(request).toContainText("토요일 오전 방문 희망합니다. 연락 부탁드립니다.");
  await expect(request).toContainText("거래중");
  // The deal's first photo (FILE_MGT_CODE) beside it, loaded.
  await expect
    .poll(() => request.getByTestId("trade-note-photo").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await request.getByRole("link", { name: "토요일 오전 방문 희망합니다. 연락 부탁드립니다." }).click();
  await expect(page).toHaveURL(/mode=readNote/);
  await expect(page.locator(".post-body")).toHaveText("토요일 오전 방문 희망합니다. 연락 부탁드립니다.");
  const noteDeal = page.getByTestId("trade-note-deal");
  await expect(noteDeal).toHaveText(title);
  await expect(page.getByTestId("trade-note-photo")).toBeVisible();
  await screenshots(page, "trade-note");
  await noteDeal.click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: "판매완료" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("판매완료로 바뀌었습니다.")).toBeVisible();
  await expect(page.getByRole("button", { name: "판매완료" })).toBeDisabled();
  await screenshots(page, "trade-detail-completed");
  await expect(await openTradeInbox(page, title)).toContainText("거래완료");
  await screenshots(page, "trade-notes");
  await page.getByRole("link", { name: "홈으로" }).click();
  await logout(page);

  // The buyer's wished items show it completed.
  await login(page, "jhjung01");
  await page.goto("/app/trade?tab=wish");
  const wished = page.getByTestId("deal-card").filter({ hasText: title });
  await expect(wished).toContainText("거래완료");
  await wished.click();
  await expect(page.getByRole("button", { name: "거래요청" })).toBeDisabled();
});

test("a refused photo shows the server's message on its tile; the member replaces or removes it and saves", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `컨베이어 롤러 세트 ${Date.now() % 100000}`;
  await login(page, "seumauto");
  await page.goto("/app/trade/register");
  await expect(page.getByRole("heading", { name: "중고장비 판매 등록" })).toBeVisible();
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/trade/photos")) uploads.push(request.url());
  });
  // 20 MB, twice the photo limit: refused in the browser before any byte goes up (issue 38 §4), and the
  // tile says why (not stuck at a percentage).
  const big = Buffer.concat([await photo("#2b8a3e"), Buffer.alloc(20 * 1024 * 1024, 7)]);
  await page.getByTestId("photo-input").setInputFiles([{ name: "큰사진.jpg", mimeType: "image/jpeg", buffer: big }]);
  const refused = page.getByTestId("photo-refused");
  await expect(refused.getByRole("alert")).toHaveText("파일이 너무 큽니다. 파일당 10MB까지 올릴 수 있습니다.", {
    timeout: 60_000,
  });
  await expect(page.getByText(/사진 올리는 중/)).toHaveCount(0);
  expect(uploads).toEqual([]);
  await screenshots(page, "trade-photo-refused");
  // Replace it with a good photo; a text file renamed .png is refused by content and then removed.
  const chooser = page.waitForEvent("filechooser");
  await refused.getByRole("button", { name: "다른 사진 고르기" }).click();
  await (await chooser).setFiles([{ name: "정면.jpg", mimeType: "image/jpeg", buffer: await photo("#1c7ed6") }]);
  await expect(page.getByTestId("photo-tile")).toHaveCount(1);
  await page
    .getByTestId("photo-input")
    .setInputFiles([{ name: "메모.png", mimeType: "image/png", buffer: Buffer.from("사진이 아닙니다") }]);
  await expect(refused.getByRole("alert")).toHaveText("이미지 파일만 첨부할 수 있습니다.");
  await refused.getByRole("button", { name: "사진 빼기" }).click();
  await expect(refused).toHaveCount(0);
  // The form goes on: the deal saves with the one good photo.
  await page.getByRole("textbox", { name: "제목", exact: true }).fill(title);
  await fillDeal(page, {
    분류: "컨베이어",
    상태: "중",
    품번: "RC-20",
    품명: "롤러 컨베이어",
    구입연도: "2019",
    "가격(원)": "800000",
    장소: "경기 이천시",
    연락처: "031-555-0101",
    내용: "롤러 20개, 작동 확인했습니다.",
  });
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("carousel-photo")).toBeVisible();
});

test("the list's views are links that keep the search: a visitor's wish list asks to log in, a member's shows it", async ({
  page,
}) => {
  await page.goto("/app/trade?q=%EC%A7%80%EA%B2%8C%EC%B0%A8");
  const views = page.getByRole("navigation", { name: "상품 보기" });
  await expect(views.getByRole("link", { name: "전체 상품" })).toHaveAttribute("aria-current", "page");
  const wish = views.getByRole("link", { name: "찜한 상품" });
  await expect(wish).toHaveAttribute("href", "/app/trade?tab=wish&q=%EC%A7%80%EA%B2%8C%EC%B0%A8");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await wish.click();
  await expect(page).toHaveURL("/app/trade?tab=wish&q=%EC%A7%80%EA%B2%8C%EC%B0%A8");
  await expect(page.getByText("로그인 후 찜한 상품을 볼 수 있습니다.")).toBeVisible();
  await expect(wish).toHaveAttribute("aria-current", "page");
  await login(page, "demouser");
  await page.goto("/app/trade");
  await page.getByRole("navigation", { name: "상품 보기" }).getByRole("link", { name: "내가 올린 상품" }).click();
  await expect(page).toHaveURL("/app/trade?tab=mine");
  await expect(page.getByRole("region", { name: "중고거래 상품 목록" }).getByRole("link").first()).toBeVisible();
});
