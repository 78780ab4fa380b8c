/**
 * Trade benchmark (part of `npm run bench`; `BENCH_ONLY=trade` runs only this): the used-trade list
 * with 20,000 deals, against the real server on a fresh database: SQLite, and PostgreSQL as well
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a new database beside it, dropped after; the
 * seeded tables are ANALYZEd, as autovacuum would have).
 *
 * Setup, straight into the database: DEALS deals (titles and two-sentence descriptions drawn from a
 * logistics vocabulary with a fixed PRNG, so every run is the same) with their search grams
 * (trade/search.ts `indexGrams`, as a save writes them); no photos (the card thumbnail is a file
 * answer measured by the files benchmark).
 *
 * Load: autocannon, 50 connections, BENCH_SECONDS seconds each: the list's first page (20 cards),
 * a page deep in the keyset (`before` the middle deal), a two-syllable keyword (지게차), a
 * one-syllable keyword (랙) and a keyword with a category. Requests per second and p99 latency.
 */
import { type Insertable, sql } from "kysely";
import { openDatabase } from "../apps/server/src/db/database.ts";
import type { DealsTable } from "../apps/server/src/db/schema.ts";
import { indexGrams, searchTextOf } from "../apps/server/src/trade/search.ts";
import { type FileEndpointResult, load } from "./bench-files.ts";
import {
  type BenchDatabase,
  benchDatabases,
  freePort,
  freshDatabase,
  round,
  startServer,
  stopServer,
  waitForHealth,
} from "./bench-server.ts";

const DEALS = 20_000;
const CONNECTIONS = 50;
const DEALS_PER_TRANSACTION = 1_000;
const ROWS_PER_STATEMENT = 500;

export interface TradeBenchResult {
  database: BenchDatabase;
  deals: number;
  grams: number;
  seedSeconds: number;
  endpoints: FileEndpointResult[];
}

/** mulberry32: the same deals on every run. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ITEMS: [string, string][] = [
  ["FORKLIFT", "전동지게차"],
  ["FORKLIFT", "디젤 지게차"],
  ["RACK", "중량 랙"],
  ["RACK", "경량 랙 선반"],
  ["PALLET", "목재 팔레트"],
  ["PALLET", "플라스틱 팔레트"],
  ["CONVEYOR", "롤러 컨베이어"],
  ["AGV", "리프트형 AGV"],
  ["PACKING", "랩핑기"],
  ["LIFT", "체인 호이스트"],
];
const MAKERS = ["도요타", "두산", "현대", "클라크", "린데", "세움", "한빛", "대성"];
const PLACES = ["평택", "화성", "인천", "김해", "창원", "청주", "대전", "안산"];
const NOTES = [
  "정기 점검 기록 있습니다.",
  "현장 확인 후 구매 권합니다.",
  "상차는 지게차로 도와드립니다.",
  "배터리 교체했습니다.",
  "분할 판매 가능합니다.",
  "설치 지원해 드립니다.",
];

type DealRow = Insertable<DealsTable> & { dealNo: number };

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Seeds DEALS deals and their grams; returns the gram count and the seconds taken. */
async function seed(databaseUrl: string | undefined, dataDir: string): Promise<{ grams: number; seconds: number }> {
  const started = performance.now();
  const { db, dialect } = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  const random = randomFrom(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const start = Date.parse("2021-01-05T01:00:00.000Z");
  let grams = 0;
  try {
    for (let first = 1; first <= DEALS; first += DEALS_PER_TRANSACTION) {
      const deals: DealRow[] = [];
      for (let dealNo = first; dealNo < first + DEALS_PER_TRANSACTION && dealNo <= DEALS; dealNo++) {
        const [category, item] = pick(ITEMS);
        const title = `${pick(MAKERS)} ${item} ${2010 + Math.floor(random() * 15)}년식`;
        const text = `${pick(PLACES)} 창고에서 쓰던 ${item}입니다. ${pick(NOTES)} ${pick(NOTES)}`;
        const createdAt = new Date(start + dealNo * 2 * 3_600_000).toISOString();
        deals.push({
          dealNo,
          dealType: "SEL",
          companyCode: "CBENCH",
          title,
          category,
          condition: pick(["H", "M", "L"] as const),
          modelNo: `M-${dealNo}`,
          modelName: item,
          modelYear: 2015,
          amount: Math.floor(random() * 300) * 100_000,
          location: pick(PLACES),
          descriptionHtml: `<p>${text}</p>`,
          searchText: searchTextOf(title, text),
          telNo: "010-0000-0000",
          authorId: `seller${dealNo % 500}`,
          authorName: "판매자",
          coverPhotoId: null,
          favoriteCount: 0,
          completedAt: random() < 0.2 ? createdAt : null,
          hiddenAt: null,
          hiddenBy: null,
          createdAt,
          updatedAt: createdAt,
          updatedBy: `seller${dealNo % 500}`,
        });
      }
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(deals, ROWS_PER_STATEMENT / 5)) await trx.insertInto("deals").values(rows).execute();
        const rows = deals.flatMap((d) => indexGrams(d.searchText).map((gram) => ({ gram, dealNo: d.dealNo })));
        grams += rows.length;
        for (const part of chunks(rows, ROWS_PER_STATEMENT * 10))
          await trx.insertInto("dealGrams").values(part).execute();
      });
    }
    // A database in use has planner statistics (autovacuum); a freshly bulk-loaded one may not yet.
    if (dialect === "postgres") await sql`analyze`.execute(db);
  } finally {
    await db.destroy();
  }
  return { grams, seconds: round((performance.now() - started) / 1000) };
}

