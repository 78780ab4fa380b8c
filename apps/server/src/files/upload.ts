/**
 * Storing one uploaded file: the stream is read once, from the request straight into the file
 * storage (never whole in memory). Its first bytes decide whether it is accepted (`content.ts`);
 * a byte counter refuses it the moment it passes the size limit. Images are then re-encoded with
 * sharp (EXIF orientation applied, then every metadata block dropped) and get a thumbnail for the
 * galleries. Whatever fails, nothing stays in the storage.
 */
import type { Readable } from "node:stream";
import { type FileKind, formatBytes, THUMBNAIL_SIZE, t } from "@portal/contract";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { AppError } from "../http/errors.ts";
import type { FileStorage } from "../storage/storage.ts";
import { type AcceptedType, classify, extensionOf, SNIFF_BYTES } from "./content.ts";

// Decoded images are not cached between requests: memory stays flat under load.
sharp.cache(false);

/** Largest picture sharp decodes (pixels): a 50-megapixel photo passes, a decompression bomb does not. */
const MAX_IMAGE_PIXELS = 60_000_000;
/** Gallery thumbnails: 4:3, cropped to fill. */
export const THUMB_WIDTH = THUMBNAIL_SIZE.width;
/** Thumbnail height in pixels. */
export const THUMB_HEIGHT = THUMBNAIL_SIZE.height;

/** An upload in the storage, with what its content turned out to be. */
export interface StoredUpload {
  originalName: string;
  storageKey: string;
  thumbKey: string | null;
  size: number;
  kind: FileKind;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
}

/** Cleans a client's file name: no path, no control characters, NFC (macOS sends decomposed Hangul), ≤ 200 chars. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = [...base.normalize("NFC")]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && c !== '"';
    })
    .join("")
    .trim();
  if (!cleaned) return "file";
  if (cleaned.length <= 200) return cleaned;
  const ext = extensionOf(cleaned);
  return ext && ext.length < 20 ? `${cleaned.slice(0, 199 - ext.length)}.${ext}` : cleaned.slice(0, 200);
}

/** Reads the first `bytes` (or the whole stream, when shorter) and returns them with the full stream again. */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks, length);
  async function* all(): AsyncGenerator<Buffer> {
    let finished = ended;
    try {
      yield head;
      while (!finished) {
        const next = await iterator.next();
        if (next.done) finished = true;
        else yield next.value;
      }
    } finally {
      // Stopped early (size limit, storage error): release the request stream.
      if (!finished) await iterator.return?.();
    }
  }
  return { head, all: all() };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("FILE_TOO_LARGE", { detail: t("attachmentTooLarge", { size: formatBytes(maxBytes) }) });
}

/** Passes the bytes through, failing with FILE_TOO_LARGE as soon as more than `maxBytes` went by. */
async function* limited(source: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    yield chunk;
  }
}

/** Pipes `input` into a sharp pipeline and stores its output; resolves with the key and sharp's output info. */
async function storeThroughSharp(
  storage: FileStorage,
  input: Readable,
  transformer: Sharp,
): Promise<{ key: string; size: number; info: OutputInfo | null }> {
  let info: OutputInfo | null = null;
  transformer.on("info", (value: OutputInfo) => {
    info = value;
  });
  input.on("error", (error) => transformer.destroy(error));
  input.pipe(transformer);
  const stored = await storage.put(transformer);
  return { ...stored, info };
}

/** The re-encoder for an accepted image: orientation from EXIF applied, metadata dropped (sharp's default). */
function reencoder(type: AcceptedType): Sharp {
  const animated = type.ext === "gif" || type.ext === "webp";
  const base = sharp({ limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: "error" }).rotate();
  switch (type.ext) {
    case "png":
      return base.png({ compressionLevel: 6 });
    case "gif":
      return base.gif();
    case "webp":
      return base.webp({ quality: 85 });
    default:
      return base.jpeg({ quality: 85, progressive: true });
  }
}

async function readObject(storage: FileStorage, key: string): Promise<Readable> {
  const stream = await storage.get(key);
  if (!stream) throw new Error(`stored object ${key} vanished`);
  return stream;
}

