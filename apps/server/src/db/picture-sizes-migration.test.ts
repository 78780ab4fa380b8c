/**
 * Migration 0044 (issue 38 §2) on each database: pictures stored without a size before sizes were
 * written at save get theirs — a post's picture its author uploaded the size stored at upload, the
 * portal's drawings theirs, in posts and in every stored version of an information page; another
 * member's upload, an unknown address and an already sized picture are left as they are; a second run
 * changes nothing. The drawings' frozen sizes are those of the files the web app serves today.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoard, writePost } from "../../test/admin-fixtures.ts";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { png } from "../../test/media-fixtures.ts";
import { DRAWINGS as DRAWINGS_0044, sizeStoredPictures } from "./migrations/0044_picture_sizes.ts";

const DRAWINGS = path.resolve(import.meta.dirname, "../../../web/public/img/pages");

describe.each(DIALECTS)("picture sizes in stored bodies (migration 0044) on %s", (dialect) => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startTestApp(dialect);
  });
  afterAll(() => env.close());
  const migrate = () => sizeStoredPictures(env.ctx.db as never);

  it("sizes a post's own uploads and drawings and the information pages' drawings, once", async () => {
    const admin = await env.member("A");
    const alice = await env.member("U");
    const bob = await env.member("U");
    const board = await createBoard(admin, { name: "사진 게시판 0044" });
    const upload = async (who: typeof alice) =>
      (await who.upload(`/api/boards/${board}/media?purpose=body`, [{ name: "a.png", data: await png(320, 200) }])).body
        .url as string;
    const own = await upload(alice);
    const others = await upload(bob);
    const postId = await writePost(alice, board, { bodyHtml: `<p><img src="${own}" alt="현장"></p>` });
    const old =
      `<p><img src="${own}" alt="현장" /><img src="${others}" /><img src="/img/pages/agv.svg" alt="AGV" />` +
      `<img src="/img/pages/none.svg" /><img width="10" height="5" src="/img/pages/goal.svg" /></p>`;
    await env.ctx.db.updateTable("posts").set({ bodyHtml: old }).where("postId", "=", postId).execute();
    const page = await env.ctx.db
      .selectFrom("pageVersions")
      .selectAll()
      .where("pageId", "=", "PLT030301")
      .executeTakeFirstOrThrow();
    const unsized = page.bodyHtml.replace(/<img width="\d+" height="\d+"/g, "<img");
    expect(unsized).toContain('<img src="/img/pages/agv.svg"');
    await env.ctx.db
      .updateTable("pageVersions")
      .set({ bodyHtml: unsized })
      .where("pageId", "=", page.pageId)
      .where("version", "=", page.version)
      .execute();

    await migrate();
    const body = (
      await env.ctx.db.selectFrom("posts").select("bodyHtml").where("postId", "=", postId).executeTakeFirstOrThrow()
    ).bodyHtml;
    expect(body).toBe(
      `<p><img width="320" height="200" src="${own}" alt="현장" /><img src="${others}" />` +
        `<img width="800" height="360" src="/img/pages/agv.svg" alt="AGV" />` +
        `<img src="/img/pages/none.svg" /><img width="10" height="5" src="/img/pages/goal.svg" /></p>`,
    );
    const info = await (await env.client()).get("/api/pages/PLT030301");
    expect(info.body.bodyHtml).toContain('<img width="800" height="360" src="/img/pages/agv.svg"');

    await migrate();
    expect(
      (await env.ctx.db.selectFrom("posts").select("bodyHtml").where("postId", "=", postId).executeTakeFirstOrThrow())
        .bodyHtml,
    ).toBe(body);
  });

  it("holds the sizes of the drawings the web app serves", async () => {
    const files = fs.readdirSync(DRAWINGS).filter((file) => file.endsWith(".svg"));
    expect(Object.keys(DRAWINGS_0044).sort()).toEqual(files.map((file) => `/img/pages/${file}`).sort());
    for (const file of files) {
      const { width, height } = await sharp(path.join(DRAWINGS, file)).metadata();
      expect(DRAWINGS_0044[`/img/pages/${file}`], file).toEqual([width, height]);
    }
  });
});
