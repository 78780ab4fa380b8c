/**
 * 회원 탈퇴 through the HTTP API on both databases (issue 24 §4; docs/members.md "Withdrawal"): who
 * may withdraw and how they prove it, what happens to each kind of data, that the member's name,
 * e-mail and phone numbers are in no API answer and in no table afterwards, that the id is never
 * taken again, and that 150 requests at once withdraw once.
 */
import { addDays, seoulDay, t, WITHDRAWAL_PHRASE } from "@portal/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { createDeal } from "../../test/trade-fixtures.ts";
import { createQueuedMailer } from "../mail/durable.ts";
import { workingDay } from "../reservations/holidays.ts";

type Member = Client & { userId: string };

/** The leaving member's personal data: unique markers searched for everywhere afterwards. */
const MARKERS = {
  nameKo: "Quixmark Zebulon",
  nameEn: "Zebulon Quixmark",
  email: "quixmark.zeb@example.kr",
  mobileNo: "010-9173-5529",
  telNo: "02-7391-8846",
  faxNo: "02-7391-8847",
};
const MARKER_VALUES = Object.values(MARKERS);
const NEUTRAL = "탈퇴한 회원";

/** The markers found in `value` (an API answer or a table row), letter case ignored. */
const markersIn = (value: unknown) => {
  const text = JSON.stringify(value).toLowerCase();
  return MARKER_VALUES.filter((marker) => text.includes(marker.toLowerCase()));
};

