import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_PUSH_SERVICES, loadConfig, OAUTH_DEFAULT_ENDPOINTS } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminId: "admin",
      smtpUrl: undefined,
      seedDemo: true,
    });
  });

  it("seeds no demo content in production mode unless SEED_DEMO asks for it", () => {
    expect(loadConfig({ NODE_ENV: "production" })).toMatchObject({ production: true, seedDemo: false });
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).production).toBe(false);
  });

  it("requires administrators' second factor, and refuses ADMIN_SECOND_FACTOR=optional in production", () => {
    expect(loadConfig({}).adminSecondFactor).toBe("required");
    expect(loadConfig({ ADMIN_SECOND_FACTOR: "optional" }).adminSecondFactor).toBe("optional");
    expect(() => loadConfig({ NODE_ENV: "production", ADMIN_SECOND_FACTOR: "optional" })).toThrow(
      /ADMIN_SECOND_FACTOR=optional is for development only/,
    );
    expect(() => loadConfig({ ADMIN_SECOND_FACTOR: "off" })).toThrow(
      /ADMIN_SECOND_FACTOR must be required or optional/,
    );
  });

  it("lists one clear line per bad value", () => {
    try {
      loadConfig({ PORT: "70000", DATABASE_URL: "mysql://x", SMTP_URL: "mail.example", SEED_DEMO: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join("\n")).toMatch(/PORT.*70000/);
      expect(problems.join("\n")).toMatch(/DATABASE_URL/);
      expect(problems.join("\n")).toMatch(/SMTP_URL/);
      expect(problems.join("\n")).toMatch(/SEED_DEMO/);
    }
  });

  it("offers a social login provider only with its client id, at the real endpoints unless overridden", () => {
    expect(loadConfig({}).oauth).toEqual({});
    const config = loadConfig({
      OAUTH_KAKAO_CLIENT_ID: "kakao-app",
      OAUTH_GOOGLE_CLIENT_ID: "google-app",
      OAUTH_GOOGLE_CLIENT_SECRET: "google-secret",
      OAUTH_GOOGLE_TOKEN_URL: "http://127.0.0.1:9000/token",
    });
    expect(config.oauth.kakao).toEqual({ clientId: "kakao-app", clientSecret: null, ...OAUTH_DEFAULT_ENDPOINTS.kakao });
    expect(config.oauth.google).toMatchObject({
      clientSecret: "google-secret",
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "http://127.0.0.1:9000/token",
    });
    expect(config.oauth.naver).toBeUndefined();
  });

  it("names each incomplete or bad social login setting", () => {
    try {
      loadConfig({
        OAUTH_NAVER_CLIENT_ID: "naver-app",
        OAUTH_GOOGLE_CLIENT_SECRET: "orphan",
        OAUTH_KAKAO_CLIENT_ID: "kakao-app",
        OAUTH_KAKAO_USERINFO_URL: "kapi.kakao.com/v2/user/me",
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join("\n");
      expect(problems).toMatch(/OAUTH_NAVER_CLIENT_SECRET is required/);
      expect(problems).toMatch(/OAUTH_GOOGLE_CLIENT_SECRET is set but OAUTH_GOOGLE_CLIENT_ID is not/);
      expect(problems).toMatch(/OAUTH_KAKAO_USERINFO_URL must be an absolute/);
    }
  });

  it("sends Web Push with the configured VAPID keys, else keys the server makes; WEB_PUSH=off turns it off", () => {
    expect(loadConfig({}).webPush).toEqual({
      enabled: true,
      vapidKeys: null,
      subject: "mailto:no-reply@portal.example.kr",
      services: DEFAULT_PUSH_SERVICES,
    });
    expect(loadConfig({ PUBLIC_URL: "https://portal.example.kr" }).webPush.subject).toBe("https://portal.example.kr");
    const keys = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString("base64url"),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 1).toString("base64url"),
    };
    expect(loadConfig(keys).webPush.vapidKeys).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(loadConfig({ WEB_PUSH: "off" }).webPush.enabled).toBe(false);
    expect(
      loadConfig({ WEB_PUSH_SERVICES: "http://127.0.0.1:9000/, https://*.push.example.kr" }).webPush.services,
    ).toEqual(["http://127.0.0.1:9000", "https://*.push.example.kr"]);
    try {
      loadConfig({
        WEB_PUSH: "maybe",
        VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY,
        VAPID_SUBJECT: "ops@example.kr",
        WEB_PUSH_SERVICES: "push.example.kr",
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join("\n");
      expect(problems).toMatch(/WEB_PUSH must be on or off/);
      expect(problems).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/);
      expect(problems).toMatch(/VAPID_SUBJECT must start with mailto: or https:/);
      expect(problems).toMatch(/WEB_PUSH_SERVICES entries must be origins/);
    }
  });
});
