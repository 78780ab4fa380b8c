/**
 * Ledger imports (issue 13 "Data in"): the upload is streamed to a temporary file while its
 * sha256 is taken; the rows are read (CSV or XLSX) and checked; any bad row → 422 with the
 * row-by-row report and nothing stored. Then, in ONE write transaction: the import row (unique per
 * company and file hash: the same file twice adds nothing), the numbers already stored are refused
 * (also a unique index per company), the rows and the billing aggregates are inserted, and the
 * import is audited. Rollback deletes an import's rows, its aggregates and the import itself in
 * one transaction, audited.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  formatBytes,
  IMPORT_MAX_ERRORS_SHOWN,
  type ImportPhase,
  LEDGER_TEMPLATES,
  type LedgerImport,
  type LedgerKind,
  ROW_PROBLEMS,
  type RowError,
  t,
} from "@portal/contract";
import { type AuditSource, recordAudit } from "../audit/audit.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation, writeTransaction } from "../db/dialect.ts";
import { AppError } from "../http/errors.ts";
import type { Member } from "../http/route-guard.ts";
import {
  deleteImportRow,
  findByHash,
  findImport,
  type ImportRow,
  insertImport,
  listImportRows,
} from "./import-queries.ts";
import { readRows } from "./parse.ts";
import { checkRows } from "./rows.ts";
import { deleteEntries, insertEntries, storedNumbers } from "./store.ts";

/** Import refused because of bad rows: the report (first IMPORT_MAX_ERRORS_SHOWN) and the count. */
export class RowsRejected extends Error {
  readonly errors: RowError[];
  readonly errorCount: number;
  constructor(errors: RowError[], errorCount: number) {
    super("rows rejected");
    this.errors = errors;
    this.errorCount = errorCount;
  }
}

/** An upload saved to a temporary file with its sha256 (hex); `remove` deletes it. */
export interface SavedUpload {
  filePath: string;
  hash: string;
  bytes: number;
  remove: () => Promise<void>;
}

/**
 * Streams `source` to a temporary file, hashing it. Throws AppError FILE_TOO_LARGE (413, Korean
 * detail with the limit) past `maxBytes`.
 */
