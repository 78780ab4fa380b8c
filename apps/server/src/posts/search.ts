/**
 * Board search over the gram index (DESIGN.md "search", issue 15). Each live post has one
 * `searchGrams` row per (board, gram) with the fields the gram occurs in (1 title, 2 body, 4 author)
 * and the post's secret flag; `searchGramCounts` holds the exact number of posts per (board, gram,
 * fields, secret), kept in the same transaction as the rows. The grams are every run of 1 to
 * `GRAM_MAX` (4) characters of each token, so a word up to four characters is one gram: its page is a
 * slice of one posting list (index order = post id order) and its total a sum of counters. Several
 * words, or a longer one (its 4-character runs, confirmed with a LIKE), intersect their posting lists
 * from the rarest, with the matches counted per block once per version of the board's index
 * (`searchPage`).
 */
import type { PostSearchField, PostSortField } from "@portal/contract";
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText, type DialectName } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { gramsOf, needsConfirming, queryGrams, tokensOf } from "./bigrams.ts";
import { type BlocksOf, versionedCache } from "./block-cache.ts";
import { ID_CEILING } from "./list-blocks.ts";
import { countPostings, gramPageStart } from "./search-blocks.ts";

const FIELD_BITS = { title: 1, body: 2, author: 4 } as const;
const FIELD_MASKS: Record<PostSearchField, number> = { title: 1, body: 2, author: 4, titleBody: 3 };
/** Rows per multi-row statement (5 parameters each, under SQLite's 32,766). */
const ROWS_PER_STATEMENT = 1000;

/** What a post contributes to the index. */
export interface SearchablePost {
  postId: number;
  boardId: string;
  title: string;
  bodyText: string;
  authorName: string;
  anonymous: number;
  secret: number;
}

/** The index rows of a post, sorted by gram (one lock order for the counters on PostgreSQL). */
export function searchRowsOf(post: SearchablePost) {
  const fields = new Map<string, number>();
  const add = (text: string, bit: number) => {
    for (const gram of gramsOf(text)) fields.set(gram, (fields.get(gram) ?? 0) | bit);
  };
  add(post.title, FIELD_BITS.title);
  add(post.bodyText, FIELD_BITS.body);
  // An anonymous post's writer must not be findable by name.
  if (post.anonymous !== 1) add(post.authorName, FIELD_BITS.author);
  return [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([gram, bits]) => ({ boardId: post.boardId, gram, postId: post.postId, fields: bits, secret: post.secret }));
}

/** Adds a post's rows and counts (call inside the write's transaction, after `unindexPost`). */
export async function indexPost(trx: Db, post: SearchablePost): Promise<void> {
  const rows = searchRowsOf(post);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    await trx.insertInto("searchGrams").values(chunk).execute();
    await countPostings(trx, chunk, 1);
    await trx
      .insertInto("searchGramCounts")
      .values(chunk.map(({ postId: _, ...row }) => ({ ...row, posts: 1 })))
      .onConflict((oc) =>
        oc
          .columns(["boardId", "gram", "fields", "secret"])
          .doUpdateSet({ posts: sql<number>`${sql.ref("searchGramCounts.posts")} + 1` }),
      )
      .execute();
  }
}

/** Removes a post's rows and their counts (inside the write's transaction). */
export async function unindexPost(trx: Db, postId: number): Promise<void> {
  const rows = await trx
    .deleteFrom("searchGrams")
    .where("postId", "=", postId)
    .returning(["boardId", "gram", "postId", "fields", "secret"])
    .execute();
  rows.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : 0));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await countPostings(trx, rows.slice(i, i + ROWS_PER_STATEMENT), -1);
  const groups = new Map<string, { boardId: string; fields: number; secret: number; grams: string[] }>();
  for (const row of rows) {
    const key = `${row.boardId}\u0000${row.fields}\u0000${row.secret}`;
    const group = groups.get(key) ?? { boardId: row.boardId, fields: row.fields, secret: row.secret, grams: [] };
    group.grams.push(row.gram);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const grams = group.grams.sort();
    for (let i = 0; i < grams.length; i += ROWS_PER_STATEMENT) {
      await trx
        .updateTable("searchGramCounts")
        .set({ posts: sql<number>`"posts" - 1` })
        .where("boardId", "=", group.boardId)
        .where("fields", "=", group.fields)
        .where("secret", "=", group.secret)
        .where("gram", "in", grams.slice(i, i + ROWS_PER_STATEMENT))
        .execute();
    }
  }
}

