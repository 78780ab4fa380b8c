/**
 * Opens the portal database from configuration and migrates it.
 * Returns `{ db, dialect }`: a typed Kysely instance and the dialect name.
 */
import path from "node:path";
import { Kysely } from "kysely";
import { createDialect, type DialectName } from "./dialect.ts";
import { migrateToLatest } from "./migrate.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: DialectName;
}

/** Opens (and migrates) the database: PostgreSQL when `databaseUrl` is set, else `$dataDir/portal.db`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DbHandle> {
  const { name, dialect } = createDialect({
    databaseUrl: options.databaseUrl,
    sqliteFile: path.join(options.dataDir, "portal.db"),
    poolSize: options.poolSize,
  });
  const db = new Kysely<Database>({ dialect });
  await migrateToLatest(db as Kysely<unknown>, name);
  return { db, dialect: name };
}
