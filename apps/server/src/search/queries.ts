/**
 * 통합검색's statements (issue 42; docs/search.md): the matches of each kind for one reader, counted
 * exactly and paged by relevance or date, and the statements of 인기 검색어 and its exclusions.
 *
 * Posts (and FAQ entries) start from the post index's posting list of the rarest query word over the
 * boards the reader may read (`searchGrams`, the per-board gram index), plus the posts whose attachment
 * names hold that word; the other words are confirmed through the index (a word of up to `GRAM_MAX`
 * characters is one posting) or on the text, and `readableBy` decides what the reader may open.
 * Comments, deals, pages and events are matched on their text (deals narrowed by `dealGrams`).
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName } from "../db/dialect.ts";
import { readableBy, type Viewer } from "../posts/index.ts";
import { GRAM_MAX, queryGrams } from "../text/bigrams.ts";
import { dealQueryTerms } from "../trade/index.ts";
import type { Terms } from "./terms.ts";

/** What every kind's statement is narrowed by. */
export interface Scope {
  dialect: DialectName;
  viewer: Viewer;
  terms: Terms;
  /** Written at or after this instant (ISO UTC); null: all time. */
  from: string | null;
  /** Posts and comments of this writer (by name, never on anonymous posts); null: anyone. */
  author: string | null;
}

/** One page's order: by relevance (score, then newer) or newest first. */
export interface PageRequest {
  sort: "relevance" | "newest";
  limit: number;
  offset: number;
}

const AND = (parts: RawBuilder<SqlBool>[]) =>
  parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
