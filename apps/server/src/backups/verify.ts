/**
 * Verification of a backup (issue 43 §1; docs/operations.md "Backups"): its database is restored into
 * a scratch database by `restoreDatabase`, the restore's own code, and then checked: SQLite's
 * integrity_check; the row count of every table and the checksums of the newest 1,000 posts, comments
 * and members against the manifest (read from the live database in the snapshot the copy was taken
 * of); every stored file the restored rows point to listed, and present in the backup with its size.
 * A backup in a bucket is downloaded first (target.ts), so what is verified is what the bucket holds.
 */

import type { AppContext } from "../context.ts";
import { type CopyTarget, readCopy, withScratchTarget } from "../db/snapshot.ts";
import { fileName, type Manifest, readManifest, restoreDatabase } from "./archive.ts";
import type { restoredFacts } from "./queries.ts";
import { type BackupTarget, type LocalFolder, targetOf } from "./target.ts";

/** The first difference between two row-count maps, or null. */
function countProblem(expected: Record<string, number>, found: Record<string, number>): string | null {
  for (const table of new Set([...Object.keys(expected), ...Object.keys(found)])) {
    if (expected[table] !== found[table]) {
      return `table ${table}: ${found[table] ?? "missing"} rows restored, ${expected[table] ?? "none"} at backup time`;
    }
  }
  return null;
}

/** What is wrong with the backup's files, or null: rows pointing to unlisted files, files missing or of another size. */
async function filesProblem(target: BackupTarget, manifest: Manifest, keys: string[]): Promise<string | null> {
  const listed = new Map(manifest.files.map((file) => [file.key, file.size]));
  const unlisted = keys.find((key) => !listed.has(key));
  if (unlisted) return `file ${unlisted}: the rows point to it but it is not in the backup (missing from storage?)`;
  for (const [key, size] of listed) {
    const stat = await target.stat(fileName(key));
    if (!stat) return `file ${key}: missing from the backup`;
    if (stat.size !== size) return `file ${key}: ${stat.size} bytes in the backup, ${size} at backup time`;
  }
  return null;
}

/** Checks the restored database against the manifest; resolves with the first problem, or null. */
async function checkRestored(backup: BackupTarget, folder: string, manifest: Manifest, target: CopyTarget) {
  const restored = await restoreDatabase(folder, manifest, target);
  try {
    const reads = { module: import.meta.resolve("./queries.ts"), name: "restoredFacts" };
    const { integrity, facts } = await readCopy<Awaited<ReturnType<typeof restoredFacts>>>(restored, target, reads);
    if (!facts) return `integrity_check: ${integrity.slice(0, 300)}`;
    const problem = countProblem(manifest.counts, facts.counts);
    if (problem) return problem;
    const differs = Object.keys(manifest.checksums).find(
      (table) => manifest.checksums[table] !== facts.checksums[table],
    );
    if (differs) return `the newest 1,000 rows of ${differs} differ from the live database at backup time`;
    return await filesProblem(backup, manifest, facts.keys);
  } finally {
    await restored.db.destroy();
  }
}

/**
 * Verifies the backup at `location` (a folder's path or a bucket's `s3://` address): resolves with null
 * when it restores and passes every check, else with the reason (English, for operators), e.g. a
 * truncated database copy or a missing file. The scratch database (db/snapshot.ts `withScratchTarget`)
 * and a downloaded copy are removed afterwards.
 */
export async function verifyLocation(ctx: AppContext, location: string): Promise<string | null> {
  let folder: LocalFolder;
  const { target, name } = targetOf(ctx.config.backups, location);
  try {
    folder = await target.openFolder(name);
  } catch (error) {
    return `download failed: ${(error as Error).message.slice(0, 500)}`;
  }
  try {
    let manifest: Manifest;
    try {
      manifest = await readManifest(folder.path);
    } catch (error) {
      return `manifest.json unreadable: ${(error as Error).message}`;
    }
    return await withScratchTarget(manifest.dialect, ctx.config.databaseUrl, (scratch) =>
      checkRestored(target, folder.path, manifest, scratch),
    );
  } catch (error) {
    return `restore failed: ${(error as Error).message.slice(0, 500)}`;
  } finally {
    await folder.release();
  }
}
