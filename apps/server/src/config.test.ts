import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
});
