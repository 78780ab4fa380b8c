/**
 * Pages through the HTTP API (issue 12): reads (public, login-guarded, unknown), administrator-only
 * saves as the wrong users, sanitising, version history and restore, concurrent saves from one
 * version (only one wins), public past versions of the legal texts, the participation PDF, and the
 * logistics council statistics counted from company records with administrator-set kinds, and the
 * administrators' list of pages and popups (refused to members and visitors). Pictures saved into a page
 * (the portal's drawings, uploaded page pictures) carry their width and height (issue 38 §2).
 */
import path from "node:path";
import { t } from "@portal/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(DIALECTS)("pages on %s", (dialect) => {
  let env: TestApp;
  let admin: Client & { userId: string };
  let visitor: Client;

  beforeAll(async () => {
    // The folder the drawings (/img/...) are read from: the web app's own (the build copies it to dist/).
    env = await startTestApp(dialect, { WEB_DIST: path.resolve(import.meta.dirname, "../../../web/public") });
    admin = await env.member("A", { nameKo: "관리자" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("serves every seeded page; guarded pages need a login; unknown pages are 404", async () => {
    const overview = await visitor.get("/api/pages/PLT010101");
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ pageId: "PLT010101", title: "사업 개요", version: 1, past: false });
    expect(overview.body.bodyHtml).toContain("105억 원");
    expect(overview.body.bodyHtml).toContain('src="/img/pages/goal.svg"');

    const guarded = await visitor.get("/api/pages/PLT020301");
    expect(guarded.status).toBe(401);
    expect(guarded.body.detail).toBe(t("errorLoginRequired"));
    const member = await env.member("U");
    expect((await member.get("/api/pages/PLT020301")).status).toBe(200);
    // The login-guarded full page /app/FUL/PLT000101_11: the member services guide.
    expect((await visitor.get("/api/pages/PLT000101_11")).status).toBe(401);
    expect((await member.get("/api/pages/PLT000101_11")).body).toMatchObject({ title: "회원 서비스 안내" });

    const unknown = await visitor.get("/api/pages/PLT999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(t("pageNotFound"));
  });

  it("lets only administrators save, list history and restore", async () => {
    const body = { title: "사업 개요", bodyHtml: "<p>바뀐 내용</p>", baseVersion: 1 };
    const member = await env.member("M");
    const asVisitor = await visitor.put("/api/pages/PLT010301", body);
    expect(asVisitor.status).toBe(401);
    const asMember = await member.put("/api/pages/PLT010301", body);
    expect(asMember.status).toBe(403);
    expect(asMember.body.detail).toBe(t("errorAdminOnly"));
    expect((await member.get("/api/pages/PLT010301/versions")).status).toBe(403);
    expect((await member.post("/api/pages/PLT010301/versions/1/restore")).status).toBe(403);
    expect((await visitor.get("/api/pages/PLT010301/versions/1")).status).toBe(401);
    // Nothing was written by the refused calls.
    expect((await visitor.get("/api/pages/PLT010301")).body.version).toBe(1);
  });

  it("lists every stored page and popup for administrators only, each with its address and current version", async () => {
    for (const wrong of [visitor, await env.member("U"), await env.member("M")]) {
      const refused = await wrong.get("/api/admin/pages");
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(t("errorAdminOnly"));
    }
    const list = await admin.get("/api/admin/pages");
    expect(list.status).toBe(200);
    const items = list.body.items as { pageId: string; path: string; kind: string; title: string; version: number }[];
    expect(items.find((p) => p.pageId === "POPUP_PLT000101_01")).toMatchObject({
      path: "/app/POPUP/PLT000101_01",
      kind: "popup",
      version: 1,
    });
    expect(items.find((p) => p.pageId === "PLT010101")).toMatchObject({ path: "/app/PLT010101", kind: "page" });
    expect(items.find((p) => p.pageId === "TermsOfservice")?.kind).toBe("policy");
    expect(items.every((p) => p.title.length > 0)).toBe(true);
    expect(items.filter((p) => p.kind === "popup").length).toBe(7);
  });

  it("sanitises, versions and restores a page, and refuses a save from a stale version", async () => {
    const saved = await admin.put("/api/pages/PLT010601", {
      title: "특허 현황",
      bodyHtml: '<p onclick="x()">새 특허<script>alert(1)</script><img src="/img/pages/agv.svg" alt="AGV"></p>',
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, title: "특허 현황", updatedByName: "관리자" });
    expect(saved.body.bodyHtml).toBe(
      '<p>새 특허<img width="800" height="360" src="/img/pages/agv.svg" alt="AGV" /></p>',
    );
    expect((await visitor.get("/api/pages/PLT010601")).body.title).toBe("특허 현황");

    const stale = await admin.put("/api/pages/PLT010601", { title: "늦은 저장", bodyHtml: "<p>x</p>", baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(t("pageVersionConflict"));

    const empty = await admin.put("/api/pages/PLT010601", {
      title: "빈",
      bodyHtml: "<p><script>x</script></p>",
      baseVersion: 2,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(t("pageBodyRequired"));
    const noTitle = await admin.put("/api/pages/PLT010601", { title: " ", bodyHtml: "<p>x</p>", baseVersion: 2 });
    expect(noTitle.body).toMatchObject({ field: "title", detail: t("pageTitleRequired") });

    const restored = await admin.post("/api/pages/PLT010601/versions/1/restore");
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, title: "특허" });
    const history = await admin.get("/api/pages/PLT010601/versions");
    expect(history.body.items.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(history.body.items[0]).toMatchObject({ current: true, restoredFrom: 1, createdByName: "관리자" });
    expect(history.body.items[2]).toMatchObject({ current: false, createdByName: "시스템" });
    expect((await admin.post("/api/pages/PLT010601/versions/9/restore")).status).toBe(404);

    // The save and the restore are in the audit log; the refused ones are not.
    const saves = await admin.get("/api/admin/audit?action=page.save&targetId=PLT010601");
    expect(saves.body.items).toHaveLength(1);
    expect(saves.body.items[0]).toMatchObject({ targetType: "page", detail: { version: 2 } });
    const restores = await admin.get("/api/admin/audit?action=page.restore&targetId=PLT010601");
    expect(restores.body.items).toHaveLength(1);
    expect(restores.body.items[0]).toMatchObject({ detail: { version: 3, restoredFrom: 1 } });
  });

  it("lets only one of many simultaneous saves from the same version through", async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        admin.put("/api/pages/PLT010701", { title: `사례 ${i}`, bodyHtml: `<p>${i}</p>`, baseVersion: 1 }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(39);
    const history = await admin.get("/api/pages/PLT010701/versions");
    expect(history.body.items).toHaveLength(2);
    const audited = await admin.get("/api/admin/audit?action=page.save&targetId=PLT010701");
    expect(audited.body.items).toHaveLength(1);
  });

  it("keeps past versions of the legal texts readable by anyone", async () => {
    const current = await visitor.get("/api/pages/TermsOfservice");
    expect(current.body.bodyHtml).toContain("2021");
    await admin.put("/api/pages/TermsOfservice", {
      title: current.body.title,
      bodyHtml: "<p>개정 약관</p>",
      baseVersion: 1,
    });
    const history = await visitor.get("/api/pages/TermsOfservice/versions");
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(2);
    // The editor by name, never by login id.
    expect(history.body.items[0].createdByName).toBe("관리자");
    expect(history.body.items[0]).not.toHaveProperty("createdById");
    expect(JSON.stringify(history.body)).not.toContain(admin.userId);
    const past = await visitor.get("/api/pages/TermsOfservice/versions/1");
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ version: 1, past: true });
    expect(past.body.bodyHtml).toBe(current.body.bodyHtml);
    expect((await visitor.get("/api/pages/TermsOfservice")).body.bodyHtml).toBe("<p>개정 약관</p>");
  });

  it("takes pictures for page bodies from administrators only and serves them to anyone", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1c5fb8" } })
      .png()
      .toBuffer();
    const member = await env.member("M");
    expect((await member.upload("/api/pages/PLT010101/media", [{ name: "a.png", data: png }])).status).toBe(403);
    const text = await admin.upload("/api/pages/PLT010101/media", [
      { name: "a.txt", data: "hello", type: "text/plain" },
    ]);
    expect(text.status).toBe(415);
    const uploaded = await admin.upload("/api/pages/PLT010101/media", [{ name: "그림.png", data: png }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/api\/pages-media\/\d+$/);
    const picture = await visitor.get(uploaded.body.url);
    expect(picture.status).toBe(200);
    expect(String(picture.headers["content-type"])).toMatch(/^image\//);
    const saved = await admin.put("/api/pages/PLT010201", {
      title: "목적과 비전",
      bodyHtml: `<p>그림</p><img src="${uploaded.body.url}" alt="그림">`,
      baseVersion: 1,
    });
    expect(saved.body.bodyHtml).toContain(`<img width="40" height="30" src="${uploaded.body.url}"`);
    expect((await visitor.get("/api/pages-media/99999")).status).toBe(404);
  });

  it("serves the participation-intent form as a PDF", async () => {
    const pdf = await visitor.get("/api/pages-files/participation-intent.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(String(pdf.body).startsWith("%PDF-")).toBe(true);
  });

  it("counts the logistics council statistics from company records; kinds are set by administrators", async () => {
    const now = new Date().toISOString();
    const lastYear = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await env.ctx.db
      .insertInto("companies")
      .values([
        { companyCode: "K1", name: "가온물류", businessNo: null, allianceAt: null, createdAt: now, updatedAt: now },
        { companyCode: "K2", name: "나래정밀", businessNo: null, allianceAt: null, createdAt: now, updatedAt: now },
        {
          companyCode: "K3",
          name: "다솜상사",
          businessNo: null,
          allianceAt: null,
          createdAt: lastYear,
          updatedAt: now,
        },
      ])
      .execute();
    const member = await env.member("M");
    expect((await member.put("/api/admin/companies/K1/kind", { kind: "logistics" })).status).toBe(403);
    expect((await visitor.put("/api/admin/companies/K1/kind", { kind: "logistics" })).status).toBe(403);
    expect((await member.get("/api/admin/companies")).status).toBe(403);
    expect((await admin.put("/api/admin/companies/K1/kind", { kind: "logistics" })).status).toBe(200);
    expect((await admin.put("/api/admin/companies/K2/kind", { kind: "manufacturing" })).status).toBe(200);
    const bad = await admin.put("/api/admin/companies/K2/kind", { kind: "shipping" });
    expect(bad.body).toMatchObject({ field: "kind", detail: t("companyKindInvalid") });
    expect((await admin.put("/api/admin/companies/NOPE/kind", { kind: "other" })).status).toBe(404);
    // Every change of kind is audited with the kind before and after; refused and unknown ones are not.
    const audited = await admin.get("/api/admin/audit?action=company.kind");
    expect(audited.body.items.map((e: { targetId: string }) => e.targetId).sort()).toEqual(["K1", "K2"]);
    const k1 = audited.body.items.find((e: { targetId: string }) => e.targetId === "K1");
    expect(k1).toMatchObject({ targetType: "company", detail: { kind: ["other", "logistics"] } });
    expect(k1.actorId).toBeTruthy();
    // Administrators changing one company's kind at once: each entry's "before" is the previous "after".
    const kinds = ["logistics", "manufacturing", "other"] as const;
    const changes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => admin.put("/api/admin/companies/K3/kind", { kind: kinds[i % 3] })),
    );
    expect(changes.every((res) => res.status === 200)).toBe(true);
    const chain = await env.ctx.db
      .selectFrom("auditLog")
      .select("detail")
      .where("action", "=", "company.kind")
      .where("targetId", "=", "K3")
      .orderBy("id")
      .execute();
    const steps = chain.map((row) => (JSON.parse(String(row.detail)) as { kind: [string, string] }).kind);
    expect(steps).toHaveLength(30);
    expect(steps[0]![0]).toBe("other");
    for (let i = 1; i < steps.length; i++) expect(steps[i]![0]).toBe(steps[i - 1]![1]);
    expect((await admin.put("/api/admin/companies/K3/kind", { kind: "other" })).status).toBe(200);
    const list = await admin.get("/api/admin/companies");
    expect(list.body.items.map((c: { companyCode: string }) => c.companyCode).sort()).toEqual(["K1", "K2", "K3"]);

    const stats = await visitor.get("/api/stats/logistics");
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      allCompanyCount: 3,
      logisticsCompanyCount: 1,
      manufacturingCompanyCount: 1,
      otherCompanyCount: 1,
      thisMonthCompanyCount: 2,
      thisYearCompanyCount: 2,
    });
    expect(stats.body.businessYear).toBeGreaterThanOrEqual(2026);
  });
});
