/**
 * A backup's folder and the restore of its database (issue 43 §1; docs/operations.md "Backups"). A
 * backup is a folder `<BACKUP_DIR>/backup-<id>-<time>/` holding the database copy (`database.sqlite`,
 * SQLite's online backup of one snapshot; or `database.pgdump`, `pg_dump --format=custom` of one
 * exported snapshot) and `manifest.json` (row counts of every table, checksums of the newest rows, the
 * stored files with their sizes, all read in that same snapshot). Uploaded files are copied once into
 * `<BACKUP_DIR>/files/<key>`, shared by the backups that list them (incremental: a file already there
 * with its size is not copied again). `restoreDatabase` is the one restore: verification restores into
 * a scratch database with it, `npm run restore` into the new one.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { AppContext } from "../context.ts";
import { type DbHandle, openDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { type CopyTarget, copyFileName, loadCopy, withSnapshot } from "../db/snapshot.ts";
import { newestRowChecksums, referencedKeys, rowCounts, tableNames } from "./queries.ts";

/** What a backup holds, read in the snapshot it copied (`manifest.json`). */
export interface Manifest {
  format: 1;
  backupId: number;
  /** ISO time the snapshot was taken. */
  takenAt: string;
  dialect: DialectName;
  /** The database copy's file name in the folder. */
  database: string;
  counts: Record<string, number>;
  checksums: Record<string, string>;
  /** The stored files the rows point to, as copied, with their sizes in bytes. */
  files: { key: string; size: number }[];
}

/** The shared folder of copied files. */
export const filesFolder = (backupDir: string) => path.join(backupDir, "files");

/** Reads a backup folder's manifest. @throws when it is missing or unreadable */
export async function readManifest(folder: string): Promise<Manifest> {
  return JSON.parse(await fs.promises.readFile(path.join(folder, "manifest.json"), "utf8")) as Manifest;
}

/** The mark of a verified backup in its folder: `npm run restore` restores only a folder that has it. */
const VERIFIED_MARK = "verified";

/** Marks the backup in `folder` verified, or removes the mark. */
export async function markVerified(folder: string, verified: boolean): Promise<void> {
  const mark = path.join(folder, VERIFIED_MARK);
  if (verified) await fs.promises.writeFile(mark, new Date().toISOString());
  else await fs.promises.rm(mark, { force: true });
}

/** Whether the backup in `folder` was verified (and not found failed since). */
export async function isVerified(folder: string): Promise<boolean> {
  return fs.promises.stat(path.join(folder, VERIFIED_MARK)).then(
    () => true,
    () => false,
  );
}

/** Copies the stored object `key` into the shared files folder unless it is there with `size`; resolves with the bytes copied. */
async function copyObject(ctx: AppContext, target: string, key: string, size: number): Promise<number> {
  const existing = await fs.promises.stat(target).catch(() => null);
  if (existing?.size === size) return 0;
  const source = await ctx.storage.get(key);
  if (!source) return 0;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const part = `${target}.${randomUUID()}.part`;
  await pipeline(source, fs.createWriteStream(part));
  await fs.promises.rename(part, target);
  return size;
}

/**
 * Writes backup `backupId` of the live database of `ctx` into `folder` (created), with the stored files
 * its rows point to (a file missing from the storage is left out: verification then names it).
 * Resolves with the manifest and the bytes written (database copy and newly copied files).
 * @throws on a database, pg_dump or file-system error
 */
export async function writeBackup(
  ctx: AppContext,
  backupId: number,
  folder: string,
): Promise<{ manifest: Manifest; bytes: number }> {
  await fs.promises.mkdir(folder, { recursive: true });
  const database = copyFileName(ctx.dialect);
  const file = path.join(folder, database);
  const takenAt = new Date().toISOString();
  const snapshot = await withSnapshot(ctx.db, ctx.dialect, ctx.config, file, async (db) => ({
    counts: await rowCounts(db, await tableNames(db, ctx.dialect)),
    checksums: await newestRowChecksums(db),
    keys: await referencedKeys(db),
  }));
  let bytes = (await fs.promises.stat(file)).size;
  const files: Manifest["files"] = [];
  for (const key of snapshot.keys) {
    const stat = await ctx.storage.stat(key);
    if (!stat) continue;
    bytes += await copyObject(ctx, path.join(filesFolder(path.dirname(folder)), key), key, stat.size);
    files.push({ key, size: stat.size });
  }
  const manifest: Manifest = {
    format: 1,
    backupId,
    takenAt,
    dialect: ctx.dialect,
    database,
    counts: snapshot.counts,
    checksums: snapshot.checksums,
    files,
  };
  await fs.promises.writeFile(path.join(folder, "manifest.json"), JSON.stringify(manifest));
  return { manifest, bytes };
}

/**
 * Restores the database of the backup in `folder` into `target` (db/snapshot.ts `loadCopy`: a new
 * data folder, or an empty PostgreSQL database) and opens it, migrated to this version's schema.
 * @throws when the target is not new/empty, or the copy does not load (truncated, not a backup)
 */
export async function restoreDatabase(folder: string, manifest: Manifest, target: CopyTarget): Promise<DbHandle> {
  await loadCopy(manifest.dialect, path.join(folder, manifest.database), target);
  return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
}

/** Copies the backup's files into the local storage folder `filesDir` (`<data>/files`); resolves with the count. */
export async function restoreFiles(backupDir: string, manifest: Manifest, filesDir: string): Promise<number> {
  for (const { key } of manifest.files) {
    const target = path.join(filesDir, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(path.join(filesFolder(backupDir), key), target);
  }
  return manifest.files.length;
}
