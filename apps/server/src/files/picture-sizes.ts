/**
 * Width and height on the pictures of stored HTML (post bodies, information pages; issue 38 §2): a
 * picture whose size the page knows keeps its place while it loads, so nothing below it moves. Sizes
 * come from the files table for uploads (`/api/files/{id}`, stored at upload) and, for the portal's
 * own drawings (`/img/...`, served from the web app's folder), from the file itself, read once per
 * process. Applied when the HTML is saved (and by migration 0044 to what was stored before), never
 * per request.
 */
import path from "node:path";
import sharp from "sharp";

/** A picture's width and height, in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/** A drawing of the web app's own folder: `/img/`, then plain names (no `..`, no query). */
const STATIC_SRC = /^\/img(?:\/[\w.-]+)+$/;

const IMG_TAG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;
const SIZED = /\s(?:width|height)=/;

/** Sizes of the web app's drawings already read, by address (a missing or unreadable file: undefined). */
const staticSizes = new Map<string, Promise<PictureSize | undefined>>();

/**
 * The size of the drawing at `src` (an `/img/...` address) in the folder `root` the web app is served
 * from (config.webDist); undefined for another address, a missing or unreadable file, or no `root`.
 * Read once per process (sharp's metadata: an SVG's width and height, else its viewBox).
 */
export function staticPictureSize(root: string | undefined, src: string): Promise<PictureSize | undefined> {
  if (!root || !STATIC_SRC.test(src) || src.includes("..")) return Promise.resolve(undefined);
  const file = path.join(root, src);
  let size = staticSizes.get(file);
  if (!size) {
    size = sharp(file)
      .metadata()
      .then(({ width, height }) => (width && height ? { width, height } : undefined))
      .catch(() => undefined);
    staticSizes.set(file, size);
  }
  return size;
}

/** The `src` of each `<img>` in `html` that has neither width nor height. */
export function unsizedPictureSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = SRC.exec(tag)?.[1];
    if (src !== undefined && !SIZED.test(tag)) sources.add(src);
  }
  return [...sources];
}

/**
 * `html` with each `<img>` that has neither width nor height given the size `sizeOf` knows for its
 * `src` (a picture it does not know is left as it is).
 */
export function withPictureSizes(html: string, sizeOf: (src: string) => PictureSize | undefined): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = SRC.exec(tag)?.[1];
    const size = src === undefined || SIZED.test(tag) ? undefined : sizeOf(src);
    return size ? `<img width="${size.width}" height="${size.height}"${tag.slice(4)}` : tag;
  });
}

/** `html` with the web app's drawings (`/img/...` in `root`) sized where they had no size. */
export async function sizeStaticPictures(html: string, root: string | undefined): Promise<string> {
  const sources = unsizedPictureSources(html).filter((src) => STATIC_SRC.test(src));
  if (sources.length === 0) return html;
  const sizes = new Map(
    await Promise.all(sources.map(async (src) => [src, await staticPictureSize(root, src)] as const)),
  );
  return withPictureSizes(html, (src) => sizes.get(src));
}
