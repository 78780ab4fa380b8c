/** Member (users table) queries. */
import type { Db } from "../db/database.ts";
import type { NewUser, User } from "../db/schema.ts";

export function findUser(db: Db, userId: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("userId", "=", userId).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

export async function hasAdministrator(db: Db): Promise<boolean> {
  const row = await db.selectFrom("users").select("userId").where("role", "=", "A").executeTakeFirst();
  return row !== undefined;
}
