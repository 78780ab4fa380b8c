/**
 * The portal's periodic work, run once per period across all app nodes (see schedules.ts): audit log
 * purge (daily), personal-data access record purge (daily, records older than two years), editor draft purge (hourly), unsaved trade photo purge (hourly), the removal of finished
 * jobs after a week (daily), of notifications after NOTIFICATION_RETENTION_DAYS (daily) and of notes every party deleted more than NOTE_RETENTION_DAYS ago (daily).
 */
import { purgeAccessLog } from "../audit/access-log.ts";
import { purgeAuditLog } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import { purgeDrafts } from "../files/service.ts";
import { purgeDeletedNotes } from "../notes/queries.ts";
import { NOTE_RETENTION_DAYS } from "../notes/service.ts";
import { purgeOldNotifications } from "../notifications/index.ts";
import { purgeDealPhotoDrafts } from "../trade/photos.ts";
import { purgeFinishedJobs } from "./queue.ts";
import type { ScheduledTask } from "./schedules.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Finished jobs (sent mail …) are kept this long for inspection. */
const JOB_RETENTION_MS = 7 * DAY_MS;

/** The periodic tasks of a node of the portal. */
export function periodicTasks(ctx: AppContext): ScheduledTask[] {
  return [
    { name: "audit-purge", everyMs: DAY_MS, run: () => purgeAuditLog(ctx.db) },
    { name: "privacy-access-purge", everyMs: DAY_MS, run: () => purgeAccessLog(ctx.db) },
    { name: "draft-purge", everyMs: HOUR_MS, run: () => purgeDrafts(ctx) },
    { name: "deal-photo-purge", everyMs: HOUR_MS, run: () => purgeDealPhotoDrafts(ctx) },
    {
      name: "job-purge",
      everyMs: DAY_MS,
      run: () => purgeFinishedJobs(ctx.db, new Date(Date.now() - JOB_RETENTION_MS)),
    },
    {
      name: "note-purge",
      everyMs: DAY_MS,
      run: () =>
        purgeDeletedNotes(ctx.db, ctx.dialect, new Date(Date.now() - NOTE_RETENTION_DAYS * DAY_MS).toISOString()),
    },
    { name: "notification-purge", everyMs: DAY_MS, run: () => purgeOldNotifications(ctx) },
  ];
}
