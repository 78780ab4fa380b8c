/**
 * The approval queues through the HTTP API: members submit company registration requests and
 * alliance applications (with the spec's messages); administrators approve or refuse each once.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(DIALECTS)("company requests and alliance applications on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;

  const withCompany = async (userId: string, code: string) => {
    const member = await env.member("M", { userId });
    await env.ctx.db
      .updateTable("users")
      .set({ companyCode: code, companyName: "새솔로지스" })
      .where("userId", "=", userId)
      .execute();
    return member;
  };

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A");
  });
  afterAll(() => env.close());

  it("validates a company request and allows one pending request per member", async () => {
    const member = await env.member("U", { userId: "companyreq1" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ businessNo: "123", companyName: "한빛" }, "businessNo", t("businessNoInvalid")],
      [{ businessNo: "123-45-6789a", companyName: "한빛" }, "businessNo", t("businessNoInvalid")],
      [{ businessNo: "1234567891", companyName: " " }, "companyName", t("companyNameRequired")],
    ];
    for (const [body, field, detail] of cases) {
      const res = await member.post("/api/me/company-request", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
    const ok = await member.post("/api/me/company-request", { businessNo: "123-45-67891", companyName: "한빛물류" });
    expect(ok.status).toBe(201);
    const twice = await member.post("/api/me/company-request", { businessNo: "1234567891", companyName: "한빛물류" });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(t("requestPendingExists"));
    const visitor = await env.client();
    expect((await visitor.post("/api/me/company-request", { businessNo: "1234567891", companyName: "x" })).status).toBe(
      401,
    );
  });

  it("approves a company request once: the member joins the company", async () => {
    const member = await env.member("U", { userId: "companyreq2", nameKo: "한결" });
    const created = await member.post("/api/me/company-request", { businessNo: "3456789013", companyName: "결물류" });
    const list = await admin.get("/api/admin/company-requests?status=pending");
    const row = list.body.items.find((r: { id: number }) => r.id === created.body.id);
    expect(row).toMatchObject({ userId: "companyreq2", nameKo: "한결", businessNo: "3456789013", status: "pending" });

    const approved = await admin.post(`/api/admin/company-requests/${created.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    const session = await member.get("/api/auth/session");
    expect(session.body.user).toMatchObject({ companyCode: "C3456789013", companyName: "결물류" });
    const again = await admin.post(`/api/admin/company-requests/${created.body.id}/refuse`, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(t("requestAlreadyDecided"));
    const missing = await admin.post("/api/admin/company-requests/999999/approve", {});
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(t("requestNotFound"));
    const done = await admin.get("/api/admin/company-requests?status=approved");
    expect(done.body.items[0]).toMatchObject({ id: created.body.id, status: "approved" });
    expect(done.body.items[0].decidedAt).toBeTruthy();
  });

  it("refuses a company request with a reason and leaves the member unchanged", async () => {
    const member = await env.member("U", { userId: "companyreq3" });
    const created = await member.post("/api/me/company-request", { businessNo: "4567890121", companyName: "거절물류" });
    const long = await admin.post(`/api/admin/company-requests/${created.body.id}/refuse`, {
      reason: "가".repeat(201),
    });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe(t("reasonTooLong"));
    const refused = await admin.post(`/api/admin/company-requests/${created.body.id}/refuse`, {
      reason: "사업자 정보 불일치",
    });
    expect(refused.status).toBe(200);
    const list = await admin.get("/api/admin/company-requests?status=refused");
    expect(list.body.items[0]).toMatchObject({ status: "refused", reason: "사업자 정보 불일치" });
    expect((await member.get("/api/auth/session")).body.user.companyCode).toBeNull();
  });

  it("takes alliance applications only from company members, with the spec's messages", async () => {
    const plain = await env.member("U", { userId: "alliance01" });
    const refused = await plain.post("/api/me/alliance", { companyName: "새솔", representativeName: "김대표" });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(t("allianceCompanyOnly"));

    const member = await withCompany("alliance02", "C5678901234");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: "", representativeName: "김대표" }, "companyName", t("allianceEnterCompany")],
      [{ companyName: "새솔", representativeName: " " }, "representativeName", t("allianceEnterRepresentative")],
      [{ companyName: "가".repeat(21), representativeName: "김대표" }, "companyName", t("allianceNameTooLong")],
    ];
    for (const [body, field, detail] of cases) {
      const res = await member.post("/api/me/alliance", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
    const ok = await member.post("/api/me/alliance", { companyName: "새솔로지스", representativeName: "김대표" });
    expect(ok.status).toBe(201);
    const approved = await admin.post(`/api/admin/alliance-applications/${ok.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    const company = await env.ctx.db
      .selectFrom("companies")
      .selectAll()
      .where("companyCode", "=", "C5678901234")
      .executeTakeFirstOrThrow();
    expect(company.allianceAt).toBeTruthy();
    const list = await admin.get("/api/admin/alliance-applications?status=approved");
    expect(list.body.items[0]).toMatchObject({ userId: "alliance02", representativeName: "김대표" });
    const audit = await admin.get(`/api/admin/audit?action=alliance.approve&targetId=${ok.body.id}`);
    expect(audit.body.total).toBe(1);
  });

  it("keeps one pending request and one pending application per member under 20 submissions at once", async () => {
    const member = await withCompany("atoncereq1", "CATONCE1");
    const statuses = async (url: string, body: object) =>
      (await Promise.all(Array.from({ length: 20 }, () => member.post(url, body)))).map((r) => r.status);
    const requests = await statuses("/api/me/company-request", { businessNo: "2208162517", companyName: "동시물류" });
    const applications = await statuses("/api/me/alliance", {
      companyName: "새솔로지스",
      representativeName: "김대표",
    });
    for (const [list, table] of [
      [requests, "companyRequests"],
      [applications, "allianceApplications"],
    ] as const) {
      expect(list.filter((s) => s === 201)).toHaveLength(1);
      expect(list.filter((s) => s === 409)).toHaveLength(19);
      const rows = await env.ctx.db.selectFrom(table).select("id").where("userId", "=", "atoncereq1").execute();
      expect(rows).toHaveLength(1);
    }
    const again = await member.post("/api/me/company-request", { businessNo: "2208162517", companyName: "동시물류" });
    expect(again.body).toMatchObject({ code: "PENDING_EXISTS" });
  });

  it("decides a request once under 20 approvals at once, and creates one company for two approved at once", async () => {
    const ids: number[] = [];
    for (const userId of ["atonceappr1", "atonceappr2"]) {
      const member = await env.member("U", { userId });
      const created = await member.post("/api/me/company-request", {
        businessNo: "1048100261",
        companyName: "한날물류",
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const first = ids[0] ?? 0;
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post(`/api/admin/company-requests/${first}/${i % 2 ? "approve" : "refuse"}`, {}),
      ),
    );
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(1);
    expect(decisions.filter((r) => r.body.code === "ALREADY_DECIDED")).toHaveLength(19);
    await env.ctx.db.updateTable("companyRequests").set({ status: "pending" }).where("id", "in", ids).execute();
    const both = await Promise.all(ids.map((id) => admin.post(`/api/admin/company-requests/${id}/approve`, {})));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const companies = await env.ctx.db
      .selectFrom("companies")
      .select("companyCode")
      .where("businessNo", "=", "1048100261")
      .execute();
    expect(companies).toEqual([{ companyCode: "C1048100261" }]);
  });
});
