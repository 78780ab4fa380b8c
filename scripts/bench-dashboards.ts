/**
 * Dashboard benchmark (part of `npm run bench`; alone: `BENCH_ONLY=dashboards npm run bench`).
 *
 * 1. Billing dashboard over 1,000,000 ledger rows: a fresh database gets 1,000,000 billing entries
 *    of one company (two years, 400 customers, 4 modules, AR and AP) through the import store, so
 *    the monthly and daily aggregates are kept as an import keeps them. The real server then
 *    answers GET /api/dashboards/billing as the company's manager, 600 requests, 4 at a time,
 *    cycling through a whole year, single months and a customer-name filter; p50/p95/p99 of the
 *    wall-clock latency (fetch from this process), and the server's CPU time per request (which,
 *    unlike the latency, does not grow with the machine's load).
 * 2. Import of a 100,000-row billing CSV (7–8 MB) through POST /api/dashboards/imports: the
 *    seconds from the first byte sent to the answer, and the server's peak resident memory
 *    (VmHWM of /proc/<pid>/status) before and after.
 *
 * Runs on SQLite, and on PostgreSQL as well when BENCH_DATABASE_URL is set (a fresh database is
 * created beside it and dropped after; the seeded tables are ANALYZEd, as autovacuum would have).
 * BENCH_DASH_ROWS changes the 1,000,000; BENCH_DASH_DATABASES=postgres runs only that database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BILLING_MODULES } from "@portal/contract";
import { sql } from "kysely";
import { loadConfig } from "../apps/server/src/config.ts";
import type { LedgerRecord } from "../apps/server/src/dashboards/rows.ts";
import { insertEntries } from "../apps/server/src/dashboards/store.ts";
import { type Db, openDatabase } from "../apps/server/src/db/database.ts";
import { type DialectName, writeTransaction } from "../apps/server/src/db/dialect.ts";
import { createSession, SESSION_COOKIE, sessionTimes } from "../apps/server/src/http/sessions.ts";
import { insertUser } from "../apps/server/src/users/queries.ts";
import { createPgDatabase } from "../apps/server/test/harness.ts";
import { freePort, positiveInt, round, startServer, stopServer, waitForHealth } from "./bench-server.ts";

const COMPANY = "CBENCH";
const ROWS = positiveInt(process.env.BENCH_DASH_ROWS, 1_000_000);
const IMPORT_ROWS = 100_000;
const CUSTOMERS = 400;
const REQUESTS = 600;
const CONCURRENCY = 4;
const CHUNK = 50_000;

export interface DashboardBenchResult {
  database: DialectName;
  ledgerRows: number;
  seedSeconds: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The server's CPU time (user + system) per billing request, ms: what the request costs whatever the load. */
  cpuMsPerRequest: number;
  importRows: number;
  importBytes: number;
  importSeconds: number;
  importStatus: number;
  peakRssBeforeMiB: number;
  peakRssAfterMiB: number;
}

/** The day `i` days after 2024-01-01 (YYYY-MM-DD), within two years. */
function dayOf(i: number): string {
  return new Date(Date.UTC(2024, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10);
}

function billingRow(i: number, prefix: string): LedgerRecord {
  return {
    docNo: `${prefix}${i}`,
    day: dayOf(Math.floor((i * 7919) % 730)),
    customerName: `거래처${String(Math.floor((((i * 104729) % 1_000_003) / 1_000_003) ** 2 * CUSTOMERS)).padStart(3, "0")}`,
    module: BILLING_MODULES[i % 4] as string,
    arap: i % 3 === 0 ? "AP" : "AR",
    amount: 10_000 + ((i * 37) % 5_000) * 1000,
    count: 1 + (i % 5),
  };
}

async function seed(db: Db, dialect: DialectName): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < ROWS; from += CHUNK) {
    const records = Array.from({ length: Math.min(CHUNK, ROWS - from) }, (_, k) => billingRow(from + k, "S"));
    await writeTransaction(db, dialect, async (trx) => {
      const { importId } = await trx
        .insertInto("ledgerImports")
        .values({
          companyCode: COMPANY,
          kind: "billing",
          fileName: `bench-${from}.csv`,
          fileHash: `bench-${from}`,
          rowCount: records.length,
          createdBy: null,
          createdAt: new Date().toISOString(),
        })
        .returning("importId")
        .executeTakeFirstOrThrow();
      await insertEntries(trx, "billing", importId, COMPANY, records);
    });
    process.stdout.write(`\r  ${Math.min(from + CHUNK, ROWS).toLocaleString("en")} rows`);
  }
  process.stdout.write("\n");
  // A database in use has planner statistics (autovacuum); a freshly bulk-loaded one may not yet.
  if (dialect === "postgres") await sql`analyze`.execute(db);
  return (performance.now() - started) / 1000;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** CPU time (user + system) of process `pid` so far, ms (from /proc/<pid>/stat, clock ticks of 10 ms). */
async function cpuMs(pid: number | undefined): Promise<number> {
  const stat = await fs.promises.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

async function peakRssMiB(pid: number | undefined): Promise<number> {
  const status = await fs.promises.readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024);
}

