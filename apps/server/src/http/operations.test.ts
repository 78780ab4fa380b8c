/**
 * What operators and load balancers read (issue 15): liveness, readiness (503 while a node drains),
 * and the Prometheus metrics, for loopback or a bearer token only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(DIALECTS)("health and metrics on %s", (dialect) => {
  let env: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
    guarded = await startTestApp(dialect, { METRICS_TOKEN: "metrics-secret-1" });
  });
  afterAll(async () => {
    await env.close();
    await guarded.close();
  });

  it("answers liveness always, and readiness 503 while the node drains", async () => {
    const visitor = await env.client();
    expect((await visitor.get("/api/health/live")).body).toEqual({ status: "ok" });
    expect((await visitor.get("/api/health/ready")).status).toBe(200);
    if (env.ctx.lifecycle) env.ctx.lifecycle.draining = true;
    const draining = await visitor.get("/api/health/ready");
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ status: "draining" });
    expect((await visitor.get("/api/health/live")).status).toBe(200);
    if (env.ctx.lifecycle) env.ctx.lifecycle.draining = false;
  });

  it("counts requests by route and status, times them, and shows the queue and pool", async () => {
    const local = await env.client("127.0.0.1");
    await local.get("/api/boards");
    await local.get("/api/boards/99999999999999999999");
    const metrics = await local.get("/api/metrics");
    expect(metrics.status).toBe(200);
    expect(String(metrics.headers["content-type"])).toContain("text/plain");
    const text = String(metrics.body);
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/boards",status="200"\} [1-9]/);
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/boards\/:boardId",status="404"\} 1/);
    expect(text).toContain('portal_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/boards"}');
    expect(text).toMatch(/portal_job_queue_depth\{state="open"\} \d+/);
    if (dialect === "postgres") expect(text).toMatch(/portal_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain("process_resident_memory_bytes");
  });

  it("refuses the metrics to other addresses, and takes the token when one is set", async () => {
    expect((await (await env.client("203.0.113.7")).get("/api/metrics")).status).toBe(403);
    const local = await guarded.client("127.0.0.1");
    expect((await local.get("/api/metrics")).status).toBe(403);
    const withToken = await guarded.app.inject({
      url: "/api/metrics",
      remoteAddress: "203.0.113.7",
      headers: { authorization: "Bearer metrics-secret-1" },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain("portal_http_requests_total");
  });
});
