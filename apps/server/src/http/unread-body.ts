/**
 * A request body left unread when the answer went out (an upload refused early: too large, wrong
 * type, not logged in) is read to its end and discarded. Without this, the client is still sending
 * into a paused socket and a browser never sees the answer: its progress bar stops (the trade photo
 * form stayed at "86%" while the server had answered 413 in 55 ms). Reading stops after
 * UNREAD_BODY_MAX_MS; the connection is then closed.
 */
import type { FastifyInstance } from "fastify";

/** How long an unread body is drained after the answer (milliseconds), like nginx's lingering close. */
export const UNREAD_BODY_MAX_MS = 30_000;

/** Adds the onResponse hook that drains unread request bodies (see the module comment). */
export function drainUnreadBodies(app: FastifyInstance): void {
  app.addHook("onResponse", async (request) => {
    const raw = request.raw;
    // Injected requests (tests) have no socket and may have ended before `complete` is set.
    if (raw.complete || raw.destroyed || raw.readableEnded) return;
    raw.unpipe();
    // Destroying the request destroys its connection (the client gets no more answers on it).
    const timer = setTimeout(() => raw.destroy(), UNREAD_BODY_MAX_MS);
    timer.unref();
    raw.once("end", () => clearTimeout(timer));
    raw.once("close", () => clearTimeout(timer));
    raw.resume();
  });
}
