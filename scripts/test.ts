/**
 * `npm test`: lint (Biome, and the import rules of .dependency-cruiser.cjs), type-check, the web build
 * (scripts/web-build.ts: skipped when current), API and unit tests (Vitest, one run of two projects: `api` on
 * SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set; `web`, the web app's unit tests, once) and the
 * browser tests (Playwright in Debian's
 * Chromium). Every step runs even when one fails; the last line is `N passed, N failed, N skipped`,
 * where lint and type-check count as one check each and `skipped` counts every test Vitest or
 * Playwright did not run (skipped, todo, or left after a failed `beforeAll`). Without
 * TEST_DATABASE_URL one line says that the PostgreSQL half of the API tests did not run, and why.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  busyBetween,
  cpuTimes,
  playwrightFileTimes,
  type Timing,
  timingTable,
  vitestFileTimes,
} from "./test-timing.ts";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, ".test-results");
fs.mkdirSync(results, { recursive: true });

const steps: Timing[] = [];
const files: Timing[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label: string, command: string, args: string[], cwd = root): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const cpu = cpuTimes();
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: process.env });
  steps.push({ name: label, seconds: (Date.now() - started) / 1000, cpuBusy: busyBetween(cpu, cpuTimes()) });
  return result.status === 0;
}

function check(label: string, command: string, args: string[]): void {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✘ ${label} failed`);
  }
}

function readJson(file: string): any {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

check("lint", "npm", ["run", "lint", "--silent"]);
check("typecheck", "npm", ["run", "typecheck", "--silent"]);

// The web build first (skipped when current): the API tests render the public pages with its server entry.
const webBuilt = run("web build", "node", ["scripts/web-build.ts"]);

const vitestFile = path.join(results, "vitest.json");
fs.rmSync(vitestFile, { force: true });
const vitestOk = run("api and unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  files.push(...vitestFileTimes(vitest, root));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else failed += 1;
const postgresNotRun = process.env.TEST_DATABASE_URL
  ? undefined
  : "PostgreSQL API tests not run: TEST_DATABASE_URL is not set, so every API test ran on SQLite only.";
if (postgresNotRun) console.log(`\n${postgresNotRun}`);

if (webBuilt) {
  const playwrightFile = path.join(root, "e2e", "test-results", "results.json");
  fs.rmSync(playwrightFile, { force: true });
  const e2eOk = run("browser tests", "npx", ["playwright", "test"], path.join(root, "e2e"));
  const e2e = readJson(playwrightFile);
  if (e2e) {
    files.push(...playwrightFileTimes(e2e));
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
    skipped += e2e.stats.skipped;
  } else failed += 1;
} else failed += 1;

console.log(`\nWhere the time went:\n${timingTable(steps, files)}`);
if (postgresNotRun) console.log(`\n${postgresNotRun}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
