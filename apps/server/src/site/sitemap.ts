/**
 * The sitemaps (issue 25 §4, sitemaps.org 0.9): `/sitemap.xml` is an index of `/sitemaps/pages.xml`
 * (home, the public information pages with terms and privacy, the site map, the board lists, the
 * newest-posts page and the trade list), `/sitemaps/board-{boardId}-{n}.xml` (a public board's posts
 * numbered n·perFile+1 … (n+1)·perFile, visitor-readable ones only) and `/sitemaps/trade-{n}.xml`
 * (deals that are not hidden, likewise by deal number). Every entry has a `lastmod`; absolute URLs
 * start with PUBLIC_URL. A builder answers null where there is nothing (a 404).
 */
import { PAGE_DEFS, SITE_MAP_LINK } from "@portal/contract";
import { canReadBoard, listBoardsInUse } from "../boards/index.ts";
import type { AppContext } from "../context.ts";
import type { Board } from "../db/schema.ts";
import { type Chunk, chunkDeals, chunkPosts, dealChunks, pageChanges, postChunks } from "./queries.ts";
import { escapeXml, later, w3cDate } from "./xml.ts";

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** An address of the portal under PUBLIC_URL. */
export const absoluteUrl = (ctx: AppContext, path: string) => new URL(path, ctx.config.publicUrl).toString();

const entry = (tag: "url" | "sitemap", loc: string, lastmod: string | null) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ""}</${tag}>\n`;

const newestOf = (dates: Iterable<string | null>) => [...dates].reduce<string | null>(later, null);

/** Boards a visitor may list and read (in use, read permission ALL), in menu order. */
export async function publicBoards(ctx: AppContext): Promise<Board[]> {
  return (await listBoardsInUse(ctx.db)).filter((board) => canReadBoard(board, null));
}

/** What the index and the pages file are built from (cached as one: its post grouping reads every post once). */
export interface SiteCatalogue {
  boards: { board: Board; chunks: Chunk[] }[];
  deals: Chunk[];
  /** Stored pages' last change by page id. */
  pages: Map<string, string>;
}

/** Reads the catalogue: public boards with their post files, the deal files and the pages' changes. */
export async function readCatalogue(ctx: AppContext): Promise<SiteCatalogue> {
  const perFile = ctx.config.sitemapUrlsPerFile;
  const boards = [];
  for (const board of await publicBoards(ctx)) {
    boards.push({ board, chunks: await postChunks(ctx.db, board.boardId, perFile) });
  }
  return { boards, deals: await dealChunks(ctx.db, perFile), pages: await pageChanges(ctx.db) };
}

/** The sitemap index: the pages file, each public board's files and the trade files. */
export function sitemapIndex(ctx: AppContext, catalogue: SiteCatalogue): string {
  const parts: string[] = [];
  for (const { board, chunks } of catalogue.boards) {
    for (const { chunk, lastmod } of chunks) {
      parts.push(entry("sitemap", absoluteUrl(ctx, `/sitemaps/board-${board.boardId}-${chunk}.xml`), lastmod));
    }
  }
  for (const { chunk, lastmod } of catalogue.deals) {
    parts.push(entry("sitemap", absoluteUrl(ctx, `/sitemaps/trade-${chunk}.xml`), lastmod));
  }
  const pages = entry("sitemap", absoluteUrl(ctx, "/sitemaps/pages.xml"), newestChange(catalogue));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${pages}${parts.join("")}</sitemapindex>\n`;
}

const urlset = (parts: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${parts.join("")}</urlset>\n`;

const boardChange = ({ board, chunks }: SiteCatalogue["boards"][number]) =>
  newestOf([board.updatedAt, ...chunks.map((c) => c.lastmod)]);

/** The newest change of anything public: a post, a deal, a page. */
const newestChange = (catalogue: SiteCatalogue) =>
  newestOf([
    ...catalogue.boards.map(boardChange),
    ...catalogue.deals.map((c) => c.lastmod),
    ...catalogue.pages.values(),
  ]);

/**
 * The pages file: home and the lists (last change: their newest post or deal), the information pages
 * a visitor may read with terms and privacy (their last saved version), and the site map.
 */
export function pagesSitemap(ctx: AppContext, catalogue: SiteCatalogue): string {
  const newest = newestChange(catalogue);
  const infoPages = PAGE_DEFS.filter(
    (def) => (def.kind === "page" || def.kind === "policy") && catalogue.pages.has(def.pageId),
  );
  return urlset([
    entry("url", absoluteUrl(ctx, "/"), newest),
    ...infoPages.map((def) => entry("url", absoluteUrl(ctx, def.path), catalogue.pages.get(def.pageId) ?? null)),
    entry("url", absoluteUrl(ctx, SITE_MAP_LINK.to), newest),
    entry("url", absoluteUrl(ctx, "/app/commonboard"), newestOf(catalogue.boards.map(boardChange))),
    ...catalogue.boards.map((b) => entry("url", absoluteUrl(ctx, `/app/board/${b.board.boardId}`), boardChange(b))),
    entry("url", absoluteUrl(ctx, "/app/trade"), newestOf(catalogue.deals.map((c) => c.lastmod))),
  ]);
}

/** File `chunk` of a public board's posts, or null (board not public, or no readable post in the range). */
export async function boardSitemap(ctx: AppContext, boardId: string, chunk: number): Promise<string | null> {
  if (!(await publicBoards(ctx)).some((board) => board.boardId === boardId)) return null;
  const parts: string[] = [];
  for await (const post of chunkPosts(ctx.db, boardId, chunk, ctx.config.sitemapUrlsPerFile)) {
    parts.push(entry("url", absoluteUrl(ctx, `/app/board/${boardId}/${post.postId}`), post.updatedAt));
  }
  return parts.length > 0 ? urlset(parts) : null;
}

/** File `chunk` of the deals a visitor may see, or null when it holds none. */
export async function tradeSitemap(ctx: AppContext, chunk: number): Promise<string | null> {
  const parts: string[] = [];
  for await (const deal of chunkDeals(ctx.db, chunk, ctx.config.sitemapUrlsPerFile)) {
    const path = `/app/trade/${encodeURIComponent(deal.dealType)}/${encodeURIComponent(deal.companyCode)}/${deal.dealNo}`;
    parts.push(entry("url", absoluteUrl(ctx, path), deal.updatedAt));
  }
  return parts.length > 0 ? urlset(parts) : null;
}
