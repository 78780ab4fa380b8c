/**
 * Hidden means hidden everywhere (issue 41 §5) on each database: a post an administrator hid leaves the
 * newest posts (통합게시판 and the home page's widgets), the board's RSS feed and the sitemap, its list row
 * shows the placeholder, its detail and comments are refused, and a notification about it reads
 * '볼 수 없는 글입니다' for a member who may not read it; a hidden deal leaves the trade list, the
 * favourites tab and the sitemap; a hidden comment leaves its post's comment count. Restored, each comes back.
 */
import { fixedBoard, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { commentOn, decide, report } from "../../test/moderation-fixtures.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { createDeal } from "../../test/trade-fixtures.ts";

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

  const decideOk = async (kind: string, id: number, action: string) =>
    expect((await decide(admin, kind, id, { action })).status).toBe(200);
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
      search: (
        await visitor.get(`/api/boards/${qna}/posts?q=${encodeURIComponent(title)}&field=titleBody`)
      ).body.items.some((r: { postId: number }) => r.postId === postId),
      detail: (await visitor.get(`/api/posts/${postId}`)).status,
      comments: (await bob.get(`/api/posts/${postId}/comments`)).status,
      notification: (await bob.get("/api/notifications")).body.items[0]?.text as string,
    };
  }

  it("takes a hidden post out of every place and brings it back when restored", async () => {
    const title = "어디서나 숨김";
    const postId = await writePost(alice, qna, { title });
    const commentId = await commentOn(bob, postId, "질문");
    await carol.post(`/api/posts/${postId}/comments`, { body: "답글", parentId: commentId });
    await runNotifyJobs(env.ctx);
    expect(await postPlaces(postId, title)).toMatchObject({
      newest: true,
      feed: true,
      sitemap: true,
      listTitle: title,
      search: true,
      detail: 200,
      comments: 200,
    });
    expect((await postPlaces(postId, title)).notification).toContain(title);

    await report(carol, "post", postId);
    await decideOk("post", postId, "hide");
    const hidden = await postPlaces(postId, title);
    expect(hidden).toMatchObject({
      newest: false,
      feed: false,
      sitemap: false,
      listTitle: t("moderationHiddenByAdmin"),
      search: false,
      detail: 403,
      comments: 403,
      notification: t("notificationUnreadable"),
    });

    // Its author and the administrators still find it by search (as a secret post).
    for (const reader of [alice, admin]) {
      const found = await reader.get(`/api/boards/${qna}/posts?q=${encodeURIComponent(title)}&field=titleBody`);
      expect(found.body.items.map((r: { postId: number }) => r.postId)).toContain(postId);
    }

    await decideOk("post", postId, "restore");
    expect(await postPlaces(postId, title)).toMatchObject({
      newest: true,
      feed: true,
      sitemap: true,
      listTitle: title,
      search: true,
      detail: 200,
      comments: 200,
    });
  });

  it("counts a hidden comment out of its post's comment count, back when restored, and once when deleted hidden", async () => {
    const postId = await writePost(alice, qna, { title: "댓글 수 확인" });
    const first = await commentOn(bob, postId, "첫 댓글");
    const second = await commentOn(carol, postId, "둘째 댓글");
    const counts = async () => {
      const list = await visitor.get(`/api/boards/${qna}/posts?pageSize=45`);
      const row = list.body.items.find((r: { postId: number }) => r.postId === postId);
      return { list: row?.commentCount, detail: (await visitor.get(`/api/posts/${postId}`)).body.commentCount };
    };
    expect(await counts()).toEqual({ list: 2, detail: 2 });
    for (const commentId of [first, second]) expect((await report(alice, "comment", commentId)).status).toBe(201);
    await decideOk("comment", first, "hide");
    // A second decision from one hidden state to another moves nothing.
    await decide(admin, "comment", first, { action: "temporary", days: 3 });
    expect(await counts()).toEqual({ list: 1, detail: 1 });
    await decideOk("comment", first, "restore");
    expect(await counts()).toEqual({ list: 2, detail: 2 });
    await decideOk("comment", second, "hide");
    expect((await carol.delete(`/api/comments/${second}`)).status).toBe(200);
    expect(await counts()).toEqual({ list: 1, detail: 1 });
    await decideOk("comment", first, "delete");
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
    await report(carol, "deal", dealNo);
    await decideOk("deal", dealNo, "hide");
    expect(await places()).toEqual({ list: false, wish: false, sitemap: false, detail: 403, mine: true });
    await decideOk("deal", dealNo, "restore");
    expect(await places()).toEqual({ list: true, wish: true, sitemap: true, detail: 200, mine: true });
  });
});
