/** Member (users table) queries. */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { NewUser, User } from "../db/schema.ts";

/** The member with id `userId`, if any. */
export function findUser(db: Db, userId: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** A new member: id, Korean name and role are required; the rest defaults (KR, KO, active, terms agreed now). */
export type MemberInput = Pick<NewUser, "userId" | "nameKo" | "role"> & Partial<NewUser>;

/**
 * The member using `email`, compared without letter case (the unique index
 * `users_email_lower_unique` is on lower(email), so this lookup uses it).
 */
export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(${sql.ref("email")})`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Inserts a member with the defaults of the registration entity (members spec section 3). */
export async function insertUser(db: Db, user: MemberInput): Promise<void> {
  await insertMembers(db, [user]);
}

/** Inserts many members in one statement, with the same defaults as `insertUser`. */
export async function insertMembers(db: Db, users: MemberInput[]): Promise<void> {
  if (users.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values(
      users.map((user) => ({
        nationality: "KR",
        language: "KO",
        active: 1,
        termsAgreedAt: now,
        failedLogins: 0,
        salesUserName: null,
        createdAt: now,
        updatedAt: now,
        ...user,
      })),
    )
    .execute();
}
