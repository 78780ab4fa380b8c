/**
 * Checks the rows of an import file against its ledger's template (contract LEDGER_TEMPLATES):
 * headers matched by their Korean names in any order, every cell typed (day, date-time in
 * Asia/Seoul, won, count, choice), numbers unique within the file. Collects a row-by-row report
 * (file row with the header as row 1, Korean column header, Korean problem); the caller imports
 * nothing when the report is not empty.
 */
import {
  IMPORT_MAX_ERRORS_SHOWN,
  IMPORT_MAX_ROWS,
  LEDGER_TEMPLATES,
  type LedgerKind,
  ROW_PROBLEMS,
  type RowError,
  seoulInstant,
  type TemplateColumn,
  t,
} from "@portal/contract";
import { AppError } from "../http/errors.ts";

/** A checked row: the template's keys to typed values (strings, numbers, null for empty optional cells). */
export type LedgerRecord = Record<string, string | number | null>;

export interface CheckedFile {
  records: LedgerRecord[];
  /** File row of each record (for reports of problems found later, e.g. numbers already stored). */
  fileRows: number[];
  errors: RowError[];
  errorCount: number;
}

const MAX_TEXT = 100;
const DAY = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
const DATE_TIME = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?)?$/;

function validDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-3-5" → "2026-03-05", or null when not a real calendar day. */
export function parseDay(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** "2026-03-05 14:30" read as Asia/Seoul → UTC ISO string, or null. */
export function parseSeoulDateTime(text: string): string | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [y, m, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(match[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!validDay(y, m, d) || h > 23 || mi > 59) return null;
  return seoulInstant(`${y}-${pad(m)}-${pad(d)}`, `${pad(h)}:${pad(mi)}`).toISOString();
}

/** A whole number from "1,234,000", "1234000" or "1234000원"; null when not one. */
function parseInteger(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, "").replace(/원$/, "");
  if (!/^-?\d{1,15}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The typed value of `text` in `column`, or the catalogue problem. */
function cellValue(column: TemplateColumn, text: string): { value: string | number | null } | { problem: string } {
  if (text === "") return column.required ? { problem: t(ROW_PROBLEMS.required) } : { value: null };
  switch (column.type) {
    case "text":
      return text.length > MAX_TEXT ? { problem: t(ROW_PROBLEMS.tooLong) } : { value: text };
    case "day": {
      const day = parseDay(text.split(/[ T]/)[0] ?? "");
      return day ? { value: day } : { problem: t(ROW_PROBLEMS.day) };
    }
    case "dateTime": {
      const iso = parseSeoulDateTime(text);
      return iso ? { value: iso } : { problem: t(ROW_PROBLEMS.dateTime) };
    }
    case "won": {
      const n = parseInteger(text);
      return n === null ? { problem: t(ROW_PROBLEMS.won) } : { value: n };
    }
    case "count": {
      const n = parseInteger(text);
      return n === null || n < 0 || n > 2_000_000_000 ? { problem: t(ROW_PROBLEMS.count) } : { value: n };
    }
    case "choice": {
      const choice = column.choices?.find((c) => c.toUpperCase() === text.toUpperCase());
      return choice
        ? { value: choice }
        : { problem: t(ROW_PROBLEMS.choice, { choices: (column.choices ?? []).join(", ") }) };
    }
  }
}

/** Data rows between two calls of checkRows' `onProgress`. */
const PROGRESS_EVERY = 2000;

/**
 * Checks `rows` (header first) of a `kind` ledger; `onProgress` hears the number of data rows read
 * every PROGRESS_EVERY rows. Throws AppError INVALID_INPUT (field "file") for
 * a missing header column, an empty file or more than IMPORT_MAX_ROWS rows.
 */
export async function checkRows(
  kind: LedgerKind,
  rows: AsyncIterable<string[]>,
  onProgress?: (checkedRows: number) => void,
): Promise<CheckedFile> {
  const columns = LEDGER_TEMPLATES[kind];
  const numberKey = columns[0]?.key ?? "";
  const result: CheckedFile = { records: [], fileRows: [], errors: [], errorCount: 0 };
  const seen = new Map<string, number>();
  let positions: number[] | null = null;
  let fileRow = 0;
  const report = (row: number, column: string, message: string) => {
    result.errorCount += 1;
    if (result.errors.length < IMPORT_MAX_ERRORS_SHOWN) result.errors.push({ row, column, message });
  };
  for await (const cells of rows) {
    fileRow += 1;
    if (onProgress && fileRow > 1 && (fileRow - 1) % PROGRESS_EVERY === 0) onProgress(fileRow - 1);
    if (!positions) {
      const headers = cells.map((cell) => cell.replace(/\s/g, ""));
      positions = columns.map((column) => headers.indexOf(column.header.replace(/\s/g, "")));
      const missing = columns.find((column, i) => column.required && positions?.[i] === -1);
      if (missing) {
        throw new AppError("INVALID_INPUT", {
          field: "file",
          detail: t("dashImportMissingHeader", { column: missing.header }),
        });
      }
      continue;
    }
    if (result.records.length + result.errorCount >= IMPORT_MAX_ROWS) {
      throw new AppError("INVALID_INPUT", {
        field: "file",
        detail: t("dashImportTooManyRows", { max: IMPORT_MAX_ROWS.toLocaleString("ko-KR") }),
      });
    }
    const record: LedgerRecord = {};
    let ok = true;
    columns.forEach((column, i) => {
      const at = positions?.[i] ?? -1;
      const checked = cellValue(column, at === -1 ? "" : (cells[at] ?? "").trim());
      if ("problem" in checked) {
        ok = false;
        report(fileRow, column.header, checked.problem);
      } else {
        record[column.key] = checked.value;
      }
    });
    if (ok) {
      const number = String(record[numberKey]);
      const first = seen.get(number);
      if (first !== undefined) {
        report(fileRow, columns[0]?.header ?? "", t(ROW_PROBLEMS.duplicateInFile, { row: first }));
        continue;
      }
      seen.set(number, fileRow);
      result.records.push(record);
      result.fileRows.push(fileRow);
    }
  }
  if (!positions || (result.records.length === 0 && result.errorCount === 0)) {
    throw new AppError("INVALID_INPUT", { field: "file", detail: t("dashImportEmpty") });
  }
  return result;
}
