/**
 * Short CPU work off the request thread (issue 23 §2): one shared pool of worker threads (piscina) for
 * tasks of tens to hundreds of milliseconds that grow with their input (sanitising a long body, decoding
 * a BMP). One less thread than the cores (at least one), started on first need and stopped after 30 s
 * idle; at most QUEUE_MAX tasks wait, one more is refused with 503 SERVER_BUSY and `Retry-After`.
 * Load plans have their own pool with a deadline (loading/plan-pool.ts).
 */
import os from "node:os";
import { Piscina } from "piscina";
import { AppError } from "../http/errors.ts";

/** Tasks waiting for a thread at most. */
const QUEUE_MAX = 16;

let pool: Piscina | undefined;

/**
 * Runs export `name` of the worker module `filename` (an absolute file: URL of a .ts module that
 * imports no server state) with `input` on the shared pool; answers what it returns.
 * @throws AppError SERVER_BUSY (503, Retry-After 2 s) when QUEUE_MAX tasks already wait
 */
export async function runOffThread<I, O>(filename: string, name: string, input: I): Promise<O> {
  pool ??= new Piscina({
    minThreads: 0,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    maxQueue: QUEUE_MAX,
    idleTimeout: 30_000,
  });
  if (pool.queueSize >= QUEUE_MAX) throw new AppError("SERVER_BUSY", { headers: { "retry-after": "2" } });
  return pool.run(input, { filename, name });
}
