/**
 * Deep pages of a one-word search (issue 26 §2): the posting blocks (`searchGramBlocks`) count
 * postings per 1,000 post ids (they counted per 10,000), so a deep page skips at most about a tenth
 * of the postings it skipped. Recounted from the postings.
 * Frozen in time: never import application code here.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from "searchGramBlocks"`.execute(db);
  await sql`insert into "searchGramBlocks" ("boardId", gram, block, fields, secret, posts)
    select "boardId", gram, "postId" / 1000, fields, secret, count(*) from "searchGrams"
    group by "boardId", gram, "postId" / 1000, fields, secret`.execute(db);
}
