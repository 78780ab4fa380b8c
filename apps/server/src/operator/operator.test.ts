/**
 * Operator details through the HTTP API (issue 24 §3), on SQLite and PostgreSQL: everyone reads
 * them; only administrators save (visitors, U and M members refused, nothing stored); every field
 * is validated with a Korean message; a save is audited with the changed fields; administrators
 * saving at once leave a consistent chain of audit entries.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorDetails } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

const VALID = operatorDetails;

describe.each(DIALECTS)("operator details on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let visitor: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A", { nameKo: "관리자" });
    visitor = await env.client();
  });
  afterAll(() => env.close());

  it("are refused to everyone but administrators, validated, stored, shown to all and audited", async () => {
    expect((await visitor.get("/api/operator")).body).toEqual({ operator: null });
    for (const wrong of [visitor, await env.member("U"), await env.member("M")]) {
      const refused = await wrong.put("/api/admin/operator", VALID);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(t("guardAdminOnly"));
    }
    expect((await visitor.get("/api/operator")).body).toEqual({ operator: null });

    const badCases: [Record<string, string>, string, string][] = [
      [{ organization: "  " }, "organization", t("operatorFieldRequired")],
      [{ address: "가".repeat(201) }, "address", t("operatorFieldTooLong")],
      [{ phone: "전화 없음" }, "phone", t("phoneRule")],
      [{ businessNo: "123-45-67890" }, "businessNo", t("businessNoChecksum")],
      [{ businessNo: "12345" }, "businessNo", t("businessNoInvalid")],
      [{ privacyOfficerEmail: "privacy" }, "privacyOfficerEmail", t("emailInvalid")],
    ];
    for (const [change, field, detail] of badCases) {
      const bad = await admin.put("/api/admin/operator", { ...VALID, ...change });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field, detail });
    }
    const missing = await admin.put("/api/admin/operator", { ...VALID, privacyOfficer: undefined });
    expect(missing.body).toMatchObject({ field: "privacyOfficer", detail: t("operatorFieldRequired") });
    expect((await visitor.get("/api/operator")).body).toEqual({ operator: null });

    const saved = await admin.put("/api/admin/operator", { ...VALID, businessNo: "1234567891" });
    expect(saved.status).toBe(200);
    const shown = (await visitor.get("/api/operator")).body.operator;
    expect(shown).toMatchObject({ ...VALID, businessNo: "123-45-67891" });

    const changed = await admin.put("/api/admin/operator", { ...VALID, privacyOfficer: "박지훈" });
    expect(changed.status).toBe(200);
    expect((await visitor.get("/api/operator")).body.operator.privacyOfficer).toBe("박지훈");

    const audit = await admin.get("/api/admin/audit?action=operator.update");
    const [latest, first] = audit.body.items;
    expect(audit.body.items).toHaveLength(2);
    expect(latest.detail).toEqual({ privacyOfficer: ["이서연", "박지훈"] });
    expect(first.detail).toMatchObject({ organization: [null, VALID.organization], businessNo: [null, "1234567891"] });
    expect(latest.actorId).toBeTruthy();
  });

  it("keeps one row and a consistent audit chain when administrators save at once", async () => {
    const names = ["가온", "나래", "다솜"];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.put("/api/admin/operator", { ...VALID, representative: names[i % 3] }),
      ),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    const rows = await env.ctx.db.selectFrom("operatorInfo").selectAll().execute();
    expect(rows).toHaveLength(1);
    const entries = await env.ctx.db
      .selectFrom("auditLog")
      .select("detail")
      .where("action", "=", "operator.update")
      .orderBy("id")
      .execute();
    // Each entry's "before" is the value the previous save stored.
    let current = VALID.representative;
    for (const entry of entries.slice(2)) {
      const change = JSON.parse(entry.detail ?? "{}").representative as [string, string] | undefined;
      if (!change) continue;
      expect(change[0]).toBe(current);
      current = change[1];
    }
    expect(current).toBe(rows[0]?.representative);
  });
});
