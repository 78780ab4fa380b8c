/**
 * File benchmarks (part of `npm run bench`), against the real server on a fresh SQLite database.
 *
 * 1. Gallery at 10,000 posts: the club board (thumbnail gallery) gets GALLERY_POSTS posts, each
 *    with one attached picture. Eight real pictures are made and stored through the app's own
 *    upload pipeline (re-encoded, thumbnailed); the posts' file rows share them, so seeding stays
 *    quick. Loaded with autocannon, 50 connections: the gallery list (page 1 and a deep page, with
 *    the thumbnails' addresses) and a thumbnail itself. Requests per second and p99.
 * 2. Uploads of 128 MiB and then 1 GiB: an administrator uploads a video (an MP4 header, then
 *    filler) to a post through `POST /api/posts/{postId}/files`, as a streamed multipart request.
 *    The server's resident memory (VmRSS from /proc) is sampled every 50 ms: before, its peak
 *    during each upload and after. The upload must stay streamed: the peak of the 1 GiB upload may
 *    not be larger than the 128 MiB one's by anything like the 896 MiB between them.
 */

import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import autocannon from "autocannon";
import sharp from "sharp";
import { openDatabase } from "../apps/server/src/db/database.ts";
import type { NewPost } from "../apps/server/src/db/schema.ts";
import { type StoredUpload, storeUpload } from "../apps/server/src/files/upload.ts";
import { recountIndex } from "../apps/server/src/posts/post-index/post-index.ts";
import { seedFixedBoards } from "../apps/server/src/seed/boards.ts";
import { createLocalStorage } from "../apps/server/src/storage/storage.ts";
import { freePort, round, startServer, stopServer, waitForHealth, waitUntilIdle } from "./bench-server.ts";

const CLUB = "20210712101500000019";
const QNA = "20210712101500000016";
const GALLERY_POSTS = 10_000;
const PICTURES = 8;
const CONNECTIONS = 50;
const MiB = 1024 * 1024;
const UPLOAD_SIZES = [128 * MiB, 1024 * MiB];
const ADMIN_PASSWORD = "Bench1234!";

export interface FileEndpointResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface GalleryBenchResult {
  posts: number;
  seedSeconds: number;
  endpoints: FileEndpointResult[];
}

export interface UploadBenchResult {
  bytes: number;
  seconds: number;
  megabytesPerSecond: number;
  status: number;
  storedBytes: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssAfterMiB: number;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Eight 800×600 pictures through the upload pipeline (re-encoded, with thumbnails). */
async function makePictures(dataDir: string): Promise<StoredUpload[]> {
  const storage = createLocalStorage(path.join(dataDir, "files"));
  const pictures: StoredUpload[] = [];
  for (let i = 0; i < PICTURES; i++) {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 30 * i, g: 120, b: 255 - 25 * i } },
    })
      .jpeg()
      .toBuffer();
    pictures.push(
      await storeUpload(storage, Readable.from([jpeg]), `사진${i}.jpg`, {
        maxBytes: 10 * 1024 * 1024,
        kinds: ["image"],
      }),
    );
  }
  return pictures;
}

