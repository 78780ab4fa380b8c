/**
 * The server's database rules that a reader of one file cannot see broken (docs/ARCHITECTURE.md
 * "Queries, transactions and dialects"): every transaction is `writeTransaction`, the database type
 * has one name (`Db`), SQL is written per dialect only in db/ and in queries modules, and the
 * administration room (admin/, operator/) writes its statements only in its queries modules.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "..");

/** The server's source files (tests and frozen migrations left out), as paths under src/. */
function sources(): string[] {
  return (fs.readdirSync(SERVER, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("db/migrations/"))
    .sort();
}

/** The files among `sources()` whose text matches `pattern`, but for those `allowed`. */
function offenders(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return sources().filter((file) => !allowed(file) && pattern.test(fs.readFileSync(path.join(SERVER, file), "utf8")));
}

describe("database rules of the server's sources", () => {
  it("reads the server's sources (a rule over no files proves nothing)", () => {
    expect(sources()).toEqual(expect.arrayContaining(["db/dialect.ts", "posts/queries.ts", "notes/service.ts"]));
  });

  it("opens every transaction through writeTransaction", () => {
    expect(offenders(/\.transaction\(\)/, (file) => file === "db/dialect.ts")).toEqual([]);
  });

  it("names the database type Db everywhere but in db/", () => {
    expect(offenders(/Kysely<Database>/, (file) => file.startsWith("db/"))).toEqual([]);
  });

  it("writes the administration room's statements only in its queries modules (issue 39 §1)", () => {
    const room = (file: string) => file.startsWith("admin/") || file.startsWith("operator/");
    const statement = /\.(selectFrom|updateTable|insertInto|deleteFrom)\(/;
    expect(offenders(statement, (file) => !room(file) || file.endsWith("queries.ts"))).toEqual([]);
  });

  it("branches on the dialect only in db/, queries modules and the post lists (and the start-up summary)", () => {
    const allowed = (file: string) =>
      file.startsWith("db/") || file.endsWith("queries.ts") || file.startsWith("posts/lists/") || file === "main.ts";
    expect(offenders(/dialect\s*[!=]==/, allowed)).toEqual([]);
  });
});
