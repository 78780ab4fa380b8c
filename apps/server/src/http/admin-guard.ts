/**
 * The administrator of a route declaring access "admin" (http/route-guard.ts: under /api/admin/ 403
 * ADMIN_ONLY, 'only administrators can use this function', to anyone whose role is not A, visitors
 * included, before any input is read). Handlers take the administrator from `adminOf` and pass the
 * `AdminActor` on to the services and queries; a member's own actions carry a `Member` instead.
 */
import type { FastifyRequest } from "fastify";
import { type AuditSource, sourceOf } from "../audit/audit.ts";
import { AppError } from "./errors.ts";
import type { Member } from "./route-guard.ts";

/**
 * An administrator acting through a request: the member whose role is A (`user`) and the request's
 * address (the audit source). Services that change the portal as an administrator take an
 * `AdminActor`, never a bare `User`.
 */
export interface AdminActor extends AuditSource {
  user: Member;
}

/** The signed-in administrator with the request's address, for services and the audit log. */
export function adminOf(request: FastifyRequest): AdminActor {
  const user = request.user;
  if (user?.role !== "A") throw new AppError("ADMIN_ONLY");
  return { ...sourceOf(request, user.userId), user };
}
