/**
 * Moderation statements (issue 41; docs/moderation.md): what a report reads of its target (post,
 * comment, deal, deal comment), the reports themselves (one per member per item by the unique key
 * `reports_one_per_member`), the review row of each reported item (`moderationItems`, counted by an
 * upsert so concurrent reporters of one item are each counted once), and the `moderation` column of
 * the item's own table that the readability predicates read.
 */
import { type Insertable, type Selectable, sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { ModerationItemsTable, ModerationState, ReportsTable } from "../db/schema.ts";
import { changePosts, INDEXED_COLUMNS } from "../posts/index.ts";

export type TargetKind = ReportsTable["targetKind"];
type ItemState = Selectable<ModerationItemsTable>["state"];

/** The facts of a target a report needs: its author, board (posts and comments) and post. */
export interface TargetRow {
  authorId: string;
  boardId: string | null;
  /** The post a comment (or the post itself) belongs to; the deal of a deal comment. */
  parentId: number;
  moderation: ModerationState | null;
  title: string;
  body: string;
}

/** A live post as a report target. */
export function postTarget(db: Db, postId: number): Promise<TargetRow | undefined> {
  return db
    .selectFrom("posts")
    .select(["authorId", "boardId", "postId as parentId", "moderation", "title", "bodyText as body"])
    .where("postId", "=", postId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/** A live comment of a live post as a report target (title: its post's). */
export function commentTarget(db: Db, commentId: number): Promise<TargetRow | undefined> {
  return db
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.postId", "c.postId")
    .select(["c.authorId", "p.boardId", "c.postId as parentId", "c.moderation", "p.title", "c.body"])
    .where("c.commentId", "=", commentId)
    .where("c.deletedAt", "is", null)
    .where("p.deletedAt", "is", null)
    .executeTakeFirst();
}

/** A deal not hidden by an administrator as a report target (administrators' view: any deal). */
export async function dealTarget(db: Db, dealNo: number): Promise<(TargetRow & { hidden: boolean }) | undefined> {
  const row = await db
    .selectFrom("deals")
    .select(["authorId", "dealNo as parentId", "moderation", "title", "searchText as body", "hiddenAt"])
    .where("dealNo", "=", dealNo)
    .executeTakeFirst();
  return row && { ...row, boardId: null, hidden: row.hiddenAt !== null };
}

/** A live deal comment as a report target (title: its deal's). */
export async function dealCommentTarget(
  db: Db,
  seq: number,
): Promise<
  (TargetRow & { hidden: boolean; dealModeration: ModerationState | null; dealAuthorId: string }) | undefined
> {
  const row = await db
    .selectFrom("dealComments as c")
    .innerJoin("deals as d", "d.dealNo", "c.dealNo")
    .select([
      "c.authorId",
      "c.dealNo as parentId",
      "c.moderation",
      "d.title",
      "c.body",
      "d.hiddenAt",
      "d.moderation as dealModeration",
      "d.authorId as dealAuthorId",
    ])
    .where("c.seq", "=", seq)
    .where("c.deletedAt", "is", null)
    .executeTakeFirst();
  return row && { ...row, boardId: null, hidden: row.hiddenAt !== null };
}

/** The report threshold of board `boardId` (undefined: no such board). */
export async function boardThreshold(db: Db, boardId: string): Promise<number | undefined> {
  const row = await db.selectFrom("boards").select("reportThreshold").where("boardId", "=", boardId).executeTakeFirst();
  return row?.reportThreshold;
}

/** Whether `reporterId` has reported the item already. */
export async function hasReported(db: Db, kind: TargetKind, targetId: number, reporterId: string): Promise<boolean> {
  const row = await db
    .selectFrom("reports")
    .select("reportId")
    .where("targetKind", "=", kind)
    .where("targetId", "=", targetId)
    .where("reporterId", "=", reporterId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many reports `reporterId` filed at or after `since` (ISO UTC). */
export async function reportsSince(db: Db, reporterId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("reports")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("reporterId", "=", reporterId)
    .where("createdAt", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes a report; returns its id. Throws the unique violation of a second report by the same member. */
export async function insertReport(db: Db, report: Insertable<ReportsTable>): Promise<number> {
  const row = await db.insertInto("reports").values(report).returning("reportId").executeTakeFirstOrThrow();
  return row.reportId;
}

/**
 * Counts one more reporter of an item in its review row (created by the first report; a decided item
 * is opened again). Returns the reporters counted since the last decision and whether the row is new.
 */
export async function countReporter(
  db: Db,
  item: Pick<Insertable<ModerationItemsTable>, "targetKind" | "targetId" | "boardId" | "authorId">,
  now: string,
): Promise<{ reportCount: number; first: boolean }> {
  const row = await db
    .insertInto("moderationItems")
    .values({ ...item, state: "open", reportCount: 1, firstReportAt: now, lastReportAt: now })
    .onConflict((oc) =>
      oc.columns(["targetKind", "targetId"]).doUpdateSet((eb) => ({
        reportCount: eb("moderationItems.reportCount", "+", 1),
        lastReportAt: now,
        state: sql<ItemState>`case when ${eb.ref("moderationItems.state")} in ('dismissed', 'restored') then 'open' else ${eb.ref("moderationItems.state")} end`,
      })),
    )
    .returning(["reportCount", "firstReportAt"])
    .executeTakeFirstOrThrow();
  return { reportCount: Number(row.reportCount), first: row.firstReportAt === now && Number(row.reportCount) === 1 };
}

const TABLES = {
  post: ["posts", "postId"],
  comment: ["comments", "commentId"],
  deal: ["deals", "dealNo"],
  dealComment: ["dealComments", "seq"],
} as const;

/**
 * Sets the item's own `moderation` column (null shows it again). With `onlyFrom`, only while the column
 * holds that value (null: only an item shown now). Returns whether a row changed.
 */
export async function setItemModeration(
  db: Db,
  kind: TargetKind,
  targetId: number,
  state: ModerationState | null,
  onlyFrom?: ModerationState | null,
): Promise<boolean> {
  if (kind === "post") return setPostModeration(db, targetId, state, onlyFrom);
  if (kind === "comment") {
    if (await flipCommentShown(db, targetId, state, onlyFrom)) return true;
    // Not crossing: a hidden comment may still change from one hidden state to another.
    if (state === null || onlyFrom === null) return false;
  }
  const [table, key] = TABLES[kind];
  let query = db
    .updateTable(table)
    .set({ moderation: state })
    .where(key as "postId", "=", targetId);
  if (kind === "comment") query = query.where("moderation", "is not", null);
  if (onlyFrom !== undefined) {
    query = onlyFrom === null ? query.where("moderation", "is", null) : query.where("moderation", "=", onlyFrom);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A post's `moderation` through the post index (`changePosts`): a moderated post's search postings are
 * restricted (issue 42), so only its author and administrators find it. Returns whether the row changed.
 */
async function setPostModeration(
  db: Db,
  postId: number,
  state: ModerationState | null,
  onlyFrom: ModerationState | null | undefined,
): Promise<boolean> {
  let changed = false;
  await changePosts(db, {
    kind: "edit",
    postId,
    write: async () => {
      let query = db.updateTable("posts").set({ moderation: state }).where("postId", "=", postId);
      if (onlyFrom !== undefined) {
        query = onlyFrom === null ? query.where("moderation", "is", null) : query.where("moderation", "=", onlyFrom);
      }
      const row = await query.returning(INDEXED_COLUMNS).executeTakeFirst();
      changed = row !== undefined;
      return row;
    },
  });
  return changed;
}

/**
 * A live comment crossing between shown (no moderation state) and hidden, with its post's comment count:
 * the count is what everyone may see, so the comment leaves it when hidden and comes back when shown
 * again (issue 41 §3). One conditional statement decides the crossing, so concurrent decisions move the
 * count once. Returns whether the comment crossed.
 */
async function flipCommentShown(
  db: Db,
  commentId: number,
  state: ModerationState | null,
  onlyFrom: ModerationState | null | undefined,
): Promise<boolean> {
  const show = state === null;
  if (onlyFrom !== undefined && (onlyFrom === null) === show) return false;
  let flip = db
    .updateTable("comments")
    .set({ moderation: state })
    .where("commentId", "=", commentId)
    .where("deletedAt", "is", null)
    .where("moderation", show ? "is not" : "is", null);
  if (onlyFrom) flip = flip.where("moderation", "=", onlyFrom);
  const flipped = await flip.returning("postId").executeTakeFirst();
  if (!flipped) return false;
  let count = db
    .updateTable("posts")
    .set((eb) => ({ commentCount: eb("commentCount", show ? "+" : "-", 1) }))
    .where("postId", "=", flipped.postId);
  if (!show) count = count.where("commentCount", ">", 0);
  await count.execute();
  return true;
}
