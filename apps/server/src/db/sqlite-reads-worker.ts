/**
 * A worker thread that runs a backup's whole-database reads of a SQLite file (db/snapshot.ts
 * `sqliteReadsOffThread`), so that counting every table, SQLite's integrity_check and the online backup
 * of a large database never stall the request thread (better-sqlite3 is synchronous). It opens the file
 * read-only on a connection of its own, runs `task` (a module and export named by the caller, given a
 * Kysely over that connection and the dialect) in one read transaction and, when `copyTo` is set, copies that same view
 * there with SQLite's online backup before the transaction ends. Posts `{ result }` or `{ error }` back.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { Database } from "./schema.ts";

/** What the request thread sends: the database file, the task (module URL, export name) and where to copy it. */
export interface SqliteReadsInput {
  file: string;
  module: string;
  name: string;
  copyTo?: string;
}

async function main({ file, module, name, copyTo }: SqliteReadsInput): Promise<unknown> {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    const task = (await import(module))[name] as (db: Kysely<Database>, dialect: "sqlite") => Promise<unknown>;
    await sql`begin`.execute(db);
    const result = await task(db, "sqlite");
    if (copyTo) await connection.backup(copyTo);
    await sql`commit`.execute(db);
    return result;
  } finally {
    await db.destroy();
  }
}

main(workerData as SqliteReadsInput).then(
  (result) => parentPort?.postMessage({ result }),
  (error: Error) => parentPort?.postMessage({ error: error.stack ?? String(error) }),
);
