/**
 * Vitest's global set-up for the `api` project: with TEST_DATABASE_URL set, one PostgreSQL database is
 * migrated to the latest schema once per run and named in TEST_PG_TEMPLATE, and every test app's
 * database is created as a copy of it (apps/server/test/harness.ts `startTestApp`): a copy takes a
 * fraction of the two seconds that migrating each file's database took (issue 39 §4). The template is
 * dropped when the run ends. Without TEST_DATABASE_URL it does nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { createPgDatabase } from "../apps/server/test/harness.ts";

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return undefined;
  const template = await createPgDatabase(baseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-template-"));
  const { db } = await openDatabase({ databaseUrl: template.url, dataDir });
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The workers are started after this and inherit the environment.
  process.env.TEST_PG_TEMPLATE = new URL(template.url).pathname.slice(1);
  return async () => {
    delete process.env.TEST_PG_TEMPLATE;
    await template.drop();
  };
}
