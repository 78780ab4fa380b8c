/**
 * Long post and page bodies are cleaned (sanitize-html, then their text) on worker threads, not on the
 * request thread (issue 23 §2); short ones, and notes and deals (at most 20,000 characters), inline.
 */
import os from "node:os";
import { Piscina } from "piscina";
import { AppError } from "../http/errors.ts";
import { type CleanHtml, cleanHtml } from "./sanitize.ts";

/**
 * Bodies longer than this (characters) are cleaned on a worker thread: sanitising and reading the
 * text of a 200,000-character body (the longest a post or a page may have) took 300–650 ms of CPU;
 * 10,000 characters take about 10–20 ms, less than handing them to a thread and back is worth.
 */
const INLINE_MAX_CHARS = 10_000;
/** Bodies waiting for a cleaning thread at most; one more is refused (503 SERVER_BUSY). */
const QUEUE_MAX = 16;

let pool: Piscina<string, CleanHtml> | undefined;

/**
 * {@link cleanHtml} off the request thread for a long body (issue 23 §2): on a pool of one less
 * thread than the cores (at least one), started on first need, idle threads stopped after 30 s.
 * @throws AppError SERVER_BUSY (503, Retry-After) when QUEUE_MAX long bodies already wait
 */
export async function cleanHtmlOffThread(html: string): Promise<CleanHtml> {
  if (html.length <= INLINE_MAX_CHARS) return cleanHtml(html);
  pool ??= new Piscina<string, CleanHtml>({
    filename: new URL("./sanitize-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    maxQueue: QUEUE_MAX,
    idleTimeout: 30_000,
  });
  if (pool.queueSize >= QUEUE_MAX) throw new AppError("SERVER_BUSY", { headers: { "retry-after": "2" } });
  return pool.run(html);
}
