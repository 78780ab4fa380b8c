/**
 * Issue 38 §2, a data migration: pictures stored before their size was written at save get it now, so
 * a page keeps their place while they load. In post bodies, `<img src="/api/files/{id}">` of a picture
 * the post's author uploaded takes the width and height stored at its upload (files table); in post
 * bodies and information pages (every stored version), the portal's own drawings `/img/pages/*.svg`
 * take theirs (copied below). A picture with a width or a height, or of any other address, is left as
 * it is. Posts are read in batches of BATCH by id, only those whose body holds `<img`. Idempotent: a
 * sized picture is never touched again. Pictures uploaded into information pages (`pageMedia`) gain a
 * width and height column, written at upload from now on (those uploaded before stay without). Frozen in time: never import application code here (the
 * drawing sizes are those of apps/web/public/img/pages/ on 2026-11-28, read with sharp).
 */
import type { Kysely } from "kysely";

const BATCH = 500;

/** The drawings' sizes (px) on 2026-11-28, by address. */
export const DRAWINGS: Record<string, [number, number]> = Object.fromEntries(
  Object.entries({
    "agv.svg": [800, 360],
    "budget.svg": [960, 300],
    "consortium.svg": [960, 400],
    "direction.svg": [960, 360],
    "goal.svg": [960, 520],
    "hero-1.svg": [1200, 420],
    "hero-2.svg": [1200, 420],
    "hero-3.svg": [1200, 420],
    "intro-flow.svg": [960, 420],
    "service.svg": [960, 360],
    "shuttle.svg": [800, 400],
    "testcenter.svg": [800, 360],
    "vision.svg": [960, 440],
  } satisfies Record<string, [number, number]>).map(([file, size]) => [`/img/pages/${file}`, size]),
);

type Tables = {
  posts: { postId: number; authorId: string; bodyHtml: string };
  files: {
    fileId: number;
    kind: string;
    width: number | null;
    height: number | null;
    createdBy: string;
    deletedAt: string | null;
  };
  pageVersions: { pageId: string; version: number; bodyHtml: string };
};

const IMG_TAG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;
const SIZED = /\s(?:width|height)=/;
const FILE_SRC = /^\/api\/files\/(\d{1,12})$/;

/** `html` with each unsized `<img>` given the size `sizeOf` knows for its src. */
function sizePictures(html: string, sizeOf: (src: string) => [number, number] | undefined): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = SRC.exec(tag)?.[1];
    const size = src === undefined || SIZED.test(tag) ? undefined : sizeOf(src);
    return size ? `<img width="${size[0]}" height="${size[1]}"${tag.slice(4)}` : tag;
  });
}

/** The file ids of `html`'s unsized uploaded pictures. */
function unsizedFileIds(html: string): number[] {
  const ids: number[] = [];
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const id = FILE_SRC.exec(SRC.exec(tag)?.[1] ?? "")?.[1];
    if (id !== undefined && !SIZED.test(tag)) ids.push(Number(id));
  }
  return ids;
}

/** Sizes the pictures of one batch of posts (after `afterId`); the last post id read, or undefined at the end. */
async function sizePostBatch(db: Kysely<Tables>, afterId: number): Promise<number | undefined> {
  const posts = await db
    .selectFrom("posts")
    .select(["postId", "authorId", "bodyHtml"])
    .where("postId", ">", afterId)
    .where("bodyHtml", "like", "%<img%")
    .orderBy("postId")
    .limit(BATCH)
    .execute();
  const ids = [...new Set(posts.flatMap((post) => unsizedFileIds(post.bodyHtml)))];
  const files =
    ids.length === 0
      ? []
      : await db
          .selectFrom("files")
          .select(["fileId", "width", "height", "createdBy"])
          .where("fileId", "in", ids)
          .where("kind", "=", "image")
          .where("deletedAt", "is", null)
          .execute();
  const byId = new Map(files.map((file) => [file.fileId, file]));
  for (const post of posts) {
    const sized = sizePictures(post.bodyHtml, (src) => {
      const file = byId.get(Number(FILE_SRC.exec(src)?.[1]));
      if (file?.width && file.height && file.createdBy === post.authorId) return [file.width, file.height];
      return DRAWINGS[src];
    });
    if (sized !== post.bodyHtml)
      await db.updateTable("posts").set({ bodyHtml: sized }).where("postId", "=", post.postId).execute();
  }
  return posts.length === BATCH ? posts[posts.length - 1]?.postId : undefined;
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema.alterTable("pageMedia").addColumn("width", "integer").execute();
  await untyped.schema.alterTable("pageMedia").addColumn("height", "integer").execute();
  await sizeStoredPictures(untyped);
}

/** The data part of the migration: sizes the stored posts' and page versions' pictures (idempotent). */
export async function sizeStoredPictures(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  for (let after: number | undefined = 0; after !== undefined; ) after = await sizePostBatch(db, after);
  const versions = await db
    .selectFrom("pageVersions")
    .select(["pageId", "version", "bodyHtml"])
    .where("bodyHtml", "like", "%<img%")
    .execute();
  for (const row of versions) {
    const sized = sizePictures(row.bodyHtml, (src) => DRAWINGS[src]);
    if (sized !== row.bodyHtml)
      await db
        .updateTable("pageVersions")
        .set({ bodyHtml: sized })
        .where("pageId", "=", row.pageId)
        .where("version", "=", row.version)
        .execute();
  }
}
