/**
 * Password find through the HTTP API (boards spec sections 4, 5, 8; members spec section 2): the
 * required fields in order, one answer for every pair (no account enumeration, similar time), the
 * per-address and per-id limits, the single-use 30-minute link, and a real mail round trip through
 * a local SMTP server whose mailed link is followed.
 */
import { t } from "@portal/contract";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { addressesUnder, outboxFiles, readOutboxMail } from "../../test/mail-outbox.ts";
import { RATE_RULES } from "../http/rate-limit.ts";
import { settleAccountMails } from "./account-mail.ts";
import { newResetToken, storeResetToken } from "./password-reset.ts";

const freshIp = addressesUnder("10.7");

/** The reset token in a mail text. */
const tokenIn = (text: string) => /PasswordReset#token=([\w-]+)/.exec(text)?.[1];

describe.each(DIALECTS)("password find on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  const outbox = () => outboxFiles(env.ctx.config);
  /** The parsed mail of an outbox file: recipient and decoded text. */
  const readMail = (file: string) => readOutboxMail(env.ctx.config, file);
  const tokens = (userId: string) =>
    env.ctx.db.selectFrom("passwordResetTokens").selectAll().where("userId", "=", userId).execute();

  it("asks for the id first, then the e-mail, with the spec's messages", async () => {
    const client = await env.client(freshIp());
    const cases: [Record<string, string>, string, string][] = [
      [{ userId: "", email: "" }, "userId", t("findCheckId")],
      [{ userId: "  ", email: "a@b.kr" }, "userId", t("findCheckId")],
      [{ userId: "someone1", email: "" }, "email", t("emailInvalid")],
      [{ userId: "someone1", email: "not-an-email" }, "email", t("emailInvalid")],
    ];
    for (const [body, field, detail] of cases) {
      const res = await client.post("/api/auth/password-reset", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
  });

  it("answers the same for a matching pair, a wrong e-mail and an unknown id, and mails only the match", async () => {
    await env.member("U", { userId: "findme0001" });
    const before = outbox().length;
    const answers = [];
    for (const body of [
      { userId: "findme0001", email: "FINDME0001@example.kr" },
      { userId: "findme0001", email: "someone.else@example.kr" },
      { userId: "nosuchuser1", email: "findme0001@example.kr" },
    ]) {
      const res = await (await env.client(freshIp())).post("/api/auth/password-reset", body);
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]).toEqual({ status: 200, body: { message: t("findSent") } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await settleAccountMails();
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    const mail = await readMail(mails[0] ?? "");
    expect(mail.to).toEqual(["findme0001@example.kr"]);
    expect(mail.subject).toBe(t("findMailSubject"));
    expect(await tokens("findme0001")).toHaveLength(1);
  });

  it("takes about as long whether or not the pair exists", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      const member = await env.member("U");
      for (const [list, body] of [
        [known, { userId: member.userId, email: `${member.userId}@example.kr` }],
        [unknown, { userId: `ghost${i}x${dialect}`, email: "ghost@example.kr" }],
      ] as const) {
        const client = await env.client(freshIp());
        const started = performance.now();
        const res = await client.post("/api/auth/password-reset", body);
        list.push(performance.now() - started);
        expect(res.status).toBe(200);
        await settleAccountMails();
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // The lookup and the mail happen after the answer: both paths do the same work before it.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(30);
  });

  it("refuses a signed-in member ('use after logout')", async () => {
    const member = await env.member("U");
    const res = await member.post("/api/auth/password-reset", {
      userId: member.userId,
      email: `${member.userId}@example.kr`,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "LOGOUT_REQUIRED", detail: t("findLoggedIn") });
  });

  it("limits requests per id (known or not) and per address", async () => {
    await env.member("U", { userId: "limited001" });
    for (const userId of ["limited001", "ghostlimit1"]) {
      for (let i = 0; i < RATE_RULES.passwordFindAccount.limit; i++) {
        const res = await (await env.client(freshIp())).post("/api/auth/password-reset", {
          userId,
          email: "x@example.kr",
        });
        expect(res.status).toBe(200);
      }
      const over = await (await env.client(freshIp())).post("/api/auth/password-reset", {
        userId,
        email: "x@example.kr",
      });
      expect(over.status, userId).toBe(429);
      expect(over.body.detail).toBe(t("errorRateLimited"));
    }
    const client = await env.client(freshIp());
    for (let i = 0; i < RATE_RULES.passwordFindAddress.limit; i++) {
      expect(
        (await client.post("/api/auth/password-reset", { userId: `addr${i}user`, email: "x@example.kr" })).status,
      ).toBe(200);
    }
    expect((await client.post("/api/auth/password-reset", { userId: "addrover1", email: "x@example.kr" })).status).toBe(
      429,
    );
    await settleAccountMails();
  });

  it("sends nothing to a social-login account without a password, nor to a locked one", async () => {
    await env.member("U", { userId: "socialonly1" });
    await env.member("U", { userId: "lockedone1" });
    await env.ctx.db
      .updateTable("users")
      .set({ passwordHash: null, socialProvider: "kakao" })
      .where("userId", "=", "socialonly1")
      .execute();
    await env.ctx.db
      .updateTable("users")
      .set({ lockedAt: new Date().toISOString(), lockedBy: "admin" })
      .where("userId", "=", "lockedone1")
      .execute();
    const before = outbox().length;
    for (const userId of ["socialonly1", "lockedone1"]) {
      const res = await (await env.client(freshIp())).post("/api/auth/password-reset", {
        userId,
        email: `${userId}@example.kr`,
      });
      expect(res.body).toEqual({ message: t("findSent") });
    }
    await settleAccountMails();
    expect(outbox().length).toBe(before);
  });

  it("sets a new password once through the mailed link, ends other sessions, refuses reuse and expiry", async () => {
    const member = await env.member("U", { userId: "linkuser01" });
    await (await env.client(freshIp())).post("/api/auth/password-reset", {
      userId: "linkuser01",
      email: "linkuser01@example.kr",
    });
    await settleAccountMails();
    const mail = await readMail(outbox().at(-1) ?? "");
    expect(mail.text).toContain(`${env.ctx.config.publicUrl}/app/FUL/PasswordReset#token=`);
    const token = tokenIn(mail.text);
    expect(token).toBeTruthy();

    const visitor = await env.client();
    const weak = await visitor.post("/api/auth/password-reset/confirm", { token, newPassword: "weakpass" });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toBe(t("passwordNeedsSpecial"));
    const ok = await visitor.post("/api/auth/password-reset/confirm", { token, newPassword: "Found123!" });
    expect(ok.status).toBe(200);
    expect((await member.get("/api/auth/session")).body.user).toBeNull();
    expect((await (await env.client()).login("linkuser01", PASSWORD)).status).toBe(401);
    expect((await (await env.client()).login("linkuser01", "Found123!")).status).toBe(200);
    const reused = await visitor.post("/api/auth/password-reset/confirm", { token, newPassword: "Tr4ck#Load9" });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe(t("resetTokenInvalid"));

    await (await env.client(freshIp())).post("/api/auth/password-reset", {
      userId: "linkuser01",
      email: "linkuser01@example.kr",
    });
    await settleAccountMails();
    const second = tokenIn((await readMail(outbox().at(-1) ?? "")).text);
    await env.ctx.db
      .updateTable("passwordResetTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", "linkuser01")
      .where("usedAt", "is", null)
      .execute();
    const expired = await visitor.post("/api/auth/password-reset/confirm", {
      token: second,
      newPassword: "Late#Dock58",
    });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(t("resetTokenInvalid"));
    expect((await (await env.client()).login("linkuser01", "Found123!")).status).toBe(200);
  });
});

describe("password find mail through a real SMTP server", () => {
  let env: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: Buffer }[] = [];
  let waiting: (() => void) | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
          waiting?.();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const address = smtp.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    env = await startTestApp("sqlite", {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: "https://portal.example.kr",
    });
  });
  afterAll(async () => {
    await env.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it("delivers the Korean mail over SMTP and its link sets the new password", async () => {
    await env.member("U", { userId: "smtpuser01", nameKo: "김메일" });
    const arrived = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const res = await (await env.client()).post("/api/auth/password-reset", {
      userId: "smtpuser01",
      email: "smtpuser01@example.kr",
    });
    expect(res.body.message).toBe(t("findSent"));
    await arrived;
    await settleAccountMails();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["smtpuser01@example.kr"]);
    const mail = await PostalMime.parse(received[0]?.raw ?? Buffer.alloc(0));
    expect(mail.subject).toBe(t("findMailSubject"));
    expect(mail.text).toContain("김메일님");
    const link = /https:\/\/portal\.example\.kr\/app\/FUL\/PasswordReset#token=[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeTruthy();

    // Follow the link: the page it opens posts the token with the new password.
    const url = new URL(link ?? "");
    expect(url.pathname).toBe("/app/FUL/PasswordReset");
    const visitor = await env.client();
    const confirmed = await visitor.post("/api/auth/password-reset/confirm", {
      token: new URLSearchParams(url.hash.slice(1)).get("token"),
      newPassword: "Mulryu#83kz",
    });
    expect(confirmed.status).toBe(200);
    expect((await (await env.client()).login("smtpuser01", "Mulryu#83kz")).status).toBe(200);
  });

  it("uses a link once when 10 confirmations arrive at once", async () => {
    await env.member("U", { userId: "onceonly01" });
    const { token, expiresAt } = newResetToken();
    await storeResetToken(env.ctx.db, { token, expiresAt, userId: "onceonly01", createdBy: null });
    const visitor = await env.client();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        visitor.post("/api/auth/password-reset/confirm", { token, newPassword: `Pallet#${i}9go` }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status !== 200))
      expect(refused.body.detail).toBe(t("resetTokenInvalid"));
  });
});
