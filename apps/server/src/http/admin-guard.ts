/**
 * The administrator of a route declaring access "admin" (http/route-guard.ts: under /api/admin/ 403
 * ADMIN_ONLY, 'only administrators can use this function', to anyone whose role is not A, visitors
 * included, before any input is read). Handlers take the administrator from `adminOf`.
 */
import type { FastifyRequest } from "fastify";
import type { AdminActor } from "../audit/audit.ts";
import { sourceOf } from "../audit/audit.ts";
import { AppError } from "./errors.ts";

/** The signed-in administrator with the request's address, for services and the audit log. */
export function adminOf(request: FastifyRequest): AdminActor {
  const user = request.user;
  if (user?.role !== "A") throw new AppError("ADMIN_ONLY");
  return { ...sourceOf(request, user.userId), user };
}
