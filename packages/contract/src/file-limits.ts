/**
 * Limits of every spreadsheet file the portal reads (issue 23 §1): the ledger imports on the server
 * and the cargo lists in the browser. A file past one of them is refused with a Korean message
 * (messages/file-limits.ts) before it can take the reader's memory or time.
 */
import type { MessageKey } from "./messages.ts";

export const FILE_LIMITS = {
  /** Largest upload, bytes (compressed, as sent). */
  maxBytes: 50 * 1024 * 1024,
  /** Entries in one XLSX (ZIP) archive. */
  maxEntries: 1000,
  /** Sum of an XLSX's uncompressed entries, bytes: declared in its directory and counted while inflating. */
  maxUnpackedBytes: 256 * 1024 * 1024,
  /** Largest uncompressed ÷ compressed size of one entry (checked for entries over ratioFromBytes). */
  maxRatio: 100,
  /** Entries smaller than this (uncompressed bytes) are not held to maxRatio. */
  ratioFromBytes: 1024 * 1024,
  /** An XLSX's shared strings as kept for reading its sheet, UTF-8 bytes. */
  maxSharedStringBytes: 64 * 1024 * 1024,
  /** Characters in one cell (Excel's own limit). */
  maxCellChars: 32_767,
  /** Characters in one row, all cells together (a CSV record: with its separators). */
  maxRowChars: 65_536,
  /** Columns of one row (Excel's own limit, XFD). */
  maxColumns: 16_384,
  /** Rows of a file, empty ones included (a data-row limit of the import comes on top). */
  maxRowElements: 250_000,
  /** Nesting depth of an XLSX part's XML elements (a worksheet needs 6). */
  maxXmlDepth: 32,
  /** Attributes of one XML element. */
  maxXmlAttributes: 256,
  /** Time the reader may run on its thread, ms of CPU (server: the request thread's; browser: the tab's). */
  maxCpuMs: 20_000,
} as const;

/** A file refused for one of FILE_LIMITS: the catalogue reason and its values (server and browser). */
export class FileLimitError extends Error {
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  constructor(key: MessageKey, params: Record<string, string | number> = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/**
 * Checks one record (row `row`, 1-based, of a file) against the cell, column and row caps. Throws
 * FileLimitError (fileLimitColumns, fileLimitCell or fileLimitRow; numbers as in ko-KR).
 */
export function checkRecord(record: readonly string[], row: number): void {
  const max = (value: number) => value.toLocaleString("ko-KR");
  if (record.length > FILE_LIMITS.maxColumns)
    throw new FileLimitError("fileLimitColumns", { row, max: max(FILE_LIMITS.maxColumns) });
  let chars = 0;
  for (const cell of record) {
    if (cell.length > FILE_LIMITS.maxCellChars)
      throw new FileLimitError("fileLimitCell", { max: max(FILE_LIMITS.maxCellChars) });
    chars += cell.length + 1;
  }
  if (chars > FILE_LIMITS.maxRowChars)
    throw new FileLimitError("fileLimitRow", { row, max: max(FILE_LIMITS.maxRowChars) });
}
