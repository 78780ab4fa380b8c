/**
 * The indexed post search of 통합검색 (issue 42 §3; docs/search.md "Costs"): posts and FAQ entries of
 * a query whose words all fit one gram of the post index (up to `GRAM_MAX` characters), without a
 * period or writer filter, counted and paged from the index without reading every match.
 *
 * - **Totals**, per readable board: a board whose counters (`gramCounts`, kept per version of the
 *   board's index) lack a word has none (no statement at all — a board the reader may not read is never
 *   looked at, so a word found only there costs what a word found nowhere costs); one word without a
 *   phrase is the sum of its counters (restricted postings — secret or moderated posts — only for
 *   administrators); otherwise the intersection of the words' postings, confirmed on the text for a
 *   phrase, counted once per version of the board's index (`matchPageStart`). A member's own
 *   restricted posts (and the secret replies to their posts) are counted per request. Posts found by an
 *   attachment's name but not by their text are added by one statement (`attachmentOnlyCount`).
 * - **Pages** walk the relevance score's values from the highest (docs/search.md "Relevance"), each
 *   board's postings newest first (post id order), reading at most `offset + limit` rows of each value:
 *   a page of a common word reads about a page of rows, not every match.
 */
import { type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { containsText } from "../db/dialect.ts";
import type { Board, Database } from "../db/schema.ts";
import { gramCounts, matchPageStart } from "../posts/index.ts";
import { needsConfirming } from "../text/bigrams.ts";
import { attachmentOnlyCount, attachmentOnlyPage, type PageRequest, postScore, type Scope } from "./queries.ts";

type BoardRef = Pick<Board, "boardId" | "blocksVersion">;
type Postings = SelectQueryBuilder<Database & { g: Database["searchGrams"] }, "g", object>;

/** Whether `scope` is searched through the index (every word one gram; no period, no writer). */
export function indexedScope(scope: Scope): boolean {
  return scope.from === null && scope.author === null && scope.terms.words.every((w) => !needsConfirming(w));
}

/**
 * Which postings a statement takes: the unrestricted ones only (shared by visitors and members), all
 * (administrators), the member's own restricted ones, or what the member may read (both).
 */
type Restricted = "none" | "all" | "own" | "readable";

/**
 * The posts of board `boardId` that the member `userId` may open although restricted: their own secret
 * or moderated posts, and the secret replies (not moderated) to their posts (`readableBy`).
 */
function ownRestricted(userId: string, boardId: string) {
  return sql`select own."postId" from posts own where own."authorId" = ${userId} and own."boardId" = ${boardId}
      and (own.secret = 1 or own.moderation is not null)
    union all select r."postId" from posts mine join posts r on r."threadId" = mine."threadId" and r."parentId" = mine."postId"
      where mine."authorId" = ${userId} and mine."boardId" = ${boardId} and r.secret = 1 and r.moderation is null
      and r."authorId" <> ${userId}`;
}

/**
 * The postings (`g`, of the rarest word `driver`) of the posts of `boardId` holding every word (and
 * phrase), as `restricted` says.
 */
function postings(db: Db, scope: Scope, boardId: string, restricted: Restricted, driver: string): Postings {
  const { words, phrases } = scope.terms;
  let hits = db
    .selectFrom("searchGrams as g")
    .where("g.boardId", "=", boardId)
    .where("g.gram", "=", driver) as Postings;
  if (restricted === "none") hits = hits.where("g.secret", "=", 0);
  if (restricted === "own" || restricted === "readable") {
    const own = sql<SqlBool>`g."postId" in (${ownRestricted(scope.viewer.userId as string, boardId)})`;
    hits = hits.where(
      restricted === "own" ? sql<SqlBool>`(g.secret = 1 and ${own})` : sql<SqlBool>`(g.secret = 0 or ${own})`,
    );
  }
  for (const word of words) {
    if (word === driver) continue;
    hits = hits.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("searchGrams as x")
          .select("x.postId")
          .where("x.boardId", "=", boardId)
          .where("x.gram", "=", word)
          .whereRef("x.postId", "=", "g.postId"),
      ),
    );
  }
  if (phrases.length === 0) return hits;
  return hits.where(({ exists, selectFrom }) =>
    exists(
      selectFrom("posts as p")
        .select("p.postId")
        .whereRef("p.postId", "=", "g.postId")
        .where((eb) =>
          eb.and(
            phrases.map((ph) =>
              eb.or([
                containsText(scope.dialect, eb.ref("p.title"), ph),
                containsText(scope.dialect, eb.ref("p.bodyText"), ph),
              ]),
            ),
          ),
        ),
    ),
  ) as Postings;
}

