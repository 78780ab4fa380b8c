/**
 * HTTP details of serving stored files: RFC 6266 Content-Disposition with an RFC 5987
 * `filename*` (Korean names survive), single byte ranges (video seeking), and the rule of what may
 * be shown inline: only re-encoded images and sniffed videos; everything else is a download.
 */
import type { StoredFile } from "../db/schema.ts";
import type { ByteRange } from "../storage/storage.ts";

/** RFC 5987 value: UTF-8, percent-encoded, with the characters RFC 5987 reserves escaped too. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** ASCII fallback name for old clients: other characters become "_", the extension is kept. */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return ascii.replace(/_+/g, "_") || "file";
}

/** `attachment` or `inline` with the original name: `filename="…"` (ASCII) and `filename*=UTF-8''…`. */
export function contentDisposition(type: "attachment" | "inline", name: string): string {
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** Images (re-encoded by the server) and videos (sniffed) may be shown in the page; nothing else. */
export function isInlineSafe(file: Pick<StoredFile, "kind" | "mime">): boolean {
  return (
    (file.kind === "image" && /^image\/(jpeg|png|gif|webp)$/.test(file.mime)) ||
    (file.kind === "video" && /^video\/(mp4|webm|quicktime)$/.test(file.mime))
  );
}

/**
 * The one byte range of a `Range: bytes=…` header within `size`, "invalid" when it cannot be
 * satisfied, or null when there is no (usable) range header: then the whole file is sent.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: send the whole file
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  let start: number;
  let end: number;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

/** A CSP for file answers: nothing runs, even if a browser ignored the type. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
