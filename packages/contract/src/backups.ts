/** Backups in the administration room (issue 43 §1; docs/admin.md "Backups"): the list and 지금 백업. */
import { z } from "zod";

export const BACKUP_STATUSES = ["queued", "running", "verified", "failed", "removed"] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** Hours after which the last verified backup counts as stale (the screen warns, and so should alerts). */
export const BACKUP_STALE_HOURS = 26;

/** One backup as the administrator sees it. Times ISO UTC; sizes in bytes. */
export const backupSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(["scheduled", "manual"]),
  status: z.enum(BACKUP_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  location: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  fileCount: z.number().int().nullable(),
  backupMs: z.number().int().nullable(),
  verifyMs: z.number().int().nullable(),
  /** Why it failed (English, for operators). */
  reason: z.string().nullable(),
});
export type BackupDto = z.infer<typeof backupSchema>;

/** GET /api/admin/backups: the newest 100 backups, the newest verified one's time and the daily hour (Seoul). */
export const backupListSchema = z.object({
  items: z.array(backupSchema),
  lastVerifiedAt: z.string().nullable(),
  /** The Seoul hour of the daily backup; null when it is off (BACKUP_HOUR=off). */
  dailyHour: z.number().int().nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** POST /api/admin/backups (201): the queued backup's id. */
export const backupRequestedSchema = z.object({ id: z.number().int() });
