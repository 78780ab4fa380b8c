/**
 * 통합검색 as a reader sees it (issue 42 §2), on each database: the relevance order of a small corpus
 * (docs/search.md "Relevance") and the newest order; titles and snippets marked, stored markup shown as
 * text; Korean words of any length, several words, quoted phrases, particles (지게차를 → 지게차), Latin
 * letters in any case, model numbers; the period filter; pages (login-guarded ones for members only),
 * reservation events, FAQ entries and comments with their anchors; the overview's groups; Korean 400s;
 * and the board search, which leaves out posts hidden by moderation (issue 41) but for their author and
 * administrators.
 */
import { fixedBoard, type MarkedText, SEARCH_SNIPPET_LENGTH, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { createDeal } from "../../test/trade-fixtures.ts";

const qna = fixedBoard("qna").boardId;
const faq = fixedBoard("faq").boardId;
const q = (text: string) => encodeURIComponent(text);
const plain = (marked: MarkedText) => marked.map((s) => s.text).join("");
const marks = (marked: MarkedText) => marked.filter((s) => s.marked).map((s) => s.text);

describe.each(DIALECTS)("통합검색 on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let visitor: Awaited<ReturnType<TestApp["client"]>>;
  let board: string;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
    board = await createBoard(admin, { name: "검색 시험 게시판" });
  });
  afterAll(() => env.close());

  const titles = async (query: string, extra = "") => {
    const res = await visitor.get(`/api/search?q=${q(query)}&kind=post&boardId=${board}${extra}`);
    expect(res.status).toBe(200);
    return res.body.list.hits.map((h: { title: MarkedText }) => plain(h.title));
  };

  it("orders by relevance: title, all words, phrase, then newer", async () => {
    // Written oldest first, in an order unlike the expected one.
    const corpus = [
      ["공지", "점검 일정과 지게차 배치"], // no word in the title, scattered: 0
      ["지게차 점검 요령", "요령을 정리했습니다."], // both in the title, in order: 2·2 + 1 = 5
      ["안내문", "지게차 점검 결과를 알립니다."], // phrase in the body: 1
      ["지게차 안내", "점검은 매주 합니다."], // one word in the title: 2
      ["점검 지게차 일지", "기록"], // both in the title, not in order: 4
      ["지게차 배치", "지게차 점검 순서"], // one in the title and the phrase: 3
      ["알림", "지게차 점검 일정"], // phrase in the body, newer than 안내문: 1
    ];
    for (const [title, body] of corpus) await writePost(alice, board, { title, bodyHtml: `<p>${body}</p>` });
    expect(await titles("지게차 점검")).toEqual([
      "지게차 점검 요령",
      "점검 지게차 일지",
      "지게차 배치",
      "지게차 안내",
      "알림",
      "안내문",
      "공지",
    ]);
    expect(await titles("지게차 점검", "&sort=newest")).toEqual(corpus.map(([title]) => title).reverse());
    // A quoted phrase must occur as written (then the words in the title decide, then the date).
    expect(await titles('"지게차 점검"')).toEqual(["지게차 점검 요령", "지게차 배치", "알림", "안내문"]);
    // Several words: all must match.
    expect(await titles("지게차 일지")).toEqual(["점검 지게차 일지"]);
  });

  it("marks the words in titles and snippets and shows stored markup as text", async () => {
    const long = `${"가".repeat(300)} 팔레트 <script>alert(1)</script> 적재 ${"나".repeat(300)}`;
    await writePost(alice, board, {
      title: "<b>팔레트</b> 랙 PALLET 규격",
      bodyHtml: `<p>${long.replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`,
    });
    const res = await visitor.get(`/api/search?q=${q("팔레트 pallet")}&kind=post&boardId=${board}`);
    const [hit] = res.body.list.hits;
    expect(plain(hit.title)).toBe("<b>팔레트</b> 랙 PALLET 규격");
    expect(marks(hit.title)).toEqual(["팔레트", "PALLET"]);
    const snippet = plain(hit.snippet);
    expect(snippet).toContain("팔레트 <script>alert(1)</script> 적재");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(SEARCH_SNIPPET_LENGTH + 2);
    expect(marks(hit.snippet)).toEqual(["팔레트"]);
    expect(hit).toMatchObject({ kind: "post", href: `/app/board/${board}/${hit.id}`, author: "이앨리" });
    expect(hit.location).toEqual(["검색 시험 게시판"]);
    // One syllable, in any case.
    expect(await titles("랙")).toEqual(["<b>팔레트</b> 랙 PALLET 규격"]);
    expect(await titles("pallet")).toEqual(["<b>팔레트</b> 랙 PALLET 규격"]);
  });

  it("tries the stem of a word ending in a particle that finds nothing", async () => {
    await writePost(bob, qna, { title: "지게차 점검 요령", bodyHtml: "<p>매일 확인합니다.</p>" });
    const res = await visitor.get(`/api/search?q=${q("지게차를")}&kind=post`);
    expect(res.body.stems).toEqual([{ word: "지게차를", stem: "지게차" }]);
    expect(res.body.list.hits.map((h: { title: MarkedText }) => plain(h.title))).toContain("지게차 점검 요령");
    // A word with a particle that finds something itself is searched as typed.
    await writePost(bob, qna, { title: "점검을 마쳤습니다", bodyHtml: "<p>완료</p>" });
    const typed = await visitor.get(`/api/search?q=${q("점검을")}&kind=post`);
    expect(typed.body.stems).toEqual([]);
    expect(typed.body.list.total).toBe(1);
  });

  it("finds model numbers in deals, with their place, in any case", async () => {
    await createDeal(bob, { title: "전동 지게차 급매", modelNo: "FB25-7", location: "인천 남동구" });
    const res = await visitor.get(`/api/search?q=${q("fb25 남동구")}&kind=deal`);
    expect(res.body.list.total).toBe(1);
    const [hit] = res.body.list.hits;
    expect(hit.location[0]).toBe(t("searchPlaceTrade"));
    expect(marks(hit.snippet)).toEqual(["FB25", "남동구"]);
    expect(hit.href).toMatch(/^\/app\/trade\/SEL\/[^/]+\/\d+$/);
  });

  it("finds comments (with the comment's anchor), FAQ entries apart from posts, pages and events", async () => {
    const postId = await writePost(alice, qna, { title: "견학 문의", bodyHtml: "<p>문의</p>" });
    const comment = await bob.post(`/api/posts/${postId}/comments`, { body: "컨테이너 하역장 위치를 알려 주세요" });
    await writePost(admin, faq, { title: "하역장 이용 시간", bodyHtml: "<p>평일 09시부터 하역장을 엽니다.</p>" });
    const event = await admin.post("/api/admin/reservation/events", {
      name: "하역장 자동화 설명회",
      description: "하역장 설비 소개",
    });
    expect(event.status).toBe(201);
    for (const [pageId, title] of [
      ["PLT010101", "공개 안내 하역장"],
      ["PLT020301", "회원 안내 하역장"],
    ]) {
      const current = await admin.get(`/api/pages/${pageId}`);
      const saved = await admin.put(`/api/pages/${pageId}`, {
        title,
        bodyHtml: "<p>하역장 &lt;안내&gt;</p>",
        baseVersion: current.body.version,
      });
      expect(saved.status).toBe(200);
    }
    const overview = await visitor.get(`/api/search?q=${q("하역장")}`);
    expect(overview.body.totals).toEqual({ post: 0, comment: 1, deal: 0, page: 1, event: 1, faq: 1 });
    expect(overview.body.groups.map((g: { kind: string }) => g.kind)).toEqual(["comment", "page", "event", "faq"]);
    const group = (kind: string) =>
      overview.body.groups.find((g: { kind: string }) => g.kind === kind).hits[0] as Record<string, unknown>;
    expect(group("comment")).toMatchObject({
      id: String(comment.body.commentId),
      href: `/app/board/${qna}/${postId}#comment-${comment.body.commentId}`,
      author: "박밥",
    });
    expect(plain(group("comment").title as MarkedText)).toBe("견학 문의");
    expect(group("page")).toMatchObject({ href: "/app/PLT010101", location: [t("searchPlacePage")] });
    expect(plain(group("page").snippet as MarkedText)).toBe("하역장 <안내>");
    expect(group("event")).toMatchObject({ location: [t("searchPlaceEvent")] });
    expect(group("faq")).toMatchObject({ kind: "faq", location: ["FAQ"] });
    // The login-guarded page only for members.
    const member = await bob.get(`/api/search?q=${q("하역장")}&kind=page`);
    expect(member.body.list.total).toBe(2);
    // Narrowed to a board: deals, pages and events are not searched.
    const narrowed = await visitor.get(`/api/search?q=${q("하역장")}&boardId=${faq}`);
    expect(narrowed.body.totals).toEqual({ post: 0, comment: 0, deal: 0, page: 0, event: 0, faq: 1 });
  });

  it("narrows by writer and period", async () => {
    await writePost(alice, board, { title: "기간 시험 컨베이어" });
    await writePost(bob, board, { title: "기간 시험 컨베이어 둘" });
    const byAlice = await visitor.get(`/api/search?q=${q("컨베이어")}&kind=post&author=${q("이앨리")}`);
    expect(byAlice.body.list.hits.map((h: { title: MarkedText }) => plain(h.title))).toEqual(["기간 시험 컨베이어"]);
    // Back-dated a year and a day: outside the year, inside all time.
    await env.ctx.db
      .updateTable("posts")
      .set({ createdAt: new Date(Date.now() - 367 * 86_400_000).toISOString() })
      .where("title", "=", "기간 시험 컨베이어")
      .execute();
    const total = async (period: string) =>
      (await visitor.get(`/api/search?q=${q("컨베이어")}&kind=post&period=${period}`)).body.list.total;
    expect([await total("week"), await total("month"), await total("year"), await total("all")]).toEqual([1, 1, 1, 2]);
  });

  it("refuses bad input in Korean", async () => {
    const cases: [string, string][] = [
      ["q=", t("searchQueryRequired")],
      [`q=${q("   ")}`, t("searchQueryRequired")],
      [`q=${q('""')}`, t("searchQueryRequired")],
      [`q=${q("가".repeat(101))}`, t("searchQueryTooLong")],
    ];
    for (const [query, detail] of cases) {
      const res = await visitor.get(`/api/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    for (const query of ["q=a&pageSize=20", "q=a&kind=people", "q=a&period=day", "q=a&page=0", "q=a&boardId=x"]) {
      const res = await visitor.get(`/api/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
  });

  it("leaves posts hidden by moderation out of the board search but for their author and administrators", async () => {
    const postId = await writePost(alice, board, { title: "숨김 검색 시험", bodyHtml: "<p>본문</p>" });
    const boardSearch = async (client: typeof visitor) =>
      (await client.get(`/api/boards/${board}/posts?q=${q("숨김 검색")}&field=titleBody`)).body.total;
    const portal = async (client: typeof visitor) =>
      (await client.get(`/api/search?q=${q("숨김 검색")}`)).body.totals.post;
    const seen = async () => ({
      board: [await boardSearch(visitor), await boardSearch(bob), await boardSearch(alice), await boardSearch(admin)],
      portal: [await portal(visitor), await portal(bob), await portal(alice), await portal(admin)],
    });
    expect(await seen()).toEqual({ board: [1, 1, 1, 1], portal: [1, 1, 1, 1] });
    const report = await bob.post("/api/reports", { targetKind: "post", targetId: postId, reason: "spam" });
    expect(report.status).toBe(201);
    for (const action of ["hide", "restore", "temporary"]) {
      const body = action === "temporary" ? { action, days: 3 } : { action };
      expect((await admin.post(`/api/admin/reports/post/${postId}/decision`, body)).status).toBe(200);
      const shown = action === "restore" ? 1 : 0;
      expect({ action, ...(await seen()) }).toEqual({
        action,
        board: [shown, shown, 1, 1],
        portal: [shown, shown, 1, 1],
      });
    }
  });
});