const OR = (parts: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;

/** `column` holds `needle`, case-insensitively (LIKE … ESCAPE). */
const has = (scope: Scope, column: string, needle: string) =>
  containsText(scope.dialect, sql.ref(column), needle) as RawBuilder<SqlBool>;

/** 1 when `column` holds `needle`, else 0. */
const hit = (scope: Scope, column: string, needle: string) =>
  sql<number>`(case when ${has(scope, column, needle)} then 1 else 0 end)`;

/**
 * The relevance score (docs/search.md "Relevance"): 2 × (query words in the title) + 1 when the
 * query's words occur together in order (title or `textColumns`); order by it, then newer first.
 */
function scoreOf(scope: Scope, title: string | null, textColumns: string[]): RawBuilder<number> {
  const { words, sequence } = scope.terms;
  const titleHits = title ? words.map((w) => hit(scope, title, w)) : [];
  const phraseColumns = [...(title ? [title] : []), ...textColumns];
  const phrase = sequence
    ? sql<number>`(case when ${OR(phraseColumns.map((c) => has(scope, c, sequence)))} then 1 else 0 end)`
    : sql<number>`0`;
  return sql<number>`(2 * (${titleHits.length > 0 ? sql.join(titleHits, sql` + `) : sql`0`}) + ${phrase})`;
}

/** The ORDER BY of a page: the score or the date first, the id last (a stable order). */
function orderOf(page: PageRequest, date: string, id: string) {
  const newest = sql`${sql.ref(date)} desc, ${sql.ref(id)} desc`;
  return page.sort === "relevance" ? sql`score desc, ${newest}` : newest;
}

// --- posts and FAQ entries

/** `p` (or its attachments' names) holds `word`: through the gram index for a short word, else on the text. */
function postHasWord(scope: Scope, word: string): RawBuilder<SqlBool> {
  const inText =
    Array.from(word).length <= GRAM_MAX
      ? sql<SqlBool>`exists (select 1 from "searchGrams" x where x."postId" = p."postId" and x.gram = ${word})`
      : OR([
          has(scope, "p.title", word),
          has(scope, "p.bodyText", word),
          sql<SqlBool>`(p.anonymous = 0 and ${has(scope, "p.authorName", word)})`,
        ]);
  return OR([inText, attachmentHas(scope, sql`p."postId"`, word)]);
}

/** A live attachment of post `postId` is named with `word`. */
function attachmentHas(scope: Scope, postId: RawBuilder<unknown>, word: string) {
  return sql<SqlBool>`exists (select 1 from files f where f."ownerType" = 'post' and f."ownerId" = ${postId}
    and f.role = 'attachment' and f."deletedAt" is null and ${has(scope, "f.originalName", word)})`;
}

/**
 * The posts that may hold the rarest word (`driver`): its posting list over `boardIds` (for a long
 * word, its rarest run's), and the posts with an attachment named with it.
 */
function candidates(scope: Scope, boardIds: string[], driver: { word: string; gram: string }) {
  return sql`select g."postId" from "searchGrams" g where g."boardId" in (${sql.join(boardIds)}) and g.gram = ${driver.gram}
    union select f."ownerId" from files f where f."ownerType" = 'post' and f.role = 'attachment'
    and f."deletedAt" is null and ${has(scope, "f.originalName", driver.word)}`;
}

/** The rarest query word over `boardIds` by the index's counters, with the gram its posting list is read by. */
async function rarestWord(db: Db, boardIds: string[], words: string[]) {
  const options = words.map((word) => ({ word, grams: queryGrams(word) }));
  const grams = [...new Set(options.flatMap((o) => o.grams))];
  const rows = await db
    .selectFrom("searchGramCounts")
    .select(["gram", (eb) => eb.fn.sum<number>("posts").as("posts")])
    .where("boardId", "in", boardIds)
    .where("gram", "in", grams)
    .groupBy("gram")
    .execute();
  const count = new Map(rows.map((r) => [r.gram, Number(r.posts)]));
  let best = {
    word: words[0] as string,
    gram: (options[0]?.grams[0] ?? "") as string,
    posts: Number.POSITIVE_INFINITY,
  };
  for (const { word, grams: runs } of options) {
    for (const gram of runs) {
      const posts = count.get(gram) ?? 0;
      if (posts < best.posts) best = { word, gram, posts };
    }
  }
  return best;
}

/** The conditions of a post match on `boardIds` (null when no board is searched). */
async function postConditions(db: Db, scope: Scope, boardIds: string[]): Promise<RawBuilder<SqlBool> | null> {
  const { words, phrases } = scope.terms;
  if (boardIds.length === 0 || words.length === 0) return null;
  const driver = await rarestWord(db, boardIds, words);
  const parts = [
    sql<SqlBool>`p."postId" in (${candidates(scope, boardIds, driver)})`,
    sql<SqlBool>`p."boardId" in (${sql.join(boardIds)})`,
    sql<SqlBool>`p."deletedAt" is null`,
    readableBy(scope.viewer),
    ...words.map((w) => postHasWord(scope, w)),
    ...phrases.map((ph) => OR([has(scope, "p.title", ph), has(scope, "p.bodyText", ph)])),
  ];
  if (scope.from) parts.push(sql<SqlBool>`p."createdAt" >= ${scope.from}`);
  if (scope.author) parts.push(sql<SqlBool>`(p.anonymous = 0 and p."authorName" = ${scope.author})`);
  return AND(parts);
}

const POST_FROM = sql`posts p left join posts parent on parent."postId" = p."parentId"`;

/** The number of posts of `boardIds` the reader may open that match. */
export async function countPosts(db: Db, scope: Scope, boardIds: string[]): Promise<number> {
  const where = await postConditions(db, scope, boardIds);
  if (!where) return 0;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${POST_FROM} where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page of the matching posts of `boardIds`, with their board's and category's names. The boards come
 * after the posts (CROSS JOIN): joined first, SQLite would walk every post of a board.
 */
export async function pagePosts(db: Db, scope: Scope, boardIds: string[], page: PageRequest) {
  const where = await postConditions(db, scope, boardIds);
  if (!where) return [];
  const { rows } = await sql<{
    postId: number;
    boardId: string;
    title: string;
    bodyText: string;
    authorName: string;
    anonymous: number;
    createdAt: string;
    boardName: string;
    categoryName: string | null;
  }>`select p."postId", p."boardId", p.title, p."bodyText", p."authorName", p.anonymous, p."createdAt",
      b.name as "boardName", c.name as "categoryName", ${scoreOf(scope, "p.title", ["p.bodyText"])} as score
    from ${POST_FROM} cross join boards b left join categories c on c."categoryId" = p."categoryId"
    where b."boardId" = p."boardId" and ${where} order by ${orderOf(page, "p.postId", "p.postId")}
    limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}`.execute(db);
  return rows;
}

/** The rows of posts `postIds` (a page found through the index), in that order. */
export async function postRows(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom("posts as p")
    .innerJoin("boards as b", "b.boardId", "p.boardId")
    .leftJoin("categories as c", "c.categoryId", "p.categoryId")
    .select([
      "p.postId",
      "p.boardId",
      "p.title",
      "p.bodyText",
      "p.authorName",
      "p.anonymous",
      "p.createdAt",
      "b.name as boardName",
      "c.name as categoryName",
    ])
    .where("p.postId", "in", postIds)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.postId), row]));
  return postIds.flatMap((id) => byId.get(id) ?? []);
}

