/**
 * The search list (DESIGN.md "search", issues 15 and 26): a board's posts whose searched fields hold
 * every white-space word of `q`, flat, leaving out secret posts and posts hidden by moderation (issue
 * 41: under review, hidden, 임시조치) the viewer cannot read: the index flags both (`secret`). It scans the
 * post index's posting lists (`searchGrams`); the counters and the page's start come from the index
 * (`gramCounts`, `gramPageStart`, `matchPageStart`). A word of up to `GRAM_MAX` characters is one
 * gram: its page is a slice of one posting list (index order = post id order) and its total a sum of
 * counters. Several words, or a longer one (its 4-character runs, confirmed with a LIKE), intersect
 * their posting lists from the rarest.
 */
import type { PostSearchField, PostSortField } from "@portal/contract";
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { containsText } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { needsConfirming, queryGrams, tokensOf } from "../../text/bigrams.ts";
import { gramCounts, gramPageStart, matchPageStart } from "../post-index/post-index.ts";
import type { ListRequest, ListStrategy } from "./list-strategy.ts";
import { pageRows } from "./rows.ts";

const FIELD_MASKS: Record<PostSearchField, number> = { title: 1, body: 2, author: 4, titleBody: 3 };

type GramEb = ExpressionBuilder<Database & { g: Database["searchGrams"] }, "g">;

/** `fields & mask <> 0`: the gram occurs in one of the searched fields. */
const inFields = (column: string, mask: number) => sql<SqlBool>`(${sql.ref(column)} & ${mask}) <> 0`;

const ID_ORDERED: ReadonlySet<PostSortField> = new Set(["number", "createdAt"]);
const SORT_COLUMNS = { title: "title", author: "authorName", viewCount: "viewCount" } as const;

/** The sort column of a search page's posts (`posts`' column; `postId` also breaks ties of the others). */
type SearchSortColumn = "postId" | (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];

/** Post ids at or below (`<=`, descending pages) or at or above (`>=`) a bound. */
interface PostIdBound {
  op: "<=" | ">=";
  bound: number;
}

/** Which secret postings a match list holds: none, all, only the viewer's own, or what the viewer may read. */
type Secrets = "none" | "all" | "own" | "readable";

/**
 * A page of a board search (`q` in `field`, default title) and the exact number of matches; the
 * page's ids and rows in one statement. Each white-space word must occur in one of the searched
 * fields. Secret and moderated posts are left out unless the viewer is an administrator or wrote them.
 */
export const searchList: ListStrategy = {
  async page({ db, dialect, board, query, viewer, withSummary }: ListRequest) {
    const found = await searchPage(db, { dialect, board, query, viewer });
    if (!found.page) return { rows: [], total: found.total };
    const dir = sql.raw(query.order);
    const order =
      found.sortColumn === "postId"
        ? sql`p."postId" ${dir}`
        : sql`p.${sql.ref(found.sortColumn)} ${dir}, p."postId" ${dir}`;
    return { rows: await pageRows(db, { page: found.page, order, withSummary }), total: found.total };
  },
};

/**
 * The query selecting a search page's post ids (`postId`, in the requested order, not yet run), the
 * column it sorts by, and the exact number of matches (`page` null when nothing can match).
 * Work, in the date and number sorts: a word of up to `GRAM_MAX` characters is one posting list,
 * read from the page's block (`gramPageStart`) with its total from counters; several words (or a
 * longer one) intersect their posting lists from the rarest, counted per block once per version of
 * the board's index (`matchPageStart`), so a page starts at its block and reads about one block of
 * the rarest list. Other sorts and filters count and sort every match.
 */
