/**
 * Whole-database copies for backups (issue 43 §1; docs/operations.md "Backups"), the one place their
 * dialects differ. `withSnapshot` reads and copies one consistent view of the database. SQLite: on a
 * worker thread (never the request thread), a read-only connection of its own opens a read transaction (WAL keeps its view while other connections
 * write), the caller's reads run in it, and better-sqlite3's online backup API copies that same view
 * (SQLite's backup step reuses the source connection's open read transaction). PostgreSQL: a
 * REPEATABLE READ, READ ONLY transaction exports its snapshot; the caller's reads run in it and
 * `pg_dump --format=custom --snapshot` dumps exactly that view. `loadCopy` puts a copy back;
 * `withScratchTarget` gives verification a throw-away place to load one.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import pg from "pg";
import type { Db, DbHandle } from "./database.ts";
import type { DialectName } from "./dialect.ts";
import type { SqliteReadsInput } from "./sqlite-reads-worker.ts";

const run = promisify(execFile);

/**
 * Runs PostgreSQL's client program `name` with `args`. @throws its error; when it is not installed,
 * one saying so (docs/operations.md "Backups": install the client of the server's major version, or
 * fall back to the provider's snapshots)
 */
async function tool(name: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(name, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new Error(`${name} is not installed on this node: install PostgreSQL's client programs (postgresql-client)`);
  }
}

/** Where a copy is loaded: a data folder (SQLite's `portal.db`, and files), and for PostgreSQL an empty database. */
export interface CopyTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** The file name of a database copy of `dialect`. */
export const copyFileName = (dialect: DialectName) => (dialect === "sqlite" ? "database.sqlite" : "database.pgdump");

/**
 * Reads that a backup runs on a whole database, named so that a worker thread can run them: the module's
 * URL (`import.meta.resolve`) and the export, `(db, dialect) => Promise<T>`, reads only, its result
 * structured-cloneable.
 */
export interface WholeReads {
  module: string;
  name: string;
}

/**
 * Runs `reads` on the SQLite database file `file` in a worker thread of its own (sqlite-reads-worker.ts),
 * in one read transaction, and with `copyTo` writes that same view there (online backup); resolves with
 * what the reads resolved with. @throws the reads' or the copy's error
 */
export function sqliteReadsOffThread<T>(file: string, reads: WholeReads, copyTo?: string): Promise<T> {
  const input: SqliteReadsInput = { file, ...reads, copyTo };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./sqlite-reads-worker.ts", import.meta.url), { workerData: input });
    worker.once("message", (message: { result?: T; error?: string }) =>
      message.error === undefined ? resolve(message.result as T) : reject(new Error(message.error)),
    );
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the SQLite reads worker stopped (exit code ${code})`)));
  });
}

/**
 * Runs `reads` on the database `handle` opened (a restored copy): SQLite's on a worker thread over the
 * file `<target.dataDir>/portal.db` (integrity_check and counting a large copy take long), PostgreSQL's on
 * the handle's pool. @throws the reads' error
 */
export async function readCopy<T>(handle: DbHandle, target: CopyTarget, reads: WholeReads): Promise<T> {
  if (handle.dialect === "sqlite") return sqliteReadsOffThread<T>(path.join(target.dataDir, "portal.db"), reads);
  const read = (await import(reads.module))[reads.name] as (db: Db, dialect: DialectName) => Promise<T>;
  return read(handle.db, handle.dialect);
}

/**
 * Runs `reads` on one snapshot of the live database and writes that snapshot to `file`; resolves with
 * what `reads` resolved with. `live` locates the database (SQLite: `<dataDir>/portal.db`, read and copied
 * on a worker thread; PostgreSQL: `databaseUrl`, for pg_dump). @throws the database's or pg_dump's error
 */
export async function withSnapshot<T>(
  db: Db,
  dialect: DialectName,
  live: CopyTarget,
  file: string,
  reads: WholeReads,
): Promise<T> {
  if (dialect === "sqlite") return sqliteReadsOffThread<T>(path.join(live.dataDir, "portal.db"), reads, file);
  const read = (await import(reads.module))[reads.name] as (db: Db, dialect: DialectName) => Promise<T>;
  return db.connection().execute(async (connection) => {
    await sql`begin isolation level repeatable read read only`.execute(connection);
    try {
      // Counting every table of a large database takes longer than a request's bound.
      await sql`set local statement_timeout = 0`.execute(connection);
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(connection);
      const result = await read(connection, dialect);
      await tool("pg_dump", ["--format=custom", `--snapshot=${rows[0]?.id}`, `--file=${file}`, live.databaseUrl ?? ""]);
      return result;
    } finally {
      await sql`rollback`.execute(connection);
    }
  });
}

/**
 * Loads the copy `file` of a `dialect` database into `target`. SQLite: it becomes `<dataDir>/portal.db`,
 * which must not exist; PostgreSQL: `pg_restore` in one transaction into `target.databaseUrl`, which
 * must be empty (it stops at the first table that exists). @throws when the copy does not load
 */
export async function loadCopy(dialect: DialectName, file: string, target: CopyTarget): Promise<void> {
  if (dialect === "sqlite") {
    if (target.databaseUrl) throw new Error("a SQLite backup restores into a data folder, not PostgreSQL");
    await fs.promises.mkdir(target.dataDir, { recursive: true });
    await fs.promises.copyFile(file, path.join(target.dataDir, "portal.db"), fs.constants.COPYFILE_EXCL);
    return;
  }
  if (!target.databaseUrl)
    throw new Error("a PostgreSQL backup restores into an empty PostgreSQL database (--database-url)");
  const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"];
  await tool("pg_restore", [...args, `--dbname=${target.databaseUrl}`, file]);
}

/** Runs one statement on a connection of its own to `databaseUrl`, without the pool's statement bound. */
async function unbounded(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `use` with a scratch target for a copy of `dialect`: a temporary folder, and for PostgreSQL a
 * new database `portal_verify_…` beside the one at `databaseUrl` (needs CREATEDB; created and dropped
 * on a connection of its own, as CREATE DATABASE may outlast DB_STATEMENT_TIMEOUT_MS). Both are removed
 * afterwards, also on errors.
 */
export async function withScratchTarget<T>(
  dialect: DialectName,
  databaseUrl: string | undefined,
  use: (target: CopyTarget) => Promise<T>,
): Promise<T> {
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "portal-verify-"));
  const name = dialect === "postgres" ? `portal_verify_${randomBytes(6).toString("hex")}` : undefined;
  try {
    if (!name || !databaseUrl) return await use({ dataDir });
    await unbounded(databaseUrl, `create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await use({ dataDir, databaseUrl: url.toString() });
  } finally {
    if (name && databaseUrl) await unbounded(databaseUrl, `drop database if exists ${name} with (force)`);
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  }
}