/** The relevance score (`scoreOf`) of the post whose id is `postId`. */
export const postScore = (scope: Scope, postId: RawBuilder<unknown>) =>
  sql<number>`(select ${scoreOf(scope, "p.title", ["p.bodyText"])} from posts p where p."postId" = ${postId})`;

/**
 * The conditions of a post of `boardIds` the reader may open that matches only through an attachment's
 * name (some word has no posting of the post): what the indexed search adds to its postings. Starts
 * from the live attachments named with a query word (a LIKE over them).
 */
function attachmentOnly(scope: Scope, boardIds: string[]): RawBuilder<SqlBool> | null {
  const { words, phrases } = scope.terms;
  if (boardIds.length === 0 || words.length === 0) return null;
  const named = sql`select f."ownerId" from files f where f."ownerType" = 'post' and f.role = 'attachment'
    and f."deletedAt" is null and ${OR(words.map((w) => has(scope, "f.originalName", w)))}`;
  const inPostings = words.map(
    (w) => sql<SqlBool>`exists (select 1 from "searchGrams" x where x."postId" = p."postId" and x.gram = ${w})`,
  );
  return AND([
    sql<SqlBool>`p."postId" in (${named})`,
    sql<SqlBool>`p."boardId" in (${sql.join(boardIds)})`,
    sql<SqlBool>`p."deletedAt" is null`,
    readableBy(scope.viewer),
    ...words.map((w) => postHasWord(scope, w)),
    ...phrases.map((ph) => OR([has(scope, "p.title", ph), has(scope, "p.bodyText", ph)])),
    sql<SqlBool>`not ${AND(inPostings)}`,
  ]);
}

