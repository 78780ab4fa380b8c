/**
 * Deal photos (members spec sections 3 "Deal attachment" and 5; issue 11): JPEG, PNG, BMP and GIF
 * only, decided by content (a renamed file is refused with 'only image files can be attached');
 * at most TRADE_PHOTO_MAX_BYTES each and TRADE_MAX_PHOTOS per deal. The files feature does the
 * work (files/upload.ts: sharp re-encoding with EXIF orientation applied and every metadata block,
 * GPS included, dropped; a 480×360 card thumbnail); this module adds the detail size (≤ 1200×900)
 * once, at upload. sharp cannot decode BMP, so a BMP is decoded with bmp-ts and handed on as PNG.
 * An upload stays the uploader's draft until a deal save claims it.
 */
import { Readable } from "node:stream";
import { type DealPhoto, dealPhotoUrl, formatBytes, TRADE_PHOTO_MAX_BYTES, t } from "@portal/contract";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { AppContext } from "../context.ts";
import { runOffThread } from "../cpu/off-thread.ts";
import type { DealPhotoRow } from "../db/schema.ts";
import type { PartReader } from "../files/index.ts";
import { discardUploads, storeUpload } from "../files/index.ts";
import { AppError, invalidInput } from "../http/errors.ts";
import { takeMemberLimit } from "../http/member-limits.ts";
import { bmpSize } from "./bmp-worker.ts";

/** Detail size: fits inside this box, never enlarged. */
const DETAIL_WIDTH = 1200;
const DETAIL_HEIGHT = 900;
/** Largest BMP decoded (pixels), like sharp's own limit for the other types. */
const MAX_BMP_PIXELS = 60_000_000;
const ACCEPTED = new Set(["jpg", "png", "gif", "bmp"]);
const BMP_WORKER = new URL("./bmp-worker.ts", import.meta.url).href;

/** How the API shows a photo row. */
export function presentPhoto(row: Pick<DealPhotoRow, "photoId" | "width" | "height">): DealPhoto {
  return {
    photoId: row.photoId,
    fileMgtCode: String(row.photoId),
    cardUrl: dealPhotoUrl(row.photoId, "card"),
    detailUrl: dealPhotoUrl(row.photoId, "detail"),
    fullUrl: dealPhotoUrl(row.photoId, "full"),
    width: row.width,
    height: row.height,
  };
}

const tooLarge = () =>
  new AppError("FILE_TOO_LARGE", { detail: t("attachmentTooLarge", { size: formatBytes(TRADE_PHOTO_MAX_BYTES) }) });

/** The one file part of the request, read whole (a photo is at most TRADE_PHOTO_MAX_BYTES). */
async function readOnePart(readParts: PartReader): Promise<{ name: string; data: Buffer }> {
  for await (const part of readParts(TRADE_PHOTO_MAX_BYTES, 1)) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > TRADE_PHOTO_MAX_BYTES) {
        part.file.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
    if (part.file.truncated) throw tooLarge();
    return { name: part.filename, data: Buffer.concat(chunks, size) };
  }
  throw invalidInput("file", "attachmentNoFile");
}

/** A BMP as PNG bytes (sharp reads PNG; bmp-ts, on a worker thread, reads every BMP bit depth). */
async function bmpToPng(data: Buffer): Promise<Buffer> {
  const broken = () => new AppError("DEAL_PHOTO_TYPE", { detail: t("tradePhotoBroken") });
  const size = bmpSize(data);
  if (!size || size.width * size.height > MAX_BMP_PIXELS) throw broken();
  const pixels = await runOffThread<{ file: Uint8Array; width: number; height: number }, Uint8Array | null>(
    BMP_WORKER,
    "default",
    { file: data, ...size },
  );
  if (!pixels) throw broken();
  // 24-bit BMPs decode with alpha 0: the photo is kept opaque (a 32-bit BMP loses its transparency).
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width: size.width, height: size.height, channels: 4 },
  })
    .removeAlpha()
    .png()
    .toBuffer();
}

/**
 * POST /api/trade/photos: one photo of a deal being written, stored in its three sizes (storeDealPhoto);
 * counts toward the member's upload limit (UPLOAD_LIMIT).
 * @throws RATE_LIMITED (429), DEAL_PHOTO_TYPE (415 'only image files can be attached'),
 *   FILE_TOO_LARGE (413), INVALID_INPUT (no file, empty file)
 */
