/**
 * The restore (issue 43 §1; docs/operations.md "Restore runbook"), run by `npm run restore`: restores a
 * verified backup's database into a new data folder (SQLite) or an empty PostgreSQL database with the
 * same code verification uses (backups/archive.ts `restoreDatabase`), copies its files into
 * `<data folder>/files`, then re-applies the erasure ledger (issue 43 §4: members erased after the
 * backup was taken are erased again) before any portal starts on it.
 */
import fs from "node:fs";
import path from "node:path";
import {
  isVerified,
  readManifest,
  restoreDatabase,
  restoreFiles,
  rowCounts,
  tableNames,
  targetOf,
} from "./backups/index.ts";
import { loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { createLocalBus } from "./events/bus.ts";
import { sessionTimes } from "./http/sessions.ts";
import { createMailer } from "./mail/mailer.ts";
import { type ErasureEntry, readErasureLedger, reapplyErasures } from "./members/withdrawal.ts";
import { createStorage } from "./storage/select-storage.ts";

export interface RestoreOptions {
  /** The backup's location as the admin screen shows it: its folder (`<BACKUP_DIR>/backup-<id>-<time>`) or `s3://<bucket>/…/backup-…` (read with the BACKUP_S3_* access). */
  location: string;
  /** The new data folder: must not exist or be empty. Receives `files/` (and `portal.db` for SQLite). */
  dataDir: string;
  /** An empty PostgreSQL database, for a PostgreSQL backup. */
  databaseUrl?: string;
  /** The erasure ledger of the live database (`liveErasureLedger`); empty when it is gone. */
  ledger: readonly ErasureEntry[];
  /** Restore a backup that is not marked verified (last resort). */
  force?: boolean;
  /** The environment with the bucket's access (BACKUP_S3_*) for an `s3://` location; default `process.env`. */
  env?: NodeJS.ProcessEnv;
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
 * Restores the backup at `options.location` (see the module comment) and resolves with what it restored.
 * @throws when the backup is not verified (without `force`), the data folder is not empty, the
 * PostgreSQL database is not empty (pg_restore stops at the first existing table), or a copy fails
 */
export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  const entries = await fs.promises.readdir(options.dataDir).catch(() => []);
  if (entries.length > 0) throw new Error(`${options.dataDir} is not empty: restore into a new data folder`);
  const config = loadConfig({
    ...(options.env ?? process.env),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    EVENT_BUS: "local",
    S3_BUCKET: "",
  });
  const { target, name } = targetOf(config.backups, options.location);
  if (!options.force && !(await isVerified(target, name))) {
    throw new Error(`${options.location} is not a verified backup (use --force to restore it anyway)`);
  }
  const folder = await target.openFolder(name);
  try {
    const manifest = await readManifest(folder.path);
    const opened = await restoreDatabase(folder.path, manifest, {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
    });
    try {
      const files = await restoreFiles(target, manifest, config.filesDir);
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
  } finally {
    await folder.release();
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
