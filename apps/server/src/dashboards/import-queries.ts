/**
 * Queries of ledger imports (`imports.ts`): the import rows (one per company and file hash) with
 * their importer's name. Each takes `db` or a transaction as its first argument; the ledger rows and
 * aggregates are written by `store.ts`.
 */
import type { LedgerKind } from "@portal/contract";
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

/** An import row with its importer's name. */
export type ImportRow = {
  importId: number;
  companyCode: string;
  kind: LedgerKind;
  fileName: string;
  rowCount: number;
  createdByName: string | null;
  createdAt: string;
};

/** The columns of `ImportRow`: the importer's name read from their member row. */
const importColumns = (eb: ExpressionBuilder<Database, "ledgerImports">) => [
  "importId" as const,
  "companyCode" as const,
  "kind" as const,
  "fileName" as const,
  "rowCount" as const,
  "createdAt" as const,
  eb.selectFrom("users").select("nameKo").whereRef("users.userId", "=", "ledgerImports.createdBy").as("createdByName"),
];

/** The import of `companyCode` of the file with sha256 `hash`, if any. */
export async function findByHash(db: Db, companyCode: string, hash: string): Promise<ImportRow | undefined> {
  return db
    .selectFrom("ledgerImports")
    .select(importColumns)
    .where("companyCode", "=", companyCode)
    .where("fileHash", "=", hash)
    .executeTakeFirst();
}

/** Inserts an import row (a second one of the same company and hash is a unique violation); returns its id. */
export async function insertImport(
  db: Db,
  row: {
    companyCode: string;
    kind: LedgerKind;
    fileName: string;
    fileHash: string;
    rowCount: number;
    createdBy: string;
    createdAt: string;
  },
): Promise<number> {
  const { importId } = await db.insertInto("ledgerImports").values(row).returning("importId").executeTakeFirstOrThrow();
  return importId;
}

/** The import rows of `companyCode`, newest first (at most 200). */
export function listImportRows(db: Db, companyCode: string): Promise<ImportRow[]> {
  return db
    .selectFrom("ledgerImports")
    .select(importColumns)
    .where("companyCode", "=", companyCode)
    .orderBy("importId", "desc")
    .limit(200)
    .execute();
}

/** Import `importId` of `companyCode` (kind, file name, rows), if any. */
export function findImport(db: Db, companyCode: string, importId: number) {
  return db
    .selectFrom("ledgerImports")
    .select(["kind", "fileName", "rowCount"])
    .where("importId", "=", importId)
    .where("companyCode", "=", companyCode)
    .executeTakeFirst();
}

/** Deletes import row `importId`; false when another rollback deleted it first. */
export async function deleteImportRow(db: Db, importId: number): Promise<boolean> {
  const deleted = await db.deleteFrom("ledgerImports").where("importId", "=", importId).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** The company of import `importId`, or null. */
export async function importCompany(db: Db, importId: number): Promise<string | null> {
  const row = await db
    .selectFrom("ledgerImports")
    .select("companyCode")
    .where("importId", "=", importId)
    .executeTakeFirst();
  return row?.companyCode ?? null;
}
