/**
 * The end of a 임시조치 (issue 41 §2; docs/moderation.md), read from the moderation review rows for the
 * banners of posts, comments, deals and deal comments: one statement for a page's items.
 */
import type { Db } from "./database.ts";
import type { ReportsTable } from "./schema.ts";

/**
 * The ends (ISO UTC) of the 임시조치 of the items `ids` of `kind`, by item id; items not under 임시조치 are
 * absent. No ids: no statement.
 */
export async function temporaryEnds(
  db: Db,
  kind: ReportsTable["targetKind"],
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("moderationItems")
    .select(["targetId", "temporaryUntil"])
    .where("targetKind", "=", kind)
    .where("targetId", "in", [...ids])
    .where("state", "=", "temporary")
    .execute();
  return new Map(rows.flatMap((r) => (r.temporaryUntil ? [[r.targetId, r.temporaryUntil] as const] : [])));
}
