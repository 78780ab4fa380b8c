/**
 * Notification centre benchmark (part of `npm run bench`, BENCH_ONLY=notifications; issue 40 §3),
 * against the real server on a fresh database, on SQLite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL:
 *   - fan-out: an administrator posts a notice on the Q&A board with 10,000 members
 *     (BENCH_NOTIFY_MEMBERS); the seconds from the post's answer until the jobs worker has written
 *     every member's notification (goal ≤ 10 s), and the post request's own time;
 *   - the bell's list: with 100,000 notifications in the table (BENCH_NOTIFY_ROWS, the notice's included;
 *     10,000 of them the reader's), GET /api/notifications page 1 and a page by cursor at 50 connections, requests per
 *     second and p99 (goal p99 ≤ 50 ms).
 */
import autocannon from "autocannon";
import { sql } from "kysely";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Db, openDatabase } from "../apps/server/src/db/database.ts";
import { createSession, SESSION_COOKIE, sessionTimes } from "../apps/server/src/http/sessions.ts";
import { seedFixedBoards } from "../apps/server/src/seed/boards.ts";
import { insertMembers } from "../apps/server/src/users/queries.ts";
import { SCALE_BOARD } from "./bench-scale-seed.ts";
import {
  benchDatabases,
  freePort,
  freshDatabase,
  positiveInt,
  round,
  startServer,
  stopServer,
  waitForHealth,
  waitUntilIdle,
} from "./bench-server.ts";

const CONNECTIONS = 50;
const READER = "bellreader";
const ADMIN = "benchadmin";

export interface NotificationBenchResult {
  database: "sqlite" | "postgres";
  members: number;
  rows: number;
  postMs: number;
  fanOutSeconds: number;
  lists: { endpoint: string; requestsPerSecond: number; latencyP99Ms: number; non2xx: number }[];
}

const memberId = (i: number) => `member${String(i).padStart(6, "0")}`;

/** `members` members, the reader and an administrator. */
async function addMembers(db: Db, members: number): Promise<void> {
  const ids = [...Array.from({ length: members }, (_, i) => memberId(i)), READER];
  for (let from = 0; from < ids.length; from += 1000) {
    await insertMembers(
      db,
      ids.slice(from, from + 1000).map((userId, i) => ({
        userId,
        passwordHash: null,
        nameKo: `회원${from + i}`,
        email: null,
        role: "U" as const,
      })),
    );
  }
  await insertMembers(db, [{ userId: ADMIN, passwordHash: null, nameKo: "관리자", email: null, role: "A" as const }]);
}

/** `rows` notifications of post `postId` written straight into the table, `readerRows` of them the reader's. */
async function addNotifications(db: Db, postId: number, rows: number, members: number, readerRows: number) {
  const start = Date.now() - rows * 1000;
  for (let from = 0; from < rows; from += 1000) {
    await db
      .insertInto("notifications")
      .values(
        Array.from({ length: Math.min(1000, rows - from) }, (_, k) => {
          const n = from + k;
          return {
            recipientId: n % Math.ceil(rows / readerRows) === 0 ? READER : memberId(n % members),
            eventKey: `bench:${n}`,
            type: "postComment" as const,
            actorId: memberId((n + 1) % members),
            actorName: `회원${(n + 1) % members}`,
            targetKind: "post" as const,
            targetId: String(postId),
            anchor: null,
            title: `물류센터 입고 일정 안내 ${n}`,
            params: "{}",
            createdAt: new Date(start + n * 1000).toISOString(),
            readAt: n % 3 === 0 ? null : new Date().toISOString(),
            inPortal: 1,
          };
        }),
      )
      .execute();
  }
}