/** Re-encodes a stored original image and makes its thumbnail; the original is removed. */
async function processImage(storage: FileStorage, originalKey: string, type: AcceptedType) {
  const made: string[] = [];
  try {
    const encoded = await storeThroughSharp(storage, await readObject(storage, originalKey), reencoder(type));
    made.push(encoded.key);
    const thumb = await storeThroughSharp(
      storage,
      await readObject(storage, encoded.key),
      sharp({ limitInputPixels: MAX_IMAGE_PIXELS })
        .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: "cover" })
        .webp({ quality: 72 }),
    );
    made.push(thumb.key);
    const info = encoded.info as OutputInfo | null;
    return {
      storageKey: encoded.key,
      thumbKey: thumb.key,
      size: encoded.size,
      width: info?.width ?? null,
      // An animated picture reports the height of all its frames; keep one frame's.
      height: info ? (info.pageHeight ?? info.height) : null,
    };
  } catch (error) {
    await Promise.all(made.map((key) => storage.delete(key).catch(() => undefined)));
    if (error instanceof AppError) throw error;
    throw new AppError("FILE_TYPE_NOT_ALLOWED", { detail: t("attachmentImageBroken") });
  } finally {
    await storage.delete(originalKey).catch(() => undefined);
  }
}

/** What an upload route accepts. */
export interface UploadRules {
  /** Largest size in bytes. */
  maxBytes: number;
  /** The kinds accepted here (e.g. only images for a logo). */
  kinds: readonly FileKind[];
  /** Message when the content is allowed in general but not of an accepted kind here. */
  wrongKindMessage?: Parameters<typeof t>[0];
}

/**
 * Streams one uploaded file into the storage after checking its content and size.
 * @throws AppError FILE_TYPE_NOT_ALLOWED (415), FILE_TOO_LARGE (413), INVALID_INPUT (empty file)
 */
export async function storeUpload(
  storage: FileStorage,
  source: Readable & { truncated?: boolean },
  fileName: string,
  rules: UploadRules,
): Promise<StoredUpload> {
  const originalName = cleanFileName(fileName);
  const { head, all } = await peek(source, SNIFF_BYTES);
  const abandon = async (error: AppError) => {
    source.destroy();
    throw error;
  };
  if (head.length === 0) return abandon(new AppError("INVALID_INPUT", { detail: t("attachmentEmptyFile") }));
  if (head.length > rules.maxBytes) return abandon(tooLarge(rules.maxBytes));
  const type = await classify(head, originalName);
  if (!type) return abandon(new AppError("FILE_TYPE_NOT_ALLOWED"));
  if (!rules.kinds.includes(type.kind)) {
    return abandon(
      new AppError("FILE_TYPE_NOT_ALLOWED", rules.wrongKindMessage ? { detail: t(rules.wrongKindMessage) } : {}),
    );
  }
  const stored = await storage.put(limited(all, rules.maxBytes));
  if (source.truncated) {
    await storage.delete(stored.key);
    throw tooLarge(rules.maxBytes);
  }
  const named = (ext: string) =>
    extensionOf(originalName) === ext || (ext === "jpg" && extensionOf(originalName) === "jpeg")
      ? originalName
      : `${originalName}.${ext}`;
  if (type.kind !== "image") {
    return {
      originalName: named(type.ext),
      storageKey: stored.key,
      thumbKey: null,
      size: stored.size,
      kind: type.kind,
      mime: type.mime,
      ext: type.ext,
      width: null,
      height: null,
    };
  }
  const image = await processImage(storage, stored.key, type);
  return { originalName: named(type.ext), kind: "image", mime: type.mime, ext: type.ext, ...image };
}

/** Removes the stored objects of uploads that will not be kept. */
export async function discardUploads(storage: FileStorage, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(
    uploads
      .flatMap((u) => [u.storageKey, u.thumbKey].filter((k): k is string => k !== null))
      .map((key) => storage.delete(key).catch(() => undefined)),
  );
}
