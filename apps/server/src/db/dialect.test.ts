/**
 * SQLite reads opted in by `literalReads` (or planned per execution) write short strings and integers into
 * their SQL text (db/dialect.ts `LiteralReadsCompiler`): every value must still select exactly what the
 * bound value selects; any other query, and every write, keeps its values bound. PostgreSQL's connections
 * keep at most PREPARED_PER_CONNECTION named statements, the least recently used deallocated.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../test/harness.ts";
import { createDialect, literalReads, PREPARED_PER_CONNECTION, plannedPerExecution } from "./dialect.ts";

interface Things {
  things: { id: number; name: string | number | null };
}

describe("SQLite reads with literal values", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dialect-"));
  // The reads of these tests opt in; `bound` is the same database without the opt-in.
  let db: Kysely<Things>;
  let bound: Kysely<Things>;
  const names = [
    "it's",
    "a''b",
    "--",
    "?",
    "/* x */",
    "끝'); drop table things; --",
    "😀 물류",
    "back\\slash",
    "nul\u0000inside",
    "x".repeat(101),
  ];

  beforeAll(async () => {
    bound = new Kysely<Things>({ dialect: createDialect({ sqliteFile: path.join(dir, "portal.db") }).dialect });
    db = literalReads(bound);
    await sql`create table things (id integer primary key, name text)`.execute(db);
    for (const [i, name] of names.entries())
      await db
        .insertInto("things")
        .values({ id: i + 1, name })
        .execute();
    // A number stored in a text column (as bound: REAL, so '5.0').
    await db.insertInto("things").values({ id: -5, name: 5 }).execute();
  });
  afterAll(async () => {
    await bound.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("finds each tricky string as the bound value would, and leaves the table intact", async () => {
    for (const [i, name] of names.entries()) {
      const rows = await db.selectFrom("things").select("id").where("name", "=", name).execute();
      expect({ name, ids: rows.map((row) => row.id) }).toEqual({ name, ids: [i + 1] });
    }
    const count = await db
      .selectFrom("things")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(names.length + 1);
  });

  it("compares numbers, negative ones, lists, limits and offsets as bound numbers do", async () => {
    expect(await db.selectFrom("things").select("id").where("id", "=", -5).execute()).toEqual([{ id: -5 }]);
    expect(await db.selectFrom("things").select("id").where("name", "=", 5).execute()).toEqual([{ id: -5 }]);
    const listed = await db.selectFrom("things").select("id").where("id", "in", [3, -5, 99]).orderBy("id").execute();
    expect(listed.map((row) => row.id)).toEqual([-5, 3]);
    const paged = await db
      .selectFrom("things")
      .select("id")
      .where("id", ">", 0)
      .orderBy("id")
      .limit(2)
      .offset(3)
      .execute();
    expect(paged.map((row) => row.id)).toEqual([4, 5]);
    const computed = await db
      .selectFrom("things")
      .select((eb) => eb("id", "-", -2).as("shifted"))
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(computed.shifted).toBe(3);
  });

  it("writes literals only into the reads that opt in; writes stay bound", () => {
    const read = (on: Kysely<Things>) => on.selectFrom("things").select("id").where("name", "=", "물류").limit(5);
    expect(read(db).compile()).toMatchObject({
      sql: expect.stringContaining(`"name" = '물류' limit 5.0`),
      parameters: [],
    });
    expect(read(bound).compile()).toMatchObject({
      sql: expect.stringContaining(`"name" = ? limit ?`),
      parameters: ["물류", 5],
    });
    const text = (on: Kysely<Things>) => sql`select id from things where name = ${"물류"}`.compile(on);
    expect(text(db)).toMatchObject({ sql: "select id from things where name = '물류'", parameters: [] });
    expect(text(bound)).toMatchObject({ sql: "select id from things where name = ?", parameters: ["물류"] });
    const write = db.updateTable("things").set({ name: "x" }).where("id", "=", 1).compile();
    expect(write).toMatchObject({ parameters: ["x", 1] });
    expect(literalReads(bound)).toBe(db);
  });

  it("writes the values of a read planned per execution, opted in or not, and it selects the same rows", async () => {
    const page = (on: Kysely<Things>) =>
      on
        .selectFrom("things")
        .select("id")
        .where("id", "<", 5)
        .orderBy("id", "desc")
        .limit(2)
        .modifyEnd(plannedPerExecution);
    expect(page(bound).compile()).toMatchObject({
      sql: expect.stringContaining(`"id" < 5.0 order by "id" desc limit 2.0 /* planned per execution */`),
      parameters: [],
    });
    expect(await page(bound).execute()).toEqual([{ id: 4 }, { id: 3 }]);
  });
});

describe.each(DIALECTS.filter((dialect) => dialect === "postgres"))("prepared statements on %s", () => {
  let db: Kysely<unknown>;
  /** A distinct parameterised SQL text per `i`, answering `i + 1`. */
  const run = (on: Kysely<unknown>, i: number) =>
    sql<{ n: number }>`select ${sql.lit(i)}::int + ${1}::int as n`.execute(on).then((result) => result.rows[0]?.n);
  /** The SQL texts prepared on the (one) connection, read without parameters (not prepared itself). */
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );
  const textOf = (i: number) => `select ${i}::int + $1::int as n`;

  beforeAll(() => {
    const { dialect } = createDialect({ databaseUrl: process.env.TEST_DATABASE_URL, sqliteFile: "", poolSize: 1 });
    db = new Kysely<unknown>({ dialect });
  });
  afterAll(() => db.destroy());

  it("deallocates the least recently used past the cap, and every statement still answers", async () => {
    const cap = PREPARED_PER_CONNECTION;
    for (let i = 0; i < cap; i++) expect(await run(db, i)).toBe(i + 1);
    expect(await run(db, 0)).toBe(1); // now the most recently used
    for (let i = cap; i < cap + 50; i++) expect(await run(db, i)).toBe(i + 1);
    const kept = await prepared();
    expect(kept).toHaveLength(cap);
    expect(kept).toContain(textOf(0));
    expect(kept).toContain(textOf(cap + 49));
    for (let i = 1; i <= 50; i++) expect(kept).not.toContain(textOf(i));
    // Evicted ones are prepared again on their next use.
    for (let i = 1; i <= 50; i++) expect(await run(db, i)).toBe(i + 1);
    expect(await prepared()).toHaveLength(cap);
  });

  it("never prepares a query planned per execution, so PostgreSQL plans it for its values each time", async () => {
    const perExecution = (i: number) =>
      sql<{ n: number }>`select ${sql.lit(i)}::int + ${1}::int as n ${plannedPerExecution}`
        .execute(db)
        .then((result) => result.rows[0]?.n);
    for (let i = 0; i < 10; i++) expect(await perExecution(7000)).toBe(7001);
    expect((await prepared()).some((text) => text.startsWith("select 7000::int"))).toBe(false);
    expect(await run(db, 7000)).toBe(7001);
    expect(await prepared()).toContain(textOf(7000));
  });

  it("keeps working after an eviction inside a failed transaction", async () => {
    await db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await expect(sql`select 1 / ${0}::int`.execute(connection)).rejects.toThrow(/division by zero/);
      // A new text evicts one; its DEALLOCATE is refused like the statement itself.
      await expect(run(connection, 5000)).rejects.toThrow(/current transaction is aborted/);
      await sql`rollback`.execute(connection);
    });
    for (let i = 0; i < PREPARED_PER_CONNECTION + 50; i++) expect(await run(db, i)).toBe(i + 1);
    expect(await run(db, 5000)).toBe(5001);
    expect((await prepared()).length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION + 1);
  });
});