describe.each(DIALECTS)("member withdrawal on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let other: Member;
  let third: Member;
  let visitor: Client;
  let boardId: string;
  let eventNo: number;
  let dateSeq = 3;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    other = await env.member("U", { nameKo: "박상대" });
    third = await env.member("U", { nameKo: "최셋째" });
    visitor = await env.client();
    boardId = await createBoard(admin, { name: "탈퇴 검증 게시판", replyAllowed: true, notifyOnReply: true });
    const event = await admin.post("/api/admin/reservation/events", { name: "실증센터 견학", description: "견학" });
    eventNo = event.body.id;
    await admin.post("/api/admin/reservation/branches", { branchCode: "TC01", name: "본관", address: "인천 남동구" });
  });
  afterAll(() => env.close());

  /** A new slot a few days ahead; returns its id. */
  async function newSlot(capacity: number): Promise<number> {
    dateSeq += 1;
    const date = await workingDay(addDays(seoulDay(), dateSeq));
    const res = await admin.post("/api/admin/reservation/dates", {
      eventNo,
      branchCode: "TC01",
      date,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const slots = await visitor.get(`/api/reservation/slots?eventNo=${eventNo}&branchCode=TC01&date=${date}`);
    return slots.body.items[0].slotId as number;
  }

  const booked = async (slotId: number) =>
    Number(
      (
        await env.ctx.db
          .selectFrom("reservationSlots")
          .select("booked")
          .where("slotId", "=", slotId)
          .executeTakeFirstOrThrow()
      ).booked,
    );

  const user = (userId: string) =>
    env.ctx.db.selectFrom("users").selectAll().where("userId", "=", userId).executeTakeFirstOrThrow();

  const withdrawals = async (userId: string) =>
    (
      await env.ctx.db
        .selectFrom("auditLog")
        .select("id")
        .where("action", "=", "member.withdraw")
        .where("targetId", "=", userId)
        .execute()
    ).length;

  /** Every row of every table, as text. */
  async function allRows(): Promise<{ table: string; rows: unknown[] }[]> {
    const names =
      dialect === "postgres"
        ? (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(env.ctx.db)
          ).rows
        : (
            await sql<{ name: string }>`select name from sqlite_master
              where type = 'table' and name not like 'sqlite_%'`.execute(env.ctx.db)
          ).rows;
    const tables = [];
    for (const { name } of names) {
      tables.push({ table: name, rows: (await sql`select * from ${sql.table(name)}`.execute(env.ctx.db)).rows });
    }
    return tables;
  }

  it("refuses visitors, a missing or wrong password, a wrong phrase and administrators, and changes nothing", async () => {
    const member = await env.member("U", { nameKo: "김그대로" });
    expect((await visitor.post("/api/me/withdrawal", { password: PASSWORD })).status).toBe(401);
    const missing = await member.post("/api/me/withdrawal", {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: "password", detail: t("recheckEnter") });
    const wrong = await member.post("/api/me/withdrawal", { password: "Wrong!Pass99" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "PASSWORD_WRONG", detail: t("recheckWrong") });
    // The phrase does not replace a password the member has.
    const phraseOnly = await member.post("/api/me/withdrawal", { confirmPhrase: WITHDRAWAL_PHRASE });
    expect(phraseOnly.status).toBe(400);
    const asAdmin = await admin.post("/api/me/withdrawal", { password: PASSWORD });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body).toMatchObject({ code: "WITHDRAW_ADMIN", detail: t("withdrawAdminRefused") });
    expect((await user(member.userId)).withdrawnAt).toBeNull();
    expect((await user(member.userId)).nameKo).toBe("김그대로");
    expect((await member.get("/api/me")).status).toBe(200);
    expect((await admin.get("/api/me")).status).toBe(200);
    expect(await withdrawals(member.userId)).toBe(0);
  });

  it("lets a member without a password withdraw by typing the phrase exactly", async () => {
    const member = await env.member("U", { nameKo: "소셜회원" });
    await env.ctx.db
      .updateTable("users")
      .set({ passwordHash: null, socialProvider: "kakao" })
      .where("userId", "=", member.userId)
      .execute();
    await env.ctx.db
      .insertInto("socialAccounts")
      .values({ provider: "kakao", subject: "k-4411", userId: member.userId, email: null, createdAt: "2026-01-01" })
      .execute();
    const wrong = await member.post("/api/me/withdrawal", { confirmPhrase: "탈퇴" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "WITHDRAW_PHRASE_WRONG", field: "confirmPhrase" });
    const done = await member.post("/api/me/withdrawal", { confirmPhrase: ` ${WITHDRAWAL_PHRASE} ` });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: t("withdrawDone") });
    expect(await env.ctx.db.selectFrom("socialAccounts").selectAll().execute()).toEqual([]);
    expect((await user(member.userId)).socialProvider).toBeNull();
  });

  it("removes the member's name, e-mail and phone from every answer and every table, keeps what others need, and withdraws once under 150 requests", async () => {
    const leaver = await env.member("U", { userId: "leaverzeb01", nameKo: "임시이름" });
    const saved = await leaver.put("/api/me", MARKERS);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const secondDevice = await env.client();
    expect((await secondDevice.login(leaver.userId)).status).toBe(200);

    // Posts: a thread of the leaver's with another member's reply, and a reply to another's thread.
    const ownPost = await writePost(leaver, boardId, { title: "떠나는 회원의 글" });
    const otherPost = await writePost(other, boardId, { title: "남는 회원의 글" });
    const replyToLeaver = await other.post(`/api/posts/${ownPost}/replies`, postBody({ title: "답글입니다" }));
    expect(replyToLeaver.status).toBe(201);
    const leaverReply = await leaver.post(`/api/posts/${otherPost}/replies`, postBody({ title: "떠나는 회원의 답글" }));
    expect(leaverReply.status).toBe(201);
    expect((await leaver.post(`/api/posts/${otherPost}/comments`, { body: "좋은 글 감사합니다" })).status).toBe(201);
    const byAuthor = `/api/boards/${boardId}/posts?field=author&q=${encodeURIComponent("Quixmark")}`;
    expect((await visitor.get(byAuthor)).body.items.length).toBe(2);

    // Notes: sent to two members, received from one with another recipient.
    const sent = await leaver.post("/api/notes", {
      recipients: [other.userId, third.userId],
      bodyHtml: "<p>안녕</p>",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const received = await other.post("/api/notes", {
      recipients: [leaver.userId, third.userId],
      bodyHtml: "<p>네</p>",
    });
    expect(received.status).toBe(201);
    await leaver.put(`/api/address-book/important/${other.userId}`);

    // Deals: the leaver's open deal favourited by another, and the leaver's favourite of another's deal.
    const leaverDeal = await createDeal(leaver, { telNo: MARKERS.mobileNo });
    const otherDeal = await createDeal(other);
    await other.put(`/api/deals/${leaverDeal}/favorite`);
    await leaver.put(`/api/deals/${otherDeal}/favorite`);
    expect((await leaver.post(`/api/deals/${otherDeal}/comments`, { body: "관심 있습니다" })).status).toBe(201);

    // A coming reservation (1 + 2 companions), a saved plan, a company request, queued mail.
    const slotId = await newSlot(10);
    expect((await leaver.post("/api/reservations", { slotId, companions: 2 })).status).toBe(201);
    expect(await booked(slotId)).toBe(3);
    await env.ctx.db
      .insertInto("loadingPlans")
      .values({
        userId: leaver.userId,
        name: "내 적재 계획",
        vehicleName: "11톤 윙바디",
        boxCount: 1,
        vehicleCount: 1,
        volumeRatio: 0.5,
        body: "{}",
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    const request = await leaver.post("/api/me/company-request", { businessNo: "1234567891", companyName: "떠남물류" });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);
    await createQueuedMailer(env.ctx.db).send({
      to: MARKERS.email,
      subject: "안내",
      text: `${MARKERS.nameKo}님, 예약 안내입니다.`,
    });
    expect((await admin.get("/api/admin/members?pageSize=50")).body.items.length).toBeGreaterThan(0);
    expect((await allRows()).some(({ rows }) => markersIn(rows).length > 0)).toBe(true);

    // 150 withdrawals at once from the member's session: one withdraws, none fails on the server.
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => leaver.post("/api/me/withdrawal", { password: PASSWORD })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses).toContain(200);
    expect(new Set(statuses).size).toBeLessThanOrEqual(4);
    for (const status of statuses) expect([200, 401, 403, 429]).toContain(status);
    expect(await withdrawals(leaver.userId)).toBe(1);

    // Sessions end; the login fails with the usual message; the id is never taken again.
    expect((await leaver.get("/api/me")).status).toBe(401);
    expect((await secondDevice.get("/api/me")).status).toBe(401);
    const login = await (await env.client()).login(leaver.userId);
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ code: "LOGIN_FAILED" });
    const fresh = await env.client("10.24.0.1");
    const idCheck = await fresh.post("/api/registration/check-id", { userId: leaver.userId });
    expect(idCheck.status).toBe(409);
    expect(idCheck.body).toMatchObject({ code: "DUPLICATE_ID" });
    const again = await fresh.post("/api/registration", {
      userId: leaver.userId,
      password: "Pallet#59go",
      nameKo: "새사람",
      email: MARKERS.email,
      consents: { use: true, personal: true, location: false, promotion: false },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "DUPLICATE_ID" });
    // An administrator can neither give the tombstone a role nor lock it.
    expect((await admin.put(`/api/admin/members/${leaver.userId}/role`, { role: "M" })).status).toBe(404);
    expect((await admin.post(`/api/admin/members/${leaver.userId}/lock`)).status).toBe(404);

    // Seats back once, the deal closed with its favourite counts lowered once, own data gone.
    expect(await booked(slotId)).toBe(0);
    const deal = (await other.get(`/api/deals/${leaverDeal}`)).body;
    expect(deal).toMatchObject({ completed: true, authorName: NEUTRAL });
    expect((await other.get(`/api/deals/${leaverDeal}/seller-phone`)).status).toBeGreaterThanOrEqual(400);
    expect((await other.get(`/api/deals/${otherDeal}`)).body.favoriteCount).toBe(0);
    for (const table of ["loadingPlans", "dealFavorites", "companyRequests", "userConsents", "sessions"] as const) {
      const left = await env.ctx.db.selectFrom(table).selectAll().where("userId", "=", leaver.userId).execute();
      expect(left, table).toEqual([]);
    }
    expect(
      await env.ctx.db.selectFrom("noteContacts").selectAll().where("ownerId", "=", leaver.userId).execute(),
    ).toEqual([]);

    // What others keep: the posts, the reply and the comment under the neutral name, the notes.
    const post = (await visitor.get(`/api/posts/${ownPost}`)).body;
    expect(post.authorName).toBe(NEUTRAL);
    expect((await visitor.get(byAuthor)).body.items).toEqual([]);
    const neutralSearch = `/api/boards/${boardId}/posts?field=author&q=${encodeURIComponent(NEUTRAL)}`;
    expect((await visitor.get(neutralSearch)).body.items.length).toBe(2);
    const sortedByAuthor = await visitor.get(`/api/boards/${boardId}/posts?sort=author&order=asc&pageSize=30`);
    expect(sortedByAuthor.status).toBe(200);
    const comments = (await visitor.get(`/api/posts/${otherPost}/comments`)).body;
    expect(JSON.stringify(comments)).toContain(NEUTRAL);
    const inbox = (await other.get("/api/notes?box=received")).body;
    expect(inbox.items.some((n: { senderName: string }) => n.senderName === NEUTRAL)).toBe(true);
    const sentNote = (await other.get(`/api/notes/${received.body.noteId}`)).body;
    expect(sentNote.recipients.map((r: { name: string }) => r.name).sort()).toEqual([NEUTRAL, "최셋째"].sort());
    const line = await env.ctx.db
      .selectFrom("notes")
      .select("recipientNames")
      .where("noteId", "=", received.body.noteId)
      .executeTakeFirstOrThrow();
    expect(line.recipientNames).toBe(`${NEUTRAL}, 최셋째`);

    // No answer names the member, e-mails them or gives their phone.
    const answersAfter = [
      await visitor.get(`/api/boards/${boardId}/posts?pageSize=30`),
      await visitor.get(`/api/posts/${ownPost}`),
      await visitor.get(`/api/posts/${otherPost}`),
      await visitor.get(`/api/posts/${otherPost}/comments`),
      await other.get("/api/notes?box=received"),
      await other.get("/api/notes?box=sent"),
      await other.get(`/api/notes/${sent.body.noteId}`),
      await other.get(`/api/notes/${received.body.noteId}`),
      await third.get("/api/notes?box=received"),
      await other.get("/api/address-book?tab=recent"),
      await other.get("/api/deals"),
      await other.get(`/api/deals/${leaverDeal}`),
      await other.get(`/api/deals/${otherDeal}/comments`),
      await admin.get("/api/admin/members?pageSize=50"),
      await admin.get(`/api/admin/members?q=${leaver.userId}`),
      await admin.get(`/api/admin/reservation/slots/${slotId}/reservations`),
      await admin.get(`/api/admin/audit?targetId=${leaver.userId}`),
    ];
    for (const answer of answersAfter) {
      expect(answer.status).toBe(200);
      expect(markersIn(answer.body)).toEqual([]);
    }
    // And no table holds them.
    const found = (await allRows())
      .map(({ table, rows }) => ({ table, markers: markersIn(rows) }))
      .filter(({ markers }) => markers.length > 0);
    expect(found).toEqual([]);
  }, 120_000);
});
