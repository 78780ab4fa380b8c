/**
 * The SQL form of `access.ts` `canRead` for lists that leave out what the viewer may not open (the
 * neighbours of a post, the newest posts): `p` is the listed post and `parent` the post it replies to.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Viewer } from "../queries.ts";

/**
 * Readable by the viewer: an administrator reads all; its author reads it; others only while no
 * moderation hides it (issue 41) and it is not secret or they wrote its parent.
 */
export function readableBy(viewer: Viewer): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`1 = 1`;
  if (viewer.userId === null) return sql<SqlBool>`(p.secret = 0 and p.moderation is null)`;
  return sql<SqlBool>`(p."authorId" = ${viewer.userId} or (p.moderation is null and (p.secret = 0 or parent."authorId" = ${viewer.userId})))`;
}