/** The restricted postings the reader may read: all (administrators), their own (members), none (visitors). */
const restrictedOf = (scope: Scope): "all" | "own" | "none" =>
  scope.viewer.isAdmin ? "all" : scope.viewer.userId === null ? "none" : "own";

/** A board's counters for the words: whether it may hold a match, the driver (rarest word), a one-word total. */
async function boardCounters(db: Db, scope: Scope, board: BoardRef) {
  const { words } = scope.terms;
  const rows = await gramCounts(db, board, [...words].sort());
  const restricted = restrictedOf(scope);
  const posts = (word: string, anyRestricted: boolean) =>
    rows
      .filter((r) => r.gram === word && (r.secret === 0 || anyRestricted))
      .reduce((sum, r) => sum + Number(r.posts), 0);
  // A visitor never reads a restricted posting; a member only their own (counted per request).
  const possible = words.every((w) => posts(w, restricted !== "none") > 0);
  const driver = words.reduce((a, b) => (posts(a, true) <= posts(b, true) ? a : b));
  const titled = (word: string) => rows.some((r) => r.gram === word && (r.fields & 1) !== 0 && r.posts > 0);
  return { possible, driver, counted: posts(driver, restricted === "all"), titled: words.filter(titled).length };
}

/** The exact number of matching posts of `boards` the reader may open. */
export async function countIndexedPosts(db: Db, scope: Scope, boards: BoardRef[]): Promise<number> {
  const restricted = restrictedOf(scope);
  const { words, phrases } = scope.terms;
  const totals = await Promise.all(
    boards.map(async (board) => {
      const counters = await boardCounters(db, scope, board);
      if (!counters.possible) return 0;
      const shared = restricted === "all" ? "all" : "none";
      const own = restricted === "own" ? postings(db, scope, board.boardId, "own", counters.driver) : null;
      if (words.length === 1 && phrases.length === 0) {
        if (!own) return counters.counted;
        const row = await own.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
        return counters.counted + Number(row?.n ?? 0);
      }
      const { total } = await matchPageStart(db, {
        board,
        key: ["search42", shared, ...words, "", ...phrases].join("\u0000"),
        shared: () => postings(db, scope, board.boardId, shared, counters.driver),
        own,
        order: "desc",
        offset: 0,
      });
      return total;
    }),
  );
  const byFiles = await attachmentOnlyCount(
    db,
    scope,
    boards.map((b) => b.boardId),
  );
  return totals.reduce((a, b) => a + b, 0) + byFiles;
}

/**
 * The post ids of a page of matching posts of `boards`: by relevance, each value of the score from the
 * highest (odd values only for a query of several unquoted words), newest first (post id) within it;
 * newest first: one pass. Reads at most `offset + limit` rows per board and score value.
 */
export async function pageIndexedPosts(db: Db, scope: Scope, boards: BoardRef[], page: PageRequest): Promise<number[]> {
  const want = page.offset + page.limit;
  const restricted = restrictedOf(scope);
  const counted = await Promise.all(
    boards.map(async (board) => ({ board, ...(await boardCounters(db, scope, board)) })),
  );
  const open = counted.filter((b) => b.possible);
  const bonus = scope.terms.sequence ? 1 : 0;
  const titled = Math.max(0, ...open.map((b) => b.titled));
  const scores =
    page.sort === "newest"
      ? [null]
      : Array.from({ length: titled + 1 }, (_, i) => titled - i).flatMap((k) => (bonus ? [2 * k + 1, 2 * k] : [2 * k]));
  const found: number[] = [];
  for (const score of scores) {
    if (found.length >= want) break;
    const rows = await Promise.all(
      open.map(async ({ board, driver }) => {
        let hits = postings(db, scope, board.boardId, restricted === "own" ? "readable" : restricted, driver);
        if (score !== null) hits = hits.where(sql<SqlBool>`${postScore(scope, sql`g."postId"`)} = ${score}`);
        const ids = await hits
          .select("g.postId")
          .orderBy("g.postId", "desc")
          .limit(want - found.length)
          .execute();
        return ids.map((r) => Number(r.postId));
      }),
    );
    const byFiles = await attachmentOnlyPage(
      db,
      scope,
      boards.map((b) => b.boardId),
      score,
      want - found.length,
    );
    found.push(...[...rows.flat(), ...byFiles].sort((a, b) => b - a).slice(0, want - found.length));
  }
  return found.slice(page.offset, want);
}