export interface SearchQuery {
  q: string;
  field: PostSearchField;
  sort: PostSortField;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
  categoryId?: number;
  topOnly?: boolean;
}

/** What a search page is read with. */
export interface SearchOptions {
  dialect: DialectName;
  /** The board searched, with the version of its blocks (the search index's too) read with it. */
  board: BlocksOf;
  query: SearchQuery;
  viewer: { userId: string | null; isAdmin: boolean };
}

type GramEb = ExpressionBuilder<Database & { g: Database["searchGrams"] }, "g">;

/** `fields & mask <> 0`: the gram occurs in one of the searched fields. */
const inFields = (column: string, mask: number) => sql<SqlBool>`(${sql.ref(column)} & ${mask}) <> 0`;

const ID_ORDERED: ReadonlySet<PostSortField> = new Set(["number", "createdAt"]);
const SORT_COLUMNS = { title: "title", author: "authorName", viewCount: "viewCount" } as const;

/** Post ids per block of a several-gram search's match counts (a deep page skips at most one block's matches). */
const MATCH_BLOCK = 1000;

/** Several-gram searches whose match counts this node keeps (per database handle). */
const cachedMatches = versionedCache(500);

/** The sort column of a search page's posts (`posts`' column; `postId` also breaks ties of the others). */
export type SearchSortColumn = "postId" | (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];

/** Which secret postings a match list holds: none, all, only the viewer's own, or what the viewer may read. */
type Secrets = "none" | "all" | "own" | "readable";

/**
 * One page of a board search: the query selecting its post ids (`postId`, in the requested order,
 * not yet run: the caller reads the rows with it in one statement), the column it sorts by, and the
 * exact number of matches (`page` null when nothing can match).
 * Each white-space word must occur in one of the searched fields. Secret posts are left out unless
 * the viewer is an administrator or wrote them. Work, in the date and number sorts: a word of up to
 * `GRAM_MAX` characters is one posting list, read from the page's block (`gramPageStart`) with its
 * total from counters; several words (or a longer one) intersect their posting lists from the rarest,
 * counted per block of `MATCH_BLOCK` post ids once per version of the board's index (`cachedMatches`;
 * a member's own secret posts are counted per request), so a page starts at its block and reads about
 * one block of the rarest list. Other sorts and filters count and sort every match.
 */
