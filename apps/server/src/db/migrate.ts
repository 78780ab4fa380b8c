/**
 * Runs the Kysely migrations at start. Each migration is a frozen module exporting
 * `up(db, context)`; the context carries the dialect-specific column builders it needs.
 */
import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { autoIdColumn, type DialectName, forbidUpdates } from "./dialect.ts";
import type { MigrationContext } from "./migration-context.ts";
import * as m0001 from "./migrations/0001_foundation.ts";
import * as m0002 from "./migrations/0002_admin.ts";
import * as m0003 from "./migrations/0003_reservations.ts";
import * as m0004 from "./migrations/0004_list_indexes.ts";
import * as m0005 from "./migrations/0005_files_comments.ts";
import * as m0006 from "./migrations/0006_members.ts";
import * as m0007 from "./migrations/0007_scale.ts";
import * as m0008 from "./migrations/0008_security.ts";
import * as m0009 from "./migrations/0009_notes.ts";
import * as m0010 from "./migrations/0010_trade.ts";
import * as m0011 from "./migrations/0011_pages.ts";
import * as m0012 from "./migrations/0012_dashboards.ts";
import * as m0013 from "./migrations/0013_loading.ts";
import * as m0014 from "./migrations/0014_jobs.ts";
import * as m0015 from "./migrations/0015_admin_lists.ts";
import * as m0016 from "./migrations/0016_dashboards_yearly.ts";
import * as m0017 from "./migrations/0017_search_grams_covering.ts";
import * as m0018 from "./migrations/0018_sort_blocks.ts";
import * as m0019 from "./migrations/0019_search_gram_blocks.ts";
import * as m0020 from "./migrations/0020_blocks_version.ts";
import * as m0021 from "./migrations/0021_privacy_access.ts";
import * as m0022 from "./migrations/0022_search_long_grams.ts";
import * as m0023 from "./migrations/0023_loading_axles.ts";
import * as m0024 from "./migrations/0024_withdrawal.ts";
import * as m0025 from "./migrations/0025_loading_shares.ts";
import * as m0026 from "./migrations/0026_operator.ts";
import * as m0027 from "./migrations/0027_closed_days.ts";
import * as m0028 from "./migrations/0028_gram_blocks.ts";
import * as m0029 from "./migrations/0029_surveys.ts";
import * as m0030 from "./migrations/0030_notifications.ts";
import * as m0031 from "./migrations/0031_erasure_ledger.ts";
import * as m0032 from "./migrations/0032_second_factor.ts";
import * as m0033 from "./migrations/0033_access_reviews.ts";
import * as m0034 from "./migrations/0034_notification_preferences.ts";
import * as m0035 from "./migrations/0035_backups.ts";
import * as m0036 from "./migrations/0036_moderation.ts";
import * as m0037 from "./migrations/0037_search.ts";
import * as m0038 from "./migrations/0038_web_push.ts";
import * as m0039 from "./migrations/0039_terms_reports.ts";
import * as m0041 from "./migrations/0041_search_tally.ts";
import * as m0044 from "./migrations/0044_picture_sizes.ts";

type MigrationModule = { up: (db: Kysely<unknown>, ctx: MigrationContext) => Promise<void> };

const MIGRATIONS: Record<string, MigrationModule> = {
  "0001_foundation": m0001,
  "0002_admin": m0002,
  "0003_reservations": m0003,
  "0004_list_indexes": m0004,
  "0005_files_comments": m0005,
  "0006_members": m0006,
  "0007_scale": m0007,
  "0008_security": m0008,
  "0009_notes": m0009,
  "0010_trade": m0010,
  "0011_pages": m0011,
  "0012_dashboards": m0012,
  "0013_loading": m0013,
  "0014_jobs": m0014,
  "0015_admin_lists": m0015,
  "0016_dashboards_yearly": m0016,
  "0017_search_grams_covering": m0017,
  "0018_sort_blocks": m0018,
  "0019_search_gram_blocks": m0019,
  "0020_blocks_version": m0020,
  "0021_privacy_access": m0021,
  "0022_search_long_grams": m0022,
  "0023_loading_axles": m0023,
  "0024_withdrawal": m0024,
  "0025_loading_shares": m0025,
  "0026_operator": m0026,
  "0027_closed_days": m0027,
  "0028_gram_blocks": m0028,
  "0029_surveys": m0029,
  "0030_notifications": m0030,
  "0031_erasure_ledger": m0031,
  "0032_second_factor": m0032,
  "0033_access_reviews": m0033,
  "0034_notification_preferences": m0034,
  "0035_backups": m0035,
  "0036_moderation": m0036,
  "0037_search": m0037,
  "0038_web_push": m0038,
  "0039_terms_reports": m0039,
  "0041_search_tally": m0041,
  "0044_picture_sizes": m0044,
};

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ctx: MigrationContext = {
    dialect,
    autoId: autoIdColumn(dialect),
    forbidUpdates: (d, table) => forbidUpdates(d, dialect, table),
  };
  const migrations: Record<string, Migration> = {};
  for (const [name, module] of Object.entries(MIGRATIONS)) {
    migrations[name] = { up: (d) => module.up(d, ctx) };
  }
  // Migration numbers are taken by issue, so a database may have applied a later number before an
  // earlier one is merged (0003 before 0002): unordered application is allowed for that reason.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
