/**
 * A node's job worker: claims one due job at a time (see queue.ts), runs its handler, and records
 * the outcome. It polls every `pollMs`, and at once when this node enqueues (`wake`). `stop` lets the
 * running job finish first (graceful shutdown); the lease of the running job is renewed every half
 * lease, so a job cut off by a crash is retried by another node once its lease (`leaseMs`) expires.
 */
import type { Db } from "../db/database.ts";
import { type ClaimedJob, claimJob, completeJob, failAbandonedJobs, failJob, renewLease } from "./queue.ts";

/** Runs one job's work; a rejection counts as a failed attempt. */
export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface JobWorker {
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; resolves when the running job (if any) has finished. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  nodeId: string;
  pollMs?: number;
  leaseMs?: number;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
}

/** Starts the worker loop for `handlers` (by job kind) on `db`. */
export function startJobWorker(db: Db, handlers: Record<string, JobHandler>, options: WorkerOptions): JobWorker {
  const pollMs = options.pollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const runOne = async (): Promise<boolean> => {
    const job = await claimJob(db, options.nodeId, leaseMs);
    if (!job) return false;
    const handler = handlers[job.kind];
    // The lease is renewed every half lease while the handler runs: only a node that stopped loses it.
    const renewal = setInterval(() => {
      renewLease(db, job, options.nodeId, leaseMs).catch((error: unknown) =>
        options.log.warn({ err: error, jobId: job.id }, "job lease renewal failed"),
      );
    }, leaseMs / 2);
    renewal.unref();
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, job);
      await completeJob(db, job, options.nodeId);
    } catch (error) {
      options.log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempt }, "job attempt failed");
      await failJob(db, job, options.nodeId, error);
    } finally {
      clearInterval(renewal);
    }
    return true;
  };

  const loop = async () => {
    if (stopped || busy) return;
    busy = true;
    clearTimeout(timer);
    try {
      while (!stopped && (await runOne()));
      await failAbandonedJobs(db);
    } catch (error) {
      options.log.error({ err: error }, "job worker could not reach the database");
    } finally {
      busy = false;
      if (!stopped) {
        timer = setTimeout(tick, pollMs);
        timer.unref();
      }
    }
  };
  const tick = () => {
    running = loop();
  };
  tick();

  return {
    wake() {
      if (!busy && !stopped) tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
