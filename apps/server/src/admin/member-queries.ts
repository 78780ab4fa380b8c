/**
 * Member administration's statements (Kysely, the same on SQLite and PostgreSQL): a searched and
 * filtered page of members with its total, and a member's role and lock. A single member is read
 * with `findUser` (users/queries.ts).
 */
import type { MemberListQuery, Role } from "@portal/contract";
import type { SelectQueryBuilder } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";

/** The members a searched list matches (counted over the members: a search has no counter). */
async function countAll(query: SelectQueryBuilder<Database, "users", object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Members of the query's role and state, from the counts the triggers keep. */
async function countMembers(db: Db, query: MemberListQuery): Promise<number> {
  let counts = db.selectFrom("memberCounts").select((eb) => eb.fn.sum<number>("members").as("total"));
  if (query.role) counts = counts.where("role", "=", query.role);
  if (query.state) counts = counts.where("state", "=", query.state);
  return Number((await counts.executeTakeFirst())?.total ?? 0);
}

/**
 * One page of members: search id, name, company and e-mail; filter by role and state; read in the
 * order of its sort column's index (`users_sort_*`). Without a search the total comes from the per
 * role and state counts (`memberCounts`), with one it counts the matching members.
 */
export async function listMembersPage(db: Db, dialect: DialectName, query: MemberListQuery) {
  let filtered = db.selectFrom("users");
  const q = query.q;
  if (q) {
    filtered = filtered.where((eb) =>
      eb.or(
        (["userId", "nameKo", "companyName", "email"] as const).map((column) =>
          containsText(dialect, eb.ref(column), q),
        ),
      ),
    );
  }
  if (query.role) filtered = filtered.where("role", "=", query.role);
  if (query.state === "locked") filtered = filtered.where("lockedAt", "is not", null);
  if (query.state === "active") filtered = filtered.where("lockedAt", "is", null).where("active", "=", 1);
  if (query.state === "inactive") filtered = filtered.where("lockedAt", "is", null).where("active", "=", 0);
  const total = q ? await countAll(filtered) : await countMembers(db, query);
  const rows = await filtered
    .selectAll()
    .orderBy(query.sort, query.order)
    .orderBy("userId", "asc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total };
}

/** Sets a member's role. */
export async function setMemberRole(db: Db, userId: string, role: Role, now: string): Promise<void> {
  await db.updateTable("users").set({ role, updatedAt: now }).where("userId", "=", userId).execute();
}

/** Sets a member's lock (both null: unlocked); locking ends the member's sessions. */
export async function setMemberLock(
  db: Db,
  userId: string,
  lock: { lockedAt: string | null; lockedBy: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...lock, updatedAt: now })
    .where("userId", "=", userId)
    .execute();
  if (lock.lockedAt) await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}
