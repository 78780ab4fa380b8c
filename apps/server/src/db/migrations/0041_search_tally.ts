/**
 * Issue 42 §3, 인기 검색어 bounded: `searchWordDays` keeps the number of readers per (Seoul day, word),
 * raised by one upsert when a search counts a reader's word for the first time that day
 * (`searchCounts` still keeps the daily reader keys that make a reader count once). The popular list
 * then sums at most seven rows per word instead of regrouping every reader's row. Filled from the
 * reader rows already kept. Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("searchWordDays")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("word", "text", (c) => c.notNull())
    .addColumn("readers", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_word_days_pk", ["day", "word"])
    .execute();
  await sql`insert into "searchWordDays" (day, word, readers)
    select day, word, count(*) from "searchCounts" group by day, word`.execute(db);
}
