/**
 * The searchers of 통합검색 (issue 42 §1), one per kind: each counts the reader's matches exactly and
 * reads a page of them as results (`SearchHit`), titles and snippets marked. Posts and FAQ entries are
 * the same post search over different boards (the FAQ board's posts are "faq", never "post").
 */
import { type SearchHit, type SearchKind, t } from "@portal/contract";
import type { Db } from "../db/database.ts";
import type { BlocksOf as BoardRef } from "../posts/index.ts";
import { htmlToText } from "../text/sanitize.ts";
import { markText, snippetOf } from "./marks.ts";
import { countIndexedPosts, indexedScope, pageIndexedPosts } from "./post-search.ts";
import {
  attachmentNames,
  countComments,
  countDeals,
  countPosts,
  type PageRequest,
  pageComments,
  pageDeals,
  pagePosts,
  postRows,
  type Scope,
} from "./queries.ts";
import { matchEvents, matchPages } from "./small-kinds.ts";
import { needlesOf } from "./terms.ts";

/** What a search covers for its reader: the boards of posts, of FAQ entries, of comments, and the other kinds. */
export interface Reach {
  postBoards: BoardRef[];
  faqBoards: BoardRef[];
  commentBoards: string[];
  /** Deals, pages and events are searched (not when the search is narrowed to a board or a writer). */
  others: boolean;
  /** The reader is a member (pages that need a login are searched). */
  member: boolean;
}

/** One kind's exact count and a page of its results. */
export interface Searcher {
  count(db: Db, scope: Scope): Promise<number>;
  page(db: Db, scope: Scope, page: PageRequest): Promise<SearchHit[]>;
}

/**
 * Posts of `boards` (kind `kind`): title, body text, attachment names and the author where shown;
 * through the index (post-search.ts) unless a word is longer than a gram or a period or writer is set.
 */
function postSearcher(kind: "post" | "faq", boards: BoardRef[]): Searcher {
  const ids = boards.map((board) => board.boardId);
  return {
    count: (db, scope) => (indexedScope(scope) ? countIndexedPosts(db, scope, boards) : countPosts(db, scope, ids)),
    async page(db, scope, page) {
      const rows = indexedScope(scope)
        ? await postRows(db, await pageIndexedPosts(db, scope, boards, page))
        : await pagePosts(db, scope, ids, page);
      const needles = needlesOf(scope.terms);
      const files = await attachmentNames(
        db,
        rows.map((r) => r.postId),
      );
      return rows.map((row) => {
        const names = files.filter((f) => f.ownerId === row.postId).map((f) => f.originalName);
        // A post found by an attachment's name alone shows the name in its snippet.
        const named = names.find((name) => needles.some((n) => name.toLowerCase().includes(n)));
        const inBody = needles.some((n) => row.bodyText.toLowerCase().includes(n));
        const snippetText = !inBody && named ? `${named} · ${row.bodyText}` : row.bodyText;
        return {
          kind,
          id: String(row.postId),
          href: `/app/board/${row.boardId}/${row.postId}`,
          title: markText(row.title, needles),
          snippet: snippetOf(snippetText, needles),
          location: row.categoryName ? [row.boardName, row.categoryName] : [row.boardName],
          date: row.createdAt,
          author: row.anonymous === 1 ? null : row.authorName,
        };
      });
    },
  };
}

/** Comments of posts the reader may read on `boards`: a hit opens the post at the comment's anchor. */
function commentSearcher(boards: string[]): Searcher {
  return {
    count: (db, scope) => countComments(db, scope, boards),
    async page(db, scope, page) {
      const rows = await pageComments(db, scope, boards, page);
      const needles = needlesOf(scope.terms);
      return rows.map((row) => ({
        kind: "comment",
        id: String(row.commentId),
        href: `/app/board/${row.boardId}/${row.postId}#comment-${row.commentId}`,
        title: markText(row.title, needles),
        snippet: snippetOf(row.body, needles),
        location: [row.boardName],
        date: row.createdAt,
        author: row.anonymous === 1 ? null : row.authorName,
      }));
    },
  };
}

/** Deals the reader may open: title, description, model and place. */
const dealSearcher: Searcher = {
  count: countDeals,
  async page(db, scope, page) {
    const rows = await pageDeals(db, scope, page);
    const needles = needlesOf(scope.terms);
    return rows.map((row) => {
      const model = [row.modelName, row.modelNo].filter(Boolean).join(" ");
      const text = [htmlToText(row.descriptionHtml), model, row.location].filter(Boolean).join(" · ");
      return {
        kind: "deal",
        id: String(row.dealNo),
        href: `/app/trade/${row.dealType}/${row.companyCode}/${row.dealNo}`,
        title: markText(row.title, needles),
        snippet: snippetOf(text, needles),
        location: row.categoryName ? [t("searchPlaceTrade"), row.categoryName] : [t("searchPlaceTrade")],
        date: row.createdAt,
        author: row.authorName,
      };
    });
  },
};

/** A kind whose matches are found in memory (a few dozen rows): counted and paged from the full list. */
function listedSearcher(find: (db: Db, scope: Scope, sort: PageRequest["sort"]) => Promise<SearchHit[]>): Searcher {
  return {
    count: async (db, scope) => (await find(db, scope, "newest")).length,
    page: async (db, scope, page) => (await find(db, scope, page.sort)).slice(page.offset, page.offset + page.limit),
  };
}

/** Finds nothing (a kind outside the search's reach). */
const nothing: Searcher = { count: async () => 0, page: async () => [] };

/** The searcher of each kind for a reader's reach. */
export function searchers(reach: Reach): Record<SearchKind, Searcher> {
  return {
    post: postSearcher("post", reach.postBoards),
    comment: commentSearcher(reach.commentBoards),
    deal: reach.others ? dealSearcher : nothing,
    page: reach.others ? listedSearcher((db, scope, sort) => matchPages(db, scope, reach.member, sort)) : nothing,
    event: reach.others ? listedSearcher(matchEvents) : nothing,
    faq: postSearcher("faq", reach.faqBoards),
  };
}