export async function uploadDealPhoto(ctx: AppContext, readParts: PartReader, uploaderId: string): Promise<DealPhoto> {
  await takeMemberLimit(ctx, "uploads", uploaderId);
  const part = await readOnePart(readParts);
  return storeDealPhoto(ctx, part.name, part.data, uploaderId);
}

/**
 * Stores one photo (`upload`: the file's bytes, at most TRADE_PHOTO_MAX_BYTES) as an unsaved
 * upload of `uploaderId`, in its three sizes. Used by the upload route and the demo seed.
 * @throws DEAL_PHOTO_TYPE, INVALID_INPUT (empty file)
 */
export async function storeDealPhoto(
  ctx: AppContext,
  fileName: string,
  upload: Buffer,
  uploaderId: string,
): Promise<DealPhoto> {
  if (upload.length === 0) throw invalidInput("file", "attachmentEmptyFile");
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED.has(type.ext)) throw new AppError("DEAL_PHOTO_TYPE");
  const isBmp = type.ext === "bmp";
  const data = isBmp ? await bmpToPng(upload) : upload;
  const name = isBmp ? `${fileName.replace(/\.bmp$/i, "")}.png` : fileName;
  let stored: Awaited<ReturnType<typeof storeUpload>>;
  try {
    stored = await storeUpload(ctx.storage, Readable.from([data]), name, {
      maxBytes: Math.max(TRADE_PHOTO_MAX_BYTES, data.length),
      kinds: ["image"],
      wrongKindMessage: "tradePhotoOnlyImages",
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "FILE_TYPE_NOT_ALLOWED") {
      throw new AppError("DEAL_PHOTO_TYPE", { detail: error.message });
    }
    throw error;
  }
  let detailKey: string | null = null;
  try {
    const full = await ctx.storage.get(stored.storageKey);
    if (!full) throw new Error("stored photo vanished");
    const detail = sharp({ limitInputPixels: MAX_BMP_PIXELS })
      .resize(DETAIL_WIDTH, DETAIL_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 });
    full.pipe(detail);
    detailKey = (await ctx.storage.put(detail)).key;
    const row = await ctx.db
      .insertInto("dealPhotos")
      .values({
        dealNo: null,
        seq: 0,
        uploaderId,
        originalName: stored.originalName,
        mime: stored.mime,
        size: stored.size,
        width: stored.width,
        height: stored.height,
        fullKey: stored.storageKey,
        detailKey,
        cardKey: stored.thumbKey ?? stored.storageKey,
        createdAt: new Date().toISOString(),
        deletedAt: null,
      })
      .returning(["photoId", "width", "height"])
      .executeTakeFirstOrThrow();
    return presentPhoto(row);
  } catch (error) {
    await discardUploads(ctx.storage, [stored]);
    if (detailKey) await ctx.storage.delete(detailKey).catch(() => undefined);
    throw error;
  }
}

/** Removes the stored objects of photo rows that are gone (after their transaction committed). */
export async function removePhotoObjects(ctx: AppContext, rows: readonly DealPhotoRow[]): Promise<void> {
  await Promise.all(
    rows
      .flatMap((r) => [r.fullKey, r.detailKey, r.cardKey])
      .map((key) => ctx.storage.delete(key).catch(() => undefined)),
  );
}

/** The stored key and type of one size of a photo. */
export function photoObject(row: DealPhotoRow, size: "card" | "detail" | "full"): { key: string; mime: string } {
  if (size === "full") return { key: row.fullKey, mime: row.mime };
  return { key: size === "card" ? row.cardKey : row.detailKey, mime: "image/webp" };
}

/** Unsaved uploads older than this are removed. */
const DRAFT_LIFETIME_MS = 24 * 3_600_000;

/** Removes photos uploaded but never saved with a deal, older than a day (rows and stored objects). Returns how many. */
export async function purgeDealPhotoDrafts(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DRAFT_LIFETIME_MS).toISOString();
  const stale = await ctx.db
    .selectFrom("dealPhotos")
    .selectAll()
    .where("dealNo", "is", null)
    .where("createdAt", "<", before)
    .limit(500)
    .execute();
  if (stale.length === 0) return 0;
  await ctx.db
    .deleteFrom("dealPhotos")
    .where(
      "photoId",
      "in",
      stale.map((p) => p.photoId),
    )
    .where("dealNo", "is", null)
    .execute();
  await removePhotoObjects(ctx, stale);
  return stale.length;
}
