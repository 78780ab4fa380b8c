/**
 * The second factor through the HTTP API on both databases (issue 43 §2; docs/admin.md "Second
 * factor"): an administrator without one is refused by administration (403, Korean) but reaches the
 * enrolment; enrolment with a QR code and ten recovery codes shown once; the login's code step with
 * ±1 step of drift and no replay; a recovery code once; wrong codes counted by the login limit (150
 * at once evaluate no more than 5); removal by the member and reset by a second administrator,
 * each audited; members may turn it on, off by default.
 */
import { RECOVERY_CODE_COUNT, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, type Member, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { codeFor } from "../../test/second-factor.ts";
import { insertUser } from "../users/queries.ts";
import { hashPassword } from "./passwords.ts";

const BURST = 150;

describe.each(DIALECTS)("second factor on %s", (dialect) => {
  let env: TestApp;
  let otherAdmin: Member;
  let seq = 0;
  let ipSeq = 0;
  const freshIp = () => `10.43.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    otherAdmin = await env.member("A");
  });
  afterAll(() => env.close());

  /** A new member of `role` without a second factor, logged in (a fresh address each). */
  async function plainMember(role: "A" | "U"): Promise<Member> {
    seq += 1;
    const userId = `tfa${role.toLowerCase()}${process.pid % 1000}x${seq}`;
    await insertUser(env.ctx.db, { userId, nameKo: `이중${seq}`, role, passwordHash: await hashPassword(PASSWORD) });
    const client = await env.client(freshIp());
    expect((await client.login(userId)).status).toBe(200);
    return Object.assign(client, { userId });
  }

  /** Enrols `member` through the API with the code `offset` steps from now; resolves with secret and codes. */
  async function enrol(member: Client, offset = 0) {
    const setup = await member.post("/api/me/second-factor/setup");
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const secret = setup.body.secret as string;
    const confirm = await member.post("/api/me/second-factor/confirm", { code: codeFor(secret, offset) });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
  }

  const loginWith = async (userId: string, code?: string) =>
    (await env.client(freshIp())).post("/api/auth/login", { userId, password: PASSWORD, ...(code ? { code } : {}) });

  const audited = async (action: string, targetId: string) =>
    (
      await env.ctx.db
        .selectFrom("auditLog")
        .select("actorId")
        .where("action", "=", action)
        .where("targetId", "=", targetId)
        .execute()
    ).map((row) => row.actorId);

  it("refuses administration to an administrator without a second factor, but not the enrolment", async () => {
    const admin = await plainMember("A");
    for (const url of ["/api/admin/members", "/api/admin/audit"]) {
      const refused = await admin.get(url);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: "SECOND_FACTOR_ENROL_REQUIRED",
        detail: t("secondFactorEnrolRequired"),
      });
    }
    expect((await admin.get("/api/auth/session")).body.user).toMatchObject({ secondFactorRequired: true });
    expect((await admin.get("/api/me/second-factor")).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });

    const setup = await admin.post("/api/me/second-factor/setup");
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.otpauthUrl).toContain(setup.body.secret);
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await admin.post("/api/me/second-factor/confirm", { code: codeFor(setup.body.secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "SECOND_FACTOR_CONFIRM_WRONG", field: "code" });
    expect((await admin.get("/api/admin/members")).status).toBe(403);

    const confirm = await admin.post("/api/me/second-factor/confirm", { code: codeFor(setup.body.secret) });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await admin.get("/api/admin/members")).status).toBe(200);
    expect((await admin.get("/api/me/second-factor")).body).toEqual({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      required: false,
    });
    // Shown once: stored only as hashes, and a new setup is refused while it is on.
    const stored = await env.ctx.db
      .selectFrom("recoveryCodes")
      .select("codeHash")
      .where("userId", "=", admin.userId)
      .execute();
    expect(stored.map((row) => row.codeHash)).not.toContain(confirm.body.recoveryCodes[0]);
    expect((await admin.post("/api/me/second-factor/setup")).status).toBe(409);
    expect(await audited("secondFactor.enrol", admin.userId)).toEqual([admin.userId]);
  });

  it("asks for the code after the password, accepts ±1 step once each, and refuses a replay", async () => {
    const admin = await plainMember("A");
    const { secret } = await enrol(admin, -1);
    const noCode = await loginWith(admin.userId);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ code: "SECOND_FACTOR_REQUIRED", detail: t("loginCodeRequired") });
    const wrongPassword = await (await env.client(freshIp())).post("/api/auth/login", {
      userId: admin.userId,
      password: "Wrong!Pass99",
      code: codeFor(secret),
    });
    expect(wrongPassword.body.code).toBe("LOGIN_FAILED");

    const now = codeFor(secret);
    const ok = await loginWith(admin.userId, now);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user).toMatchObject({ userId: admin.userId, secondFactor: true, secondFactorRequired: false });
    const replay = await loginWith(admin.userId, now);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: "SECOND_FACTOR_WRONG", detail: t("loginCodeWrong") });
    // The enrolment used the previous step: it cannot be used again either.
    expect((await loginWith(admin.userId, codeFor(secret, -1))).status).toBe(401);
    // A phone one step ahead is accepted; two steps is too far.
    expect((await loginWith(admin.userId, codeFor(secret, 1))).status).toBe(200);
    expect((await loginWith(admin.userId, codeFor(secret, 3))).status).toBe(401);
  });

  it("accepts each recovery code once and audits its use", async () => {
    const member = await plainMember("U");
    const { recoveryCodes } = await enrol(member);
    const [first, second] = recoveryCodes as [string, string];
    expect((await loginWith(member.userId, first)).status).toBe(200);
    expect((await loginWith(member.userId, first)).body.code).toBe("SECOND_FACTOR_WRONG");
    // Typed in capitals and without the hyphen, still the same code.
    expect((await loginWith(member.userId, second.replace("-", "").toUpperCase())).status).toBe(200);
    expect((await member.get("/api/me/second-factor")).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
    expect(await audited("secondFactor.recoveryUse", member.userId)).toEqual([member.userId, member.userId]);
  });

  it("evaluates no more than 5 of 150 wrong codes sent at once, then refuses the right code with the lock", async () => {
    const member = await plainMember("U");
    const { secret } = await enrol(member, -1);
    const wrongCode = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
    const clients = await Promise.all(Array.from({ length: BURST }, () => env.client(freshIp())));
    const statuses = (
      await Promise.all(
        clients.map((c) => c.post("/api/auth/login", { userId: member.userId, password: PASSWORD, code: wrongCode })),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(BURST);
    const right = await loginWith(member.userId, codeFor(secret));
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("ACCOUNT_LOCKED");
  });

  it("lets a member turn it on and off (off by default), the removal asking for the password", async () => {
    const member = await plainMember("U");
    expect((await member.get("/api/me/second-factor")).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await loginWith(member.userId)).status).toBe(200);
    expect((await member.delete("/api/me/second-factor", { password: PASSWORD })).status).toBe(404);
    await enrol(member);
    const wrong = await member.delete("/api/me/second-factor", { password: "Wrong!Pass99" });
    expect(wrong.status).toBe(400);
    expect((await member.get("/api/me/second-factor")).body.enabled).toBe(true);
    const off = await member.delete("/api/me/second-factor", { password: PASSWORD });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(t("secondFactorRemoved"));
    expect((await loginWith(member.userId)).status).toBe(200);
    expect(await audited("secondFactor.remove", member.userId)).toEqual([member.userId]);
  });

  it("lets a second administrator reset another's factor (audited), never their own, and no member", async () => {
    const admin = await plainMember("A");
    await enrol(admin);
    const member = await plainMember("U");
    expect((await member.delete(`/api/admin/members/${admin.userId}/second-factor`)).status).toBe(403);
    const own = await otherAdmin.delete(`/api/admin/members/${otherAdmin.userId}/second-factor`);
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(t("secondFactorResetOwn"));
    const reset = await otherAdmin.delete(`/api/admin/members/${admin.userId}/second-factor`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await audited("secondFactor.reset", admin.userId)).toEqual([otherAdmin.userId]);
    expect((await otherAdmin.delete(`/api/admin/members/${admin.userId}/second-factor`)).status).toBe(404);
    // Back to square one: the password alone logs in, and administration waits for a new enrolment.
    const again = await env.client(freshIp());
    expect((await again.login(admin.userId)).status).toBe(200);
    expect((await again.get("/api/admin/members")).body.code).toBe("SECOND_FACTOR_ENROL_REQUIRED");
  });
});
