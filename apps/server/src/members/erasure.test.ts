/**
 * Erased means unrecoverable (issue 43 §4; docs/operations.md "Erasure"), on both databases: after a
 * withdrawal and after a retention purge none of the member's values is left in the raw SQLite files
 * (portal.db and portal.db-wal) and PostgreSQL has vacuumed the tables; a copy of the database taken
 * before the withdrawal (what a restored backup holds) loses the member's data again when the erasure
 * ledger is re-applied to it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, type Member, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import type { AppContext } from "../context.ts";
import { openDatabase } from "../db/database.ts";
import { erasureSettled } from "../db/erasure.ts";
import { periodicTasks } from "../jobs/tasks.ts";
import { insertUser } from "../users/queries.ts";
import { readErasureLedger, reapplyErasures } from "./withdrawal.ts";

/** Personal values of the leaving member: unique markers searched for in the raw files. */
const LEAVING = {
  nameKo: "소멸확인 가나다",
  email: "erasure.marker.qz@example.kr",
  mobileNo: "010-4417-9930",
  telNo: "02-5518-2246",
};
/** Values only a purged record held: a searched e-mail in an old access record, an old mail's address. */
const PURGED = { searched: "purged.search.qx@example.kr", mailedTo: "purged.mail.qx@example.kr" };

/** The markers of `values` found in the SQLite files of `dir` (the database and its write-ahead log). */
function markersInFiles(dir: string, values: string[]): string[] {
  const files = ["portal.db", "portal.db-wal"].map((name) => path.join(dir, name)).filter((f) => fs.existsSync(f));
  const bytes = Buffer.concat(files.map((file) => fs.readFileSync(file)));
  return values.filter((value) => bytes.includes(Buffer.from(value, "utf8")));
}

/** When PostgreSQL last vacuumed `table` by hand (null: never); statistics arrive within a second or so. */
async function lastVacuum(ctx: AppContext, table: string): Promise<string | null> {
  const { rows } = await sql<{ at: string | null }>`select last_vacuum::text as at from pg_stat_user_tables
    where relname = ${table}`.execute(ctx.db);
  return rows[0]?.at ?? null;
}

