/**
 * Query keys of the public content that several features read and refresh (TanStack Query's key
 * factory): boards and posts (boards, comments, files, administration, home) and used-trade deals
 * (trade, home). In lib/ because the features that share them may not import one another
 * (docs/ARCHITECTURE.md "Folders and imports"); each feature's own keys stay in its `keys.ts`.
 * A prefix refreshes everything under it: `postKeys.board(id)` a board's pages and its events,
 * `postKeys.post(id)` a post with its neighbours and files, `tradeKeys.all` every deal read.
 */
const boards = ["boards"] as const;
const posts = ["posts"] as const;
const trade = ["trade"] as const;

export const boardKeys = {
  all: boards,
  board: (boardId: string) => [...boards, boardId] as const,
  categories: (boardId: string) => [...boards, boardId, "categories"] as const,
};

export const postKeys = {
  /** Every list of a board: its pages and its calendar events. */
  board: (boardId: string) => [...posts, boardId] as const,
  page: (boardId: string, params: object) => [...posts, boardId, params] as const,
  events: (boardId: string, range: string) => [...posts, boardId, "events", range] as const,
  newest: [...posts, "newest"] as const,
  /** A post, with its neighbours and files below it. */
  post: (postId: number) => ["post", postId] as const,
  neighbours: (postId: number) => ["post", postId, "neighbours"] as const,
  files: (postId: number) => ["post", postId, "files"] as const,
};

export const tradeKeys = {
  all: trade,
  categories: [...trade, "categories"] as const,
  list: (params: object) => [...trade, "list", params] as const,
  /** The home page's newest cards. */
  newest: [...trade, "newest"] as const,
  deal: (dealNo: number) => [...trade, "deal", dealNo] as const,
  comments: (dealNo: number) => [...trade, "deal", dealNo, "comments"] as const,
  sellerPhone: (dealNo: number) => [...trade, "deal", dealNo, "seller-phone"] as const,
};
