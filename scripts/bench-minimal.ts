/**
 * The yardstick of the scale benchmark (issue 15): a minimal Fastify server on the portal's database
 * that answers the same lists with plain keyset queries (no session, validation, permissions,
 * notices or masking): a board page after a cursor `(k, t, s)` = (sort key, thread id, path), a
 * search page of one or more words before a post id, and a post by id, each with the total where the portal has
 * one. Start: `node scripts/bench-minimal.ts` with PORT and DATA_DIR (SQLite) or DATABASE_URL.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";

const BOARD = "20210712101500000016";
const PAGE = 15;
const COLUMNS = `p."postId", p.number, p.title, p."authorName", p."createdAt", p."viewCount", p."commentCount", p.depth, p.secret`;
const KEYS: Record<string, string | null> = {
  number: null,
  createdAt: null,
  title: `p."threadTitle"`,
  author: `p."threadAuthor"`,
  viewCount: `p."threadViews"`,
};

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

function connect(): Query {
  if (process.env.DATABASE_URL) {
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (text, params) => {
      let i = 0;
      return (
        await pool.query(
          text.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows;
    };
  }
  const db = new SQLite(path.join(process.env.DATA_DIR ?? ".", "portal.db"), { readonly: true });
  return async (text, params) => db.prepare(text).all(...params) as Record<string, unknown>[];
}

const query = connect();
const app = Fastify();

/** The page at cursor (k, t, s) in `order` (the thread path always ascending), with the board's total. */
app.get<{ Querystring: { sort?: string; order?: string; k?: string; t?: string; s?: string } }>(
  "/list",
  async (request) => {
    const { sort = "number", order = "desc", k, t, s } = request.query;
    const key = KEYS[sort] ?? null;
    const op = order === "asc" ? ">" : "<";
    const dir = order === "asc" ? "asc" : "desc";
    const params: unknown[] = [BOARD];
    let after = "";
    if (t !== undefined && s !== undefined) {
      // Each disjunction carries a range bound first, so the index scan starts at the cursor.
      const thread = `p."threadId" ${op}= ? and (p."threadId" ${op} ? or p."sortPath" >= ?)`;
      params.push(Number(t), Number(t), s);
      after = key ? ` and ${key} ${op}= ? and (${key} ${op} ? or (${key} = ? and ${thread}))` : ` and ${thread}`;
      if (key) {
        const value = sort === "viewCount" ? Number(k) : k;
        params.splice(1, 0, value, value, value);
      }
    }
    const orderBy = `p."deletedAt", ${key ? `${key} ${dir}, ` : ""}p."threadId" ${dir}, p."sortPath" asc`;
    const [items, total] = await Promise.all([
      query(
        `select ${COLUMNS} from posts p where p."boardId" = ? and p."deletedAt" is null${after} order by ${orderBy} limit ${PAGE}`,
        params,
      ),
      query(`select "postCount" as total from boards where "boardId" = ?`, [BOARD]),
    ]);
    return { items, total: total[0]?.total };
  },
);

/**
 * A search page of `q`'s white-space words (each one gram of the index: up to four characters) in the
 * fields of mask `fields` (default 1, the title) on `boards` (comma-separated; default the scale
 * board), at or before post `before`: the first word's postings that every other word's postings also
 * hold. The total: one word's from the counters, several words' by counting the intersection.
 * 통합검색's bench (bench-search.ts) asks it for every field over the boards a visitor reads.
 */
app.get<{ Querystring: { q: string; before?: string; fields?: string; boards?: string } }>(
  "/search",
  async (request) => {
    const [first, ...others] = request.query.q.split(/\s+/).filter(Boolean);
    const { before } = request.query;
    const mask = Number(request.query.fields ?? 1);
    const boards = (request.query.boards ?? BOARD).split(",");
    const inBoards = `in (${boards.map(() => "?").join(", ")})`;
    const alsoIn = others
      .map(
        () => `and exists (select 1 from "searchGrams" x where x."boardId" = g."boardId" and x.gram = ?
      and x."postId" = g."postId" and (x.fields & ${mask}) <> 0)`,
      )
      .join(" ");
    const hits = `g."boardId" ${inBoards} and g.gram = ? and g.secret = 0 and (g.fields & ${mask}) <> 0 ${alsoIn}`;
    const params: unknown[] = [...boards, first, ...others];
    const [items, total] = await Promise.all([
      query(
        `select ${COLUMNS} from "searchGrams" g join posts p on p."postId" = g."postId"
       where ${hits}${before ? ` and g."postId" <= ?` : ""} order by g."postId" desc limit ${PAGE}`,
        before ? [...params, Number(before)] : params,
      ),
      others.length === 0
        ? query(
            `select sum(posts) as total from "searchGramCounts" where "boardId" ${inBoards} and gram = ? and secret = 0 and (fields & ${mask}) <> 0`,
            [...boards, first],
          )
        : query(`select count(*) as total from "searchGrams" g where ${hits}`, params),
    ]);
    return { items, total: Number(total[0]?.total ?? 0) };
  },
);

app.get<{ Params: { postId: string } }>("/post/:postId", async (request) => {
  const rows = await query(`select * from posts where "postId" = ?`, [Number(request.params.postId)]);
  return rows[0] ?? {};
});

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
