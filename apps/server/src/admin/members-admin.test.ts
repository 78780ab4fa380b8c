/**
 * Member administration through the HTTP API: search, role change (never one's own), lock and
 * unlock (sessions end at once), the password reset link (single use, 30 minutes) and the login
 * history.
 */
import fs from "node:fs";
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { type MailMessage, outboxDir } from "../mail/mailer.ts";

describe.each(DIALECTS)("member administration on %s", (dialect) => {
  let env: TestApp;
  let admin: Client & { userId: string };

  const mails: MailMessage[] = [];

  /** The token of the newest reset link mailed to `email`. */
  function lastResetToken(email: string): string {
    const mail = mails.findLast((m) => m.to === email);
    const match = /token=([\w-]+)/.exec(mail?.text ?? "");
    if (!match?.[1]) throw new Error(`no reset mail to ${email}`);
    return match[1];
  }

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { userId: "chiefadmin", nameKo: "최관리" });
    // Keep a copy of each message; the real mailer still files it in the outbox.
    const mailer = env.ctx.mailer;
    env.ctx.mailer = {
      send: (message) => {
        mails.push(message);
        return mailer.send(message);
      },
    };
  });
  afterAll(() => env.close());

  it("lists and searches members by id, name, company and e-mail, with role and state filters", async () => {
    await env.member("U", { userId: "parkhaneul", nameKo: "박하늘" });
    await env.member("M", { userId: "leebada", nameKo: "이바다" });
    await env.ctx.db.updateTable("users").set({ companyName: "바다물류" }).where("userId", "=", "leebada").execute();
    const byName = await admin.get(`/api/admin/members?q=${encodeURIComponent("하늘")}`);
    expect(byName.body.items.map((m: { userId: string }) => m.userId)).toEqual(["parkhaneul"]);
    expect(byName.body.items[0]).toMatchObject({ nameKo: "박하늘", role: "U", state: "active" });
    expect(byName.body.items[0].lastLoginAt).toBeTruthy();
    const byCompany = await admin.get(`/api/admin/members?q=${encodeURIComponent("바다물류")}`);
    expect(byCompany.body.items.map((m: { userId: string }) => m.userId)).toEqual(["leebada"]);
    const byRole = await admin.get("/api/admin/members?role=M");
    expect(byRole.body.items.every((m: { role: string }) => m.role === "M")).toBe(true);
    expect(byRole.body.total).toBeGreaterThanOrEqual(1);
    const bad = await admin.get("/api/admin/members?pageSize=7");
    expect(bad.status).toBe(400);
    const badRole = await admin.get("/api/admin/members?role=X");
    expect(badRole.status).toBe(400);
  });

  it("changes a role among U, D, M, A with immediate effect, never the administrator's own", async () => {
    const member = await env.member("U", { userId: "rolechange1" });
    for (const role of ["D", "M", "A", "U"]) {
      const res = await admin.put("/api/admin/members/rolechange1/role", { role });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(role);
      expect((await member.get("/api/auth/session")).body.user.role).toBe(role);
    }
    const own = await admin.put(`/api/admin/members/${admin.userId}/role`, { role: "U" });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: "OWN_ACCOUNT", detail: t("memberOwnRole") });
    const invalid = await admin.put("/api/admin/members/rolechange1/role", { role: "X" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.detail).toBe(t("memberChooseRole"));
    const missing = await admin.put("/api/admin/members/nobodyhere/role", { role: "M" });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(t("memberNotFound"));
    const audit = await admin.get("/api/admin/audit?action=member.role&targetId=rolechange1");
    expect(audit.body.total).toBe(4);
    expect(audit.body.items[0].detail).toEqual({ from: "A", to: "U" });
  });

  it("lets no member raise their own role, even one an administrator promoted to M", async () => {
    const member = await env.member("M", { userId: "selfraise1" });
    for (const [url, body] of [
      ["/api/admin/members/selfraise1/role", { role: "A" }],
      ["/api/admin/members/selfraise1/unlock", {}],
    ] as const) {
      const res = await member.request(url.endsWith("role") ? "PUT" : "POST", url, { body });
      expect(res.status).toBe(403);
    }
    const login = await member.post("/api/auth/login", { userId: "selfraise1", password: PASSWORD, role: "A" });
    expect(login.body.user.role).toBe("M");
  });

  it("locks a member out at once and unlocks them; never the administrator's own account", async () => {
    const member = await env.member("U", { userId: "lockme01" });
    const locked = await admin.post("/api/admin/members/lockme01/lock", {});
    expect(locked.body).toMatchObject({ state: "locked" });
    expect((await member.get("/api/auth/session")).body.user).toBeNull();
    const fresh = await env.client();
    const login = await fresh.login("lockme01");
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: "ACCOUNT_LOCKED_BY_ADMIN", detail: t("loginLockedByAdmin") });
    const lockedList = await admin.get("/api/admin/members?state=locked");
    expect(lockedList.body.items.map((m: { userId: string }) => m.userId)).toContain("lockme01");

    const unlocked = await admin.post("/api/admin/members/lockme01/unlock", {});
    expect(unlocked.body.state).toBe("active");
    expect((await fresh.login("lockme01")).status).toBe(200);

    const self = await admin.post(`/api/admin/members/${admin.userId}/lock`, {});
    expect(self.status).toBe(403);
    expect(self.body.detail).toBe(t("memberOwnLock"));
    expect((await admin.get("/api/auth/session")).body.user.userId).toBe(admin.userId);
  });

  it("keeps every role and state total exact through role changes, locks, deactivation and concurrent sign-ups", async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => env.member(i % 2 ? "D" : "U", { userId: `counted${i}` })));
    await admin.put("/api/admin/members/counted1/role", { role: "M" });
    await admin.post("/api/admin/members/counted2/lock", {});
    await env.ctx.db.updateTable("users").set({ active: 0 }).where("userId", "=", "counted3").execute();
    await env.ctx.db.deleteFrom("users").where("userId", "=", "counted4").execute();
    const users = await env.ctx.db.selectFrom("users").select(["role", "active", "lockedAt"]).execute();
    const stateOf = (u: { active: number; lockedAt: string | null }) =>
      u.lockedAt ? "locked" : u.active ? "active" : "inactive";
    for (const role of ["", "U", "D", "M", "A"]) {
      for (const state of ["", "active", "locked", "inactive"]) {
        const params = new URLSearchParams(Object.entries({ role, state }).filter(([, value]) => value));
        const res = await admin.get(`/api/admin/members?${params}`);
        const expected = users.filter((u) => (!role || u.role === role) && (!state || stateOf(u) === state)).length;
        expect(res.body.total, `role ${role || "any"}, state ${state || "any"}`).toBe(expected);
      }
    }
  });

  it("mails a single-use reset link that sets a new password within 30 minutes", async () => {
    const member = await env.member("U", { userId: "resetme01", nameKo: "정재설" });
    const sent = await admin.post("/api/admin/members/resetme01/password-reset", {});
    expect(sent.status).toBe(200);
    expect(sent.body.email).toBe("resetme01@example.kr");
    const minutes = (Date.parse(sent.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const token = lastResetToken("resetme01@example.kr");
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(t("passwordResetMailSubject"));
    expect(mail?.text).toContain("정재설님");
    expect(mail?.text).toContain(`${env.ctx.config.publicUrl}/app/FUL/PasswordReset#token=`);
    expect(fs.readdirSync(outboxDir(env.ctx.config)).length).toBeGreaterThan(0);
    const stored = await env.ctx.db
      .selectFrom("passwordResetTokens")
      .selectAll()
      .where("userId", "=", "resetme01")
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const visitor = await env.client();
    const weak = await visitor.post("/api/auth/password-reset/confirm", { token, newPassword: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toBe(t("passwordLength"));
    const ok = await visitor.post("/api/auth/password-reset/confirm", { token, newPassword: "Pallet#59go" });
    expect(ok.status).toBe(200);
    expect((await member.get("/api/auth/session")).body.user).toBeNull();
    expect((await visitor.login("resetme01", "Pallet#59go")).status).toBe(200);
    const reused = await (await env.client()).post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "Tr4ck#Load9",
    });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe(t("resetTokenInvalid"));

    // A newer link replaces an unused one; an expired link does nothing.
    await admin.post("/api/admin/members/resetme01/password-reset", {});
    const first = lastResetToken("resetme01@example.kr");
    await env.ctx.db
      .updateTable("passwordResetTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", "resetme01")
      .where("usedAt", "is", null)
      .execute();
    const expired = await (await env.client()).post("/api/auth/password-reset/confirm", {
      token: first,
      newPassword: "Busan!port7",
    });
    expect(expired.status).toBe(400);
    expect((await (await env.client()).login("resetme01", "Pallet#59go")).status).toBe(200);
  });

  it("refuses a reset link for a member without an e-mail address", async () => {
    await env.member("U", { userId: "nomail001" });
    await env.ctx.db.updateTable("users").set({ email: null }).where("userId", "=", "nomail001").execute();
    const res = await admin.post("/api/admin/members/nomail001/password-reset", {});
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(t("memberNoEmail"));
    const tokens = await env.ctx.db
      .selectFrom("passwordResetTokens")
      .selectAll()
      .where("userId", "=", "nomail001")
      .execute();
    expect(tokens).toEqual([]);
  });

  it("shows a member's login history with successes, failures and the source address", async () => {
    await env.member("U", { userId: "history01" });
    const client = await env.client();
    await client.login("history01", "Wrong123!");
    await client.login("history01");
    const res = await admin.get("/api/admin/members/history01/logins");
    expect(res.status).toBe(200);
    expect(res.body.items.map((e: { action: string }) => e.action)).toEqual([
      "login.success",
      "login.failure",
      "login.success",
    ]);
    expect(res.body.items[1]).toMatchObject({ actorId: "history01", targetId: "history01", ip: "127.0.0.1" });
    expect(res.body.items[1].detail).toEqual({ reason: "LOGIN_FAILED" });
    const missing = await admin.get("/api/admin/members/nobodyhere/logins");
    expect(missing.status).toBe(404);
  });
});
