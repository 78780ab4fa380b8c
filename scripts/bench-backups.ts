/**
 * How long a backup and its verification take at scale (issue 43 §1; docs/operations.md "Backups"):
 * `BENCH_BACKUP_POSTS` posts (default 1,000,000, the scale bench's data: scripts/bench-scale-seed.ts)
 * are bulk-seeded into a fresh SQLite database and, when a PostgreSQL server is configured
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), a fresh PostgreSQL database; then the backup job
 * (`runBackup`: the copy, then the restore into a scratch database and its checks) runs once on each.
 * Reports seconds of the copy and of the verification, the copy's size in bytes and the outcome.
 */
import fs from "node:fs";
import path from "node:path";
import { findBackup, insertScheduledBackup } from "../apps/server/src/backups/queries.ts";
import { runBackup } from "../apps/server/src/backups/service.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import type { AppContext } from "../apps/server/src/context.ts";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { createLocalBus } from "../apps/server/src/events/bus.ts";
import { sessionTimes } from "../apps/server/src/http/sessions.ts";
import { createMailer } from "../apps/server/src/mail/mailer.ts";
import { createStorage } from "../apps/server/src/storage/select-storage.ts";
import { seedScale } from "./bench-scale-seed.ts";
import { benchDatabases, freshDatabase, positiveInt, round } from "./bench-server.ts";

export interface BackupBenchResult {
  database: string;
  posts: number;
  seedSeconds: number;
  backupSeconds: number;
  verifySeconds: number;
  sizeBytes: number;
  status: string;
  reason: string | null;
}

/** Seeds, backs up and verifies one database kind; resolves with the times. */
async function benchOne(kind: "sqlite" | "postgres", posts: number): Promise<BackupBenchResult> {
  const place = await freshDatabase(kind, "portal-backup-bench-");
  try {
    console.log(`Backups (${kind}): seeding ${posts.toLocaleString("en")} posts …`);
    const seed = await seedScale(
      place.databaseUrl ? { kind: "postgres", url: place.databaseUrl } : { kind: "sqlite", dataDir: place.dataDir },
      posts,
    );
    const config = loadConfig({
      ...process.env,
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl ?? "",
      BACKUP_DIR: path.join(place.dataDir, "backups"),
      BACKUP_S3_BUCKET: "",
      S3_BUCKET: "",
      EVENT_BUS: "local",
    });
    const handle = await openDatabase(config);
    const ctx: AppContext = {
      db: handle.db,
      dialect: handle.dialect,
      config,
      sessionTimes: sessionTimes(config),
      mailer: createMailer(config),
      storage: createStorage(config),
      events: createLocalBus(),
    };
    try {
      const id = (await insertScheduledBackup(ctx.db, "2000-01-01", new Date().toISOString())) as number;
      console.log(`  seeded in ${seed.seconds} s; backing up and verifying …`);
      await runBackup(ctx, id);
      const row = await findBackup(ctx.db, id);
      return {
        database: kind === "sqlite" ? "SQLite" : "PostgreSQL",
        posts,
        seedSeconds: seed.seconds,
        backupSeconds: round((row?.backupMs ?? 0) / 1000),
        verifySeconds: round((row?.verifyMs ?? 0) / 1000),
        sizeBytes: Number(row?.sizeBytes ?? 0),
        status: row?.status ?? "missing",
        reason: row?.reason ?? null,
      };
    } finally {
      await handle.db.destroy();
    }
  } finally {
    await place.remove();
  }
}

/** Runs the backup benchmark on SQLite and, when configured, PostgreSQL. */
export async function benchBackups(): Promise<BackupBenchResult[]> {
  const posts = positiveInt(process.env.BENCH_BACKUP_POSTS, 1_000_000);
  const results: BackupBenchResult[] = [];
  for (const kind of benchDatabases()) {
    results.push(await benchOne(kind, posts));
    console.log(backupTable(results.slice(-1)));
  }
  return results;
}

/** A Markdown table of the backup benchmark. */
export function backupTable(results: BackupBenchResult[]): string {
  if (results.length === 0) return "";
  return [
    "| Database | Posts | Backup (s) | Verification (s) | Copy size (MB) | Outcome |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.posts.toLocaleString("en")} | ${r.backupSeconds} | ${r.verifySeconds} | ` +
        `${round(r.sizeBytes / 1_048_576)} | ${r.status}${r.reason ? `: ${r.reason}` : ""} |`,
    ),
  ].join("\n");
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(import.meta.filename)) {
  await benchBackups();
}
