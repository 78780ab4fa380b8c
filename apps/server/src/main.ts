/**
 * Starts the portal: checks configuration, opens and migrates the database, creates the first
 * administrator, seeds the fixed boards (and demo content on an empty database), and serves HTTP.
 * SIGTERM/SIGINT close the server gracefully: requests in flight finish, then the database closes.
 */

import path from "node:path";
import { buildApp } from "./app.ts";
import { BACKUP_JOB, backupJobHandler } from "./backups/index.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { type DialectName, withStartupLock } from "./db/dialect.ts";
import { createLocalBus } from "./events/bus.ts";
import { createPgBus } from "./events/pg-bus.ts";
import { sessionTimes } from "./http/sessions.ts";
import { startSchedules } from "./jobs/schedules.ts";
import { periodicTasks } from "./jobs/tasks.ts";
import { type JobWorker, startJobWorker } from "./jobs/worker.ts";
import { createQueuedMailer, mailJobHandler } from "./mail/durable.ts";
import { createMailer } from "./mail/mailer.ts";
import { notificationJobHandlers } from "./notifications/index.ts";
import { seedAtStartup } from "./seed/startup.ts";
import { createStorage } from "./storage/select-storage.ts";

/**
 * The few lines a person starting the portal needs, printed once after it listens: the public
 * address, the interface and port it listens on, the database, Web Push's keys, then `notes`: the administrator (created or existing; a generated password, if one was
 * made) and what was seeded.
 */
function startupSummary(config: Config, dialect: DialectName, notes: string[]): string {
  const database =
    dialect === "sqlite"
      ? `SQLite ${path.join(config.dataDir, "portal.db")}`
      : `PostgreSQL ${new URL(config.databaseUrl ?? "").host}`;
  return [
    "",
    "────────────────────────────────────────────────────────",
    `  스마트물류 컨소시엄 포털  ${config.publicUrl}`,
    `  listening      ${config.host}:${config.port} (HOST, PORT)`,
    `  database       ${database}`,
    `  web push       ${webPushLine(config)}`,
    ...notes.map((line) => `  ${line}`),
    `  request logs   JSON lines at LOG_LEVEL=${config.logLevel}`,
    "────────────────────────────────────────────────────────",
    "",
  ].join("\n");
}

/** How Web Push runs (docs/operations.md "Web Push"). */
function webPushLine(config: Config): string {
  if (!config.webPush.enabled) return "off (WEB_PUSH=off)";
  if (config.webPush.vapidKeys) return "on, VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY";
  return "on, VAPID keys made once and kept in the database (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY to set your own)";
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { db, dialect, poolStats } = await openDatabase(config);
  const startLog = { error: (object: object, message: string) => console.error(message, object) };
  const transport = createMailer(config);
  let worker: JobWorker | undefined;
  const ctx: AppContext = {
    db,
    dialect,
    config,
    sessionTimes: sessionTimes(config),
    // Mail is a job first (durable across nodes and crashes); the worker below sends it.
    mailer: createQueuedMailer(db, () => worker?.wake()),
    storage: createStorage(config),
    events:
      config.eventBus === "postgres" && config.databaseUrl
        ? await createPgBus(config.databaseUrl, startLog)
        : createLocalBus(),
    poolStats,
    lifecycle: { draining: false },
    jobs: { wake: () => worker?.wake() },
  };
  const notes: string[] = [];
  // Nodes starting together on an empty database: one creates the administrator and the seed.
  await withStartupLock(db, dialect, async () => {
    await seedAtStartup(ctx, notes);
  });

  const app = await buildApp(ctx);
  worker = startJobWorker(
    db,
    { mail: mailJobHandler(transport), ...notificationJobHandlers(ctx), [BACKUP_JOB]: backupJobHandler(ctx) },
    { nodeId: config.nodeId, leaseMs: config.jobLeaseSeconds * 1000, pollMs: 1000, log: app.log },
  );
  const stopSchedules = startSchedules(db, periodicTasks(ctx), {
    nodeId: config.nodeId,
    onError: (task, error) => app.log.error({ err: error, task }, "scheduled task failed"),
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 first, so a load balancer stops sending; then requests, streams and the
    // running job finish before the connections close.
    if (ctx.lifecycle) ctx.lifecycle.draining = true;
    app.log.info({ signal }, "shutting down: draining");
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
    stopSchedules();
    await worker?.stop();
    await app.close();
    await ctx.events.close();
    await db.destroy();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`portal on ${dialect}, serving ${config.publicUrl}`);
  console.log(startupSummary(config, dialect, notes));
}

await main();
