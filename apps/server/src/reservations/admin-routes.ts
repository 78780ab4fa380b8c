/**
 * Reservation administration endpoints under /api/admin/reservation/… (administrators only, access
 * "admin" for every route: 403 ADMIN_ONLY to anyone else, visitors included): events,
 * places, dates and slots; a slot's roster; cancelling for a member; CSV exports (UTF-8 with BOM
 * for Excel; POST with a reason, 400 in Korean without one: issue 43 §3). Every change is recorded in the audit log.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context.ts";
import { accessForAll } from "../http/route-guard.ts";
import { calendarAdminRoutes } from "./calendar-admin-routes.ts";
import { eventAdminRoutes } from "./event-admin-routes.ts";
import { slotAdminRoutes } from "./slot-admin-routes.ts";

/** The reservation administration routes as a Fastify plugin (administrators only), one plugin per resource. */
export function reservationAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every route here is for administrators, checked before any input is read (as the rest of /api/admin).
    accessForAll(app, "admin");
    await app.register(eventAdminRoutes(ctx));
    await app.register(calendarAdminRoutes(ctx));
    await app.register(slotAdminRoutes(ctx));
  };
}
