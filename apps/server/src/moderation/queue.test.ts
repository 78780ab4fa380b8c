/**
 * The administrators' side of moderation (issue 41 §3–4) through the HTTP API on each database: the
 * queue grouped by item with its filters and count, each decision as one audited change (dismiss, hide,
 * restore, delete, 임시조치 with its 30-day bound and Seoul-midnight end, restored by the jobs task once the
 * clock passes it), members refused, and suspension (sessions ended, login refused in Korean with its end).
 */
import { fixedBoard, seoulMinute, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";
import { commentOn, decide, notificationTexts, queueItem, report } from "../../test/moderation-fixtures.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { createDeal } from "../../test/trade-fixtures.ts";
import { endTemporaryMeasures } from "./admin-service.ts";

const qna = fixedBoard("qna").boardId;

describe.each(DIALECTS)("the moderation queue on %s", (dialect) => {
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

  const audits = (action: string, targetId: number) =>
    env.ctx.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", action)
      .where("targetId", "=", String(targetId))
      .execute();

  it("groups reports by item with the count, reasons, dates and the content as it is now; filters", async () => {
    const postId = await writePost(alice, qna, { title: "검토할 글", bodyHtml: "<p>광고 문구</p>" });
    const carol = await env.member("U");
    await report(bob, "post", postId, { reason: "spam" });
    await report(carol, "post", postId, { reason: "abuse" });
    const dealNo = await createDeal(alice);
    await report(bob, "deal", dealNo, { reason: "obscene" });
    const item = await queueItem(admin, "", postId);
    expect(item).toMatchObject({
      targetKind: "post",
      boardId: qna,
      state: "open",
      reportCount: 2,
      authorId: alice.userId,
      title: "검토할 글",
      link: `/app/board/${qna}/${postId}`,
    });
    expect(item.body).toContain("광고 문구");
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { reason: "spam", count: 1 },
        { reason: "abuse", count: 1 },
      ]),
    );
    expect(item.firstReportAt <= item.lastReportAt).toBe(true);
    expect(await queueItem(admin, "kind=deal", postId)).toBeUndefined();
    expect(await queueItem(admin, "kind=deal", dealNo, "deal")).toBeDefined();
    expect(await queueItem(admin, "reason=abuse", postId)).toBeDefined();
    expect(await queueItem(admin, "reason=obscene", postId)).toBeUndefined();
    expect(await queueItem(admin, `boardId=${qna}`, postId)).toBeDefined();
    expect(await queueItem(admin, "state=dismissed", postId)).toBeUndefined();
    expect((await admin.get("/api/admin/reports/count")).body.open).toBeGreaterThanOrEqual(2);
    for (const member of [alice, bob]) {
      const refused = await member.get("/api/admin/reports");
      expect(refused.status).toBe(403);
      expect((await member.post(`/api/admin/reports/post/${postId}/decision`, { action: "hide" })).status).toBe(403);
    }
  });

  it("hides, restores and dismisses, each audited; a dismissed item counts its reporters afresh", async () => {
    const postId = await writePost(alice, qna, { title: "숨김과 복원" });
    await report(bob, "post", postId);
    expect((await decide(admin, "post", postId, { action: "hide" })).body.state).toBe("hidden");
    const hidden = await visitor.get(`/api/posts/${postId}`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.detail).toBe(t("moderationHiddenByAdmin"));
    expect((await alice.get(`/api/posts/${postId}`)).body.moderation).toMatchObject({ state: "hidden" });
    expect((await decide(admin, "post", postId, { action: "restore" })).body.state).toBe("restored");
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(200);
    expect(await audits("moderation.hide", postId)).toHaveLength(1);
    expect(await audits("moderation.restore", postId)).toHaveLength(1);
    // A new report opens it again, counted from zero.
    const carol = await env.member("U");
    await report(carol, "post", postId);
    expect(await queueItem(admin, "", postId)).toMatchObject({ state: "open", reportCount: 1 });
    expect((await decide(admin, "post", postId, { action: "dismiss" })).body.state).toBe("dismissed");
    expect(await audits("moderation.dismiss", postId)).toHaveLength(1);
    expect(await queueItem(admin, "", postId)).toBeUndefined();
    expect(await queueItem(admin, "state=dismissed", postId)).toMatchObject({ reportCount: 0 });
    expect((await decide(admin, "post", 999_999, { action: "hide" })).status).toBe(404);
  });

  it("places 임시조치 for at most 30 days, to Seoul midnight, and the jobs task restores it when the period ends", async () => {
    const postId = await writePost(alice, qna, { title: "임시조치 대상" });
    await bob.post("/api/reports", {
      targetKind: "post",
      targetId: postId,
      reason: "privacy",
      contact: "bob@example.com",
      rightInfringed: "제 휴대전화 번호가 공개되었습니다.",
    });
    const tooLong = await decide(admin, "post", postId, { action: "temporary", days: 31 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe(t("moderationDaysRange", { max: 30 }));
    expect((await decide(admin, "post", postId, { action: "temporary" })).status).toBe(400);
    const placed = await decide(admin, "post", postId, { action: "temporary", days: 30 });
    expect(placed.status).toBe(200);
    const until = placed.body.temporaryUntil as string;
    expect(seoulMinute(until).endsWith(" 00:00")).toBe(true);
    const days = (Date.parse(until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const refused = await bob.get(`/api/posts/${postId}`);
    expect(refused.body.detail).toBe(t("moderationTemporary"));
    expect((await alice.get(`/api/posts/${postId}`)).body.moderation).toEqual({ state: "temporary", until });
    // The administrators were told of the first report; the author and the requester of the 임시조치.
    await runNotifyJobs(env.ctx);
    expect(await notificationTexts(admin)).toContain(
      `${t("notificationTextReport", { title: "임시조치 대상" })} /app/admin/reports`,
    );
    const told = t("notificationTextModeration", {
      title: "임시조치 대상",
      outcome: t("moderationOutcomeTemporary", { until: seoulMinute(until) }),
    });
    for (const member of [alice, bob])
      expect(await notificationTexts(member)).toContain(`${told} /app/board/${qna}/${postId}`);
    expect((await notificationTexts(bob)).join()).not.toContain(alice.userId);
    // The list row stands where it stood, with the sentence and its mark; its author reads the title, marked.
    const rowOf = async (client: Member | typeof visitor) =>
      (await client.get(`/api/boards/${qna}/posts?pageSize=45`)).body.items.find(
        (r: { postId: number }) => r.postId === postId,
      );
    expect(await rowOf(visitor)).toMatchObject({
      title: t("moderationTemporary"),
      readable: false,
      moderation: "temporary",
    });
    expect(await rowOf(alice)).toMatchObject({ title: "임시조치 대상", readable: true, moderation: "temporary" });
    const row = await env.ctx.db
      .selectFrom("moderationItems")
      .selectAll()
      .where("targetId", "=", postId)
      .executeTakeFirst();
    expect(row?.requesterId).toBe(bob.userId);
    expect(await audits("moderation.temporary", postId)).toHaveLength(1);
    // The author's one 재게시 요청; nobody else's, and not twice.
    const objection = `/api/reports/post/${postId}/objection`;
    expect((await bob.post(objection, { text: "제 글이 아닙니다" })).status).toBe(409);
    expect((await alice.post(objection, { text: "" })).body.detail).toBe(t("moderationObjectionRequired"));
    expect((await alice.post(objection, { text: "사실에 근거한 글입니다." })).status).toBe(200);
    const twice = await alice.post(objection, { text: "다시" });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(t("moderationObjectionNotAllowed"));
    expect(await queueItem(admin, "", postId)).toMatchObject({ objection: "사실에 근거한 글입니다." });

    // The clock moved on 30 days, to just before and just past the end of the period.
    expect(await endTemporaryMeasures(env.ctx, new Date(Date.parse(until) - 1000))).toBe(0);
    expect(await endTemporaryMeasures(env.ctx, new Date(Date.parse(until) + 1000))).toBe(1);
    await runNotifyJobs(env.ctx);
    const ended = t("notificationTextModeration", { title: "임시조치 대상", outcome: t("moderationOutcomeRestored") });
    for (const member of [alice, bob]) expect((await notificationTexts(member)).join()).toContain(ended);
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(200);
    expect(await rowOf(visitor)).toMatchObject({ title: "임시조치 대상", moderation: null });
    expect(await queueItem(admin, "state=restored", postId)).toBeDefined();
    expect(await endTemporaryMeasures(env.ctx, new Date(Date.parse(until) + 2000))).toBe(0);
  });

  it("names the end of a 임시조치 on the author's banner of a comment, a deal and a deal comment, to nobody else", async () => {
    const postId = await writePost(alice, qna, { title: "댓글 임시조치" });
    const commentId = await commentOn(alice, postId, "임시조치될 댓글");
    const dealNo = await createDeal(alice);
    const seq = (await alice.post(`/api/deals/${dealNo}/comments`, { body: "임시조치될 거래 댓글" })).body.seq;
    const ends: Record<string, string> = {};
    for (const [kind, id] of [
      ["comment", commentId],
      ["deal", dealNo],
      ["dealComment", seq],
    ] as const) {
      await report(bob, kind, id);
      const placed = await decide(admin, kind, id, { action: "temporary", days: 3 });
      expect(placed.status).toBe(200);
      ends[kind] = placed.body.temporaryUntil;
    }
    const notice = (kind: string) => ({ state: "temporary", until: ends[kind] });
    const comments = (await alice.get(`/api/posts/${postId}/comments`)).body.items;
    expect(comments.find((c: { commentId: number }) => c.commentId === commentId).moderation).toEqual(
      notice("comment"),
    );
    expect((await alice.get(`/api/deals/${dealNo}`)).body.moderation).toEqual(notice("deal"));
    const dealComments = (await alice.get(`/api/deals/${dealNo}/comments`)).body.items;
    expect(dealComments.find((c: { seq: number }) => c.seq === seq).moderation).toEqual(notice("dealComment"));
    // The queue shows each as it is now, one page read with a statement per kind.
    expect(await queueItem(admin, "", commentId, "comment")).toMatchObject({
      title: "댓글 임시조치",
      body: "임시조치될 댓글",
      link: `/app/board/${qna}/${postId}#comment-${commentId}`,
    });
    const dealItem = await queueItem(admin, "", dealNo, "deal");
    expect(dealItem.link).toMatch(new RegExp(`^/app/trade/[^/]+/[^/]+/${dealNo}$`));
    expect(await queueItem(admin, "", seq, "dealComment")).toMatchObject({
      title: dealItem.title,
      body: "임시조치될 거래 댓글",
      link: `${dealItem.link}#deal-comment-${seq}`,
    });
    // Others see the sentence in its place, and no banner.
    const masked = (await bob.get(`/api/posts/${postId}/comments`)).body.items[0];
    expect(masked).toMatchObject({ body: t("moderationTemporary"), authorName: "", moderation: null });
    expect((await bob.get(`/api/deals/${dealNo}`)).body.detail).toBe(t("moderationTemporary"));
  });

  it("deletes a post (gone from the list and its count) and a comment (the post's count drops); a deleted item stays decided", async () => {
    const postId = await writePost(alice, qna, { title: "삭제될 글" });
    await report(bob, "post", postId);
    const before = (await visitor.get(`/api/boards/${qna}/posts`)).body.total as number;
    expect((await decide(admin, "post", postId, { action: "delete" })).body.state).toBe("deleted");
    expect((await visitor.get(`/api/posts/${postId}`)).status).toBe(404);
    expect((await visitor.get(`/api/boards/${qna}/posts`)).body.total).toBe(before - 1);
    const again = await decide(admin, "post", postId, { action: "restore" });
    expect(again.status).toBe(409);
    expect(await audits("moderation.delete", postId)).toHaveLength(1);

    const openPost = await writePost(alice, qna, { title: "댓글 삭제" });
    const commentId = await commentOn(alice, openPost, "지울 댓글");
    await report(bob, "comment", commentId);
    expect((await decide(admin, "comment", commentId, { action: "delete" })).status).toBe(200);
    expect((await visitor.get(`/api/posts/${openPost}`)).body.commentCount).toBe(0);
    expect((await visitor.get(`/api/posts/${openPost}/comments`)).body.items).toHaveLength(0);
  });

  it("warns the author by notification, audited, naming no reporter; refuses an empty warning and other members", async () => {
    const postId = await writePost(alice, qna, { title: "경고할 글" });
    expect((await admin.post(`/api/admin/reports/post/${postId}/warning`, { text: "경고" })).status).toBe(404);
    await report(bob, "post", postId);
    const empty = await admin.post(`/api/admin/reports/post/${postId}/warning`, { text: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(t("moderationWarningRequired"));
    expect((await bob.post(`/api/admin/reports/post/${postId}/warning`, { text: "경고" })).status).toBe(403);
    const text = "광고성 글을 반복해서 올리지 마세요. <b>주의</b>";
    const res = await admin.post(`/api/admin/reports/post/${postId}/warning`, { text });
    expect(res.status).toBe(200);
    await runNotifyJobs(env.ctx);
    const told = (await notificationTexts(alice)).filter((n) => n.includes(t("moderationOutcomeWarned", { text })));
    expect(told).toEqual([`「경고할 글」: ${t("moderationOutcomeWarned", { text })} /app/board/${qna}/${postId}`]);
    expect((await notificationTexts(alice)).join("\n")).not.toContain(bob.userId);
    expect((await notificationTexts(bob)).join("\n")).not.toContain("광고성 글을");
    expect((await queueItem(admin, "", postId))?.state).toBe("open");
    expect((await audits("moderation.warn", postId)).map((a) => a.actorId)).toEqual([admin.userId]);
  });

  it("suspends a member: sessions end, login is refused in Korean with the end; not administrators", async () => {
    const dave = await env.member("U");
    const reason = "반복된 광고 게시";
    const short = await admin.post(`/api/admin/members/${dave.userId}/suspension`, { days: 3, reason: "" });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe(t("moderationSuspendReasonRequired"));
    const done = await admin.post(`/api/admin/members/${dave.userId}/suspension`, { days: 3, reason });
    expect(done.status).toBe(200);
    const until = done.body.suspendedUntil as string;
    expect((await dave.get("/api/auth/session")).body.user).toBeNull();
    const login = await (await env.client()).login(dave.userId);
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe(t("moderationAccountSuspended", { until: seoulMinute(until), reason }));
    expect(login.body.detail).toContain("까지 로그인할 수 없습니다");
    expect((await admin.post(`/api/admin/members/${admin.userId}/suspension`, { days: 1, reason })).status).toBe(403);
    expect((await bob.post(`/api/admin/members/${dave.userId}/suspension`, { days: 1, reason })).status).toBe(403);
    const entries = await env.ctx.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "member.suspend")
      .execute();
    expect(entries.map((e) => e.targetId)).toContain(dave.userId);
    // Past the end, the member logs in again.
    await env.ctx.db
      .updateTable("users")
      .set({ suspendedUntil: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", dave.userId)
      .execute();
    expect((await (await env.client()).login(dave.userId)).status).toBe(200);
  });
});
