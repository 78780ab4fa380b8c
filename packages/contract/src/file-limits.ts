/**
 * Limits of every spreadsheet file the portal reads (issue 23 §1): the ledger imports on the server
 * and the cargo lists in the browser. A file past one of them is refused with a Korean message
 * (messages/file-limits.ts) before it can take the reader's memory or time.
 */
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
  /** Time the reader may run on its thread, ms of CPU (server: the request thread's; browser: the tab's). */
  maxCpuMs: 20_000,
} as const;
