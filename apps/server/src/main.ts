/**
 * Starts the portal: checks configuration, opens and migrates the database, creates the first
 * administrator, seeds the fixed boards (and demo content on an empty database), and serves HTTP.
 * SIGTERM/SIGINT close the server gracefully: requests in flight finish, then the database closes.
 */
import { scheduleAuditPurge } from "./admin/audit.ts";
import { buildApp } from "./app.ts";
import { ensureAdministrator } from "./auth/bootstrap.ts";
import { sessionTimes } from "./auth/sessions.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { createLocalBus } from "./events/bus.ts";
import { scheduleDraftPurge } from "./files/service.ts";
import { createLocalStorage } from "./files/storage.ts";
import { createMailer } from "./mail/mailer.ts";
import { seedPages } from "./pages/seed.ts";
import { seedDemoCompanies } from "./pages/seed-companies.ts";
import { seedFixedBoards } from "./seed/boards.ts";
import { seedDemoContent } from "./seed/demo.ts";
import { seedReservations } from "./seed/reservations.ts";

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
  await ensureAdministrator(ctx, (line) => console.log(line));
  await seedFixedBoards(db);
  await seedPages(db);
  if (config.seedDemo && (await seedReservations(ctx))) console.log("Demo reservation event seeded.");
  if (config.seedDemo && (await seedDemoContent(ctx))) console.log("Demo content seeded.");
  if (config.seedDemo) await seedDemoCompanies(db);

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
}

await main();
