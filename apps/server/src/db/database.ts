/**
 * Opens the portal database from configuration and migrates it.
 * Returns `{ db, dialect, poolStats }`: a typed Kysely instance, the dialect name and the pool's counts.
 */
import path from "node:path";
import { Kysely } from "kysely";
import { createDialect, type DialectName } from "./dialect.ts";
import { migrateToLatest } from "./migrate.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

/** Connections of the PostgreSQL pool right now (for metrics). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** The pool's counts on PostgreSQL; undefined on SQLite (one connection). */
  poolStats: (() => PoolStats) | undefined;
}

/**
 * Opens (and migrates) the database: PostgreSQL when `databaseUrl` is set, else `$dataDir/portal.db`.
 * `dbStatementTimeoutMs` (the server's DB_STATEMENT_TIMEOUT_MS) bounds every statement of the returned
 * pool on PostgreSQL (see `createDialect`); migrations run before, on a connection of their own without
 * that bound (building an index on a large table takes longer).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  dbStatementTimeoutMs?: number;
}): Promise<DbHandle> {
  const settings = {
    databaseUrl: options.databaseUrl,
    sqliteFile: path.join(options.dataDir, "portal.db"),
    poolSize: options.poolSize,
  };
  if (options.databaseUrl && options.dbStatementTimeoutMs) {
    const migrating = createDialect({ ...settings, poolSize: 1 });
    const unbounded = new Kysely<unknown>({ dialect: migrating.dialect });
    try {
      await migrateToLatest(unbounded, migrating.name);
    } finally {
      await unbounded.destroy();
    }
  }
  const { name, dialect, pool } = createDialect({ ...settings, statementTimeoutMs: options.dbStatementTimeoutMs });
  const db = new Kysely<Database>({ dialect });
  await migrateToLatest(db as Kysely<unknown>, name);
  return {
    db,
    dialect: name,
    poolStats: pool ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) : undefined,
  };
}
