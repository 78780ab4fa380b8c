/**
 * Backups that restore (issue 43 §1; docs/operations.md "Backups"). A backup is a `backups` row and a
 * "backup" job: the daily one (from BACKUP_HOUR, Seoul time; one row per Seoul day, so two nodes never
 * back up twice) or one asked for with 지금 백업. The job moves its row from queued to running with one
 * conditional UPDATE, so a job run again after its lease expired does nothing; it writes the backup
 * (archive.ts), verifies it (verify.ts) and, once it is verified, removes what the retention rule no
 * longer keeps (older backups are removed only after a newer one has been verified).
 */
import { type BackupList, seoulDay, seoulHour } from "@portal/contract";
import { auditedChange } from "../audit/audited-change.ts";
import type { BackupSettings } from "../config.ts";
import type { AppContext } from "../context.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { markVerified, readManifestIn, writeBackup } from "./archive.ts";
import {
  type BackupRow,
  backupHealth,
  backupsIn,
  failStaleBackups,
  findBackup,
  finishBackupRow,
  insertManualBackup,
  insertScheduledBackup,
  listBackups,
  startBackupRow,
} from "./queries.ts";
import { configuredTarget, targetOf } from "./target.ts";
import { verifyLocation } from "./verify.ts";

/** The job kind of a backup; its payload is `{ backupId }`. */
export const BACKUP_JOB = "backup";
/** A backup still running after this long lost its node and is marked failed. */
const STALE_MS = 6 * 3_600_000;

/** The Seoul date (YYYY-MM-DD) and hour of `at`. */
const seoul = (at: Date): { date: string; hour: number } => ({ date: seoulDay(at), hour: seoulHour(at) });

/**
 * The daily check (a periodic task, every few minutes on one node): marks backups whose node stopped
 * as failed and, from BACKUP_HOUR Seoul time, queues the day's backup unless the day has one (also when
 * the portal was down at that hour). Resolves with the queued backup's id, or undefined.
 */
export async function queueDailyBackup(ctx: AppContext, now = new Date()): Promise<number | undefined> {
  await failStaleBackups(ctx.db, new Date(now.getTime() - STALE_MS).toISOString(), now.toISOString());
  const today = seoul(now);
  const from = ctx.config.backups.hour;
  if (from === null || today.hour < from) return undefined;
  const id = await insertScheduledBackup(ctx.db, today.date, now.toISOString());
  if (id !== undefined) {
    await enqueueJob(ctx.db, BACKUP_JOB, { backupId: id }, { maxAttempts: 1 });
    ctx.jobs?.wake();
  }
  return id;
}

/** POST /api/admin/backups (지금 백업): queues a backup, audited; resolves with its id. */
export async function requestBackup(ctx: AppContext, admin: AdminActor): Promise<number> {
  const id = await auditedChange<undefined, number>(ctx, admin, {
    write: async (trx) => {
      const backupId = await insertManualBackup(trx, admin.user.userId, new Date().toISOString());
      await enqueueJob(trx, BACKUP_JOB, { backupId }, { maxAttempts: 1 });
      return backupId;
    },
    audit: (_before, backupId) => ({ action: "backup.request", targetType: "backup", targetId: String(backupId) }),
  });
  ctx.jobs?.wake();
  return id;
}

/** The folder name of a new backup in its target. */
const nameOf = (id: number, at: Date) => `backup-${id}-${at.toISOString().replace(/[:.]/g, "-")}`;

/**
 * The "backup" job: writes, verifies and records backup `backupId` if it is still queued (else does
 * nothing), then applies the retention rule when it was verified. Never throws for a failed backup:
 * the row says why.
 */
export async function runBackup(ctx: AppContext, backupId: number): Promise<void> {
  const started = new Date();
  if (!(await startBackupRow(ctx.db, backupId, ctx.config.nodeId, started.toISOString()))) return;
  const target = configuredTarget(ctx.config.backups);
  const name = nameOf(backupId, started);
  const location = target.locationOf(name);
  let written: Awaited<ReturnType<typeof writeBackup>>;
  try {
    written = await writeBackup(ctx, backupId, target, name);
  } catch (error) {
    await finishBackupRow(ctx.db, backupId, {
      status: "failed",
      finishedAt: new Date().toISOString(),
      location,
      reason: `backup failed: ${(error as Error).message.slice(0, 500)}`,
    });
    return;
  }
  const backupMs = Date.now() - started.getTime();
  await finishBackupRow(ctx.db, backupId, {
    location,
    dialect: ctx.dialect,
    sizeBytes: written.bytes,
    fileCount: written.manifest.files.length,
    backupMs,
  });
  if (await verifyBackup(ctx, backupId)) await applyRetention(ctx);
}

