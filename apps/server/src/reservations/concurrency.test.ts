/**
 * The capacity rule under real concurrency: two server processes (`node src/main.ts`) on one
 * database, 200 members logged in, and 200 simultaneous reservation requests with varied
 * companion counts at one slot of capacity 20, split across both processes. The booked seats
 * never exceed 20 (and reach exactly 20, since one-seat requests outnumber the seats), and
 * every refused request is a 409 with a Korean message. Run on SQLite and on PostgreSQL.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, seoulDay, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, DIALECTS, PASSWORD } from "../../test/harness.ts";
import { freePort, login, type Session, startServer, stopServer, waitForHealth } from "../../test/processes.ts";
import { hashPassword } from "../auth/passwords.ts";
import { type Db, openDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { insertMembers } from "../users/queries.ts";
import { workingDay } from "./holidays.ts";

const MEMBERS = 200;
const CAPACITY = 20;

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** One event, place, date and a slot of CAPACITY seats, and MEMBERS members; returns the slot id. */
async function prepare(db: Db): Promise<{ slotId: number; eventNo: number; date: string; userIds: string[] }> {
  const now = new Date().toISOString();
  const date = await workingDay(addDays(seoulDay(), 5)); // holidays take no booking
  const { eventNo } = await db
    .insertInto("reservationEvents")
    .values({ name: "동시성 시험 견학", description: "", open: 1, seedKey: null, createdAt: now, updatedAt: now })
    .returning("eventNo")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("reservationBranches")
    .values({ branchCode: "TC01", name: "본관", address: "인천", createdAt: now, updatedAt: now })
    .execute();
  const { dateId } = await db
    .insertInto("reservationDates")
    .values({ eventNo, branchCode: "TC01", date, createdAt: now })
    .returning("dateId")
    .executeTakeFirstOrThrow();
  const { slotId } = await db
    .insertInto("reservationSlots")
    .values({
      dateId,
      seq: 1,
      startTime: "10:00",
      endTime: "11:00",
      capacity: CAPACITY,
      booked: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning("slotId")
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(PASSWORD); // hashed once, shared by every member
  const userIds = Array.from({ length: MEMBERS }, (_, i) => `load${String(i).padStart(4, "0")}`);
  await insertMembers(
    db,
    userIds.map((userId, i) => ({
      userId,
      passwordHash,
      nameKo: `시험회원${i}`,
      email: null,
      role: "U" as const,
    })),
  );
  return { slotId, eventNo, date, userIds };
}

describe.each(DIALECTS)("capacity across two server processes on %s", (dialect: DialectName) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-concurrency-"));
  let drop: (() => Promise<void>) | undefined;
  let db: Db;
  let env: Record<string, string>;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let slotId: number;
  let slotsUrl: string;
  let sessions: Session[];

  beforeAll(async () => {
    env = { DATA_DIR: dataDir };
    if (dialect === "postgres") {
      const created = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
      drop = created.drop;
      env.DATABASE_URL = created.url;
    }
    ({ db } = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 2 }));
    const prepared = await prepare(db);
    slotId = prepared.slotId;
    slotsUrl = `/api/reservation/slots?eventNo=${prepared.eventNo}&branchCode=TC01&date=${prepared.date}`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = startServer(env, port);
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((server, i) => waitForHealth(server, bases[i]!)));
    sessions = await pool(prepared.userIds, 16, (userId, i) => login(bases[i % 2]!, userId));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await db?.destroy();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("books at most the capacity of 200 simultaneous requests and refuses the rest with a Korean 409", async () => {
    const companions = (i: number) => i % 4; // 1 to 4 seats each; 50 one-seat requests
    const results = await Promise.all(
      sessions.map(async (session, i) => {
        const response = await fetch(`${session.base}/api/reservations`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": session.csrf, cookie: session.cookie },
          body: JSON.stringify({ slotId, companions: String(companions(i)) }),
        });
        return { server: i % 2, status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    const booked = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    const seats = booked.reduce((sum, r) => sum + Number(r.body.seats), 0);

    expect(seats).toBeLessThanOrEqual(CAPACITY);
    // While a seat is left every one-seat request fits; there are 50 of them (more than the
    // 20 seats), so the slot can only end full.
    expect(seats).toBe(CAPACITY);
    expect(booked.length + refused.length).toBe(MEMBERS);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(["SLOT_FULL", "NOT_ENOUGH_SEATS"]).toContain(r.body.code);
      expect(r.body.detail).toMatch(/[가-힣]/);
      if (r.body.code === "SLOT_FULL") expect(r.body.detail).toBe(t("reservationUnavailable"));
    }
    // Both processes answered their half.
    for (const server of [0, 1]) expect(results.filter((r) => r.server === server)).toHaveLength(MEMBERS / 2);
    console.log(
      `${dialect}: ${booked.length} bookings (${seats} seats; process A ${booked.filter((r) => r.server === 0).length}, ` +
        `process B ${booked.filter((r) => r.server === 1).length}), ${refused.length} refused with 409`,
    );

    const slot = await db
      .selectFrom("reservationSlots")
      .select(["booked", "capacity"])
      .where("slotId", "=", slotId)
      .executeTakeFirstOrThrow();
    const active = await db
      .selectFrom("reservations")
      .select((eb) => eb.fn.sum<number>("seats").as("seats"))
      .where("slotId", "=", slotId)
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    expect(slot.booked).toBe(CAPACITY);
    expect(Number(active.seats)).toBe(CAPACITY);
  }, 60_000);

  it("frees seats at once for a booking through the other process after a cancellation", async () => {
    const first = await db
      .selectFrom("reservations")
      .select(["reservationId", "userId", "seats"])
      .where("slotId", "=", slotId)
      .where("status", "=", "active")
      .orderBy("reservationId")
      .executeTakeFirstOrThrow();
    const owner = sessions.find((_, i) => `load${String(i).padStart(4, "0")}` === first.userId)!;
    const cancel = await fetch(`${owner.base}/api/me/reservations/${first.reservationId}`, {
      method: "DELETE",
      headers: { "x-csrf-token": owner.csrf, cookie: owner.cookie },
    });
    expect(cancel.status).toBe(200);
    const other = bases.find((b) => b !== owner.base)!;
    const slots = await fetch(`${other}${slotsUrl}`);
    const body = (await slots.json()) as { items: { remaining: number }[] };
    expect(body.items[0]?.remaining).toBe(first.seats);
  });
});
