/**
 * The administrators' moderation statements (issue 41 §3–4; docs/moderation.md): the queue of reported
 * items with its filters and counts, the reasons of a page's items, an item's review row, the decision's
 * conditional update, taking an item down (posts through the post index), the 임시조치 periods that have
 * ended, and a member's suspension.
 */
import { t } from "@portal/contract";
import type { ExpressionBuilder, Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database, ModerationItemsTable } from "../db/schema.ts";
import { changePosts, INDEXED_COLUMNS } from "../posts/index.ts";
import type { TargetKind } from "./queries.ts";

export type ModerationItemRow = Selectable<ModerationItemsTable>;
export type ItemState = ModerationItemRow["state"];

/** States still waiting for (or under) a decision: the queue's default. */
const PENDING: ItemState[] = ["open", "hidden", "temporary"];

/** The queue's filters. */
export interface QueueFilter {
  state?: ItemState | undefined;
  kind?: TargetKind | undefined;
  boardId?: string | undefined;
  reason?: string | undefined;
}

function filtered(db: Db, filter: QueueFilter) {
  let q = db.selectFrom("moderationItems as m");
  q = filter.state ? q.where("m.state", "=", filter.state) : q.where("m.state", "in", PENDING);
  if (filter.kind) q = q.where("m.targetKind", "=", filter.kind);
  if (filter.boardId) q = q.where("m.boardId", "=", filter.boardId);
  const reason = filter.reason;
  if (reason) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("reports as r")
          .select("r.reportId")
          .whereRef("r.targetKind", "=", "m.targetKind")
          .whereRef("r.targetId", "=", "m.targetId")
          .where("r.reason", "=", reason),
      ),
    );
  }
  return q;
}

/** One page of the queue, latest report first, and the number of items the filter matches. */
export async function queuePage(db: Db, filter: QueueFilter, page: number, pageSize: number) {
  const total = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const items = await filtered(db, filter)
    .selectAll("m")
    .orderBy("m.lastReportAt", "desc")
    .orderBy("m.targetId", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items, total: Number(total.n) };
}

/** Items waiting for a decision (the admin menu's count). */
export async function openItemCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("moderationItems")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "=", "open")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reports per reason of each item of `items`. */
export async function reasonCounts(db: Db, items: Pick<ModerationItemRow, "targetKind" | "targetId">[]) {
  if (items.length === 0) return [];
  return db
    .selectFrom("reports")
    .select(["targetKind", "targetId", "reason", (eb) => eb.fn.countAll<number>().as("n")])
    .where((eb) =>
      eb.or(items.map((item) => eb.and([eb("targetKind", "=", item.targetKind), eb("targetId", "=", item.targetId)]))),
    )
    .groupBy(["targetKind", "targetId", "reason"])
    .execute();
}

/** What the queue and the notifications show of a reported item as it is now: its title, text and page. */
export interface ItemContent {
  title: string;
  body: string;
  /** The item's page; null when it is gone. */
  link: string | null;
}

type ItemKey = Pick<ModerationItemRow, "targetKind" | "targetId">;

/** The map key of an item of `contentOf`'s answer. */
export const itemKey = (item: ItemKey) => `${item.targetKind}:${item.targetId}`;

/** The ids of `items` of `kind`. */
const idsOf = (items: ItemKey[], kind: TargetKind) =>
  items.filter((item) => item.targetKind === kind).map((item) => item.targetId);

/**
 * The content of each of `items` as it is now, by `itemKey`: one statement per kind present (a queue page
 * costs at most five reads whatever its size). Deleted posts, comments and deal comments are absent.
 */
export async function contentOf(db: Db, items: ItemKey[]): Promise<Map<string, ItemContent>> {
  const found = new Map<string, ItemContent>();
  const put = (kind: TargetKind, id: number, content: ItemContent) =>
    found.set(itemKey({ targetKind: kind, targetId: id }), content);
  const posts = idsOf(items, "post");
  if (posts.length > 0) {
    const rows = await db
      .selectFrom("posts")
      .select(["postId", "boardId", "title", "bodyText"])
      .where("postId", "in", posts)
      .where("deletedAt", "is", null)
      .execute();
    for (const r of rows)
      put("post", r.postId, { title: r.title, body: r.bodyText, link: `/app/board/${r.boardId}/${r.postId}` });
  }
  const comments = idsOf(items, "comment");
  if (comments.length > 0) {
    const rows = await db
      .selectFrom("comments as c")
      .innerJoin("posts as p", "p.postId", "c.postId")
      .select(["c.commentId", "c.postId", "c.body", "p.boardId", "p.title"])
      .where("c.commentId", "in", comments)
      .where("c.deletedAt", "is", null)
      .where("p.deletedAt", "is", null)
      .execute();
    for (const r of rows)
      put("comment", r.commentId, {
        title: r.title,
        body: r.body,
        link: `/app/board/${r.boardId}/${r.postId}#comment-${r.commentId}`,
      });
  }
  const deals = idsOf(items, "deal");
  if (deals.length > 0) {
    const rows = await db
      .selectFrom("deals")
      .select(["dealNo", "dealType", "companyCode", "title", "searchText"])
      .where("dealNo", "in", deals)
      .execute();
    for (const r of rows)
      put("deal", r.dealNo, {
        title: r.title,
        body: r.searchText,
        link: `/app/trade/${r.dealType}/${r.companyCode}/${r.dealNo}`,
      });
  }
  const dealComments = idsOf(items, "dealComment");
  if (dealComments.length > 0) {
    const rows = await db
      .selectFrom("dealComments as c")
      .innerJoin("deals as d", "d.dealNo", "c.dealNo")
      .select(["c.seq", "c.dealNo", "c.body", "d.dealType", "d.companyCode", "d.title"])
      .where("c.seq", "in", dealComments)
      .where("c.deletedAt", "is", null)
      .execute();
    for (const r of rows)
      put("dealComment", r.seq, {
        title: r.title,
        body: r.body,
        link: `/app/trade/${r.dealType}/${r.companyCode}/${r.dealNo}#deal-comment-${r.seq}`,
      });
  }
  const notes = idsOf(items, "note");
  if (notes.length > 0) {
    const rows = await db
      .selectFrom("notes")
      .select(["noteId", "senderName", "bodyText"])
      .where("noteId", "in", notes)
      .execute();
    // Administrators have no page of another member's note: the queue shows its text alone.
    for (const r of rows)
      put("note", r.noteId, { title: t("reportsNoteTitle", { sender: r.senderName }), body: r.bodyText, link: null });
  }
  return found;
}