export async function saveUpload(source: NodeJS.ReadableStream, maxBytes: number): Promise<SavedUpload> {
  const filePath = path.join(os.tmpdir(), `ledger-${randomBytes(8).toString("hex")}`);
  const hash = createHash("sha256");
  let bytes = 0;
  const remove = () => fs.promises.rm(filePath, { force: true });
  try {
    await pipeline(
      source,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > maxBytes) {
            const detail = t("dashImportTooLarge", { size: formatBytes(maxBytes) });
            return done(new AppError("FILE_TOO_LARGE", { field: "file", detail }));
          }
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      fs.createWriteStream(filePath),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { filePath, hash: hash.digest("hex"), bytes, remove };
}

/** An import as the API shows it: who imported it by name, never by login id. */
function toImport(row: ImportRow): LedgerImport {
  const { importId, companyCode, kind, fileName, rowCount, createdByName, createdAt } = row;
  return { importId, companyCode, kind, fileName, rowCount, createdByName, createdAt };
}

/**
 * Imports the saved file `upload` named `fileName` as `kind` ledger of `companyCode` for `user`.
 * Returns the import and whether it was a duplicate (same file before: nothing added); `onPhase`
 * hears the progress (rows checked so far, then the rows being stored). Throws
 * RowsRejected (nothing stored), AppError INVALID_INPUT / IMPORT_UNREADABLE for an unusable file.
 */
export async function importLedger(
  ctx: AppContext,
  source: AuditSource,
  user: Member,
  input: {
    companyCode: string;
    kind: LedgerKind;
    fileName: string;
    upload: SavedUpload;
    /** Hears the phases: rows checked so far, then the rows about to be stored. */
    onPhase?: (phase: ImportPhase, rows: number) => void;
  },
): Promise<{ duplicate: boolean; import: LedgerImport }> {
  const { companyCode, kind, upload, onPhase } = input;
  const before = await findByHash(ctx.db, companyCode, upload.hash);
  if (before) return { duplicate: true, import: toImport(before) };

  const checked = await checkRows(kind, readRows(upload.filePath), (rows) => onPhase?.("checking", rows));
  if (checked.errorCount > 0) throw new RowsRejected(checked.errors, checked.errorCount);
  onPhase?.("storing", checked.records.length);
  const numberKey = LEDGER_TEMPLATES[kind][0]?.key ?? "";
  const numberHeader = LEDGER_TEMPLATES[kind][0]?.header ?? "";
  const fileName = input.fileName.slice(0, 200) || "ledger";

  try {
    return await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      // Checked again under the write lock (SQLite); on PostgreSQL a concurrent twin waits on the
      // unique index of the import row below and then fails as a duplicate.
      const twin = await findByHash(trx, companyCode, upload.hash);
      if (twin) return { duplicate: true, import: toImport(twin) };
      const row = {
        companyCode,
        kind,
        fileName,
        fileHash: upload.hash,
        rowCount: checked.records.length,
        createdBy: user.userId,
        createdAt: new Date().toISOString(),
      };
      const importId = await insertImport(trx, row);
      const stored = await storedNumbers(
        trx,
        kind,
        companyCode,
        checked.records.map((r) => String(r[numberKey])),
      );
      if (stored.size > 0) {
        const errors: RowError[] = [];
        checked.records.forEach((r, i) => {
          if (stored.has(String(r[numberKey])) && errors.length < IMPORT_MAX_ERRORS_SHOWN) {
            errors.push({
              row: checked.fileRows[i] ?? 0,
              column: numberHeader,
              message: t(ROW_PROBLEMS.duplicateStored),
            });
          }
        });
        throw new RowsRejected(errors, stored.size);
      }
      await insertEntries(trx, kind, importId, companyCode, checked.records);
      await recordAudit(trx, source, {
        action: "dashboard.import",
        targetType: "ledgerImport",
        targetId: String(importId),
        detail: { companyCode, kind, fileName, rows: row.rowCount, bytes: upload.bytes },
      });
      return { duplicate: false, import: toImport({ importId, ...row, createdByName: user.nameKo }) };
    });
  } catch (error) {
    // The same file sent twice at once: the unique index lets one through; the other is a duplicate.
    if (isUniqueViolation(error)) {
      const existing = await findByHash(ctx.db, companyCode, upload.hash);
      if (existing) return { duplicate: true, import: toImport(existing) };
      throw new AppError("CONFLICT");
    }
    throw error;
  }
}

/** The imports of `companyCode`, newest first (at most 200). */
export async function listImports(db: Db, companyCode: string): Promise<LedgerImport[]> {
  return (await listImportRows(db, companyCode)).map(toImport);
}

/**
 * Rolls back import `importId` of `companyCode` as a whole (rows, aggregates, the import row) and
 * audits it. Throws AppError IMPORT_NOT_FOUND when that company has no such import.
 */
export async function rollbackImport(
  ctx: AppContext,
  source: AuditSource,
  companyCode: string,
  importId: number,
): Promise<void> {
  await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
    const found = await findImport(trx, companyCode, importId);
    if (!found) throw new AppError("IMPORT_NOT_FOUND");
    // Two rollbacks at once: only the one that deleted the import row takes the rows off.
    if (!(await deleteImportRow(trx, importId))) throw new AppError("IMPORT_NOT_FOUND");
    await deleteEntries(trx, found.kind, importId, companyCode);
    await recordAudit(trx, source, {
      action: "dashboard.rollback",
      targetType: "ledgerImport",
      targetId: String(importId),
      detail: { companyCode, kind: found.kind, fileName: found.fileName, rows: found.rowCount },
    });
  });
}
