/**
 * One page of a board's posts and its pinned notices (boards spec 4), through the list strategy
 * its query asks for: a search (`q`), a category, or the board (or one thread); the notice list
 * above page 1 (`notices.ts`).
 */
import type { Db } from "../../db/database.ts";
import { type DialectName, literalReads } from "../../db/dialect.ts";
import { tokensOf } from "../../text/bigrams.ts";
import type { Viewer } from "../queries.ts";
import { boardList } from "./board-list.ts";
import { categoryList } from "./category-list.ts";
import type { ListedBoard, ListStrategy, ResolvedListQuery } from "./list-strategy.ts";
import { noticeList, pinnedRows } from "./notices.ts";
import type { PostListRow } from "./rows.ts";
import { searchList } from "./search-list.ts";

/** What a list page is read with. */
export interface ListOptions {
  dialect: DialectName;
  /** The board with its counters and the notices read with it (`findListBoard`). */
  board: ListedBoard;
  query: ResolvedListQuery;
  viewer: Viewer;
  /** The board pins its notices (its notice switch is on); otherwise they are listed as ordinary posts. */
  pinNotices: boolean;
  /** Read each row's card description. */
  withSummary: boolean;
}

/** The strategy that lists `query`'s rows. */
function strategyFor(query: ResolvedListQuery): ListStrategy {
  if (tokensOf(query.q ?? "").length > 0) return searchList;
  return query.categoryId ? categoryList : boardList;
}

/**
 * The page's rows (`items`), the notices above it (page 1 only) and the total of the list less the
 * pinned notice rows. Work: the notices come with the board; a page costs its strategy's statements
 * (the board's: one, index-only ids and rows together; a deep page one more short read of block
 * counts unless this node holds them). Every read of the page writes its values into its SQL text on
 * SQLite (`literalReads`: their plans depend on them).
 */
export async function listPosts(
  db: Db,
  { pinNotices, board, ...options }: ListOptions,
): Promise<{ items: PostListRow[]; notices: PostListRow[]; total: number }> {
  const reading = literalReads(db);
  const listed = { ...board, notices: pinNotices ? board.notices : null };
  const pinned = await pinnedRows(reading, board.boardId, listed.notices);
  const request = { db: reading, ...options, board: listed, pinned };
  const notices = await noticeList.page(request);
  const page = await strategyFor(options.query).page(request);
  return { items: page.rows, notices: notices.rows, total: page.total };
}