/** The number of posts of `boardIds` the reader may open that match only through an attachment's name. */
export async function attachmentOnlyCount(db: Db, scope: Scope, boardIds: string[]): Promise<number> {
  const where = attachmentOnly(scope, boardIds);
  if (!where) return 0;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${POST_FROM} where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The newest `limit` of those posts (with relevance score `score` when not null), ids newest first. */
export async function attachmentOnlyPage(
  db: Db,
  scope: Scope,
  boardIds: string[],
  score: number | null,
  limit: number,
): Promise<number[]> {
  const where = attachmentOnly(scope, boardIds);
  if (!where || limit <= 0) return [];
  const scored = score === null ? sql`1 = 1` : sql`${scoreOf(scope, "p.title", ["p.bodyText"])} = ${score}`;
  const { rows } = await sql<{ postId: number }>`select p."postId" from ${POST_FROM} where ${where} and ${scored}
    order by p."postId" desc limit ${sql.lit(limit)}`.execute(db);
  return rows.map((r) => Number(r.postId));
}

/** The names of the attachments of `postIds` (live), for marking a hit found by an attachment's name. */
export async function attachmentNames(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .selectFrom("files")
    .select(["ownerId", "originalName"])
    .where("ownerType", "=", "post")
    .where("role", "=", "attachment")
    .where("deletedAt", "is", null)
    .where("ownerId", "in", postIds)
    .orderBy("seq")
    .execute();
}

// --- comments

/** The conditions of a comment match: a live comment the reader may read, of a post the reader may read on `boardIds`. */
function commentConditions(scope: Scope, boardIds: string[]): RawBuilder<SqlBool> | null {
  const { words, phrases } = scope.terms;
  if (boardIds.length === 0 || words.length === 0) return null;
  const { viewer } = scope;
  const parts = [
    sql<SqlBool>`p."postId" = cm."postId"`,
    sql<SqlBool>`p."boardId" in (${sql.join(boardIds)})`,
    sql<SqlBool>`p."deletedAt" is null`,
    readableBy(viewer),
    sql<SqlBool>`cm."deletedAt" is null`,
    ...[...words, ...phrases].map((w) => has(scope, "cm.body", w)),
  ];
  if (!viewer.isAdmin) {
    parts.push(
      viewer.userId === null
        ? sql<SqlBool>`cm.moderation is null`
        : sql<SqlBool>`(cm.moderation is null or cm."authorId" = ${viewer.userId})`,
    );
  }
  if (scope.from) parts.push(sql<SqlBool>`cm."createdAt" >= ${scope.from}`);
  if (scope.author) parts.push(sql<SqlBool>`(cm.anonymous = 0 and cm."authorName" = ${scope.author})`);
  return AND(parts);
}

/**
 * Comments first, then their posts: CROSS JOIN keeps SQLite from walking every post of the readable
 * boards (259 ms at 200,000 posts without a comment); PostgreSQL plans it as an inner join.
 */
const COMMENT_FROM = sql`comments cm cross join posts p left join posts parent on parent."postId" = p."parentId"`;

/** The number of matching comments the reader may read. */
export async function countComments(db: Db, scope: Scope, boardIds: string[]): Promise<number> {
  const where = commentConditions(scope, boardIds);
  if (!where) return 0;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${COMMENT_FROM} where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A page of the matching comments, with their post's title and board's name. */
export async function pageComments(db: Db, scope: Scope, boardIds: string[], page: PageRequest) {
  const where = commentConditions(scope, boardIds);
  if (!where) return [];
  const { rows } = await sql<{
    commentId: number;
    postId: number;
    boardId: string;
    body: string;
    authorName: string;
    anonymous: number;
    createdAt: string;
    title: string;
    boardName: string;
  }>`select cm."commentId", cm."postId", p."boardId", cm.body, cm."authorName", cm.anonymous, cm."createdAt",
      p.title, b.name as "boardName", ${scoreOf(scope, null, ["cm.body"])} as score
    from ${COMMENT_FROM} cross join boards b
    where b."boardId" = p."boardId" and ${where} order by ${orderOf(page, "cm.createdAt", "cm.commentId")}
    limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}`.execute(db);
  return rows;
}

// --- deals

const DEAL_TEXT_COLUMNS = ["d.modelNo", "d.modelName", "d.location"];

/** `d` holds `word` in its title or description (narrowed by `dealGrams`), model or place. */
function dealHasWord(scope: Scope, word: string): RawBuilder<SqlBool> {
  const { grams } = dealQueryTerms(word);
  const probes = grams.map(
    (gram) => sql<SqlBool>`exists (select 1 from "dealGrams" dg where dg."dealNo" = d."dealNo" and dg.gram = ${gram})`,
  );
  return OR([AND([...probes, has(scope, "d.searchText", word)]), ...DEAL_TEXT_COLUMNS.map((c) => has(scope, c, word))]);
}

/** The conditions of a deal match the reader may open (trade's list rule: hidden and moderated deals left out). */
function dealConditions(scope: Scope): RawBuilder<SqlBool> | null {
  const { words, phrases } = scope.terms;
  if (words.length === 0) return null;
  const { viewer } = scope;
  const parts = [
    ...words.map((w) => dealHasWord(scope, w)),
    ...phrases.map((ph) => OR(["d.searchText", ...DEAL_TEXT_COLUMNS].map((c) => has(scope, c, ph)))),
  ];
  if (!viewer.isAdmin) {
    parts.push(sql<SqlBool>`d."hiddenAt" is null`);
    parts.push(
      viewer.userId === null
        ? sql<SqlBool>`d.moderation is null`
        : sql<SqlBool>`(d.moderation is null or d."authorId" = ${viewer.userId})`,
    );
  }
  if (scope.from) parts.push(sql<SqlBool>`d."createdAt" >= ${scope.from}`);
  return AND(parts);
}

/** The number of matching deals the reader may open. */
export async function countDeals(db: Db, scope: Scope): Promise<number> {
  const where = dealConditions(scope);
  if (!where) return 0;
  const { rows } = await sql<{ n: number }>`select count(*) as n from deals d where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A page of the matching deals, with their category's name. */
export async function pageDeals(db: Db, scope: Scope, page: PageRequest) {
  const where = dealConditions(scope);
  if (!where) return [];
  const { rows } = await sql<{
    dealNo: number;
    dealType: string;
    companyCode: string;
    title: string;
    descriptionHtml: string;
    modelNo: string;
    modelName: string;
    location: string;
    authorName: string;
    createdAt: string;
    categoryName: string | null;
  }>`select d."dealNo", d."dealType", d."companyCode", d.title, d."descriptionHtml", d."modelNo", d."modelName",
      d.location, d."authorName", d."createdAt", c."nameKo" as "categoryName",
      ${scoreOf(scope, "d.title", ["d.searchText"])} as score
    from deals d left join "tradeCategories" c on c.code = d.category
    where ${where} order by ${orderOf(page, "d.createdAt", "d.dealNo")}
    limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}`.execute(db);
  return rows;
}

// --- pages and events (small tables: read whole, matched in the service)

/** The current version of every stored page, with its body (a few dozen pages). */
export function currentPages(db: Db) {
  return db
    .selectFrom("pages")
    .innerJoin("pageVersions as v", (j) =>
      j.onRef("v.pageId", "=", "pages.pageId").onRef("v.version", "=", "pages.currentVersion"),
    )
    .select(["v.pageId", "v.version", "v.title", "v.bodyHtml", "v.createdAt"])
    .execute();
}

/** The current version numbers of the stored pages (to know whether a cached text is current). */
export function pageVersions(db: Db) {
  return db.selectFrom("pages").select(["pageId", "currentVersion"]).execute();
}

/** The reservation events members may book (open), matched in the service (a handful). */
export function openEvents(db: Db) {
  return db
    .selectFrom("reservationEvents")
    .select(["eventNo", "name", "description", "updatedAt"])
    .where("open", "=", 1)
    .orderBy("eventNo")
    .execute();
}

// --- 인기 검색어

/**
 * Counts `words` once for `readerKey` on `day`: the reader rows the primary key keeps single, and for
 * each word counted for the first time, one upsert of the day's tally (inside the caller's transaction).
 */
export async function countSearch(trx: Db, day: string, words: string[], readerKey: string): Promise<void> {
  if (words.length === 0) return;
  const counted = await trx
    .insertInto("searchCounts")
    .values(words.map((word) => ({ day, word, readerKey })))
    .onConflict((oc) => oc.columns(["day", "word", "readerKey"]).doNothing())
    .returning("word")
    .execute();
  if (counted.length === 0) return;
  await trx
    .insertInto("searchWordDays")
    .values(counted.map(({ word }) => ({ day, word, readers: 1 })))
    .onConflict((oc) =>
      oc.columns(["day", "word"]).doUpdateSet({ readers: sql<number>`${sql.ref("searchWordDays.readers")} + 1` }),
    )
    .execute();
}

/**
 * The `limit` most searched words since `fromDay` (inclusive), excluded words left out, most first:
 * the daily tallies summed (at most one row per word and day).
 */
export async function mostSearched(db: Db, fromDay: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("searchWordDays as s")
    .select(["s.word", (eb) => eb.fn.sum<number>("s.readers").as("n")])
    .where("s.day", ">=", fromDay)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("searchExcludedWords as x").select("x.word").whereRef("x.word", "=", "s.word"))),
    )
    .groupBy("s.word")
    .orderBy("n", "desc")
    .orderBy("s.word")
    .limit(limit)
    .execute();
  return rows.map((r) => r.word);
}

/** Removes the reader rows and tallies of days before `fromDay`. */
export async function forgetSearchesBefore(db: Db, fromDay: string): Promise<void> {
  await db.deleteFrom("searchCounts").where("day", "<", fromDay).execute();
  await db.deleteFrom("searchWordDays").where("day", "<", fromDay).execute();
}

/** The excluded words, in order. */
export async function excludedWords(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("searchExcludedWords").select("word").orderBy("word").execute();
  return rows.map((r) => r.word);
}

/** Replaces the excluded words with `words` (inside the administrator's audited change). */
export async function replaceExcludedWords(db: Db, words: string[], by: string, now: string): Promise<void> {
  await db.deleteFrom("searchExcludedWords").execute();
  for (let i = 0; i < words.length; i += 100) {
    await db
      .insertInto("searchExcludedWords")
      .values(words.slice(i, i + 100).map((word) => ({ word, createdAt: now, createdBy: by })))
      .execute();
  }
}
