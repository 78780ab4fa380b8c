/**
 * The downloadable import templates (issue 13 "Publish the templates"): each ledger's Korean
 * header row and two example rows, as CSV (UTF-8 with a byte-order mark, for Excel) or XLSX (a
 * second sheet explains every column).
 */
import { LEDGER_TEMPLATES, type LedgerKind } from "@portal/contract";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";

/** Two example rows per ledger, in template column order. */
export const TEMPLATE_EXAMPLES: Record<LedgerKind, string[][]> = {
  billing: [
    ["B-2026-0001", "2026-03-02", "한국전자부품", "운송", "AR", "1,250,000", "3"],
    ["B-2026-0002", "2026-03-02", "미래화물운수", "운송", "AP", "830000", "3"],
  ],
  orders: [
    ["O-2026-0001", "2026-03-02", "한국전자부품", "접수", "120", "3,600,000"],
    ["O-2026-0002", "2026-03-03", "서해식품", "완료", "40", "980000"],
  ],
  shipments: [
    ["S-2026-0001", "82가1234", "인천 남동공단", "평택항", "2026-03-02 15:00", "2026-03-02 14:40", "완료"],
    ["S-2026-0002", "91나5678", "인천 남동공단", "부산 신항", "2026-03-03 18:00", "", "운송중"],
  ],
  forwarding: [
    ["HDMU1234567", "2026-03-02", "인천항", "수출", "2", "완료"],
    ["MAEU7654321", "2026-03-05", "부산항", "수입", "1", "진행"],
  ],
};

/** The CSV template of `kind` (UTF-8 with BOM, CRLF). */
export function templateCsv(kind: LedgerKind): string {
  const headers = LEDGER_TEMPLATES[kind].map((c) => c.header);
  return stringify([headers, ...TEMPLATE_EXAMPLES[kind]], { bom: true, record_delimiter: "\r\n" });
}

/** The XLSX template of `kind`: sheet 1 the header and examples, sheet 2 what each column holds. */
export async function templateXlsx(kind: LedgerKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("원장");
  sheet.addRow(LEDGER_TEMPLATES[kind].map((c) => c.header)).font = { bold: true };
  for (const row of TEMPLATE_EXAMPLES[kind]) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const help = workbook.addWorksheet("설명");
  help.addRow(["열", "필수", "설명"]).font = { bold: true };
  for (const c of LEDGER_TEMPLATES[kind]) help.addRow([c.header, c.required ? "예" : "아니오", c.help]);
  help.getColumn(3).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
