/**
 * The durable job queue and the schedules (issue 15) on SQLite and PostgreSQL: each job runs once
 * however many nodes claim at once, failures retry with growing waits up to a bound, a node that dies
 * leaves its job to another after the lease (a running job's lease is renewed), mail goes through the queue, and a periodic task runs
 * once per period across nodes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { createQueuedMailer, mailJobHandler } from "../mail/durable.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { claimJob, completeJob, enqueueJob, failAbandonedJobs, failJob, queueDepth, retryDelayMs } from "./queue.ts";
import { takeTurn } from "./schedules.ts";
import { startJobWorker } from "./worker.ts";

const quietLog = { error: () => {}, warn: () => {} };

describe.each(DIALECTS)("background jobs on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());
  beforeEach(async () => {
    await env.ctx.db.deleteFrom("jobs").execute();
  });

  it("gives each job to exactly one of many nodes claiming at once", async () => {
    for (let i = 0; i < 10; i += 1) await enqueueJob(env.ctx.db, "test", { i });
    const claims = await Promise.all(
      Array.from({ length: 60 }, (_, n) => claimJob(env.ctx.db, `node-${n}`, 60_000).catch(() => null)),
    );
    const got = claims.filter((job) => job !== null);
    const ids = got.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Whatever the first burst missed, later turns take; never a job twice.
    let next = await claimJob(env.ctx.db, "late", 60_000);
    while (next) {
      expect(ids).not.toContain(next.id);
      ids.push(next.id);
      next = await claimJob(env.ctx.db, "late", 60_000);
    }
    expect(ids).toHaveLength(10);
    expect(await queueDepth(env.ctx.db)).toEqual({ open: 10, failed: 0 });
  });

  it("retries a failed job after a growing wait and gives up after its last attempt", async () => {
    await enqueueJob(env.ctx.db, "flaky", {}, { maxAttempts: 2 });
    const first = await claimJob(env.ctx.db, "a", 60_000);
    expect(first?.attempt).toBe(1);
    const failedAt = new Date();
    await failJob(env.ctx.db, first!, "a", new Error("SMTP 421"), failedAt);
    expect(await claimJob(env.ctx.db, "b", 60_000)).toBeNull();
    const later = new Date(failedAt.getTime() + retryDelayMs(1) + 1);
    const second = await claimJob(env.ctx.db, "b", 60_000, later);
    expect(second?.attempt).toBe(2);
    await failJob(env.ctx.db, second!, "b", new Error("SMTP 421"), later);
    const row = await env.ctx.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe("SMTP 421");
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    expect(await queueDepth(env.ctx.db)).toEqual({ open: 0, failed: 1 });
  });

  it("hands the job of a node that died to another once the lease has run out", async () => {
    await enqueueJob(env.ctx.db, "mail", {}, { maxAttempts: 3 });
    const taken = await claimJob(env.ctx.db, "dead-node", 1_000);
    expect(taken).not.toBeNull();
    expect(await claimJob(env.ctx.db, "live-node", 1_000)).toBeNull();
    const afterLease = new Date(Date.now() + 1_500);
    const retaken = await claimJob(env.ctx.db, "live-node", 1_000, afterLease);
    expect(retaken).toMatchObject({ id: taken!.id, attempt: 2 });
    // The dead node's late answer changes nothing; the live node's does.
    await completeJob(env.ctx.db, taken!, "dead-node");
    expect((await env.ctx.db.selectFrom("jobs").select("doneAt").executeTakeFirstOrThrow()).doneAt).toBeNull();
    await completeJob(env.ctx.db, retaken!, "live-node");
    expect((await env.ctx.db.selectFrom("jobs").select("doneAt").executeTakeFirstOrThrow()).doneAt).not.toBeNull();
  });

  it("renews the lease of a job that runs longer than one lease (a backup), so no other node takes it", async () => {
    const id = await enqueueJob(env.ctx.db, "slow", {}, { maxAttempts: 2 });
    let runs = 0;
    let taken: unknown = "not tried";
    const worker = startJobWorker(
      env.ctx.db,
      {
        slow: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 900));
          taken = await claimJob(env.ctx.db, "other", 300);
          await failAbandonedJobs(env.ctx.db);
        },
      },
      { nodeId: "renewing", leaseMs: 300, pollMs: 20, log: quietLog },
    );
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(taken).toBeNull();
    const row = await env.ctx.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, failedAt: null });
    expect(row.doneAt).not.toBeNull();
  });

  it("marks a job failed when its last attempt died with its node", async () => {
    await enqueueJob(env.ctx.db, "mail", {}, { maxAttempts: 1 });
    await claimJob(env.ctx.db, "dead-node", 10);
    expect(await failAbandonedJobs(env.ctx.db, new Date(Date.now() + 100))).toBe(1);
    expect(await queueDepth(env.ctx.db)).toEqual({ open: 0, failed: 1 });
  });

  it("sends queued mail through the worker, attachments included, retrying a refused send", async () => {
    const sent: MailMessage[] = [];
    let refuse = 1;
    const transport = {
      async send(message: MailMessage) {
        if (refuse-- > 0) throw new Error("connection refused");
        sent.push(message);
        return "<id@portal>";
      },
    };
    const worker = startJobWorker(
      env.ctx.db,
      { mail: mailJobHandler(transport) },
      { nodeId: "w1", log: quietLog, pollMs: 20 },
    );
    try {
      const mailer = createQueuedMailer(env.ctx.db, () => worker.wake());
      await mailer.send({
        to: "member@example.kr",
        subject: "예약 확인",
        text: "본문",
        attachments: [{ filename: "reservation.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
      });
      // The first attempt is refused (recorded once the send has failed, not at the claim); the retry
      // waits, so bring it forward as time would.
      await expect
        .poll(async () => await env.ctx.db.selectFrom("jobs").select(["attempts", "lastError"]).executeTakeFirst())
        .toEqual({ attempts: 1, lastError: "connection refused" });
      await env.ctx.db.updateTable("jobs").set({ runAt: new Date().toISOString() }).execute();
      worker.wake();
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]).toMatchObject({ to: "member@example.kr", subject: "예약 확인" });
      expect(Buffer.from(sent[0]?.attachments?.[0]?.content ?? "").toString()).toBe("BEGIN:VCALENDAR");
    } finally {
      await worker.stop();
    }
  });

  it("runs a periodic task once per period whatever the number of nodes", async () => {
    const task = { name: `task-${Date.now()}`, everyMs: 60_000, run: async () => {} };
    const now = new Date();
    const turns = await Promise.all(Array.from({ length: 30 }, (_, n) => takeTurn(env.ctx.db, task, `node-${n}`, now)));
    expect(turns.filter(Boolean)).toHaveLength(1);
    const soon = new Date(now.getTime() + 30_000);
    expect(
      (await Promise.all([takeTurn(env.ctx.db, task, "x", soon), takeTurn(env.ctx.db, task, "y", soon)])).filter(
        Boolean,
      ),
    ).toHaveLength(0);
    const nextPeriod = new Date(now.getTime() + 60_001);
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, n) => takeTurn(env.ctx.db, task, `node-${n}`, nextPeriod)),
    );
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});
