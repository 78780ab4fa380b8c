/**
 * Attachments through the HTTP API on each database: every limit and refusal (count, size,
 * content), who may upload, delete and download, the download headers (Korean names, nosniff,
 * inline only for pictures and videos), EXIF stripping, thumbnails, editor drafts, and that a
 * refused upload leaves nothing behind (no row, no stored object).
 */
import fs from "node:fs";
import path from "node:path";
import { fixedBoard, t } from "@portal/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, updateBoard, writePost } from "../../test/admin-fixtures.ts";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { htmlPage, jpegWithExif, mp4, pdf, png, svgWithScript } from "../../test/media-fixtures.ts";
import { purgeDrafts } from "./service.ts";

const schedule = fixedBoard("schedule").boardId;

/** Every stored object under the files folder (the partial-upload folder must stay empty too). */
function storedObjects(env: TestApp): string[] {
  const root = env.ctx.config.filesDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((entry) => path.join(root, entry))
    .filter((file) => fs.statSync(file).isFile());
}

async function fileRows(env: TestApp): Promise<number> {
  const row = await env.ctx.db
    .selectFrom("files")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("deletedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DIALECTS)("attachments on %s", (dialect) => {
  let env: TestApp;
  let admin: Client;
  let alice: Client & { userId: string };
  let bob: Client & { userId: string };
  let visitor: Client;
  let board: string;

  beforeAll(async () => {
    env = await startTestApp(dialect);
    ({ admin, alice, bob, visitor } = await env.cast());
    board = await createBoard(admin, { name: "장비 자료실", maxAttachments: 10, maxAttachmentSize: 200_000 });
  });
  afterAll(() => env.close());

  /** Nothing changes in rows and stored objects while `action` runs. */
  async function expectNothingKept(action: () => Promise<void>) {
    const rows = await fileRows(env);
    const objects = storedObjects(env).length;
    await action();
    expect(await fileRows(env)).toBe(rows);
    expect(storedObjects(env)).toHaveLength(objects);
  }

  it("re-encodes a photo with its EXIF orientation applied and every metadata block removed, with a thumbnail", async () => {
    const postId = await writePost(alice, board, { title: "현장 사진" });
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await alice.upload(`/api/posts/${postId}/files`, [
      { name: "현장 사진.jpg", data: original, type: "image/jpeg" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [file] = res.body.items;
    expect(file).toMatchObject({ kind: "image", mime: "image/jpeg", originalName: "현장 사진.jpg", seq: 1 });
    // Orientation 6 is a quarter turn: 40×20 becomes 20×40.
    expect([file.width, file.height]).toEqual([20, 40]);
    const download = await env.app.inject({ url: file.url });
    expect(download.statusCode).toBe(200);
    const meta = await sharp(download.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from("PortalTestCam"))).toBe(false);
    expect(download.headers["content-disposition"]).toContain("inline;");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    const thumb = await env.app.inject({ url: file.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 360]);
  });

  it("downloads under the original Korean name (RFC 6266 filename*) as an attachment with nosniff", async () => {
    const postId = await writePost(alice, board, { title: "점검표 공유" });
    const name = "물류센터 점검표(2026).pdf";
    const up = await alice.upload(`/api/posts/${postId}/files`, [{ name, data: pdf(100) }]);
    expect(up.status).toBe(201);
    const res = await visitor.get(up.body.items[0].url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const disposition = String(res.headers["content-disposition"]);
    expect(disposition.startsWith("attachment;")).toBe(true);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(disposition).toMatch(/filename="_+ _+\(2026\)\.pdf"/);
    expect(String(res.headers["content-security-policy"])).toContain("sandbox");
    // A picture can be forced to download too.
    const list = await visitor.get(`/api/posts/${postId}/files`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ originalName: name, ext: "pdf", kind: "file" });
  });

  it("refuses the 11th file of a post with a Korean message and keeps nothing of it", async () => {
    const postId = await writePost(alice, board, { title: "파일 열 개" });
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `자료${i + 1}.pdf`, data: pdf(i) }));
    const res = await alice.upload(`/api/posts/${postId}/files`, ten);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.items.map((f: { seq: number }) => f.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expectNothingKept(async () => {
      const eleventh = await alice.upload(`/api/posts/${postId}/files`, [{ name: "자료11.pdf", data: pdf() }]);
      expect(eleventh.status).toBe(409);
      expect(eleventh.body).toMatchObject({ code: "TOO_MANY_FILES", detail: t("attachmentTooMany", { count: 10 }) });
    });
    // The detail lists them as the post's file list does, in FILE_SN order.
    const post = await alice.get(`/api/posts/${postId}`);
    expect(post.body.files.map((f: { originalName: string }) => f.originalName)).toEqual(ten.map((f) => f.name));
    expect(post.body.files).toEqual((await visitor.get(`/api/posts/${postId}/files`)).body.items);
  });

  it("refuses eleven files in one request, and keeps none of them", async () => {
    const postId = await writePost(alice, board, { title: "한 번에 열한 개" });
    await expectNothingKept(async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `묶음${i}.pdf`, data: pdf(i) }));
      const res = await alice.upload(`/api/posts/${postId}/files`, eleven);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("TOO_MANY_FILES");
    });
  });

  it("holds the board's count under concurrent uploads", async () => {
    const small = await createBoard(admin, { name: "세 개까지", maxAttachments: 3 });
    const postId = await writePost(alice, small, { title: "동시 업로드" });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        alice.upload(`/api/posts/${postId}/files`, [{ name: `동시${i}.pdf`, data: pdf(i) }]),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const post = await env.ctx.db
      .selectFrom("posts")
      .select("fileCount")
      .where("postId", "=", postId)
      .executeTakeFirstOrThrow();
    expect(post.fileCount).toBe(3);
    expect((await alice.get(`/api/posts/${postId}/files`)).body.items).toHaveLength(3);
  });

  it("refuses a file over the board's size limit (413) and leaves no partial file", async () => {
    const postId = await writePost(alice, board, { title: "큰 파일" });
    await expectNothingKept(async () => {
      const res = await alice.upload(`/api/posts/${postId}/files`, [{ name: "큰 자료.pdf", data: pdf(300_000) }]);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        code: "FILE_TOO_LARGE",
        detail: t("attachmentTooLarge", { size: "195.31KB" }),
      });
    });
  });

  it("refuses an .html renamed .jpg and an SVG with a script by their content (415)", async () => {
    const postId = await writePost(alice, board, { title: "수상한 파일" });
    await expectNothingKept(async () => {
      for (const [name, data] of [
        ["사진.jpg", htmlPage],
        ["page.html", htmlPage],
        ["logo.svg", svgWithScript],
        ["logo.png", svgWithScript],
        ["메모.txt", htmlPage],
        ["run.exe", Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1")],
      ] as const) {
        const res = await alice.upload(`/api/posts/${postId}/files`, [{ name, data, type: "image/jpeg" }]);
        expect(res.status, name).toBe(415);
        expect(res.body, name).toMatchObject({ code: "FILE_TYPE_NOT_ALLOWED", detail: t("attachmentTypeNotAllowed") });
      }
    });
    const text = await alice.upload(`/api/posts/${postId}/files`, [
      { name: "메모.txt", data: "지게차 점검 메모입니다." },
    ]);
    expect(text.status).toBe(201);
    const served = await alice.get(text.body.items[0].url);
    expect(served.headers["content-type"]).toBe("text/plain");
    expect(String(served.headers["content-disposition"])).toMatch(/^attachment;/);
  });

  it("lets only the author (or an administrator) upload and delete, and refuses visitors", async () => {
    const postId = await writePost(alice, board, { title: "남의 글" });
    await expectNothingKept(async () => {
      const other = await bob.upload(`/api/posts/${postId}/files`, [{ name: "끼워넣기.pdf", data: pdf() }]);
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ code: "NOT_OWN_POST_EDIT", detail: t("onlyOwnEdit") });
      const anon = await visitor.upload(`/api/posts/${postId}/files`, [{ name: "방문자.pdf", data: pdf() }]);
      expect(anon.status).toBe(401);
      const noCsrf = await alice.request("POST", `/api/posts/${postId}/files`, {
        body: "x",
        csrf: false,
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(noCsrf.status).toBe(403);
    });
    const up = await alice.upload(`/api/posts/${postId}/files`, [
      { name: "첫째.pdf", data: pdf() },
      { name: "둘째.pdf", data: pdf(1) },
    ]);
    const [first, second] = up.body.items;
    const refused = await bob.delete(`/api/posts/${postId}/files/${first.fileId}`);
    expect(refused.status).toBe(403);
    const byAdmin = await admin.delete(`/api/posts/${postId}/files/${second.fileId}`);
    expect(byAdmin.status).toBe(200);
    const objects = storedObjects(env).length;
    const own = await alice.delete(`/api/posts/${postId}/files/${first.fileId}`);
    expect(own.status).toBe(200);
    expect(storedObjects(env)).toHaveLength(objects - 1);
    expect((await alice.delete(`/api/posts/${postId}/files/${first.fileId}`)).status).toBe(404);
    expect((await visitor.get(first.url)).status).toBe(404);
    const post = await alice.get(`/api/posts/${postId}`);
    expect(post.body.files).toEqual([]);
    const row = await env.ctx.db
      .selectFrom("posts")
      .select("fileCount")
      .where("postId", "=", postId)
      .executeTakeFirstOrThrow();
    expect(row.fileCount).toBe(0);
  });

  it("asks for the post password before changing a protected post's files", async () => {
    const postId = await writePost(alice, board, { title: "비밀번호 글", password: "잠금1234" });
    const without = await alice.upload(`/api/posts/${postId}/files`, [{ name: "a.pdf", data: pdf() }]);
    expect(without.status).toBe(403);
    expect(without.body.code).toBe("POST_PASSWORD_REQUIRED");
    const wrong = await alice.upload(`/api/posts/${postId}/files`, [{ name: "a.pdf", data: pdf() }], {
      "x-post-password": encodeURIComponent("틀림"),
    });
    expect(wrong.body.code).toBe("POST_PASSWORD_WRONG");
    const right = await alice.upload(`/api/posts/${postId}/files`, [{ name: "a.pdf", data: pdf() }], {
      "x-post-password": encodeURIComponent("잠금1234"),
    });
    expect(right.status).toBe(201);
  });

  it("no longer serves the files of a deleted post, nor a secret post's files to others", async () => {
    const postId = await writePost(alice, board, { title: "지울 글" });
    const up = await alice.upload(`/api/posts/${postId}/files`, [{ name: "사진.png", data: await png() }]);
    const file = up.body.items[0];
    expect((await visitor.get(file.url)).status).toBe(200);
    expect((await alice.delete(`/api/posts/${postId}`)).status).toBe(200);
    for (const url of [file.url, file.thumbnailUrl, `/api/files/${file.fileId}?download=1`]) {
      const res = await alice.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.detail).toBe(t("fileNotFound"));
    }
    const secretId = await writePost(alice, board, { title: "비밀 자료", secret: true });
    const secret = await alice.upload(`/api/posts/${secretId}/files`, [{ name: "비밀.pdf", data: pdf() }]);
    expect((await bob.get(secret.body.items[0].url)).status).toBe(404);
    expect((await visitor.get(`/api/posts/${secretId}/files`)).status).toBe(403);
    expect((await alice.get(secret.body.items[0].url)).status).toBe(200);
    expect((await admin.get(secret.body.items[0].url)).status).toBe(200);
  });

  it("refuses attachments on calendar boards and boards with attachments off", async () => {
    const event = await admin.post(`/api/boards/${schedule}/posts`, {
      title: "실증센터 설명회",
      bodyHtml: "<p>설명회</p>",
      secret: false,
      notice: false,
      bold: false,
    });
    const onCalendar = await admin.upload(`/api/posts/${event.body.postId}/files`, [{ name: "a.pdf", data: pdf() }]);
    expect(onCalendar.status).toBe(403);
    expect(onCalendar.body).toMatchObject({ code: "ATTACHMENTS_NOT_ALLOWED", detail: t("attachmentNotAllowed") });
    const off = await createBoard(admin, { name: "첨부 없음", attachmentsAllowed: false });
    const postId = await writePost(alice, off);
    const res = await alice.upload(`/api/posts/${postId}/files`, [{ name: "a.pdf", data: pdf() }]);
    expect(res.status).toBe(403);
    await updateBoard(admin, off, { attachmentsAllowed: true, maxAttachments: 0 });
    expect((await alice.upload(`/api/posts/${postId}/files`, [{ name: "a.pdf", data: pdf() }])).status).toBe(403);
  });

  it("serves byte ranges of a video (seeking) and shows videos inline", async () => {
    const postId = await writePost(alice, board, { title: "시연 영상" });
    const up = await alice.upload(`/api/posts/${postId}/files`, [{ name: "시연.mp4", data: mp4(5000) }]);
    expect(up.body.items[0]).toMatchObject({ kind: "video", mime: "video/mp4", thumbnailUrl: null });
    const res = await env.app.inject({ url: up.body.items[0].url, headers: { range: "bytes=100-199" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe("bytes 100-199/5000");
    expect(res.rawPayload).toHaveLength(100);
    expect(String(res.headers["content-disposition"])).toMatch(/^inline;/);
    const bad = await env.app.inject({ url: up.body.items[0].url, headers: { range: "bytes=9000-" } });
    expect(bad.statusCode).toBe(416);
    const forced = await env.app.inject({ url: `${up.body.items[0].url}?download=1` });
    expect(String(forced.headers["content-disposition"])).toMatch(/^attachment;/);
  });

  it("keeps editor pictures private until the post is saved, then serves them with the post", async () => {
    const draft = await alice.upload(`/api/boards/${board}/media?purpose=body`, [
      { name: "본문 사진.png", data: await png() },
    ]);
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await bob.get(draft.body.url)).status).toBe(404);
    expect((await alice.get(draft.body.url)).status).toBe(200);
    const pdfDraft = await alice.upload(`/api/boards/${board}/media?purpose=body`, [{ name: "문서.pdf", data: pdf() }]);
    expect(pdfDraft.status).toBe(415);
    expect(pdfDraft.body.detail).toBe(t("mediaOnlyImageVideo"));
    expect((await visitor.upload(`/api/boards/${board}/media`, [{ name: "a.png", data: await png() }])).status).toBe(
      401,
    );

    const postId = await writePost(alice, board, {
      title: "본문 사진 글",
      bodyHtml: `<p>사진</p><img src="${draft.body.url}" alt="현장">`,
    });
    expect((await bob.get(draft.body.url)).status).toBe(200);
    // The picture carries the size stored at its upload (issue 38 §2: nothing shifts while it loads).
    expect((await bob.get(`/api/posts/${postId}`)).body.bodyHtml).toContain(
      `<img width="64" height="48" src="${draft.body.url}" alt="현장" />`,
    );
    // Bob cannot take Alice's draft, nor her post's picture, into his own post.
    const otherDraft = await alice.upload(`/api/boards/${board}/media?purpose=body`, [
      { name: "b.png", data: await png() },
    ]);
    const bobs = await writePost(bob, board, { bodyHtml: `<p>가져가기</p><img src="${otherDraft.body.url}">` });
    expect((await bob.get(`/api/posts/${bobs}`)).body.bodyHtml).not.toContain("width=");
    expect((await bob.get(otherDraft.body.url)).status).toBe(404);
    const row = await env.ctx.db
      .selectFrom("files")
      .select(["ownerType", "ownerId"])
      .where("fileId", "=", otherDraft.body.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerType: "draft", ownerId: null });
    expect(bobs).toBeGreaterThan(0);

    // Taking the picture out of the body removes the file.
    const edit = await alice.put(`/api/posts/${postId}`, {
      title: "본문 사진 글",
      bodyHtml: "<p>사진을 뺐습니다.</p>",
      secret: false,
      notice: false,
      bold: false,
    });
    expect(edit.status).toBe(200);
    expect((await alice.get(draft.body.url)).status).toBe(404);
  });

  it("removes drafts nobody saved within a day, rows and stored objects", async () => {
    const draft = await alice.upload(`/api/boards/${board}/media?purpose=body`, [
      { name: "잊힌 사진.png", data: await png() },
    ]);
    const fresh = await alice.upload(`/api/boards/${board}/media?purpose=body`, [
      { name: "새 사진.png", data: await png() },
    ]);
    const objects = storedObjects(env).length;
    await env.ctx.db
      .updateTable("files")
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where("fileId", "=", draft.body.fileId)
      .execute();
    expect(await purgeDrafts(env.ctx)).toBe(1);
    expect((await alice.get(draft.body.url)).status).toBe(404);
    expect((await alice.get(fresh.body.url)).status).toBe(200);
    // The picture and its thumbnail are gone from the storage.
    expect(storedObjects(env)).toHaveLength(objects - 2);
  });

  it("shows gallery boards the first attached picture, and hides a secret post's picture", async () => {
    const gallery = await createBoard(admin, { name: "사진 게시판", template: 3, maxAttachments: 5 });
    const postId = await writePost(alice, gallery, { title: "사진 있음" });
    await alice.upload(`/api/posts/${postId}/files`, [{ name: "설명.pdf", data: pdf() }]);
    const pic = await alice.upload(`/api/posts/${postId}/files`, [{ name: "첫 사진.png", data: await png() }]);
    await writePost(alice, gallery, { title: "사진 없음" });
    const secretId = await writePost(alice, gallery, { title: "비밀 사진", secret: true });
    await alice.upload(`/api/posts/${secretId}/files`, [{ name: "비밀.png", data: await png() }]);
    const list = await bob.get(`/api/boards/${gallery}/posts`);
    const byTitle = (title: string) => list.body.items.find((r: { title: string }) => r.title === title);
    expect(byTitle("사진 있음")).toMatchObject({ thumbnailUrl: pic.body.items[0].thumbnailUrl, fileCount: 2 });
    expect(byTitle("사진 없음").thumbnailUrl).toBeNull();
    const hidden = list.body.items.find((r: { postId: number }) => r.postId === secretId);
    expect(hidden).toMatchObject({ title: t("secretPost"), thumbnailUrl: null });
    const mine = await alice.get(`/api/boards/${gallery}/posts`);
    expect(mine.body.items.find((r: { postId: number }) => r.postId === secretId).thumbnailUrl).not.toBeNull();
  });
});
