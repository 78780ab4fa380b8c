/**
 * What the sitemaps and feeds read, all of it what a visitor may read (issue 25 §3): posts that are
 * neither secret, deleted nor hidden by moderation (issue 41), deals that are not hidden, pages that need no login. Post and deal files
 * are numbered ranges of the board's post number (the unique index posts_board_number) and of the
 * deal number (the primary key; deals_visible for the hidden filter), so a file never holds more
 * than `perFile` URLs and is read in keyset pages (`pageRows`): nothing loads a million rows.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../db/database.ts";
import { later } from "./xml.ts";

/** Rows per keyset read: a tenth of a file, at most 5,000 (at least 2, so small test files take several reads). */
const pageRows = (perFile: number) => Math.min(5000, Math.max(2, Math.ceil(perFile / 10)));

/** One numbered file of a sitemap with its newest change (a stored timestamp). */
export interface Chunk {
  chunk: number;
  lastmod: string;
}

/** A post as the sitemap and the feed need it. */
export interface SitePost {
  postId: number;
  number: number;
  updatedAt: string;
}

/**
 * The non-empty files of `perFile` keys up to `top` (file k: keys k·perFile+1 … (k+1)·perFile), each
 * with its newest change, which `newest(after, last)` reads for a range of keys. Each read covers
 * `pageRows(perFile)` keys, so no statement scans a whole board (on PostgreSQL it stays far inside
 * DB_STATEMENT_TIMEOUT_MS), and other requests get their turn between reads: SQLite's statements run
 * synchronously, so without `nextTurn` a whole build would hold the event loop.
 */
async function rangeChunks(
  top: number,
  perFile: number,
  newest: (after: number, last: number) => Promise<string | null | undefined>,
): Promise<Chunk[]> {
  const step = pageRows(perFile);
  const chunks: Chunk[] = [];
  for (let chunk = 0; chunk * perFile < top; chunk++) {
    const end = Math.min((chunk + 1) * perFile, top);
    let lastmod: string | null = null;
    for (let after = chunk * perFile; after < end; after += step) {
      lastmod = later(lastmod, await newest(after, Math.min(after + step, end)));
      await nextTurn();
    }
    if (lastmod) chunks.push({ chunk, lastmod });
  }
  return chunks;
}

/**
 * The board's non-empty files of `perFile` post numbers (file k: numbers k·perFile+1 … (k+1)·perFile),
 * each with the newest change of a visitor-readable post in it, in file order.
 */
export async function postChunks(db: Db, boardId: string, perFile: number): Promise<Chunk[]> {
  const top = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.max("number").as("top"))
    .where("boardId", "=", boardId)
    .executeTakeFirst();
  return rangeChunks(Number(top?.top ?? 0), perFile, async (after, last) => {
    const row = await db
      .selectFrom("posts")
      .select((eb) => eb.fn.max("updatedAt").as("lastmod"))
      .where("boardId", "=", boardId)
      .where("number", ">", after)
      .where("number", "<=", last)
      .where("secret", "=", 0)
      .where("moderation", "is", null)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    return row?.lastmod;
  });
}

/**
 * The rows of keys `first`+1 … `last` that `read(after, last)` returns in key order, `rows` at a time
 * (a read answering fewer is the last), each read starting after the previous read's last `key`, with
 * the event loop's turn for other requests between reads.
 */
async function* keysetRows<R>(
  first: number,
  last: number,
  rows: number,
  read: (after: number, last: number) => Promise<R[]>,
  key: (row: R) => number,
): AsyncGenerator<R> {
  let after = first;
  for (;;) {
    const page = await read(after, last);
    yield* page;
    await nextTurn();
    const end = page[page.length - 1];
    if (page.length < rows || !end) return;
    after = key(end);
  }
}

/** The visitor-readable posts of file `chunk` of the board, in number order, read in keyset pages. */
export function chunkPosts(db: Db, boardId: string, chunk: number, perFile: number): AsyncGenerator<SitePost> {
  return keysetRows(
    chunk * perFile,
    (chunk + 1) * perFile,
    pageRows(perFile),
    (after, last) =>
      db
        .selectFrom("posts")
        .select(["postId", "number", "updatedAt"])
        .where("boardId", "=", boardId)
        .where("number", ">", after)
        .where("number", "<=", last)
        .where("secret", "=", 0)
        .where("moderation", "is", null)
        .where("deletedAt", "is", null)
        .orderBy("number")
        .limit(pageRows(perFile))
        .execute(),
    (post) => post.number,
  );
}

/** The board's `limit` newest visitor-readable posts (newest first) for its feed. */
export function newestPosts(db: Db, boardId: string, limit: number) {
  return db
    .selectFrom("posts")
    .select(["postId", "title", "bodyText", "authorName", "anonymous", "createdAt"])
    .where("boardId", "=", boardId)
    .where("secret", "=", 0)
    .where("moderation", "is", null)
    .where("deletedAt", "is", null)
    .orderBy("number", "desc")
    .limit(limit)
    .execute();
}

/** The non-empty files of `perFile` deal numbers holding deals that are not hidden, with their newest change. */
export async function dealChunks(db: Db, perFile: number): Promise<Chunk[]> {
  const top = await db
    .selectFrom("deals")
    .select((eb) => eb.fn.max("dealNo").as("top"))
    .executeTakeFirst();
  return rangeChunks(Number(top?.top ?? 0), perFile, async (after, last) => {
    const row = await db
      .selectFrom("deals")
      .select((eb) => eb.fn.max("updatedAt").as("lastmod"))
      .where("hiddenAt", "is", null)
      .where("moderation", "is", null)
      .where("dealNo", ">", after)
      .where("dealNo", "<=", last)
      .executeTakeFirst();
    return row?.lastmod;
  });
}

/** The deals of file `chunk` that are not hidden, in number order, read in keyset pages. */
export function chunkDeals(db: Db, chunk: number, perFile: number) {
  return keysetRows(
    chunk * perFile,
    (chunk + 1) * perFile,
    pageRows(perFile),
    (after, last) =>
      db
        .selectFrom("deals")
        .select(["dealNo", "dealType", "companyCode", "updatedAt"])
        .where("hiddenAt", "is", null)
        .where("moderation", "is", null)
        .where("dealNo", ">", after)
        .where("dealNo", "<=", last)
        .orderBy("dealNo")
        .limit(pageRows(perFile))
        .execute(),
    (deal) => deal.dealNo,
  );
}

/** Each stored page's last change, by page id. */
export async function pageChanges(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("pages").select(["pageId", "updatedAt"]).execute();
  return new Map(rows.map((r) => [r.pageId, r.updatedAt]));
}
