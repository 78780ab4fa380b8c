/**
 * Demo members and production mode (issue 23 §3): with NODE_ENV=production the demo members do not get
 * the published password; they get a random one, printed once. Otherwise they log in with DEMO_PASSWORD.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { ensureAdministrator } from "../auth/bootstrap.ts";
import { DEMO_PASSWORD, seedDemoContent } from "./demo.ts";

describe.each(DIALECTS)("demo members on %s", (dialect) => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    // As at a start: the first administrator exists before the demo content.
    production = await startTestApp(dialect, {
      NODE_ENV: "production",
      SEED_DEMO: "true",
      ADMIN_PASSWORD: "Admin1234!",
    });
    development = await startTestApp(dialect, { ADMIN_PASSWORD: "Admin1234!" });
    for (const env of [production, development]) await ensureAdministrator(env.ctx, () => {});
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it("in production mode get a random password printed once, not the published one", async () => {
    const printed: string[] = [];
    expect(await seedDemoContent(production.ctx, (line) => printed.push(line))).toBe(true);
    expect(printed).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(printed[0] ?? "")?.[1] ?? "";
    expect(password).not.toBe(DEMO_PASSWORD);
    expect(password.length).toBeGreaterThanOrEqual(16);

    const refused = await (await production.client("10.31.0.1")).login("demouser", DEMO_PASSWORD);
    expect(refused.status).toBe(401);
    expect((await (await production.client("10.31.0.2")).login("demouser", password)).status).toBe(200);
    // A second start seeds nothing and prints nothing.
    expect(await seedDemoContent(production.ctx, (line) => printed.push(line))).toBe(false);
    expect(printed).toHaveLength(1);
  });

  it("elsewhere log in with the published demo password, and nothing is printed", async () => {
    const printed: string[] = [];
    expect(await seedDemoContent(development.ctx, (line) => printed.push(line))).toBe(true);
    expect(printed).toEqual([]);
    expect((await (await development.client("10.31.0.3")).login("demouser", DEMO_PASSWORD)).status).toBe(200);
  });
});
