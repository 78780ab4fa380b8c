/**
 * Reads an uploaded ledger file as rows of cell texts, streaming and within FILE_LIMITS (issue 23
 * §1): CSV (UTF-8, with or without a byte-order mark, or EUC-KR/CP949 — told apart by whether the
 * first 64 KiB are valid UTF-8) with contract CsvRecords (papaparse), or XLSX (first worksheet) with xlsx.ts. A CSV record
 * is at most maxRowChars characters, maxColumns cells of maxCellChars each, and at most
 * maxRowElements records (empty lines included) are read; all of it within the read's CPU budget.
 * Throws AppError IMPORT_UNREADABLE when the file is neither, or a refusal of bounds.ts.
 */
import fs from "node:fs";
import { FileLimitError } from "@portal/contract";
import { CsvRecords } from "@portal/contract/csv";
import iconv from "iconv-lite";
import { AppError } from "../http/errors.ts";
import { type CpuBudget, cpuBudget, refuseFile } from "./bounds.ts";
import { xlsxRows } from "./xlsx.ts";

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

/** The records of a CSV file, each chunk decoded and split (contract CsvRecords) inside the CPU budget. */
async function* csvRows(filePath: string, encoding: string, budget: CpuBudget): AsyncGenerator<string[]> {
  const utf8 = new TextDecoder("utf-8");
  const cp949 = iconv.getDecoder(encoding);
  const decode = (chunk?: Buffer) =>
    encoding === "utf8"
      ? utf8.decode(chunk, { stream: chunk !== undefined })
      : chunk
        ? cp949.write(chunk)
        : (cp949.end() ?? "");
  const records = new CsvRecords();
  for await (const chunk of fs.createReadStream(filePath) as AsyncIterable<Buffer>) {
    yield* budget.run(() => records.push(decode(chunk)));
  }
  yield* budget.run(() => records.push(decode(), true));
}

/**
 * The rows of the file at `filePath` (header row first), each an array of trimmed cell texts; empty
 * rows are left out. `budget` (default: FILE_LIMITS.maxCpuMs) bounds the CPU time of the read.
 * Throws AppError IMPORT_UNREADABLE for a file that is neither CSV nor XLSX or cannot be parsed, or
 * a refusal of bounds.ts (413 or 400 with the Korean reason) for a file past FILE_LIMITS.
 */
export async function* readRows(filePath: string, budget: CpuBudget = cpuBudget()): AsyncGenerator<string[]> {
  const kind = await sniff(filePath);
  try {
    if (kind.format === "xlsx") yield* xlsxRows(filePath, budget);
    else yield* csvRows(filePath, kind.encoding, budget);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof FileLimitError) throw refuseFile(error.key, error.params);
    throw new AppError("IMPORT_UNREADABLE", { field: "file" });
  }
}