async function searchPage(
  db: Db,
  { dialect, board, query, viewer }: Pick<ListRequest, "dialect" | "board" | "query" | "viewer">,
): Promise<{ page: Expression<{ postId: number }> | null; sortColumn: SearchSortColumn; total: number }> {
  const { boardId } = board;
  const tokens = [...new Set(tokensOf(query.q ?? ""))];
  const mask = FIELD_MASKS[query.field ?? "title"];
  const grams = [...new Set(tokens.flatMap(queryGrams))].sort();
  const counts = await gramCounts(db, board, grams);
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

  /**
   * The matches' postings of the rarest gram (`g`) with `secrets`, from a post-id bound when `from` is
   * given. The bound is set on every gram's postings: PostgreSQL merge-joins them and would otherwise
   * read the other grams' postings from the end of their list down to the bound (45 ms on a deep page).
   */
  const matches = (secrets: Secrets, from?: PostIdBound) => {
    let hits = db
      .selectFrom("searchGrams as g")
      .where("g.boardId", "=", boardId)
      .where("g.gram", "=", driver)
      .where(inFields("g.fields", mask));
    if (from) hits = hits.where("g.postId", from.op, from.bound);
    if (secrets === "none") hits = hits.where("g.secret", "=", 0);
    if (secrets === "own") {
      const own = ownSecretPosts(viewer.userId as string, boardId);
      hits = hits.where("g.secret", "=", 1).where(sql<SqlBool>`${sql.ref("g.postId")} in (${own})`);
    }
    if (secrets === "readable" && !viewer.isAdmin) hits = hits.where((eb) => visible(eb, viewer.userId, boardId));
    for (const gram of grams) {
      if (gram === driver) continue;
      hits = hits.where(({ exists, selectFrom }) => {
        let also = selectFrom("searchGrams as x")
          .select("x.postId")
          .where("x.boardId", "=", boardId)
          .where("x.gram", "=", gram)
          .whereRef("x.postId", "=", "g.postId")
          .where(inFields("x.fields", mask));
        if (from) also = also.where("x.postId", from.op, from.bound);
        return exists(also);
      });
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
  /** The matches with `secrets` (from `from`), ready to page in post-id order (the posts joined only to confirm a word). */
  const idOrdered = (secrets: Secrets, from?: PostIdBound) =>
    (confirmed.length === 0 ? matches(secrets, from) : withPosts(matches(secrets, from))) as ReturnType<typeof matches>;

  if (ID_ORDERED.has(query.sort) && query.categoryId === undefined && query.topOnly !== true) {
    const offset = (query.page - 1) * query.pageSize;
    let total: number;
    let start: { bound: number; skip: number } | null;
    if (grams.length === 1 && confirmed.length === 0) {
      // One posting list: the total from counters (plus the member's own secret posts), a deep page from its block.
      const own = ownSecret ? ownSecretPosts(viewer.userId as string, boardId) : null;
      total = (publicCount.get(driver) ?? 0) + (own ? await ownSecretPostings(db, boardId, driver, mask, own) : 0);
      start = await gramPageStart(db, {
        board,
        gram: driver,
        mask,
        order: query.order,
        offset,
        allSecret: viewer.isAdmin,
        ownSecret: own,
      });
    } else {
      ({ total, start } = await matchPageStart(db, {
        board,
        key: [mask, viewer.isAdmin, ...grams, "", ...confirmed].join("\u0000"),
        shared: () => idOrdered(viewer.isAdmin ? "all" : "none"),
        own: ownSecret ? idOrdered("own") : null,
        order: query.order,
        offset,
      }));
    }
    const from = start ? ({ op: query.order === "desc" ? "<=" : ">=", bound: start.bound } as const) : undefined;
    const page = idOrdered("readable", from)
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

/** Not restricted, or a restricted post the viewer wrote (found from the viewer's few secret or moderated posts). */
function visible(eb: GramEb, userId: string | null, boardId: string) {
  if (userId === null) return eb("g.secret", "=", 0);
  return eb.or([eb("g.secret", "=", 0), sql<SqlBool>`${sql.ref("g.postId")} in (${ownSecretPosts(userId, boardId)})`]);
}

/** The viewer's restricted posts of a board: secret or hidden by moderation (a member has few). */
function ownSecretPosts(userId: string, boardId: string) {
  // Two index reads: posts_author_secret, and the partial index of moderated posts (migration 0037).
  return sql`select own."postId" from posts own where own."authorId" = ${userId} and own.secret = 1 and own."boardId" = ${boardId}
    union all select own."postId" from posts own where own."authorId" = ${userId} and own.moderation is not null
    and own.secret = 0 and own."boardId" = ${boardId}`;
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

async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst();
  return Number((row as { total?: number } | undefined)?.total ?? 0);
}
