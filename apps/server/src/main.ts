/**
 * Starts the portal: checks configuration, opens and migrates the database, creates the first
 * administrator, seeds the fixed boards (and demo content on an empty database), and serves HTTP.
 * SIGTERM/SIGINT close the server gracefully: requests in flight finish, then the database closes.
 */

import path from "node:path";
import { scheduleAuditPurge } from "./admin/audit.ts";
import { buildApp } from "./app.ts";
import { ensureAdministrator } from "./auth/bootstrap.ts";
import { sessionTimes } from "./auth/sessions.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import type { DialectName } from "./db/dialect.ts";
import { createLocalBus } from "./events/bus.ts";
import { scheduleDraftPurge } from "./files/service.ts";
import { createLocalStorage } from "./files/storage.ts";
import { createMailer } from "./mail/mailer.ts";
import { seedFixedBoards } from "./seed/boards.ts";
import { seedDemoContent } from "./seed/demo.ts";
import { seedReservations } from "./seed/reservations.ts";

/**
 * The few lines a person starting the portal needs, printed once after it listens: the address, the
 * database, the administrator and what was seeded (with a generated password, if one was made).
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
    `  database       ${database}`,
    `  administrator  ${config.adminId}${config.adminPassword ? " (password from ADMIN_PASSWORD)" : ""}`,
    ...notes.map((line) => `  ${line}`),
    `  request logs   JSON lines at LOG_LEVEL=${config.logLevel}`,
    "────────────────────────────────────────────────────────",
    "",
  ].join("\n");
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
  const { db, dialect } = await openDatabase(config);
  const ctx: AppContext = {
    db,
    dialect,
    config,
    sessionTimes: sessionTimes(config),
    mailer: createMailer(config),
    storage: createLocalStorage(config.filesDir),
    events: createLocalBus(),
  };
  const notes: string[] = [];
  await ensureAdministrator(ctx, (line) => notes.push(line));
  await seedFixedBoards(db);
  if (config.seedDemo && (await seedReservations(ctx))) notes.push("Demo reservation event seeded.");
  if (config.seedDemo && (await seedDemoContent(ctx))) notes.push("Demo content seeded.");

  const app = await buildApp(ctx);
  const stopPurge = scheduleAuditPurge(db, (error) => app.log.error({ err: error }, "audit log purge failed"));
  const stopDraftPurge = scheduleDraftPurge(ctx, (error) => app.log.error({ err: error }, "draft file purge failed"));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopPurge();
    stopDraftPurge();
    app.log.info({ signal }, "shutting down: finishing requests in flight");
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
