/**
 * The participation-intent PDF (참여의향서, pdf.ts): written once per process on the shared worker pool
 * (pdfkit and the font subsetting took 1.4 s of CPU, which would stall every request on the request
 * thread) and kept in memory (about 60 KB).
 */
import { runOffThread } from "../cpu/off-thread.ts";

const WORKER = new URL("./pdf.ts", import.meta.url).href;

let cached: Promise<Buffer> | undefined;

/** The participation-intent PDF (bytes). @throws AppError SERVER_BUSY (503) when the shared pool is full */
export function participationPdf(): Promise<Buffer> {
  cached ??= runOffThread<null, Uint8Array>(WORKER, "render", null).then(
    (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