/**
 * Verifies backup `backupId` (again) and records the outcome: verified, or failed with the reason;
 * resolves true when verified. A backup that fails never counts as the latest good one.
 */
export async function verifyBackup(ctx: AppContext, backupId: number): Promise<boolean> {
  const row = await findBackup(ctx.db, backupId);
  if (!row?.location) return false;
  const started = Date.now();
  const reason = await verifyLocation(ctx, row.location);
  const { target, name } = targetOf(ctx.config.backups, row.location);
  await markVerified(target, name, reason === null);
  await finishBackupRow(ctx.db, backupId, {
    status: reason ? "failed" : "verified",
    reason,
    finishedAt: new Date().toISOString(),
    verifyMs: Date.now() - started,
  });
  return reason === null;
}

/** The newest backup of each period (by `periodOf` its finish time), for the first `count` periods. */
function newestPerPeriod(rows: BackupRow[], count: number, periodOf: (at: Date) => string): number[] {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const period = periodOf(new Date(row.finishedAt ?? row.createdAt));
    if (!seen.has(period) && seen.size < count) seen.set(period, row.id);
  }
  return [...seen.values()];
}

/** ISO week (year and number) of a Seoul date. */
function isoWeek(at: Date): string {
  const day = new Date(`${seoul(at).date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(day.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((day.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${day.getUTCFullYear()}-W${week}`;
}

/**
 * The verified backups the retention rule keeps (newest first in `verified`): the newest of each of the
 * last `keep.daily` Seoul days, `keep.weekly` ISO weeks and `keep.monthly` months that have one.
 */
export function backupsToKeep(verified: BackupRow[], keep: BackupSettings["keep"]): Set<number> {
  return new Set([
    ...newestPerPeriod(verified, keep.daily, (at) => seoul(at).date),
    ...newestPerPeriod(verified, keep.weekly, isoWeek),
    ...newestPerPeriod(verified, keep.monthly, (at) => seoul(at).date.slice(0, 7)),
  ]);
}

/**
 * Removes the verified backups the rule no longer keeps and the folders of failed backups older than
 * the newest verified one (their rows stay, with the reason), then the shared files no kept backup
 * lists (skipped while another backup is running, which may be copying files). Resolves with the
 * number of backups removed.
 */
export async function applyRetention(ctx: AppContext): Promise<number> {
  const verified = await backupsIn(ctx.db, ["verified"]);
  const newest = verified[0];
  if (!newest) return 0;
  const keep = backupsToKeep(verified, ctx.config.backups.keep);
  const failed = (await backupsIn(ctx.db, ["failed"])).filter((row) => row.id < newest.id && row.location);
  let removed = 0;
  for (const row of [...verified.filter((r) => !keep.has(r.id)), ...failed]) {
    if (row.location) {
      const { target, name } = targetOf(ctx.config.backups, row.location);
      await target.remove(name, true);
    }
    await finishBackupRow(
      ctx.db,
      row.id,
      row.status === "verified" ? { status: "removed", location: null } : { location: null },
    );
    if (row.status === "verified") removed += 1;
  }
  if ((await backupsIn(ctx.db, ["running"])).length === 0) await removeUnlistedFiles(ctx, [...keep]);
  return removed;
}

/** Deletes the shared files of the configured target that no manifest of `kept` lists. */
async function removeUnlistedFiles(ctx: AppContext, kept: number[]): Promise<void> {
  const listed = new Set<string>();
  for (const id of kept) {
    const row = await findBackup(ctx.db, id);
    if (!row?.location) continue;
    const { target, name } = targetOf(ctx.config.backups, row.location);
    for (const file of (await readManifestIn(target, name)).files) listed.add(file.key);
  }
  const target = configuredTarget(ctx.config.backups);
  for (const file of await target.list("files")) if (!listed.has(file.name)) await target.remove(`files/${file.name}`);
}

/** The job handler of BACKUP_JOB for the worker (payload `{ backupId }`). */
export function backupJobHandler(ctx: AppContext) {
  return (payload: unknown) => runBackup(ctx, (payload as { backupId: number }).backupId);
}

/** GET /api/admin/backups: the newest 100 backups, the newest verified one's finish time and the daily hour. */
export async function listForAdmin(ctx: AppContext): Promise<BackupList> {
  const rows = await listBackups(ctx.db, 100);
  const { lastVerifiedAt } = await backupHealth(ctx.db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      trigger: row.trigger,
      status: row.status,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
      location: row.location,
      sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
      fileCount: row.fileCount,
      backupMs: row.backupMs,
      verifyMs: row.verifyMs,
      reason: row.reason,
    })),
    lastVerifiedAt,
    dailyHour: ctx.config.backups.hour,
  };
}
