/**
 * 수요조사 in Chromium (issue 45), at 1280 and at 390 px with axe-core on every screen and dialog:
 * an administrator builds a per-company, named survey with one question of each kind and opens it;
 * two members of one company (김물류 and 최도윤 of 한빛로지스) answer — the first answer is counted, the
 * second member finds the company's answer already given; a submission with faults shows every fault
 * at once; the administrator sees the results (texts included), exports with a reason, closes the
 * survey, and the statistics window shows the published results as charts beside the membership figures.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, apiSession, choose, DEMO_PASSWORD, expectNoViolations } from "./support.ts";

const WIDTHS = [1280, 390] as const;
// A screen's first visit loads its code: on a busy machine that took over ten seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A minute `offsetMinutes` from now in Asia/Seoul, as a datetime-local field takes it. */
const seoulMinute = (offsetMinutes: number) =>
  new Date(Date.now() + offsetMinutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

/** Waits until no loader or skeleton is left, then runs axe. */
async function axe(page: Page) {
  await expect(page.locator(".mantine-Loader-root, .mantine-Skeleton-root")).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300);
  await expectNoViolations(page);
}

/** Logs `userId` in on the page's cookie jar (through the API: at 390 px the header folds its buttons away). */
async function switchUser(page: Page, userId: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await apiSession(page, userId, password);
}

/** Builds the survey through the builder: one question of each kind, per company, named. */
async function buildSurvey(page: Page, title: string) {
  await page.goto("/app/totalboard/surveys");
  await page.getByRole("link", { name: "새 수요조사" }).click();
  await expect(page.getByRole("heading", { name: "새 수요조사" })).toBeVisible();
  await page.getByRole("textbox", { name: /^제목/ }).fill(title);
  await page.getByLabel("설명").fill("공동으로 쓸 장비와 교육 수요를 알려 주세요.");
  await page.getByLabel("시작 일시 (한국 시간)").fill(seoulMinute(-10));
  await page.getByLabel("종료 일시 (한국 시간)").fill(seoulMinute(24 * 60));
  await choose(page, "응답 단위", "회사마다 한 번");
  await page.getByLabel("익명 조사 (응답자 이름을 남기지 않음)").uncheck();

  await page.getByLabel("1번 문항 제목").fill("가장 필요한 장비");
  await page.getByLabel("1번 문항 보기").fill("지게차\nAGV\n자동창고");
  await page.getByRole("group", { name: "1번 문항" }).getByLabel("기타 (직접 입력) 보기 추가").check();

  const kinds: [string, (n: number) => Promise<void>][] = [
    [
      "여러 개 고르기",
      async (n) => {
        await page.getByLabel(`${n}번 문항 제목`).fill("관심 있는 교육");
        await page.getByLabel(`${n}번 문항 보기`).fill("안전\n재고\n데이터");
        await page
          .getByRole("group", { name: `${n}번 문항` })
          .getByLabel("최대 선택 수 (비우면 제한 없음)")
          .fill("2");
      },
    ],
    ["1~5 척도", (n) => page.getByLabel(`${n}번 문항 제목`).fill("공동 운송이 필요한 정도")],
    [
      "숫자",
      async (n) => {
        const group = page.getByRole("group", { name: `${n}번 문항` });
        await page.getByLabel(`${n}번 문항 제목`).fill("필요한 팔레트 수");
        await group.getByLabel("단위").fill("개");
        await group.getByLabel("최솟값").fill("0");
        await group.getByLabel("최댓값").fill("100");
      },
    ],
    [
      "짧은 글",
      async (n) => {
        await page.getByLabel(`${n}번 문항 제목`).fill("하고 싶은 말");
        await page
          .getByRole("group", { name: `${n}번 문항` })
          .getByLabel("필수 응답")
          .uncheck();
      },
    ],
  ];
  for (const [i, [kind, fill]] of kinds.entries()) {
    const n = i + 2;
    await page.getByRole("button", { name: "문항 추가" }).click();
    await choose(page, `${n}번 문항 유형`, kind);
    await fill(n);
  }
  await axe(page);
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("수요조사를 저장했습니다.")).toBeVisible();
  await page.getByRole("button", { name: `${title} 시작` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await axe(page);
  await page.getByRole("dialog").getByRole("button", { name: "시작" }).click();
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("진행 중")).toBeVisible();
}

