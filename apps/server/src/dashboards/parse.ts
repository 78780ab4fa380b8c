/**
 * Reads an uploaded ledger file as rows of cell texts, streaming: CSV (UTF-8, with or without a
 * byte-order mark, or EUC-KR/CP949 — told apart by whether the first 64 KiB are valid UTF-8) with
 * csv-parse, or XLSX (first worksheet) with exceljs's streaming reader. XLSX dates become
 * "YYYY-MM-DD HH:mm" (Excel dates carry no time zone: read as Asia/Seoul wall-clock times).
 * Throws AppError IMPORT_UNREADABLE when the file is neither.
 */
import fs from "node:fs";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { AppError } from "../http/errors.ts";

const SNIFF_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's format from its first bytes (XLSX is a ZIP archive) and, for CSV, its encoding. */
async function sniff(filePath: string): Promise<{ format: "xlsx" } | { format: "csv"; encoding: string }> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 4).equals(ZIP_MAGIC)) return { format: "xlsx" };
    if (head.includes(0)) throw new AppError("IMPORT_UNREADABLE", { field: "file" });
    try {
      // stream: true tolerates a character cut at the end of the sniffed block.
      new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
      return { format: "csv", encoding: "utf8" };
    } catch {
      return { format: "csv", encoding: "cp949" };
    }
  } finally {
    await handle.close();
  }
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An XLSX cell's value as text; dates as "YYYY-MM-DD" (midnight) or "YYYY-MM-DD HH:mm". */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const h = value.getUTCHours();
    const m = value.getUTCMinutes();
    return h === 0 && m === 0 ? day : `${day} ${pad(h)}:${pad(m)}`;
  }
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value);
}

async function* csvRows(filePath: string, encoding: string): AsyncGenerator<string[]> {
  const source = fs.createReadStream(filePath);
  const decoded = encoding === "utf8" ? source : source.pipe(iconv.decodeStream(encoding));
  const parser = decoded.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, max_record_size: 64 * 1024 }),
  );
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}

async function* xlsxRows(filePath: string): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      const cells = values.slice(1).map((value) => cellText(value).trim());
      if (cells.some((cell) => cell !== "")) yield cells;
    }
    return; // the first worksheet only
  }
}

/**
 * The rows of the file at `filePath` (header row first), each an array of trimmed cell texts.
 * Throws AppError IMPORT_UNREADABLE for a file that is neither CSV nor XLSX or cannot be parsed.
 */
export async function* readRows(filePath: string): AsyncGenerator<string[]> {
  const kind = await sniff(filePath);
  try {
    if (kind.format === "xlsx") yield* xlsxRows(filePath);
    else yield* csvRows(filePath, kind.encoding);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("IMPORT_UNREADABLE", { field: "file" });
  }
}
