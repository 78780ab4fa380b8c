/**
 * The board list (boards spec 4), or one thread of it: a page's ids from the sort's covering index,
 * starting where the post index says (`listPageStart`: a deep page starts at its block and skips
 * fewer than one block's rows), leaving out the pinned notice threads; its rows in the same
 * statement; the total from the board's counters less the pinned rows (a thread's: counted).
 */
import type { Db } from "../../db/database.ts";
import { listPageStart } from "../post-index/post-index.ts";
import { LIST_KEYS, type ListRequest, type ListStrategy, listOrder, pinnedTotal } from "./list-strategy.ts";
import { pageRows } from "./rows.ts";

export const boardList: ListStrategy = {
  async page({ db, board, query, pinned, withSummary }: ListRequest) {
    const { boardId } = board;
    const keys = LIST_KEYS[query.sort];
    const topOnly = query.topOnly === true;
    const topById = topOnly && keys.length === 0;
    const pinnedThreads = [...pinned.keys()];
    const offset = (query.page - 1) * query.pageSize;
    const start = query.thread
      ? { from: null, skip: offset }
      : await listPageStart(db, query.sort, { board, order: query.order, offset, topOnly, pinned });
    let ids = db
      .selectFrom("posts")
      // A top post's id is its thread id: the top-post index answers without the table.
      .select(topById ? "threadId as postId" : "postId")
      .where("boardId", "=", boardId)
      .where("deletedAt", "is", null);
    if (topOnly) ids = ids.where("depth", "=", 0);
    if (query.thread) ids = ids.where("threadId", "=", query.thread);
    if (pinnedThreads.length > 0) ids = ids.where("threadId", "not in", pinnedThreads);
    if (start.from) ids = ids.where(start.from);
    // Always null here: PostgreSQL matches the index order only when every index column is in ORDER BY
    // (it does not take `IS NULL` as an equality for ordering).
    ids = ids.orderBy("deletedAt", "asc");
    for (const key of keys) ids = ids.orderBy(key, query.order);
    ids = ids.orderBy("threadId", query.order);
    if (!topById) ids = ids.orderBy("sortPath", "asc");
    const page = ids.limit(query.pageSize).offset(start.skip);
    // The page's ids (index-only) and their rows in one statement, sorted again (15 rows).
    const rows = await pageRows(db, { page, order: listOrder(query), withSummary });
    if (query.thread) return { rows, total: await threadRows(db, boardId, query.thread) };
    const all = Number(topOnly ? board.topPostCount : board.postCount);
    return { rows, total: all - pinnedTotal(pinned) };
  },
};

/** The live posts of a thread. */
async function threadRows(db: Db, boardId: string, threadId: number): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("boardId", "=", boardId)
    .where("threadId", "=", threadId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
