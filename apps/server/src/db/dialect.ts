/**
 * The SQL dialects: SQLite through better-sqlite3 (WAL, foreign keys, busy timeout) or PostgreSQL
 * through pg, with their compilers and statement caches, and every dialect difference that several
 * queries share (auto ids, LIKE, locks, `writeTransaction`, error codes, triggers, the start-up lock).
 * A query written differently per dialect for its own plan branches in its queries module
 * (docs/ARCHITECTURE.md "Queries, transactions and dialects").
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  type KyselyPlugin,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryId,
  type RawBuilder,
  RawNode,
  type RootOperationNode,
  SelectQueryNode,
  SqliteDialect,
  SqliteQueryCompiler,
  sql,
  ValueNode,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DialectName = "sqlite" | "postgres";

/**
 * Builds the Kysely dialect for a PostgreSQL URL, or for a SQLite file when `databaseUrl` is undefined.
 * `statementTimeoutMs` (PostgreSQL; 0 or absent = none) bounds each statement of the pool's connections
 * (`statement_timeout`, waiting for locks included) and the wait for a free connection; past it the
 * statement fails with {@link isStatementTimeout}. SQLite cannot interrupt a statement (better-sqlite3
 * has neither `sqlite3_interrupt` nor a progress handler); it waits at most 5 s for the write lock.
 */
export function createDialect(options: {
  databaseUrl?: string;
  sqliteFile: string;
  poolSize?: number;
  statementTimeoutMs?: number;
}) {
  if (options.databaseUrl) {
    // pg returns BIGINT (count(*)) as text; the portal's counts fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const bound = options.statementTimeoutMs || undefined;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(bound ? { statement_timeout: bound, connectionTimeoutMillis: bound } : {}),
    });
    // An idle connection that the server closes (restart, failover) is dropped from the pool;
    // without a listener pg would crash the process. The next query opens a new connection.
    pool.on("error", (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    pool.on("connect", preparingQueries);
    return { name: "postgres" as DialectName, dialect: new LiteralLimitsDialect({ pool }), pool };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const database = new SQLite(options.sqliteFile);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  // Deleted and overwritten values are zeroed in their pages (erasure, issue 43 §4; db/erasure.ts).
  database.pragma("secure_delete = ON");
  // Gather planner statistics where they are missing or stale (cheap; SQLite's advice at open).
  database.pragma("optimize = 0x10002");
  return {
    name: "sqlite" as DialectName,
    dialect: new LiteralReadsDialect({ database: cachingStatements(database) }),
    pool: undefined,
  };
}

/**
 * PostgreSQL queries with their LIMIT and OFFSET written as numbers. With `limit $5` PostgreSQL
 * cannot cost a generic plan (it assumes a large share of the rows), so it planned every execution
 * of a prepared list query again (0.13–0.4 ms, against 0.02–0.06 ms to run it); with the numbers in the
 * text it keeps one generic plan. Only non-negative safe integers; everything else stays bound.
 */
class LiteralLimitsCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append("limit ");
    this.#count(node.limit);
  }

  protected override visitOffset(node: OffsetNode): void {
    this.append("offset ");
    this.#count(node.offset);
  }

  #count(node: OperationNode): void {
    if (ValueNode.is(node) && Number.isSafeInteger(node.value) && (node.value as number) >= 0) {
      this.append(String(node.value));
    } else {
      this.visitNode(node);
    }
  }
}

class LiteralLimitsDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitsCompiler();
  }
}

const PER_EXECUTION_MARK = "/* planned per execution */";

/**
 * Ends a query that PostgreSQL must plan for its own values, not with the one generic plan a prepared
 * statement switches to after five runs: a keyset page over a column whose values differ widely in how
 * many rows they match (a member with 10,000 of 100,000 notifications). The generic plan, costed for an
 * average member's 10 rows, read and sorted all 10,000 for a page of 21 (65 ms against 0.1 ms; issue 40 §3).
 * Use: `query.modifyEnd(plannedPerExecution)` on a select. The pool sends such a query unprepared. On
 * SQLite it is a read with literal values (`literalReads`): better-sqlite3's SQLite prepares a statement
 * with ORDER BY again each time a value compared with an indexed column is bound (the bell's page took
 * 200–250 µs bound against 60 µs from the statement cache with its values written in).
 */
