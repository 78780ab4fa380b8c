/**
 * SQLite reads write short strings and integers into their SQL text (db/dialect.ts
 * `LiteralReadsCompiler`): every value must still select exactly what the bound value selects.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDialect } from "./dialect.ts";

interface Things {
  things: { id: number; name: string | number | null };
}

describe("SQLite reads with literal values", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dialect-"));
  let db: Kysely<Things>;
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
    db = new Kysely<Things>({ dialect: createDialect({ sqliteFile: path.join(dir, "portal.db") }).dialect });
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
    await db.destroy();
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
});
