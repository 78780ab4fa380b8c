/**
 * The route guard (issue 26 §3): every /api route of the portal declares its access, and the one
 * hook answers every guarded route as the API did before (401 LOGIN_REQUIRED, 403 ADMIN_ONLY, the
 * reservation wording), before any input is read; unit tests of the guard on a small app.
 */
import { t } from "@portal/contract";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import type { User } from "../db/schema.ts";
import { installErrorHandling } from "./errors.ts";
import {
  accessForAll,
  adminFor,
  type DeclaredRoute,
  declaredRoutes,
  installRouteGuard,
  memberFor,
  memberOf,
  signedInOf,
} from "./route-guard.ts";

/** `url` with every parameter filled (the guard answers before parameters are validated). */
const filled = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

describe.each(DIALECTS)("the portal's routes on %s", (dialect) => {
  let env: TestApp;
  let routes: DeclaredRoute[];
  let visitor: Client;
  let member: Client;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    routes = declaredRoutes(env.app).filter((route) => route.url.startsWith("/api/") && route.method !== "HEAD");
    visitor = await env.client();
    member = await env.member("M");
  });
  afterAll(() => env.close());

  it("declare their access, every one of them", () => {
    expect(routes.length).toBeGreaterThan(150);
    const undeclared = routes.filter((route) => route.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const access = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.access;
    expect(access("GET", "/api/boards/:boardId/posts")).toBe("public");
    expect(access("POST", "/api/boards/:boardId/posts")).toBe("member");
    expect(access("GET", "/api/admin/members")).toBe("admin");
    expect(access("POST", "/api/me/consents")).toBe("signedIn");
  });

  it("answers a visitor 401 on every member route and 403 or 401 on every admin route, before any input", async () => {
    const checked: string[] = [];
    for (const route of routes) {
      if (route.access === "public") continue;
      const res = await visitor.request(route.method, filled(route.url), {
        body: route.method === "GET" ? undefined : {},
      });
      const name = `${route.method} ${route.url}`;
      checked.push(name);
      if (route.access === "admin") {
        expect([401, 403], name).toContain(res.status);
        expect(res.body.code, name).toBe(res.status === 401 ? "LOGIN_REQUIRED" : "ADMIN_ONLY");
      } else {
        expect(res.status, name).toBe(401);
        expect(res.body.code, name).toBe("LOGIN_REQUIRED");
      }
    }
    expect(checked.length).toBeGreaterThan(80);
  });

  it("answers a member 403 ADMIN_ONLY on every admin route", async () => {
    for (const route of routes.filter((r) => r.access === "admin")) {
      const res = await member.request(route.method, filled(route.url), {
        body: route.method === "GET" ? undefined : {},
      });
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body, `${route.method} ${route.url}`).toMatchObject({
        code: "ADMIN_ONLY",
        detail: t("errorAdminOnly"),
      });
    }
  });

  it("keeps the reservation wording of the login answer", async () => {
    const res = await visitor.post("/api/reservations", { slotId: 1, companions: 0 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "LOGIN_REQUIRED", detail: t("reservationLoginFirst") });
  });
});

/** A small app: the member comes from the `x-role` header (none: a visitor; "pending": consent pending). */
async function guardApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandling(app);
  installRouteGuard(app, { mustEnrol: () => false });
  app.decorateRequest("user", null);
  app.decorateRequest("pendingUser", null);
  app.addHook("onRequest", async (request) => {
    const role = request.headers["x-role"];
    if (typeof role !== "string") return;
    const user = { userId: `u-${role}`, role: role === "pending" ? "U" : role } as User;
    if (role === "pending") request.pendingUser = user;
    else request.user = user;
  });
  register(app);
  await app.ready();
  return app;
}

const call = async (app: FastifyInstance, url: string, role?: string, method: "GET" | "POST" = "GET") => {
  const res = await app.inject({ method, url, headers: role ? { "x-role": role } : {}, payload: "{" });
  return { status: res.statusCode, body: res.json() as { code?: string; detail?: string; userId?: string } };
};

