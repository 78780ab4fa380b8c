/**
 * Verification of a backup (issue 43 §1; docs/operations.md "Backups"): its database is restored into
 * a scratch database by `restoreDatabase`, the restore's own code, and then checked: SQLite's
 * integrity_check; the row count of every table and the checksums of the newest 1,000 posts, comments
 * and members against the manifest (read from the live database in the snapshot the copy was taken
 * of); every stored file the restored rows point to listed, and present in the backup with its size.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppContext } from "../context.ts";
import { type CopyTarget, withScratchTarget } from "../db/snapshot.ts";
import { filesFolder, type Manifest, readManifest, restoreDatabase } from "./archive.ts";
import { integrityCheck, newestRowChecksums, referencedKeys, rowCounts, tableNames } from "./queries.ts";

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
async function filesProblem(backupDir: string, manifest: Manifest, keys: string[]): Promise<string | null> {
  const listed = new Map(manifest.files.map((file) => [file.key, file.size]));
  const unlisted = keys.find((key) => !listed.has(key));
  if (unlisted) return `file ${unlisted}: the rows point to it but it is not in the backup (missing from storage?)`;
  for (const [key, size] of listed) {
    const stat = await fs.promises.stat(path.join(filesFolder(backupDir), key)).catch(() => null);
    if (!stat) return `file ${key}: missing from the backup`;
    if (stat.size !== size) return `file ${key}: ${stat.size} bytes in the backup, ${size} at backup time`;
  }
  return null;
}

/** Checks the restored database against the manifest; resolves with the first problem, or null. */
async function checkRestored(ctx: AppContext, folder: string, manifest: Manifest, target: CopyTarget) {
  const restored = await restoreDatabase(folder, manifest, target);
  try {
    const integrity = await integrityCheck(restored.db, restored.dialect);
    if (integrity !== "ok") return `integrity_check: ${integrity.slice(0, 300)}`;
    const counts = await rowCounts(restored.db, await tableNames(restored.db, restored.dialect));
    const problem = countProblem(manifest.counts, counts);
    if (problem) return problem;
    const sums = await newestRowChecksums(restored.db);
    const differs = Object.keys(manifest.checksums).find((table) => manifest.checksums[table] !== sums[table]);
    if (differs) return `the newest 1,000 rows of ${differs} differ from the live database at backup time`;
    return await filesProblem(ctx.config.backups.dir, manifest, await referencedKeys(restored.db));
  } finally {
    await restored.db.destroy();
  }
}

/**
 * Verifies the backup in `folder`: resolves with null when it restores and passes every check, else
 * with the reason (English, for operators), e.g. a truncated database copy or a missing file. The
 * scratch database (db/snapshot.ts `withScratchTarget`) is removed afterwards.
 */
export async function verifyFolder(ctx: AppContext, folder: string): Promise<string | null> {
  let manifest: Manifest;
  try {
    manifest = await readManifest(folder);
  } catch (error) {
    return `manifest.json unreadable: ${(error as Error).message}`;
  }
  try {
    return await withScratchTarget(manifest.dialect, ctx.config.databaseUrl, (target) =>
      checkRestored(ctx, folder, manifest, target),
    );
  } catch (error) {
    return `restore failed: ${(error as Error).message.slice(0, 500)}`;
  }
}
