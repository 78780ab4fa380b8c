/**
 * The monthly access review's statements (issue 43 §3; Kysely, the same on SQLite and PostgreSQL):
 * the month's personal-data access records grouped, per hour, and marked; the month's sign-off.
 * Times are ISO 8601 UTC text (`YYYY-MM-DDTHH:MM:SS.sssZ`), so an hour is `substr(at, 1, 13)` and a
 * range of UTC hours a range of `substr(at, 12, 2)` on both databases.
 */
import type { Expression, SqlBool } from "kysely";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

/** A half-open range of ISO UTC instants. */
export interface Span {
  from: string;
  to: string;
}

/** What marks a record: UTC hours (two-digit, inclusive) outside the working day, and busy days per administrator. */
export interface MarkRule {
  offHoursUtc: { first: string; last: string };
  busy: { adminId: string; span: Span }[];
}

type Log = ExpressionBuilder<Database, "privacyAccessLog">;

/** The month's records, as `from <= at < to`. */
function inSpan(db: Db, span: Span) {
  return db.selectFrom("privacyAccessLog").where("at", ">=", span.from).where("at", "<", span.to);
}

/** The condition "this record is marked" under `rule`: made outside the working day, or in a busy day of its administrator. */
function markedBy(eb: Log, rule: MarkRule): Expression<SqlBool> {
  const hour = sql<string>`substr(${sql.ref("at")}, 12, 2)`;
  const offHours = eb.and([
    eb(hour, ">=", sql.lit(rule.offHoursUtc.first)),
    eb(hour, "<=", sql.lit(rule.offHoursUtc.last)),
  ]);
  const busy = rule.busy.map(({ adminId, span }) =>
    eb.and([eb("adminId", "=", adminId), eb("at", ">=", span.from), eb("at", "<", span.to)]),
  );
  return eb.or([offHours, ...busy]);
}

/** Records and members (summed) per administrator and action in `span`, with how many are marked. */
export async function groupAccess(db: Db, span: Span, rule: MarkRule) {
  const rows = await inSpan(db, span)
    .select((eb) => [
      "adminId",
      "action",
      eb.fn.countAll<number | string>().as("records"),
      eb.fn.sum<number | string>("memberCount").as("members"),
      eb.fn.sum<number | string>(eb.case().when(markedBy(eb, rule)).then(1).else(0).end()).as("marked"),
    ])
    .groupBy(["adminId", "action"])
    .orderBy("adminId")
    .orderBy("action")
    .execute();
  return rows.map((r) => ({
    adminId: r.adminId,
    action: r.action,
    records: Number(r.records),
    members: Number(r.members),
    marked: Number(r.marked),
  }));
}

/** Records and members (summed) per administrator and UTC hour (`YYYY-MM-DDTHH`) in `span`. */
export async function hourlyAccess(db: Db, span: Span) {
  const hour = sql<string>`substr(${sql.ref("at")}, ${sql.lit(1)}, ${sql.lit(13)})`;
  const rows = await inSpan(db, span)
    .select((eb) => [
      "adminId",
      hour.as("hour"),
      eb.fn.countAll<number | string>().as("records"),
      eb.fn.sum<number | string>("memberCount").as("members"),
    ])
    .groupBy(["adminId", hour])
    .execute();
  return rows.map((r) => ({
    adminId: r.adminId,
    hour: r.hour,
    records: Number(r.records),
    members: Number(r.members),
  }));
}

/** The marked records of `span`, oldest first, at most `limit`. */
export function listMarked(db: Db, span: Span, rule: MarkRule, limit: number) {
  return inSpan(db, span)
    .select(["id", "at", "adminId", "action", "memberCount", "reason"])
    .where((eb) => markedBy(eb, rule))
    .orderBy("at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The sign-off of `month` (YYYY-MM), or undefined. */
export function findSignOff(db: Db, month: string) {
  return db.selectFrom("accessReviews").selectAll().where("month", "=", month).executeTakeFirst();
}

/** The newest `limit` sign-offs, newest month first. */
export function recentSignOffs(db: Db, limit: number) {
  return db.selectFrom("accessReviews").selectAll().orderBy("month", "desc").limit(limit).execute();
}

/**
 * Signs `month` off: one conditional insert (the primary key on `month`), so of any number of
 * sign-offs at once exactly one is written. Returns the row, or undefined when the month was signed.
 */
export function insertSignOff(db: Db, row: { month: string; reviewerId: string; note: string; signedAt: string }) {
  return db
    .insertInto("accessReviews")
    .values(row)
    .onConflict((oc) => oc.column("month").doNothing())
    .returningAll()
    .executeTakeFirst();
}
