/**
 * Prometheus metrics (issue 15): GET /api/metrics in the text format, with request rate and latency
 * by route, the PostgreSQL pool's connections, the job queue's depth and the process's own figures.
 * Readable with `Authorization: Bearer $METRICS_TOKEN`, or from a loopback address when no token is set.
 */
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../context.ts";
import { queueDepth } from "../jobs/queue.ts";
import { AppError } from "./errors.ts";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Adds the request hooks and the metrics route to `app` (call before the feature routes). `extra`
 * register the features' own metrics (handed over by app.ts: shared code imports no feature).
 */
export function installMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  extra: ((registry: Registry) => void)[] = [],
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const register of extra) register(registry);
  const requests = new Counter({
    name: "portal_http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time to answer, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "portal_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = ctx.poolStats?.();
      if (!stats) return;
      for (const state of ["total", "idle", "waiting"] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: "portal_job_queue_depth",
    help: "Background jobs waiting or running (open) and given up (failed)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const depth = await queueDepth(ctx.db);
      this.set({ state: "open" }, depth.open);
      this.set({ state: "failed" }, depth.failed);
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/api/metrics") return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get("/api/metrics", { schema: { hide: true }, config: { access: "public" } }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    const allowed = token ? request.headers.authorization === `Bearer ${token}` : LOOPBACK.test(request.ip);
    if (!allowed) throw new AppError("FORBIDDEN");
    reply.header("cache-control", "no-store");
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
