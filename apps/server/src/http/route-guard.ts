/**
 * The route guard (issue 26 §3): every /api route declares who may call it in its options,
 * `config: { access }`, and one hook resolves it before the route reads any input (preParsing: after
 * the session and CSRF hooks, before the body is read and validated):
 *
 * - `"public"`   anyone; a service that serves visitors and members takes `Member | null`.
 * - `"signedIn"` a signed-in member whose consent may still be pending (the consent call), else 401.
 * - `"member"`   a signed-in member with a current consent, else 401 LOGIN_REQUIRED (the detail may be
 *                a feature's own wording: `loginMessage`). The handler passes `memberOf(request)`.
 * - `"admin"`    an administrator, else 403 ADMIN_ONLY to anyone, visitors included (the /api/admin
 *                rule); with `askLogin` a visitor gets 401 LOGIN_REQUIRED first. An administrator who
 *                has still to enrol a second factor gets 403 SECOND_FACTOR_ENROL_REQUIRED (issue 43 §2;
 *                the enrolment routes are "member" routes, so they stay reachable). The handler passes
 *                `adminOf(request)` (http/admin-guard.ts) or `memberOf(request)`.
 *
 * A plugin whose every route has the same access declares it once with `accessForAll`. Services never
 * check for a missing member: they take a `Member`. `declaredRoutes` lists what each route declared
 * (http/route-guard.test.ts asserts every /api route declares its access).
 */
import type { MessageKey } from "@portal/contract";
import { t } from "@portal/contract";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Session, User } from "../db/schema.ts";
import { AppError } from "./errors.ts";

/** Who may call a route (see the module comment). */
export type Access = "public" | "signedIn" | "member" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it (http/route-guard.ts). */
    access?: Access;
    /** `"member"`: the 401's detail, instead of the standard login message. */
    loginMessage?: MessageKey;
    /** `"admin"`: a visitor is asked to log in (401) before anyone else is refused (403). */
    askLogin?: boolean;
  }
}

/**
 * A signed-in member with a current consent, as the route guard resolved it. Services that need a
 * member take `Member`; services that serve visitors and members take `Member | null`.
 */
export type Member = User;

/** One registered route and what it declared. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

const declared = new WeakMap<object, DeclaredRoute[]>();

/** The routes registered after `installRouteGuard`, with their declared access. */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return declared.get(app.server) ?? [];
}

/** What the guard asks of the application: whether an administrator must still enrol a second factor. */
export interface GuardPolicy {
  mustEnrol: (user: User) => boolean;
}

/** The guard's answer for a request to a route declaring `access` (null: let it through). */
function refusal(request: FastifyRequest, policy: GuardPolicy): AppError | null {
  const { access, loginMessage, askLogin } = request.routeOptions.config;
  const user = request.user;
  switch (access) {
    case "signedIn":
      return user || request.pendingUser ? null : new AppError("LOGIN_REQUIRED");
    case "member":
      return user ? null : new AppError("LOGIN_REQUIRED", loginMessage ? { detail: t(loginMessage) } : {});
    case "admin":
      if (user?.role === "A") return policy.mustEnrol(user) ? new AppError("SECOND_FACTOR_ENROL_REQUIRED") : null;
      return !user && askLogin ? new AppError("LOGIN_REQUIRED") : new AppError("ADMIN_ONLY");
    default:
      return null;
  }
}

/**
 * Installs the guard on the root app: records every route registered afterwards and checks each
 * request against its route's declared access. Call it after the session hooks' installation or
 * before: the check runs at preParsing, after every onRequest hook.
 */
export function installRouteGuard(app: FastifyInstance, policy: GuardPolicy): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app.server, routes);
  app.addHook("onRoute", (options: RouteOptions) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    // The options object is the one later onRoute hooks (accessForAll) complete: read it when asked.
    for (const method of methods) {
      routes.push({
        method,
        url: options.url ?? "",
        get access() {
          return options.config?.access;
        },
      });
    }
  });
  app.addHook("preParsing", async (request) => {
    const refused = refusal(request, policy);
    if (refused) throw refused;
  });
}

/** Declares `access` for every route of the plugin `app` that does not declare its own. */
export function accessForAll(app: FastifyInstance, access: Access): void {
  app.addHook("onRoute", (options: RouteOptions) => {
    options.config = { ...options.config, access: options.config?.access ?? access };
  });
}

/**
 * The member the guard let through. Only for routes declaring `"member"` or `"admin"`; anywhere
 * else it is a programming error (500), caught by the feature's tests.
 */
export function memberOf(request: FastifyRequest): Member {
  const access = request.routeOptions.config.access;
  const user = request.user;
  if (!user || (access !== "member" && access !== "admin")) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads a member without declaring access`);
  }
  return user;
}

/** The signed-in member, consent current or not, of a route declaring `"signedIn"` (the consent call). */
export function signedInOf(request: FastifyRequest): User {
  const user = request.user ?? request.pendingUser;
  if (!user || request.routeOptions.config.access !== "signedIn") {
    throw new Error(`${request.method} ${request.routeOptions.url} reads a member without declaring access`);
  }
  return user;
}

/**
 * The session of the member the guard let through: only for routes declaring `"signedIn"`,
 * `"member"` or `"admin"` (a programming error, 500, anywhere else). Routes never read
 * `request.session` by hand.
 */
export function sessionOf(request: FastifyRequest): Session {
  const session = request.session;
  const access = request.routeOptions.config.access;
  if (!session || !(request.user ?? request.pendingUser) || access === "public" || access === undefined) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads a session without declaring access`);
  }
  return session;
}

/**
 * For a public route whose access depends on what it reads (a stored page's kind): the member when an
 * administrator, else the answers of access `"admin"` with `askLogin` (401 for a visitor, 403
 * ADMIN_ONLY for a member).
 */
export function adminFor(user: Member | null): Member {
  if (!user) throw new AppError("LOGIN_REQUIRED");
  if (user.role !== "A") throw new AppError("ADMIN_ONLY");
  return user;
}

/**
 * For a public route whose need of a member depends on its input (a list's "mine" tab, a page that
 * needs a login): the member, else the answer of access `"member"` (401 LOGIN_REQUIRED).
 */
export function memberFor(user: Member | null): Member {
  if (!user) throw new AppError("LOGIN_REQUIRED");
  return user;
}
