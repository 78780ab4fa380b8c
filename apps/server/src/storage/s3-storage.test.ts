/**
 * Uploaded files on an S3-compatible store (issue 15), against a real S3-protocol server running
 * locally (s3rver): streamed multipart writes, whole and ranged reads, deletion, and the portal's
 * upload and download through it.
 */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { pdf, png } from "../../test/media-fixtures.ts";
import { type LocalS3, startLocalS3 } from "../../test/s3.ts";
import { loadConfig } from "../config.ts";
import { createStorage } from "./select-storage.ts";

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error("no object");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("S3-compatible storage", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it("streams a 20 MiB upload in parts, reads it whole and by range, and deletes it", async () => {
    const storage = createStorage(loadConfig({ ...s3.env, DATA_DIR: "/tmp/portal-unused" }));
    const data = Buffer.alloc(20 * 1024 * 1024);
    for (let i = 0; i < data.length; i += 4096) data.writeUInt32BE(i, i);
    const chunks = Array.from({ length: 20 }, (_, i) => data.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const { key, size } = await storage.put(Readable.from(chunks));
    expect(size).toBe(data.length);
    expect(await storage.stat(key)).toEqual({ size: data.length });
    expect((await readAll(await storage.get(key))).equals(data)).toBe(true);
    const range = await readAll(await storage.get(key, { start: 9_000_000, end: 9_000_099 }));
    expect(range.equals(data.subarray(9_000_000, 9_000_100))).toBe(true);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it("keeps nothing of an upload whose stream fails", async () => {
    const storage = createStorage(loadConfig({ ...s3.env, DATA_DIR: "/tmp/portal-unused" }));
    const before = await s3.keys();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024);
        throw new Error("client went away");
      })(),
    );
    await expect(storage.put(failing)).rejects.toThrow("client went away");
    expect(await s3.keys()).toEqual(before);
  });

  describe.each(DIALECTS)("the portal on %s with S3_BUCKET", (dialect) => {
    let env: TestApp;
    beforeAll(async () => {
      env = await startTestApp(dialect, s3.env);
    });
    afterAll(() => env.close());

    it("stores an attachment and a re-encoded picture in the bucket and serves them from there", async () => {
      const admin = await env.member("A");
      const alice = await env.member("U");
      const board = await createBoard(admin, { name: "S3 자료실", maxAttachments: 5, maxAttachmentSize: 500_000 });
      const postId = await writePost(alice, board, { title: "버킷 저장 확인" });
      const file = pdf(2000);
      const up = await alice.upload(`/api/posts/${postId}/files`, [
        { name: "적재 계획서.pdf", data: file },
        { name: "창고.png", data: await png(64, 48) },
      ]);
      expect(up.status).toBe(201);
      const download = await (await env.client()).get(up.body.items[0].url);
      expect(download.status).toBe(200);
      expect(Buffer.from(download.body, "binary").length).toBeGreaterThan(0);
      const row = await env.ctx.db
        .selectFrom("files")
        .select(["storageKey", "size"])
        .where("originalName", "=", "적재 계획서.pdf")
        .executeTakeFirstOrThrow();
      expect(await env.ctx.storage.stat(row.storageKey)).toEqual({ size: file.length });
      expect(await s3.keys()).toContain(`uploads/${row.storageKey}`);
      const picture = await (await env.client()).get(up.body.items[1].url);
      expect(picture.status).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/png");
    });
  });
});