export const plannedPerExecution = sql.raw(PER_EXECUTION_MARK);

/** Statements one PostgreSQL connection keeps prepared; past it the least recently used is deallocated. */
export const PREPARED_PER_CONNECTION = 1000;

/** What pg keeps per connection about the statements it has prepared there (not in its typings). */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string | undefined> };
}

/**
 * Makes a pool connection prepare each parameterised query once, under a name derived from its SQL
 * text, so PostgreSQL parses and plans it once per connection and then reuses the plan (planning a
 * list query took 0.3 ms against 0.05 ms to run it). The connection keeps at most
 * PREPARED_PER_CONNECTION statements: past it the least recently used one is deallocated on the
 * server (`DEALLOCATE`, answered before the new query is sent) and forgotten by pg, so its next use
 * prepares it again (a query ending in {@link plannedPerExecution} is never prepared). pg has no API to
 * forget a statement (node-postgres issue 1889), so its per-connection record `connection.parsedStatements`
 * is cleared by hand. Statements without
 * parameters (BEGIN, COMMIT, DDL) and callback-style calls stay as they are.
 */
function preparingQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const parsed = (client as unknown as ParsedStatements).connection.parsedStatements;
  // Names in order of use, the least recently used first.
  const names = new Set<string>();
  // Deallocates `name` on the server and in pg's record; resolves when done (never rejects).
  const evict = (name: string): Promise<void> => {
    names.delete(name);
    const text = parsed[name];
    delete parsed[name];
    // A DEALLOCATE refused (inside a transaction that already failed) leaves the statement prepared:
    // pg is told so again before the next query is sent.
    return (query(`deallocate "${name}"`) as Promise<unknown>).then(
      () => undefined,
      () => {
        if (text !== undefined) parsed[name] = text;
      },
    );
  };
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (
      typeof text === "string" &&
      Array.isArray(values) &&
      values.length > 0 &&
      callback === undefined &&
      !text.endsWith(PER_EXECUTION_MARK)
    ) {
      const name = statementName(text);
      const full = !names.delete(name) && names.size >= PREPARED_PER_CONNECTION;
      const evicted = full ? evict(names.values().next().value as string) : undefined;
      names.add(name);
      return evicted ? evicted.then(() => query({ name, text, values })) : query({ name, text, values });
    }
    return query(text, values, callback);
  }) as never;
}

/** Statement names by SQL text, shared by the pool's connections (hashing a text cost 3% of a list request). */
const statementNames = new Map<string, string>();

/** The prepared statement name of a SQL text: the start of its SHA-1. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q${createHash("sha1").update(text).digest("base64url").slice(0, 24)}`;
    statementNames.set(text, name);
    if (statementNames.size > PREPARED_PER_CONNECTION)
      statementNames.delete(statementNames.keys().next().value as string);
  }
  return name;
}

/** How many prepared statements a SQLite connection keeps (the portal's queries are a few hundred shapes). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * `database` whose `prepare` reuses the statement prepared for the same SQL text (least recently used
 * dropped past STATEMENT_CACHE_SIZE). Kysely prepares every query it runs, and compiling SQL was a fifth
 * of the CPU time of a post detail; a statement still being iterated (busy) is not shared.
 */
function cachingStatements(database: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = database.prepare(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  };
  return new Proxy(database, {
    get: (target, property, receiver) => (property === "prepare" ? prepare : Reflect.get(target, property, receiver)),
  });
}

/** Longest string a read writes into its SQL text instead of binding it. */
const LITERAL_MAX_LENGTH = 100;

/** Marks a query compiled by `literalReads`' instance (a key on the query's root node). */
const LITERAL_VALUES = Symbol("literalValues");

