/**
 * Cargo list files: reading CSV and XLSX (in read.worker.ts, within FILE_LIMITS) into cargo rows
 * with Korean per-row messages, and the downloadable templates (papaparse; exceljs loaded on use). Columns (Korean headers, the
 * template's first row): 품명, 길이, 폭, 높이 (mm), 중량 (kg), 수량, 길이세움/폭세움/높이세움 (Y/N:
 * may that side be vertical), 적층 (Y/N), 위허용하중 (kg, optional), 하차순서 (optional).
 */
import { type CargoRow, cargoListSchema, FILE_LIMITS, formatBytes, LOADING_LIMITS, t } from "@portal/contract";
import Papa from "papaparse";
import { cargoProblem, newRowId } from "./cargo.ts";
import type { ReadAnswer } from "./read.worker.ts";

const HEADERS = [
  "품명",
  "길이(mm)",
  "폭(mm)",
  "높이(mm)",
  "중량(kg)",
  "수량",
  "길이세움(Y/N)",
  "폭세움(Y/N)",
  "높이세움(Y/N)",
  "적층(Y/N)",
  "위허용하중(kg)",
  "하차순서",
] as const;

const EXAMPLE = [
  ["가전 박스", 600, 400, 400, 12, 40, "N", "N", "Y", "Y", 60, 1],
  ["T-11 팔레트 화물", 1100, 1100, 1150, 500, 4, "N", "N", "Y", "N", "", 2],
  ["원통 자재", 800, 800, 1200, 35, 6, "Y", "Y", "Y", "Y", "", ""],
];

/** Outcome of reading a file: rows, or a Korean message (with the row number where one is at fault). */
export type ImportOutcome = { rows: CargoRow[] } | { error: string };

const yes = (value: unknown) => /^(y|yes|1|true|o|예|가능)$/i.test(String(value ?? "").trim());
const num = (value: unknown) => {
  const text = String(value ?? "")
    .replace(/,/g, "")
    .trim();
  return text === "" ? undefined : Number(text);
};

/** Turns table rows (header first) into cargo rows, checked by the contract's schema. */
export function rowsFromTable(table: unknown[][]): ImportOutcome {
  const body = table.slice(1).filter((cells) => cells.some((cell) => String(cell ?? "").trim() !== ""));
  if (body.length > LOADING_LIMITS.maxTypes) return { error: t("loadingTooManyTypes") };
  const rows: CargoRow[] = body.map((cells) => {
    const maxLoadAboveKg = num(cells[10]);
    const stop = num(cells[11]);
    return {
      id: newRowId(),
      name: String(cells[0] ?? "").trim(),
      length: num(cells[1]) as number,
      width: num(cells[2]) as number,
      height: num(cells[3]) as number,
      weightKg: num(cells[4]) as number,
      quantity: num(cells[5]) as number,
      canStand: [yes(cells[6]), yes(cells[7]), yes(cells[8])],
      stackable: yes(cells[9]),
      ...(maxLoadAboveKg === undefined ? {} : { maxLoadAboveKg }),
      ...(stop === undefined ? {} : { stop }),
    };
  });
  const problem = cargoProblem(rows);
  if (problem) return { error: problem };
  return { rows: cargoListSchema.parse(rows) };
}

/**
 * Reads a .csv (UTF-8, BOM or not) or .xlsx file in a Web Worker (read.worker.ts) within FILE_LIMITS:
 * a file over maxBytes is refused at once, the worker is stopped after maxCpuMs, and a refusal comes
 * back as its Korean reason.
 */
export function readCargoFile(file: File): Promise<ImportOutcome> {
  if (file.size > FILE_LIMITS.maxBytes) {
    return Promise.resolve({ error: t("dashImportTooLarge", { size: formatBytes(FILE_LIMITS.maxBytes) }) });
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./read.worker.ts", import.meta.url), { type: "module" });
    const finish = (outcome: ImportOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => finish({ error: t("fileLimitTime", { seconds: FILE_LIMITS.maxCpuMs / 1000 }) }),
      FILE_LIMITS.maxCpuMs,
    );
    worker.onmessage = (event: MessageEvent<ReadAnswer>) => {
      const answer = event.data;
      if ("table" in answer) finish(rowsFromTable(answer.table));
      else if ("refused" in answer) finish({ error: t(answer.refused.key, answer.refused.params) });
      else finish({ error: t("loadingImportFailed") });
    };
    worker.onerror = () => finish({ error: t("loadingImportFailed") });
    worker.postMessage(file);
  });
}

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the CSV template (UTF-8 with BOM so Excel reads the Korean headers). */
export function downloadCsvTemplate(): void {
  const csv = Papa.unparse([HEADERS as unknown as string[], ...EXAMPLE.map((r) => r.map(String))]);
  download(new Blob([`\uFEFF${csv}\r\n`], { type: "text/csv;charset=utf-8" }), "cargo-template.csv");
}

/** Downloads the XLSX template. */
export async function downloadXlsxTemplate(): Promise<void> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("화물 목록");
  sheet.addRow([...HEADERS]).font = { bold: true };
  for (const row of EXAMPLE) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 14;
  });
  const buffer = await book.xlsx.writeBuffer();
  download(
    new Blob([buffer], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
    "cargo-template.xlsx",
  );
}
