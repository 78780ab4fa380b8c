/**
 * Pages (issue 12): information pages, popups and legal texts stored as numbered versions (who, when,
 * which version a restore copied); `pages.currentVersion` is what visitors see. Companies get a kind
 * (logistics, manufacturing, other) for the logistics council statistics. `pageMedia`: pictures
 * administrators put into pages (public, re-encoded like post pictures).
 * Frozen in time: never import application code here.
 */
import type { Kysely } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { autoId }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("pages")
    .addColumn("pageId", "text", (c) => c.primaryKey())
    .addColumn("currentVersion", "integer", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("pageVersions")
    .addColumn("pageId", "text", (c) => c.notNull().references("pages.pageId").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("bodyHtml", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("createdById", "text", (c) => c.notNull())
    .addColumn("createdByName", "text", (c) => c.notNull())
    .addColumn("restoredFrom", "integer")
    .addPrimaryKeyConstraint("page_versions_pk", ["pageId", "version"])
    .execute();
  await db.schema
    .createTable("pageMedia")
    .addColumn("mediaId", "integer", autoId)
    .addColumn("pageId", "text", (c) => c.notNull())
    .addColumn("storageKey", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("companies")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("other"))
    .execute();
  await db.schema.createIndex("companies_created_at").on("companies").column("createdAt").execute();
}
