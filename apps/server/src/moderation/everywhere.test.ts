/**
 * Hidden means hidden everywhere (issue 41 §5) on each database: a post an administrator hid leaves the
 * newest posts (통합게시판 and the home page's widgets), the board's RSS feed and the sitemap, its list row
 * shows the placeholder, its detail and comments are refused, and a notification about it reads
 * '볼 수 없는 글입니다' for a member who may not read it; a hidden deal leaves the trade list, the
 * favourites tab and the sitemap; a hidden comment leaves its post's comment count. Restored, each comes back.
 */
import { fixedBoard, type NotificationEvent, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { createDeal } from "../../test/trade-fixtures.ts";
import { NOTIFY_JOB } from "../jobs/notify.ts";
import { claimJob, completeJob } from "../jobs/queue.ts";
import { fanOut } from "../notifications/fan-out.ts";

const qna = fixedBoard("qna").boardId;
const ORIGIN = "https://portal.example.kr";

describe.each(DIALECTS)("hidden everywhere on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let visitor: Awaited<ReturnType<TestApp["client"]>>;

  beforeAll(async () => {
    env = await startTestApp(dialect, { PUBLIC_URL: ORIGIN, SITE_CACHE_SECONDS: "0" });
    ({ admin, alice, bob, visitor } = await env.cast());
    carol = await env.member("U");
  });
  afterAll(() => env.close());

  async function runJobs(): Promise<void> {
    for (;;) {
      const job = await claimJob(env.ctx.db, "test-node", 60_000);
      if (!job) return;
      if (job.kind === NOTIFY_JOB) await fanOut(env.ctx, job.payload as NotificationEvent);
      await completeJob(env.ctx.db, job, "test-node");
    }
  }
  const decide = async (kind: string, id: number, action: string) => {
    const res = await admin.post(`/api/admin/reports/${kind}/${id}/decision`, { action });
    expect(res.status).toBe(200);
  };
  const sitemapText = async () => {
    const index = String((await visitor.get("/sitemap.xml")).body);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").slice(ORIGIN.length));
    const texts = await Promise.all(files.map(async (f) => String((await visitor.get(f)).body)));
    return texts.join("\n");
  };

  /** What each place shows of post `postId` titled `title` to visitors and to bob. */
  async function postPlaces(postId: number, title: string) {
    const newest = await bob.get("/api/posts/newest?limit=20");
    const list = await visitor.get(`/api/boards/${qna}/posts?pageSize=45`);
    return {
      newest: JSON.stringify(newest.body).includes(title),
      feed: String((await visitor.get(`/rss/${qna}.xml`)).body).includes(title),
      sitemap: (await sitemapText()).includes(`/app/board/${qna}/${postId}<`),
      listTitle: list.body.items.find((r: { postId: number }) => r.postId === postId)?.title,
      detail: (await visitor.get(`/api/posts/${postId}`)).status,
      comments: (await bob.get(`/api/posts/${postId}/comments`)).status,
      notification: (await bob.get("/api/notifications")).body.items[0]?.text as string,
    };
  }

  it("takes a hidden post out of every place and brings it back when restored", async () => {
    const title = "어디서나 숨김";
    const postId = await writePost(alice, qna, { title });
    const commentId = (await bob.post(`/api/posts/${postId}/comments`, { body: "질문" })).body.commentId;
    await carol.post(`/api/posts/${postId}/comments`, { body: "답글", parentId: commentId });
    await runJobs();
    expect(await postPlaces(postId, title)).toMatchObject({
      newest: true,
      feed: true,
      sitemap: true,
      listTitle: title,
      detail: 200,
      comments: 200,
    });
    expect((await postPlaces(postId, title)).notification).toContain(title);

    await carol.post("/api/reports", { targetKind: "post", targetId: postId, reason: "spam" });
    await decide("post", postId, "hide");
    const hidden = await postPlaces(postId, title);
    expect(hidden).toMatchObject({
      newest: false,
      feed: false,
      sitemap: false,
      listTitle: t("moderationHiddenByAdmin"),
      detail: 403,
      comments: 403,
      notification: t("notificationUnreadable"),
    });

    await decide("post", postId, "restore");
    expect(await postPlaces(postId, title)).toMatchObject({
      newest: true,
      feed: true,
      sitemap: true,
      listTitle: title,
      detail: 200,
      comments: 200,
    });
  });

  it("counts a hidden comment out of its post's comment count, back when restored, and once when deleted hidden", async () => {
    const postId = await writePost(alice, qna, { title: "댓글 수 확인" });
    const first = (await bob.post(`/api/posts/${postId}/comments`, { body: "첫 댓글" })).body.commentId;
    const second = (await carol.post(`/api/posts/${postId}/comments`, { body: "둘째 댓글" })).body.commentId;
    const counts = async () => {
      const list = await visitor.get(`/api/boards/${qna}/posts?pageSize=45`);
      const row = list.body.items.find((r: { postId: number }) => r.postId === postId);
      return { list: row?.commentCount, detail: (await visitor.get(`/api/posts/${postId}`)).body.commentCount };
    };
    expect(await counts()).toEqual({ list: 2, detail: 2 });
    for (const commentId of [first, second])
      expect(
        (await alice.post("/api/reports", { targetKind: "comment", targetId: commentId, reason: "spam" })).status,
      ).toBe(201);
    await decide("comment", first, "hide");
    // A second decision from one hidden state to another moves nothing.
    await admin.post(`/api/admin/reports/comment/${first}/decision`, { action: "temporary", days: 3 });
    expect(await counts()).toEqual({ list: 1, detail: 1 });
    await decide("comment", first, "restore");
    expect(await counts()).toEqual({ list: 2, detail: 2 });
    await decide("comment", second, "hide");
    expect((await carol.delete(`/api/comments/${second}`)).status).toBe(200);
    expect(await counts()).toEqual({ list: 1, detail: 1 });
    await decide("comment", first, "delete");
    expect(await counts()).toEqual({ list: 0, detail: 0 });
  });

  it("takes a hidden deal out of the trade list, the favourites tab and the sitemap; its author still finds it", async () => {
    const dealNo = await createDeal(alice, { title: "숨길 매물" });
    expect((await bob.put(`/api/deals/${dealNo}/favorite`)).status).toBe(200);
    await bob.post(`/api/deals/${dealNo}/comments`, { body: "가격 문의" });
    await alice.post(`/api/deals/${dealNo}/comments`, { body: "답변" });
    const places = async () => ({
      list: (await bob.get("/api/deals")).body.items.some((d: { dealNo: number }) => d.dealNo === dealNo),
      wish: (await bob.get("/api/deals?tab=wish")).body.items.some((d: { dealNo: number }) => d.dealNo === dealNo),
      sitemap: new RegExp(`/app/trade/[^<]*/${dealNo}<`).test(await sitemapText()),
      detail: (await bob.get(`/api/deals/${dealNo}`)).status,
      mine: (await alice.get("/api/deals?tab=mine")).body.items.some((d: { dealNo: number }) => d.dealNo === dealNo),
    });
    expect(await places()).toEqual({ list: true, wish: true, sitemap: true, detail: 200, mine: true });
    await carol.post("/api/reports", { targetKind: "deal", targetId: dealNo, reason: "spam" });
    await decide("deal", dealNo, "hide");
    expect(await places()).toEqual({ list: false, wish: false, sitemap: false, detail: 403, mine: true });
    await decide("deal", dealNo, "restore");
    expect(await places()).toEqual({ list: true, wish: true, sitemap: true, detail: 200, mine: true });
  });
});