export async function searchPage(
  db: Db,
  { dialect, board, query, viewer }: SearchOptions,
): Promise<{ page: Expression<{ postId: number }> | null; sortColumn: SearchSortColumn; total: number }> {
  const { boardId } = board;
  const tokens = [...new Set(tokensOf(query.q))];
  const mask = FIELD_MASKS[query.field];
  const grams = [...new Set(tokens.flatMap(queryGrams))].sort();
  const counts = await db
    .selectFrom("searchGramCounts")
    .select(["gram", "fields", "secret", "posts"])
    .where("boardId", "=", boardId)
    .where("gram", "in", grams)
    .execute();
  const publicCount = new Map<string, number>();
  for (const row of counts) {
    if ((row.fields & mask) === 0 || (row.secret === 1 && !viewer.isAdmin)) continue;
    publicCount.set(row.gram, (publicCount.get(row.gram) ?? 0) + row.posts);
  }
  const ownSecret = !viewer.isAdmin && viewer.userId !== null;
  // Without an own secret post a gram missing from the counters has no visible match.
  if (!ownSecret && grams.some((gram) => !publicCount.get(gram))) return { page: null, sortColumn: "postId", total: 0 };
  const driver = grams.reduce((a, b) => ((publicCount.get(a) ?? 0) <= (publicCount.get(b) ?? 0) ? a : b));
  const confirmed = tokens.filter(needsConfirming).sort();

  /** The matches' postings of the rarest gram (`g`) with `secrets`, and their posts (`p`) where a word is confirmed on the text. */
  const matches = (secrets: Secrets) => {
    let hits = db
      .selectFrom("searchGrams as g")
      .where("g.boardId", "=", boardId)
      .where("g.gram", "=", driver)
      .where(inFields("g.fields", mask));
    if (secrets === "none") hits = hits.where("g.secret", "=", 0);
    if (secrets === "own") {
      const own = ownSecretPosts(viewer.userId as string, boardId);
      hits = hits.where("g.secret", "=", 1).where(sql<SqlBool>`${sql.ref("g.postId")} in (${own})`);
    }
    if (secrets === "readable" && !viewer.isAdmin) hits = hits.where((eb) => visible(eb, viewer.userId, boardId));
    for (const gram of grams) {
      if (gram === driver) continue;
      hits = hits.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("searchGrams as x")
            .select("x.postId")
            .where("x.boardId", "=", boardId)
            .where("x.gram", "=", gram)
            .whereRef("x.postId", "=", "g.postId")
            .where(inFields("x.fields", mask)),
        ),
      );
    }
    return hits;
  };
  /** `hits` joined to their posts (`p`), each confirmed word in one of the searched fields. */
  const withPosts = (hits: ReturnType<typeof matches>) => {
    let joined = hits.innerJoin("posts as p", "p.postId", "g.postId");
    for (const token of confirmed) {
      joined = joined.where((eb) =>
        eb.or(
          (["title", "bodyText", "authorName"] as const)
            .filter((_, i) => (mask & (1 << i)) !== 0)
            .map((column) => containsText(dialect, eb.ref(`p.${column}`), token)),
        ),
      );
    }
    return joined;
  };
  /** The matches with `secrets`, ready to page in post-id order (the posts joined only to confirm a word). */
  const idOrdered = (secrets: Secrets) =>
    (confirmed.length === 0 ? matches(secrets) : withPosts(matches(secrets))) as ReturnType<typeof matches>;

  if (ID_ORDERED.has(query.sort) && query.categoryId === undefined && query.topOnly !== true) {
    const offset = (query.page - 1) * query.pageSize;
    let total: number;
    let start: { bound: number; skip: number } | null;
    let hits = idOrdered("readable");
    if (grams.length === 1 && confirmed.length === 0) {
      // One posting list: the total from counters (plus the member's own secret posts), a deep page from its block.
      const own = ownSecret ? ownSecretPosts(viewer.userId as string, boardId) : null;
      total = (publicCount.get(driver) ?? 0) + (own ? await ownSecretPostings(db, boardId, driver, mask, own) : 0);
      start = await gramPageStart(db, boardId, driver, mask, query.order, offset, {
        allSecret: viewer.isAdmin,
        ownSecret: own,
      });
    } else {
      const key = [mask, viewer.isAdmin, ...grams, "", ...confirmed].join("\u0000");
      const shared = await cachedMatches(db, boardId, key, board.blocksVersion, () =>
        matchBlocks(idOrdered(viewer.isAdmin ? "all" : "none")),
      );
      const blocks = ownSecret ? addBlocks(shared, await matchBlocks(idOrdered("own"))) : shared;
      total = blocks.counts.reduce((sum, n) => sum + n, 0);
      start = blockStart(blocks, query.order, offset);
    }
    if (start) hits = hits.where("g.postId", query.order === "desc" ? "<=" : ">=", start.bound);
    const page = hits
      .select("g.postId")
      .orderBy("g.postId", query.order)
      .limit(query.pageSize)
      .offset(start?.skip ?? offset);
    return { page, sortColumn: "postId", total };
  }

  let joined = withPosts(matches("readable"));
  if (query.topOnly) joined = joined.where("p.depth", "=", 0);
  if (query.categoryId !== undefined) {
    joined = joined
      .innerJoin("posts as r", "r.postId", "p.threadId")
      .where("r.categoryId", "=", query.categoryId) as unknown as typeof joined;
  }
  const total = await countOf(joined);
  const sortColumn = ID_ORDERED.has(query.sort) ? "postId" : SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS];
  const ordered = sortColumn === "postId" ? joined : joined.orderBy(`p.${sortColumn}`, query.order);
  const page = ordered
    .orderBy("g.postId", query.order)
    .select("g.postId")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { page, sortColumn, total };
}

