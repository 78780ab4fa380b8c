/**
 * The page holds ONE event stream (issue 26 §3, web lib/events.ts): a signed-in manager's note counts and a
 * ledger import's phases listen on the same GET /api/events.
 */
import { expect, test } from "./fixtures.ts";
import { login } from "./support.ts";

const YEAR = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear() - 5;
const GOOD = ["전표번호,일자,거래처,업무,구분,금액,건수", `E2E-S1,${YEAR}-03-02,이투이상사,운송,AR,1000,1`].join(
  "\r\n",
);

test("one event stream while the note counts and an import listen", async ({ page }) => {
  test.setTimeout(120_000);
  // Counts the EventSources each document opens.
  await page.addInitScript(() => {
    const Original = window.EventSource;
    const counted = window as unknown as { openedStreams: number };
    counted.openedStreams = 0;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        counted.openedStreams += 1;
      }
    };
  });
  await login(page, "hanbitlead");
  await page.goto("/app/dashboard/import");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "s.csv", mimeType: "text/csv", buffer: Buffer.from(GOOD) });
  await page.getByRole("button", { name: "가져오기", exact: true }).click();
  await expect(page.getByText("1행을 가져왔습니다.")).toBeVisible();
  // The header's note counts opened the stream; the import listened on it instead of opening another.
  expect(await page.evaluate(() => (window as unknown as { openedStreams: number }).openedStreams)).toBe(1);
});
