/**
 * The notification centre through the HTTP API on each database (issue 40): each type reaches whom it
 * should, written by the jobs worker's "notify" jobs; nobody is told of their own action, of a member
 * they blocked, of a post they cannot read; the anonymous board names nobody; a target gone out of reach
 * shows '볼 수 없는 글입니다' without its title; texts are filled plain text; the list pages by cursor;
 * read, 모두 읽음 and delete touch only one's own; exactly one notification per member per event with
 * 150 comments at once, jobs run on several "nodes" at once and run again; purge after 90 days and withdrawal.
 */
import { ANONYMOUS_BOARD_ID, addDays, fixedBoard, type NotificationEvent, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { createDeal, dealInput } from "../../test/trade-fixtures.ts";
import { NOTIFY_JOB } from "../jobs/notify.ts";
import { workingDay } from "../reservations/holidays.ts";
import { fanOut } from "./fan-out.ts";
import { purgeOldNotifications } from "./service.ts";

type Member = Client & { userId: string };
type Item = { id: number; type: string; text: string; link: string | null; readable: boolean; readAt: string | null };

const qna = fixedBoard("qna").boardId;
const ADMIN = "/api/admin/reservation";

describe.each(DIALECTS)("notifications on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    env = await startTestApp(dialect, { COMMENT_LIMIT: "1000" });
    ({ admin, alice, bob } = await env.cast());
    carol = await env.member("U", { nameKo: "최캐롤" });
  });
  afterAll(() => env.close());

  const runJobs = (nodes = 1) => runNotifyJobs(env.ctx, nodes);
  const list = async (client: Client, query = "") => {
    const res = await client.get(`/api/notifications${query}`);
    expect(res.status).toBe(200);
    return res.body as { items: Item[]; nextCursor: number | null };
  };
  const unread = async (client: Client) => (await client.get("/api/notifications/unread-count")).body.unread as number;
  const comment = async (client: Client, postId: number, body: string, parentId?: number) => {
    const res = await client.post(`/api/posts/${postId}/comments`, { body, ...(parentId ? { parentId } : {}) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.commentId as number;
  };
  const clear = async (...members: Member[]) => {
    for (const m of members) await env.ctx.db.deleteFrom("notifications").where("recipientId", "=", m.userId).execute();
  };

  it("tells the post's author of a comment and the comment's author of a reply at any depth, with the anchor", async () => {
    await clear(alice, bob, carol);
    const postId = await writePost(alice, qna, { title: "견학 주차 문의" });
    const first = await comment(bob, postId, "정문 옆입니다.");
    const reply = await comment(carol, postId, "감사합니다.", first);
    const deeper = await comment(bob, postId, "천만에요.", reply);
    expect(await unread(alice)).toBe(0); // nothing until the worker ran: off the request thread
    const heard: unknown[] = [];
    const stop = env.ctx.events.subscribe(`member:${alice.userId}`, (payload) => heard.push(payload));
    await runJobs();
    stop();
    expect(heard).toContainEqual({ type: "notifications" }); // the live count's signal on the member's stream
    const a = (await list(alice)).items;
    expect(a.map((i) => [i.type, i.text])).toEqual([
      ["postComment", t("notificationTextPostComment", { actor: "박밥", title: "견학 주차 문의" })],
      ["postComment", t("notificationTextPostComment", { actor: "최캐롤", title: "견학 주차 문의" })],
      ["postComment", t("notificationTextPostComment", { actor: "박밥", title: "견학 주차 문의" })],
    ]);
    expect(a[2]?.link).toBe(`/app/board/${qna}/${postId}#comment-${first}`);
    const b = (await list(bob)).items;
    expect(b).toHaveLength(1); // carol's reply to bob's comment; bob's own comments tell bob nothing
    expect(b[0]).toMatchObject({
      type: "commentReply",
      text: t("notificationTextCommentReply", { actor: "최캐롤", title: "견학 주차 문의" }),
      link: `/app/board/${qna}/${postId}#comment-${reply}`,
    });
    const c = (await list(carol)).items;
    expect(c.map((i) => [i.type, i.link])).toEqual([["commentReply", `/app/board/${qna}/${postId}#comment-${deeper}`]]);
    expect(await unread(alice)).toBe(3);
  });

  it("tells the post's author once when they also wrote the comment replied to, and of a reply post (RE:)", async () => {
    await clear(alice, bob);
    const postId = await writePost(alice, qna, { title: "장비 대여 문의" });
    const mine = await comment(alice, postId, "추가로 여쭙니다.");
    await comment(bob, postId, "답변드립니다.", mine);
    const reply = await bob.post(`/api/posts/${postId}/replies`, {
      title: "RE: 장비 대여 문의",
      bodyHtml: "<p>답변입니다.</p>",
      secret: false,
    });
    expect(reply.status).toBe(201);
    await runJobs();
    const items = (await list(alice)).items;
    expect(items.map((i) => i.type)).toEqual(["replyPost", "commentReply"]);
    expect(items[0]).toMatchObject({
      text: t("notificationTextReplyPost", { actor: "박밥", title: "RE: 장비 대여 문의" }),
      link: `/app/board/${qna}/${reply.body.postId}`,
    });
    expect((await list(bob)).items).toEqual([]);
  });

  it("tells nobody of a member they blocked in the note centre", async () => {
    await clear(alice, carol);
    expect((await carol.post("/api/notes", { recipients: [alice.userId], bodyHtml: "<p>안녕하세요</p>" })).status).toBe(
      201,
    );
    expect((await alice.post("/api/note-blocks", { targetUserId: carol.userId, type: "I" })).status).toBe(201);
    const postId = await writePost(alice, qna, { title: "차단 확인" });
    await comment(carol, postId, "댓글");
    await comment(bob, postId, "다른 댓글");
    await runJobs();
    expect((await list(alice)).items.map((i) => i.text)).toEqual([
      t("notificationTextPostComment", { actor: "박밥", title: "차단 확인" }),
    ]);
  });

  it("tells nobody of a post they cannot read, and hides the title of one gone out of reach since", async () => {
    await clear(alice, bob, carol);
    // A secret post: carol (not its reader) is not told of a reply to her comment there.
    const secret = await writePost(alice, qna, { title: "비밀 문의 <b>굵게</b>", secret: true });
    const byAdmin = await comment(admin, secret, "관리자 답변");
    await comment(alice, secret, "감사합니다", byAdmin);
    await runJobs();
    const adminItems = (await list(admin)).items;
    expect(adminItems[0]?.text).toBe(
      t("notificationTextCommentReply", { actor: "이앨리", title: "비밀 문의 <b>굵게</b>" }),
    );

    // A post made secret after bob commented: bob may no longer read it and is not told of a reply.
    const later = await writePost(alice, qna, { title: "나중에 비밀" });
    const bobs = await comment(bob, later, "질문 있습니다");
    expect((await alice.put(`/api/posts/${later}`, postBody({ title: "나중에 비밀", secret: true }))).status).toBe(200);
    await comment(admin, later, "답변", bobs);
    await runJobs();
    expect((await list(bob)).items).toEqual([]);

    // A readable post made unreadable after the notification: no title, no link.
    const postId = await writePost(alice, qna, { title: "곧 지울 글" });
    await comment(bob, postId, "댓글");
    await runJobs();
    expect((await list(alice)).items[0]?.text).toContain("곧 지울 글");
    expect((await alice.delete(`/api/posts/${postId}`, {})).status).toBe(200);
    const gone = (await list(alice)).items[0];
    expect(gone).toMatchObject({ text: t("notificationUnreadable"), link: null, readable: false });
    expect(JSON.stringify(await list(alice))).not.toContain("곧 지울 글");
  });

  it("links every readable post of a page that names many, and no post it may no longer read", async () => {
    await clear(alice, bob);
    // Bob hears of a reply on each of five posts; alice then makes one secret and deletes another.
    const posts: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const postId = await writePost(alice, qna, { title: `여러 글 ${n}` });
      await comment(alice, postId, "답글 드립니다", await comment(bob, postId, `질문 ${n}`));
      posts.push(postId);
    }
    await runJobs();
    const [first, secret, kept, gone, last] = posts as [number, number, number, number, number];
    expect((await alice.put(`/api/posts/${secret}`, postBody({ title: "여러 글 2", secret: true }))).status).toBe(200);
    expect((await alice.delete(`/api/posts/${gone}`, {})).status).toBe(200);
    const links = (await list(bob)).items.map((item) => item.link?.split("#")[0] ?? null);
    expect(links).toEqual([last, null, kept, null, first].map((id) => (id ? `/app/board/${qna}/${id}` : null)));
  });

  it("names nobody on the anonymous board", async () => {
    await clear(alice);
    const postId = await writePost(alice, ANONYMOUS_BOARD_ID, { title: "익명 고민" });
    await comment(bob, postId, "힘내세요");
    await runJobs();
    const res = await alice.get("/api/notifications");
    expect(res.body.items[0].text).toBe(
      t("notificationTextPostComment", { actor: t("notificationAnonymousActor"), title: "익명 고민" }),
    );
    expect(JSON.stringify(res.body)).not.toContain("박밥");
    expect(JSON.stringify(res.body)).not.toContain(bob.userId);
    const row = await env.ctx.db
      .selectFrom("notifications")
      .selectAll()
      .where("recipientId", "=", alice.userId)
      .executeTakeFirstOrThrow();
    expect([row.actorId, row.actorName]).toEqual([null, null]);
  });

  it("tells the seller of a deal comment and a trade request, and favouriters of a price drop and completion", async () => {
    await clear(alice, bob, carol);
    const dealNo = await createDeal(alice, { title: "전동 지게차" });
    for (const fan of [bob, carol]) expect((await fan.put(`/api/deals/${dealNo}/favorite`)).status).toBe(200);
    const commented = await bob.post(`/api/deals/${dealNo}/comments`, { body: "상태 어떤가요?" });
    expect(commented.status).toBe(201);
    const buyer = await env.member("U", { nameKo: "정구매" }); // (alice blocked carol above)
    expect((await buyer.post(`/api/deals/${dealNo}/trade-request`, { body: "구매 희망" })).status).toBe(201);
    const detail = await alice.get(`/api/deals/${dealNo}`);
    const { dealType, companyCode } = detail.body;
    const cut = await alice.put(`/api/deals/${dealNo}`, dealInput({ title: "전동 지게차", amount: 15_000_000 }));
    expect(cut.status).toBe(200);
    expect((await alice.post(`/api/deals/${dealNo}/complete`)).status).toBe(200);
    await runJobs();
    const path = `/app/trade/${dealType}/${companyCode}/${dealNo}`;
    expect((await list(alice)).items.map((i) => [i.type, i.text, i.link])).toEqual([
      ["tradeRequest", t("notificationTextTradeRequest", { actor: "정구매", title: "전동 지게차" }), path],
      [
        "dealComment",
        t("notificationTextDealComment", { actor: "박밥", title: "전동 지게차" }),
        `${path}#deal-comment-${commented.body.seq}`,
      ],
    ]);
    for (const fan of [bob, carol]) {
      expect((await list(fan)).items.map((i) => [i.type, i.text])).toEqual([
        ["dealCompleted", t("notificationTextDealCompleted", { title: "전동 지게차" })],
        [
          "dealPriceDrop",
          t("notificationTextDealPriceDrop", { title: "전동 지게차", from: "18,500,000", to: "15,000,000" }),
        ],
      ]);
    }
    // The trade note is kept too.
    const tradeBox = await alice.get("/api/notes?box=tradeReceived");
    expect(tradeBox.body.items.length).toBeGreaterThan(0);
  });

  it("tells a member of an administrator's change of their slot and cancellation of their booking", async () => {
    await clear(alice);
    const event = await admin.post(`${ADMIN}/events`, { name: "알림 견학" });
    const day = await workingDay(addDays(seoulDay(), 30));
    await admin.post(`${ADMIN}/branches`, { branchCode: "NT01", name: "알림관", address: "인천" });
    const created = await admin.post(`${ADMIN}/dates`, {
      eventNo: event.body.id,
      branchCode: "NT01",
      date: day,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 4 }],
    });
    expect(created.status).toBe(201);
    const dates = await admin.get(`${ADMIN}/events/${event.body.id}/dates?branchCode=NT01`);
    const slotId: number = dates.body.items[0].slots[0].slotId;
    const booked = await alice.post("/api/reservations", { slotId, companions: 0 });
    expect(booked.status).toBe(201);
    // Capacity alone changes no time: nobody is told.
    expect(
      (await admin.put(`${ADMIN}/slots/${slotId}`, { startTime: "10:00", endTime: "11:00", capacity: 5 })).status,
    ).toBe(200);
    expect(
      (await admin.put(`${ADMIN}/slots/${slotId}`, { startTime: "13:00", endTime: "14:00", capacity: 5 })).status,
    ).toBe(200);
    await runJobs(); // (a change to a booking already cancelled when the job runs tells nobody)
    expect((await admin.delete(`${ADMIN}/reservations/${booked.body.reservationId}`)).status).toBe(200);
    await runJobs();
    const title = `알림 견학 ${day}`;
    expect((await list(alice)).items.map((i) => [i.type, i.text, i.link])).toEqual([
      ["reservationCancelled", t("notificationTextReservationCancelled", { title }), "/app/FUL/MyPage"],
      [
        "reservationChanged",
        t("notificationTextReservationChanged", { title, time: "13:00~14:00" }),
        "/app/FUL/MyPage",
      ],
    ]);
  });

  it("pages newest first by cursor, filters by type, reads on open, 모두 읽음 and deletes only one's own", async () => {
    await clear(alice, bob);
    const postId = await writePost(alice, qna, { title: "페이지 확인" });
    for (let i = 0; i < 25; i += 1) await comment(bob, postId, `댓글 ${i}`);
    await runJobs();
    const first = await list(alice);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toBe(first.items[19]?.id);
    const second = await list(alice, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect((await list(alice, "?type=replyPost")).items).toEqual([]);
    expect((await alice.get("/api/notifications?type=nope")).status).toBe(400);

    const one = first.items[0]?.id as number;
    expect((await bob.post(`/api/notifications/${one}/read`)).status).toBe(404);
    expect((await bob.delete(`/api/notifications/${one}`)).status).toBe(404);
    expect((await alice.post(`/api/notifications/${one}/read`)).status).toBe(200);
    expect(await unread(alice)).toBe(24);
    // Unread first (the phone drawer): the read one goes after the unread ones.
    const drawer = await list(alice, "?unreadFirst=1");
    expect(drawer.items[0]?.readAt).toBeNull();
    expect(drawer.items.some((i) => i.id === one)).toBe(false);
    expect((await alice.delete(`/api/notifications/${one}`)).status).toBe(200);
    expect((await alice.post(`/api/notifications/${one}/read`)).status).toBe(404);
    expect((await alice.post("/api/notifications/read-all")).body).toEqual({ marked: 24 });
    expect(await unread(alice)).toBe(0);
    const visitor = await env.client();
    expect((await visitor.get("/api/notifications")).status).toBe(401);
    expect((await visitor.get("/api/notifications/unread-count")).status).toBe(401);
  });

  it("writes exactly one per member per event: 150 comments at once, jobs on several nodes, run again and fanned out 150 times at once", async () => {
    await clear(alice);
    const postId = await writePost(alice, qna, { title: "동시 댓글" });
    const before = await env.ctx.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => bob.post(`/api/posts/${postId}/comments`, { body: `동시 ${i}` })),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    await runJobs(4);
    expect(await unread(alice)).toBe(150);
    // Every job run again (a retry after a lost lease, another node): nothing new.
    await env.ctx.db
      .updateTable("jobs")
      .set({ doneAt: null, attempts: 0 })
      .where("kind", "=", NOTIFY_JOB)
      .where("id", ">", Number(before?.id ?? 0))
      .execute();
    await runJobs(3);
    expect(await unread(alice)).toBe(150);
    const commentId = results[0]?.body.commentId as number;
    const event: NotificationEvent = { kind: "comment", key: `comment:${commentId}`, commentId };
    await Promise.all(Array.from({ length: 150 }, () => fanOut(env.ctx, event)));
    const rows = await env.ctx.db
      .selectFrom("notifications")
      .select("id")
      .where("recipientId", "=", alice.userId)
      .where("eventKey", "=", `comment:${commentId}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("purges notifications older than 90 days and removes a withdrawn member's", async () => {
    await clear(alice);
    const postId = await writePost(alice, qna, { title: "보존 기간" });
    await comment(bob, postId, "댓글");
    await runJobs();
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await env.ctx.db
      .updateTable("notifications")
      .set({ createdAt: old })
      .where("recipientId", "=", alice.userId)
      .execute();
    await comment(bob, postId, "새 댓글");
    await runJobs();
    expect(await purgeOldNotifications(env.ctx)).toBeGreaterThanOrEqual(1);
    expect((await list(alice)).items).toHaveLength(1);

    const leaver = await env.member("U", { nameKo: "탈퇴예정" });
    const own = await writePost(leaver, qna, { title: "떠날 글" });
    await comment(bob, own, "댓글");
    await runJobs();
    expect(await unread(leaver)).toBe(1);
    const gone = await leaver.post("/api/me/withdrawal", { password: PASSWORD });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const left = await env.ctx.db
      .selectFrom("notifications")
      .select("id")
      .where("recipientId", "=", leaver.userId)
      .execute();
    expect(left).toEqual([]);
  });
});
