/**
 * Migration 0039 (issue 41 §4) on each database: terms of use seeded before the reports' paragraphs gain
 * them as a new version by the system account, in 제12조 where the seed writes them today (so the frozen
 * copy and contract/terms.ts cannot drift apart); an administrator's edit without 제13조 gets them at its
 * end; a second run and terms that have them already change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { REPORT_PARAGRAPHS, up } from "./migrations/0039_terms_reports.ts";

const PAGE = "TermsOfservice";

describe.each(DIALECTS)("the terms' reports paragraphs (migration 0039) on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  const current = async () => {
    const page = await env.ctx.db.selectFrom("pages").selectAll().where("pageId", "=", PAGE).executeTakeFirstOrThrow();
    const version = await env.ctx.db
      .selectFrom("pageVersions")
      .selectAll()
      .where("pageId", "=", PAGE)
      .where("version", "=", page.currentVersion)
      .executeTakeFirstOrThrow();
    return version;
  };
  /** Makes the current version's body `body` (as an older database stored it). */
  const store = (version: number, body: string) =>
    env.ctx.db
      .updateTable("pageVersions")
      .set({ bodyHtml: body })
      .where("pageId", "=", PAGE)
      .where("version", "=", version)
      .execute();
  const migrate = () => up(env.ctx.db as never);

  it("adds the paragraphs to 제12조 of terms seeded before them, once, as the system's new version", async () => {
    const seeded = await current();
    for (const paragraph of REPORT_PARAGRAPHS) expect(seeded.bodyHtml).toContain(paragraph);
    await migrate();
    expect((await current()).version).toBe(seeded.version);

    const old = REPORT_PARAGRAPHS.reduce((body, paragraph) => body.replace(paragraph, ""), seeded.bodyHtml);
    expect(old).not.toContain("제44조의2");
    await store(seeded.version, old);
    await migrate();
    const migrated = await current();
    expect(migrated).toMatchObject({ version: seeded.version + 1, createdById: "system", title: seeded.title });
    expect(migrated.bodyHtml).toBe(seeded.bodyHtml);
    const visible = await (await env.client()).get(`/api/pages/${PAGE}`);
    expect(JSON.stringify(visible.body)).toContain("정보통신망법 제44조의2");
    await migrate();
    expect((await current()).version).toBe(migrated.version);
  });

  it("appends them to an administrator's edit without 제13조, keeping the edit", async () => {
    const before = await current();
    await store(before.version, "<h2>이용약관</h2><p>운영자가 고쳐 쓴 약관</p>");
    await migrate();
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    expect(after.bodyHtml).toBe(`<h2>이용약관</h2><p>운영자가 고쳐 쓴 약관</p>${REPORT_PARAGRAPHS.join("")}`);
  });
});
