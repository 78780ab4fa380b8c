/**
 * The password rule (issue 23 §3, contract/rules.ts `passwordProblem`, docs/members.md) through the
 * HTTP API on each database: the weak passwords found in the audit are refused at sign-up, password
 * change and password reset with the Korean reason, nothing is stored, and a refused reset leaves
 * the link usable.
 */
import { type MessageKey, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { newResetToken, storeResetToken } from "./password-reset.ts";

/** Each weak password of the audit (`{id}` is the member's id) and the reason the member is told. */
const WEAK: [string, MessageKey][] = [
  ["qwer1234!", "passwordSequence"],
  ["1q2w3e4r!", "passwordCommon"],
  ["P@ssw0rd", "passwordCommon"],
  ["password1!", "passwordCommon"],
  ["12345678!", "passwordSequence"],
  ["{id}!", "passwordHasId"],
  ["aaaaaaa!", "passwordRepeat"],
  ["!!!!!!!!", "passwordRepeat"],
  ["abcdefg!", "passwordSequence"],
  // And the length and kinds rule (PIPC: 10 characters of two kinds, or 8 of three).
  ["busan!px", "passwordTwoKindsShort"],
  ["Pallet59go", "passwordNeedsSpecial"],
  ["Pallet#59go-Pallet", "passwordLength"],
];
/** Passwords the rule accepts: two kinds at 10 characters, three kinds at 8. */
const STRONG = ["pallet#59go", "Mulryu#83kz", "Hx!7qz2W"];

let ipSeq = 0;
const freshIp = () => `10.23.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

describe.each(DIALECTS)("the password rule on %s", (dialect) => {
  let env: TestApp;

  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  const signUp = (userId: string, password: string) =>
    env.client(freshIp()).then((client) =>
      client.post("/api/registration", {
        userId,
        password,
        nameKo: "홍길동",
        email: `${userId}@example.kr`,
        consents: { use: true, personal: true },
      }),
    );

  it("refuses weak passwords at sign-up with the reason, and stores nothing", async () => {
    for (const [weak, reason] of WEAK) {
      const res = await signUp("hongildong", weak.replace("{id}", "hongildong"));
      expect(res.status, weak).toBe(400);
      expect(res.body, weak).toMatchObject({ code: "INVALID_INPUT", field: "password", detail: t(reason) });
    }
    const stored = await env.ctx.db.selectFrom("users").select("userId").where("userId", "=", "hongildong").execute();
    expect(stored).toEqual([]);
    for (const [i, strong] of STRONG.entries())
      expect((await signUp(`strongone${i}`, strong)).status, strong).toBe(201);
  });

  it("refuses weak passwords at password change with the reason, and keeps the old one", async () => {
    const member = await env.member("U");
    await member.post("/api/auth/password/verify", { password: PASSWORD });
    for (const [weak, reason] of WEAK) {
      const password = weak.replace("{id}", member.userId);
      const res = await member.put("/api/auth/password", {
        newPassword: password,
        newPasswordConfirm: password,
      });
      expect(res.status, weak).toBe(400);
      expect(res.body, weak).toMatchObject({ field: "newPassword", detail: t(reason) });
    }
    expect((await (await env.client()).login(member.userId, PASSWORD)).status).toBe(200);
  });

  it("refuses weak passwords at reset with the reason, and the link still works after", async () => {
    const member = await env.member("U");
    const reset = newResetToken();
    await storeResetToken(env.ctx.db, { ...reset, userId: member.userId, createdBy: null });
    const visitor = await env.client();
    for (const [weak, reason] of WEAK) {
      const newPassword = weak.replace("{id}", member.userId);
      const res = await visitor.post("/api/auth/password-reset/confirm", { token: reset.token, newPassword });
      expect(res.status, weak).toBe(400);
      expect(res.body, weak).toMatchObject({ field: "newPassword", detail: t(reason) });
    }
    const ok = await visitor.post("/api/auth/password-reset/confirm", { token: reset.token, newPassword: STRONG[1] });
    expect(ok.status).toBe(200);
    expect((await (await env.client()).login(member.userId, STRONG[1])).status).toBe(200);
  });
});