/** The review row of an item, or undefined. */
export function findItem(db: Db, kind: TargetKind, targetId: number) {
  return db
    .selectFrom("moderationItems")
    .selectAll()
    .where("targetKind", "=", kind)
    .where("targetId", "=", targetId)
    .executeTakeFirst();
}

/** The first rights-infringement requester of an item (임시조치's requester), or undefined. */
export async function rightsRequester(db: Db, kind: TargetKind, targetId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("reports")
    .select("reporterId")
    .where("targetKind", "=", kind)
    .where("targetId", "=", targetId)
    .where("contact", "is not", null)
    .orderBy("reportId")
    .executeTakeFirst();
  return row?.reporterId;
}

/**
 * Records a decision on an item while it is still in `from`'s state (the check-then-act of two
 * administrators deciding at once). Returns whether it changed.
 */
export async function decideItem(
  db: Db,
  item: Pick<ModerationItemRow, "targetKind" | "targetId" | "state">,
  change: Partial<Pick<ModerationItemRow, "state" | "reportCount" | "temporaryUntil" | "requesterId">> & {
    decidedAt: string;
    decidedBy: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("moderationItems")
    .set(change)
    .where("targetKind", "=", item.targetKind)
    .where("targetId", "=", item.targetId)
    .where("state", "=", item.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes an item down for good, after the decision hid it: a post is deleted through the post index (counters,
 * lists, search), a comment is deleted (it left its post's count when hidden), a deal is hidden, a deal
 * comment deleted.
 */
export async function takeDown(trx: Db, kind: TargetKind, targetId: number, by: string, now: string): Promise<void> {
  if (kind === "post") {
    await changePosts(trx, {
      kind: "delete",
      postId: targetId,
      write: () =>
        trx
          .updateTable("posts")
          .set({ deletedAt: now, updatedAt: now, updatedBy: by })
          .where("postId", "=", targetId)
          .where("deletedAt", "is", null)
          .returning(INDEXED_COLUMNS)
          .executeTakeFirst(),
    });
  } else if (kind === "comment") {
    // Hidden first (the decision's `moderation`), it has left its post's comment count already.
    await trx
      .updateTable("comments")
      .set({ deletedAt: now, updatedAt: now })
      .where("commentId", "=", targetId)
      .where("deletedAt", "is", null)
      .execute();
  } else if (kind === "deal") {
    await trx
      .updateTable("deals")
      .set({ hiddenAt: now, hiddenBy: by })
      .where("dealNo", "=", targetId)
      .where("hiddenAt", "is", null)
      .execute();
  } else {
    await trx
      .updateTable("dealComments")
      .set({ deletedAt: now, updatedAt: now })
      .where("seq", "=", targetId)
      .where("deletedAt", "is", null)
      .execute();
  }
}

/**
 * Stores the author's objection to a 임시조치: only on an item of `authorId` under 임시조치 without one
 * (once). Returns whether it was stored.
 */
export async function storeObjection(
  db: Db,
  kind: TargetKind,
  targetId: number,
  authorId: string,
  text: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("moderationItems")
    .set({ objection: text, objectionAt: now })
    .where("targetKind", "=", kind)
    .where("targetId", "=", targetId)
    .where("authorId", "=", authorId)
    .where("state", "=", "temporary")
    .where("objection", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Items under 임시조치 whose period ended at or before `now`. */
export function endedTemporaryItems(db: Db, now: string) {
  return db
    .selectFrom("moderationItems")
    .select(["targetKind", "targetId"])
    .where("state", "=", "temporary")
    .where("temporaryUntil", "<=", now)
    .execute();
}

/** Suspends member `userId` until `until` with `reason`; returns whether the member exists. */
export async function suspendMember(db: Db, userId: string, until: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ suspendedUntil: until, suspendReason: reason })
    .where("userId", "=", userId)
    .where("withdrawnAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A member's suspension as it is, or undefined when there is no such member. */
export function memberSuspension(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["userId", "role", "suspendedUntil", "suspendReason"])
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/**
 * Removes the reports (and review rows) of decided items whose last report is older than `before`;
 * items still pending keep theirs. Returns the reports removed.
 */
export async function purgeDecidedReports(db: Db, before: string): Promise<number> {
  const decided = (eb: ExpressionBuilder<Database, "reports">) =>
    eb.exists(
      eb
        .selectFrom("moderationItems as m")
        .select("m.targetId")
        .whereRef("m.targetKind", "=", "reports.targetKind")
        .whereRef("m.targetId", "=", "reports.targetId")
        .where("m.state", "in", ["dismissed", "restored", "deleted"])
        .where("m.lastReportAt", "<", before),
    );
  const removed = await db.deleteFrom("reports").where(decided).executeTakeFirst();
  await db
    .deleteFrom("moderationItems")
    .where("state", "in", ["dismissed", "restored", "deleted"])
    .where("lastReportAt", "<", before)
    .execute();
  return Number(removed.numDeletedRows);
}