/** Seeds the deals on a fresh database of `kind`, starts the server and loads the list endpoints. */
async function benchOne(kind: BenchDatabase, seconds: number): Promise<TradeBenchResult> {
  const place = await freshDatabase(kind, "portal-bench-trade-");
  try {
    console.log(`Trade on ${kind}: seeding ${DEALS.toLocaleString("en")} deals …`);
    const seeded = await seed(place.databaseUrl, place.dataDir);
    console.log(`  seeded in ${seeded.seconds} s (${seeded.grams.toLocaleString("en")} grams)`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startServer(place.dataDir, port, place.env);
    try {
      await waitForHealth(server, baseUrl);
      const q = (word: string) => encodeURIComponent(word);
      const requests: [string, string][] = [
        ["trade list, first page (20)", "/api/deals?pageSize=20"],
        ["trade list, page in the middle", `/api/deals?pageSize=20&before=${DEALS / 2}`],
        ["keyword 지게차 (two syllables)", `/api/deals?q=${q("지게차")}`],
        ["keyword 랙 (one syllable)", `/api/deals?q=${q("랙")}`],
        ["keyword 팔레트 in category PALLET", `/api/deals?q=${q("팔레트")}&category=PALLET`],
      ];
      // One at a time: `load` waits until the requests abandoned by the previous load have ended.
      const endpoints: FileEndpointResult[] = [];
      for (const [name, url] of requests) endpoints.push(await load(baseUrl, name, url, seconds));
      return { database: kind, deals: DEALS, grams: seeded.grams, seedSeconds: seeded.seconds, endpoints };
    } finally {
      await stopServer(server);
    }
  } finally {
    await place.remove();
  }
}

/** Runs the trade loads on SQLite, and on PostgreSQL when a server is configured (bench-server.ts). */
export async function benchTrade(seconds: number): Promise<TradeBenchResult[]> {
  const results: TradeBenchResult[] = [];
  for (const kind of benchDatabases()) results.push(await benchOne(kind, seconds));
  return results;
}

/** Markdown tables of the trade measures, one per database. */
export function tradeTable(results: TradeBenchResult[]): string {
  return results
    .map((result) =>
      [
        `Trade list on ${result.database} with ${result.deals.toLocaleString("en")} deals (${result.grams.toLocaleString("en")} search grams, seeded in ${result.seedSeconds} s); ${CONNECTIONS} connections.`,
        "",
        "| Measure | Requests/s | p99 latency (ms) | Non-2xx | Errors |",
        "| --- | ---: | ---: | ---: | ---: |",
        ...result.endpoints.map(
          (r) =>
            `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSecond} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.errors} |`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}
