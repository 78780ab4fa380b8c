/**
 * Note centre benchmark (part of `npm run bench`, BENCH_ONLY=notes; issue 10): against the real
 * server on a fresh database, with autocannon at 50 connections for BENCH_SECONDS each:
 *   - sending one note to 50 recipients (`POST /api/notes`), rotating over 200 senders, so each
 *     request writes a note and 50 recipient rows and checks blocks for 50 people;
 *   - listing an inbox of 10,000 notes: page 1, a page near the end (15 per page), and a text search.
 * Requests per second and p99. The sending limit is raised for the run (NOTE_SEND_LIMIT).
 * On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
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

const SENDERS = 200;
const RECIPIENTS = 50;
const INBOX = 10_000;
const CONNECTIONS = 50;

export interface NoteBenchResult {
  database: "sqlite" | "postgres";
  endpoint: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
}

interface Member {
  cookie: string;
  csrf: string;
}

const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(5, "0")}`;

async function prepare(db: Db, dataDir: string) {
  const senders = Array.from({ length: SENDERS }, (_, i) => id("sender", i));
  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => id("rcpt", i));
  const reader = "inboxreader";
  await insertMembers(
    db,
    [...senders, ...recipients, reader].map((userId, i) => ({
      userId,
      passwordHash: null,
      nameKo: `회원${i}`,
      email: null,
      role: "U" as const,
    })),
  );
  // An inbox of INBOX notes from the senders, written straight into the tables.
  const start = Date.now() - INBOX * 60_000;
  for (let from = 0; from < INBOX; from += 500) {
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto("notes")
        .values(
          Array.from({ length: Math.min(500, INBOX - from) }, (_, k) => {
            const n = from + k;
            const text = n % 50 === 0 ? `지게차 정기 점검 일정 ${n}` : `물류센터 입고 일정 안내 ${n}`;
            return {
              kind: "note" as const,
              senderId: senders[n % SENDERS] ?? "",
              senderName: `회원${n % SENDERS}`,
              bodyHtml: `<p>${text}</p>`,
              bodyText: text,
              refNo: null,
              recipientNames: "받는이",
              selfOnly: 0,
              sentAt: new Date(start + n * 60_000).toISOString(),
            };
          }),
        )
        .returning("noteId")
        .execute();
      await trx
        .insertInto("noteRecipients")
        .values(
          rows.map((row, k) => ({
            noteId: row.noteId,
            recipientId: reader,
            recipientName: "받는이",
            kind: "note" as const,
            fromSelf: 0,
            box: "inbox" as const,
            readAt: (from + k) % 3 === 0 ? null : new Date().toISOString(),
          })),
        )
        .execute();
    });
  }
  const times = sessionTimes(loadConfig({ DATA_DIR: dataDir }));
  const session = async (userId: string): Promise<Member> => {
    const { cookieToken, session: s } = await createSession(db, times, {
      userId,
      remember: false,
      ip: null,
      userAgent: "bench",
    });
    return { cookie: `${SESSION_COOKIE}=${cookieToken}`, csrf: s.csrfToken };
  };
  const senderSessions: Member[] = [];
  for (const userId of senders) senderSessions.push(await session(userId));
  return { senderSessions, recipients, reader: await session(reader) };
}

async function load(url: string, seconds: number, request: autocannon.Request) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [request] });
  return {
    requestsPerSecond: round(result.requests.average),
    latencyP99Ms: round(result.latency.p99),
    non2xx: result.non2xx,
  };
}

async function benchOne(kind: "sqlite" | "postgres", seconds: number): Promise<NoteBenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-notes-"));
  const pgDb = kind === "postgres" ? await createPgDatabase(process.env.BENCH_DATABASE_URL ?? "") : undefined;
  const { db } = await openDatabase({ databaseUrl: pgDb?.url, dataDir, poolSize: 2 });
  let server: ReturnType<typeof startServer> | undefined;
  try {
    const { senderSessions, recipients, reader } = await prepare(db, dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(dataDir, port, { NOTE_SEND_LIMIT: "100000", ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    await waitForHealth(server, base);
    const results: NoteBenchResult[] = [];
    let next = 0;
    const body = JSON.stringify({
      recipients,
      bodyHtml: "<p>다음 주 실증센터 견학 일정을 공유드립니다.</p>",
    });
    results.push({
      database: kind,
      endpoint: `send a note to ${RECIPIENTS} recipients`,
      ...(await load(`${base}/api/notes`, seconds, {
        method: "POST",
        setupRequest: (request) => {
          const member = senderSessions[next++ % SENDERS]!;
          return {
            ...request,
            headers: {
              ...request.headers,
              "content-type": "application/json",
              cookie: member.cookie,
              "x-csrf-token": member.csrf,
            },
            body,
          };
        },
      })),
    });
    const lastPage = Math.ceil(INBOX / 15) - 1;
    for (const [endpoint, query] of [
      [`inbox of ${INBOX.toLocaleString("en")}, page 1`, "box=received"],
      [`inbox of ${INBOX.toLocaleString("en")}, page ${lastPage}`, `box=received&page=${lastPage}`],
      ["inbox text search 지게차", `box=received&field=text&q=${encodeURIComponent("지게차")}`],
    ] as const) {
      results.push({
        database: kind,
        endpoint,
        ...(await load(`${base}/api/notes?${query}`, seconds, { method: "GET", headers: { cookie: reader.cookie } })),
      });
    }
    return results;
  } finally {
    if (server) await stopServer(server);
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the note centre loads on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function benchNotes(seconds: number): Promise<NoteBenchResult[]> {
  const kinds: ("sqlite" | "postgres")[] = process.env.BENCH_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const results: NoteBenchResult[] = [];
  for (const kind of kinds) {
    console.log(`Notes on ${kind}: ${INBOX} notes in one inbox, ${CONNECTIONS} connections, ${seconds} s each …`);
    results.push(...(await benchOne(kind, seconds)));
  }
  return results;
}

/** The results as a Markdown table. */
export function noteTable(results: NoteBenchResult[]): string {
  if (results.length === 0) return "";
  return [
    "| Notes | database | req/s | p99 | non-2xx |",
    "| --- | --- | ---: | ---: | ---: |",
    ...results.map(
      (r) => `| ${r.endpoint} | ${r.database} | ${r.requestsPerSecond} | ${r.latencyP99Ms} ms | ${r.non2xx} |`,
    ),
  ].join("\n");
}