/** The board-notice notifications written so far. */
async function countNotices(db: Db): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("type", "=", "boardNotice")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function benchOne(kind: "sqlite" | "postgres", seconds: number): Promise<NotificationBenchResult> {
  const members = positiveInt(process.env.BENCH_NOTIFY_MEMBERS, 10_000);
  const rows = positiveInt(process.env.BENCH_NOTIFY_ROWS, 100_000);
  const place = await freshDatabase(kind, "portal-bench-notify-");
  const { db } = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, poolSize: 2 });
  let server: ReturnType<typeof startServer> | undefined;
  try {
    await seedFixedBoards(db);
    await addMembers(db, members);
    const times = sessionTimes(loadConfig({ DATA_DIR: place.dataDir }));
    const session = async (userId: string) => {
      const { cookieToken, session: s } = await createSession(db, times, {
        userId,
        remember: false,
        ip: null,
        userAgent: "bench",
      });
      return { cookie: `${SESSION_COOKIE}=${cookieToken}`, csrf: s.csrfToken };
    };
    const admin = await session(ADMIN);
    const reader = await session(READER);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(place.dataDir, port, { ...place.env, ADMIN_SECOND_FACTOR: "optional", POST_LIMIT: "100000" });
    await waitForHealth(server, base);

    console.log(`  ${members.toLocaleString("en")} members: posting a notice …`);
    const sent = performance.now();
    const answer = await fetch(`${base}/api/boards/${SCALE_BOARD}/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie, "x-csrf-token": admin.csrf },
      body: JSON.stringify({
        title: "설 연휴 운영 안내",
        bodyHtml: "<p>연휴 기간 운영 일정입니다.</p>",
        secret: false,
        notice: true,
        bold: false,
      }),
    });
    const postMs = round(performance.now() - sent);
    if (answer.status !== 201) throw new Error(`the notice was refused: ${answer.status} ${await answer.text()}`);
    const { postId } = (await answer.json()) as { postId: number };
    const audience = members + 1;
    while ((await countNotices(db)) < audience) {
      if (performance.now() - sent > 600_000) throw new Error("fan-out did not finish within 10 minutes");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const fanOutSeconds = round((performance.now() - sent) / 1000, 2);
    await waitUntilIdle(base);
    await addNotifications(db, postId, rows - audience, members, rows / 10);
    // As autovacuum would after a tenth of the table changed: the planner's statistics of the loaded rows.
    if (kind === "postgres") await sql`analyze notifications`.execute(db);

    const lists: NotificationBenchResult["lists"] = [];
    const first = (await (await fetch(`${base}/api/notifications`, { headers: { cookie: reader.cookie } })).json()) as {
      items: { id: number }[];
    };
    const cursor = first.items.at(-1)?.id ?? 1;
    for (const [endpoint, query] of [
      ["bell list, page 1", ""],
      ["bell list, next page by cursor", `?cursor=${cursor}`],
    ] as const) {
      const result = await autocannon({
        url: `${base}/api/notifications${query}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { cookie: reader.cookie },
      });
      lists.push({
        endpoint,
        requestsPerSecond: round(result.requests.average),
        latencyP99Ms: round(result.latency.p99),
        non2xx: result.non2xx,
      });
      await waitUntilIdle(base);
    }
    return { database: kind, members, rows, postMs, fanOutSeconds, lists };
  } finally {
    if (server) await stopServer(server);
    await db.destroy();
    await place.remove();
  }
}

/** Runs the notification loads on SQLite, and on PostgreSQL when configured. */
export async function benchNotifications(seconds: number): Promise<NotificationBenchResult[]> {
  const results: NotificationBenchResult[] = [];
  for (const kind of benchDatabases()) {
    console.log(`Notifications on ${kind}: ${CONNECTIONS} connections, ${seconds} s each …`);
    results.push(await benchOne(kind, seconds));
  }
  return results;
}

/** The results as a Markdown table. */
export function notificationTable(results: NotificationBenchResult[]): string {
  if (results.length === 0) return "";
  return [
    "| Notifications | database | figure | goal |",
    "| --- | --- | ---: | --- |",
    ...results.flatMap((r) => [
      `| notice to ${r.members.toLocaleString("en")} members: the post's answer | ${r.database} | ${r.postMs} ms | as fast as any post |`,
      `| notice to ${r.members.toLocaleString("en")} members: every notification written | ${r.database} | ${r.fanOutSeconds} s | ≤ 10 s |`,
      ...r.lists.map(
        (l) =>
          `| ${l.endpoint} (${r.rows.toLocaleString("en")} in the table) | ${r.database} | ${l.requestsPerSecond} req/s, p99 ${l.latencyP99Ms} ms, ${l.non2xx} non-2xx | p99 ≤ 50 ms |`,
      ),
    ]),
  ].join("\n");
}