describe("the route guard", () => {
  let app: FastifyInstance;
  const whoAmI = (request: FastifyRequest) => ({ userId: memberOf(request).userId });

  beforeAll(async () => {
    app = await guardApp((app) => {
      app.get("/open", { config: { access: "public" } }, (request) => ({ userId: request.user?.userId ?? "" }));
      app.get("/member", { config: { access: "member" } }, whoAmI);
      // A malformed body ("{") is never read when the guard refuses.
      app.post("/member", { config: { access: "member" } }, whoAmI);
      app.get("/booking", { config: { access: "member", loginMessage: "reservationLoginFirst" } }, whoAmI);
      app.get("/admin", { config: { access: "admin" } }, whoAmI);
      app.get("/admin-login", { config: { access: "admin", askLogin: true } }, whoAmI);
      app.get("/consent", { config: { access: "signedIn" } }, (request) => ({ userId: signedInOf(request).userId }));
      app.get("/forgot", { config: { access: "public" } }, whoAmI);
      app.get("/undeclared", (request) => ({ userId: request.user?.userId ?? "" }));
      app.register(async (area) => {
        accessForAll(area, "admin");
        area.get("/area/a", whoAmI);
        area.get("/area/b", { config: { access: "member" } }, whoAmI);
      });
    });
  });
  afterAll(() => app.close());

  it("lets anyone through a public route", async () => {
    expect(await call(app, "/open")).toEqual({ status: 200, body: { userId: "" } });
    expect(await call(app, "/open", "U")).toEqual({ status: 200, body: { userId: "u-U" } });
  });

  it("answers a visitor 401 on a member route, with the route's wording when it has one, and hands the member on", async () => {
    expect(await call(app, "/member")).toMatchObject({
      status: 401,
      body: { code: "LOGIN_REQUIRED", detail: t("errorLoginRequired") },
    });
    expect(await call(app, "/member", undefined, "POST")).toMatchObject({
      status: 401,
      body: { code: "LOGIN_REQUIRED" },
    });
    expect(await call(app, "/member", "pending")).toMatchObject({ status: 401 });
    expect(await call(app, "/booking")).toMatchObject({ status: 401, body: { detail: t("reservationLoginFirst") } });
    expect(await call(app, "/member", "U")).toEqual({ status: 200, body: { userId: "u-U" } });
    expect(await call(app, "/member", "A")).toEqual({ status: 200, body: { userId: "u-A" } });
  });

  it("answers 403 ADMIN_ONLY to anyone but an administrator, or 401 to a visitor when the route asks to log in", async () => {
    for (const role of [undefined, "U", "D", "M"]) {
      expect(await call(app, "/admin", role)).toMatchObject({
        status: 403,
        body: { code: "ADMIN_ONLY", detail: t("errorAdminOnly") },
      });
    }
    expect(await call(app, "/admin-login")).toMatchObject({ status: 401, body: { code: "LOGIN_REQUIRED" } });
    expect(await call(app, "/admin-login", "M")).toMatchObject({ status: 403, body: { code: "ADMIN_ONLY" } });
    expect(await call(app, "/admin", "A")).toEqual({ status: 200, body: { userId: "u-A" } });
    expect(await call(app, "/admin-login", "A")).toEqual({ status: 200, body: { userId: "u-A" } });
  });

  it("lets a member whose consent is pending through a signed-in route only", async () => {
    expect(await call(app, "/consent", "pending")).toEqual({ status: 200, body: { userId: "u-pending" } });
    expect(await call(app, "/consent", "U")).toEqual({ status: 200, body: { userId: "u-U" } });
    expect(await call(app, "/consent")).toMatchObject({ status: 401, body: { code: "LOGIN_REQUIRED" } });
  });

  it("refuses to hand a member to a route that declared no member access (a programming error)", async () => {
    expect((await call(app, "/forgot", "U")).status).toBe(500);
  });

  it("declares a plugin's access for its routes without overriding a route's own", async () => {
    expect(await call(app, "/area/a", "M")).toMatchObject({ status: 403, body: { code: "ADMIN_ONLY" } });
    expect(await call(app, "/area/b", "M")).toEqual({ status: 200, body: { userId: "u-M" } });
    const listed = Object.fromEntries(declaredRoutes(app).map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(listed).toMatchObject({
      "GET /open": "public",
      "POST /member": "member",
      "GET /area/a": "admin",
      "GET /area/b": "member",
      "GET /undeclared": undefined,
    });
  });

  it("answers data-dependent access the same way", () => {
    const member = { userId: "m", role: "M" } as User;
    const admin = { userId: "a", role: "A" } as User;
    expect(() => memberFor(null)).toThrow(expect.objectContaining({ code: "LOGIN_REQUIRED" }));
    expect(memberFor(member)).toBe(member);
    expect(() => adminFor(null)).toThrow(expect.objectContaining({ code: "LOGIN_REQUIRED" }));
    expect(() => adminFor(member)).toThrow(expect.objectContaining({ code: "ADMIN_ONLY" }));
    expect(adminFor(admin)).toBe(admin);
  });
});
