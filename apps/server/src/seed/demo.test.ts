/**
 * Demo members and production mode (issue 23 §3): with NODE_ENV=production the demo members do not get
 * the published password; they get a random one, printed once. Otherwise they log in with DEMO_PASSWORD.
 * The demo content of a start agrees with itself (issue 24 §5): nothing dated in the future, comments
 * spread over past days, one name per company, colleagues in demouser's address book and figures on
 * demouser's dashboard.
 */
import { seoulMonth } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { DEMO_PASSWORD, seedDemoMembers } from "./demo.ts";
import { seedAtStartup } from "./startup.ts";

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

describe.each(DIALECTS)("demo content of a start on %s", (dialect) => {
  let app: TestApp;
  let seededBy: number;
  const notes: string[] = [];
  beforeAll(async () => {
    app = await startTestApp(dialect, { SEED_DEMO: "true" });
    await seedAtStartup(app.ctx, notes);
    seededBy = Date.now();
  }, 300_000);
  afterAll(async () => {
    await app.close();
  });

  it("dates no post, comment, deal, deal comment or note after the start, and comments over several days", async () => {
    const db = app.ctx.db;
    const times = {
      posts: (await db.selectFrom("posts").select("createdAt as at").execute()).map((r) => r.at),
      comments: (await db.selectFrom("comments").select("createdAt as at").execute()).map((r) => r.at),
      deals: (await db.selectFrom("deals").select(["createdAt", "completedAt"]).execute()).flatMap((r) =>
        r.completedAt ? [r.createdAt, r.completedAt] : [r.createdAt],
      ),
      dealComments: (await db.selectFrom("dealComments").select("createdAt as at").execute()).map((r) => r.at),
      notes: (await db.selectFrom("notes").select("sentAt as at").execute()).map((r) => r.at),
    };
    expect(times.posts.length).toBeGreaterThan(50);
    expect(times.comments.length).toBeGreaterThan(5);
    expect(times.dealComments.length).toBeGreaterThan(2);
    expect(times.notes.length).toBeGreaterThan(2);
    for (const [table, list] of Object.entries(times)) {
      expect(list.filter((at) => Date.parse(at) > seededBy).map((at) => `${table} ${at}`)).toEqual([]);
    }
    for (const list of [times.comments, times.dealComments]) {
      expect(new Set(list.map((at) => at.slice(0, 10))).size).toBeGreaterThan(2);
    }
    // Every comment comes after its post.
    const early = await db
      .selectFrom("comments as c")
      .innerJoin("posts as p", "p.postId", "c.postId")
      .select("c.commentId")
      .whereRef("c.createdAt", "<", "p.createdAt")
      .execute();
    expect(early).toEqual([]);
  });

  it("numbers the threads in the order they were written, across every board (통합게시판 lists by id)", async () => {
    const tops = await app.ctx.db
      .selectFrom("posts")
      .select(["postId", "createdAt"])
      .where("depth", "=", 0)
      .orderBy("postId")
      .execute();
    const outOfOrder = tops.filter((post, i) => i > 0 && post.createdAt < tops[i - 1]!.createdAt);
    expect(outOfOrder).toEqual([]);
  });

  it("names each company once, and a restart seeds nothing again", async () => {
    const pairs = await app.ctx.db
      .selectFrom("users")
      .select(["companyCode", "companyName"])
      .distinct()
      .where("companyCode", "is not", null)
      .execute();
    const names = pairs.map((p) => p.companyName);
    expect(new Set(names).size).toBe(names.length);
    const companies = await app.ctx.db.selectFrom("companies").select("name").execute();
    expect(new Set(companies.map((c) => c.name)).size).toBe(companies.length);

    expect(notes.filter((line) => line.endsWith("seeded."))).toHaveLength(5);
    const again: string[] = [];
    await seedAtStartup(app.ctx, again);
    expect(again).toEqual(["administrator  admin (exists)"]);
  });

  it("lets demouser find a colleague in the same-company address book and see company figures", async () => {
    const demouser = await app.client("10.32.0.1");
    expect((await demouser.login("demouser", DEMO_PASSWORD)).status).toBe(200);
    const book = await demouser.get("/api/address-book?tab=company");
    expect(book.status).toBe(200);
    expect(book.body.hasCompany).toBe(true);
    expect(book.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: "hanbitlead", companyName: "한빛로지스" })]),
    );
    // Last year lies wholly inside the seeded two years.
    const lastYear = Number(seoulMonth().slice(0, 4)) - 1;
    const billing = await demouser.get(`/api/dashboards/billing?year=${lastYear}`);
    expect(billing.status).toBe(200);
    expect(billing.body.companyCode).toBe("CHANBIT");
    expect(billing.body.main.arAmount).toBeGreaterThan(0);
    expect(billing.body.main.arCount).toBeGreaterThan(0);
    expect(billing.body.customers.length).toBeGreaterThan(0);
    // The demo notes: unread ones from the colleague in the inbox.
    const unread = await demouser.get("/api/notes/unread-counts");
    expect(unread.status).toBe(200);
    expect(unread.body.notes).toBe(2);
  });
});