/** Marks each query's root node; the SQLite compiler writes the marked reads' values as literals. */
const literalValuesPlugin: KyselyPlugin = {
  transformQuery: ({ node }) => Object.assign({ [LITERAL_VALUES]: true }, node),
  transformResult: async ({ result }) => result,
};

const literalInstances = new WeakMap<object, object>();

/**
 * `db` (or a transaction) whose SQLite reads carry their plain values as literals in the SQL text
 * (`LiteralReadsCompiler`); a query opts in by running on it: `literalReads(db).selectFrom(…)` or
 * `sql\`…\`.execute(literalReads(db))`. For reads whose plan depends on their values (ORDER BY with
 * LIMIT, IN lists, ranges: lists, searches, pages), which SQLite otherwise prepares again on every
 * execution; a lookup by key gains nothing and would fill the statement cache with one text per value.
 * Writes run on it keep every value bound. PostgreSQL ignores the mark (one instance per `db`, kept).
 */
export function literalReads<DB>(db: Kysely<DB>): Kysely<DB> {
  let instance = literalInstances.get(db) as Kysely<DB> | undefined;
  if (!instance) {
    instance = db.withPlugin(literalValuesPlugin);
    literalInstances.set(db, instance);
  }
  return instance;
}

/**
 * SQLite reads opted in by `literalReads` with their plain values (short strings, safe integers)
 * written into the SQL text as literals, other values still bound. better-sqlite3's SQLite re-prepares
 * a statement with ORDER BY, LIMIT or IN whenever a parameter is bound again (its query planner may use
 * the values), so a cached statement saved nothing: a board page's id query took 47 µs bound against
 * 15 µs with literals, the pinned-notice query 291 against 11 (docs/boards.md "What one request
 * costs besides its rows"). With literals the statement cache (`cachingStatements`) hands back a
 * statement that runs at once. Integers are written as REAL (`5.0`), as better-sqlite3 binds every
 * JavaScript number, so comparisons and affinities stay as they were. Writes keep every value bound,
 * opted in or not.
 */
class LiteralReadsCompiler extends SqliteQueryCompiler {
  #reading = false;

  override compileQuery(node: RootOperationNode, queryId: QueryId) {
    this.#reading =
      (LITERAL_VALUES in node &&
        (SelectQueryNode.is(node) || (RawNode.is(node) && /^\s*select\s/i.test(node.sqlFragments[0] ?? "")))) ||
      (SelectQueryNode.is(node) && plannedForValues(node));
    return super.compileQuery(node, queryId);
  }

  protected override appendValue(value: unknown): void {
    if (this.#reading && typeof value === "string" && value.length <= LITERAL_MAX_LENGTH && safeText(value)) {
      this.append(`'${value.replaceAll("'", "''")}'`);
    } else if (this.#reading && typeof value === "number" && Number.isSafeInteger(value)) {
      this.append(value < 0 ? `(${value}.0)` : `${value}.0`);
    } else {
      super.appendValue(value);
    }
  }
}

/** Whether a select ends with {@link plannedPerExecution}. */
function plannedForValues(node: SelectQueryNode): boolean {
  return (
    node.endModifiers?.some(
      ({ rawModifier }) => rawModifier && RawNode.is(rawModifier) && rawModifier.sqlFragments[0] === PER_EXECUTION_MARK,
    ) ?? false
  );
}

/** Text SQLite reads back unchanged from a literal: well-formed UTF-16, no NUL. */
function safeText(value: string): boolean {
  return value.isWellFormed() && !value.includes("\0");
}

class LiteralReadsDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralReadsCompiler();
  }
}

/** Integer primary key that the database numbers itself. */
export function autoIdColumn(dialect: DialectName) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/** Case-insensitive LIKE: ILIKE on PostgreSQL, LIKE (ASCII case-insensitive) on SQLite. */
export function likeOperator(dialect: DialectName): "like" | "ilike" {
  return dialect === "postgres" ? "ilike" : "like";
}

