/**
 * The notification centre's statements (issue 40): what a fan-out reads of the event's target (comments,
 * posts, deals, favourites, reservations), the batched insert that keeps one row per member per event,
 * a member's list, count, read, delete, purge and withdrawal, the preferences, the mail claim (one
 * conditional statement) and the digest's reads.
 */
import type { Insertable } from "kysely";
import type { Db } from "../db/database.ts";
import { plannedPerExecution } from "../db/dialect.ts";
import type { NotificationPreferencesTable, NotificationsTable, User } from "../db/schema.ts";
import { findableByName } from "../notes/index.ts";

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
      "c.body",
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
      "r.bodyText",
      "p.authorId as parentAuthorId",
    ])
    .where("r.postId", "=", postId)
    .where("r.deletedAt", "is", null)
    .where("p.deletedAt", "is", null)
    .executeTakeFirst();
}

/** A live post: its author, board, text and notice flag. */
export function postRow(db: Db, postId: number) {
  return db
    .selectFrom("posts as p")
    .innerJoin("boards as b", "b.boardId", "p.boardId")
    .select([
      "p.postId",
      "p.boardId",
      "p.parentId",
      "p.title",
      "p.authorId",
      "p.authorName",
      "p.anonymous",
      "p.bodyText",
      "p.notice",
      "b.name as boardName",
    ])
    .where("p.postId", "=", postId)
    .where("p.deletedAt", "is", null)
    .executeTakeFirst();
}

/** A member's row for a board (none: posts off, notices on). */
export function boardSubscriptionRow(db: Db, userId: string, boardId: string) {
  return db
    .selectFrom("boardSubscriptions")
    .select(["posts", "notices"])
    .where("userId", "=", userId)
    .where("boardId", "=", boardId)
    .executeTakeFirst();
}

/** Sets a member's switches for a board (one statement: insert or update the row). */
export async function upsertBoardSubscription(
  db: Db,
  row: { userId: string; boardId: string; posts: number; notices: number; updatedAt: string },
): Promise<void> {
  await db
    .insertInto("boardSubscriptions")
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(["userId", "boardId"])
        .doUpdateSet({ posts: row.posts, notices: row.notices, updatedAt: row.updatedAt }),
    )
    .execute();
}

/** The members following a board's new posts. */
export async function boardFollowers(db: Db, boardId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("boardSubscriptions")
    .select("userId")
    .where("boardId", "=", boardId)
    .where("posts", "=", 1)
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * The active members who did not turn a board's notices off (the read right is checked per member at
 * fan-out), by id.
 */
export async function noticeAudience(db: Db, boardId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("userId")
    .where("active", "=", 1)
    .where("lockedAt", "is", null)
    .where("withdrawnAt", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("boardSubscriptions as s")
            .select("s.userId")
            .whereRef("s.userId", "=", "users.userId")
            .where("s.boardId", "=", boardId)
            .where("s.notices", "=", 0),
        ),
      ),
    )
    .orderBy("userId")
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * The members `@tokens` name, as `writer` may find them (notes `findableByName`, the recipient search's
 * rule): by name among the members the writer may find, or any member by their whole id. Active,
 * unlocked, not withdrawn, not the writer.
 */
