/**
 * 아이디 찾기 through the HTTP API on both databases (issue 24 §4): the name first, then the
 * e-mail; one answer (status and body) for a match, a wrong name and an unknown e-mail, and a mail
 * only for the match, with the id — for a social-only member, the provider; the limits per address
 * and per e-mail (no e-mail stored in the counters); signed-in members and withdrawn or inactive
 * accounts.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { addressesUnder, outboxFiles, readOutboxMail } from "../../test/mail-outbox.ts";
import { RATE_RULES } from "../http/rate-limit.ts";
import { settleAccountMails } from "./account-mail.ts";

const freshIp = addressesUnder("10.24");

describe.each(DIALECTS)("id find on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  const outbox = () => outboxFiles(env.ctx.config);
  const readMail = (file: string) => readOutboxMail(env.ctx.config, file);
  /** Sends the requests one by one from fresh addresses; resolves with their answers and the new mails. */
  const find = async (bodies: Record<string, string>[]) => {
    const before = outbox().length;
    const answers = [];
    for (const body of bodies) {
      const res = await (await env.client(freshIp())).post("/api/auth/id-find", body);
      answers.push({ status: res.status, body: res.body });
    }
    await settleAccountMails();
    const mails = await Promise.all(outbox().slice(before).map(readMail));
    return { answers, mails };
  };

  it("asks for the name first, then the e-mail", async () => {
    const client = await env.client(freshIp());
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "", email: "" }, "name", t("idFindEnterName")],
      [{ name: "  ", email: "a@b.kr" }, "name", t("idFindEnterName")],
      [{ name: "김찾기", email: "" }, "email", t("emailInvalid")],
      [{ name: "김찾기", email: "not-an-email" }, "email", t("emailInvalid")],
    ];
    for (const [body, field, detail] of cases) {
      const res = await client.post("/api/auth/id-find", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
  });

  it("answers the same for a match, a wrong name and an unknown e-mail, and mails the id only to the match", async () => {
    await env.member("U", { userId: "findid0001", nameKo: "Nguyen Van An" });
    const { answers, mails } = await find([
      { name: "  nguyen   van an ", email: "FINDID0001@example.kr" },
      { name: "Nguyen Van Binh", email: "findid0001@example.kr" },
      { name: "Nguyen Van An", email: "nobody.here@example.kr" },
    ]);
    expect(answers[0]).toEqual({ status: 200, body: { message: t("idFindSent") } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["findid0001@example.kr"]);
    expect(mails[0]?.subject).toBe(t("idFindMailSubject"));
    expect(mails[0]?.text).toContain("findid0001");
    expect(mails[0]?.text).toContain("/app/FUL/Login");
    const audit = await env.ctx.db
      .selectFrom("auditLog")
      .select(["actorId", "targetId"])
      .where("action", "=", "member.idFind")
      .execute();
    expect(audit).toEqual([{ actorId: null, targetId: "findid0001" }]);
  });

  it("tells a member who joined by a social login which provider they use", async () => {
    await env.member("U", { userId: "naver1234567", nameKo: "소셜가입" });
    await env.ctx.db
      .updateTable("users")
      .set({ passwordHash: null, socialProvider: "naver" })
      .where("userId", "=", "naver1234567")
      .execute();
    const { mails } = await find([{ name: "소셜가입", email: "naver1234567@example.kr" }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(t("providerNaver"));
    expect(mails[0]?.text).toContain(t("loginWith", { provider: t("providerNaver") }));
  });

  it("mails nothing for a locked, inactive or withdrawn account, with the same answer", async () => {
    const locked = await env.member("U", { userId: "findlocked1", nameKo: "잠긴회원" });
    await env.ctx.db
      .updateTable("users")
      .set({ lockedAt: new Date().toISOString() })
      .where("userId", "=", locked.userId)
      .execute();
    const leaver = await env.member("U", { userId: "findleaver1", nameKo: "떠난회원" });
    expect((await leaver.post("/api/me/withdrawal", { password: "Hanbit!Dock27" })).status).toBe(200);
    const { answers, mails } = await find([
      { name: "잠긴회원", email: "findlocked1@example.kr" },
      { name: "떠난회원", email: "findleaver1@example.kr" },
    ]);
    expect(answers.every((a) => a.status === 200 && a.body.message === t("idFindSent"))).toBe(true);
    expect(mails).toEqual([]);
  });

  it("refuses signed-in members", async () => {
    const member = await env.member("U");
    const res = await member.post("/api/auth/id-find", { name: "회원", email: `${member.userId}@example.kr` });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "LOGOUT_REQUIRED", detail: t("findLoggedIn") });
  });

  it("limits requests per address and per e-mail, and stores no e-mail in the counters", async () => {
    const client = await env.client(freshIp());
    const perAddress = RATE_RULES.idFindAddress.limit;
    for (let i = 0; i < perAddress; i++) {
      const res = await client.post("/api/auth/id-find", { name: "김주소", email: `addr${i}@example.kr` });
      expect(res.status).toBe(200);
    }
    const blocked = await client.post("/api/auth/id-find", { name: "김주소", email: "addr-last@example.kr" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "RATE_LIMITED" });

    const email = "Target.Limit@example.kr";
    const perEmail = RATE_RULES.idFindEmail.limit;
    const statuses = [];
    for (let i = 0; i <= perEmail; i++) {
      const res = await (await env.client(freshIp())).post("/api/auth/id-find", { name: "김메일", email });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array.from({ length: perEmail }, () => 200), 429]);
    // Another letter case is the same address.
    const upper = await (await env.client(freshIp())).post("/api/auth/id-find", {
      name: "김메일",
      email: email.toUpperCase(),
    });
    expect(upper.status).toBe(429);
    const scopes = await env.ctx.db.selectFrom("rateCounters").select("scope").execute();
    expect(scopes.some(({ scope }) => scope.includes("@"))).toBe(false);
  });
});
