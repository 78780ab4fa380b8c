/**
 * What every migration's `up(db, context)` receives from migrate.ts: the dialect and its column
 * builders. A module of its own so that the frozen migrations and migrate.ts, which lists them, do not
 * import each other.
 */
import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DialectName } from "./dialect.ts";

export interface MigrationContext {
  dialect: DialectName;
  autoId: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** Adds a trigger that refuses UPDATE on every row of `table`. */
  forbidUpdates: (db: Kysely<unknown>, table: string) => Promise<void>;
}
