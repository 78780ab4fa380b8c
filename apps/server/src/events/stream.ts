/**
 * GET /api/events: the member's live events as Server-Sent Events (issue 10: unread counts change
 * without a reload). The stream subscribes the member's channel on the event bus (in-process, or
 * PostgreSQL LISTEN/NOTIFY across nodes) and forwards each event; a comment every 25 s keeps proxies
 * from closing it. When the node stops, streams end and browsers reconnect (to another node).
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { memberOf } from "../http/route-guard.ts";

const HEARTBEAT_MS = 25_000;

/** The channel of a member's live events on the event bus (notes' counts, dashboards' import phases). */
export const memberChannel = (userId: string) => `member:${userId}`;

/** Registers GET /api/events (members only: 401 LOGIN_REQUIRED otherwise). */
export function eventStreamRoute(app: FastifyInstance, ctx: AppContext): void {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });
  app.get("/api/events", { schema: { hide: true } }, (request, reply) => {
    const user = memberOf(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    raw.write("retry: 3000\n\n");
    const send = (payload: Record<string, unknown>) =>
      raw.write(`event: ${String(payload.type)}\ndata: ${JSON.stringify(payload)}\n\n`);
    const unsubscribe = ctx.events.subscribe(memberChannel(user.userId), send);
    const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on("close", end);
    send({ type: "hello" });
  });
}
