/**
 * Every statement of the backups feature (issue 43 §1): the `backups` rows, and the reads a backup
 * takes of the database it copies (tables and their row counts, checksums of the newest rows, the
 * storage keys the rows point to). Table listing and the integrity check differ per dialect.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import type { BackupsTable } from "../db/schema.ts";

export type BackupRow = Omit<BackupsTable, "id"> & { id: number };

/** The backups, newest first (at most `limit`). */
export function listBackups(db: Db, limit: number): Promise<BackupRow[]> {
  return db.selectFrom("backups").selectAll().orderBy("id", "desc").limit(limit).execute() as Promise<BackupRow[]>;
}

/** One backup, or undefined. */
export function findBackup(db: Db, id: number): Promise<BackupRow | undefined> {
  return db.selectFrom("backups").selectAll().where("id", "=", id).executeTakeFirst() as Promise<BackupRow | undefined>;
}

/** Adds a queued manual backup requested by `userId`; resolves with its id. */
export async function insertManualBackup(db: Db, userId: string, now: string): Promise<number> {
  const row = await db
    .insertInto("backups")
    .values({ trigger: "manual", status: "queued", requestedBy: userId, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Adds the scheduled backup of Seoul day `date` unless one exists (unique `scheduledDate`: across
 * nodes, one wins); resolves with its id, or undefined when the day already has its backup.
 */
export async function insertScheduledBackup(db: Db, date: string, now: string): Promise<number | undefined> {
  const row = await db
    .insertInto("backups")
    .values({ trigger: "scheduled", scheduledDate: date, status: "queued", createdAt: now })
    .onConflict((oc) => oc.column("scheduledDate").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** Moves a queued backup to running for `nodeId` (one conditional UPDATE); resolves false when it was not queued. */
export async function startBackupRow(db: Db, id: number, nodeId: string, now: string): Promise<boolean> {
  const row = await db
    .updateTable("backups")
    .set({ status: "running", startedAt: now, nodeId })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes a backup's outcome and figures. */
export async function finishBackupRow(
  db: Db,
  id: number,
  values: Partial<Omit<BackupsTable, "id" | "trigger" | "createdAt">>,
): Promise<void> {
  await db.updateTable("backups").set(values).where("id", "=", id).execute();
}

/** Marks backups running since before `before` failed (their node stopped); resolves with the count. */
export async function failStaleBackups(db: Db, before: string, now: string): Promise<number> {
  const result = await db
    .updateTable("backups")
    .set({ status: "failed", finishedAt: now, reason: "the node stopped during the backup" })
    .where("status", "=", "running")
    .where("startedAt", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** Backups in `statuses`, newest first. */
export function backupsIn(db: Db, statuses: BackupsTable["status"][]): Promise<BackupRow[]> {
  return db
    .selectFrom("backups")
    .selectAll()
    .where("status", "in", statuses)
    .orderBy("id", "desc")
    .execute() as Promise<BackupRow[]>;
}

/** The newest verified backup's finish time, and how many backups failed. */
export async function backupHealth(db: Db): Promise<{ lastVerifiedAt: string | null; failed: number }> {
  const row = await db
    .selectFrom("backups")
    .select((eb) => [
      eb.fn.max("finishedAt").filterWhere("status", "=", "verified").as("lastVerifiedAt"),
      eb.fn.countAll<number>().filterWhere("status", "=", "failed").as("failed"),
    ])
    .executeTakeFirstOrThrow();
  return { lastVerifiedAt: (row.lastVerifiedAt as string | null) ?? null, failed: Number(row.failed) };
}

// --- reads of the database being copied (run in its snapshot) or of a restored copy

/** The names of the portal's tables (migrations' bookkeeping included), sorted. */
export async function tableNames(db: Db, dialect: DialectName): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

/** Row counts of `tables`. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The tables whose newest rows are checksummed, with their key (newest = highest key). */
const CHECKSUMMED = { posts: "postId", comments: "commentId", users: "createdAt" } as const;

/** SHA-256 of the newest 1,000 rows (every column) of posts, comments and members, per table. */
export async function newestRowChecksums(db: Db): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const [table, key] of Object.entries(CHECKSUMMED)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      order by ${sql.ref(key)} desc, ${sql.ref(table === "users" ? "userId" : key)} desc limit 1000`.execute(db);
    sums[table] = createHash("sha256").update(JSON.stringify(rows)).digest("hex");
  }
  return sums;
}

/**
 * Every storage key the live rows point to (files and thumbnails, deal photos, page pictures), sorted,
 * once each. Rows marked deleted are left out: their objects may already be gone.
 */
export async function referencedKeys(db: Db): Promise<string[]> {
  const files = await db
    .selectFrom("files")
    .select(["storageKey", "thumbKey"])
    .where("deletedAt", "is", null)
    .execute();
  const photos = await db
    .selectFrom("dealPhotos")
    .select(["fullKey", "detailKey", "cardKey"])
    .where("deletedAt", "is", null)
    .execute();
  const media = await db.selectFrom("pageMedia").select("storageKey").execute();
  const keys = new Set<string>();
  for (const row of files) {
    keys.add(row.storageKey);
    if (row.thumbKey) keys.add(row.thumbKey);
  }
  for (const row of photos) for (const key of [row.fullKey, row.detailKey, row.cardKey]) keys.add(key);
  for (const row of media) keys.add(row.storageKey);
  return [...keys].sort();
}

/** SQLite's `integrity_check`: "ok", or the problems it lists. PostgreSQL has none (a restore that loads is the check). */
export async function integrityCheck(db: Db, dialect: DialectName): Promise<string> {
  if (dialect !== "sqlite") return "ok";
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.map((row) => row.integrity_check).join("; ");
}

/** What a backup's manifest holds of its snapshot: every table's row count, the newest rows' checksums, the stored keys. */
export interface SnapshotFacts {
  counts: Record<string, number>;
  checksums: Record<string, string>;
  keys: string[];
}

/**
 * The manifest's reads of one snapshot (db/snapshot.ts `withSnapshot` runs them, on a worker thread for
 * SQLite: `import.meta.resolve` names this export).
 */
export async function snapshotFacts(db: Db, dialect: DialectName): Promise<SnapshotFacts> {
  return {
    counts: await rowCounts(db, await tableNames(db, dialect)),
    checksums: await newestRowChecksums(db),
    keys: await referencedKeys(db),
  };
}

/** A restored copy's integrity_check (`ok` on PostgreSQL) and, when it is ok, the same facts as the manifest's. */
export async function restoredFacts(
  db: Db,
  dialect: DialectName,
): Promise<{ integrity: string; facts?: SnapshotFacts }> {
  const integrity = await integrityCheck(db, dialect);
  return integrity === "ok" ? { integrity, facts: await snapshotFacts(db, dialect) } : { integrity };
}
