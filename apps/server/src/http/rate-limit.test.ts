import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { clearRateLimit, type RateRule, refundAttempt, reserveAttempt } from "./rate-limit.ts";

const MINUTE = 60_000;

describe.each(DIALECTS)("atomic rate limits on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());

  it("grants no more than the limit to 150 reservations at once", async () => {
    const rule: RateRule = { name: "burst", limit: 5, windowMs: 10 * MINUTE };
    const now = Date.now();
    const attempts = await Promise.all(Array.from({ length: 150 }, () => reserveAttempt(env.ctx.db, rule, "k1", now)));
    expect(attempts.filter((a) => a.ok)).toHaveLength(5);
    const refused = attempts.find((a) => !a.ok);
    expect(refused).toMatchObject({ ok: false });
    // Blocked until the window of the first attempt ends.
    expect(refused && !refused.ok && refused.retryAfterMs).toBe(10 * MINUTE);
  });

  it("never tells a request whose clock reads before the block was set to wait longer than the rule", async () => {
    const rule: RateRule = { name: "early", limit: 1, windowMs: 10 * MINUTE };
    const t0 = Date.now();
    expect((await reserveAttempt(env.ctx.db, rule, "k", t0)).ok).toBe(true);
    // A request of the same burst that took its time 2 seconds before the first one's.
    expect(await reserveAttempt(env.ctx.db, rule, "k", t0 - 2000)).toMatchObject({
      ok: false,
      retryAfterMs: 10 * MINUTE,
    });
  });

  it("opens again when the window has passed, with a count starting at 1", async () => {
    const rule: RateRule = { name: "window", limit: 2, windowMs: MINUTE };
    const t0 = Date.now();
    expect((await reserveAttempt(env.ctx.db, rule, "k", t0)).ok).toBe(true);
    expect((await reserveAttempt(env.ctx.db, rule, "k", t0 + 1000)).ok).toBe(true);
    expect((await reserveAttempt(env.ctx.db, rule, "k", t0 + 59_000)).ok).toBe(false);
    expect(await reserveAttempt(env.ctx.db, rule, "k", t0 + MINUTE)).toMatchObject({ ok: true, hits: 1 });
  });

  it("escalates the lock along the ladder, one attempt per ended lock", async () => {
    const rule: RateRule = { name: "ladder", limit: 2, windowMs: 60 * MINUTE, lockMs: [MINUTE, 2 * MINUTE] };
    const t0 = Date.now();
    const at = (ms: number) => reserveAttempt(env.ctx.db, rule, "k", t0 + ms);
    expect((await at(0)).ok).toBe(true);
    expect((await at(1)).ok).toBe(true); // the 2nd reaches the limit: locked 1 minute
    expect(await at(2)).toMatchObject({ ok: false, retryAfterMs: MINUTE - 1 });
    expect(await at(MINUTE + 1)).toMatchObject({ ok: true, hits: 3 }); // locked 2 minutes now
    const during = await Promise.all(Array.from({ length: 20 }, () => at(MINUTE + 2)));
    expect(during.every((a) => !a.ok)).toBe(true);
    expect(await at(3 * MINUTE + 1)).toMatchObject({ ok: true, hits: 4 }); // the last step repeats
    expect((await at(3 * MINUTE + 2)).ok).toBe(false);
  });

  it("gives an attempt back and clears a key", async () => {
    const rule: RateRule = { name: "refund", limit: 2, windowMs: 10 * MINUTE };
    const first = await reserveAttempt(env.ctx.db, rule, "k");
    const second = await reserveAttempt(env.ctx.db, rule, "k");
    if (!first.ok || !second.ok) throw new Error("expected two granted attempts");
    expect((await reserveAttempt(env.ctx.db, rule, "k")).ok).toBe(false);
    await refundAttempt(env.ctx.db, second);
    expect(await reserveAttempt(env.ctx.db, rule, "k")).toMatchObject({ ok: true, hits: 2 });
    await clearRateLimit(env.ctx.db, rule, "k");
    expect(await reserveAttempt(env.ctx.db, rule, "k")).toMatchObject({ ok: true, hits: 1 });
  });
});
