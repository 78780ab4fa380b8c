/**
 * Per-request session loading and the CSRF rule: every state-changing request (not GET, HEAD or
 * OPTIONS) under /api must carry `X-CSRF-Token` equal to its session's token, else 403 and
 * nothing changes; the one exception is a route declaring `config: { csrfExempt: true }` that uses no
 * session at all and proves itself otherwise (the digest's signed one-click unsubscribe, RFC 8058; the service
 * worker's push renewal, by the old subscription's auth secret).
 * Who may call a route is the route guard's (route-guard.ts).
 *
 * A member whose consent is not current (users/consent.ts) is a "pending" member: `request.user`
 * stays null, so every feature treats them as a visitor, and only `request.pendingUser` knows them —
 * the session answer, the consent call and logout use it.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import type { Session, User } from "../db/schema.ts";
import { hasCurrentConsent } from "../users/consent.ts";
import { AppError } from "./errors.ts";
import { loadSession, SESSION_COOKIE } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    session: Session | null;
    /** The signed-in member with a current consent. */
    user: User | null;
    /** A signed-in member who still has to agree to the terms (then `user` is null). */
    pendingUser: User | null;
  }
  interface FastifyContextConfig {
    /** A sessionless route authenticated by a signed token in its address: no CSRF token asked. */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function installSessionHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("session", null);
  app.decorateRequest("user", null);
  app.decorateRequest("pendingUser", null);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) {
      const loaded = await loadSession(ctx.db, ctx.dialect, ctx.sessionTimes, cookie);
      if (loaded) {
        request.session = loaded.session;
        const { user } = loaded;
        // An inactive account or one locked by an administrator acts as a visitor at once.
        if (user?.active && !user.lockedAt) {
          if (hasCurrentConsent(user)) request.user = user;
          else request.pendingUser = user;
        }
      }
    }
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config?.csrfExempt) {
      const header = request.headers["x-csrf-token"];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!request.session || !sent || !sameToken(sent, request.session.csrfToken)) {
        throw new AppError("CSRF");
      }
    }
  });
}