describe.each(DIALECTS)("erasure that leaves nothing to recover on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let leaving: Member;
  const dataDir = () => env.ctx.config.dataDir;
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-erasure-copy-"));

  beforeAll(async () => {
    env = await startTestApp(dialect);
    admin = await env.member("A");
    leaving = await env.member("U");
    await env.ctx.db.updateTable("users").set(LEAVING).where("userId", "=", leaving.userId).execute();
    const boardId = await createBoard(admin, { name: "소멸 확인 게시판" });
    await writePost(leaving, boardId, { title: "탈퇴 전에 쓴 글" });
  });
  afterAll(async () => {
    await env.close();
    fs.rmSync(copyDir, { recursive: true, force: true });
  });

  it("leaves none of a withdrawn member's values in the database files", async () => {
    if (dialect === "sqlite") {
      // The copy a backup would hold, taken before the withdrawal.
      await sql`vacuum into ${sql.lit(path.join(copyDir, "portal.db"))}`.execute(env.ctx.db);
      await sql`pragma wal_checkpoint(truncate)`.execute(env.ctx.db);
      expect(markersInFiles(dataDir(), Object.values(LEAVING))).toEqual(Object.values(LEAVING));
    }
    const before = dialect === "postgres" ? await lastVacuum(env.ctx, "users") : null;
    const res = await leaving.post("/api/me/withdrawal", { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await erasureSettled(env.ctx.db);
    if (dialect === "sqlite") {
      expect(markersInFiles(dataDir(), Object.values(LEAVING))).toEqual([]);
      expect(fs.statSync(path.join(dataDir(), "portal.db-wal")).size).toBe(0);
    } else {
      await expect.poll(() => lastVacuum(env.ctx, "users"), { timeout: 5000 }).not.toBe(before);
    }
    const ledger = await readErasureLedger(env.ctx.db);
    expect(ledger).toEqual([{ userId: leaving.userId, erasedAt: expect.any(String), kind: "withdrawal" }]);
    expect(JSON.stringify(ledger)).not.toMatch(/erasure\.marker|소멸확인/);
  });

  it("leaves none of a purged record's values in the database files after the retention purges", async () => {
    const longAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
    await env.ctx.db
      .insertInto("privacyAccessLog")
      .values({
        at: longAgo,
        adminId: admin.userId,
        action: "member.list",
        filter: JSON.stringify({ q: PURGED.searched }),
        memberCount: 0,
        ip: null,
        userAgent: null,
      })
      .execute();
    await env.ctx.db
      .insertInto("jobs")
      .values({
        kind: "mail",
        payload: JSON.stringify({ to: PURGED.mailedTo, subject: "안내" }),
        runAt: longAgo,
        maxAttempts: 1,
        lockedBy: null,
        lockedUntil: null,
        doneAt: longAgo,
        failedAt: null,
        lastError: null,
        createdAt: longAgo,
      })
      .execute();
    if (dialect === "sqlite") expect(markersInFiles(dataDir(), Object.values(PURGED))).toEqual(Object.values(PURGED));
    const before = dialect === "postgres" ? await lastVacuum(env.ctx, "jobs") : null;
    const tasks = periodicTasks(env.ctx).filter((task) => ["privacy-access-purge", "job-purge"].includes(task.name));
    expect(tasks).toHaveLength(2);
    for (const task of tasks) expect(await task.run()).toBeGreaterThan(0);
    if (dialect === "sqlite") expect(markersInFiles(dataDir(), Object.values(PURGED))).toEqual([]);
    else await expect.poll(() => lastVacuum(env.ctx, "jobs"), { timeout: 5000 }).not.toBe(before);
    const left = await env.ctx.db.selectFrom("privacyAccessLog").select("filter").execute();
    expect(JSON.stringify(left)).not.toContain(PURGED.searched);
  });

  it("erases the member again in a copy taken before the withdrawal when the ledger is re-applied", async () => {
    const restored = await restoredCopy();
    try {
      const row = () =>
        restored.ctx.db.selectFrom("users").selectAll().where("userId", "=", leaving.userId).executeTakeFirstOrThrow();
      expect(await row()).toMatchObject({ ...LEAVING, withdrawnAt: null });
      const ledger = await readErasureLedger(env.ctx.db);
      expect(await reapplyErasures(restored.ctx, ledger)).toBe(1);
      const erased = await row();
      expect(erased.withdrawnAt).toBe(ledger[0]?.erasedAt);
      expect(JSON.stringify(erased)).not.toMatch(/erasure\.marker|소멸확인|4417-9930|5518-2246/);
      const posts = await restored.ctx.db
        .selectFrom("posts")
        .select("authorName")
        .where("authorId", "=", leaving.userId)
        .execute();
      expect(posts.map((p) => p.authorName)).toEqual(["탈퇴한 회원"]);
      if (dialect === "sqlite") expect(markersInFiles(copyDir, Object.values(LEAVING))).toEqual([]);
      // Applying it again changes nothing.
      expect(await reapplyErasures(restored.ctx, ledger)).toBe(0);
    } finally {
      await restored.close();
    }
  });

  /**
   * The database a restore would start from. SQLite: the file copied before the withdrawal. PostgreSQL
   * (no file to copy under a live pool): a second database holding the member as the live one held it.
   */
  async function restoredCopy(): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
    if (dialect === "sqlite") {
      const opened = await openDatabase({ databaseUrl: undefined, dataDir: copyDir });
      return { ctx: { ...env.ctx, db: opened.db, dialect: "sqlite" }, close: () => opened.db.destroy() };
    }
    const other = await startTestApp("postgres");
    const author = await other.member("A");
    await insertUser(other.ctx.db, { userId: leaving.userId, passwordHash: null, role: "U", nameKo: LEAVING.nameKo });
    await other.ctx.db.updateTable("users").set(LEAVING).where("userId", "=", leaving.userId).execute();
    const boardId = await createBoard(author, { name: "복원본 게시판" });
    const post = await writePost(author, boardId, { title: "복원본의 글" });
    await other.ctx.db
      .updateTable("posts")
      .set({ authorId: leaving.userId, authorName: LEAVING.nameKo })
      .where("postId", "=", post)
      .execute();
    return { ctx: other.ctx, close: () => other.close() };
  }
});
