/**
 * The note centre through the HTTP API on SQLite and PostgreSQL (issue 10): who may see a note,
 * each party's own state, edit until read, block and spam, recipients and limits, the sending limit
 * under a burst, the reply notification, the address book, the purge and the live stream.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, postBody } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { openEventStream } from "../../test/processes.ts";
import { writeTransaction } from "../db/dialect.ts";
import { purgeDeletedNotes } from "./queries.ts";
import { sendNote } from "./service.ts";

type Member = Client & { userId: string };

describe.each(DIALECTS)("notes on %s", (dialect) => {
  let env: TestApp;
  let kim: Member;
  let lee: Member;
  let park: Member;
  let outsider: Member;
  let visitor: Client;

  /** Sends a note to one member id or to a list of ids. */
  const send = (from: Member, to: string | string[], body = "<p>안녕하세요</p>", extra: Record<string, unknown> = {}) =>
    from.post("/api/notes", { recipients: typeof to === "string" ? [to] : to, bodyHtml: body, ...extra });
  const counts = async (who: Member) => (await who.get("/api/notes/unread-counts")).body;
  const box = async (who: Member, name: string, query = "") => (await who.get(`/api/notes?box=${name}${query}`)).body;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    kim = await env.member("U", { nameKo: "김물류" });
    lee = await env.member("U", { nameKo: "이창고" });
    park = await env.member("U", { nameKo: "박운송" });
    outsider = await env.member("U", { nameKo: "최외부" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("delivers to each recipient, counts unread, and marks read for the reader only", async () => {
    const before = (await counts(lee)).notes;
    const res = await send(
      kim,
      [lee.userId, park.userId],
      "<p>다음 주 실증센터 견학 일정 공유드립니다.</p><p>둘째 줄</p>",
    );
    expect(res.status).toBe(201);
    expect(res.body.selfOnly).toBe(false);
    const { noteId } = res.body;
    expect((await counts(lee)).notes).toBe(before + 1);
    const inbox = await box(lee, "received");
    expect(inbox.items[0]).toMatchObject({ noteId, senderId: kim.userId, senderName: "김물류", readAt: null });
    expect(inbox.items[0].firstLine).toBe("다음 주 실증센터 견학 일정 공유드립니다.");

    const read = await lee.get(`/api/notes/${noteId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ own: false, received: true, box: "inbox", canEdit: false });
    expect((await counts(lee)).notes).toBe(before);
    const sent = await box(kim, "sent");
    const row = sent.items.find((n: { noteId: number }) => n.noteId === noteId);
    const states = Object.fromEntries(
      row.recipients.map((r: { userId: string; readAt: string | null }) => [r.userId, r.readAt]),
    );
    expect(states[lee.userId]).not.toBeNull();
    expect(states[park.userId]).toBeNull();
  });

  it("sends one copy to a member named twice, whatever the case or spaces around the id", async () => {
    const before = (await counts(lee)).notes;
    const res = await send(kim, [lee.userId.toUpperCase(), ` ${lee.userId} `]);
    expect(res.status).toBe(201);
    expect((await counts(lee)).notes).toBe(before + 1);
    const sent = (await box(kim, "sent")).items.find((n: { noteId: number }) => n.noteId === res.body.noteId);
    expect(sent.recipients.map((r: { userId: string }) => r.userId)).toEqual([lee.userId]);
  });

  it("answers 404 to everyone but the sender and the recipients, in every endpoint with a note id", async () => {
    const { noteId } = (await send(kim, lee.userId)).body;
    for (const res of [
      await outsider.get(`/api/notes/${noteId}`),
      await outsider.put(`/api/notes/${noteId}`, { bodyHtml: "<p>가로채기</p>" }),
      await outsider.post(`/api/notes/${noteId}/keep`),
      await outsider.post(`/api/notes/${noteId}/restore`),
      await outsider.delete(`/api/notes/${noteId}`),
      await outsider.post("/api/notes/bulk", { action: "delete", noteIds: [noteId] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(t("notesNotFound"));
    }
    expect((await visitor.get(`/api/notes/${noteId}`)).status).toBe(401);
    expect((await visitor.get("/api/notes?box=received")).status).toBe(401);
    expect((await lee.get(`/api/notes/${noteId}`)).status).toBe(200);
  });

  it("takes a reply only to a note the member received or sent, else 404 like a missing note", async () => {
    const { noteId } = (await send(kim, lee.userId)).body;
    const before = (await counts(kim)).notes;
    for (const refNo of [noteId, 999_999]) {
      const res = await send(outsider, kim.userId, "<p>답장인 척</p>", { refNo });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(t("notesNotFound"));
    }
    expect((await counts(kim)).notes).toBe(before);
    const reply = await send(lee, kim.userId, "<p>답장입니다</p>", { refNo: noteId });
    expect(reply.status).toBe(201);
    expect((await box(kim, "received")).items[0]).toMatchObject({ noteId: reply.body.noteId, refNo: noteId });
    expect((await send(kim, lee.userId, "<p>다시 보냅니다</p>", { refNo: noteId })).status).toBe(201);
    // A copy the recipient deleted is no longer theirs to reply to.
    expect((await lee.delete(`/api/notes/${noteId}`)).status).toBe(200);
    expect((await send(lee, kim.userId, "<p>지운 뒤</p>", { refNo: noteId })).status).toBe(404);
  });

  it("refuses unknown or inactive recipients by name and sends nothing to anyone", async () => {
    await env.ctx.db.updateTable("users").set({ active: 0 }).where("userId", "=", outsider.userId).execute();
    const before = (await counts(lee)).notes;
    const res = await send(kim, [lee.userId, "nosuchmember9", outsider.userId]);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("recipients");
    expect(res.body.detail).toBe(t("notesUnknownRecipients", { ids: `nosuchmember9, ${outsider.userId}` }));
    expect((await counts(lee)).notes).toBe(before);
    await env.ctx.db.updateTable("users").set({ active: 1 }).where("userId", "=", outsider.userId).execute();

    const empty = await send(kim, []);
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe("recipients");
    expect(empty.body.detail).toBe(t("notesEnterRecipient"));
    expect((await send(kim, [" "])).status).toBe(400);
    const many = await send(
      kim,
      Array.from({ length: 51 }, (_, i) => `someone${i}`),
    );
    expect(many.body.detail).toBe(t("notesTooManyRecipients", { max: 50 }));
    // The list is a list: a comma-joined text (the old form) is refused, not split.
    const joined = await kim.post("/api/notes", {
      recipients: `${lee.userId},${park.userId}`,
      bodyHtml: "<p>옛 형식</p>",
    });
    expect(joined.status).toBe(400);
    expect(joined.body.field).toBe("recipients");
    expect((await counts(lee)).notes).toBe(before);
    const blank = await send(kim, lee.userId, "<p>  </p>");
    expect(blank.body.detail).toBe(t("notesEnterBody"));
    const long = await send(kim, lee.userId, `<p>${"가".repeat(20_001)}</p>`);
    expect(long.status).toBe(400);
  });

  it("sanitises the body like board posts", async () => {
    const { noteId } = (
      await send(kim, lee.userId, '<p onclick="x()">확인<script>alert(1)</script><img src=x onerror=alert(1)></p>')
    ).body;
    const note = (await lee.get(`/api/notes/${noteId}`)).body;
    expect(note.bodyHtml).not.toMatch(/script|onclick|onerror/);
    expect(note.bodyHtml).toContain("확인");
  });

  it("lets the sender edit until a recipient reads it, then refuses in Korean; a recipient may not edit", async () => {
    const { noteId } = (await send(kim, lee.userId, "<p>처음 내용</p>")).body;
    expect((await kim.get(`/api/notes/${noteId}`)).body.canEdit).toBe(true);
    expect((await kim.put(`/api/notes/${noteId}`, { bodyHtml: "<p>고친 내용</p>" })).status).toBe(200);
    expect((await lee.put(`/api/notes/${noteId}`, { bodyHtml: "<p>남의 쪽지</p>" })).status).toBe(403);
    const read = await lee.get(`/api/notes/${noteId}`);
    expect(read.body.bodyHtml).toContain("고친 내용");
    expect(read.body.editedAt).not.toBeNull();
    const late = await kim.put(`/api/notes/${noteId}`, { bodyHtml: "<p>너무 늦음</p>" });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(t("notesEditAfterRead"));
  });

  it("never lets an edit land after the first read, whatever arrives at once", async () => {
    const { noteId } = (await send(kim, lee.userId, "<p>경쟁</p>")).body;
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => kim.put(`/api/notes/${noteId}`, { bodyHtml: `<p>수정 ${i}</p>` })),
      lee.get(`/api/notes/${noteId}`),
      ...Array.from({ length: 30 }, (_, i) => kim.put(`/api/notes/${noteId}`, { bodyHtml: `<p>수정 ${30 + i}</p>` })),
    ]);
    expect(results.every((r) => [200, 409].includes(r.status))).toBe(true);
    const row = await env.ctx.db
      .selectFrom("notes")
      .select(["editedAt", "firstReadAt"])
      .where("noteId", "=", noteId)
      .executeTakeFirstOrThrow();
    expect(row.firstReadAt).not.toBeNull();
    if (row.editedAt) expect(row.editedAt <= (row.firstReadAt ?? "")).toBe(true);
    expect((await kim.put(`/api/notes/${noteId}`, { bodyHtml: "<p>이후</p>" })).status).toBe(409);
  });

  it("keeps, restores and deletes each party's copy on its own; the note goes when everyone deleted it", async () => {
    const { noteId } = (await send(kim, [lee.userId, park.userId], "<p>보관 시험</p>")).body;
    expect((await lee.post(`/api/notes/${noteId}/keep`)).status).toBe(200);
    expect((await box(lee, "kept")).items.map((n: { noteId: number }) => n.noteId)).toContain(noteId);
    expect((await box(park, "received")).items.map((n: { noteId: number }) => n.noteId)).toContain(noteId);
    expect((await lee.post(`/api/notes/${noteId}/restore`)).status).toBe(200);
    expect((await box(lee, "received")).items.map((n: { noteId: number }) => n.noteId)).toContain(noteId);
    // The sender cannot keep a note they only sent.
    const keepOwn = await kim.post(`/api/notes/${noteId}/keep`);
    expect(keepOwn.status).toBe(403);
    expect(keepOwn.body.detail).toBe(t("notesOwnOnly"));

    expect((await lee.delete(`/api/notes/${noteId}`)).status).toBe(200);
    expect((await lee.get(`/api/notes/${noteId}`)).status).toBe(404);
    expect((await park.get(`/api/notes/${noteId}`)).status).toBe(200);
    expect((await kim.get(`/api/notes/${noteId}`)).status).toBe(200);
    await kim.delete(`/api/notes/${noteId}`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await purgeDeletedNotes(env.ctx.db, env.ctx.dialect, tomorrow);
    expect(
      await env.ctx.db.selectFrom("notes").select("noteId").where("noteId", "=", noteId).executeTakeFirst(),
    ).toBeDefined();
    await park.post("/api/notes/bulk", { action: "delete", noteIds: [noteId] });
    expect(await purgeDeletedNotes(env.ctx.db, env.ctx.dialect, new Date(Date.now() - 86_400_000).toISOString())).toBe(
      0,
    );
    await purgeDeletedNotes(env.ctx.db, env.ctx.dialect, tomorrow);
    expect(
      await env.ctx.db.selectFrom("notes").select("noteId").where("noteId", "=", noteId).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("changes several notes at once and refuses the whole batch when one is not the member's", async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await send(kim, lee.userId, `<p>묶음 ${i}</p>`)).body.noteId);
    const foreign = (await send(park, kim.userId)).body.noteId;
    const refused = await lee.post("/api/notes/bulk", { action: "keep", noteIds: [...ids, foreign] });
    expect(refused.status).toBe(404);
    expect((await box(lee, "kept")).items.map((n: { noteId: number }) => n.noteId)).not.toContain(ids[0]);
    expect((await lee.post("/api/notes/bulk", { action: "keep", noteIds: ids })).status).toBe(200);
    const kept = (await box(lee, "kept")).items.map((n: { noteId: number }) => n.noteId);
    expect(ids.every((id) => kept.includes(id))).toBe(true);
  });

  it("puts a note to oneself in the to-myself list, not in received or sent", async () => {
    const res = await send(kim, kim.userId, "<p>내게 쓰는 메모</p>");
    expect(res.body.selfOnly).toBe(true);
    const { noteId } = res.body;
    expect((await box(kim, "self")).items.map((n: { noteId: number }) => n.noteId)).toContain(noteId);
    expect((await box(kim, "received")).items.map((n: { noteId: number }) => n.noteId)).not.toContain(noteId);
    expect((await box(kim, "sent")).items.map((n: { noteId: number }) => n.noteId)).not.toContain(noteId);
  });

  it("never delivers a blocked sender's notes (the sender is not told) until allowed again", async () => {
    const blocker = await env.member("U", { nameKo: "정차단" });
    const pest = await env.member("U", { nameKo: "한귀찮" });
    await send(pest, blocker.userId, "<p>첫 쪽지</p>");
    // Only a sender of a received note can be blocked; not oneself.
    expect((await blocker.post("/api/note-blocks", { targetUserId: kim.userId, type: "I" })).status).toBe(404);
    const self = await blocker.post("/api/note-blocks", { targetUserId: blocker.userId, type: "I" });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe(t("notesBlockSelf"));
    const block = await blocker.post("/api/note-blocks", { targetUserId: pest.userId, type: "I" });
    expect(block.status).toBe(201);
    expect((await blocker.post("/api/note-blocks", { targetUserId: pest.userId, type: "I" })).status).toBe(409);
    const before = await counts(blocker);
    const hidden = await send(pest, blocker.userId, "<p>차단 후 쪽지</p>");
    expect(hidden.status).toBe(201);
    expect(await counts(blocker)).toEqual(before);
    expect((await blocker.get(`/api/notes/${hidden.body.noteId}`)).status).toBe(404);
    const list = (await blocker.get("/api/note-blocks?type=I")).body.items;
    expect(list).toEqual([expect.objectContaining({ targetUserId: pest.userId, targetName: "한귀찮", type: "I" })]);
    expect((await pest.delete(`/api/note-blocks/${block.body.blockId}`)).status).toBe(404);
    expect((await blocker.delete(`/api/note-blocks/${block.body.blockId}`)).status).toBe(200);
    const after = await send(pest, blocker.userId, "<p>허용 후 쪽지</p>");
    expect((await blocker.get(`/api/notes/${after.body.noteId}`)).status).toBe(200);
  });

  it("sends a spam-marked sender's notes to the spam list, and back when spam is cancelled", async () => {
    const owner = await env.member("U", { nameKo: "윤수신" });
    const spammer = await env.member("U", { nameKo: "광고왕" });
    const first = (await send(spammer, owner.userId, "<p>광고 1</p>")).body.noteId;
    const spam = await owner.post("/api/note-blocks", { targetUserId: spammer.userId, type: "S" });
    expect(spam.status).toBe(201);
    const second = (await send(spammer, owner.userId, "<p>광고 2</p>")).body.noteId;
    const spamIds = (await box(owner, "spam")).items.map((n: { noteId: number }) => n.noteId);
    expect(spamIds).toEqual([second, first]);
    expect((await box(owner, "received")).total).toBe(0);
    expect((await counts(owner)).notes).toBe(0);
    await owner.delete(`/api/note-blocks/${spam.body.blockId}`);
    expect((await box(owner, "received")).items.map((n: { noteId: number }) => n.noteId)).toEqual([second, first]);
    // Nobody acts on notes they sent: the sender cannot spam-mark the recipient from their own note.
    expect((await spammer.post("/api/note-blocks", { targetUserId: owner.userId, type: "S" })).status).toBe(404);
  });

  it("searches a box by person and by text, and pages it 15/30/45", async () => {
    const reader = await env.member("U", { nameKo: "서검색" });
    for (let i = 0; i < 17; i += 1) await send(i % 2 ? kim : lee, reader.userId, `<p>지게차 점검 ${i}</p>`);
    await send(park, reader.userId, "<p>랙 설치 견적</p>");
    const page1 = await box(reader, "received");
    expect(page1.items).toHaveLength(15);
    expect(page1.total).toBe(18);
    expect((await box(reader, "received", "&page=2")).items).toHaveLength(3);
    expect((await box(reader, "received", "&pageSize=30")).items).toHaveLength(18);
    expect((await reader.get("/api/notes?box=received&pageSize=20")).status).toBe(400);
    expect((await box(reader, "received", `&field=text&q=${encodeURIComponent("랙")}`)).total).toBe(1);
    expect((await box(reader, "received", `&field=person&q=${encodeURIComponent("김물류")}`)).total).toBe(8);
    expect((await box(reader, "received", `&field=person&q=${lee.userId}`)).total).toBe(9);
  });

  it("limits sending per member under a burst, with a Korean 429", async () => {
    const limited = await startTestApp(dialect, { NOTE_SEND_LIMIT: "3" });
    try {
      const a = await limited.member("U", { nameKo: "가발신" });
      const b = await limited.member("U", { nameKo: "나수신" });
      const results = await Promise.all(
        Array.from({ length: 150 }, () => a.post("/api/notes", { recipients: [b.userId], bodyHtml: "<p>폭주</p>" })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      // Every other answer is the Korean 429 (listed when not, so a failure shows what came back).
      const limited429 = { status: 429, detail: t("notesSendLimited", { minutes: 10 }) };
      const others = results
        .filter((r) => r.status !== 201)
        .map((r) => ({ status: r.status, detail: r.body.detail }))
        .filter((r) => r.status !== limited429.status || r.detail !== limited429.detail);
      expect(others).toEqual([]);
      const stored = await limited.ctx.db
        .selectFrom("notes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it("notifies the parent's author of a reply on a notifying board, not oneself, not elsewhere", async () => {
    const admin = await env.member("A", { nameKo: "관리자" });
    const notifying = await createBoard(admin, { name: "답글 알림 게시판", replyAllowed: true, notifyOnReply: true });
    const quiet = await createBoard(admin, { name: "조용한 게시판", replyAllowed: true, notifyOnReply: false });
    const author = await env.member("U", { nameKo: "문질문" });
    const before = (await counts(author)).notes;
    const question = (await author.post(`/api/boards/${notifying}/posts`, postBody({ title: "팔레트 규격 문의" }))).body
      .postId;
    const reply = await kim.post(`/api/posts/${question}/replies`, postBody({ title: "답변 드립니다" }));
    expect(reply.status).toBe(201);
    expect((await counts(author)).notes).toBe(before + 1);
    const note = (await box(author, "received")).items[0];
    expect(note.senderId).toBe(kim.userId);
    expect(note.firstLine).toBe(t("notesReplyNotifyBody", { title: "팔레트 규격 문의", name: "김물류" }));
    const opened = (await author.get(`/api/notes/${note.noteId}`)).body;
    expect(opened.bodyHtml).toContain(`/app/board/${notifying}/${reply.body.postId}`);
    const elsewhere = (await author.post(`/api/boards/${quiet}/posts`, postBody({ title: "조용한 질문" }))).body.postId;
    await kim.post(`/api/posts/${elsewhere}/replies`, postBody({ title: "조용한 답변" }));
    expect((await counts(author)).notes).toBe(before);
  });

  it("carries trade notes in their own lists and counts (REF_NO is the deal)", async () => {
    const seller = await env.member("U", { nameKo: "판매자" });
    const { noteId } = await writeTransaction(env.ctx.db, env.ctx.dialect, (trx) =>
      sendNote(trx, {
        sender: { userId: kim.userId, nameKo: "김물류" },
        recipientIds: [seller.userId],
        bodyHtml: "<p>지게차 구매 희망합니다.</p>",
        kind: "trade",
        refNo: 42,
      }),
    );
    expect(await counts(seller)).toEqual({ notes: 0, trade: 1 });
    expect((await box(seller, "tradeReceived")).items[0]).toMatchObject({ noteId, kind: "trade", refNo: 42 });
    expect((await box(seller, "received")).total).toBe(0);
    expect((await box(kim, "tradeSent")).items[0]).toMatchObject({ noteId, refNo: 42 });
  });

  it("fills the address book: recently used, starred, same company (none without a company)", async () => {
    const me = await env.member("U", { nameKo: "주소록" });
    await send(me, lee.userId);
    await send(me, park.userId);
    const recent = (await me.get("/api/address-book?tab=recent")).body;
    expect(recent.items.map((e: { userId: string }) => e.userId)).toEqual([park.userId, lee.userId]);
    expect(recent.hasCompany).toBe(false);
    expect((await me.put(`/api/address-book/important/${lee.userId}`)).status).toBe(200);
    expect((await me.put(`/api/address-book/important/${lee.userId}`)).status).toBe(200);
    const important = (await me.get("/api/address-book?tab=important")).body.items;
    expect(important).toEqual([expect.objectContaining({ userId: lee.userId, nameKo: "이창고", important: true })]);
    expect((await me.get("/api/address-book?tab=company")).body.items).toEqual([]);
    await env.ctx.db
      .updateTable("users")
      .set({ companyCode: "C-77", companyName: "한빛물류" })
      .where("userId", "in", [me.userId, park.userId])
      .execute();
    const company = (await me.get("/api/address-book?tab=company")).body;
    expect(company.hasCompany).toBe(true);
    expect(company.items.map((e: { userId: string }) => e.userId)).toEqual([park.userId]);
    await me.delete(`/api/address-book/important/${lee.userId}`);
    expect((await me.get("/api/address-book?tab=important")).body.items).toEqual([]);
  });

  it("streams a member's note events live", async () => {
    const address = await env.app.listen({ port: 0, host: "127.0.0.1" });
    const watcher = await env.member("U", { nameKo: "실시간" });
    const cookie = watcher.cookieHeader();
    const stream = await openEventStream(address, cookie);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    await stream.until("event: hello");
    await send(kim, watcher.userId, "<p>실시간 확인</p>");
    await stream.until("event: notes");
    stream.close();
    expect((await fetch(`${address}/api/events`)).status).toBe(401);
  });
});