export async function mentionedMembers(
  db: Db,
  writer: Pick<User, "userId" | "companyCode">,
  tokens: string[],
): Promise<string[]> {
  if (tokens.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select("userId")
    .where("active", "=", 1)
    .where("lockedAt", "is", null)
    .where("withdrawnAt", "is", null)
    .where("userId", "!=", writer.userId)
    .where((eb) =>
      eb.or([
        eb(
          "userId",
          "in",
          tokens.map((token) => token.toLowerCase()),
        ),
        eb.and([eb("nameKo", "in", tokens), eb("userId", "in", findableByName(db, writer))]),
      ]),
    )
    .execute();
  return rows.map((row) => row.userId);
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
    .select(["authorId", "authorName", "body"])
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

/** The active bookings of `day` (YYYY-MM-DD), for the day-before reminder. */
export function activeReservationsOn(db: Db, day: string) {
  return reservationRows(db).where("d.date", "=", day).where("r.status", "=", "active").execute();
}

/** Reservations with their member, event name, day and times. */
function reservationRows(db: Db) {
  return db
    .selectFrom("reservations as r")
    .innerJoin("reservationSlots as s", "s.slotId", "r.slotId")
    .innerJoin("reservationDates as d", "d.dateId", "s.dateId")
    .innerJoin("reservationEvents as e", "e.eventNo", "d.eventNo")
    .select([
      "r.reservationId",
      "r.userId",
      "r.slotId",
      "r.status",
      "d.eventNo",
      "e.name",
      "d.date",
      "s.startTime",
      "s.endTime",
    ]);
}

/** One reservation (any state). */
export function reservationRow(db: Db, reservationId: number) {
  return reservationRows(db).where("r.reservationId", "=", reservationId).executeTakeFirst();
}

/** The active reservations of a slot. */
export function activeReservationsOfSlot(db: Db, slotId: number) {
  return reservationRows(db).where("r.slotId", "=", slotId).where("r.status", "=", "active").execute();
}

/**
 * A company request or alliance application still waiting for a decision, with its member's name;
 * undefined once decided (or gone).
 */
export function pendingQueueEntry(db: Db, queue: "companyRequests" | "allianceApplications", id: number) {
  return db
    .selectFrom(`${queue} as q` as "companyRequests as q")
    .innerJoin("users as u", "u.userId", "q.userId")
    .select(["q.id", "q.userId", "q.companyName", "u.nameKo"])
    .where("q.id", "=", id)
    .where("q.status", "=", "pending")
    .executeTakeFirst();
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

/** The ids of the active administrators (told of reports, company requests, alliance applications, bookings). */
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

/** How a notification is sent beside the portal, each row at most once: its column holds when it was claimed. */
export type DeliveryColumn = "emailedAt" | "pushedAt";

/**
 * Claims rows for a send by `channel`: ONE conditional UPDATE sets the column on those of `ids` not yet
 * claimed and resolves with the ids it set, so two runs (a retried job, a second node) never send a row twice.
 */
export async function claimForDelivery(
  db: Db,
  channel: DeliveryColumn,
  ids: number[],
  at: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable("notifications")
    .set({ [channel]: at })
    .where("id", "in", ids)
    .where(channel, "is", null)
    .returning("id")
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The event's rows of `recipientIds` not yet sent by `channel` (a retried job finds those a failed run
 * left), claimed for this run (`claimForDelivery`): resolves with the rows this run sends.
 */
export async function claimEventRows(db: Db, channel: DeliveryColumn, eventKey: string, recipientIds: string[]) {
  if (recipientIds.length === 0) return [];
  const rows = await db
    .selectFrom("notifications")
    .selectAll()
    .where("eventKey", "=", eventKey)
    .where("recipientId", "in", recipientIds)
    .where(channel, "is", null)
    .execute();
  const claimed = await claimForDelivery(
    db,
    channel,
    rows.map((row) => row.id),
    new Date().toISOString(),
  );
  return rows.filter((row) => claimed.has(row.id));
}

/** Members with unread rows never mailed, made after `since` (ISO): the digest's candidates. */
export async function digestCandidates(db: Db, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("notifications")
    .select("recipientId")
    .distinct()
    .where("readAt", "is", null)
    .where("emailedAt", "is", null)
    .where("createdAt", ">", since)
    .execute();
  return rows.map((row) => row.recipientId);
}

/** A member's unread rows never mailed, oldest first. */
export function unreadUnmailed(db: Db, recipientId: string) {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .where("emailedAt", "is", null)
    .orderBy("id")
    .execute();
}

/** When the member last opened the portal: the latest of their sessions' activity and their last login. */
export async function lastVisit(db: Db, userId: string): Promise<string | null> {
  const session = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.max("lastSeenAt").as("at"))
    .where("userId", "=", userId)
    .executeTakeFirst();
  const user = await db.selectFrom("users").select("lastLoginAt").where("userId", "=", userId).executeTakeFirst();
  const times = [session?.at, user?.lastLoginAt].filter((at): at is string => Boolean(at));
  return times.length > 0 ? times.sort().at(-1)! : null;
}

/** The preferences a member changed (types without a row keep their default). */
export function preferenceRows(db: Db, userIds: string[], type?: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  let query = db.selectFrom("notificationPreferences").selectAll().where("userId", "in", userIds);
  if (type) query = query.where("type", "=", type);
  return query.execute();
}

/** Sets one member's channels for one type (one statement: insert or update the row). */
export async function upsertPreference(db: Db, row: Insertable<NotificationPreferencesTable>): Promise<void> {
  await db
    .insertInto("notificationPreferences")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["userId", "type"]).doUpdateSet({
        portal: row.portal,
        email: row.email,
        updatedAt: row.updatedAt,
        // A change without push keeps the member's push choice (null: the default).
        ...(row.push === null || row.push === undefined ? {} : { push: row.push }),
      }),
    )
    .execute();
}

/**
 * The key of `purpose` (e.g. the unsubscribe address's), made on first use: the first node's insert
 * wins and every node reads the same row.
 */
export async function signingKey(db: Db, purpose: string, fresh: string): Promise<string> {
  await db
    .insertInto("signingKeys")
    .values({ purpose, secret: fresh, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column("purpose").doNothing())
    .execute();
  const row = await db
    .selectFrom("signingKeys")
    .select("secret")
    .where("purpose", "=", purpose)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** A page of a member's notifications, newest first, after `cursor` (an id), optionally of one type. */
export function notificationPage(
  db: Db,
  recipientId: string,
  options: { cursor?: number; type?: string; unreadFirst?: boolean; limit: number },
) {
  let query = db
    .selectFrom("notifications")
    .selectAll()
    .where("recipientId", "=", recipientId)
    .where("inPortal", "=", 1);
  if (options.type) query = query.where("type", "=", options.type);
  if (options.cursor) query = query.where("id", "<", options.cursor);
  return query.orderBy("id", "desc").limit(options.limit).modifyEnd(plannedPerExecution).execute();
}

/** A member's unread notifications (newest first), for the phone drawer's unread-first list. */
export function unreadPage(db: Db, recipientId: string, limit: number) {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("recipientId", "=", recipientId)
    .where("inPortal", "=", 1)
    .where("readAt", "is", null)
    .orderBy("id", "desc")
    .limit(limit)
    .modifyEnd(plannedPerExecution)
    .execute();
}

/** How many of a member's notifications are unread. */
export async function unreadCount(db: Db, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("recipientId", "=", recipientId)
    .where("inPortal", "=", 1)
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
    .where("inPortal", "=", 1)
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
  await db.deleteFrom("notificationPreferences").where("userId", "=", userId).execute();
  await db.deleteFrom("boardSubscriptions").where("userId", "=", userId).execute();
  await db.deleteFrom("pushSubscriptions").where("userId", "=", userId).execute();
  await db
    .updateTable("notifications")
    .set({ actorId: null, actorName: neutralName })
    .where("actorId", "=", userId)
    .execute();
}
