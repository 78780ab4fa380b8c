import { t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { BIG_CARGO, HC40 } from "../../test/loading-cargo.ts";

/** One box: planned at once (the engine has tried every plan). */
const SMALL = [
  {
    id: "a",
    length: 600,
    width: 400,
    height: 400,
    weightKg: 12,
    quantity: 1,
    canStand: [false, false, true],
    stackable: true,
  },
];
const plan = (member: Client, cargo: unknown[]) =>
  member.post("/api/loading/plan", { vehicle: HC40, palletBase: null, cargo });

describe.each(DIALECTS)("the plan pool on %s (issue 23)", (dialect) => {
  let env: TestApp;
  let deadlineEnv: TestApp;

  beforeAll(async () => {
    // A deadline far above a plan's 3 s, so that a loaded machine does not turn these answers into timeouts.
    env = await startTestApp(dialect, { LOADING_THREADS: "1", LOADING_DEADLINE_MS: "60000" });
    deadlineEnv = await startTestApp(dialect, { LOADING_DEADLINE_MS: "2000" });
  });
  afterAll(async () => {
    await env.close();
    await deadlineEnv.close();
  });

  it("computes off the request thread: the health check answers while a 5,000-box plan runs", async () => {
    const member = await env.member();
    const visitor = await env.client();
    let planDone = false;
    const running = plan(member, BIG_CARGO).then((res) => {
      planDone = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await visitor.get("/api/health");
    expect(health.status).toBe(200);
    expect(planDone).toBe(false);
    const res = await running;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results[0].placements.length).toBeGreaterThan(0);
  });

  it("lets a member compute one plan at a time: 150 at once give one plan and 149 Korean 429s", async () => {
    const member = await env.member();
    const answers = await Promise.all(Array.from({ length: 150 }, () => plan(member, BIG_CARGO)));
    const computed = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 429);
    expect(computed).toHaveLength(1);
    expect(refused).toHaveLength(149);
    for (const res of refused) {
      expect(res.body.code).toBe("LOADING_PLAN_RUNNING");
      expect(res.body.detail).toBe(t("loadingPlanRunning"));
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Once answered, the member may plan again.
    const again = await plan(member, SMALL);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("keeps a bounded queue: with one thread, a third plan at once is refused with 503 and Retry-After", async () => {
    const members = [await env.member(), await env.member(), await env.member()];
    const answers = await Promise.all(members.map((member) => plan(member, BIG_CARGO)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = answers.find((res) => res.status === 503);
    expect(busy?.body.code).toBe("LOADING_PLANNER_BUSY");
    expect(busy?.body.detail).toBe(t("loadingPlannerBusy"));
    expect(busy?.headers["retry-after"]).toBe("5");
  });

  it("stops a plan past its deadline with a Korean 503, and the pool and the member go on", async () => {
    const member = await deadlineEnv.member();
    // The engine searches 3 s from when its thread starts, so only the 2 s deadline can answer 503.
    const res = await plan(member, BIG_CARGO);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("LOADING_PLAN_TIMEOUT");
    expect(res.body.detail).toBe(t("loadingPlanTimeout"));
    // The stopped thread is replaced; on a busy machine the new one (nice +10) may take longer than the
    // 2 s deadline to start, while a plan that waits for it is only taken off the queue: within a few
    // tries a one-box plan is computed, and the member is never told a plan of theirs is still running.
    let next = await plan(member, SMALL);
    for (let tries = 1; next.status === 503 && tries < 5; tries++) next = await plan(member, SMALL);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.results[0].placements).toHaveLength(1);
  });
});
