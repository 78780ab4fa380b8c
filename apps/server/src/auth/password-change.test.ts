/**
 * Password re-check and change through the HTTP API (members spec sections 2, 4, 5, 8): the
 * re-check's message, the change only after it (the re-check is the one entry of the current
 * password), the fields in the spec's order, the current password refused as the new one, the other
 * sessions ended, guessing limited, social members refused.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(DIALECTS)("password re-check and change on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  it("re-checks the password with the spec's messages", async () => {
    const member = await env.member("U");
    const empty = await member.post("/api/auth/password/verify", { password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: "password", detail: t("recheckEnter") });
    const wrong = await member.post("/api/auth/password/verify", { password: "Wrong123!" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "PASSWORD_WRONG", detail: t("recheckWrong") });
    expect((await member.post("/api/auth/password/verify", { password: PASSWORD })).status).toBe(200);
    const visitor = await env.client();
    expect((await visitor.post("/api/auth/password/verify", { password: PASSWORD })).status).toBe(401);
  });

  it("changes the password only after the re-check, checking the fields in order", async () => {
    const member = await env.member("U");
    const body = { newPassword: "Forklift#62x", newPasswordConfirm: "Forklift#62x" };
    const early = await member.put("/api/auth/password", body);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: "REAUTH_REQUIRED", detail: t("recheckRequired") });

    await member.post("/api/auth/password/verify", { password: PASSWORD });
    const cases: [Record<string, string>, string, string][] = [
      [{ newPassword: "" }, "newPassword", t("changeEnterAll")],
      [{ newPasswordConfirm: "" }, "newPasswordConfirm", t("changeEnterAll")],
      [{ newPassword: "nospecial1", newPasswordConfirm: "nospecial1" }, "newPassword", t("passwordNeedsSpecial")],
      [{ newPassword: "Sh0rt!", newPasswordConfirm: "Sh0rt!" }, "newPassword", t("passwordLength")],
      [{ newPasswordConfirm: "Cargo!bay47" }, "newPasswordConfirm", t("changeMismatch")],
      [{ newPassword: PASSWORD, newPasswordConfirm: PASSWORD }, "newPassword", t("changeSameAsCurrent")],
    ];
    for (const [overrides, field, detail] of cases) {
      const res = await member.put("/api/auth/password", { ...body, ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
    // Nothing changed so far.
    expect((await (await env.client()).login(member.userId, PASSWORD)).status).toBe(200);
  });

  it("ends the member's other sessions, keeps this one, and asks for a new re-check next time", async () => {
    const member = await env.member("U");
    const otherDevice = await env.client();
    await otherDevice.login(member.userId);
    await member.post("/api/auth/password/verify", { password: PASSWORD });
    const done = await member.put("/api/auth/password", {
      newPassword: "Forklift#62x",
      newPasswordConfirm: "Forklift#62x",
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: t("changeDone") });
    expect((await otherDevice.get("/api/auth/session")).body.user).toBeNull();
    expect((await member.get("/api/auth/session")).body.user.userId).toBe(member.userId);
    expect((await (await env.client()).login(member.userId, PASSWORD)).status).toBe(401);
    expect((await (await env.client()).login(member.userId, "Forklift#62x")).status).toBe(200);
    const again = await member.put("/api/auth/password", {
      newPassword: "Cargo!bay47",
      newPasswordConfirm: "Cargo!bay47",
    });
    expect(again.body.code).toBe("REAUTH_REQUIRED");
    const audit = await env.ctx.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "member.passwordChange")
      .where("targetId", "=", member.userId)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("lets a re-check expire after 10 minutes", async () => {
    const member = await env.member("U");
    await member.post("/api/auth/password/verify", { password: PASSWORD });
    await env.ctx.db
      .updateTable("sessions")
      .set({ reauthAt: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("userId", "=", member.userId)
      .execute();
    const res = await member.put("/api/auth/password", {
      newPassword: "Forklift#62x",
      newPasswordConfirm: "Forklift#62x",
    });
    expect(res.body.code).toBe("REAUTH_REQUIRED");
  });

  it("locks the account after repeated wrong re-checks, even for the right password", async () => {
    const member = await env.member("U");
    for (let i = 0; i < 5; i++) {
      expect((await member.post("/api/auth/password/verify", { password: `Wrong${i}12!` })).status).toBe(400);
    }
    const locked = await member.post("/api/auth/password/verify", { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("ACCOUNT_LOCKED");
  });

  it("refuses members created by a social login (no portal password)", async () => {
    const member = await env.member("U");
    await env.ctx.db
      .updateTable("users")
      .set({ passwordHash: null, socialProvider: "naver" })
      .where("userId", "=", member.userId)
      .execute();
    for (const res of [
      await member.post("/api/auth/password/verify", { password: PASSWORD }),
      await member.put("/api/auth/password", {
        newPassword: "Forklift#62x",
        newPasswordConfirm: "Forklift#62x",
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "SOCIAL_NO_PASSWORD", detail: t("changeSocial") });
    }
  });
});
