/**
 * My page through the HTTP API (members spec sections 2, 3, 4, 5, 8): the member's own data, the
 * profile edit rules (Korean name 2–4 Hangul, e-mail pattern, one account per e-mail) with nothing
 * written on a refusal, the company registration request after the business number check, and the
 * alliance application for company members only.
 */
import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  nameKo: "김수정",
  email: "edited@example.kr",
  nameEn: "Sujeong Kim",
  mobileNo: "010-2222-3333",
  telNo: "",
  faxNo: "032-000-9999",
  ...overrides,
});

describe.each(DIALECTS)("my page on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  it("shows the member's own data and nothing to visitors", async () => {
    expect((await (await env.client()).get("/api/me")).status).toBe(401);
    const member = await env.member("U", { nameKo: "박회원" });
    const res = await member.get("/api/me");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: member.userId,
      nameKo: "박회원",
      nameEn: null,
      email: `${member.userId}@example.kr`,
      mobileNo: null,
      telNo: null,
      faxNo: null,
      businessNo: null,
      companyCode: null,
      companyName: null,
      role: "U",
      companyStatus: null,
      allianceStatus: null,
      socialProvider: null,
      hasPassword: true,
      linkedProviders: [],
    });
    expect(JSON.stringify(res.body)).not.toContain("argon2");
  });

  it("edits the profile with the spec's rules and writes nothing on a refusal", async () => {
    const member = await env.member("U", { nameKo: "원래이름" });
    const other = await env.member("U");
    const before = await env.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("userId", "=", member.userId)
      .executeTakeFirst();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nameKo: "K" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "김" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "A".repeat(51) }, "nameKo", t("nameKoRule")],
      [{ nameKo: "김-수" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "" }, "nameKo", t("nameKoRule")],
      [{ email: "" }, "email", t("emailFormatInvalid")],
      [{ email: "edited@" }, "email", t("emailFormatInvalid")],
      [{ mobileNo: "공일공" }, "mobileNo", t("phoneRule")],
    ];
    for (const [overrides, field, detail] of cases) {
      const res = await member.put("/api/me", profileBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body).toMatchObject({ code: "INVALID_INPUT", field, detail });
    }
    const taken = await member.put("/api/me", profileBody({ email: `${other.userId.toUpperCase()}@EXAMPLE.KR` }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "DUPLICATE_EMAIL", detail: t("emailTaken") });
    const after = await env.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("userId", "=", member.userId)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it("saves the profile, answers with the server message and updates the session's name", async () => {
    const member = await env.member("U", { nameKo: "원래이름" });
    const res = await member.put("/api/me", profileBody({ role: "A", companyCode: "CHACK" }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(t("profileSaved"));
    expect(res.body.profile).toMatchObject({
      nameKo: "김수정",
      email: "edited@example.kr",
      nameEn: "Sujeong Kim",
      mobileNo: "010-2222-3333",
      telNo: null,
      faxNo: "032-000-9999",
      role: "U",
      companyCode: null,
    });
    expect((await member.get("/api/auth/session")).body.user).toMatchObject({
      nameKo: "김수정",
      email: "edited@example.kr",
    });
    // The member's own e-mail again is not a duplicate.
    expect((await member.put("/api/me", profileBody({ email: "Edited@Example.kr" }))).status).toBe(200);
  });

  it("requests a company registration after the business number check, once at a time", async () => {
    const member = await env.member("U");
    const check = await member.post("/api/registration/check-business-no", { businessNo: "567-89-01230" });
    expect(check.body).toMatchObject({ businessNo: "5678901230", message: t("businessNoAvailable") });
    const bad = await member.post("/api/me/company-request", { businessNo: "567-89-01231", companyName: "새솔" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "businessNo", detail: t("businessNoChecksum") });
    const ok = await member.post("/api/me/company-request", { businessNo: "567-89-01230", companyName: "새솔로지스" });
    expect(ok.status).toBe(201);
    expect((await member.get("/api/me")).body.companyStatus).toBe("pending");
    const twice = await member.post("/api/me/company-request", {
      businessNo: "567-89-01230",
      companyName: "새솔로지스",
    });
    expect(twice.status).toBe(409);
  });

  it("refuses a request for the company the member already belongs to", async () => {
    const member = await env.member("M");
    await env.ctx.db
      .updateTable("users")
      .set({ companyCode: "C2345678904", companyName: "동진산업", businessNo: "2345678904" })
      .where("userId", "=", member.userId)
      .execute();
    const check = await member.post("/api/registration/check-business-no", { businessNo: "2345678904" });
    expect(check.status).toBe(409);
    expect(check.body).toMatchObject({ code: "BUSINESS_NO_OWN", detail: t("businessNoOwn") });
    const submit = await member.post("/api/me/company-request", {
      businessNo: "234-56-78904",
      companyName: "동진산업",
    });
    expect(submit.status).toBe(409);
    expect(submit.body.detail).toBe(t("businessNoOwn"));
  });

  it("accepts alliance applications from company members only, with the spec's messages", async () => {
    const individual = await env.member("U");
    const refused = await individual.post("/api/me/alliance", { companyName: "개인", representativeName: "홍길동" });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(t("allianceCompanyOnly"));
    const company = await env.member("M");
    await env.ctx.db
      .updateTable("users")
      .set({ companyCode: "C1111111119", companyName: "누리로지스" })
      .where("userId", "=", company.userId)
      .execute();
    for (const [body, field, detail] of [
      [{ companyName: "", representativeName: "김대표" }, "companyName", t("allianceEnterCompany")],
      [{ companyName: "누리로지스", representativeName: " " }, "representativeName", t("allianceEnterRepresentative")],
      [{ companyName: "가".repeat(21), representativeName: "김대표" }, "companyName", t("allianceNameTooLong")],
      [
        { companyName: "누리로지스", representativeName: "가".repeat(21) },
        "representativeName",
        t("allianceNameTooLong"),
      ],
    ] as const) {
      const res = await company.post("/api/me/alliance", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, detail });
    }
    expect(
      (await company.post("/api/me/alliance", { companyName: "누리로지스", representativeName: "김대표" })).status,
    ).toBe(201);
    expect((await company.get("/api/me")).body.allianceStatus).toBe("pending");
  });
});
