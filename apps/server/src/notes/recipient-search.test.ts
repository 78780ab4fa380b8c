/**
 * Finding a note's recipients by name, company or id (issue 24 §6) through the HTTP API on SQLite and
 * PostgreSQL: a member finds by name only members the spec lets them see (same company, notes exchanged,
 * starred), any member only by whole id; the answer holds no e-mail or phone; visitors get 401.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

type Member = Client & { userId: string };

describe.each(DIALECTS)("recipient search on %s", (dialect) => {
  let env: TestApp;
  let me: Member;
  let colleague: Member;
  let penPal: Member;
  let writer: Member;
  let starred: Member;
  let stranger: Member;
  let locked: Member;

  const search = async (who: Client, q: string) => who.get(`/api/address-book/search?q=${encodeURIComponent(q)}`);
  const ids = async (who: Client, q: string) =>
    ((await search(who, q)).body.items as { userId: string }[]).map((item) => item.userId).sort();
  const setCompany = (member: Member, companyCode: string, companyName: string) =>
    env.ctx.db.updateTable("users").set({ companyCode, companyName }).where("userId", "=", member.userId).execute();

  beforeAll(async () => {
    env = await startTestApp(dialect);
    me = await env.member("U", { nameKo: "최도윤" });
    colleague = await env.member("U", { nameKo: "최동료" });
    penPal = await env.member("U", { nameKo: "최편지" });
    writer = await env.member("U", { nameKo: "최발신" });
    starred = await env.member("U", { nameKo: "최중요" });
    stranger = await env.member("U", { nameKo: "최도윤" }); // the same name, another company
    locked = await env.member("U", { nameKo: "최잠김" });
    await setCompany(me, "C-24", "한빛로지스");
    await setCompany(colleague, "C-24", "한빛로지스");
    await setCompany(locked, "C-24", "한빛로지스");
    await setCompany(stranger, "C-99", "바다해운");
    await setCompany(penPal, "C-31", "누리물류");
    await env.ctx.db
      .updateTable("users")
      .set({ lockedAt: new Date().toISOString(), mobileNo: "010-1111-2222" })
      .where("userId", "=", locked.userId)
      .execute();
    expect((await me.post("/api/notes", { recipients: [penPal.userId], bodyHtml: "<p>견적 문의</p>" })).status).toBe(
      201,
    );
    expect((await writer.post("/api/notes", { recipients: [me.userId], bodyHtml: "<p>안녕하세요</p>" })).status).toBe(
      201,
    );
    expect((await me.put(`/api/address-book/important/${starred.userId}`)).status).toBe(200);
  });
  afterAll(() => env.close());

  it("finds by name only the members a member may see, never a stranger of the same name", async () => {
    expect(await ids(me, "최")).toEqual([colleague.userId, penPal.userId, starred.userId, writer.userId].sort());
    expect(await ids(me, "도윤")).toEqual([]); // the other 최도윤 is a stranger; oneself is left out
    expect(await ids(me, "잠김")).toEqual([]); // a locked member
    const found = await search(me, "편지");
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      { userId: penPal.userId, nameKo: "최편지", companyName: "누리물류", important: false },
    ]);
  });

  it("finds by company among those members, and any member only by the whole id", async () => {
    expect(await ids(me, "한빛")).toEqual([colleague.userId]);
    expect(await ids(me, "누리")).toEqual([penPal.userId]);
    expect(await ids(me, "바다")).toEqual([]);
    expect(await ids(me, stranger.userId.slice(0, -1))).not.toContain(stranger.userId);
    expect(await ids(me, stranger.userId.toUpperCase())).toEqual([stranger.userId]);
  });

  it("answers no e-mail or phone, and the stranger sees nobody of ours by name", async () => {
    const found = await search(me, "최");
    for (const item of found.body.items)
      expect(Object.keys(item).sort()).toEqual(["companyName", "important", "nameKo", "userId"]);
    expect(JSON.stringify(found.body)).not.toMatch(/@example\.kr|010-/);
    expect(await ids(stranger, "최")).toEqual([]);
    expect(await ids(stranger, "한빛")).toEqual([]);
    const starredEntry = (await search(me, "중요")).body.items[0];
    expect(starredEntry).toMatchObject({ userId: starred.userId, important: true });
  });

  it("refuses visitors and empty or overlong searches in Korean; treats LIKE wildcards as text", async () => {
    const visitor = await env.client();
    expect((await search(visitor, "최")).status).toBe(401);
    const empty = await search(me, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(t("notesSearchEnter"));
    const long = await search(me, "가".repeat(41));
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe(t("notesSearchTooLong"));
    expect(await ids(me, "%")).toEqual([]);
    expect(await ids(me, "_")).toEqual([]);
  });

  it("sends to the ids picked, and still names ids that are no member", async () => {
    const sent = await me.post("/api/notes", {
      recipients: [colleague.userId, stranger.userId],
      bodyHtml: "<p>회의</p>",
    });
    expect(sent.status).toBe(201);
    const bad = await me.post("/api/notes", { recipients: ["최도윤"], bodyHtml: "<p>회의</p>" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/최도윤/);
  });
});
