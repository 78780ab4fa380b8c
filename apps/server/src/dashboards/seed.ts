/**
 * Seeds two years (ending today, Asia/Seoul) of realistic synthetic ledgers for the three demo
 * companies of the demo managers (hanbitlead, daesungmgr, seumauto), so every dashboard has data
 * on a fresh start: billing with seasonal volumes and a long tail of customers, orders, shipments
 * (about 9 in 10 on time) and forwarding files. Deterministic (a seeded generator), batched
 * inserts through the import store (aggregates included), one transaction per company; runs only
 * when no ledger import exists, so a restart adds nothing.
 */
import { addDays, BILLING_MODULES, type LedgerKind, seoulDay, seoulInstant, weekday } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import type { LedgerRecord } from "./rows.ts";
import { insertEntries } from "./store.ts";

/** The demo managers whose companies get ledgers, with each company's size factor. */
const DEMO_COMPANIES = [
  { userId: "hanbitlead", scale: 1.4 },
  { userId: "daesungmgr", scale: 0.8 },
  { userId: "seumauto", scale: 0.5 },
] as const;

const CUSTOMERS = [
  "한국전자부품",
  "서해식품",
  "남동정밀",
  "미래화학",
  "대한상사",
  "인천철강",
  "송도바이오",
  "경인물산",
  "한솔포장",
  "태평양무역",
  "동방기계",
  "청라유통",
  "제일섬유",
  "서울반도체물류",
  "부평금속",
  "우리가구",
];
const CARRIERS = ["미래화물운수", "한길운송", "바다로지스", "동서해운", "새벽택배"];
const PLACES = [
  "인천 남동공단",
  "평택항",
  "부산 신항",
  "인천항",
  "의왕 ICD",
  "광주 첨단단지",
  "대전 물류센터",
  "김포 물류단지",
];
const PORTS = ["인천항", "부산항", "평택항", "광양항"];
const LINES = ["HDMU", "MAEU", "MSCU", "EGLV", "ONEY"];

/** mulberry32: a small deterministic generator in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The Asia/Seoul days (YYYY-MM-DD) of the two years ending today. */
function lastTwoYears(now: Date): string[] {
  const today = seoulDay(now);
  return Array.from({ length: 730 }, (_, i) => addDays(today, i - 729));
}

/** UTC ISO of `day` at `hour`:`minute` Asia/Seoul. */
function seoulIso(day: string, hour: number, minute: number): string {
  return seoulInstant(day, `${pad(hour)}:${pad(minute)}`).toISOString();
}

/** The synthetic ledgers of one company. */
export function demoLedgers(seed: number, scale: number, now = new Date()): Record<LedgerKind, LedgerRecord[]> {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  // A long tail: the first customers get most of the business.
  const customer = () => CUSTOMERS[Math.floor(random() ** 2 * CUSTOMERS.length)] as string;
  const out: Record<LedgerKind, LedgerRecord[]> = { billing: [], orders: [], shipments: [], forwarding: [] };
  let n = 0;
  const days = lastTwoYears(now);
  // Shipments of the last two days are still under way.
  const recentFrom = days[days.length - 2] ?? "";
  for (const day of days) {
    const weekend = weekday(day) === 0 || weekday(day) === 6;
    const season = 1 + 0.25 * Math.sin((Number(day.slice(5, 7)) / 12) * 2 * Math.PI);
    const volume = Math.round((weekend ? 1 : 4) * scale * season * (0.6 + random() * 0.8));
    for (let i = 0; i < volume; i++) {
      n += 1;
      const module = pick(BILLING_MODULES);
      const amount = Math.round((200_000 + random() * 2_800_000) / 1000) * 1000;
      out.billing.push({
        docNo: `B${day.replaceAll("-", "")}-${pad(n, 5)}`,
        day,
        customerName: customer(),
        module,
        arap: "AR",
        amount,
        count: 1 + Math.floor(random() * 5),
      });
      if (random() < 0.7) {
        out.billing.push({
          docNo: `P${day.replaceAll("-", "")}-${pad(n, 5)}`,
          day,
          customerName: pick(CARRIERS),
          module,
          arap: "AP",
          amount: Math.round((amount * (0.55 + random() * 0.3)) / 1000) * 1000,
          count: 1,
        });
      }
      const status = random() < 0.82 ? "완료" : pick(["접수", "진행", "취소"] as const);
      const quantity = 10 + Math.floor(random() * 190);
      out.orders.push({
        orderNo: `O${day.replaceAll("-", "")}-${pad(n, 5)}`,
        day,
        customerName: customer(),
        status,
        quantity,
        amount: quantity * (8_000 + Math.floor(random() * 20) * 1000),
      });
      const [origin, destination] = [pick(PLACES), pick(PLACES)];
      const hour = 8 + Math.floor(random() * 10);
      const planned = seoulIso(day, hour, 0);
      const late = random() < 0.11 ? 15 + Math.floor(random() * 180) : -Math.floor(random() * 40);
      const recent = day >= recentFrom;
      out.shipments.push({
        shipmentNo: `S${day.replaceAll("-", "")}-${pad(n, 5)}`,
        vehicleNo: `${80 + Math.floor(random() * 19)}${pick(["가", "나", "다", "라", "마", "바", "사"])}${pad(Math.floor(random() * 10000), 4)}`,
        origin,
        destination: origin === destination ? "평택항" : destination,
        plannedAt: planned,
        actualAt: recent ? null : new Date(Date.parse(planned) + late * 60_000).toISOString(),
        status: recent ? "운송중" : "완료",
      });
      if (random() < 0.2) {
        out.forwarding.push({
          blNo: `${pick(LINES)}${pad(n, 7)}`,
          day,
          port: PORTS[Math.floor(random() ** 1.5 * PORTS.length)] as string,
          direction: random() < 0.55 ? "수출" : "수입",
          containers: 1 + Math.floor(random() * 4),
          status: recent ? "진행" : "완료",
        });
      }
    }
  }
  return out;
}

/** Seeds the demo ledgers when no import exists yet; true when it did. */
export async function seedDemoLedgers(ctx: AppContext): Promise<boolean> {
  const any = await ctx.db.selectFrom("ledgerImports").select("importId").limit(1).executeTakeFirst();
  if (any) return false;
  let seeded = false;
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const user = await ctx.db
      .selectFrom("users")
      .select("companyCode")
      .where("userId", "=", company.userId)
      .executeTakeFirst();
    const companyCode = user?.companyCode;
    if (!companyCode) continue;
    const ledgers = demoLedgers(index + 1, company.scale);
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      for (const [kind, records] of Object.entries(ledgers) as [LedgerKind, LedgerRecord[]][]) {
        const { importId } = await trx
          .insertInto("ledgerImports")
          .values({
            companyCode,
            kind,
            fileName: `demo-${kind}.csv`,
            fileHash: `demo-seed-${kind}`,
            rowCount: records.length,
            createdBy: company.userId,
            createdAt: new Date().toISOString(),
          })
          .returning("importId")
          .executeTakeFirstOrThrow();
        await insertEntries(trx, kind, importId, companyCode, records);
      }
    });
    seeded = true;
  }
  return seeded;
}
