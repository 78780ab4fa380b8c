/**
 * Erased means unrecoverable (issue 43 §4; docs/operations.md "Erasure"). SQLite connections run with
 * `secure_delete` on (dialect.ts), so a deleted or overwritten value is zeroed in its page; but the
 * page as it was before still sits in older frames of the write-ahead log (`portal.db-wal`) until a
 * checkpoint. After an erasure (a withdrawal, a retention purge) `settleErasure` copies the log into
 * the database file and truncates it to zero bytes (`wal_checkpoint(TRUNCATE)`); before, it deletes the
 * planner's index samples of the tables concerned (`sqlite_stat4` holds whole index keys, e-mails among
 * them; the next `pragma optimize` samples the live rows again). PostgreSQL: a plain
 * VACUUM of the tables concerned removes the dead row versions so their space is reused.
 */
import { sql } from "kysely";
import type { AppContext } from "../context.ts";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";

/** A checkpoint that a reader (another node on the same file) keeps busy is tried again this often. */
const CHECKPOINT_TRIES = 5;
const CHECKPOINT_RETRY_MS = 200;

/** The settling in progress per database: calls run one after the other. */
const chains = new WeakMap<Db, Promise<void>>();

/**
 * Makes the erasure just committed in `tables` unrecoverable from the database files. Runs after the
 * previous call on the same database has finished (never two at once); resolves when done.
 * Time: SQLite copies at most the write-ahead log (≤ ~4 MB, SQLite's automatic checkpoint keeps it
 * that small), a few milliseconds; PostgreSQL's VACUUM reads the tables' pages changed since the last
 * one. @throws the database error; `CHECKPOINT_BUSY` when readers kept the log busy every try.
 */
export function settleErasure(ctx: AppContext, tables: readonly (keyof Database)[]): Promise<void> {
  const previous = chains.get(ctx.db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => settle(ctx, tables));
  chains.set(ctx.db, next);
  return next;
}

/** Resolves once every erasure settling asked for on `db` so far has ended (tests, shutdown). */
export async function erasureSettled(db: Db): Promise<void> {
  await chains.get(db)?.catch(() => undefined);
}

async function settle(ctx: AppContext, tables: readonly (keyof Database)[]): Promise<void> {
  if (ctx.dialect === "postgres") {
    await sql`vacuum ${sql.join(tables.map((table) => sql.table(table)))}`.execute(ctx.db);
    return;
  }
  const stat4 = await sql`select 1 from sqlite_master where name = 'sqlite_stat4'`.execute(ctx.db);
  if (stat4.rows.length > 0) await sql`delete from sqlite_stat4 where tbl in (${sql.join(tables)})`.execute(ctx.db);
  for (let attempt = 1; attempt <= CHECKPOINT_TRIES; attempt += 1) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(ctx.db);
    if (rows[0]?.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_RETRY_MS));
  }
  throw new Error("CHECKPOINT_BUSY: the write-ahead log stayed in use; the erased values remain in portal.db-wal");
}
