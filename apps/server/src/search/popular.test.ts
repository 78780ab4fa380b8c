/**
 * 인기 검색어 (issue 42 §2) on each database: each member, or each address for visitors, counts once a
 * day per word (150 identical searches at once count once); words are trimmed and lower-cased; only
 * the last seven Seoul days count; the ten most searched show, most first; administrators' excluded
 * words never show, and only administrators read and change that list (audited); no member id or
 * address is stored with the counts.
 */
import { addDays, POPULAR_SEARCH_COUNT, seoulDay } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type Member, startTestApp, type TestApp } from "../../test/harness.ts";

const q = (text: string) => encodeURIComponent(text);

describe.each(DIALECTS)("인기 검색어 on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob } = await env.cast());
  });
  afterAll(() => env.close());

  const popular = async () => {
    const res = await (await env.client()).get("/api/search/popular");
    expect(res.status).toBe(200);
    return res.body.words as string[];
  };

  it("counts each member or address once a day per word, however many searches arrive at once", async () => {
    const many = await Promise.all(Array.from({ length: 150 }, () => alice.get(`/api/search?q=${q("지게차")}`)));
    expect(many.every((res) => res.status === 200)).toBe(true);
    const carol = await env.member("U");
    await bob.get(`/api/search?q=${q("팔레트")}`);
    await carol.get(`/api/search?q=${q("팔레트 보관")}`);
    const sameAddress = [await env.client("10.0.0.1"), await env.client("10.0.0.1")];
    for (const visitor of sameAddress) {
      await visitor.get(`/api/search?q=${q("팔레트")}`);
      await visitor.get(`/api/search?q=${q("랙")}`);
    }
    await (await env.client("10.0.0.2")).get(`/api/search?q=${q("랙")}`);
    const dave = await env.member("U");
    await dave.get(`/api/search?q=${q("  AGV  ")}`);
    // 팔레트 3 readers, 랙 2, then one each in word order; 150 searches of 지게차 by one member count once.
    expect(await popular()).toEqual(["팔레트", "랙", "agv", "보관", "지게차"]);
    // Bad searches count nothing.
    expect((await bob.get(`/api/search?q=${q('""')}`)).status).toBe(400);
    expect(await popular()).toEqual(["팔레트", "랙", "agv", "보관", "지게차"]);
  });

  it("keeps one tally row per day and word, the readers counted once", async () => {
    const tally = await env.ctx.db.selectFrom("searchWordDays").select(["word", "readers"]).orderBy("word").execute();
    expect(tally.map((row) => [row.word, Number(row.readers)])).toEqual([
      ["agv", 1],
      ["랙", 2],
      ["보관", 1],
      ["지게차", 1],
      ["팔레트", 3],
    ]);
  });

  it("keeps no member id or address with the counts", async () => {
    const rows = [
      ...(await env.ctx.db.selectFrom("searchCounts").selectAll().execute()),
      ...(await env.ctx.db.selectFrom("searchWordDays").selectAll().execute()),
    ];
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    for (const secret of [alice.userId, bob.userId, "10.0.0.1", "10.0.0.2"]) expect(text).not.toContain(secret);
  });

  it("counts only the last seven Seoul days", async () => {
    const old = addDays(seoulDay(), -7);
    await env.ctx.db.insertInto("searchWordDays").values({ day: old, word: "지난주", readers: 9 }).execute();
    expect(await popular()).not.toContain("지난주");
  });

  it("leaves out the words administrators exclude; only administrators see and change the list", async () => {
    const refused = await alice.put("/api/admin/search/excluded-words", { words: ["팔레트"] });
    expect(refused.status).toBe(403);
    expect((await (await env.client()).get("/api/admin/search/excluded-words")).status).toBeGreaterThanOrEqual(401);
    const saved = await admin.put("/api/admin/search/excluded-words", { words: ["  팔레트 ", "광고", "광고"] });
    expect(saved.status).toBe(200);
    expect(saved.body.words).toEqual(["광고", "팔레트"]);
    expect((await admin.get("/api/admin/search/excluded-words")).body.words).toEqual(["광고", "팔레트"]);
    expect(await popular()).toEqual(["랙", "agv", "보관", "지게차"]);
    const audit = await admin.get("/api/admin/audit?action=search.excludedWords");
    expect(audit.body.items[0]).toMatchObject({ action: "search.excludedWords" });
    const blank = await admin.put("/api/admin/search/excluded-words", { words: [""] });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toMatch(/[가-힣]/);
    await admin.put("/api/admin/search/excluded-words", { words: [] });
    expect(await popular()).toEqual(["팔레트", "랙", "agv", "보관", "지게차"]);
  });

  it("shows the ten most searched", async () => {
    const words = Array.from({ length: 12 }, (_, i) => `단어${String(i).padStart(2, "0")}`);
    for (const reader of [alice, bob]) {
      await reader.get(`/api/search?q=${q(words.slice(0, 6).join(" "))}`);
      await reader.get(`/api/search?q=${q(words.slice(6).join(" "))}`);
    }
    const shown = await popular();
    expect(shown).toHaveLength(POPULAR_SEARCH_COUNT);
    // 팔레트 by three readers; then the words of two, in word order (단어00 … before 랙).
    expect(shown).toEqual(["팔레트", ...words.slice(0, 9)]);
  });
});
