/**
 * Per-request session loading and the CSRF rule: every state-changing request (not GET, HEAD or
 * OPTIONS) under /api must carry `X-CSRF-Token` equal to its session's token, else 403 and
 * nothing changes. Also the `requireUser` / `requireRole` guards used by services.
 *
 * A member whose consent is not current (users/consent.ts) is a "pending" member: `request.user`
 * stays null, so every feature treats them as a visitor, and only `request.pendingUser` knows them —
 * the session answer, the consent call and logout use it.
 */
import { timingSafeEqual } from "node:crypto";
import { type Role, roleAtLeast } from "@portal/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { Session, User } from "../db/schema.ts";
import { hasCurrentConsent } from "../users/consent.ts";
import { findUser } from "../users/queries.ts";
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
      const session = await loadSession(ctx.db, ctx.sessionTimes, cookie);
      if (session) {
        request.session = session;
        if (session.userId) {
          const user = await findUser(ctx.db, session.userId);
          // An inactive account or one locked by an administrator acts as a visitor at once.
          if (user?.active && !user.lockedAt) {
            if (hasCurrentConsent(user)) request.user = user;
            else request.pendingUser = user;
          }
        }
      }
    }
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers["x-csrf-token"];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!request.session || !sent || !sameToken(sent, request.session.csrfToken)) {
        throw new AppError("CSRF");
      }
    }
  });
}

/** The signed-in member, or 401 LOGIN_REQUIRED. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError("LOGIN_REQUIRED");
  return request.user;
}

/** The signed-in member, consent current or not (for the consent call), or 401 LOGIN_REQUIRED. */
export function requireSignedIn(request: FastifyRequest): User {
  const user = request.user ?? request.pendingUser;
  if (!user) throw new AppError("LOGIN_REQUIRED");
  return user;
}

/** The signed-in member with at least `role`, else 401 / 403 (ADMIN_ONLY for A). */
export function requireRole(request: FastifyRequest, role: Role): User {
  const user = requireUser(request);
  if (!roleAtLeast(user.role, role)) throw new AppError(role === "A" ? "ADMIN_ONLY" : "FORBIDDEN");
  return user;
}
