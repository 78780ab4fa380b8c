/**
 * CSV records within FILE_LIMITS, from text given chunk by chunk (issue 23 §1), for the ledger
 * imports on the server and the cargo lists in the browser. Papaparse's parser reads each chunk as
 * its own chunked reading does: the unfinished last record is kept and read again with the next
 * chunk, so at most maxRowChars of it are held. Imported as `@portal/contract/csv` (papaparse stays
 * out of the bundles that do not read CSV).
 */
import Papa from "papaparse";
import { checkRecord, FILE_LIMITS, FileLimitError } from "./file-limits.ts";

/** Splits CSV text into records; empty lines count towards maxRowElements but are not returned. */
export class CsvRecords {
  private newline: "\r\n" | "\n" | "\r" | undefined;
  private rest = "";
  private records = 0;

  /**
   * The complete records of `text` (with what was left of the previous chunk), each cell trimmed; with
   * `last`, also the final one. Throws FileLimitError (fileLimitRows, fileLimitRow, fileLimitColumns,
   * fileLimitCell).
   */
  push(text: string, last = false): string[][] {
    let input = this.rest + text;
    if (this.newline === undefined) {
      if (input.startsWith("\uFEFF")) input = input.slice(1);
      this.newline = input.includes("\r\n") ? "\r\n" : input.includes("\n") || !input.includes("\r") ? "\n" : "\r";
    }
    const parsed = new Papa.Parser({ newline: this.newline, skipEmptyLines: false }).parse(input, 0, !last);
    this.rest = last ? "" : input.slice(parsed.meta.cursor);
    if (this.rest.length > FILE_LIMITS.maxRowChars) {
      throw new FileLimitError("fileLimitRow", {
        row: this.records + 1,
        max: FILE_LIMITS.maxRowChars.toLocaleString("ko-KR"),
      });
    }
    const out: string[][] = [];
    for (const record of parsed.data as string[][]) {
      this.records += 1;
      if (this.records > FILE_LIMITS.maxRowElements) {
        throw new FileLimitError("fileLimitRows", { max: FILE_LIMITS.maxRowElements.toLocaleString("ko-KR") });
      }
      checkRecord(record, this.records);
      const cells = record.map((cell) => cell.trim());
      if (cells.some((cell) => cell !== "")) out.push(cells);
    }
    return out;
  }
}
