/**
 * `npm run restore -- <backup folder or s3:// address> --data <new data folder> [--database-url <empty PostgreSQL>] [--force]`
 * (issue 43 §1; docs/operations.md "Restore runbook"): restores a verified backup (a folder, or a bucket's
 * address read with the BACKUP_S3_* access) into a new data
 * folder (SQLite; with a PostgreSQL backup also into the empty database named), copies its files,
 * re-applies the erasure ledger of the live database (named by DATABASE_URL / DATA_DIR as for the
 * server; when it cannot be opened, the restore says so) and prints what it restored. Exit code 1 on
 * any error, with its message.
 */
import { parseArgs } from "node:util";
import { liveErasureLedger, restore } from "../apps/server/src/restore.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: "string" },
    "database-url": { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const location = positionals[0];
if (!location || !values.data) {
  console.error(
    "usage: npm run restore -- <backup folder or s3:// address> --data <new data folder> [--database-url <url>] [--force]",
  );
  process.exit(2);
}
try {
  const ledger = await liveErasureLedger(process.env);
  if (!ledger) console.warn("the live database could not be opened: only erasures inside the backup apply");
  const report = await restore({
    location,
    dataDir: values.data,
    databaseUrl: values["database-url"],
    ledger: ledger ?? [],
    force: values.force,
  });
  console.log(`restored backup ${report.backupId} (${report.dialect}, taken ${report.takenAt})`);
  for (const [table, rows] of Object.entries(report.tables)) console.log(`  ${table}: ${rows} rows`);
  console.log(`  files: ${report.files}`);
  console.log(`  members erased again from the erasure ledger: ${report.erasedAgain}`);
  console.log(
    `next: check, then start the portal with DATA_DIR=${values.data}${values["database-url"] ? " and DATABASE_URL set" : ""}`,
  );
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
