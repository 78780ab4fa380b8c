/**
 * The server's pool of load-planning threads (issue 23 §2): plans are packed, and plans sent to be
 * saved checked, on worker threads (piscina), never on the request thread, so a plan of 5,000 boxes
 * does not stall other requests.
 *
 * - `threads` workers (LOADING_THREADS; default one less than the machine's cores, at least one),
 *   started when first needed and stopped after a minute idle, at a lower CPU priority (nice +10)
 *   than the request thread;
 * - at most `threads` plans wait for a thread (a bounded queue); one more is refused at once with
 *   503 LOADING_PLANNER_BUSY and `Retry-After`;
 * - each plan must be answered within `deadlineMs` of its arrival (LOADING_DEADLINE_MS, default 10 s:
 *   a turn in the queue and its own 3 s search, with 2 s to spare each for a thread at nice +10 on a
 *   busy machine to start and write its answer); past it the task is
 *   aborted, its thread stopped (piscina terminates a running worker whose task is aborted) and the
 *   member gets 503 LOADING_PLAN_TIMEOUT.
 * The one-plan-per-member rule is the service's (it is kept in the database, across app nodes).
 */

import type { LoadPlanProblem } from "@portal/loading";
import { Piscina } from "piscina";
import { AppError } from "../http/errors.ts";
import type { CheckTask, PlanTask } from "./plan-worker.ts";

/** Seconds a refused request is told to wait: about one plan's time. */
const RETRY_AFTER_SECONDS = "5";

/** What the planning threads do: pack a plan, or check one sent to be saved (plan-worker.ts). */
interface Tasks {
  plan: [PlanTask, string];
  check: [CheckTask, LoadPlanProblem | null];
}

export interface PlanPool {
  /**
   * Runs `name` ("plan" or "check") of plan-worker.ts on a worker thread.
   * @throws AppError LOADING_PLANNER_BUSY (503, Retry-After) when the queue is full,
   *   LOADING_PLAN_TIMEOUT (503) past the deadline
   */
  run<N extends keyof Tasks>(name: N, task: Tasks[N][0]): Promise<Tasks[N][1]>;
  /** Stops the threads (plans still running are abandoned). */
  close(): Promise<void>;
}

/** A pool of `threads` planning threads with a queue of as many waiting plans, and a deadline per plan. */
export function createPlanPool(options: { threads: number; deadlineMs: number }): PlanPool {
  const pool = new Piscina({
    filename: new URL("./plan-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.threads,
    idleTimeout: 60_000,
    // Planning threads run at a lower priority (nice +10 through @napi-rs/nice), so that on a busy
    // machine the request thread is scheduled first and answers stay quick while plans search.
    niceIncrement: 10,
  });
  return {
    async run(name, task) {
      if (pool.queueSize >= options.threads) {
        throw new AppError("LOADING_PLANNER_BUSY", { headers: { "retry-after": RETRY_AFTER_SECONDS } });
      }
      const deadline = AbortSignal.timeout(options.deadlineMs);
      try {
        return await pool.run(task, { name, signal: deadline });
      } catch (error) {
        if (deadline.aborted) throw new AppError("LOADING_PLAN_TIMEOUT");
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
