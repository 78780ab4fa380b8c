/**
 * The one-time work of a start, run under the startup lock: the first administrator, the fixed
 * boards and information pages, and (with SEED_DEMO) the demo reservation event, members, posts,
 * deals, notes, company records, dashboard ledgers and operator details on an empty database. Each step adds only what is
 * missing, so a restart adds nothing.
 */
import { ensureAdministrator } from "../auth/bootstrap.ts";
import type { AppContext } from "../context.ts";
import { seedDemoLedgers } from "../dashboards/seed.ts";
import { seedDemoNotes } from "../notes/seed.ts";
import { seedOperator } from "../operator/service.ts";
import { seedPages } from "../pages/seed.ts";
import { seedDemoCompanies } from "../pages/seed-companies.ts";
import { seedTradeDeals } from "../trade/seed.ts";
import { seedFixedBoards } from "./boards.ts";
import { seedDemoContent } from "./demo.ts";
import { seedReservations } from "./reservations.ts";

/** Runs the start's seeding; `notes` receives the lines of the start-up summary (English, for operators). */
export async function seedAtStartup(ctx: AppContext, notes: string[]): Promise<void> {
  const print = (line: string) => notes.push(line);
  notes.push(await ensureAdministrator(ctx));
  await seedFixedBoards(ctx.db);
  const demo = ctx.config.seedDemo;
  if (demo && (await seedReservations(ctx))) notes.push("Demo reservation event seeded.");
  if (demo && (await seedDemoContent(ctx, print))) notes.push("Demo content seeded.");
  if (demo && (await seedTradeDeals(ctx))) notes.push("Demo trade deals seeded.");
  if (demo && (await seedDemoNotes(ctx))) notes.push("Demo notes seeded.");
  await seedPages(ctx.db, ctx.dialect, ctx.config.webDist);
  if (demo) await seedDemoCompanies(ctx.db);
  if (demo) await seedOperator(ctx.db);
  if (demo && (await seedDemoLedgers(ctx))) notes.push("Demo ledgers seeded.");
}
