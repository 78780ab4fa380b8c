/**
 * Search pages at scale on PostgreSQL (issue 15): the search grams' primary key also carries the
 * `fields` and `secret` columns every search page filters on, so a page (and a deep page's skip) is an
 * index-only scan instead of one table fetch per posting (measured on 200,000 posts: a page 8,000
 * postings deep of 물류 6.9 → 1.3 ms). SQLite needs nothing: its `WITHOUT ROWID` table is that index.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../migration-context.ts";

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`alter table "searchGrams" drop constraint "search_grams_pk",
    add constraint "search_grams_pk" primary key ("boardId", "gram", "postId") include ("fields", "secret")`.execute(
    db,
  );
}