/** 김물류 answers: first with faults (all shown at once), then in full. */
async function answerAsFirstMember(page: Page, title: string) {
  await switchUser(page, "demouser");
  await page.goto("/");
  await page.getByRole("link", { name: /수요조사 참여/ }).click();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("응답 전")).toBeVisible();
  await axe(page);
  await card.getByRole("link", { name: "응답하기" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.getByLabel("4. 필요한 팔레트 수").fill("500");
  await page.getByRole("button", { name: "응답 제출" }).click();
  await expect(page.getByRole("alert")).toContainText("잘못된 문항 4개");
  await expect(page.getByText("필수 문항입니다. 응답해 주세요.")).toHaveCount(3);
  await expect(page.getByText("0~100 사이의 숫자를 입력하세요.")).toBeVisible();
  await axe(page);

  await page.getByRole("radio", { name: "기타" }).check();
  await page.getByLabel("가장 필요한 장비: 기타 내용").fill("냉동 탑차");
  await page.getByRole("checkbox", { name: "안전" }).check();
  await page.getByRole("checkbox", { name: "데이터" }).check();
  await page.getByRole("radio", { name: "4", exact: true }).check();
  await page.getByLabel("4. 필요한 팔레트 수").fill("40");
  await page.getByLabel("5. 하고 싶은 말").fill("주말에도 운영해 주세요");
  await page.getByRole("button", { name: "응답 제출" }).click();
  await expect(page.getByText("응답해 주셔서 감사합니다.")).toBeVisible();
  await expect(page.getByRole("article", { name: title }).getByText("응답 완료")).toBeVisible();
}

async function flow(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  const title = `공동 장비 수요조사 ${width}-${Date.now() % 100_000}`;
  await switchUser(page, "admin", ADMIN_PASSWORD);
  await buildSurvey(page, title);
  await answerAsFirstMember(page, title);

  // 최도윤 of the same company: the company's answer is given; no second answer.
  await switchUser(page, "hanbitlead");
  await page.goto("/app/survey");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("응답 완료")).toBeVisible();
  await expect(card.getByRole("link", { name: "응답하기" })).toHaveCount(0);

  // The statistics window shows nothing of it while it is open.
  await page.goto("/app/POPUP/PLT000101_01");
  await expect(page.getByRole("heading", { name: "물류협의회 회원 현황" })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  await switchUser(page, "admin", ADMIN_PASSWORD);
  await page.goto("/app/totalboard/surveys");
  await page.getByRole("link", { name: `${title} 결과` }).click();
  await expect(page.getByText("응답 1건").first()).toBeVisible();
  await expect(page.getByText("냉동 탑차", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "김물류" })).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: "응답 내려받기" }).click();
  const dialog = page.getByRole("dialog", { name: "응답 내려받기" });
  await expect(dialog.getByText(/개인정보 접근 기록/)).toBeVisible();
  await axe(page);
  await dialog.getByRole("button", { name: "내려받기" }).click();
  await expect(dialog.getByText("내려받는 사유를 입력하세요.")).toBeVisible();
  await dialog.getByLabel("내려받는 사유").fill("장비 도입 검토");
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "내려받기" }).click();
  expect((await download).suggestedFilename()).toBe(`${title}_응답.xlsx`);

  await page.goto("/app/totalboard/surveys");
  await page.getByRole("button", { name: `${title} 마감` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "마감" }).click();
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("마감")).toBeVisible();

  // After close: the statistics window charts the published results, without texts, beside the figures.
  await switchUser(page, "hanbitlead");
  await page.goto("/app/POPUP/PLT000101_01");
  const stats = page.getByRole("region", { name: "수요조사 결과" });
  await expect(stats.getByText("응답 1건").first()).toBeVisible();
  await expect(stats.getByRole("region", { name: "1. 가장 필요한 장비" }).getByRole("img")).toBeVisible();
  await expect(stats.getByRole("cell", { name: "기타" })).toBeVisible();
  await expect(page.getByText("냉동 탑차")).toHaveCount(0);
  await expect(page.getByText("주말에도 운영해 주세요")).toHaveCount(0);
  await expect(page.getByText("주관식 응답은 공개하지 않습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "물류협의회 회원 현황" })).toBeVisible();
  await axe(page);
  await page.goto("/app/survey/results");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await axe(page);
}

for (const width of WIDTHS) {
  test(`an administrator builds a survey, one company answers once, results after close at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await flow(page, width);
  });
}