/** A 100,000-row billing CSV (new document numbers) written to `file`; returns its size in bytes. */
function writeImportFile(file: string): number {
  const lines = ["전표번호,일자,거래처,업무,구분,금액,건수"];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const r = billingRow(i, "I");
    lines.push(
      `${r.docNo},${r.day},${r.customerName},${r.module},${r.arap},"${Number(r.amount).toLocaleString("en-US")}",${r.count}`,
    );
  }
  fs.writeFileSync(file, `${lines.join("\r\n")}\r\n`);
  return fs.statSync(file).size;
}

async function benchOne(kind: DialectName): Promise<DashboardBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-dash-"));
  const pgDb = kind === "postgres" ? await createPgDatabase(process.env.BENCH_DATABASE_URL ?? "") : undefined;
  const { db, dialect } = await openDatabase({ databaseUrl: pgDb?.url, dataDir, poolSize: 2 });
  let server: ReturnType<typeof startServer> | undefined;
  try {
    console.log(`Dashboards on ${kind}: seeding ${ROWS.toLocaleString("en")} billing rows …`);
    const seedSeconds = await seed(db, dialect);
    await insertUser(db, {
      userId: "benchmgr",
      passwordHash: null,
      nameKo: "벤치",
      email: null,
      role: "M",
      companyCode: COMPANY,
      companyName: "벤치물류",
    });
    const { cookieToken, session } = await createSession(db, sessionTimes(loadConfig({ DATA_DIR: dataDir })), {
      userId: "benchmgr",
      remember: false,
      ip: null,
      userAgent: "bench",
    });
    const headers = { cookie: `${SESSION_COOKIE}=${cookieToken}`, "x-csrf-token": session.csrfToken };
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(dataDir, port, pgDb ? { DATABASE_URL: pgDb.url } : {});
    await waitForHealth(server, baseUrl);

    const queries = [
      "year=2024",
      "year=2025",
      "year=2025&month=3",
      "year=2024&month=11",
      "year=2025&customer=거래처01",
    ];
    const check = await fetch(`${baseUrl}/api/dashboards/billing?year=2025`, { headers });
    if (check.status !== 200) throw new Error(`billing dashboard answered ${check.status}`);
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const q = queries[next++ % queries.length] as string;
        const started = performance.now();
        const res = await fetch(`${baseUrl}/api/dashboards/billing?${encodeURI(q)}`, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`billing dashboard answered ${res.status}`);
        latencies.push(performance.now() - started);
      }
    };
    const cpuBefore = await cpuMs(server.pid);
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const cpuPerRequest = ((await cpuMs(server.pid)) - cpuBefore) / latencies.length;
    latencies.sort((a, b) => a - b);

    const file = path.join(dataDir, "import.csv");
    const importBytes = writeImportFile(file);
    const peakRssBeforeMiB = await peakRssMiB(server.pid);
    const form = new FormData();
    form.append("file", new Blob([fs.readFileSync(file)], { type: "text/csv" }), "billing-100k.csv");
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/dashboards/imports?kind=billing`, { method: "POST", headers, body: form });
    await res.arrayBuffer();
    const importSeconds = (performance.now() - started) / 1000;
    const peakRssAfterMiB = await peakRssMiB(server.pid);
    return {
      database: kind,
      ledgerRows: ROWS,
      seedSeconds: round(seedSeconds),
      requests: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      p99Ms: round(percentile(latencies, 99)),
      cpuMsPerRequest: round(cpuPerRequest, 2),
      importRows: IMPORT_ROWS,
      importBytes,
      importSeconds: round(importSeconds, 2),
      importStatus: res.status,
      peakRssBeforeMiB,
      peakRssAfterMiB,
    };
  } finally {
    if (server) await stopServer(server);
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the dashboard benchmark on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function benchDashboards(): Promise<DashboardBenchResult[]> {
  const both: DialectName[] = process.env.BENCH_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  // BENCH_DASH_DATABASES=postgres (or sqlite) runs one of them only.
  const kinds = both.filter(
    (kind) => !process.env.BENCH_DASH_DATABASES || process.env.BENCH_DASH_DATABASES.includes(kind),
  );
  const results: DashboardBenchResult[] = [];
  for (const kind of kinds) {
    const r = await benchOne(kind);
    console.log(
      `  billing p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, server CPU ${r.cpuMsPerRequest} ms a request; import ${r.importRows} rows in ${r.importSeconds} s (status ${r.importStatus}), peak RSS ${r.peakRssBeforeMiB} → ${r.peakRssAfterMiB} MiB`,
    );
    results.push(r);
  }
  return results;
}

/** Markdown table of the dashboard results. */
export function dashboardTable(results: DashboardBenchResult[]): string {
  if (results.length === 0) return "";
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.ledgerRows.toLocaleString("en")} (seeded in ${r.seedSeconds} s) | ${r.p50Ms} / ${r.p95Ms} / ${r.p99Ms} | ${r.cpuMsPerRequest} | ${r.importRows.toLocaleString("en")} rows, ${round(r.importBytes / 1_048_576)} MiB: ${r.importSeconds} s (HTTP ${r.importStatus}) | ${r.peakRssBeforeMiB} → ${r.peakRssAfterMiB} MiB |`,
  );
  return [
    "| database | billing ledger rows | billing dashboard p50 / p95 / p99 ms | server CPU a request, ms | CSV import | server peak RSS |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}
