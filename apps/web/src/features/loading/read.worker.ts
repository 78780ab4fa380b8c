/**
 * Reads a cargo list file in a Web Worker within FILE_LIMITS (issue 23 §1), so that a file built to
 * exhaust memory or time never locks the tab: the page stops this worker after maxCpuMs.
 * CSV: streamed through contract CsvRecords. XLSX (told by the ZIP signature): every ZIP entry is inflated once as a stream
 * (fflate) and checked against its declared size, the total unpacked size and the ratio before
 * exceljs (loaded only here) reads the workbook. Reading stops after maxTypes + 2 non-empty rows
 * (enough to say there are too many). Receives the File; answers `{ table }` (header first) or
 * `{ refused: { key, params } }` (a FILE_LIMITS reason) or `{ failed: true }` (unreadable).
 */
import {
  checkRecord,
  FILE_LIMITS,
  FileLimitError,
  formatBytes,
  LOADING_LIMITS,
  type MessageKey,
} from "@portal/contract";
import { CsvRecords } from "@portal/contract/csv";
import { Unzip, UnzipInflate } from "fflate";

export type ReadAnswer =
  | { table: unknown[][] }
  | { refused: { key: MessageKey; params: Record<string, string | number> } }
  | { failed: true };

const scope = self as unknown as {
  onmessage: (event: MessageEvent<File>) => void;
  postMessage: (answer: ReadAnswer) => void;
};

/** Rows worth reading: the header, the most cargo types, and one more. */
const ENOUGH_ROWS = LOADING_LIMITS.maxTypes + 2;

async function csvTable(file: File): Promise<unknown[][]> {
  const records = new CsvRecords();
  const table: string[][] = [];
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      table.push(...records.push(value ?? "", done));
      if (done || table.length >= ENOUGH_ROWS) return table;
    }
  } finally {
    void reader.cancel();
  }
}

/**
 * Inflates every entry of the XLSX `file` as a stream, discarding the bytes, and throws FileLimitError
 * at the first entry past maxEntries, its declared size, maxRatio or the total maxUnpackedBytes.
 */
async function checkArchive(file: File): Promise<void> {
  let failure: FileLimitError | null = null;
  let entries = 0;
  let total = 0;
  const refuse = (key: MessageKey, params: Record<string, string | number> = {}) => {
    failure ??= new FileLimitError(key, params);
  };
  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > FILE_LIMITS.maxEntries)
      return refuse("fileLimitEntries", { max: FILE_LIMITS.maxEntries.toLocaleString("ko-KR") });
    let inflated = 0;
    entry.ondata = (error, data) => {
      if (error) return refuse("loadingImportFailed");
      inflated += data.length;
      total += data.length;
      if (entry.originalSize !== undefined && entry.originalSize > 0 && inflated > entry.originalSize) {
        refuse("fileLimitSizeMismatch");
      } else if (total > FILE_LIMITS.maxUnpackedBytes) {
        refuse("fileLimitUnpacked", { size: formatBytes(FILE_LIMITS.maxUnpackedBytes) });
      } else if (
        inflated > FILE_LIMITS.ratioFromBytes &&
        inflated > Math.max(entry.size ?? 0, 1) * FILE_LIMITS.maxRatio
      ) {
        refuse("fileLimitRatio", { entry: entry.name.slice(0, 100), max: FILE_LIMITS.maxRatio });
      }
      if (failure) entry.terminate();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // Small pieces, so that one push inflates at most a bounded amount before the checks run.
      const chunk = value ?? new Uint8Array();
      for (let at = 0; at < chunk.length || (done && at === 0); at += 1024) {
        unzip.push(chunk.subarray(at, at + 1024), done && at + 1024 >= chunk.length);
        if (failure) throw failure;
      }
      if (done) return;
    }
  } finally {
    void reader.cancel();
  }
}

async function xlsxTable(file: File): Promise<unknown[][]> {
  await checkArchive(file);
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new FileLimitError("fileLimitNoSheet");
  const table: unknown[][] = [];
  let row = 0;
  sheet.eachRow({ includeEmpty: true }, (cells) => {
    row += 1;
    if (row > FILE_LIMITS.maxRowElements)
      throw new FileLimitError("fileLimitRows", { max: FILE_LIMITS.maxRowElements.toLocaleString("ko-KR") });
    if (table.length >= ENOUGH_ROWS) return;
    const values = (cells.values as unknown[])
      .slice(1)
      .map((v) => (v && typeof v === "object" && "result" in v ? v.result : v));
    checkRecord(
      values.map((v) => String(v ?? "")),
      row,
    );
    if (values.some((v) => String(v ?? "").trim() !== "")) table.push(values);
  });
  return table;
}

scope.onmessage = async (event) => {
  const file = event.data;
  try {
    // An XLSX is a ZIP archive: told by its first bytes, whatever the file is called.
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
    const table = zip ? await xlsxTable(file) : await csvTable(file);
    scope.postMessage({ table });
  } catch (error) {
    if (error instanceof FileLimitError) scope.postMessage({ refused: { key: error.key, params: error.params } });
    else scope.postMessage({ failed: true });
  }
};