/** Escapes %, _ and \ for a LIKE pattern used with `escapeClause`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `LIKE … ESCAPE '\'` comparison that behaves the same on both dialects. */
export function containsText(
  dialect: DialectName,
  column: Expression<string | null>,
  needle: string,
): RawBuilder<boolean> {
  const op = sql.raw(likeOperator(dialect));
  return sql<boolean>`${column} ${op} ${`%${escapeLike(needle)}%`} escape '\\'`;
}

/**
 * Runs `fn` in a write transaction that is safe across processes sharing one database: the server's
 * one way to open a transaction (`db.transaction()` is not used; db/rules.test.ts).
 * SQLite: `BEGIN IMMEDIATE` takes the database write lock up front (waiting up to the busy
 * timeout), so two processes never interleave their read-check-write; better-sqlite3 already runs
 * one statement at a time per process. PostgreSQL: an ordinary READ COMMITTED transaction; the
 * row lock taken by a conditional UPDATE re-checks its WHERE on the newest row version.
 */
export async function writeTransaction<DB, T>(
  db: Kysely<DB>,
  dialect: DialectName,
  fn: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (dialect === "postgres") return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/**
 * Holds member `userId`'s row lock until the transaction ends, so that one member's
 * count-then-insert (e.g. open reservations) runs one at a time. PostgreSQL: SELECT … FOR UPDATE;
 * SQLite: nothing to do, `writeTransaction`'s BEGIN IMMEDIATE already holds the write lock.
 */
export async function lockMember(trx: Kysely<Database>, dialect: DialectName, userId: string): Promise<void> {
  if (dialect === "postgres")
    await trx.selectFrom("users").select("userId").where("userId", "=", userId).forUpdate().execute();
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/** True when `error` is a unique-constraint violation (SQLITE_CONSTRAINT_UNIQUE / 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * True when `error` says the database gave up on a statement at its bound: cancelled by PostgreSQL's
 * statement_timeout (57014), no pool connection free within the bound (pg-pool's timeout), or SQLite's
 * write lock still held by another process after the busy timeout (SQLITE_BUSY).
 */
export function isStatementTimeout(error: unknown): boolean {
  const code = errorCode(error);
  if (code === "57014" || code === "SQLITE_BUSY") return true;
  return error instanceof Error && error.message === "timeout exceeded when trying to connect";
}

/** True when `error` is a CHECK-constraint violation (SQLITE_CONSTRAINT_CHECK / 23514). */
export function isCheckViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === "23514" || code === "SQLITE_CONSTRAINT_CHECK";
}

/**
 * Makes `table` append-only for UPDATE: a trigger refuses any change of an existing row (rows may
 * still be inserted, and deleted by the retention purge). SQLite uses RAISE(ABORT); PostgreSQL a
 * trigger function.
 */
export async function forbidUpdates(db: Kysely<unknown>, dialect: DialectName, table: string): Promise<void> {
  const name = sql.raw(`${table}_no_update`);
  const target = sql.table(table);
  if (dialect === "sqlite") {
    await sql`create trigger ${name} before update on ${target}
      begin select raise(abort, 'append-only table'); end`.execute(db);
    return;
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'append-only table'; end $$`.execute(db);
  await sql`create trigger ${name} before update on ${target} for each row execute function ${name}()`.execute(db);
}

/** Advisory lock id of start-up work (first administrator, seeds). */
const STARTUP_LOCK = 727_001;

/**
 * Runs `fn` while holding the start-up lock, so that app nodes starting together on one PostgreSQL
 * database do their one-time work (first administrator, seeds) one after the other: the second finds
 * it done. SQLite serves one node, so `fn` simply runs.
 */
export async function withStartupLock<DB>(
  db: Kysely<DB>,
  dialect: DialectName,
  fn: () => Promise<void>,
): Promise<void> {
  if (dialect !== "postgres") return fn();
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      await fn();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
