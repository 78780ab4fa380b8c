/**
 * Reservation benchmark (part of `npm run bench`): reservations per second at 50 concurrent
 * clients, with the p99 latency, against the real server on a fresh database.
 *
 * Setup, straight into the database: one event, one place, one date, SLOTS slots of a capacity no
 * load can exhaust, and MEMBERS members with a session each (created with the app's own
 * `createSession`, so no password hashing is measured). Members have an e-mail address, so each
 * booking also files its confirmation mail with the .ics attachment in the outbox, as in use.
 *
 * Load: autocannon, 50 connections, BENCH_SECONDS seconds of `POST /api/reservations`. Request k
 * is member k mod MEMBERS booking slot ⌊k / MEMBERS⌋ with k mod 3 companions, so every request is
 * a new, valid booking and 50 of them at a time compete for the same slot row: the worst case of
 * the capacity rule (the conditional UPDATE serialises them on that row). The per-member limits
 * (RESERVATION_LIMIT, OPEN_RESERVATION_LIMIT) are raised for the run.
 * Afterwards the booked counters are checked against the reservations.
 *
 * Runs on SQLite, and on PostgreSQL as well when BENCH_DATABASE_URL is set (a fresh database is
 * created beside it and dropped after). BENCH_NO_MAIL=1 gives the members no e-mail address, to
 * see the cost of the booking without its confirmation mail.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Db, openDatabase } from "../apps/server/src/db/database.ts";
import { createSession, SESSION_COOKIE, sessionTimes } from "../apps/server/src/http/sessions.ts";
import { insertMembers } from "../apps/server/src/users/queries.ts";
import { createPgDatabase } from "../apps/server/test/harness.ts";
import { freePort, round, startServer, stopServer, waitForHealth } from "./bench-server.ts";

const MEMBERS = 2_000;
const SLOTS = 40;
const CONNECTIONS = 50;

export interface ReservationBenchResult {
  database: "sqlite" | "postgres";
  reservationsPerSecond: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The slots' booked counters equal the seats of their active reservations, within capacity. */
  consistent: boolean;
}

interface Member {
  cookie: string;
  csrf: string;
}

