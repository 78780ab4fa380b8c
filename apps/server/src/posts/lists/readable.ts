/**
 * The SQL form of `access.ts` `canRead` for lists that leave out what the viewer may not open (the
 * neighbours of a post, the newest posts): `p` is the listed post and `parent` the post it replies to.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Viewer } from "../queries.ts";

/** Not secret, or readable by the viewer: an administrator, its author, or the author of its parent. */
export function readableBy(viewer: Viewer): RawBuilder<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`1 = 1`;
  if (viewer.userId === null) return sql<SqlBool>`p.secret = 0`;
  return sql<SqlBool>`(p.secret = 0 or p."authorId" = ${viewer.userId} or parent."authorId" = ${viewer.userId})`;
}
