/**
 * The restore (issue 43 §1; docs/operations.md "Restore runbook"), run by `npm run restore`: restores a
 * verified backup's database into a new data folder (SQLite) or an empty PostgreSQL database with the
 * same code verification uses (backups/archive.ts `restoreDatabase`), copies its files into
 * `<data folder>/files`, then re-applies the erasure ledger (issue 43 §4: members erased after the
 * backup was taken are erased again) before any portal starts on it.
 */
import fs from "node:fs";
import path from "node:path";
import { isVerified, readManifest, restoreDatabase, restoreFiles, rowCounts, tableNames } from "./backups/index.ts";
import { loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { createLocalBus } from "./events/bus.ts";
import { sessionTimes } from "./http/sessions.ts";
import { createMailer } from "./mail/mailer.ts";
import { type ErasureEntry, readErasureLedger, reapplyErasures } from "./members/withdrawal.ts";
import { createStorage } from "./storage/select-storage.ts";

export interface RestoreOptions {
  /** The backup's folder (`<BACKUP_DIR>/backup-<id>-<time>`). */
  folder: string;
  /** The new data folder: must not exist or be empty. Receives `files/` (and `portal.db` for SQLite). */
  dataDir: string;
  /** An empty PostgreSQL database, for a PostgreSQL backup. */
  databaseUrl?: string;
  /** The erasure ledger of the live database (`liveErasureLedger`); empty when it is gone. */
  ledger: readonly ErasureEntry[];
  /** Restore a backup that is not marked verified (last resort). */
  force?: boolean;
}

/** What a restore restored: the backup, row counts per table, files, members erased again. */
export interface RestoreReport {
  backupId: number;
  takenAt: string;
  dialect: string;
  tables: Record<string, number>;
  files: number;
  erasedAgain: number;
}

/**
 * Restores the backup in `options.folder` (see the module comment) and resolves with what it restored.
 * @throws when the backup is not verified (without `force`), the data folder is not empty, the
 * PostgreSQL database is not empty (pg_restore stops at the first existing table), or a copy fails
 */
export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  if (!options.force && !(await isVerified(options.folder))) {
    throw new Error(`${options.folder} is not a verified backup (use --force to restore it anyway)`);
  }
  const entries = await fs.promises.readdir(options.dataDir).catch(() => []);
  if (entries.length > 0) throw new Error(`${options.dataDir} is not empty: restore into a new data folder`);
  const manifest = await readManifest(options.folder);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    EVENT_BUS: "local",
    S3_BUCKET: "",
  });
  const opened = await restoreDatabase(options.folder, manifest, {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  try {
    // The files are shared by the backups in the backup folder's parent (backups/archive.ts).
    const files = await restoreFiles(path.dirname(path.resolve(options.folder)), manifest, config.filesDir);
    const ctx: AppContext = {
      db: opened.db,
      dialect: opened.dialect,
      config,
      sessionTimes: sessionTimes(config),
      mailer: createMailer(config),
      storage: createStorage(config),
      events: createLocalBus(),
    };
    const erasedAgain = await reapplyErasures(ctx, options.ledger);
    const tables = await rowCounts(opened.db, await tableNames(opened.db, opened.dialect));
    return {
      backupId: manifest.backupId,
      takenAt: manifest.takenAt,
      dialect: manifest.dialect,
      tables,
      files,
      erasedAgain,
    };
  } finally {
    await opened.db.destroy();
  }
}

/**
 * The erasure ledger of the live database named by the server's environment (DATABASE_URL or
 * DATA_DIR), or null when it cannot be opened (then only the ledger inside the backup applies).
 */
export async function liveErasureLedger(env: NodeJS.ProcessEnv): Promise<ErasureEntry[] | null> {
  const config = loadConfig(env);
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "portal.db"))) return null;
  try {
    const live = await openDatabase(config);
    try {
      return await readErasureLedger(live.db);
    } finally {
      await live.db.destroy();
    }
  } catch {
    return null;
  }
}