/** The club board with GALLERY_POSTS posts of one picture each, inserted straight into SQLite. */
async function seedGallery(dataDir: string): Promise<number> {
  const started = performance.now();
  const pictures = await makePictures(dataDir);
  const { db } = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await seedFixedBoards(db);
    const start = Date.parse("2024-01-01T00:00:00.000Z");
    const posts: NewPost[] = [];
    for (let postId = 1; postId <= GALLERY_POSTS; postId++) {
      const createdAt = new Date(start + postId * 15 * 60_000).toISOString();
      const title = `동호회 활동 사진 ${postId}`;
      posts.push({
        postId,
        boardId: CLUB,
        number: postId,
        title,
        threadTitle: title,
        threadAuthor: "benchuser",
        bodyHtml: `<p>${title}</p>`,
        bodyText: title,
        parentId: null,
        threadId: postId,
        depth: 0,
        sortPath: String(postId).padStart(10, "0"),
        authorId: "benchuser",
        authorName: "벤치회원",
        passwordHash: null,
        noticeStart: null,
        noticeEnd: null,
        categoryId: null,
        startAt: null,
        endAt: null,
        deletedAt: null,
        fileCount: 1,
        videoUrl: null,
        videoFileId: null,
        companyName: null,
        companyField: null,
        companyContact: null,
        companyHomepage: null,
        logoFileId: null,
        createdAt,
        createdBy: "benchuser",
        updatedAt: createdAt,
        updatedBy: "benchuser",
      });
    }
    for (const batch of chunks(posts, 2_000)) {
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(batch, 400)) await trx.insertInto("posts").values(rows).execute();
        const files = batch.map((post) => {
          const picture = pictures[post.postId! % PICTURES]!;
          return {
            ownerType: "post" as const,
            ownerId: post.postId!,
            boardId: null,
            role: "attachment" as const,
            seq: 1,
            kind: "image" as const,
            originalName: picture.originalName,
            storageKey: picture.storageKey,
            thumbKey: picture.thumbKey,
            size: picture.size,
            mime: picture.mime,
            ext: picture.ext,
            width: picture.width,
            height: picture.height,
            createdAt: post.createdAt,
            createdBy: "benchuser",
            deletedAt: null,
          };
        });
        for (const rows of chunks(files, 400)) await trx.insertInto("files").values(rows).execute();
      });
    }
    await db
      .updateTable("boards")
      .set({ postSeq: GALLERY_POSTS, postCount: GALLERY_POSTS, topPostCount: GALLERY_POSTS })
      .where("boardId", "=", CLUB)
      .execute();
    await recountIndex(db);
    // The upload benchmark's board: no board size, so the server's default (set by the run) applies.
    await db.updateTable("boards").set({ maxAttachmentSize: 0 }).where("boardId", "=", QNA).execute();
  } finally {
    await db.destroy();
  }
  return round((performance.now() - started) / 1000);
}

/** Loads GET `urlPath` for `seconds` with autocannon (after checking it answers 200). */
export async function load(
  baseUrl: string,
  name: string,
  urlPath: string,
  seconds: number,
): Promise<FileEndpointResult> {
  await waitUntilIdle(baseUrl);
  const check = await fetch(`${baseUrl}${urlPath}`);
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`GET ${urlPath} answered ${check.status}`);
  const result = await autocannon({ url: `${baseUrl}${urlPath}`, connections: CONNECTIONS, duration: seconds });
  const measured = {
    name,
    path: urlPath,
    requestsPerSecond: round(result.requests.average),
    latencyP99Ms: round(result.latency.p99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `  ${name}: ${measured.requestsPerSecond} req/s, p99 ${measured.latencyP99Ms} ms, non-2xx ${measured.non2xx}`,
  );
  return measured;
}

/** Resident memory of a process in MiB (VmRSS). */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024);
}

/** Logs in as the administrator; returns the cookie and CSRF token. */
async function adminSession(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const session = await fetch(`${baseUrl}/api/auth/session`);
  let cookie = (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
    body: JSON.stringify({ userId: "admin", password: ADMIN_PASSWORD, remember: false }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? cookie;
  const { csrfToken: csrf } = (await login.json()) as { csrfToken: string };
  return { cookie, csrf };
}

/** Streams a multipart request carrying one `bytes`-long MP4 to `urlPath`; resolves with the status and body. */
function streamUpload(
  baseUrl: string,
  urlPath: string,
  auth: { cookie: string; csrf: string },
  bytes: number,
): Promise<{ status: number; body: string }> {
  const boundary = "----portalbench7d3f";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="벤치 영상 1GB.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const ftyp = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  const url = new URL(urlPath, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + bytes + tail.length,
          cookie: auth.cookie,
          "x-csrf-token": auth.csrf,
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (chunk: Buffer) => parts.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
      },
    );
    request.on("error", reject);
    void (async () => {
      const block = Buffer.alloc(1024 * 1024, 7);
      request.write(head);
      let sent = 0;
      while (sent < bytes) {
        let chunk = block.subarray(0, Math.min(block.length, bytes - sent));
        if (sent === 0) chunk = Buffer.concat([ftyp, chunk.subarray(ftyp.length)]);
        sent += chunk.length;
        if (!request.write(chunk)) await once(request, "drain");
      }
      request.end(tail);
    })().catch(reject);
  });
}

