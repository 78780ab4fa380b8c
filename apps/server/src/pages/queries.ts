/**
 * Page queries (issue 12): the current version of a page, one version, the history, and the
 * versioned save — the head moves only from the version the editor started from (one conditional
 * UPDATE), so two administrators saving at once cannot both win.
 */
import type { Db } from "../db/database.ts";
import { type DialectName, writeTransaction } from "../db/dialect.ts";
import type { PageVersionsTable } from "../db/schema.ts";

export type VersionRow = PageVersionsTable;

/** The version visitors see, or undefined when the page is not stored. */
export async function currentVersion(db: Db, pageId: string): Promise<VersionRow | undefined> {
  return db
    .selectFrom("pages")
    .innerJoin("pageVersions", (j) =>
      j.onRef("pageVersions.pageId", "=", "pages.pageId").onRef("pageVersions.version", "=", "pages.currentVersion"),
    )
    .selectAll("pageVersions")
    .where("pages.pageId", "=", pageId)
    .executeTakeFirst();
}

/** The current version of every stored page, without bodies. */
export async function listCurrentVersions(db: Db) {
  return db
    .selectFrom("pages")
    .innerJoin("pageVersions", (j) =>
      j.onRef("pageVersions.pageId", "=", "pages.pageId").onRef("pageVersions.version", "=", "pages.currentVersion"),
    )
    .select([
      "pageVersions.pageId",
      "pageVersions.version",
      "pageVersions.title",
      "pageVersions.createdAt",
      "pageVersions.createdByName",
    ])
    .execute();
}

/** One version of a page, or undefined. */
export async function findVersion(db: Db, pageId: string, version: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom("pageVersions")
    .selectAll()
    .where("pageId", "=", pageId)
    .where("version", "=", version)
    .executeTakeFirst();
}

/** Every version of a page, newest first, without bodies. */
export async function listVersions(db: Db, pageId: string) {
  return db
    .selectFrom("pageVersions")
    .select(["version", "title", "createdAt", "createdByName", "restoredFrom"])
    .where("pageId", "=", pageId)
    .orderBy("version", "desc")
    .execute();
}

/**
 * Adds version `baseVersion + 1` and makes it current, in one transaction with `alongside` (the
 * audit entry). Returns false (nothing written) when the page's head is no longer `baseVersion`.
 */
export async function appendVersion(
  db: Db,
  dialect: DialectName,
  row: Omit<VersionRow, "version">,
  baseVersion: number,
  alongside?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return writeTransaction(db, dialect, async (trx) => {
    const moved = await trx
      .updateTable("pages")
      .set({ currentVersion: baseVersion + 1, updatedAt: row.createdAt })
      .where("pageId", "=", row.pageId)
      .where("currentVersion", "=", baseVersion)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto("pageVersions")
      .values({ ...row, version: baseVersion + 1 })
      .execute();
    await alongside?.(trx);
    return true;
  });
}

/** Stores version 1 of a page unless the page exists (seed). */
export async function insertFirstVersion(
  db: Db,
  dialect: DialectName,
  row: Omit<VersionRow, "version" | "restoredFrom">,
): Promise<void> {
  await writeTransaction(db, dialect, async (trx) => {
    const inserted = await trx
      .insertInto("pages")
      .values({ pageId: row.pageId, currentVersion: 1, updatedAt: row.createdAt })
      .onConflict((oc) => oc.column("pageId").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto("pageVersions")
      .values({ ...row, version: 1, restoredFrom: null })
      .execute();
  });
}
