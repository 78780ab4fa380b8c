/**
 * The list of one category (boards spec 4): its threads joined to their top posts (a category is a
 * slice of a board, not in the covering indexes), counted and skipped through the join.
 */
import { LIST_KEYS, type ListRequest, type ListStrategy, listOrder } from "./list-strategy.ts";
import { pageRows } from "./rows.ts";

export const categoryList: ListStrategy = {
  async page({ db, board, query, pinned, withSummary }: ListRequest) {
    const pinnedThreads = [...pinned.keys()];
    let filtered = db
      .selectFrom("posts as p")
      .innerJoin("posts as r", "r.postId", "p.threadId")
      .where("p.boardId", "=", board.boardId)
      .where("p.deletedAt", "is", null)
      .where("r.categoryId", "=", query.categoryId ?? 0);
    if (query.topOnly) filtered = filtered.where("p.depth", "=", 0);
    if (pinnedThreads.length > 0) filtered = filtered.where("p.threadId", "not in", pinnedThreads);
    const counted = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
    let ordered = filtered;
    for (const key of LIST_KEYS[query.sort]) ordered = ordered.orderBy(`p.${key}`, query.order);
    const page = ordered
      .orderBy("p.threadId", query.order)
      .orderBy("p.sortPath", "asc")
      .select("p.postId")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const rows = await pageRows(db, { page, order: listOrder(query), withSummary });
    return { rows, total: Number(counted?.total ?? 0) };
  },
};
