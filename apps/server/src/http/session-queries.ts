/**
 * The session read of every request (http/sessions.ts `loadSession`): the session row and its member's
 * row, in one statement on PostgreSQL and two on SQLite.
 */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import type { Session, User } from "../db/schema.ts";
import { findUser } from "../users/queries.ts";

/** A live session and its member's row (undefined for a session without a member, or a member since deleted). */
export interface LoadedSession {
  session: Session;
  user: User | undefined;
}

/**
 * The session row `sessionId` with its member's row. On PostgreSQL one statement, the member as a JSON
 * column (every column of users is text or integer, which JSON returns as pg does): each round trip costs
 * the Node.js thread a socket write and read, and every signed-in request reads both. On SQLite two: a
 * join costs better-sqlite3 more than the two reads (140 µs against 34 µs; docs/notifications.md).
 */
export async function readSession(db: Db, dialect: DialectName, sessionId: string): Promise<LoadedSession | undefined> {
  const sessions = db.selectFrom("sessions").selectAll().where("sessionId", "=", sessionId);
  if (dialect === "sqlite") {
    const session = await sessions.executeTakeFirst();
    return session && { session, user: session.userId ? await findUser(db, session.userId) : undefined };
  }
  const row = await sessions
    .select(sql<User | null>`(select row_to_json(u) from users u where u."userId" = sessions."userId")`.as("user"))
    .executeTakeFirst();
  if (!row) return undefined;
  const { user, ...session } = row;
  return { session, user: user ?? undefined };
}
