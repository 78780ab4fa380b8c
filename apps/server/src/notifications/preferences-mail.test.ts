/**
 * Notification preferences, e-mail and the day-before reminder through the HTTP API on each database
 * (issue 40 §1–§2): the preferences table (members only, validated, defaults, kept; a change counts at
 * the next fan-out), at-once mail sent once (a job run again mails nothing more; titles escaped in the
 * HTML), the digest's selection at send time (made secret or deleted since, read, a member who visited
 * since: left out), its RFC 8058 one-click unsubscribe without login, and one reminder per booking.
 */
import {
  addDays,
  fixedBoard,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_TYPES,
  seoulDay,
  seoulInstant,
  t,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { outboxFiles, readOutboxMail } from "../../test/mail-outbox.ts";
import { runNotifyJobs } from "../../test/notification-fixtures.ts";
import { NOTIFY_JOB } from "../jobs/notify.ts";
import { nextSeoulHour } from "../jobs/schedules.ts";
import { workingDay } from "../reservations/holidays.ts";
import { sendDigests } from "./mail.ts";
import { remindTomorrow } from "./reminder.ts";

type Member = Client & { userId: string };
const qna = fixedBoard("qna").boardId;
const ADMIN = "/api/admin/reservation";

describe.each(DIALECTS)("notification preferences and e-mail on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    env = await startTestApp(dialect, { COMMENT_LIMIT: "1000" });
    ({ admin, alice, bob } = await env.cast());
  });
  afterAll(() => env.close());

  const runJobs = () => runNotifyJobs(env.ctx);
  const comment = async (client: Client, postId: number, body: string, parentId?: number) => {
    const res = await client.post(`/api/posts/${postId}/comments`, { body, ...(parentId ? { parentId } : {}) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.commentId as number;
  };
  const setPref = (client: Client, type: string, portal: boolean, email: string) =>
    client.put(`/api/notifications/preferences/${type}`, { portal, email });
  /** The outbox mails to `member` filed after `before` (a file list). */
  const mailsTo = async (member: Member, before: string[]) => {
    const mails = [];
    for (const file of outboxFiles(env.ctx.config).filter((f) => !before.includes(f))) {
      const mail = await readOutboxMail(env.ctx.config, file);
      if (mail.to.includes(`${member.userId}@example.kr`)) mails.push(mail);
    }
    return mails;
  };
  const items = async (client: Client) => (await client.get("/api/notifications")).body.items as { text: string }[];

  it("answers the preferences table to members only, with the defaults, validated, and keeps a change", async () => {
    const visitor = await env.client();
    expect((await visitor.get("/api/notifications/preferences")).status).toBe(401);
    expect(
      (await visitor.put("/api/notifications/preferences/postComment", { portal: true, email: "off" })).status,
    ).toBe(401);
    const fresh = await env.member("U");
    const table = await fresh.get("/api/notifications/preferences");
    expect(table.status).toBe(200);
    expect(table.body.items).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, ...NOTIFICATION_DEFAULTS[type] })));
    expect(table.body.digestHour).toBe(8);
    for (const bad of [{ portal: true, email: "weekly" }, { portal: "yes", email: "off" }, { email: "off" }]) {
      const res = await fresh.put("/api/notifications/preferences/postComment", bad);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect((await setPref(fresh, "nope", true, "off")).status).toBe(400);
    const changed = await setPref(fresh, "dealPriceDrop", false, "digest");
    expect(changed.status).toBe(200);
    expect(changed.body.items).toContainEqual({ type: "dealPriceDrop", portal: false, email: "digest", push: false });
    expect((await setPref(fresh, "dealPriceDrop", true, "now")).status).toBe(200);
    const again = await fresh.get("/api/notifications/preferences");
    expect(again.body.items).toContainEqual({ type: "dealPriceDrop", portal: true, email: "now", push: false });
    // Another member's table is untouched.
    expect((await alice.get("/api/notifications/preferences")).body.items).toContainEqual({
      type: "dealPriceDrop",
      ...NOTIFICATION_DEFAULTS.dealPriceDrop,
    });
  });

  it("mails at once from the fan-out, once, with the title escaped; the portal off keeps it out of the bell", async () => {
    expect((await setPref(alice, "postComment", false, "now")).status).toBe(200);
    const before = outboxFiles(env.ctx.config);
    const title = `<b>굵게</b> & "따옴표"`;
    const postId = await writePost(alice, qna, { title });
    await comment(bob, postId, "바로 알림");
    await runJobs();
    // Every notify job run again (a retry, another node): no second mail.
    await env.ctx.db.updateTable("jobs").set({ doneAt: null, attempts: 0 }).where("kind", "=", NOTIFY_JOB).execute();
    await runJobs();
    const mails = await mailsTo(alice, before);
    expect(mails).toHaveLength(1);
    const text = t("notificationTextPostComment", { actor: "박밥", title });
    expect(mails[0]?.subject).toBe(t("notificationMailSubject", { text }));
    expect(mails[0]?.text).toContain(`/app/board/${qna}/${postId}#comment-`);
    expect(mails[0]?.html).toContain("&lt;b&gt;굵게&lt;/b&gt; &amp; &quot;따옴표&quot;");
    expect(mails[0]?.html).not.toContain("<b>굵게");
    expect(await items(alice)).toEqual([]); // the portal off: not in the bell
    expect((await alice.get("/api/notifications/unread-count")).body.unread).toBe(0);

    // Both off: nothing at all; back on the portal only: in the bell, no mail.
    expect((await setPref(alice, "postComment", false, "off")).status).toBe(200);
    await comment(bob, postId, "꺼진 알림");
    await runJobs();
    expect((await setPref(alice, "postComment", true, "off")).status).toBe(200);
    await comment(bob, postId, "포털 알림");
    await runJobs();
    expect((await items(alice)).map((i) => i.text)).toEqual([text]);
    expect(await mailsTo(alice, before)).toHaveLength(1);
  });

  it("digests at send time only what the member may still read, unread, since their last visit; one-click unsubscribe", async () => {
    const reader = await env.member("U", { nameKo: "요약독자" });
    const visitorSince = await env.member("U", { nameKo: "방문한회원" });
    for (const member of [reader, visitorSince]) {
      expect((await setPref(member, "postComment", true, "digest")).status).toBe(200);
    }
    const kept = await writePost(reader, qna, { title: "남는 글 <i>기울임</i>" });
    // Bob's post, made secret after Bob answered the reader's comment there (the reader may no longer read it).
    const madeSecret = await writePost(bob, qna, { title: "나중에 비밀" });
    await comment(bob, madeSecret, "답글 받을 댓글", await comment(reader, madeSecret, "질문"));
    const deleted = await writePost(reader, qna, { title: "지울 글" });
    const read = await writePost(reader, qna, { title: "읽은 글" });
    const visited = await writePost(visitorSince, qna, { title: "방문 전 글" });
    for (const postId of [kept, deleted, read, visited]) await comment(bob, postId, "요약 댓글");
    await runJobs();
    expect((await items(reader)).map((i) => i.text).join()).toContain("나중에 비밀"); // told while readable
    const readOne = (await reader.get("/api/notifications")).body.items.find((i: { text: string }) =>
      i.text.includes("읽은 글"),
    );
    expect((await reader.post(`/api/notifications/${readOne.id}/read`)).status).toBe(200);
    expect((await bob.put(`/api/posts/${madeSecret}`, postBody({ title: "나중에 비밀", secret: true }))).status).toBe(
      200,
    );
    expect((await reader.delete(`/api/posts/${deleted}`, {})).status).toBe(200);
    // The other member opened the portal after the comment came.
    await env.ctx.db
      .updateTable("sessions")
      .set({ lastSeenAt: new Date(Date.now() + 1000).toISOString() })
      .where("userId", "=", visitorSince.userId)
      .execute();

    const before = outboxFiles(env.ctx.config);
    const now = new Date(Date.now() + 2000);
    await sendDigests(env.ctx, now);
    const mails = await mailsTo(reader, before);
    expect(mails).toHaveLength(1);
    const digest = mails[0]!;
    expect(digest.subject).toBe(t("notificationDigestSubject", { count: 1 }));
    expect(digest.text).toContain("남는 글 <i>기울임</i>");
    expect(digest.html).toContain("남는 글 &lt;i&gt;기울임&lt;/i&gt;");
    for (const gone of ["나중에 비밀", "지울 글", "읽은 글"]) expect(digest.text).not.toContain(gone);
    expect(digest.text).toContain("/app/FUL/MyPage#notification-preferences");
    expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const address = /^<(.+)>$/.exec(digest.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    expect(address).toContain("/api/notifications/unsubscribe?token=");
    expect(await mailsTo(visitorSince, before)).toEqual([]);
    // The next digest sends nothing already sent.
    await sendDigests(env.ctx, new Date(now.getTime() + 1000));
    expect(await mailsTo(reader, before)).toHaveLength(1);

    // RFC 8058: the mail client POSTs without cookies or CSRF token; a forged token changes nothing.
    const url = new URL(address);
    const post = (query: string) =>
      env.app.inject({
        method: "POST",
        url: `${url.pathname}${query}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const token = url.searchParams.get("token") ?? "";
    const forged = `${Buffer.from(alice.userId).toString("base64url")}.${token.split(".")[1]}`;
    expect((await post(`?token=${encodeURIComponent(forged)}`)).statusCode).toBe(400);
    expect((await post("?token=nothing")).statusCode).toBe(400);
    const done = await post(url.search);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(t("notificationUnsubscribed"));
    const table = (await reader.get("/api/notifications/preferences")).body.items;
    expect(table).toContainEqual({ type: "postComment", portal: true, email: "off", push: true });
    expect(table.filter((row: { email: string }) => row.email === "digest")).toEqual([]);
    expect((await alice.get("/api/notifications/preferences")).body.items).toContainEqual({
      type: "postComment",
      portal: true,
      email: "off", // alice's own choice above, unchanged by the forged token
      push: true,
    });
  });

  it("reminds a booked member the day before the visit, once per booking, and mails it at once", async () => {
    const event = await admin.post(`${ADMIN}/events`, { name: "전날 안내 견학" });
    const day = await workingDay(addDays(seoulDay(), 20));
    await admin.post(`${ADMIN}/branches`, { branchCode: "RM01", name: "안내관", address: "평택" });
    await admin.post(`${ADMIN}/dates`, {
      eventNo: event.body.id,
      branchCode: "RM01",
      date: day,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 4 }],
    });
    const dates = await admin.get(`${ADMIN}/events/${event.body.id}/dates?branchCode=RM01`);
    const slotId: number = dates.body.items[0].slots[0].slotId;
    const visitor = await env.member("U", { nameKo: "방문예정" });
    expect((await visitor.post("/api/reservations", { slotId, companions: 0 })).status).toBe(201);
    const before = outboxFiles(env.ctx.config);
    const dayBefore = seoulInstant(addDays(day, -1), "09:00");
    expect(await remindTomorrow(env.ctx, seoulInstant(addDays(day, -2), "09:00"))).not.toContain(visitor.userId);
    expect(await remindTomorrow(env.ctx, dayBefore)).toContain(visitor.userId);
    expect(await remindTomorrow(env.ctx, dayBefore)).toEqual([]); // run again: nothing new
    const text = t("notificationTextReservationReminder", { title: `전날 안내 견학 ${day}`, time: "10:00~11:00" });
    expect((await items(visitor)).map((i) => i.text)).toEqual([text]);
    const mails = await mailsTo(visitor, before);
    expect(mails.map((m) => m.subject)).toContain(t("notificationMailSubject", { text }));
    expect(mails.filter((m) => m.subject === t("notificationMailSubject", { text }))).toHaveLength(1);
  });

  it("plans the digest and the reminder at their Asia/Seoul hour", () => {
    expect(nextSeoulHour(new Date("2026-11-28T22:59:00Z"), 8).toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(nextSeoulHour(new Date("2026-11-28T23:00:00Z"), 8).toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(nextSeoulHour(new Date("2026-11-28T01:00:00Z"), 9).toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });
});
