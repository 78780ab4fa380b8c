/**
 * Exactly once across two app processes on one PostgreSQL database (issue 40 §3): 150 requests at
 * once, half through each node, that make the same event (an administrator's change of a visit slot's
 * times, sent again and again as by double clicks on two screens) tell each booked member once, in the
 * portal and by push (a local push receiver counts the requests); and 150 comments at once through both
 * nodes, fanned out by both nodes' job workers, give the post's author exactly 150 notifications, each
 * once, and one push each.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, fixedBoard, seoulDay } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, DIALECTS, PASSWORD } from "../../test/harness.ts";
import { freePort, login, type Session, startServer, stopServer, waitForHealth } from "../../test/processes.ts";
import { browserKeys, type PushReceiver, startPushReceiver } from "../../test/push-receiver.ts";
import { hashPassword } from "../auth/passwords.ts";
import { type Db, openDatabase } from "../db/database.ts";
import { workingDay } from "../reservations/holidays.ts";
import { insertMembers } from "../users/queries.ts";

const ADMIN = { userId: "admin", password: "Smart!Load73" };
const RESERVATION = "/api/admin/reservation";
const qna = fixedBoard("qna").boardId;

/** A JSON request with the session's cookie and CSRF token; resolves with the status and the body. */
async function call(session: Session, method: string, url: string, body?: unknown) {
  const response = await fetch(session.base + url, {
    method,
    headers: {
      cookie: session.cookie,
      "x-csrf-token": session.csrf,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe.each(DIALECTS.filter((d) => d === "postgres"))("notifications on two app nodes on %s", () => {
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  let drop: () => Promise<void>;
  let db: Db;
  let receiver: PushReceiver;
  const bases: string[] = [];

  beforeAll(async () => {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
    drop = created.drop;
    receiver = await startPushReceiver();
    ({ db } = await openDatabase({ databaseUrl: created.url, dataDir: os.tmpdir(), poolSize: 2 }));
    for (const name of ["notify-a", "notify-b"]) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
      dirs.push(dataDir);
      const port = await freePort();
      const server = startServer(
        {
          DATABASE_URL: created.url,
          DATA_DIR: dataDir,
          NODE_ID: name,
          ADMIN_SECOND_FACTOR: "optional",
          COMMENT_LIMIT: "1000",
          WEB_PUSH_SERVICES: receiver.origin,
        },
        port,
      );
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
      // One after the other: the first makes the administrator and the VAPID keys.
      await waitForHealth(server, bases.at(-1)!);
    }
    const passwordHash = await hashPassword(PASSWORD);
    await insertMembers(
      db,
      ["visitor01", "visitor02", "visitor03", "writer01", "replier01", "replier02"].map((userId) => ({
        userId,
        passwordHash,
        nameKo: `회원${userId.slice(-2)}`,
        email: null,
        role: "U" as const,
      })),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await db?.destroy();
    await drop?.();
    await receiver?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Resolves once no "notify" job is left to run (both nodes' workers have fanned everything out). */
  const jobsDone = () =>
    expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("jobs")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("kind", "=", "notify")
              .where("doneAt", "is", null)
              .executeTakeFirstOrThrow()
          ).n,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(0);
  const rowsOf = (userId: string, type: string) =>
    db
      .selectFrom("notifications")
      .select(["eventKey"])
      .where("recipientId", "=", userId)
      .where("type", "=", type)
      .execute();
  /** Subscribes a device of `session`'s member at the receiver's `/{name}`. */
  const device = async (session: Session, name: string) => {
    const { status } = await call(session, "POST", "/api/notifications/push/subscriptions", {
      endpoint: `${receiver.origin}/${name}`,
      keys: browserKeys().keys,
    });
    expect(status).toBe(200);
  };

  it("tells each booked member once of a slot change sent 150 times at once through both nodes", async () => {
    const [a, b] = [
      await login(bases[0]!, ADMIN.userId, ADMIN.password),
      await login(bases[1]!, ADMIN.userId, ADMIN.password),
    ];
    const event = await call(a, "POST", `${RESERVATION}/events`, { name: "두 노드 견학" });
    expect(event.status).toBe(201);
    expect(
      (await call(a, "POST", `${RESERVATION}/branches`, { branchCode: "TN01", name: "두노드관", address: "평택" }))
        .status,
    ).toBe(201);
    const day = await workingDay(addDays(seoulDay(), 30));
    const date = await call(a, "POST", `${RESERVATION}/dates`, {
      eventNo: event.body.id,
      branchCode: "TN01",
      date: day,
      slots: [{ startTime: "10:00", endTime: "11:00", capacity: 10 }],
    });
    expect(date.status).toBe(201);
    const dates = await call(a, "GET", `${RESERVATION}/events/${event.body.id}/dates?branchCode=TN01`);
    const slotId = dates.body.items[0].slots[0].slotId as number;
    const visitors = ["visitor01", "visitor02", "visitor03"];
    for (const [i, userId] of visitors.entries()) {
      const session = await login(bases[i % 2]!, userId);
      expect((await call(session, "POST", "/api/reservations", { slotId, companions: 0 })).status).toBe(201);
      await device(session, `slot-${userId}`);
    }

    const change = { startTime: "14:00", endTime: "15:00", capacity: 10 };
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => call(i % 2 ? b : a, "PUT", `${RESERVATION}/slots/${slotId}`, change)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await jobsDone();
    for (const userId of visitors) {
      expect(await rowsOf(userId, "reservationChanged")).toHaveLength(1);
      expect(receiver.received.filter((request) => request.path === `/slot-${userId}`)).toHaveLength(1);
    }
  });

  it("gives the author exactly one notification and one push per comment, 150 comments through both nodes", async () => {
    const writer = await login(bases[0]!, "writer01");
    await device(writer, "writer-phone");
    const post = await call(writer, "POST", `/api/boards/${qna}/posts`, {
      title: "두 노드 댓글",
      bodyHtml: "<p>댓글을 기다립니다</p>",
      secret: false,
      notice: false,
      bold: false,
    });
    expect(post.status).toBe(201);
    const repliers = [await login(bases[0]!, "replier01"), await login(bases[1]!, "replier02")];
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        call(repliers[i % 2]!, "POST", `/api/posts/${post.body.postId}/comments`, { body: `동시 댓글 ${i}` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await jobsDone();
    const rows = await rowsOf("writer01", "postComment");
    expect(rows).toHaveLength(150);
    expect(new Set(rows.map((row) => row.eventKey)).size).toBe(150);
    expect(receiver.received.filter((request) => request.path === "/writer-phone")).toHaveLength(150);
  });
});
