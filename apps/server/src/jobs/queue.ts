/**
 * The durable job queue (issue 15 "several app nodes"): background work (mail first of all) is a row
 * in `jobs` before anything is attempted, so a node that dies mid-send loses nothing. Any node may
 * claim a due job; the claim is ONE conditional UPDATE (the row's open state is checked again on the
 * row it locks), so two nodes never run the same attempt. A claim holds a lease; a node that dies
 * leaves the lease to expire and another node retries. Attempts are bounded, with growing waits.
 * The same statements run on SQLite and PostgreSQL.
 */
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

/** A claimed job: its kind, its decoded payload and the attempt number (1 for the first). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
}

/** How long to wait before attempt `attempt + 1`: 10 s, 40 s, 160 s … at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(3_600_000, 10_000 * 4 ** Math.max(0, attempt - 1));
}

/**
 * Adds a job; resolves with its id. Pass a transaction as `db` to make the job part of the caller's
 * write (it then exists exactly when the write commits).
 */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: unknown,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("jobs")
    .values({
      kind,
      payload: JSON.stringify(payload),
      runAt: (options.runAt ?? new Date()).toISOString(),
      maxAttempts: options.maxAttempts ?? 5,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Open, due, unleased jobs with attempts left, at `now` (ISO). */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, "jobs">) =>
    eb.and([
      eb("doneAt", "is", null),
      eb("failedAt", "is", null),
      eb("runAt", "<=", now),
      eb("attempts", "<", eb.ref("maxAttempts")),
      eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]),
    ]);
}

/**
 * Claims the oldest due job for `nodeId` for `leaseMs`, or resolves null when none is due (or another
 * node took the one this statement aimed at: the caller simply tries again on its next turn).
 */
export async function claimJob(db: Db, nodeId: string, leaseMs: number, now = new Date()): Promise<ClaimedJob | null> {
  const at = now.toISOString();
  const open = claimable(at);
  const row = await db
    .updateTable("jobs")
    .set((eb) => ({
      lockedBy: nodeId,
      lockedUntil: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where((eb) =>
      eb.and([
        eb("id", "=", eb.selectFrom("jobs").select("id").where(open).orderBy("runAt").orderBy("id").limit(1)),
        open(eb),
      ]),
    )
    .returning(["id", "kind", "payload", "attempts", "maxAttempts"])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload),
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
  };
}

/**
 * Extends the lease of a job `nodeId` is still running to `leaseMs` from `now` (only while it holds
 * it), so that work longer than one lease (a backup) is not taken for a dead node's.
 */
export async function renewLease(
  db: Db,
  job: ClaimedJob,
  nodeId: string,
  leaseMs: number,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ lockedUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "=", job.id)
    .where("lockedBy", "=", nodeId)
    .where("doneAt", "is", null)
    .where("failedAt", "is", null)
    .execute();
}

/** Marks the job done (only while `nodeId` holds it). */
export async function completeJob(db: Db, job: ClaimedJob, nodeId: string): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ doneAt: new Date().toISOString(), lockedBy: null, lockedUntil: null, lastError: null })
    .where("id", "=", job.id)
    .where("lockedBy", "=", nodeId)
    .execute();
}

/** Records a failed attempt: the job waits `retryDelayMs` for the next, or fails for good at its last. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  nodeId: string,
  error: unknown,
  now = new Date(),
): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const last = job.attempt >= job.maxAttempts;
  await db
    .updateTable("jobs")
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastError: message,
      ...(last
        ? { failedAt: now.toISOString() }
        : { runAt: new Date(now.getTime() + retryDelayMs(job.attempt)).toISOString() }),
    })
    .where("id", "=", job.id)
    .where("lockedBy", "=", nodeId)
    .execute();
}

/**
 * Jobs whose last allowed attempt died with its node (attempts used up, lease expired) are marked
 * failed, so they show in the queue depth as failed rather than open forever. Resolves with the count.
 */
export async function failAbandonedJobs(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable("jobs")
    .set({ failedAt: at, lockedBy: null, lockedUntil: null, lastError: "node stopped during the last attempt" })
    .where("doneAt", "is", null)
    .where("failedAt", "is", null)
    .whereRef("attempts", ">=", "maxAttempts")
    .where("lockedUntil", "<", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** Open (waiting or running) and failed job counts, for metrics. */
export async function queueDepth(db: Db): Promise<{ open: number; failed: number }> {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("failedAt", "is", null).as("open"),
      eb.fn.countAll<number>().filterWhere("failedAt", "is not", null).as("failed"),
    ])
    .where("doneAt", "is", null)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), failed: Number(row.failed) };
}

/** Removes jobs finished (done or failed) before `before`; resolves with the count. */
export async function purgeFinishedJobs(db: Db, before: Date): Promise<number> {
  const cutoff = before.toISOString();
  const result = await db
    .deleteFrom("jobs")
    .where((eb) => eb.or([eb("doneAt", "<", cutoff), eb("failedAt", "<", cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