/** The gallery measures; the server runs on the seeded folder and is stopped afterwards. */
export async function benchGallery(seconds: number): Promise<GalleryBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-files-"));
  try {
    console.log(`Seeding ${GALLERY_POSTS.toLocaleString("en")} gallery posts with pictures …`);
    const seedSeconds = await seedGallery(dataDir);
    console.log(`  seeded in ${seedSeconds} s`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startServer(dataDir, port);
    try {
      await waitForHealth(server, baseUrl);
      const list = `/api/boards/${CLUB}/posts`;
      const page1 = await (await fetch(`${baseUrl}${list}?page=1&pageSize=15&topOnly=true`)).json();
      const thumbnail = (page1 as { items: { thumbnailUrl: string | null }[] }).items[0]?.thumbnailUrl;
      if (!thumbnail) throw new Error("the gallery list sent no thumbnail");
      const endpoints = [
        await load(baseUrl, "gallery list with thumbnails, page 1", `${list}?page=1&pageSize=15&topOnly=true`, seconds),
        await load(
          baseUrl,
          "gallery list with thumbnails, page 500",
          `${list}?page=500&pageSize=15&topOnly=true`,
          seconds,
        ),
        await load(baseUrl, "thumbnail (webp 480×360)", thumbnail, seconds),
      ];
      return { posts: GALLERY_POSTS, seedSeconds, endpoints };
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The uploads (128 MiB, then 1 GiB) with the server's memory sampled throughout. */
export async function benchUpload(): Promise<UploadBenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-upload-"));
  try {
    const { db } = await openDatabase({ databaseUrl: undefined, dataDir });
    await seedFixedBoards(db);
    await db.updateTable("boards").set({ maxAttachmentSize: 0 }).where("boardId", "=", QNA).execute();
    await db.destroy();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const limit = String(Math.max(...UPLOAD_SIZES) + MiB);
    const server = startServer(dataDir, port, { UPLOAD_DEFAULT_FILE_BYTES: limit, UPLOAD_MAX_FILE_BYTES: limit });
    try {
      await waitForHealth(server, baseUrl);
      const auth = await adminSession(baseUrl);
      const results: UploadBenchResult[] = [];
      for (const bytes of UPLOAD_SIZES) {
        const created = await fetch(`${baseUrl}/api/boards/${QNA}/posts`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: auth.cookie, "x-csrf-token": auth.csrf },
          body: JSON.stringify({
            title: "대용량 업로드 측정",
            bodyHtml: "<p>영상</p>",
            secret: false,
            notice: false,
            bold: false,
          }),
        });
        const { postId } = (await created.json()) as { postId: number };
        const pid = server.pid ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const before = rssMiB(pid);
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMiB(pid));
        }, 50);
        const started = performance.now();
        const answer = await streamUpload(baseUrl, `/api/posts/${postId}/files`, auth, bytes);
        const seconds = round((performance.now() - started) / 1000);
        clearInterval(sampler);
        peak = Math.max(peak, rssMiB(pid));
        const after = rssMiB(pid);
        const storedBytes =
          answer.status === 201 ? ((JSON.parse(answer.body) as { items: { size: number }[] }).items[0]?.size ?? 0) : 0;
        const result = {
          bytes,
          seconds,
          megabytesPerSecond: round(bytes / MiB / seconds),
          status: answer.status,
          storedBytes,
          rssBeforeMiB: before,
          rssPeakMiB: peak,
          rssAfterMiB: after,
        };
        console.log(
          `  ${bytes / MiB} MiB upload: ${answer.status} in ${seconds} s (${result.megabytesPerSecond} MiB/s); server RSS ` +
            `${before} MiB before, peak ${peak} MiB, ${after} MiB after`,
        );
        if (answer.status !== 201) console.log(`  answer: ${answer.body.slice(0, 300)}`);
        results.push(result);
      }
      return results;
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Markdown lines of the file measures. */
export function fileTables(gallery: GalleryBenchResult | undefined, uploads: UploadBenchResult[]): string {
  const lines: string[] = [];
  if (gallery) {
    lines.push(
      `Gallery board with ${gallery.posts.toLocaleString("en")} posts, one picture each (seeded in ${gallery.seedSeconds} s); ${CONNECTIONS} connections.`,
      "",
      "| Measure | Requests/s | p99 latency (ms) | Non-2xx | Errors |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...gallery.endpoints.map(
        (r) => `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSecond} | ${r.latencyP99Ms} | ${r.non2xx} | ${r.errors} |`,
      ),
    );
  }
  if (uploads.length > 0) {
    lines.push(
      "",
      "| Upload (`POST /api/posts/{postId}/files`, streamed multipart) | Status | Seconds | MiB/s | Stored bytes | Server RSS before (MiB) | Peak (MiB) | After (MiB) |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...uploads.map(
        (u) =>
          `| ${u.bytes / MiB} MiB | ${u.status} | ${u.seconds} | ${u.megabytesPerSecond} | ${u.storedBytes} | ${u.rssBeforeMiB} | ${u.rssPeakMiB} | ${u.rssAfterMiB} |`,
      ),
    );
  }
  return lines.join("\n");
}
