/**
 * Backups that restore (issue 43 §1; docs/operations.md "Backups"), on both databases: 1,000
 * acknowledged writes and their files survive a backup and a restore into a new folder; a backup
 * corrupted on purpose (truncated database copy, missing file) is reported failed with its reason and
 * never counts as the latest good one; two nodes on one database back up once; a member withdrawn after
 * the backup is erased again by the restore; the admin API and the metrics.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { createPgDatabase, DIALECTS, type Member, PASSWORD, startTestApp, type TestApp } from "../../test/harness.ts";
import { pdf } from "../../test/media-fixtures.ts";
import { startLocalS3 } from "../../test/s3.ts";
import { loadConfig } from "../config.ts";
import type { AppContext } from "../context.ts";
import { openDatabase } from "../db/database.ts";
import { startJobWorker } from "../jobs/worker.ts";
import { readErasureLedger } from "../members/withdrawal.ts";
import { restore } from "../restore.ts";
import { BACKUP_JOB, backupJobHandler, queueDailyBackup } from "./index.ts";
import type { BackupRow } from "./queries.ts";
import { backupHealth, findBackup } from "./queries.ts";
import { backupsToKeep, runBackup, verifyBackup } from "./service.ts";
import { targetOf } from "./target.ts";

const WRITES = 1000;
const silent = { error: () => undefined, warn: () => undefined };

describe.each(DIALECTS)("backups on %s", (dialect) => {
  let env: TestApp;
  let admin: Member;
  let alice: Member;
  let boardId: string;
  const scratch: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    env = await startTestApp(dialect, { POST_LIMIT: "100000", COMMENT_LIMIT: "100000", UPLOAD_LIMIT: "100000" });
    admin = await env.member("A", { nameKo: "관리자" });
    alice = await env.member("U", { nameKo: "이앨리" });
    boardId = await createBoard(admin, { name: "백업 검증 게시판" });
  });
  afterAll(async () => {
    for (const drop of scratch) await drop();
    await env.close();
  });

  /** Runs the queued backup jobs on a worker of `ctx` until backup `id` has finished; resolves with its row. */
  async function finished(ctx: AppContext, id: number) {
    const worker = startJobWorker(
      ctx.db,
      { [BACKUP_JOB]: backupJobHandler(ctx) },
      { nodeId: ctx.config.nodeId, pollMs: 50, log: silent },
    );
    try {
      for (;;) {
        const row = await findBackup(ctx.db, id);
        if (row && (row.status === "verified" || row.status === "failed")) return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await worker.stop();
    }
  }

  /** 지금 백업 through the API, run to its end. */
  async function backupNow() {
    const res = await admin.post("/api/admin/backups", {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return finished(env.ctx, res.body.id as number);
  }

  /** A new, empty restore target: a folder, and for PostgreSQL an empty database. */
  async function target(): Promise<{ dataDir: string; databaseUrl?: string }> {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-restore-")), "data");
    scratch.push(async () => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    if (dialect === "sqlite") return { dataDir };
    const pgDb = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
    scratch.push(pgDb.drop);
    return { dataDir, databaseUrl: pgDb.url };
  }

  it("restores 1,000 acknowledged writes and every file into a new folder", { timeout: 180_000 }, async () => {
    const postIds: number[] = [];
    const commentIds: number[] = [];
    const first = await writePost(alice, boardId, { title: "첨부 있는 글" });
    const upload = await alice.upload(`/api/posts/${first}/files`, [
      { name: "점검표.pdf", data: pdf(2048) },
      { name: "계약서.pdf", data: pdf(4096) },
    ]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    postIds.push(first);
    for (let batch = 0; postIds.length + commentIds.length < WRITES; batch += 1) {
      const writes = Array.from({ length: 20 }, async (_, i) => {
        if (i % 5 === 4) {
          const res = await alice.post(`/api/posts/${first}/comments`, { body: `댓글 ${batch}-${i}` });
          expect(res.status).toBe(201);
          commentIds.push(res.body.commentId ?? res.body.id);
        } else {
          postIds.push(await writePost(alice, boardId, { title: `백업 글 ${batch}-${i}` }));
        }
      });
      await Promise.all(writes);
    }
    const backup = await backupNow();
    expect(backup.reason).toBeNull();
    expect(backup).toMatchObject({ status: "verified", fileCount: 2 });

    const into = await target();
    const report = await restore({ location: backup.location ?? "", ...into, ledger: [] });
    expect(report).toMatchObject({ backupId: backup.id, files: 2, erasedAgain: 0 });
    const restored = await openDatabase({ databaseUrl: into.databaseUrl, dataDir: into.dataDir });
    try {
      const posts = await restored.db.selectFrom("posts").select("postId").where("postId", "in", postIds).execute();
      expect(posts).toHaveLength(postIds.length);
      const comments = await restored.db.selectFrom("comments").select("commentId").execute();
      expect(comments.map((c) => c.commentId)).toEqual(expect.arrayContaining(commentIds));
      const files = await restored.db
        .selectFrom("files")
        .select(["storageKey", "size"])
        .where("deletedAt", "is", null)
        .execute();
      expect(files).toHaveLength(2);
      for (const file of files) {
        const live = await env.ctx.storage.stat(file.storageKey);
        expect(fs.statSync(path.join(into.dataDir, "files", file.storageKey)).size).toBe(live?.size);
      }
    } finally {
      await restored.db.destroy();
    }
    // The restore refuses a folder that is not empty.
    await expect(restore({ location: backup.location ?? "", ...into, ledger: [] })).rejects.toThrow(/not empty/);
  });

  it("takes one consistent snapshot while posts are being written", { timeout: 120_000 }, async () => {
    let writing = true;
    const written: number[] = [];
    const writer = (async () => {
      while (writing) written.push(await writePost(alice, boardId, { title: `백업 중의 글 ${written.length}` }));
    })();
    while (written.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const backup = await backupNow();
    writing = false;
    await writer;
    // Counted and copied in one snapshot: the counts and checksums of the copy equal those read live.
    expect(backup.reason).toBeNull();
    expect(backup.status).toBe("verified");
  });

  it("reports a truncated copy and a missing file as failed, never as the latest good backup", {
    timeout: 120_000,
  }, async () => {
    const good = await backupNow();
    expect(good.status).toBe("verified");
    const latestGood = async () => (await backupHealth(env.ctx.db)).lastVerifiedAt;
    expect(await latestGood()).toBe(good.finishedAt);

    // A file the rows point to is missing from the storage: the backup fails and removes nothing.
    const [key] = (await env.ctx.db.selectFrom("files").select("storageKey").execute()).map((f) => f.storageKey);
    const live = path.join(env.ctx.config.filesDir, key ?? "");
    fs.renameSync(live, `${live}.aside`);
    const missing = await backupNow();
    fs.renameSync(`${live}.aside`, live);
    expect(missing).toMatchObject({
      status: "failed",
      reason: `file ${key}: the rows point to it but it is not in the backup (missing from storage?)`,
    });
    expect(await latestGood()).toBe(good.finishedAt);
    expect(fs.existsSync(good.location ?? "")).toBe(true);

    // A file deleted from the backup: verification fails; put back, it passes again.
    const shared = path.join(env.ctx.config.backups.dir, "files", key ?? "");
    const bytes = fs.readFileSync(shared);
    fs.rmSync(shared);
    expect(await verifyBackup(env.ctx, good.id)).toBe(false);
    expect((await findBackup(env.ctx.db, good.id))?.reason).toBe(`file ${key}: missing from the backup`);
    expect(await latestGood()).toBeNull();
    fs.writeFileSync(shared, bytes);
    expect(await verifyBackup(env.ctx, good.id)).toBe(true);

    // The database copy truncated: failed, not the latest good one, and the restore refuses it.
    const copy = path.join(good.location ?? "", dialect === "sqlite" ? "database.sqlite" : "database.pgdump");
    fs.truncateSync(copy, Math.floor(fs.statSync(copy).size / 2));
    expect(await verifyBackup(env.ctx, good.id)).toBe(false);
    expect((await findBackup(env.ctx.db, good.id))?.reason).toMatch(/^restore failed|^integrity_check/);
    expect(await latestGood()).toBeNull();
    await expect(restore({ location: good.location ?? "", ...(await target()), ledger: [] })).rejects.toThrow(
      /not a verified backup/,
    );
  });

  it("needs no program on SQLite, and says so when PostgreSQL's pg_dump is not installed", async () => {
    const searchPath = process.env.PATH;
    process.env.PATH = fs.mkdtempSync(path.join(os.tmpdir(), "portal-no-tools-"));
    let backup: BackupRow;
    try {
      backup = await backupNow();
    } finally {
      process.env.PATH = searchPath;
    }
    if (dialect === "sqlite") expect(backup).toMatchObject({ status: "verified", reason: null });
    else
      expect(backup).toMatchObject({
        status: "failed",
        reason:
          "backup failed: pg_dump is not installed on this node: install PostgreSQL's client programs (postgresql-client)",
      });
  });

  it("queues no daily backup with BACKUP_HOUR=off", async () => {
    const off: AppContext = {
      ...env.ctx,
      config: { ...env.ctx.config, backups: { ...env.ctx.config.backups, hour: null } },
    };
    expect(loadConfig({ BACKUP_HOUR: "off" }).backups.hour).toBeNull();
    const before = await env.ctx.db.selectFrom("backups").select("id").execute();
    expect(await queueDailyBackup(off, new Date("2026-11-28T23:00:00Z"))).toBeUndefined();
    expect(await env.ctx.db.selectFrom("backups").select("id").execute()).toEqual(before);
  });

  it("backs up once per day with two nodes on one database, also when a job runs twice", {
    timeout: 120_000,
  }, async () => {
    const config = { ...env.ctx.config, nodeId: "node-b", backups: { ...env.ctx.config.backups, hour: 0 } };
    const second = await openDatabase({ ...config, poolSize: 4 });
    const nodeA: AppContext = { ...env.ctx, config: { ...env.ctx.config, nodeId: "node-a", backups: config.backups } };
    const nodeB: AppContext = { ...env.ctx, db: second.db, config };
    try {
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => queueDailyBackup(i % 2 ? nodeA : nodeB)));
      const queued = ids.filter((id) => id !== undefined);
      expect(queued).toHaveLength(1);
      const id = queued[0] as number;
      const [a, b] = await Promise.all([finished(nodeA, id), finished(nodeB, id)]);
      expect(a.status).toBe("verified");
      expect(b.status).toBe("verified");
      // The job run again (a lease that expired mid-backup) finds its backup no longer queued.
      await runBackup(nodeB, id);
      const scheduled = await env.ctx.db.selectFrom("backups").selectAll().where("trigger", "=", "scheduled").execute();
      expect(scheduled).toHaveLength(1);
      const jobs = await env.ctx.db
        .selectFrom("jobs")
        .select("id")
        .where("kind", "=", BACKUP_JOB)
        .where("payload", "=", JSON.stringify({ backupId: id }))
        .execute();
      expect(jobs).toHaveLength(1);
      const folders = fs.readdirSync(env.ctx.config.backups.dir).filter((name) => name.startsWith(`backup-${id}-`));
      expect(folders).toHaveLength(1);
    } finally {
      await second.db.destroy();
    }
  });

  it("erases again on restore a member withdrawn after the backup", { timeout: 120_000 }, async () => {
    const leaving = await env.member("U", { nameKo: "Quixmark Zebulon" });
    await writePost(leaving, boardId, { title: "떠나는 회원의 글" });
    const backup = await backupNow();
    expect(backup.status).toBe("verified");
    const res = await leaving.post("/api/me/withdrawal", { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const into = await target();
    const report = await restore({
      location: backup.location ?? "",
      ...into,
      ledger: await readErasureLedger(env.ctx.db),
    });
    expect(report.erasedAgain).toBe(1);
    const restored = await openDatabase({ databaseUrl: into.databaseUrl, dataDir: into.dataDir });
    try {
      const user = await restored.db
        .selectFrom("users")
        .selectAll()
        .where("userId", "=", leaving.userId)
        .executeTakeFirstOrThrow();
      expect(user.withdrawnAt).not.toBeNull();
      const posts = await restored.db
        .selectFrom("posts")
        .select("authorName")
        .where("authorId", "=", leaving.userId)
        .execute();
      expect(JSON.stringify({ user, posts })).not.toContain("Quixmark");
      expect(JSON.stringify(user)).not.toContain(`${leaving.userId}@example.kr`);
    } finally {
      await restored.db.destroy();
    }
  });

  it("lists backups for administrators only, and exports the last verified time and failures", async () => {
    const list = await admin.get("/api/admin/backups");
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body).toMatchObject({ dailyHour: 3, lastVerifiedAt: expect.any(String) });
    expect((await alice.get("/api/admin/backups")).status).toBe(403);
    expect((await alice.post("/api/admin/backups", {})).status).toBe(403);
    const audit = await env.ctx.db
      .selectFrom("auditLog")
      .select("action")
      .where("action", "=", "backup.request")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    const metrics = String((await (await env.client("127.0.0.1")).get("/api/metrics")).body);
    const last = Number(/portal_backup_last_verified_timestamp_seconds (\d+(?:\.\d+)?)/.exec(metrics)?.[1]);
    expect(last).toBeGreaterThan(Date.now() / 1000 - 600);
    expect(metrics).toMatch(/portal_backup_failures [1-9]/);
  });
});

describe("backups of files in an S3-compatible bucket", () => {
  it("copies the bucket's objects into the backup, verifies them and restores them into the new folder", {
    timeout: 60_000,
  }, async () => {
    const s3 = await startLocalS3();
    const env = await startTestApp("sqlite", s3.env);
    try {
      const admin = await env.member("A");
      const boardId = await createBoard(admin, { name: "버킷 게시판" });
      const postId = await writePost(admin, boardId);
      expect((await admin.upload(`/api/posts/${postId}/files`, [{ name: "버킷.pdf", data: pdf(3000) }])).status).toBe(
        201,
      );
      expect(await s3.keys()).toHaveLength(1);
      const { storageKey: key } = await env.ctx.db.selectFrom("files").select("storageKey").executeTakeFirstOrThrow();
      const res = await admin.post("/api/admin/backups", {});
      await runBackup(env.ctx, res.body.id as number);
      const backup = await findBackup(env.ctx.db, res.body.id as number);
      expect(backup).toMatchObject({ status: "verified", fileCount: 1, reason: null });
      const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-restore-")), "data");
      expect((await restore({ location: backup?.location ?? "", dataDir, ledger: [] })).files).toBe(1);
      const stored = await env.ctx.storage.stat(key);
      expect(fs.statSync(path.join(dataDir, "files", key)).size).toBe(stored?.size);
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    } finally {
      await env.close();
      await s3.close();
    }
  });
});

describe.each(DIALECTS)("backups kept in an S3-compatible bucket on %s", (dialect) => {
  it("uploads each backup, verifies it from the bucket, restores it from its s3:// address and finds a truncated copy", {
    timeout: 120_000,
  }, async () => {
    const s3 = await startLocalS3("portal-backups");
    const bucketEnv = Object.fromEntries(Object.entries(s3.env).map(([name, value]) => [`BACKUP_${name}`, value]));
    const env = await startTestApp(dialect, { ...bucketEnv, BACKUP_S3_PREFIX: "nightly" });
    const cleanups: (() => Promise<void> | void)[] = [];
    try {
      const admin = await env.member("A");
      const boardId = await createBoard(admin, { name: "버킷 백업 게시판" });
      const postId = await writePost(admin, boardId);
      expect((await admin.upload(`/api/posts/${postId}/files`, [{ name: "백업.pdf", data: pdf(2000) }])).status).toBe(
        201,
      );
      const backupOnce = async () => {
        const res = await admin.post("/api/admin/backups", {});
        await runBackup(env.ctx, res.body.id as number);
        return (await findBackup(env.ctx.db, res.body.id as number)) as BackupRow;
      };
      const backup = await backupOnce();
      expect(backup).toMatchObject({ status: "verified", fileCount: 1, reason: null });
      expect(backup.location).toMatch(/^s3:\/\/portal-backups\/nightly\/backup-\d+-/);
      const name = (backup.location ?? "").split("/").pop();
      const copy = dialect === "sqlite" ? "database.sqlite" : "database.pgdump";
      const objects = await s3.keys();
      expect(objects).toEqual(
        expect.arrayContaining([
          `nightly/${name}/${copy}`,
          `nightly/${name}/manifest.json`,
          `nightly/${name}/verified`,
        ]),
      );
      expect(objects.filter((key) => key.startsWith("nightly/files/"))).toHaveLength(1);
      // Nothing stays in the local folder but the (empty) staging place.
      const local = fs.readdirSync(env.ctx.config.backups.dir).filter((entry) => entry !== ".staging");
      expect(local).toEqual([]);

      const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-restore-")), "data");
      cleanups.push(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (dialect === "postgres") {
        const pgDb = await createPgDatabase(process.env.TEST_DATABASE_URL ?? "");
        cleanups.push(pgDb.drop);
        databaseUrl = pgDb.url;
      }
      const report = await restore({
        location: backup.location ?? "",
        dataDir,
        databaseUrl,
        ledger: [],
        env: { ...process.env, ...bucketEnv },
      });
      expect(report).toMatchObject({ backupId: backup.id, files: 1 });
      expect(report.tables.posts).toBe(1);

      // The copy in the bucket truncated: verification (from the bucket) fails and the restore refuses it.
      const { target } = targetOf(env.ctx.config.backups, backup.location ?? "");
      const whole = Buffer.concat((await (await target.get(`${name}/${copy}`))?.toArray()) ?? []);
      await target.putStream(`${name}/${copy}`, Readable.from([whole.subarray(0, whole.length >> 1)]));
      expect(await verifyBackup(env.ctx, backup.id)).toBe(false);
      expect((await findBackup(env.ctx.db, backup.id))?.reason).toMatch(/^restore failed|^integrity_check/);
      expect(await s3.keys()).not.toContain(`nightly/${name}/verified`);

      // A newer verified backup lets the retention rule remove the failed one's objects from the bucket.
      const newer = await backupOnce();
      expect(newer.status).toBe("verified");
      expect((await s3.keys()).some((key) => key.startsWith(`nightly/${name}/`))).toBe(false);
    } finally {
      await env.close();
      await s3.close();
      for (const cleanup of cleanups) await cleanup();
    }
  });
});

describe("the retention rule", () => {
  const verifiedAt = (iso: string, id: number) =>
    ({ id, status: "verified", finishedAt: iso, createdAt: iso }) as BackupRow;
  it("keeps the newest backup of the last 7 days, 4 weeks and 12 months", () => {
    // One backup a day at 03:00 Seoul (18:00 UTC the day before) for 400 days, two on the newest day.
    const rows: BackupRow[] = [verifiedAt("2026-11-28T05:00:00.000Z", 1000)];
    for (let day = 0; day < 400; day += 1) {
      rows.push(verifiedAt(new Date(Date.UTC(2026, 10, 27, 18) - day * 86_400_000).toISOString(), 999 - day));
    }
    const keep = backupsToKeep(rows, { daily: 7, weekly: 4, monthly: 12 });
    const kept = rows.filter((row) => keep.has(row.id)).map((row) => row.finishedAt);
    // Days 28 … 22 November (Seoul); the newest of 28 Nov is the manual one.
    expect(kept.slice(0, 7)).toEqual([
      "2026-11-28T05:00:00.000Z",
      "2026-11-26T18:00:00.000Z",
      "2026-11-25T18:00:00.000Z",
      "2026-11-24T18:00:00.000Z",
      "2026-11-23T18:00:00.000Z",
      "2026-11-22T18:00:00.000Z",
      "2026-11-21T18:00:00.000Z",
    ]);
    // Weeks: Sunday 22 Nov ends ISO week 47 (its newest is 22 Nov), then 15 and 8 Nov; months: each month's last day.
    expect(kept).toContain("2026-11-14T18:00:00.000Z");
    expect(kept).toContain("2026-11-07T18:00:00.000Z");
    expect(kept).toContain("2026-10-30T18:00:00.000Z");
    expect(kept).toContain("2025-12-30T18:00:00.000Z");
    expect(kept).not.toContain("2025-11-29T18:00:00.000Z");
    expect(keep.size).toBe(7 + 2 + 11);
  });
});
