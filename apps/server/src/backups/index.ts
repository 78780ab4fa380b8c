/** The backups feature (issue 43 §1): scheduled and on-demand backups, their verification and retention, the restore. */
export {
  isVerified,
  type Manifest,
  readManifest,
  restoreDatabase,
  restoreFiles,
} from "./archive.ts";
export { backupMetrics } from "./metrics.ts";
export { rowCounts, tableNames } from "./queries.ts";
export { backupRoutes } from "./routes.ts";
export { BACKUP_JOB, backupJobHandler, queueDailyBackup } from "./service.ts";
export { targetOf } from "./target.ts";
