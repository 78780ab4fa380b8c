/**
 * Social login end to end against local OAuth 2.0 / OpenID Connect providers (oauth2-mock-server),
 * one per configuration — Kakao, Naver, Google — on each database: the real redirect to the
 * provider, its redirect back with the code, the code exchange (client secret in the body for Kakao
 * and Naver, HTTP Basic for Google, PKCE for Kakao and Google), the userinfo call (Kakao, Naver) or
 * Google's id_token verified against the provider's keys; then a new account passing through the
 * consent, the same account on the next login, linking from my page, and every refusal — forged,
 * expired, foreign-audience and wrong-nonce id_tokens included.
 */
import { OAUTH_PROVIDERS, type OAuthProvider, t } from "@portal/contract";
import { Events } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { type MockProvider, startMockProviders } from "../../../test/oauth-mock.ts";
import { enrolSecondFactor } from "../../../test/second-factor.ts";

type Mocks = Awaited<ReturnType<typeof startMockProviders>>;

let subjectSeq = 1000;
const nextSubject = () => String(++subjectSeq);

/** Runs the browser's part: start, the provider's authorize redirect, the callback. */
async function socialLogin(client: Client, provider: OAuthProvider, returnTo = "/app/board/20210712101500000016") {
  const start = await client.get(`/api/auth/oauth/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const atProvider = await fetch(authorize, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get("location") ?? "");
  const callback = await client.get(back.pathname + back.search);
  expect(callback.status).toBe(302);
  // Like the web app after the redirect: read the (new) session and its CSRF token.
  await client.open();
  return { start, authorize, back, location: new URL(String(callback.headers.location), "http://x") };
}

describe.each(DIALECTS)("social login on %s", (dialect) => {
  let env: TestApp;
  let mocks: Mocks;
  const mock = (provider: OAuthProvider): MockProvider => mocks.providers[provider];

  beforeAll(async () => {
    mocks = await startMockProviders();
    env = await startTestApp(dialect, mocks.env);
  });
  afterAll(async () => {
    await env.close();
    await mocks.stop();
  });

  it("offers only configured providers", async () => {
    expect((await (await env.client()).get("/api/auth/providers")).body).toEqual({
      items: OAUTH_PROVIDERS.map((provider) => ({ provider })),
    });
    const plain = await startTestApp("sqlite", { OAUTH_NAVER_CLIENT_ID: "n", OAUTH_NAVER_CLIENT_SECRET: "s" });
    try {
      const client = await plain.client();
      expect((await client.get("/api/auth/providers")).body).toEqual({ items: [{ provider: "naver" }] });
      for (const provider of ["kakao", "google", "facebook"]) {
        const res = await client.get(`/api/auth/oauth/${provider}/start`);
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe(t("socialNotConfigured"));
      }
    } finally {
      await plain.close();
    }
  });

  for (const provider of OAUTH_PROVIDERS) {
    it(`${provider}: a first login creates a member who passes through the consent, the next login finds them`, async () => {
      const subject = nextSubject();
      mock(provider).user = {
        id: subject,
        email: `${provider}${subject}@example.com`,
        name: "소셜회원",
        verified: true,
      };
      mock(provider).tokenCalls.length = 0;
      const client = await env.client();
      const { start, authorize, location } = await socialLogin(client, provider);

      // The authorization request: state always, PKCE (S256) for Kakao and Google, a nonce for Google (OIDC).
      expect(authorize.origin).toBe(mock(provider).url);
      expect(authorize.searchParams.get("client_id")).toBe(`${provider}-client`);
      expect(authorize.searchParams.get("redirect_uri")).toBe(
        `${env.ctx.config.publicUrl}/api/auth/oauth/${provider}/callback`,
      );
      expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
      expect(authorize.searchParams.get("code_challenge_method")).toBe(provider === "naver" ? null : "S256");
      expect(authorize.searchParams.get("nonce")).toEqual(
        provider === "google" ? expect.stringMatching(/^[\w-]{20,}$/) : null,
      );
      const cookie = String(start.headers["set-cookie"]);
      expect(cookie).toContain("oauth_flow=");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Path=/api/auth/oauth");

      // The code exchange: Kakao and Naver get the secret in the body, Google HTTP Basic and the verifier.
      const call = mock(provider).tokenCalls[0];
      expect(call?.body.grant_type).toBe("authorization_code");
      if (provider === "google") {
        expect(call?.authorization).toBe(`Basic ${Buffer.from("google-client:google-secret").toString("base64")}`);
        expect(call?.body.client_secret).toBeUndefined();
      } else {
        expect(call?.authorization).toBeUndefined();
        expect(call?.body).toMatchObject({ client_id: `${provider}-client`, client_secret: `${provider}-secret` });
      }
      if (provider === "naver") expect(call?.body.code_verifier).toBeUndefined();
      else expect(call?.body.code_verifier).toMatch(/^[\w-]{43,}$/);

      expect(location.pathname).toBe("/app/FUL/Login");
      expect(location.searchParams.get("social")).toBe("done");
      expect(location.searchParams.get("returnTo")).toBe("/app/board/20210712101500000016");
      const session = (await client.get("/api/auth/session")).body.user;
      expect(session).toMatchObject({
        socialProvider: provider,
        termsAgreed: false,
        role: "U",
        email: `${provider}${subject}@example.com`,
        nameKo: "소셜회원",
      });
      expect(session.userId).toMatch(new RegExp(`^${provider}\\d{8}$`));
      expect((await client.get("/api/me")).status).toBe(401);
      expect((await client.post("/api/me/consents", { use: true, personal: true })).body.user.termsAgreed).toBe(true);
      const me = await client.get("/api/me");
      expect(me.body).toMatchObject({ socialProvider: provider, hasPassword: false, linkedProviders: [provider] });

      const again = await env.client();
      await socialLogin(again, provider);
      expect((await again.get("/api/auth/session")).body.user).toMatchObject({
        userId: session.userId,
        termsAgreed: true,
      });
      const audit = await env.ctx.db
        .selectFrom("auditLog")
        .selectAll()
        .where("action", "=", "login.success")
        .where("targetId", "=", session.userId)
        .execute();
      expect(audit).toHaveLength(2);
      expect(JSON.parse(audit[0]?.detail ?? "{}")).toEqual({ social: provider });
    });
  }

  it("refuses a callback whose state does not match, without a flow cookie, or replayed", async () => {
    mock("kakao").user = { id: nextSubject(), email: null, name: "상태", verified: false };
    const client = await env.client();
    const start = await client.get("/api/auth/oauth/kakao/start");
    const atProvider = await fetch(String(start.headers.location), { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") ?? "");
    const code = back.searchParams.get("code") ?? "";

    const forged = await client.get(`/api/auth/oauth/kakao/callback?code=${code}&state=forged-state-value`);
    expect(new URL(String(forged.headers.location), "http://x").searchParams.get("socialError")).toBe("state");
    const stranger = await env.client();
    const noCookie = await stranger.get(back.pathname + back.search);
    expect(new URL(String(noCookie.headers.location), "http://x").searchParams.get("socialError")).toBe("state");
    expect((await stranger.get("/api/auth/session")).body.user).toBeNull();
    // Another provider's callback with this flow is refused too.
    const start2 = await client.get("/api/auth/oauth/kakao/start");
    const state2 = new URL(String(start2.headers.location)).searchParams.get("state");
    const crossed = await client.get(`/api/auth/oauth/naver/callback?code=x&state=${state2}`);
    expect(new URL(String(crossed.headers.location), "http://x").searchParams.get("socialError")).toBe("state");
    expect((await client.get("/api/auth/session")).body.user).toBeNull();
  });

  it("shows the provider's error: a refusal at the provider, a failed code exchange, Naver's 200 error", async () => {
    const client = await env.client();
    const start = await client.get("/api/auth/oauth/kakao/start");
    const state = new URL(String(start.headers.location)).searchParams.get("state");
    const denied = await client.get(`/api/auth/oauth/kakao/callback?error=access_denied&state=${state}`);
    const deniedAt = new URL(String(denied.headers.location), "http://x");
    expect(Object.fromEntries(deniedAt.searchParams)).toEqual({
      socialError: "provider",
      provider: "kakao",
      detail: "access_denied",
    });

    mock("google").server.service.once(Events.BeforeResponse, (response: { body: unknown; statusCode: number }) => {
      response.body = { error: "invalid_grant", error_description: "Bad code" };
      response.statusCode = 400;
    });
    const google = await socialLogin(await env.client(), "google");
    expect(google.location.searchParams.get("socialError")).toBe("provider");
    expect(google.location.searchParams.get("detail")).toBe("invalid_grant");

    mock("naver").server.service.once(Events.BeforeResponse, (response: { body: unknown; statusCode: number }) => {
      response.body = { error: "invalid_request", error_description: "no state" };
      response.statusCode = 200;
    });
    const naverClient = await env.client();
    const naver = await socialLogin(naverClient, "naver");
    expect(naver.location.searchParams.get("detail")).toBe("invalid_request");
    expect((await naverClient.get("/api/auth/session")).body.user).toBeNull();
  });

  it("refuses Google id_tokens that are forged, expired, for another client or with another nonce", async () => {
    const google = mock("google");
    /** Rewrites the id_token of the next token answer (the signature stays the provider's). */
    const rewrite = (change: (parts: string[]) => string[]) =>
      google.server.service.once(Events.BeforeResponse, (response: { body: Record<string, unknown> }) => {
        response.body.id_token = change(String(response.body.id_token).split(".")).join(".");
      });
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const decode = (part = "") => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    const cases: [string, () => void][] = [
      // Another subject in the claims: the provider's signature no longer matches.
      [
        "forged",
        () =>
          rewrite(([header, payload, signature]) => [
            header ?? "",
            encode({ ...decode(payload), sub: "victim" }),
            signature ?? "",
          ]),
      ],
      // No signature at all.
      ["unsigned", () => rewrite(([, payload]) => [encode({ alg: "none" }), payload ?? "", ""])],
      ["expired", () => onIdToken((claims) => Object.assign(claims, { exp: Math.floor(Date.now() / 1000) - 60 }))],
      ["audience", () => onIdToken((claims) => Object.assign(claims, { aud: "someone-elses-client" }))],
      ["nonce", () => onIdToken((claims) => Object.assign(claims, { nonce: "replayed-nonce" }))],
      ["issuer", () => onIdToken((claims) => Object.assign(claims, { iss: "https://evil.example" }))],
    ];
    function onIdToken(change: (claims: Record<string, unknown>) => void) {
      const listener = (token: { payload: Record<string, unknown> }) => {
        if (token.payload.aud === undefined || "scope" in token.payload) return;
        change(token.payload);
        google.server.service.off(Events.BeforeTokenSigning, listener);
      };
      google.server.service.on(Events.BeforeTokenSigning, listener);
    }
    for (const [name, arrange] of cases) {
      google.user = { id: nextSubject(), email: null, name: "위조", verified: false };
      arrange();
      const client = await env.client();
      const { location } = await socialLogin(client, "google");
      expect(Object.fromEntries(location.searchParams), name).toMatchObject({
        socialError: "provider",
        detail: "invalid_id_token",
      });
      expect((await client.get("/api/auth/session")).body.user, name).toBeNull();
    }
    // Nothing was created for any of them; the genuine token still works.
    const created = await env.ctx.db.selectFrom("users").select("userId").where("nameKo", "=", "위조").execute();
    expect(created).toEqual([]);
    google.user = { id: nextSubject(), email: null, name: "진짜", verified: false };
    const genuine = await socialLogin(await env.client(), "google");
    expect(genuine.location.searchParams.get("social")).toBe("done");
  });

  it("never takes over an existing member's e-mail; an unverified e-mail is not kept", async () => {
    const owner = await env.member("U");
    const users = async () =>
      Number(
        (
          await env.ctx.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    mock("google").user = { id: nextSubject(), email: `${owner.userId}@EXAMPLE.kr`, name: "가로채기", verified: true };
    const client = await env.client();
    const taken = await socialLogin(client, "google");
    expect(Object.fromEntries(taken.location.searchParams)).toEqual({ socialError: "emailInUse", provider: "google" });
    expect((await client.get("/api/auth/session")).body.user).toBeNull();
    expect(await users()).toBe(before);

    mock("kakao").user = { id: nextSubject(), email: `${owner.userId}@example.kr`, name: "미인증", verified: false };
    const unverified = await env.client();
    await socialLogin(unverified, "kakao");
    expect((await unverified.get("/api/auth/session")).body.user).toMatchObject({
      email: null,
      socialProvider: "kakao",
    });
  });

  it("links a provider account from my page, then logs the member in with it; never to two members", async () => {
    const member = await env.member("U");
    const subject = nextSubject();
    mock("naver").user = { id: subject, email: "linked@example.com", name: "연결", verified: true };
    const linked = await socialLogin(member, "naver", "/app/FUL/MyPage");
    expect(linked.location.pathname).toBe("/app/FUL/MyPage");
    expect(linked.location.searchParams.get("linked")).toBe("naver");
    expect((await member.get("/api/me")).body).toMatchObject({
      linkedProviders: ["naver"],
      hasPassword: true,
      socialProvider: null,
    });

    const elsewhere = await env.client();
    await socialLogin(elsewhere, "naver");
    expect((await elsewhere.get("/api/auth/session")).body.user).toMatchObject({
      userId: member.userId,
      termsAgreed: true,
    });

    const intruder = await env.member("U");
    const refused = await socialLogin(intruder, "naver");
    expect(refused.location.pathname).toBe("/app/FUL/MyPage");
    expect(refused.location.searchParams.get("socialError")).toBe("linkedElsewhere");
    expect((await intruder.get("/api/me")).body.linkedProviders).toEqual([]);
  });

  it("refuses a social login into a locked account", async () => {
    const subject = nextSubject();
    mock("kakao").user = { id: subject, email: null, name: "잠김", verified: false };
    const first = await env.client();
    await socialLogin(first, "kakao");
    const userId = (await first.get("/api/auth/session")).body.user.userId as string;
    await env.ctx.db
      .updateTable("users")
      .set({ lockedAt: new Date().toISOString(), lockedBy: "admin" })
      .where("userId", "=", userId)
      .execute();
    const second = await env.client();
    const res = await socialLogin(second, "kakao");
    expect(res.location.searchParams.get("socialError")).toBe("inactive");
    expect((await second.get("/api/auth/session")).body.user).toBeNull();
  });

  it("refuses a social login into an account whose second factor is on (it would skip the code)", async () => {
    const subject = nextSubject();
    mock("kakao").user = { id: subject, email: null, name: "이중", verified: false };
    const first = await env.client();
    await socialLogin(first, "kakao");
    const userId = (await first.get("/api/auth/session")).body.user.userId as string;
    expect((await first.post("/api/me/consents", { use: true, personal: true })).body.user.termsAgreed).toBe(true);
    // Without a portal password the member cannot turn it on at all.
    const setup = await first.post("/api/me/second-factor/setup");
    expect(setup.status).toBe(403);
    expect(setup.body.code).toBe("SECOND_FACTOR_NEEDS_PASSWORD");
    await enrolSecondFactor(env.ctx.db, userId);
    const second = await env.client();
    const res = await socialLogin(second, "kakao");
    expect(res.location.searchParams.get("socialError")).toBe("secondFactor");
    expect((await second.get("/api/auth/session")).body.user).toBeNull();
  });
});
