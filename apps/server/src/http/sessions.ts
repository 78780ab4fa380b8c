/**
 * Server-side sessions stored in the database (DESIGN.md section 2). The cookie `sid` holds a
 * random token; the table holds only its sha256. Idle and absolute timeouts are enforced on every
 * request; "remember me" gives a longer absolute lifetime and a persistent cookie.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import type { Session } from "../db/schema.ts";
import { type LoadedSession, readSession } from "./session-queries.ts";

export const SESSION_COOKIE = "sid";

const token = () => randomBytes(32).toString("base64url");
export const hashToken = (value: string) => createHash("sha256").update(value).digest("hex");

export interface SessionTimes {
  idleMs: number;
  absoluteMs: number;
  rememberMs: number;
}

export function sessionTimes(
  config: Pick<Config, "sessionIdleMinutes" | "sessionAbsoluteMinutes" | "rememberDays">,
): SessionTimes {
  return {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteMinutes * 60_000,
    rememberMs: config.rememberDays * 86_400_000,
  };
}

/**
 * The idle limit of a signed-in session in seconds, null for a visitor's: the browser warns before
 * it runs out and offers to extend it (KWCAG 2.2 item 2.2.1, docs/accessibility.md).
 */
export function idleSeconds(times: SessionTimes, session: { userId: string | null; remember: number }): number | null {
  if (!session.userId) return null;
  return Math.round((session.remember ? times.rememberMs : times.idleMs) / 1000);
}

/** Creates a session row; returns the cookie token and the row. `userId` null is a visitor session. */
export async function createSession(
  db: Db,
  times: SessionTimes,
  options: { userId: string | null; remember: boolean; ip: string | null; userAgent: string | null },
): Promise<{ cookieToken: string; session: Session }> {
  const cookieToken = token();
  const now = new Date();
  const lifetime = options.remember ? times.rememberMs : times.absoluteMs;
  const session: Session = {
    sessionId: hashToken(cookieToken),
    userId: options.userId,
    csrfToken: token(),
    remember: options.remember ? 1 : 0,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetime).toISOString(),
    ip: options.ip,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    reauthAt: null,
  };
  await db.insertInto("sessions").values(session).execute();
  return { cookieToken, session };
}

/**
 * How long after the last recorded activity a session's `lastSeenAt` is written again: a quarter of
 * its idle limit, at most a minute. So the idle clock slides with activity for every idle limit a
 * deployment can set (a member active every 15 s under a 1-minute limit stays signed in), while a
 * busy session writes its row at most once a minute.
 */
export function touchAfterMs(idleLimitMs: number): number {
  return Math.min(60_000, Math.floor(idleLimitMs / 4));
}

/**
 * The sessions whose idle clock this node is sliding right now. The requests of one session that arrive
 * together (a page's parallel reads, the bell's list under load) all find the clock due: without this,
 * each sent the same UPDATE, and on PostgreSQL they queued on the row's lock, one commit after another,
 * holding the pool's connections (50 at once stalled the whole node for 0.1–1 s once a minute; issue 40
 * §3). Now one request slides it and the others go on; the UPDATE only moves the clock it read (compare
 * and set), so a request or another node that read it before changes nothing.
 */
const touching = new Set<string>();

/**
 * Loads the live session for a cookie token with its member's row, or undefined when missing, idle too
 * long or past its absolute lifetime (an expired row is deleted), and slides its idle clock (see
 * {@link touchAfterMs}; once per session at a time on this node). `now` in ms since the epoch.
 */
export async function loadSession(
  db: Db,
  dialect: DialectName,
  times: SessionTimes,
  cookieToken: string,
  now = Date.now(),
): Promise<LoadedSession | undefined> {
  const sessionId = hashToken(cookieToken);
  const loaded = await readSession(db, dialect, sessionId);
  if (!loaded) return undefined;
  const { session } = loaded;
  const idleLimit = session.remember ? times.rememberMs : times.idleMs;
  const expired = Date.parse(session.expiresAt) <= now || Date.parse(session.lastSeenAt) + idleLimit <= now;
  if (expired) {
    await db.deleteFrom("sessions").where("sessionId", "=", sessionId).execute();
    return undefined;
  }
  if (now - Date.parse(session.lastSeenAt) >= touchAfterMs(idleLimit) && !touching.has(sessionId)) {
    const lastSeenAt = new Date(now).toISOString();
    touching.add(sessionId);
    try {
      await db
        .updateTable("sessions")
        .set({ lastSeenAt })
        .where("sessionId", "=", sessionId)
        .where("lastSeenAt", "=", session.lastSeenAt)
        .execute();
    } finally {
      touching.delete(sessionId);
    }
    session.lastSeenAt = lastSeenAt;
  }
  return loaded;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("sessionId", "=", sessionId).execute();
}

/** Ends every session of `userId` except `keepSessionId` (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<void> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (keepSessionId) query = query.where("sessionId", "!=", keepSessionId);
  await query.execute();
}

/** Removes sessions past their absolute expiry (called now and then, not on every request). */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom("sessions").where("expiresAt", "<=", new Date().toISOString()).execute();
}
