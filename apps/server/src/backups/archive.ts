/**
 * A backup's contents and the restore of its database (issue 43 §1; docs/operations.md "Backups"). A
 * backup is a folder `backup-<id>-<time>/` of its target (target.ts: BACKUP_DIR or a bucket) holding the
 * database copy (`database.sqlite`, SQLite's online backup of one snapshot; or `database.pgdump`,
 * `pg_dump --format=custom` of one exported snapshot) and `manifest.json` (row counts of every table,
 * checksums of the newest rows, the stored files with their sizes, all read in that same snapshot). The
 * copy is made in `<BACKUP_DIR>/.staging` and then moved or uploaded. Uploaded files are copied once into
 * the target's `files/<key>`, shared by the backups that list them (incremental: a file already there
 * with its size is not copied again). `restoreDatabase` is the one restore: verification restores into a
 * scratch database with it, `npm run restore` into the new one.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AppContext } from "../context.ts";
import { type DbHandle, openDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { type CopyTarget, copyFileName, loadCopy, withSnapshot } from "../db/snapshot.ts";
import type { SnapshotFacts } from "./queries.ts";
import { type BackupTarget, readText } from "./target.ts";

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

/** The target's name of the shared copy of stored object `key`. */
export const fileName = (key: string) => `files/${key}`;

/** Reads the manifest of backup folder `folder` on this machine. @throws when it is missing or unreadable */
export async function readManifest(folder: string): Promise<Manifest> {
  return JSON.parse(await fs.promises.readFile(path.join(folder, "manifest.json"), "utf8")) as Manifest;
}

/** Reads backup `name`'s manifest in `target`. @throws when it is missing or unreadable */
export async function readManifestIn(target: BackupTarget, name: string): Promise<Manifest> {
  const text = await readText(target, `${name}/manifest.json`);
  if (text === null) throw new Error(`${target.locationOf(name)} has no manifest.json`);
  return JSON.parse(text) as Manifest;
}

/** The mark of a verified backup in its folder: `npm run restore` restores only a backup that has it. */
const VERIFIED_MARK = "verified";

/** Marks backup `name` of `target` verified, or removes the mark. */
export async function markVerified(target: BackupTarget, name: string, verified: boolean): Promise<void> {
  const mark = `${name}/${VERIFIED_MARK}`;
  if (verified) await target.putStream(mark, Readable.from([new Date().toISOString()]));
  else await target.remove(mark);
}

/** Whether backup `name` of `target` was verified (and not found failed since). */
export async function isVerified(target: BackupTarget, name: string): Promise<boolean> {
  return (await target.stat(`${name}/${VERIFIED_MARK}`)) !== null;
}

/** Copies the stored object `key` into the target's shared files unless it is there with `size`; resolves with the bytes copied. */
async function copyObject(ctx: AppContext, target: BackupTarget, key: string, size: number): Promise<number> {
  if ((await target.stat(fileName(key)))?.size === size) return 0;
  const source = await ctx.storage.get(key);
  if (!source) return 0;
  await target.putStream(fileName(key), source);
  return size;
}

/**
 * Writes backup `backupId` of the live database of `ctx` as folder `name` of `target`, with the stored
 * files its rows point to (a file missing from the storage is left out: verification then names it).
 * Resolves with the manifest and the bytes written (database copy and newly copied files).
 * @throws on a database, pg_dump, file-system or bucket error
 */
export async function writeBackup(
  ctx: AppContext,
  backupId: number,
  target: BackupTarget,
  name: string,
): Promise<{ manifest: Manifest; bytes: number }> {
  const staging = path.join(ctx.config.backups.dir, ".staging", name);
  await fs.promises.mkdir(staging, { recursive: true });
  try {
    const database = copyFileName(ctx.dialect);
    const file = path.join(staging, database);
    const takenAt = new Date().toISOString();
    const snapshot = await withSnapshot<SnapshotFacts>(ctx.db, ctx.dialect, ctx.config, file, {
      module: import.meta.resolve("./queries.ts"),
      name: "snapshotFacts",
    });
    let bytes = (await fs.promises.stat(file)).size;
    await target.putFile(`${name}/${database}`, file);
    const files: Manifest["files"] = [];
    for (const key of snapshot.keys) {
      const stat = await ctx.storage.stat(key);
      if (!stat) continue;
      bytes += await copyObject(ctx, target, key, stat.size);
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
    await target.putStream(`${name}/manifest.json`, Readable.from([JSON.stringify(manifest)]));
    return { manifest, bytes };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
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

/** Copies the backup's files from `target` into the local storage folder `filesDir` (`<data>/files`); resolves with the count. */
export async function restoreFiles(target: BackupTarget, manifest: Manifest, filesDir: string): Promise<number> {
  for (const { key } of manifest.files) {
    const source = await target.get(fileName(key));
    if (!source) throw new Error(`file ${key} is missing from the backup`);
    const file = path.join(filesDir, key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await pipeline(source, fs.createWriteStream(file));
  }
  return manifest.files.length;
}
