/**
 * Long post and page bodies are cleaned (sanitize-html, then their text) on worker threads, not on the
 * request thread (issue 23 §2); short ones, and notes and deals (at most 20,000 characters), inline.
 */
import { runOffThread } from "../cpu/off-thread.ts";
import { type CleanHtml, cleanHtml } from "./sanitize.ts";

/**
 * Bodies longer than this (characters) are cleaned on a worker thread: sanitising and reading the
 * text of a 200,000-character body (the longest a post or a page may have) took 300–650 ms of CPU;
 * 10,000 characters take about 10–20 ms, less than handing them to a thread and back is worth.
 */
const INLINE_MAX_CHARS = 10_000;

const WORKER = new URL("./sanitize-worker.ts", import.meta.url).href;

/**
 * {@link cleanHtml}, off the request thread for a long body.
 * @throws AppError SERVER_BUSY (503) when the shared pool's queue is full
 */
export async function cleanHtmlOffThread(html: string): Promise<CleanHtml> {
  if (html.length <= INLINE_MAX_CHARS) return cleanHtml(html);
  return runOffThread<string, CleanHtml>(WORKER, "default", html);
}
