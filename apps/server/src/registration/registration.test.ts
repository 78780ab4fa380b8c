/**
 * Sign-up and consent through the HTTP API (members spec sections 2–9): the id, e-mail and business
 * number checks with their messages and per-address limits, every sign-up rule again on the server
 * with nothing written on a refusal, one account per e-mail (also under a race), the stored consents,
 * and the consent screen of a member who has not agreed (a pending session is a visitor's).
 */
import { TERMS_VERSION, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { RATE_RULES } from "../http/rate-limit.ts";

let ipSeq = 0;
/** A fresh source address, so that a test does not meet another test's rate limit. */
const freshIp = () => `10.5.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const signUp = (overrides: Record<string, unknown> = {}) => ({
  userId: "newmember01",
  password: "Pallet#59go",
  nameKo: "홍길동",
  email: "newmember01@example.kr",
  nameEn: "Gildong Hong",
  telNo: "032-000-1234",
  mobileNo: "010-1234-5678",
  faxNo: "",
  salesUserName: "김영업",
  company: null,
  consents: { use: true, personal: true, location: false, promotion: true },
  ...overrides,
});

describe.each(DIALECTS)("sign-up and consent on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  const userCount = async () =>
    Number(
      (
        await env.ctx.db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("checks an id: the rule's message, 'available' for a free id, 409 for a taken one", async () => {
    await env.member("U", { userId: "takenid01" });
    const client = await env.client(freshIp());
    for (const [value, detail] of [
      ["", t("enterUserId")],
      ["Abcdef1", t("idRule")],
      ["abc12", t("idRule")],
      ["1abcdef", t("idRule")],
      ["abcdefghij0123456789x", t("idRule")],
      ["abc_def1", t("idRule")],
    ] as const) {
      const res = await client.post("/api/registration/check-id", { userId: value });
      expect(res.status, value).toBe(400);
      expect(res.body).toMatchObject({ code: "INVALID_INPUT", field: "userId", detail });
    }
    const free = await client.post("/api/registration/check-id", { userId: "freeid01" });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ available: true, message: t("idAvailable", { userId: "freeid01" }) });
    const taken = await client.post("/api/registration/check-id", { userId: "takenid01" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "DUPLICATE_ID", detail: t("idTaken"), field: "userId" });
  });

  it("checks an e-mail without letter case: 'available' or 'already in use'", async () => {
    await env.member("U", { userId: "mailowner1" });
    const client = await env.client(freshIp());
    for (const value of ["", "no-at-sign", "a@b", "a b@c.kr"]) {
      const res = await client.post("/api/registration/check-email", { email: value });
      expect(res.status, value).toBe(400);
      expect(res.body).toMatchObject({ field: "email", detail: t("emailInvalid") });
    }
    const free = await client.post("/api/registration/check-email", { email: "free@example.kr" });
    expect(free.body).toEqual({ available: true, message: t("emailAvailable", { email: "free@example.kr" }) });
    const taken = await client.post("/api/registration/check-email", { email: "MailOwner1@Example.KR" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "DUPLICATE_EMAIL", detail: t("emailTaken") });
  });

  it("checks a business number's digits and check digit, and names a company already registered", async () => {
    const client = await env.client(freshIp());
    for (const [value, detail] of [
      ["123", t("businessNoInvalid")],
      ["123-45-6789a", t("businessNoInvalid")],
      ["1234567890", t("businessNoChecksum")],
      ["220-81-62518", t("businessNoChecksum")],
    ] as const) {
      const res = await client.post("/api/registration/check-business-no", { businessNo: value });
      expect(res.status, value).toBe(400);
      expect(res.body).toMatchObject({ field: "businessNo", detail });
    }
    const free = await client.post("/api/registration/check-business-no", { businessNo: "123-45-67891" });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ businessNo: "1234567891", companyName: null, message: t("businessNoAvailable") });
    const now = new Date().toISOString();
    await env.ctx.db
      .insertInto("companies")
      .values({
        companyCode: "C2208162517",
        name: "한빛로지스",
        businessNo: "2208162517",
        allianceAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const known = await client.post("/api/registration/check-business-no", { businessNo: "220-81-62517" });
    expect(known.body).toEqual({
      businessNo: "2208162517",
      companyName: "한빛로지스",
      message: t("businessNoRegistered", { name: "한빛로지스" }),
    });
  });

  it("limits the checks per address, the same for taken and free values (no cheap enumeration)", async () => {
    await env.member("U", { userId: "enumtarget1" });
    const ip = freshIp();
    const client = await env.client(ip);
    const limit = RATE_RULES.registrationCheck.limit;
    for (let i = 0; i < limit; i++) {
      const res =
        i % 2
          ? await client.post("/api/registration/check-id", { userId: "enumtarget1" })
          : await client.post("/api/registration/check-email", { email: `x${i}@example.kr` });
      expect([200, 409]).toContain(res.status);
    }
    for (const [url, body] of [
      ["/api/registration/check-id", { userId: "enumtarget1" }],
      ["/api/registration/check-id", { userId: "surelyfree9" }],
      ["/api/registration/check-business-no", { businessNo: "1234567891" }],
    ] as const) {
      const res = await client.post(url, body);
      expect(res.status, url).toBe(429);
      expect(res.body).toMatchObject({ code: "RATE_LIMITED", detail: t("errorRateLimited") });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another address is not affected; the hits live in the database.
    expect(
      (await (await env.client(freshIp())).post("/api/registration/check-id", { userId: "surelyfree9" })).status,
    ).toBe(200);
    const counter = await env.ctx.db
      .selectFrom("rateCounters")
      .select("hits")
      .where("scope", "=", `check:${ip}`)
      .executeTakeFirstOrThrow();
    expect(Number(counter.hits)).toBe(limit);
  });

  it("signs a member up with role U, the entity's defaults and the consents with their version", async () => {
    const client = await env.client(freshIp());
    const res = await client.post("/api/registration", { ...signUp(), role: "A", nationality: "US" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ userId: "newmember01", message: t("registerDone") });
    const row = await env.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("userId", "=", "newmember01")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      nameKo: "홍길동",
      nameEn: "Gildong Hong",
      email: "newmember01@example.kr",
      telNo: "032-000-1234",
      mobileNo: "010-1234-5678",
      faxNo: null,
      salesUserName: "김영업",
      role: "U",
      nationality: "KR",
      language: "KO",
      active: 1,
      socialProvider: null,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.termsAgreedAt).toBeTruthy();
    const consents = await env.ctx.db
      .selectFrom("userConsents")
      .selectAll()
      .where("userId", "=", "newmember01")
      .execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      termsUse: 1,
      termsPersonal: 1,
      termsLocation: 0,
      termsPromotion: 1,
      version: TERMS_VERSION,
      agreedAt: row.termsAgreedAt,
    });
    const login = await client.login("newmember01", "Pallet#59go");
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      userId: "newmember01",
      role: "U",
      termsAgreed: true,
      email: "newmember01@example.kr",
    });
    const audit = await env.ctx.db.selectFrom("auditLog").selectAll().where("action", "=", "member.register").execute();
    expect(audit.map((a) => a.targetId)).toContain("newmember01");
  });

  it("takes names in Hangul or Latin letters with single spaces, 2 to 50 characters", async () => {
    const names = ["김수", "남궁 민수", "Nguyen Van An", "Jo", `${"A".repeat(24)} ${"b".repeat(25)}`];
    for (const [i, nameKo] of names.entries()) {
      const userId = `namerule0${i}`;
      const client = await env.client(freshIp());
      const res = await client.post("/api/registration", signUp({ userId, email: `${userId}@example.kr`, nameKo }));
      expect(res.status, nameKo).toBe(201);
      const row = await env.ctx.db.selectFrom("users").select("nameKo").where("userId", "=", userId).executeTakeFirst();
      expect(row?.nameKo).toBe(nameKo);
    }
  });

  it("enforces every sign-up rule on the server, in the form's order, and writes nothing", async () => {
    const client = await env.client(freshIp());
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ userId: undefined, password: undefined, nameKo: undefined }, "userId", t("enterUserId")],
      [{ password: undefined, nameKo: undefined }, "password", t("enterPassword")],
      [{ nameKo: undefined, email: undefined }, "nameKo", t("enterNameKo")],
      [{ userId: "Bad_Id" }, "userId", t("idRule")],
      [{ password: "" }, "password", t("enterPassword")],
      [{ password: "short1!" }, "password", t("passwordLength")],
      [{ password: "nospecial123" }, "password", t("passwordNeedsSpecial")],
      [{ password: "waytoolong12345!!" }, "password", t("passwordLength")],
      [{ nameKo: "김" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "J" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "가".repeat(51) }, "nameKo", t("nameKoRule")],
      [{ nameKo: "김1수" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "O'Brien" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "김  수" }, "nameKo", t("nameKoRule")],
      [{ nameKo: "ㄱㄴ" }, "nameKo", t("nameKoRule")],
      [{ email: "" }, "email", t("emailInvalid")],
      [{ email: "bad@" }, "email", t("emailInvalid")],
      [{ nameEn: "홍길동" }, "nameEn", t("nameEnRule")],
      [{ telNo: "tel-abc" }, "telNo", t("phoneRule")],
      [{ mobileNo: "010 1234 5678" }, "mobileNo", t("phoneRule")],
      [{ salesUserName: "가".repeat(21) }, "salesUserName", t("salesUserNameTooLong")],
      [{ company: { businessNo: "1234567890", companyName: "한빛" } }, "company.businessNo", t("businessNoChecksum")],
      [{ company: { businessNo: "12345", companyName: "한빛" } }, "company.businessNo", t("businessNoInvalid")],
      [{ company: { businessNo: "1234567891", companyName: " " } }, "company.companyName", t("companyNameRequired")],
      [{ consents: { use: false, personal: true } }, "consents.use", t("consentsRequired")],
      [
        { consents: { use: true, personal: false, location: true, promotion: true } },
        "consents.use",
        t("consentsRequired"),
      ],
      [{ consents: undefined }, "consents", t("errorInvalidInput")],
    ];
    for (const [overrides, field, detail] of cases) {
      const body = signUp({ userId: "ruletest01", email: "ruletest01@example.kr", ...overrides });
      for (const [key, value] of Object.entries(overrides))
        if (value === undefined) delete (body as Record<string, unknown>)[key];
      const res = await client.post("/api/registration", body);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body, JSON.stringify(overrides)).toMatchObject({ code: "INVALID_INPUT", field, detail });
    }
    expect(await userCount()).toBe(before);
    expect(
      await env.ctx.db.selectFrom("userConsents").selectAll().where("userId", "=", "ruletest01").execute(),
    ).toEqual([]);
  });

  it("refuses a taken id and a second account with the same e-mail (any letter case), leaving nothing", async () => {
    const client = await env.client(freshIp());
    await env.member("U", { userId: "dupowner01" });
    const byId = await client.post("/api/registration", signUp({ userId: "dupowner01", email: "other01@example.kr" }));
    expect(byId.status).toBe(409);
    expect(byId.body).toMatchObject({ code: "DUPLICATE_ID", detail: t("idTaken"), field: "userId" });
    const byEmail = await client.post(
      "/api/registration",
      signUp({ userId: "dupsecond1", email: "DupOwner01@EXAMPLE.kr" }),
    );
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toMatchObject({ code: "DUPLICATE_EMAIL", detail: t("emailTaken"), field: "email" });
    expect(await env.ctx.db.selectFrom("users").select("userId").where("userId", "=", "dupsecond1").execute()).toEqual(
      [],
    );
    expect(
      await env.ctx.db.selectFrom("userConsents").select("id").where("userId", "=", "dupsecond1").execute(),
    ).toEqual([]);
  });

  it("lets only one of two simultaneous sign-ups with one e-mail through", async () => {
    const results = await Promise.all(
      ["raceone01", "racetwo01", "racethree1"].map(async (userId) =>
        (await env.client(freshIp())).post("/api/registration", signUp({ userId, email: "race@example.kr" })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.detail).toBe(t("emailTaken"));
    const rows = await env.ctx.db.selectFrom("users").select("userId").where("email", "=", "race@example.kr").execute();
    expect(rows).toHaveLength(1);
  });

  it("lets one of 12 sign-ups at once with one id through, and one with one e-mail", async () => {
    const sameId = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        (await env.client(freshIp())).post(
          "/api/registration",
          signUp({ userId: "raceid001", email: `raceid${i}@example.kr` }),
        ),
      ),
    );
    expect(sameId.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of sameId.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(t("idTaken"));
    }
    const sameEmail = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        (await env.client(freshIp())).post(
          "/api/registration",
          signUp({ userId: `racemail${i}x`, email: "RaceMail@example.kr" }),
        ),
      ),
    );
    expect(sameEmail.filter((r) => r.status === 201)).toHaveLength(1);
    expect(sameEmail.filter((r) => r.status === 409)).toHaveLength(11);
    const rows = await env.ctx.db.selectFrom("users").select("userId").where("userId", "like", "race%").execute();
    expect(rows.filter((r) => r.userId === "raceid001" || r.userId.startsWith("racemail"))).toHaveLength(2);
  });

  it("queues a company registration request with the company option", async () => {
    const client = await env.client(freshIp());
    const res = await client.post(
      "/api/registration",
      signUp({
        userId: "companyjoin1",
        email: "companyjoin1@example.kr",
        company: { businessNo: "345-67-89013", companyName: "결물류" },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(t("registerDoneCompany"));
    const request = await env.ctx.db
      .selectFrom("companyRequests")
      .selectAll()
      .where("userId", "=", "companyjoin1")
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ businessNo: "3456789013", companyName: "결물류", status: "pending" });
    const user = await env.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("userId", "=", "companyjoin1")
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "U", companyCode: null, businessNo: null });
  });

  it("limits sign-ups per address", async () => {
    const client = await env.client(freshIp());
    for (let i = 0; i < RATE_RULES.registration.limit; i++) {
      const res = await client.post(
        "/api/registration",
        signUp({ userId: `burst${i}user`, email: `burst${i}@example.kr` }),
      );
      expect(res.status).toBe(201);
    }
    const over = await client.post(
      "/api/registration",
      signUp({ userId: "burstover1", email: "burstover@example.kr" }),
    );
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(t("errorRateLimited"));
    expect(await env.ctx.db.selectFrom("users").select("userId").where("userId", "=", "burstover1").execute()).toEqual(
      [],
    );
  });

  it("sends a member without consent to the consent screen and treats the session as a visitor's until then", async () => {
    await env.member("U", { userId: "unagreed01" });
    await env.ctx.db.updateTable("users").set({ termsAgreedAt: null }).where("userId", "=", "unagreed01").execute();
    const client = await env.client();
    const login = await client.login("unagreed01");
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ userId: "unagreed01", termsAgreed: false });
    expect((await client.get("/api/auth/session")).body.user).toMatchObject({
      userId: "unagreed01",
      termsAgreed: false,
    });
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/me/reservations")).status).toBe(401);

    const refused = await client.post("/api/me/consents", {
      use: true,
      personal: false,
      location: true,
      promotion: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "use", detail: t("consentsRequired") });
    const visitor = await env.client();
    expect((await visitor.post("/api/me/consents", { use: true, personal: true })).status).toBe(401);

    const agreed = await client.post("/api/me/consents", {
      use: true,
      personal: true,
      location: true,
      promotion: false,
    });
    expect(agreed.status).toBe(200);
    expect(agreed.body.user).toMatchObject({ userId: "unagreed01", termsAgreed: true });
    expect((await client.get("/api/me")).status).toBe(200);
    const rows = await env.ctx.db.selectFrom("userConsents").selectAll().where("userId", "=", "unagreed01").execute();
    expect(rows).toMatchObject([
      { termsUse: 1, termsPersonal: 1, termsLocation: 1, termsPromotion: 0, version: TERMS_VERSION },
    ]);
  });

  it("asks again for a consent older than the 2-year cycle", async () => {
    await env.member("U", { userId: "oldconsent1" });
    const old = new Date();
    old.setUTCFullYear(old.getUTCFullYear() - 2);
    old.setUTCDate(old.getUTCDate() - 1);
    await env.ctx.db
      .updateTable("users")
      .set({ termsAgreedAt: old.toISOString() })
      .where("userId", "=", "oldconsent1")
      .execute();
    const client = await env.client();
    expect((await client.login("oldconsent1", PASSWORD)).body.user.termsAgreed).toBe(false);
    await client.post("/api/me/consents", { use: true, personal: true });
    expect((await client.get("/api/auth/session")).body.user.termsAgreed).toBe(true);
  });

  it("tells the browser when a member has no e-mail", async () => {
    await env.member("U", { userId: "nomailer01" });
    await env.ctx.db.updateTable("users").set({ email: null }).where("userId", "=", "nomailer01").execute();
    const login = await (await env.client()).login("nomailer01");
    expect(login.body.user).toMatchObject({ email: null, termsAgreed: true });
  });
});
