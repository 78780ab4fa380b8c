/**
 * Personal data only where the spec shows it (issue 23), through the HTTP API on SQLite and
 * PostgreSQL: a member with a distinctive login id, e-mail and phones writes a post, a comment, a
 * deal and a deal comment, an administrator edits a legal text; then every public answer about
 * them, read as a visitor and as another member, holds the writer's name but never their login id,
 * e-mail or phone numbers (the deal's phone only from the trade-request endpoint, to members).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { createDeal } from "../../test/trade-fixtures.ts";

type Member = Client & { userId: string };

const DEAL_PHONE = "010-4747-5858";

describe.each(DIALECTS)("personal data in public answers on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let writer: Member;
  let other: Member;
  let visitor: Client;
  let paths: string[];

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { userId: "privacyadmin01", nameKo: "관리자" });
    writer = await env.member("U", { userId: "privacywriter01", nameKo: "정보주" });
    other = await env.member("U", { nameKo: "다른회원" });
    visitor = await env.client();
    await env.ctx.db
      .updateTable("users")
      .set({ mobileNo: "010-3131-2424", telNo: "02-5151-6262", faxNo: "02-7171-8282" })
      .where("userId", "=", writer.userId)
      .execute();
    const board = await createBoard(admin, { name: "정보 보호 게시판" });
    const postId = await writePost(writer, board, { title: "장비 문의" });
    expect((await writer.post(`/api/posts/${postId}/comments`, { body: "댓글입니다" })).status).toBe(201);
    const dealNo = await createDeal(writer, { telNo: DEAL_PHONE });
    expect((await writer.post(`/api/deals/${dealNo}/comments`, { body: "문의 환영합니다" })).status).toBe(201);
    const terms = await admin.get("/api/pages/TermsOfservice");
    expect(
      (
        await admin.put("/api/pages/TermsOfservice", {
          title: terms.body.title,
          bodyHtml: "<p>개정 약관</p>",
          baseVersion: terms.body.version,
        })
      ).status,
    ).toBe(200);
    paths = [
      `/api/boards/${board}/posts`,
      `/api/boards/${board}/posts?field=author&q=정보주`,
      `/api/posts/${postId}`,
      `/api/posts/${postId}/comments`,
      "/api/deals",
      `/api/deals/${dealNo}`,
      `/api/deals/${dealNo}/comments`,
      "/api/pages/TermsOfservice",
      "/api/pages/TermsOfservice/versions",
    ];
  });
  afterAll(() => env.close());

  it("names the writer and editor, and gives a visitor or another member no login id, e-mail or phone", async () => {
    // The phone numbers with or without their dashes (four digits alone also occur in ids made of the clock).
    const phones = [/3131-?2424/, /5151-?6262/, /7171-?8282/, /4747-?5858/];
    const secrets = [writer.userId, `${writer.userId}@example.kr`, admin.userId];
    for (const who of [visitor, other]) {
      let names = "";
      for (const path of paths) {
        const res = await who.get(path);
        expect(res.status, path).toBe(200);
        const text = JSON.stringify(res.body);
        for (const secret of secrets) expect(text, `${path} holds ${secret}`).not.toContain(secret);
        for (const phone of phones) expect(text, `${path} holds ${phone}`).not.toMatch(phone);
        names += text;
      }
      expect(names).toContain("정보주");
      expect(names).toContain("관리자");
    }
    // The phone of the deal reaches another member from the trade-request endpoint only.
    const dealNo = (await other.get("/api/deals")).body.items[0].dealNo;
    expect((await other.get(`/api/deals/${dealNo}/seller-phone`)).body.telNo).toBe(DEAL_PHONE);
    expect((await visitor.get(`/api/deals/${dealNo}/seller-phone`)).status).toBe(401);
  });
});
