/**
 * Reports (issue 41 §1–2) through the HTTP API on each database: who may report what (visitors, the
 * author, the reasons and their fields, 409 for a second report, the daily limit), 150 parallel reports
 * of one member counted as one, and hiding at the board's threshold: others see the placeholder in the
 * list, the detail and the comments, the author sees their content with the notice, administrators all.
 */
import { ANONYMOUS_BOARD_ID, fixedBoard, REPORT_DAILY_LIMIT, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateBoard, writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { commentOn, queueItem, report } from "../../test/moderation-fixtures.ts";
import { createDeal } from "../../test/trade-fixtures.ts";

const qna = fixedBoard("qna").boardId;

describe.each(DIALECTS)("reports on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let visitor: Awaited<ReturnType<TestApp["client"]>>;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
  });
  afterAll(() => env.close());

  const reportRows = (kind: string, id: number) =>
    env.ctx.db
      .selectFrom("reports")
      .selectAll()
      .where("targetKind", "=", kind as "post")
      .where("targetId", "=", id)
      .execute();

  it("takes one report per member per item, members only, never one's own, with the reasons' fields", async () => {
    const postId = await writePost(alice, qna, { title: "신고 대상 글" });
    expect((await report(visitor, "post", postId)).status).toBe(401);
    const own = await report(alice, "post", postId);
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(t("reportOwn"));
    const badReason = await report(bob, "post", postId, { reason: "boring" });
    expect(badReason.status).toBe(400);
    const rights = await report(bob, "post", postId, { reason: "defamation" });
    expect(rights.status).toBe(400);
    expect(rights.body.detail).toBe(t("reportContactRequired"));
    const long = await report(bob, "post", postId, { detail: "가".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe(t("reportTooLong", { max: 500 }));
    const first = await report(bob, "post", postId, {
      reason: "defamation",
      detail: "사실이 아닌 내용",
      contact: "010-1234-5678",
      rightInfringed: "명예권: 회사 이름을 들어 허위 사실을 적었습니다.",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ hidden: false });
    const second = await report(bob, "post", postId, { reason: "other" });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(t("reportDuplicate"));
    const [row] = await reportRows("post", postId);
    expect(row).toMatchObject({ reporterId: bob.userId, reason: "defamation", contact: "010-1234-5678" });
    expect((await report(bob, "post", 999_999)).status).toBe(404);
  });

  it("reports comments, deals and deal comments the same way", async () => {
    const postId = await writePost(alice, qna, { title: "댓글 신고" });
    const commentId = await commentOn(alice, postId, "광고 댓글");
    expect((await report(bob, "comment", commentId)).status).toBe(201);
    expect((await report(alice, "comment", commentId)).status).toBe(403);
    const dealNo = await createDeal(alice);
    expect((await report(bob, "deal", dealNo, { reason: "obscene" })).status).toBe(201);
    const seq = (await alice.post(`/api/deals/${dealNo}/comments`, { body: "연락 주세요" })).body.seq as number;
    expect((await report(bob, "dealComment", seq, { reason: "abuse" })).status).toBe(201);
    expect((await report(bob, "dealComment", seq, { reason: "abuse" })).status).toBe(409);
    expect((await report(alice, "dealComment", seq)).status).toBe(403);
  });

  it("takes a received note's spam report into the queue and puts its sender on the reporter's spam list", async () => {
    const carol = await env.member("U", { nameKo: "광고업자" });
    const sent = await carol.post("/api/notes", {
      recipients: [alice.userId, bob.userId],
      bodyHtml: "<p>대출 광고 쪽지</p>",
    });
    const noteId = sent.body.noteId as number;
    const other = (await carol.post("/api/notes", { recipients: [alice.userId], bodyHtml: "<p>두 번째 광고</p>" })).body
      .noteId as number;
    // Only its recipients report it: not its sender, not a stranger, not a visitor.
    expect((await report(visitor, "note", noteId)).status).toBe(401);
    expect((await report(carol, "note", noteId)).status).toBe(403);
    const stranger = await env.member("U");
    expect((await report(stranger, "note", noteId)).status).toBe(404);

    const filed = await report(alice, "note", noteId);
    expect(filed.status).toBe(201);
    expect(filed.body.hidden).toBe(false);
    expect((await report(alice, "note", noteId)).status).toBe(409);
    // The member's own filter as before: the sender's notes go to the spam box, the sender on the spam list.
    const spamBox = (await alice.get("/api/notes?box=spam")).body.items.map((n: { noteId: number }) => n.noteId);
    expect(spamBox).toEqual(expect.arrayContaining([noteId, other]));
    const spamList = (await alice.get("/api/note-blocks?type=S")).body.items;
    expect(spamList.map((b: { targetUserId: string }) => b.targetUserId)).toEqual([carol.userId]);
    // Bob, the other recipient, is untouched until he reports too (another reason: no spam list entry).
    expect((await bob.get("/api/notes?box=spam")).body.items).toHaveLength(0);
    expect((await report(bob, "note", noteId, { reason: "abuse" })).status).toBe(201);
    expect((await bob.get("/api/note-blocks?type=S")).body.items).toHaveLength(0);

    // The queue: the note's text, its sender as author, no page; never hidden from its recipients.
    const item = await queueItem(admin, "kind=note", noteId, "note");
    expect(item).toMatchObject({
      targetKind: "note",
      state: "open",
      reportCount: 2,
      authorId: carol.userId,
      title: t("reportsNoteTitle", { sender: "광고업자" }),
      body: "대출 광고 쪽지",
      link: null,
      boardId: null,
    });
    expect((await bob.get(`/api/notes/${noteId}`)).status).toBe(200);
    // A note takes dismissal (and a warning or suspension of its sender), nothing that would hide it.
    for (const action of ["hide", "delete", "restore"]) {
      const refused = await admin.post(`/api/admin/reports/note/${noteId}/decision`, { action });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(t("moderationNoteAction"));
    }
    expect((await admin.post(`/api/admin/reports/note/${noteId}/warning`, { text: "광고 쪽지 금지" })).status).toBe(
      200,
    );
    expect((await admin.post(`/api/admin/reports/note/${noteId}/decision`, { action: "dismiss" })).status).toBe(200);
    expect(await queueItem(admin, "state=dismissed", noteId, "note")).toBeDefined();
  });

  it("counts 150 parallel reports of one member as one", async () => {
    const postId = await writePost(alice, qna, { title: "동시 신고" });
    const carol = await env.member("U");
    const answers = await Promise.all(Array.from({ length: 150 }, () => report(carol, "post", postId)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(149);
    expect(await reportRows("post", postId)).toHaveLength(1);
    const item = await env.ctx.db
      .selectFrom("moderationItems")
      .selectAll()
      .where("targetId", "=", postId)
      .executeTakeFirst();
    expect(item?.reportCount).toBe(1);
  });

  it("refuses reports over the daily limit in Korean", async () => {
    const dave = await env.member("U");
    const now = new Date().toISOString();
    await env.ctx.db
      .insertInto("reports")
      .values(
        Array.from({ length: REPORT_DAILY_LIMIT }, (_, i) => ({
          targetKind: "post" as const,
          targetId: 1_000_000 + i,
          reporterId: dave.userId,
          reason: "spam",
          createdAt: now,
        })),
      )
      .execute();
    const postId = await writePost(alice, qna, { title: "한도" });
    const refused = await report(dave, "post", postId);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(t("reportLimited", { max: REPORT_DAILY_LIMIT }));
  });

  it("hides an item at the board's threshold: placeholder for others, the notice for its author, all for administrators", async () => {
    await updateBoard(admin, qna, { reportThreshold: 2 });
    const postId = await writePost(alice, qna, { title: "숨겨질 글" });
    const commentId = await commentOn(alice, postId, "숨겨질 댓글");
    const carol = await env.member("U");
    expect((await report(bob, "post", postId)).body.hidden).toBe(false);
    expect((await report(carol, "post", postId)).body.hidden).toBe(true);
    const hiddenText = t("moderationUnderReview");
    for (const other of [visitor, bob]) {
      const detail = await other.get(`/api/posts/${postId}`);
      expect(detail.status).toBe(403);
      expect(detail.body.detail).toBe(hiddenText);
      const list = await other.get(`/api/boards/${qna}/posts?pageSize=45`);
      const row = list.body.items.find((r: { postId: number }) => r.postId === postId);
      expect(row).toMatchObject({ title: hiddenText, readable: false });
      expect((await other.get(`/api/posts/${postId}/comments`)).status).toBe(403);
    }
    const own = await alice.get(`/api/posts/${postId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ title: "숨겨질 글", moderation: { state: "review" }, reportable: false });
    const seen = await admin.get(`/api/posts/${postId}`);
    expect(seen.body).toMatchObject({ title: "숨겨질 글", moderation: { state: "review" } });

    // A comment hidden on a post that is shown: others get the placeholder without the author.
    const openPost = await writePost(alice, qna, { title: "보이는 글" });
    const hiddenComment = await commentOn(alice, openPost, "숨겨질 댓글");
    await report(bob, "comment", hiddenComment);
    await report(carol, "comment", hiddenComment);
    const forBob = (await bob.get(`/api/posts/${openPost}/comments`)).body.items[0];
    expect(forBob).toMatchObject({ body: hiddenText, authorName: "", moderation: null });
    const forAlice = (await alice.get(`/api/posts/${openPost}/comments`)).body.items[0];
    expect(forAlice).toMatchObject({ body: "숨겨질 댓글", moderation: { state: "review" } });
    expect(commentId).toBeGreaterThan(0);
  });

  it("hides deals and their comments at the default threshold; 0 turns hiding off", async () => {
    const dealNo = await createDeal(alice, { title: "신고될 매물" });
    const reporters = [bob, ...(await Promise.all([1, 2, 3, 4].map(() => env.member("U"))))];
    for (const r of reporters) await report(r, "deal", dealNo);
    const refused = await bob.get(`/api/deals/${dealNo}`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(t("moderationUnderReview"));
    const list = await bob.get("/api/deals");
    expect(list.body.items.map((d: { dealNo: number }) => d.dealNo)).not.toContain(dealNo);
    const mine = await alice.get(`/api/deals/${dealNo}`);
    expect(mine.body).toMatchObject({ moderation: { state: "review" } });

    await updateBoard(admin, qna, { reportThreshold: 0 });
    const postId = await writePost(alice, qna, { title: "끄기" });
    for (const r of reporters) expect((await report(r, "post", postId)).body.hidden).toBe(false);
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(200);
  });

  it("keeps the reporter and the author unknown to each other on the anonymous board", async () => {
    const postId = await writePost(alice, ANONYMOUS_BOARD_ID, { title: "익명 글" });
    const answer = await report(bob, "post", postId);
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain(alice.userId);
    const detail = await alice.get(`/api/posts/${postId}`);
    expect(JSON.stringify(detail.body)).not.toContain(bob.userId);
  });
});