/** Not secret, or a secret post the viewer wrote (found from the viewer's few secret posts). */
function visible(eb: GramEb, userId: string | null, boardId: string) {
  if (userId === null) return eb("g.secret", "=", 0);
  return eb.or([
    eb("g.secret", "=", 0),
    eb(
      "g.postId",
      "in",
      eb
        .selectFrom("posts as own")
        .select("own.postId")
        .where("own.authorId", "=", userId)
        .where("own.secret", "=", 1)
        .where("own.boardId", "=", boardId),
    ),
  ]);
}

/** The viewer's secret posts of a board (a member has few). */
function ownSecretPosts(userId: string, boardId: string) {
  return sql`select own."postId" from posts own where own."authorId" = ${userId} and own.secret = 1 and own."boardId" = ${boardId}`;
}

/** How many of the viewer's own secret posts carry `gram` in the searched fields. */
async function ownSecretPostings(
  db: Db,
  boardId: string,
  gram: string,
  mask: number,
  own: ReturnType<typeof ownSecretPosts>,
) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from "searchGrams" g where g."boardId" = ${boardId}
    and g.gram = ${gram} and (g.fields & ${mask}) <> 0 and g.secret = 1 and g."postId" in (${own})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Matches per block of `MATCH_BLOCK` post ids: the blocks holding any, ascending, and their counts. */
interface MatchBlocks {
  blocks: number[];
  counts: number[];
}

async function matchBlocks<DB, TB extends keyof DB>(hits: SelectQueryBuilder<DB, TB, object>): Promise<MatchBlocks> {
  const block = sql<number>`"g"."postId" / ${sql.lit(MATCH_BLOCK)}`;
  const rows = (await hits
    .select([block.as("block"), sql<number>`count(*)`.as("n")])
    .groupBy(block)
    .orderBy(block)
    .execute()) as unknown as { block: number; n: number }[];
  return { blocks: rows.map((row) => Number(row.block)), counts: rows.map((row) => Number(row.n)) };
}

/** The sum of two sets of block counts. */
function addBlocks(a: MatchBlocks, b: MatchBlocks): MatchBlocks {
  if (b.blocks.length === 0) return a;
  const sum = new Map<number, number>();
  for (const { blocks, counts } of [a, b]) {
    for (let i = 0; i < blocks.length; i++) sum.set(blocks[i]!, (sum.get(blocks[i]!) ?? 0) + counts[i]!);
  }
  const blocks = [...sum.keys()].sort((x, y) => x - y);
  return { blocks, counts: blocks.map((block) => sum.get(block) ?? 0) };
}

/**
 * Where the page at `offset` of matches counted per block (`order` of post ids) begins: "post ids ≤
 * bound (descending) or ≥ bound (ascending), then skip `skip` matches" (fewer than one block's).
 */
function blockStart({ blocks, counts }: MatchBlocks, order: "asc" | "desc", offset: number) {
  let before = 0;
  for (let k = 0; k < blocks.length; k++) {
    const i = order === "asc" ? k : blocks.length - 1 - k;
    const block = blocks[i]!;
    if (before + counts[i]! > offset) {
      return {
        bound: order === "desc" ? block * MATCH_BLOCK + MATCH_BLOCK - 1 : block * MATCH_BLOCK,
        skip: offset - before,
      };
    }
    before += counts[i]!;
  }
  // Past the end: an empty range.
  return { bound: order === "desc" ? -1 : ID_CEILING, skip: 0 };
}

async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  return Number((row as { total?: number } | undefined)?.total ?? 0);
}
