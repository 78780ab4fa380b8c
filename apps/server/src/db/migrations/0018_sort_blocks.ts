/**
 * Deep pages of the title, author and view sorts (issue 15): `sortBlocks` counts a board's live
 * posts (and top posts) per key range of each sort, so a page finds the range holding its first row
 * by adding counts and skips at most one range's index entries (application code:
 * posts/range-blocks.ts). Ranges start at a thread's key `(keyText | keyNum, threadId)`; text sorts
 * keep `keyNum` 0, the view sort `keyText` ''. Filled here from the posts in ranges of about 1,000.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

const SORTS = [
  ["title", sql.ref("threadTitle"), sql`0`],
  ["author", sql.ref("threadAuthor"), sql`0`],
  ["viewCount", sql`''`, sql.ref("threadViews")],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sortBlocks")
    .addColumn("boardId", "text", (c) => c.notNull())
    .addColumn("listSort", "text", (c) => c.notNull())
    .addColumn("keyText", "text", (c) => c.notNull())
    .addColumn("keyNum", "integer", (c) => c.notNull())
    .addColumn("threadId", "integer", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .addColumn("topRows", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("sort_blocks_pk", ["boardId", "listSort", "keyText", "keyNum", "threadId"])
    .execute();
  for (const [sort, keyText, keyNum] of SORTS) {
    await sql`insert into "sortBlocks" ("boardId", "listSort", "keyText", "keyNum", "threadId", "rows", "topRows")
      with threads as (
        select "boardId", ${keyText} as kt, ${keyNum} as kn, "threadId" as tid, count(*) as n,
          sum(case when depth = 0 then 1 else 0 end) as top
        from posts where "deletedAt" is null group by "boardId", kt, kn, "threadId"
      ), numbered as (
        select threads.*, cast(sum(n) over (partition by "boardId" order by kt, kn, tid rows unbounded preceding) - n as bigint) / 1000 as blk
        from threads
      ), firsts as (
        select numbered.*, row_number() over (partition by "boardId", blk order by kt, kn, tid) as rn from numbered
      )
      select f."boardId", ${sort}, case when f.blk = 0 then '' else f.kt end, case when f.blk = 0 then 0 else f.kn end,
        case when f.blk = 0 then 0 else f.tid end, s.n, s.top
      from firsts f join (select "boardId", blk, sum(n) as n, sum(top) as top from numbered group by "boardId", blk) s
        on s."boardId" = f."boardId" and s.blk = f.blk
      where f.rn = 1`.execute(db);
  }
}
