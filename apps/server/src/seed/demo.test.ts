/**
 * Demo members and production mode (issue 23 §3): with NODE_ENV=production the demo members do not get
 * the published password; they get a random one, printed once. Otherwise they log in with DEMO_PASSWORD.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { DEMO_PASSWORD, seedDemoMembers } from "./demo.ts";

describe.each(DIALECTS)("demo members on %s", (dialect) => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await startTestApp(dialect, { NODE_ENV: "production", SEED_DEMO: "true" });
    development = await startTestApp(dialect);
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it("in production mode get a random password printed once, not the published one", async () => {
    const printed: string[] = [];
    await seedDemoMembers(production.ctx, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(printed[0] ?? "")?.[1] ?? "";
    expect(password).not.toBe(DEMO_PASSWORD);
    expect(password.length).toBeGreaterThanOrEqual(16);

    const refused = await (await production.client("10.31.0.1")).login("demouser", DEMO_PASSWORD);
    expect(refused.status).toBe(401);
    expect((await (await production.client("10.31.0.2")).login("demouser", password)).status).toBe(200);
    // A second start creates nothing and prints nothing; the password stays.
    await seedDemoMembers(production.ctx, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    expect((await (await production.client("10.31.0.4")).login("hanbitlead", password)).status).toBe(200);
  });

  it("elsewhere log in with the published demo password, and nothing is printed", async () => {
    const printed: string[] = [];
    await seedDemoMembers(development.ctx, (line) => printed.push(line));
    expect(printed).toEqual([]);
    expect((await (await development.client("10.31.0.3")).login("demouser", DEMO_PASSWORD)).status).toBe(200);
  });
});
