/**
 * The portal's periodic work, run once per period across all app nodes (see schedules.ts): audit log
 * purge (daily), personal-data access record purge (daily, records older than two years), editor draft purge (hourly), unsaved trade photo purge (hourly), the removal of finished
 * jobs after a week (daily), of notifications after NOTIFICATION_RETENTION_DAYS (daily) and of notes every party deleted more than NOTE_RETENTION_DAYS ago (daily);
 * the notification digest and the day-before visit reminder, queued as jobs at their Asia/Seoul hours; the daily backup's queueing (every five minutes).
 * 통합검색 (issue 42): the removal of 인기 검색어 counts older than their seven days (daily).
 * moderation (issue 41): the end of 임시조치 periods (every 10 minutes) and the purge of decided reports after REPORT_RETENTION_DAYS (daily).
 * A purge that removed rows with personal data then settles the erasure (db/erasure.ts; issue 43 §4).
 */
import { purgeAccessLog } from "../audit/access-log.ts";
import { purgeAuditLog } from "../audit/audit.ts";
import { queueDailyBackup } from "../backups/index.ts";
import type { AppContext } from "../context.ts";
import { settleErasure } from "../db/erasure.ts";
import type { Database } from "../db/schema.ts";
import { purgeDrafts } from "../files/service.ts";
import { endTemporaryMeasures, purgeOldReports } from "../moderation/index.ts";
import { purgeDeletedNotes } from "../notes/queries.ts";
import { NOTE_RETENTION_DAYS } from "../notes/service.ts";
import { notificationTasks, purgeOldNotifications } from "../notifications/index.ts";
import { forgetOldSearches } from "../search/index.ts";
import { purgeDealPhotoDrafts } from "../trade/photos.ts";
import { purgeFinishedJobs } from "./queue.ts";
import type { ScheduledTask } from "./schedules.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Finished jobs (sent mail …) are kept this long for inspection. */
const JOB_RETENTION_MS = 7 * DAY_MS;

/** Runs `purge` (resolving with the rows removed), then settles the erasure in `tables` when it removed any. */
function erasing(ctx: AppContext, tables: (keyof Database)[], purge: () => Promise<number>) {
  return async (): Promise<number> => {
    const removed = await purge();
    if (removed > 0) await settleErasure(ctx, tables);
    return removed;
  };
}

/** The periodic tasks of a node of the portal. */
export function periodicTasks(ctx: AppContext): ScheduledTask[] {
  return [
    { name: "audit-purge", everyMs: DAY_MS, run: erasing(ctx, ["auditLog"], () => purgeAuditLog(ctx.db)) },
    {
      name: "privacy-access-purge",
      everyMs: DAY_MS,
      run: erasing(ctx, ["privacyAccessLog", "privacyAccessMembers"], () => purgeAccessLog(ctx.db)),
    },
    { name: "draft-purge", everyMs: HOUR_MS, run: () => purgeDrafts(ctx) },
    { name: "search-count-purge", everyMs: DAY_MS, run: () => forgetOldSearches(ctx) },
    { name: "deal-photo-purge", everyMs: HOUR_MS, run: () => purgeDealPhotoDrafts(ctx) },
    {
      name: "job-purge",
      everyMs: DAY_MS,
      run: erasing(ctx, ["jobs"], () => purgeFinishedJobs(ctx.db, new Date(Date.now() - JOB_RETENTION_MS))),
    },
    {
      name: "note-purge",
      everyMs: DAY_MS,
      run: erasing(ctx, ["notes", "noteRecipients"], () =>
        purgeDeletedNotes(ctx.db, ctx.dialect, new Date(Date.now() - NOTE_RETENTION_DAYS * DAY_MS).toISOString()),
      ),
    },
    { name: "notification-purge", everyMs: DAY_MS, run: () => purgeOldNotifications(ctx) },
    ...notificationTasks(ctx),
    // Queues the day's backup from BACKUP_HOUR (Seoul); one per day across nodes (backups/service.ts).
    { name: "backup-daily", everyMs: 5 * 60_000, run: () => queueDailyBackup(ctx) },
    // Issue 41: 임시조치 periods end at Seoul midnight; decided reports are kept REPORT_RETENTION_DAYS.
    { name: "moderation-temporary-end", everyMs: 10 * 60_000, run: () => endTemporaryMeasures(ctx) },
    {
      name: "report-purge",
      everyMs: DAY_MS,
      run: erasing(ctx, ["reports"], () => purgeOldReports(ctx.db, new Date())),
    },
  ];
}
