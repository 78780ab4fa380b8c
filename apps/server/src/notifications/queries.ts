/**
 * The notification centre's statements (issue 40): what a fan-out reads of the event's target (comments,
 * posts, deals, favourites, reservations), the batched insert that keeps one row per member per event,
 * and a member's list, count, read, delete, purge and withdrawal.
 */
import type { Insertable } from "kysely";
import type { Db } from "../db/database.ts";
import type { NotificationsTable, User } from "../db/schema.ts";

/** A row to write. */
export type NewNotification = Insertable<NotificationsTable>;

/** A comment with its post and, for a reply, its parent comment's author (live rows only). */
export function commentWithPost(db: Db, commentId: number) {
  return db
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.postId", "c.postId")
    .leftJoin("comments as parent", "parent.commentId", "c.parentId")
    .select([
      "c.commentId",
      "c.postId",
      "c.authorId",
      "c.authorName",
      "c.anonymous",
      "p.title",
      "p.boardId",
      "p.authorId as postAuthorId",
      "parent.authorId as parentAuthorId",
    ])
    .where("c.commentId", "=", commentId)
    .where("c.deletedAt", "is", null)
    .where("p.deletedAt", "is", null)
    .executeTakeFirst();
}

/** A reply post with its parent post's author. */
export function replyWithParent(db: Db, postId: number) {
  return db
    .selectFrom("posts as r")
    .innerJoin("posts as p", "p.postId", "r.parentId")
    .select([
      "r.postId",
      "r.boardId",
      "r.title",
      "r.authorId",
      "r.authorName",
      "r.anonymous",
      "p.authorId as parentAuthorId",
    ])
    .where("r.postId", "=", postId)
    .where("r.deletedAt", "is", null)
    .where("p.deletedAt", "is", null)
    .executeTakeFirst();
}

/** A deal's title, path parts, seller and state. */
export function dealRow(db: Db, dealNo: number) {
  return db
    .selectFrom("deals")
    .select(["dealNo", "dealType", "companyCode", "title", "authorId", "hiddenAt", "moderation"])
    .where("dealNo", "=", dealNo)
    .executeTakeFirst();
}

/** A live deal comment's author. */
export function dealCommentRow(db: Db, dealNo: number, seq: number) {
  return db
    .selectFrom("dealComments")
    .select(["authorId", "authorName"])
    .where("dealNo", "=", dealNo)
    .where("seq", "=", seq)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/** The members who favourited a deal. */
export async function favouriters(db: Db, dealNo: number): Promise<string[]> {
  const rows = await db.selectFrom("dealFavorites").select("userId").where("dealNo", "=", dealNo).execute();
  return rows.map((row) => row.userId);
}

/** Reservations with their member, event name, day and times. */
function reservationRows(db: Db) {
  return db
    .selectFrom("reservations as r")
    .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .innerJoin("reservationEvents as e", "e.eventNo", "d.eventNo")
    .select(["r.reservationId", "r.userId", "e.name", "d.date", "s.startTime", "s.endTime"]);
}

/** One reservation (any state). */
export function reservationRow(db: Db, reservationId: number) {
  return reservationRows(db).where("r.reservationId", "=", reservationId).executeTakeFirst();
}

/** The active reservations of a slot. */
export function activeReservationsOfSlot(db: Db, slotId: number) {
  return reservationRows(db).where("r.slotId", "=", slotId).where("r.status", "=", "active").execute();
}

/** The name of a member (any state), for the actor of an event. */
export async function memberName(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("nameKo").where("userId", "=", userId).executeTakeFirst();
  return row?.nameKo ?? null;
}

/** Active, unlocked members among `userIds`, whole rows (their read rights are checked with them). */
export function activeUsers(db: Db, userIds: string[]): Promise<User[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .selectAll()
    .where("userId", "in", userIds)
    .where("active", "=", 1)
    .where("lockedAt", "is", null)
    .where("withdrawnAt", "is", null)
    .execute();
}

/** The ids of the active administrators (issue 41: told of reports). */
export async function administratorIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("userId")
    .where("role", "=", "A")
    .where("active", "=", 1)
    .where("withdrawnAt", "is", null)
    .execute();
  return rows.map((row) => row.userId);
}

/** One member's row (for reading their own list with their rights). */
export function userRow(db: Db, userId: string) {
  return db.selectFrom("users").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** Which of `ownerIds` blocked `actorId` in the note centre (TYPE I). */
export async function blockersOf(db: Db, actorId: string, ownerIds: string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("noteBlocks")
    .select("ownerId")
    .where("targetId", "=", actorId)
    .where("type", "=", "I")
    .where("ownerId", "in", ownerIds)
    .execute();
  return new Set(rows.map((row) => row.ownerId));
}

/**
 * Writes `rows`, leaving out any (recipient, event) already written: the unique key makes a retried
 * job, a second node or a repeated event write nothing twice. Resolves with the recipients written.
 */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insertInto("notifications")
    .values(rows)
    .onConflict((oc) => oc.columns(["recipientId", "eventKey"]).doNothing())
    .returning("recipientId")
    .execute();
  return written.map((row) => row.recipientId);
}

/** A page of a member's notifications, newest first, after `cursor` (an id), optionally of one type. */
export function notificationPage(
  db: Db,
  recipientId: string,
  options: { cursor?: number; type?: string; unreadFirst?: boolean; limit: number },
) {
  let query = db.selectFrom("notifications").selectAll().where("recipientId", "=", recipientId);
  if (options.type) query = query.where("type", "=", options.type);
  if (options.cursor) query = query.where("id", "<", options.cursor);
  return query.orderBy("id", "desc").limit(options.limit).execute();
}

/** A member's unread notifications (newest first), for the phone drawer's unread-first list. */
export function unreadPage(db: Db, recipientId: string, limit: number) {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** How many of a member's notifications are unread. */
export async function unreadCount(db: Db, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the member's notifications read (once); resolves false when it is not theirs. */
export async function markRead(db: Db, recipientId: string, id: number, at: string): Promise<boolean> {
  const found = await db
    .selectFrom("notifications")
    .select("readAt")
    .where("id", "=", id)
    .where("recipientId", "=", recipientId)
    .executeTakeFirst();
  if (!found) return false;
  await db
    .updateTable("notifications")
    .set({ readAt: at })
    .where("id", "=", id)
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .execute();
  return true;
}

/** Marks every unread notification of the member read; resolves with the count. */
export async function markAllRead(db: Db, recipientId: string, at: string): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ readAt: at })
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** Deletes one of the member's notifications; resolves false when it is not theirs. */
export async function deleteNotification(db: Db, recipientId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("notifications")
    .where("id", "=", id)
    .where("recipientId", "=", recipientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0) > 0;
}

/** Removes notifications made before `before` (ISO); resolves with the count. */
export async function purgeNotifications(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("notifications").where("createdAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/**
 * A withdrawn member's part (in the withdrawal's transaction): their own notifications go, and those
 * they caused keep the neutral name the withdrawal gives them instead of theirs.
 */
export async function withdrawFromNotifications(db: Db, userId: string, neutralName: string): Promise<void> {
  await db.deleteFrom("notifications").where("recipientId", "=", userId).execute();
  await db
    .updateTable("notifications")
    .set({ actorId: null, actorName: neutralName })
    .where("actorId", "=", userId)
    .execute();
}