async function prepare(db: Db, dataDir: string): Promise<{ slotIds: number[]; members: Member[] }> {
  const now = new Date().toISOString();
  const { eventNo } = await db
    .insertInto("reservationEvents")
    .values({ name: "벤치마크 견학의 날", description: "", open: 1, seedKey: null, createdAt: now, updatedAt: now })
    .returning("eventNo")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("reservationBranches")
    .values({
      branchCode: "BENCH",
      name: "실증센터 본관",
      address: "인천광역시 남동구",
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const { dateId } = await db
    .insertInto("reservationDates")
    .values({ eventNo, branchCode: "BENCH", date, createdAt: now })
    .returning("dateId")
    .executeTakeFirstOrThrow();
  const slots = await db
    .insertInto("reservationSlots")
    .values(
      Array.from({ length: SLOTS }, (_, i) => ({
        dateId,
        seq: i + 1,
        startTime: "10:00",
        endTime: "11:00",
        capacity: 1_000_000,
        booked: 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning("slotId")
    .execute();
  const userIds = Array.from({ length: MEMBERS }, (_, i) => `bench${String(i).padStart(5, "0")}`);
  for (let i = 0; i < userIds.length; i += 500) {
    await insertMembers(
      db,
      userIds.slice(i, i + 500).map((userId, j) => ({
        userId,
        passwordHash: null,
        nameKo: `회원${i + j}`,
        email: process.env.BENCH_NO_MAIL ? null : `${userId}@example.kr`,
        role: "U" as const,
      })),
    );
  }
  const times = sessionTimes(loadConfig({ DATA_DIR: dataDir }));
  const members: Member[] = [];
  for (const userId of userIds) {
    const { cookieToken, session } = await createSession(db, times, {
      userId,
      remember: false,
      ip: null,
      userAgent: "bench",
    });
    members.push({ cookie: `${SESSION_COOKIE}=${cookieToken}`, csrf: session.csrfToken });
  }
  return { slotIds: slots.map((s) => s.slotId), members };
}

/** Booked counters equal the seats of active reservations and stay within capacity. */
async function checkConsistency(db: Db): Promise<boolean> {
  const slots = await db.selectFrom("reservationSlots").select(["slotId", "booked", "capacity"]).execute();
  const sums = await db
    .selectFrom("reservations")
    .select(["slotId", (eb) => eb.fn.sum<number>("seats").as("seats")])
    .where("status", "=", "active")
    .groupBy("slotId")
    .execute();
  const byslot = new Map(sums.map((s) => [s.slotId, Number(s.seats)]));
  return slots.every((s) => s.booked <= s.capacity && s.booked === (byslot.get(s.slotId) ?? 0));
}

/** Measures booking throughput on one database kind. */
async function benchOne(kind: "sqlite" | "postgres", seconds: number): Promise<ReservationBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-resv-"));
  const pgDb = kind === "postgres" ? await createPgDatabase(process.env.BENCH_DATABASE_URL ?? "") : undefined;
  const { db } = await openDatabase({ databaseUrl: pgDb?.url, dataDir, poolSize: 2 });
  const server = { process: undefined as ReturnType<typeof startServer> | undefined };
  try {
    const { slotIds, members } = await prepare(db, dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Every member books up to SLOTS slots: the per-member limits are raised for the run.
    const limits = { RESERVATION_LIMIT: "100000", OPEN_RESERVATION_LIMIT: "100000" };
    server.process = startServer(dataDir, port, { ...limits, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    await waitForHealth(server.process, baseUrl);

    let next = 0;
    const capacityOfRun = MEMBERS * SLOTS;
    const result = await autocannon({
      url: `${baseUrl}/api/reservations`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const k = next++ % capacityOfRun;
            const member = members[k % MEMBERS]!;
            const slotId = slotIds[Math.floor(k / MEMBERS)]!;
            return {
              ...request,
              headers: {
                ...request.headers,
                "content-type": "application/json",
                cookie: member.cookie,
                "x-csrf-token": member.csrf,
              },
              body: JSON.stringify({ slotId, companions: String(k % 3) }),
            };
          },
        },
      ],
    });
    const measured: ReservationBenchResult = {
      database: kind,
      reservationsPerSecond: round(result.requests.average),
      latencyP99Ms: round(result.latency.p99),
      latencyAvgMs: round(result.latency.average),
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      consistent: false,
    };
    await stopServer(server.process);
    measured.consistent = await checkConsistency(db);
    if (next > capacityOfRun) console.log(`  (more than ${capacityOfRun} requests: later ones were repeats)`);
    return measured;
  } finally {
    if (server.process) await stopServer(server.process);
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the reservation load on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function benchReservations(seconds: number): Promise<ReservationBenchResult[]> {
  const kinds: ("sqlite" | "postgres")[] = process.env.BENCH_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const results: ReservationBenchResult[] = [];
  for (const kind of kinds) {
    console.log(`Reservations on ${kind}: ${MEMBERS} members, ${CONNECTIONS} connections, ${seconds} s …`);
    const r = await benchOne(kind, seconds);
    console.log(
      `  ${r.reservationsPerSecond} reservations/s, p99 ${r.latencyP99Ms} ms, ${r.requests} requests, ` +
        `non-2xx ${r.non2xx}, errors ${r.errors}, counters consistent: ${r.consistent}`,
    );
    results.push(r);
  }
  return results;
}

/** Markdown rows of the results. */
export function reservationTable(results: ReservationBenchResult[]): string {
  return [
    `| Reservations (\`POST /api/reservations\`, ${CONNECTIONS} clients, one hot slot at a time) | Reservations/s | p99 latency (ms) | Non-2xx | Errors | Counters consistent |`,
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.reservationsPerSecond} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.errors} | ${r.consistent ? "yes" : "NO"} |`,
    ),
  ].join("\n");
}
